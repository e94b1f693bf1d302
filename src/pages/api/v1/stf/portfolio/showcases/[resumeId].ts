import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ResumeIdParam, ShowcaseSelectInput } from '@/lib/schemas/portfolio';
import { selectShowcase } from '@/lib/server/portfolio/resumes';

/** Selects a published example for the list, or takes it off the list (programme admins). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'showcases', 'manage');
  const { resumeId } = parse(ResumeIdParam, params);
  const { selected } = await parseJson(ShowcaseSelectInput, request);
  return ok(await selectShowcase(user, resumeId, selected, locals.clientIp), selected ? '우수 포트폴리오로 선정했습니다.' : '선정을 취소했습니다.');
});
