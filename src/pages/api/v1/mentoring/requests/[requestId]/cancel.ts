import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { RequestIdParam } from '@/lib/schemas/mentoring';
import { cancelRequest } from '@/lib/server/mentoring/requests';

/** The student withdraws a request before the mentor answers. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { requestId } = parse(RequestIdParam, params);
  return ok(await cancelRequest(user, requestId, locals.clientIp), '멘토링 신청을 취소했습니다.');
});
