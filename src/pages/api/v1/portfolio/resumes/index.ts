import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ResumeSaveInput } from '@/lib/schemas/portfolio';
import { createResume, myResumes } from '@/lib/server/portfolio/resumes';

/** The student's saved résumé versions. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myResumes(user.userId));
});

/** Saves the current choices and self-introduction as a new version. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(ResumeSaveInput, request);
  return ok(await createResume(user, input, locals.clientIp), '이력서를 저장했습니다.');
});
