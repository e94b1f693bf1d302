import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { StaffIdParam } from '@/lib/schemas/recruiting-startup';
import { removeTeamMember } from '@/lib/server/recruiting/startup';

export const POST = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'startup', 'manage');
  const { staffId } = parse(StaffIdParam, params);
  return ok(await removeTeamMember(user, staffId, locals.clientIp), '담당자를 목록에서 뺐습니다.');
});
