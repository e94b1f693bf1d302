import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholApplIdParam, ScholDecisionInput } from '@/lib/schemas/scholarships';
import { decide } from '@/lib/server/scholarships/staff';
import { josa } from '@/lib/text/josa';

/** The office's decision: request documents, start the review, select or reject (with reason). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['stf']);
  const { applId } = parse(ScholApplIdParam, params);
  const input = await parseJson(ScholDecisionInput, request);
  const result = await decide(user, applId, input, locals.clientIp);
  return ok(result, `${josa(result.statusNm, '으로/로')} 처리했습니다.`);
});
