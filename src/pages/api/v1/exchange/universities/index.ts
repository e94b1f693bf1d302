import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { UnivQuery } from '@/lib/schemas/exchange';
import { listUniversities } from '@/lib/server/exchange/exchange';

/** Partner universities by country and language, with returned students' reviews. */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['std', 'stf', 'adm']);
  return ok(await listUniversities(parseQuery(UnivQuery, url)));
});
