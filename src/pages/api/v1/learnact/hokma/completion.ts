import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { geCompletion } from '@/lib/server/learning/general-education';

/** The student's own earned credits per general-education area. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await geCompletion(user.userId));
});
