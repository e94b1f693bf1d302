import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { listSessions } from '@/lib/server/mentoring/comento';

/** Group mentoring sessions, with the student's own seats marked. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await listSessions({ studentId: user.userId }));
});
