import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholApplIdParam, ScholDecisionInput } from '@/lib/schemas/scholarships';
import { applicationAccess } from '@/lib/server/scholarships/staff-access';
import { decide } from '@/lib/server/scholarships/review';
import { josa } from '@/lib/text/josa';

/** The office's decision: request documents, start the review, select or reject (with reason). The scholarship's manager only. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const { applId } = parse(ScholApplIdParam, params);
  await applicationAccess(locals.user, 'decide', applId);
  const user = requireUser(locals);
  const input = await parseJson(ScholDecisionInput, request);
  const result = await decide(user, applId, input, locals.clientIp);
  return ok(result, `${josa(result.statusNm, '으로/로')} 처리했습니다.`);
});
