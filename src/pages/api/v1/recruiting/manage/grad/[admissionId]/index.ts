import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { AdmissionIdParam, GradAdmissionInput } from '@/lib/schemas/recruiting';
import { saveGradAdmission } from '@/lib/server/recruiting/grad';

export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'manage');
  const { admissionId } = parse(AdmissionIdParam, params);
  const input = await parseJson(GradAdmissionInput, request);
  return ok(await saveGradAdmission(user, admissionId, input, locals.clientIp), '대학원 입시 정보를 수정했습니다.');
});
