import { z } from 'zod';
import { endpoint, ok, parseJson, parseQuery, q } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { listSets, saveSet } from '@/lib/server/learning/admin/requirements';
import { RequirementSetInput } from '@/lib/schemas/learning-admin';

const Query = z.object({ deptCd: q.optionalText(20), role: q.optionalText(20) });

export const GET = endpoint(async ({ locals, url }) => {
  await requirePermission(locals, 'learning', 'read');
  return ok(await listSets(parseQuery(Query, url)));
});

export const POST = endpoint(async ({ locals, request }) => {
  const user = await requirePermission(locals, 'learning', 'manage');
  return ok(await saveSet(user, await parseJson(RequirementSetInput, request)), '졸업요건을 만들었습니다.');
});
