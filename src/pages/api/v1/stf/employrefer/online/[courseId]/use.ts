import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { CourseIdParam, CourseUseInput } from '@/lib/schemas/employrefer';
import { setCourseUse } from '@/lib/server/employrefer/online';

/** Hides a course from students, or shows it again. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'onlineCourses', 'manage');
  const { courseId } = parse(CourseIdParam, params);
  const { useYn } = await parseJson(CourseUseInput, request);
  return ok(await setCourseUse(user, courseId, useYn, locals.clientIp), useYn === 'Y' ? '강좌를 다시 공개했습니다.' : '강좌를 숨겼습니다.');
});
