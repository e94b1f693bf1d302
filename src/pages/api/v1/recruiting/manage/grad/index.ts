import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { GradAdmissionInput } from '@/lib/schemas/recruiting';
import { saveGradAdmission, staffGradAdmissions } from '@/lib/server/recruiting/grad';

/** Every admission round, for staff. */
export const GET = endpoint(async ({ locals }) => {
  const user = await requirePermission(locals, 'recruiting', 'read');
  return ok(await staffGradAdmissions(user));
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'recruiting', 'manage');
  const input = await parseJson(GradAdmissionInput, request);
  return ok(await saveGradAdmission(user, null, input, locals.clientIp), '대학원 입시 정보를 등록했습니다.');
});
