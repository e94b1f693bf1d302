import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ResumeIdParam } from '@/lib/schemas/portfolio';
import { deleteResume } from '@/lib/server/portfolio/resumes';

/** Deletes one of her versions, with any example published from it. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { resumeId } = parse(ResumeIdParam, params);
  return ok(await deleteResume(user, resumeId, locals.clientIp), '이력서를 지웠습니다.');
});
