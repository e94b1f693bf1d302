import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { BookingIdParam } from '@/lib/schemas/recruiting-startup';
import { cancelSpaceBooking } from '@/lib/server/recruiting/startup-spaces';

/** Cancels the student's own booking until it starts. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { bookingId } = parse(BookingIdParam, params);
  return ok(await cancelSpaceBooking(user.userId, bookingId, locals.clientIp), '예약을 취소했습니다.');
});
