import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ApplIdParam, CareerDecisionInput } from '@/lib/schemas/career';
import { decide } from '@/lib/server/career/manage';
import { josa } from '@/lib/text/josa';

/** Approve, reject (with a reason), confirm attendance, or correct a completion. */
export const POST = endpoint(async ({ locals, params, request, clientAddress }) => {
  const user = requireUser(locals, ['stf']);
  const { applId } = parse(ApplIdParam, params);
  const input = await parseJson(CareerDecisionInput, request);
  const result = await decide(user, applId, input, clientAddress ?? null);
  return ok(result, `${josa(result.statusNm, '으로/로')} 처리했습니다.`);
});
