import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { listPrograms } from '@/lib/server/recruiting/startup';

/** Startup programmes and camps with the student's applications. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await listPrograms(user.userId));
});
