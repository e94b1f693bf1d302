import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ParttimeQuery } from '@/lib/schemas/recruiting-fairs';
import { listJobs } from '@/lib/server/recruiting/parttime';

/** Part-time jobs: search, on/off campus, open or closed, paging. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await listJobs(user.userId, parseQuery(ParttimeQuery, url)));
});
