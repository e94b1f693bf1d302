import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { ApplIdParam, CareerDecisionInput } from '@/lib/schemas/career';
import { decide } from '@/lib/server/career/manage';
import { josa } from '@/lib/text/josa';

/** Approve, reject (with a reason), confirm attendance, or correct a completion. */
export const POST = endpoint(async ({ locals, params, request }) => {
  const user = requireUser(locals);
  const { applId } = parse(ApplIdParam, params);
  await mayRun(user, { applId }, 'decide');
  const input = await parseJson(CareerDecisionInput, request);
  const result = await decide(user, applId, input, locals.clientIp);
  return ok(result, `${josa(result.statusNm, '으로/로')} 처리했습니다.`);
});
