import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { saveRule } from '@/lib/server/learning/admin/requirements';
import { RuleInput } from '@/lib/schemas/learning-admin';
import { RuleParams } from '../../../_ids';

export const POST = endpoint(async ({ locals, params, request }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  const { setId, ruleId } = parse(RuleParams, params);
  return ok(await saveRule(user, setId, await parseJson(RuleInput, request), ruleId), '요건 항목을 저장했습니다.');
});
