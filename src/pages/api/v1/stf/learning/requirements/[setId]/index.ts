import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { saveSet, setDetail } from '@/lib/server/learning/admin/requirements';
import { RequirementSetInput } from '@/lib/schemas/learning-admin';
import { SetParams } from '../_ids';

/** The set with its rules and the number of enrolled students it applies to. */
export const GET = endpoint(async ({ locals, params }) => {
  await requireRecordPermission(locals, 'learning', 'read');
  return ok(await setDetail(parse(SetParams, params).setId));
});

export const POST = endpoint(async ({ locals, params, request }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  const { setId } = parse(SetParams, params);
  return ok(await saveSet(user, await parseJson(RequirementSetInput, request), setId), '졸업요건을 저장했습니다.');
});
