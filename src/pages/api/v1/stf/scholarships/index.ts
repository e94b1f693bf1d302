import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholarshipInput } from '@/lib/schemas/scholarships';
import { createScholarship, staffScholarships } from '@/lib/server/scholarships/staff';

/** Every scholarship with its applications counted by state. */
export const GET = endpoint(async ({ locals }) => {
  requireUser(locals, ['stf']);
  return ok(await staffScholarships());
});

/** Creates a scholarship. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['stf']);
  const input = await parseJson(ScholarshipInput, request);
  return ok(await createScholarship(user, input, locals.clientIp), '장학금을 등록했습니다.');
});
