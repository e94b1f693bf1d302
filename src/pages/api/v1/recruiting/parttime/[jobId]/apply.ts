import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { JobIdParam, ParttimeApplyInput } from '@/lib/schemas/recruiting-fairs';
import { applyJob } from '@/lib/server/recruiting/parttime';

/** Applies to a part-time job that takes applications in the portal. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { jobId } = parse(JobIdParam, params);
  const input = await parseJson(ParttimeApplyInput, request);
  return ok(await applyJob(user.userId, jobId, input, locals.clientIp), '지원서를 제출했습니다.');
});
