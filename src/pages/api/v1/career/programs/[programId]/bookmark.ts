import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { BookmarkInput, ProgramIdParam } from '@/lib/schemas/career';
import { setBookmark } from '@/lib/server/career/applications';

/** Adds (Y) or removes (N) the programme from the student's bookmarks. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { programId } = parse(ProgramIdParam, params);
  const { bookmarked } = await parseJson(BookmarkInput, request);
  const on = bookmarked === 'Y';
  return ok(await setBookmark(user.userId, programId, on), on ? '관심 프로그램에 담았습니다.' : '관심 프로그램에서 뺐습니다.');
});
