import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { BoothIdParam } from '@/lib/schemas/recruiting-fairs';
import { deleteBooth } from '@/lib/server/recruiting/fairs-manage';

/** Deletes a booth and its slots; refused while students hold bookings there. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'manage');
  const { boothId } = parse(BoothIdParam, params);
  return ok(await deleteBooth(user, boothId, locals.clientIp), '부스를 삭제했습니다.');
});
