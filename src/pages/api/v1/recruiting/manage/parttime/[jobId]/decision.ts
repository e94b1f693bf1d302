import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { JobDecisionInput, JobIdParam } from '@/lib/schemas/recruiting-fairs';
import { decideJob } from '@/lib/server/recruiting/parttime';

/** Staff approve a company's part-time job or return it with a reason. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'decide');
  const { jobId } = parse(JobIdParam, params);
  const input = await parseJson(JobDecisionInput, request);
  return ok(await decideJob(user, jobId, input, locals.clientIp), input.action === 'APPROVE' ? '승인해 게시했습니다.' : '반려했습니다.');
});
