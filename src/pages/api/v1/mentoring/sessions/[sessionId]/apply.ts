import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SessionIdParam } from '@/lib/schemas/mentoring';
import { applyToSession } from '@/lib/server/mentoring/comento';

/** Takes a seat in a session while seats remain (checked under a row lock). */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { sessionId } = parse(SessionIdParam, params);
  return ok(await applyToSession(user, sessionId, locals.clientIp), '그룹 멘토링을 신청했습니다.');
});
