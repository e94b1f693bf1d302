import { z } from 'zod';
import { endpoint, ok, parseJson, parseQuery, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { listSets, saveSet } from '@/lib/server/learning/admin/requirements';
import { RequirementSetInput } from '@/lib/schemas/learning-admin';

const Query = z.object({ deptCd: q.optionalText(20), role: q.optionalText(20) });

export const GET = endpoint(async ({ locals, url }) => {
  requireUser(locals, ['stf']);
  return ok(await listSets(parseQuery(Query, url)));
});

export const POST = endpoint(async ({ locals, request }) => {
  const user = requireUser(locals, ['stf']);
  return ok(await saveSet(user, await parseJson(RequirementSetInput, request)), '졸업요건을 만들었습니다.');
});
