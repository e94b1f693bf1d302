import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { SlotIdParam } from '@/lib/schemas/recruiting-fairs';
import { deleteSlot } from '@/lib/server/recruiting/fairs-manage';

/** Deletes one consultation slot; refused while students hold bookings of it. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'manage');
  const { slotId } = parse(SlotIdParam, params);
  return ok(await deleteSlot(user, slotId, locals.clientIp), '상담 시간을 삭제했습니다.');
});
