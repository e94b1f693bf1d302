import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { HistoryQuery } from '@/lib/schemas/portfolio';
import { myHistory } from '@/lib/server/portfolio/history';

/** The student's own timeline, filtered by year, area and competency. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  const query = parseQuery(HistoryQuery, url);
  return ok(await myHistory(user.userId, query));
});
