import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholIdParam, ScholarshipInput } from '@/lib/schemas/scholarships';
import { scholarshipAccess } from '@/lib/server/scholarships/staff-access';
import { scholarshipForEdit, updateScholarship } from '@/lib/server/scholarships/catalogue';

/** One scholarship, for editing (404 unless the user may read it). */
export const GET = endpoint(async ({ params, locals }) => {
  const { scholId } = parse(ScholIdParam, params);
  return ok(await scholarshipForEdit(locals.user, scholId));
});

/** Saves a scholarship (its manager, or an admin). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const { scholId } = parse(ScholIdParam, params);
  await scholarshipAccess(locals.user, 'manage', scholId);
  const user = requireUser(locals);
  const input = await parseJson(ScholarshipInput, request);
  return ok(await updateScholarship(user, scholId, input, locals.clientIp), '장학금을 저장했습니다.');
});
