import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { ApplIdParam, ExchangeDecisionInput } from '@/lib/schemas/exchange';
import { decide } from '@/lib/server/exchange/admin';

/** Screen, select within the seats, fail with a reason, or confirm the dispatch. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'exchange', 'decide');
  const { applId } = parse(ApplIdParam, params);
  const input = await parseJson(ExchangeDecisionInput, request);
  return ok(await decide(user.userId, applId, input, locals.clientIp), '처리했습니다.');
});
