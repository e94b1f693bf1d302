import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholApplQuery } from '@/lib/schemas/scholarships';
import { applicationList } from '@/lib/server/scholarships/staff';

/** Applications filtered by scholarship, state and student (name or id); paged. */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['stf']);
  return ok(await applicationList(parseQuery(ScholApplQuery, url)));
});
