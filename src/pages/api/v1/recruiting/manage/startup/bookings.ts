import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { StaffBookingQuery } from '@/lib/schemas/recruiting-startup';
import { staffBookings } from '@/lib/server/recruiting/startup-spaces';
import * as clock from '@/lib/server/clock';

/** Space bookings of two weeks from a day (today when not given). */
export const GET = endpoint(async ({ url, locals }) => {
  const user = await requirePermission(locals, 'startup', 'read');
  const { from } = parseQuery(StaffBookingQuery, url);
  return ok(await staffBookings(user, from ?? clock.today()));
});
