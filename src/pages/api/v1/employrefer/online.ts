import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { OnlineQuery } from '@/lib/schemas/employrefer';
import { listOnlineCourses } from '@/lib/server/employrefer/online';

/** Online courses and lectures, optionally of one category. */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['std']);
  return ok(await listOnlineCourses(parseQuery(OnlineQuery, url)));
});
