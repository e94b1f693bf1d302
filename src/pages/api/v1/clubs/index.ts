import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ClubQuery } from '@/lib/schemas/clubs';
import { listClubs } from '@/lib/server/clubs/clubs';

/** The club directory: search, category, recruiting only, paging. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std', 'stf', 'adm']);
  return ok(await listClubs(user, parseQuery(ClubQuery, url)));
});
