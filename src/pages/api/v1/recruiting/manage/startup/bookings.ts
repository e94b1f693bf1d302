import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { StaffBookingQuery } from '@/lib/schemas/recruiting-startup';
import { staffBookings } from '@/lib/server/recruiting/startup';
import { todayInSeoul } from '@/lib/server/codes/repository';

/** Space bookings of two weeks from a day (today when not given). */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  const { from } = parseQuery(StaffBookingQuery, url);
  return ok(await staffBookings(user, from ?? todayInSeoul()));
});
