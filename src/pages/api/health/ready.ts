import '@/lib/server/lifecycle';
import { endpoint, errorResponse, ok } from '@/lib/server/http/respond';
import { readiness } from '@/lib/server/observability/readiness';

/** 200 when this instance may be sent visitors; 503 naming the checks that failed otherwise. */
export const GET = endpoint(async () => {
  const r = await readiness();
  if (r.ready) return ok({ status: 'ready', checks: r.checks });
  return errorResponse(503, `준비되지 않았습니다: ${r.failed.join(', ')}`, { status: 'not ready', failed: r.failed, checks: r.checks });
});
