import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { BookmarkInput, PostingIdParam } from '@/lib/schemas/recruiting';
import { setBookmark } from '@/lib/server/recruiting/postings';

/** Adds the posting to the student's bookmarks (Y) or takes it out (N). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { postingId } = parse(PostingIdParam, params);
  const { bookmarked } = await parseJson(BookmarkInput, request);
  return ok(await setBookmark(user.userId, postingId, bookmarked === 'Y'), bookmarked === 'Y' ? '관심 공고에 담았습니다.' : '관심 공고에서 뺐습니다.');
});
