import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { MentoringMessageInput, RequestIdParam } from '@/lib/schemas/mentoring';
import { postMessage } from '@/lib/server/mentoring/requests';

/** A message in the thread of an accepted request. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std', 'otsdr']);
  const { requestId } = parse(RequestIdParam, params);
  const input = await parseJson(MentoringMessageInput, request);
  return ok(await postMessage(user, requestId, input, locals.clientIp), '글을 남겼습니다.');
});
