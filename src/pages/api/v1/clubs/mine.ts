import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { myClubs } from '@/lib/server/clubs/clubs';

/** My clubs with their history, and my club activity events. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myClubs(user.userId));
});
