import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { CourseIdParam, OnlineCourseInput } from '@/lib/schemas/employrefer';
import { updateCourse } from '@/lib/server/employrefer/online';

/** Saves changes to a course. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'onlineCourses', 'manage');
  const { courseId } = parse(CourseIdParam, params);
  const input = await parseJson(OnlineCourseInput, request);
  return ok(await updateCourse(user, courseId, input, locals.clientIp), '강좌를 저장했습니다.');
});
