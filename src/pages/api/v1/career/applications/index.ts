import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { myApplications } from '@/lib/server/career/applications';

/** The student's own applications with the history of each. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myApplications(user.userId));
});
