import { josa } from '@/lib/text/josa';
import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { FundingDecisionInput, FundingIdParam } from '@/lib/schemas/recruiting-startup';
import { decideFunding } from '@/lib/server/recruiting/startup-funding';

/** One review step of a funding or mentoring application. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'startup', 'decide');
  const { fundingId } = parse(FundingIdParam, params);
  const input = await parseJson(FundingDecisionInput, request);
  const done = await decideFunding(user, fundingId, input, locals.clientIp);
  return ok(done, `${josa(done.statusNm, '으로/로')} 바꾸고 학생에게 알렸습니다.`);
});
