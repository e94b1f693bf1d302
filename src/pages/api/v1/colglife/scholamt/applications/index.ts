import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { myApplications } from '@/lib/server/scholarships/student';

/** The student's own applications with documents, history and payment. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myApplications(user.userId));
});
