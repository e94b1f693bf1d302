import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { clearSearches, recentSearches } from '@/lib/server/search/history';

/** Her last ten searches, newest first. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals);
  return ok(await recentSearches(user.userId));
});

/** Forgets all her recent searches. */
export const DELETE = endpoint(async ({ locals }) => {
  const user = requireUser(locals);
  await clearSearches(user.userId);
  return ok(null, '최근 검색어를 모두 지웠습니다.');
});
