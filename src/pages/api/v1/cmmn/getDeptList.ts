import { z } from 'zod';
import { endpoint, ok, parseQuery, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { deptList } from '@/lib/server/org/repository';

const Query = z.object({ deptDiv: q.optionalText(20), upDeptCd: q.optionalText(20) });

export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals);
  return ok(await deptList(parseQuery(Query, url)));
});
