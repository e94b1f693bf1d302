import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { scholarshipState } from '@/lib/server/scholarships/student';

/** The scholarships she has received, by year and term, with totals. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await scholarshipState(user.userId));
});
