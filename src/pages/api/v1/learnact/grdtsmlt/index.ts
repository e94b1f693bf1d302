import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { currentSimulation } from '@/lib/server/learning/graduation/service';

/** The logged-in student's graduation simulation as things stand. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await currentSimulation(user.userId));
});
