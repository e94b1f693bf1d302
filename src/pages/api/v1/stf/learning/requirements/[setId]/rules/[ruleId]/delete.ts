import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { deleteRule } from '@/lib/server/learning/admin/requirements';
import { RuleParams } from '../../../_ids';

export const POST = endpoint(async ({ locals, params }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  const { setId, ruleId } = parse(RuleParams, params);
  return ok(await deleteRule(user, setId, ruleId), '요건 항목을 삭제했습니다.');
});
