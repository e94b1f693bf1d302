import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { RequestIdParam } from '@/lib/schemas/mentoring';
import { closeRequest } from '@/lib/server/mentoring/requests';

/** Either side ends an accepted mentoring. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std', 'otsdr']);
  const { requestId } = parse(RequestIdParam, params);
  return ok(await closeRequest(user, requestId, locals.clientIp), '멘토링을 마쳤습니다.');
});
