import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ResumeIdParam, ShowcasePublishInput } from '@/lib/schemas/portfolio';
import { publishResume } from '@/lib/server/portfolio/resumes';

/** Publishes a version as an example for other students (listed once staff select it). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { resumeId } = parse(ResumeIdParam, params);
  const { showName } = await parseJson(ShowcasePublishInput, request);
  return ok(await publishResume(user, resumeId, showName, locals.clientIp), '우수 포트폴리오 후보로 게시했습니다. 진로지원센터가 선정하면 목록에 보입니다.');
});
