import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholApplIdParam, ScholPaymentInput } from '@/lib/schemas/scholarships';
import { applicationAccess } from '@/lib/server/scholarships/staff-access';
import { recordPayment } from '@/lib/server/scholarships/payments';

/** Records one instalment of a selected application (지급완료 when the award is reached): the payer, never its selector. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const { applId } = parse(ScholApplIdParam, params);
  await applicationAccess(locals.user, 'pay', applId);
  const user = requireUser(locals);
  const input = await parseJson(ScholPaymentInput, request);
  const done = await recordPayment(user, applId, input, locals.clientIp);
  return ok(done, done.status === 'PAID' ? `${done.seq}회차 지급을 기록했습니다. 선정 금액을 모두 지급했습니다.` : `${done.seq}회차 지급을 기록했습니다.`);
});
