import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SearchIdParam } from '@/lib/schemas/recruiting';
import { deleteSearch } from '@/lib/server/recruiting/searches';

/** Deletes one of her saved searches (another student's is not found). */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { searchId } = parse(SearchIdParam, params);
  return ok(await deleteSearch(user.userId, searchId), '저장한 검색 조건을 지웠습니다.');
});
