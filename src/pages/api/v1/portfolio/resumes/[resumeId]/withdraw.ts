import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ResumeIdParam } from '@/lib/schemas/portfolio';
import { withdrawResume } from '@/lib/server/portfolio/resumes';

/** Takes a published example back at once, selected or not. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { resumeId } = parse(ResumeIdParam, params);
  return ok(await withdrawResume(user, resumeId, locals.clientIp), '게시를 취소했습니다.');
});
