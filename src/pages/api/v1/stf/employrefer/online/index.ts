import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { OnlineCourseInput } from '@/lib/schemas/employrefer';
import { createCourse, staffCourses } from '@/lib/server/employrefer/online';

/** Every online course, hidden ones too (programme admins). */
export const GET = endpoint(async ({ locals }) => {
  const user = await requirePermission(locals, 'onlineCourses', 'read');
  return ok(await staffCourses(user));
});

/** Registers a course. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'onlineCourses', 'manage');
  const input = await parseJson(OnlineCourseInput, request);
  return ok(await createCourse(user, input, locals.clientIp), '강좌를 등록했습니다.');
});
