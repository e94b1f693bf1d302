import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { CareerProgramQuery } from '@/lib/schemas/career';
import { listPrograms } from '@/lib/server/career/programs';

/** The programme list: search, filters, paging, live seats and the student's eligibility. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await listPrograms(user.userId, parseQuery(CareerProgramQuery, url)));
});
