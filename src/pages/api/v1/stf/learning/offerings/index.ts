import { endpoint, ok, parseJson, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { listOfferings, parseTerm, saveOffering } from '@/lib/server/learning/admin/offerings';
import { OfferingInput, OfferingQuery } from '@/lib/schemas/learning-admin';

export const GET = endpoint(async ({ locals, url }) => {
  await requirePermission(locals, 'learning', 'read');
  const q = parseQuery(OfferingQuery, url);
  return ok(await listOfferings(await parseTerm(q.term), q));
});

export const POST = endpoint(async ({ locals, request }) => {
  const user = await requirePermission(locals, 'learning', 'manage');
  const result = await saveOffering(user, await parseJson(OfferingInput, request));
  return ok(result, result.warnings.length ? '개설강좌를 등록했습니다. 겹치는 수업을 확인해 주세요.' : '개설강좌를 등록했습니다.');
});
