import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { ClosureIdParam } from '@/lib/schemas/recruiting-startup';
import { removeSpaceClosure } from '@/lib/server/recruiting/startup-spaces';

/** Opens a closed day again (POST, as the other staff actions of this area). */
export const POST = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'startup', 'manage');
  const { closureId } = parse(ClosureIdParam, params);
  return ok(await removeSpaceClosure(user, closureId, locals.clientIp), '휴무일을 해제했습니다.');
});
