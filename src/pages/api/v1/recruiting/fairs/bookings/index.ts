import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { myFairBookings } from '@/lib/server/recruiting/fairs';

/** The student's live consultation bookings at every fair. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myFairBookings(user.userId));
});
