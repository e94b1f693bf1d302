import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { saveRule } from '@/lib/server/learning/admin/requirements';
import { RuleInput } from '@/lib/schemas/learning-admin';
import { SetParams } from '../../_ids';

export const POST = endpoint(async ({ locals, params, request }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  const { setId } = parse(SetParams, params);
  return ok(await saveRule(user, setId, await parseJson(RuleInput, request)), '요건 항목을 추가했습니다.');
});
