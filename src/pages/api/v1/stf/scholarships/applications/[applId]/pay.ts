import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholApplIdParam, ScholPaymentInput } from '@/lib/schemas/scholarships';
import { recordPayment } from '@/lib/server/scholarships/staff';

/** Records the payment of a selected application. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['stf']);
  const { applId } = parse(ScholApplIdParam, params);
  const input = await parseJson(ScholPaymentInput, request);
  return ok(await recordPayment(user, applId, input, locals.clientIp), '지급을 기록했습니다.');
});
