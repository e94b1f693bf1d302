import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { CalendarQuery } from '@/lib/schemas/recruiting';
import { calendarEntries } from '@/lib/server/recruiting/calendar';

/** Calendar entries between start and end (inclusive), of the chosen kinds. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  const q = parseQuery(CalendarQuery, url);
  return ok(await calendarEntries({ studentId: user.userId, from: q.start, to: q.end, kinds: q.kinds, bookmarkedOnly: q.bookmarked === 'Y' }));
});
