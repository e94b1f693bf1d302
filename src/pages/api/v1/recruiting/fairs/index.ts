import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { FairQuery } from '@/lib/schemas/recruiting-fairs';
import { listFairs } from '@/lib/server/recruiting/fairs';

/** Job fairs: search, kind, upcoming or past, paging. */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['std']);
  return ok(await listFairs(parseQuery(FairQuery, url)));
});
