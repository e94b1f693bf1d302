import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ApplIdParam } from '@/lib/schemas/career';
import { cancelApplication } from '@/lib/server/career/applications';

/** Cancels the student's own application; another student's id answers 404. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { applId } = parse(ApplIdParam, params);
  return ok(await cancelApplication(user, applId, locals.clientIp), '신청을 취소했습니다.');
});
