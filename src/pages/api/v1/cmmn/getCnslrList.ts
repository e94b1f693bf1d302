import { z } from 'zod';
import { endpoint, ok, parseQuery, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { counsellorList } from '@/lib/server/org/repository';

const Query = z.object({ cnslrDiv: q.optionalText(20), searchKeyword: q.optionalText(50) });

export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals);
  return ok(await counsellorList(parseQuery(Query, url)));
});
