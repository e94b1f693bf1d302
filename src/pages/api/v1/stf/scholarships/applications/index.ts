import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { ScholApplQuery } from '@/lib/schemas/scholarships';
import { applicationList } from '@/lib/server/scholarships/review';
import { scholarshipRight } from '@/lib/server/scholarships/staff-access';

/** Applications filtered by scholarship, state and student (name or id); paged; only the scholarships the user may read. */
export const GET = endpoint(async ({ url, locals }) => {
  await scholarshipRight(locals.user, 'read');
  return ok(await applicationList(locals.user, parseQuery(ScholApplQuery, url)));
});
