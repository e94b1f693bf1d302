import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ReviewInput, UnivIdParam } from '@/lib/schemas/exchange';
import { writeReview } from '@/lib/server/exchange/exchange';

/** A student dispatched to the university writes her review. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { univId } = parse(UnivIdParam, params);
  const input = await parseJson(ReviewInput, request);
  return ok(await writeReview(user, univId, input, locals.clientIp), '후기를 등록했습니다.');
});
