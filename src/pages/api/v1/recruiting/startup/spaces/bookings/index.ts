import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SpaceBookingInput } from '@/lib/schemas/recruiting-startup';
import { bookSpace, mySpaceBookings } from '@/lib/server/recruiting/startup-spaces';

/** The student's own space bookings. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await mySpaceBookings(user.userId));
});

/** Books a space for a time range of one day. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(SpaceBookingInput, request);
  return ok(await bookSpace(user.userId, input, locals.clientIp), '예약했습니다.');
});
