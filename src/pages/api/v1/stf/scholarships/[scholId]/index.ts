import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholIdParam, ScholarshipInput } from '@/lib/schemas/scholarships';
import { scholarshipForEdit, updateScholarship } from '@/lib/server/scholarships/staff';

/** One scholarship, for editing. */
export const GET = endpoint(async ({ params, locals }) => {
  requireUser(locals, ['stf']);
  const { scholId } = parse(ScholIdParam, params);
  return ok(await scholarshipForEdit(scholId));
});

/** Saves a scholarship. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['stf']);
  const { scholId } = parse(ScholIdParam, params);
  const input = await parseJson(ScholarshipInput, request);
  return ok(await updateScholarship(user, scholId, input, locals.clientIp), '장학금을 저장했습니다.');
});
