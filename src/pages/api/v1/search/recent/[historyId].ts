import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { RecentSearchParam } from '@/lib/schemas/search';
import { removeSearch } from '@/lib/server/search/history';

/** Forgets one of her recent searches (another's is not found). */
export const DELETE = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals);
  const { historyId } = parse(RecentSearchParam, params);
  await removeSearch(user.userId, historyId);
  return ok(null, '최근 검색어를 지웠습니다.');
});
