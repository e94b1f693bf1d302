import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { JobIdParam, OpenCloseInput } from '@/lib/schemas/recruiting-fairs';
import { mayPostJob, setJobStatus } from '@/lib/server/recruiting/parttime';

/** Closes one's own job early (CLOSED) or opens it again (OPEN). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['stf', 'adm', 'otsdr']);
  const { jobId } = parse(JobIdParam, params);
  await mayPostJob(user, jobId);
  const { status } = await parseJson(OpenCloseInput, request);
  return ok(await setJobStatus(user, jobId, status, locals.clientIp), status === 'OPEN' ? '다시 모집합니다.' : '모집을 마감했습니다.');
});
