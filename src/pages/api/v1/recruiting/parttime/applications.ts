import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { myJobApplications } from '@/lib/server/recruiting/parttime';

/** The student's own part-time job applications. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myJobApplications(user.userId));
});
