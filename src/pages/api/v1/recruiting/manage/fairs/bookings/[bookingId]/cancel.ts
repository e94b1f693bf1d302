import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { BookingIdParam } from '@/lib/schemas/recruiting-fairs';
import { staffCancelBooking } from '@/lib/server/recruiting/fairs';

/** Staff cancel a student's booking, also after the students' cut-off. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  const { bookingId } = parse(BookingIdParam, params);
  return ok(await staffCancelBooking(user, bookingId, locals.clientIp), '예약을 취소했습니다.');
});
