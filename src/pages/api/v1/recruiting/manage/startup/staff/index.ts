import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { StaffMemberInput } from '@/lib/schemas/recruiting-startup';
import { addTeamMember } from '@/lib/server/recruiting/startup';

/** Adds a member of the support team. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'startup', 'manage');
  return ok(await addTeamMember(user, await parseJson(StaffMemberInput, request), locals.clientIp), '담당자를 추가했습니다.');
});
