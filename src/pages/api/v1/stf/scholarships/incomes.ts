import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ScholIncomeInput } from '@/lib/schemas/scholarships';
import { setIncomeBracket } from '@/lib/server/scholarships/payments';

/** Records a student's income bracket (eligibility of need-based scholarships is read from it): scholarship managers. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'scholarships', 'manage');
  const input = await parseJson(ScholIncomeInput, request);
  return ok(await setIncomeBracket(user, input, locals.clientIp), '소득분위를 저장했습니다.');
});
