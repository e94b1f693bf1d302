import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { SearchInput } from '@/lib/schemas/search';
import { searchEverywhere, searcherOf } from '@/lib/server/search/service';

/** One search over every area the caller may see; a logged-in caller's query joins her recent searches. */
export const GET = endpoint(async ({ url, locals }) => {
  const { q } = parseQuery(SearchInput, url);
  return ok(await searchEverywhere(q, searcherOf(locals.user)));
});
