import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { studentTrackOverview } from '@/lib/server/learning/tracks';

/** The student's progress in every track, with the application state and eligibility. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await studentTrackOverview(user.userId));
});
