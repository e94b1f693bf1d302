import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { BookingDayQuery } from '@/lib/schemas/recruiting-startup';
import { bookableDays, spacesForDay } from '@/lib/server/recruiting/startup-spaces';
import * as clock from '@/lib/server/clock';

/** Spaces with the booked times of one day (today when not given). */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['std']);
  const { useDt } = parseQuery(BookingDayQuery, url);
  const day = useDt ?? clock.today();
  return ok({ useDt: day, days: bookableDays(), spaces: await spacesForDay(day) });
});
