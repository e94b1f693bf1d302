import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ResumeIdParam, ResumeSaveInput } from '@/lib/schemas/portfolio';
import { updateResume } from '@/lib/server/portfolio/resumes';

/** Saves over one of her versions; another student's answers 404. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { resumeId } = parse(ResumeIdParam, params);
  const input = await parseJson(ResumeSaveInput, request);
  return ok(await updateResume(user, resumeId, input, locals.clientIp), '이력서를 저장했습니다.');
});
