import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { BookingIdParam } from '@/lib/schemas/recruiting-fairs';
import { staffCancelBooking } from '@/lib/server/recruiting/fairs-manage';

/** Staff cancel a student's booking, also after the students' cut-off. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'manage');
  const { bookingId } = parse(BookingIdParam, params);
  return ok(await staffCancelBooking(user, bookingId, locals.clientIp), '예약을 취소했습니다.');
});
