import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { HideInput, PostingIdParam } from '@/lib/schemas/recruiting';
import { setHidden } from '@/lib/server/recruiting/postings';

/** Hides the posting from the student's recommendations (Y) or shows it again (N). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { postingId } = parse(PostingIdParam, params);
  const { hidden } = await parseJson(HideInput, request);
  return ok(await setHidden(user.userId, postingId, hidden === 'Y'), hidden === 'Y' ? '추천에서 숨겼습니다.' : '다시 추천에 보이도록 했습니다.');
});
