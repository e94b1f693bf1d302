import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { JobIdParam } from '@/lib/schemas/recruiting-fairs';
import { jobDetail } from '@/lib/server/recruiting/parttime';

/** One part-time job, with the student's application if any. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { jobId } = parse(JobIdParam, params);
  return ok(await jobDetail(user.userId, jobId));
});
