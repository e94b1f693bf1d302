import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ContestQuery } from '@/lib/schemas/recruiting';
import { listContests } from '@/lib/server/recruiting/contests';

/** Contests and external activities: search, field, deadline and paging. */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['std']);
  return ok(await listContests(parseQuery(ContestQuery, url)));
});
