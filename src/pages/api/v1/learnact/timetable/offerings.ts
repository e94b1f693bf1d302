import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { CATEGORY_OPTIONS, offeringDepartments, termOfferings } from '@/lib/server/learning/timetable';
import { nextRegularTerm, termLabel } from '@/lib/server/learning/student';
import { filterOfferings } from '@/lib/learning/timetable';
import { OfferingQuery } from '@/lib/schemas/timetable';

/** The next term's sections, searched by name, department, category and day. */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['std']);
  const filter = parseQuery(OfferingQuery, url);
  const term = await nextRegularTerm();
  const all = await termOfferings(term);
  return ok({ term: { ...term, label: termLabel(term) }, offerings: filterOfferings(all, filter), departments: offeringDepartments(all), categories: CATEGORY_OPTIONS });
});
