import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { AdmissionIdParam, OpenStatusInput } from '@/lib/schemas/recruiting';
import { setGradStatus } from '@/lib/server/recruiting/grad';

/** Closes a round early (CLOSED) or opens it again (OPEN). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'manage');
  const { admissionId } = parse(AdmissionIdParam, params);
  const { status } = await parseJson(OpenStatusInput, request);
  return ok(await setGradStatus(user, admissionId, status, locals.clientIp), status === 'OPEN' ? '다시 게시했습니다.' : '마감했습니다.');
});
