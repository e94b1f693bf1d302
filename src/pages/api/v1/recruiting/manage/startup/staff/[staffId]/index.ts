import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { StaffIdParam, StaffMemberInput } from '@/lib/schemas/recruiting-startup';
import { updateTeamMember } from '@/lib/server/recruiting/startup';

export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'startup', 'manage');
  const { staffId } = parse(StaffIdParam, params);
  return ok(await updateTeamMember(user, staffId, await parseJson(StaffMemberInput, request), locals.clientIp), '담당자 정보를 저장했습니다.');
});
