import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { JobIdParam } from '@/lib/schemas/recruiting-fairs';
import { jobApplications } from '@/lib/server/recruiting/parttime';

/** One of the caller's own jobs with its applications. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['stf', 'adm', 'otsdr']);
  const { jobId } = parse(JobIdParam, params);
  return ok(await jobApplications(user, jobId));
});
