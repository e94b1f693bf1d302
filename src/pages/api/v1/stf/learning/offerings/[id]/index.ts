import { z } from 'zod';
import { endpoint, ok, parse, parseJson, q } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { offeringDetail, saveOffering } from '@/lib/server/learning/admin/offerings';
import { OfferingInput } from '@/lib/schemas/learning-admin';

const Params = z.object({ id: q.positiveInt('강좌 번호') });

export const GET = endpoint(async ({ locals, params }) => {
  await requireRecordPermission(locals, 'learning', 'read');
  return ok(await offeringDetail(parse(Params, params).id));
});

export const POST = endpoint(async ({ locals, params, request }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  const id = parse(Params, params).id;
  const result = await saveOffering(user, await parseJson(OfferingInput, request), id);
  return ok(result, result.warnings.length ? '개설강좌를 저장했습니다. 겹치는 수업을 확인해 주세요.' : '개설강좌를 저장했습니다.');
});
