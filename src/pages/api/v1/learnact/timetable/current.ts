import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { currentTimetable } from '@/lib/server/learning/timetable';

/** The running term's timetable of the student who asks. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await currentTimetable(user.userId));
});
