import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { MentoringResponseInput, RequestIdParam } from '@/lib/schemas/mentoring';
import { respondToRequest } from '@/lib/server/mentoring/requests';

/** The mentor accepts or declines a new request with a message to the student. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std', 'otsdr']);
  const { requestId } = parse(RequestIdParam, params);
  const input = await parseJson(MentoringResponseInput, request);
  const done = await respondToRequest(user, requestId, input, locals.clientIp);
  return ok(done, done.status === 'ACCEPTED' ? '멘토링을 수락했습니다.' : '멘토링 신청을 거절했습니다.');
});
