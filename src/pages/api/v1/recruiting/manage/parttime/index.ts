import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ParttimeInput } from '@/lib/schemas/recruiting-fairs';
import { createJob, mayPostJob, myPostedJobs } from '@/lib/server/recruiting/parttime';

const POSTERS = ['stf', 'adm', 'otsdr'] as const;

/** The caller's own part-time jobs with application counts. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, POSTERS);
  return ok(await myPostedJobs(user));
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, POSTERS);
  await mayPostJob(user);
  const input = await parseJson(ParttimeInput, request);
  const created = await createJob(user, input, locals.clientIp);
  return ok(created, created.status === 'PENDING' ? '아르바이트를 등록했습니다. 담당 교직원이 승인하면 학생들에게 공개됩니다.' : '아르바이트를 등록했습니다.');
});
