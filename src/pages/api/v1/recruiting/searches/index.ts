import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SavedSearchInput } from '@/lib/schemas/recruiting';
import { saveSearch, savedSearches } from '@/lib/server/recruiting/searches';

/** The student's saved posting searches. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await savedSearches(user.userId));
});

/** Saves the list's filters under a name; matching new postings will reach her as a message. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(SavedSearchInput, request);
  return ok(await saveSearch(user.userId, input), '검색 조건을 저장했습니다. 조건에 맞는 새 공고가 올라오면 메시지로 알려 드립니다.');
});
