import { z } from 'zod';
import { endpoint, ok, parseQuery, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { majorMap } from '@/lib/server/learning/majors';

const Query = z.object({ deptCd: q.optionalText(10) });

/** The student's own major map (primary major by default, or the double major / minor). */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await majorMap(user.userId, parseQuery(Query, url).deptCd));
});
