import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SessionIdParam } from '@/lib/schemas/mentoring';
import { cancelSessionSeat } from '@/lib/server/mentoring/comento';

/** Gives the seat back until the day before the session. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { sessionId } = parse(SessionIdParam, params);
  return ok(await cancelSessionSeat(user, sessionId, locals.clientIp), '신청을 취소했습니다.');
});
