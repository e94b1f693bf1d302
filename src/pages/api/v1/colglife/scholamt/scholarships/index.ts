import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { openScholarships } from '@/lib/server/scholarships/student';

/** Scholarships whose period has not ended, each with the student's eligibility (and why not) and her application. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await openScholarships(user.userId));
});
