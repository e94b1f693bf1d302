import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholPaymentCancelInput, ScholPaymentParam } from '@/lib/schemas/scholarships';
import { applicationAccess } from '@/lib/server/scholarships/staff-access';
import { cancelPayment } from '@/lib/server/scholarships/payments';

/** Withdraws an instalment recorded by mistake, with a reason (the row stays, no longer counted): the payer, never the selector. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const { applId, paymentId } = parse(ScholPaymentParam, params);
  await applicationAccess(locals.user, 'pay', applId);
  const user = requireUser(locals);
  const done = await cancelPayment(user, applId, paymentId, await parseJson(ScholPaymentCancelInput, request), locals.clientIp);
  return ok(done, done.reopened ? `${done.seq}회차 지급을 취소했습니다. 지급 합계가 선정 금액보다 적어 선정 상태로 돌아갔습니다.` : `${done.seq}회차 지급을 취소했습니다.`);
});
