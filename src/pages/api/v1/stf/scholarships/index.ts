import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ScholarshipInput } from '@/lib/schemas/scholarships';
import { createScholarship, staffScholarships } from '@/lib/server/scholarships/catalogue';

/** The scholarships the user may read (a manager's own, every one for the payer and admins), with their applications counted by state. */
export const GET = endpoint(async ({ locals }) => {
  return ok(await staffScholarships(locals.user));
});

/** Creates a scholarship (any scholarship manager; it names her as its manager). */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'scholarships', 'manage');
  const input = await parseJson(ScholarshipInput, request);
  return ok(await createScholarship(user, input, locals.clientIp), '장학금을 등록했습니다.');
});
