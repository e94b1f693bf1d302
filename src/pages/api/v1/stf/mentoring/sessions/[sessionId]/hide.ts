import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { SessionIdParam } from '@/lib/schemas/mentoring';
import { hideSession } from '@/lib/server/mentoring/comento';

/** Hides a session from students. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = await requirePermission(locals, 'mentoring', 'manage');
  const { sessionId } = parse(SessionIdParam, params);
  return ok(await hideSession(user, sessionId, locals.clientIp), '세션을 숨겼습니다.');
});
