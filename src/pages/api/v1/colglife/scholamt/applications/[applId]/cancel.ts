import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholApplIdParam } from '@/lib/schemas/scholarships';
import { cancelApplication } from '@/lib/server/scholarships/student';

/** Cancels her own application before the review has started. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { applId } = parse(ScholApplIdParam, params);
  return ok(await cancelApplication(user, applId, locals.clientIp), '신청을 취소했습니다.');
});
