import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SlotIdParam } from '@/lib/schemas/recruiting-fairs';
import { bookSlot } from '@/lib/server/recruiting/fairs';

/** Books a consultation slot for the student. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { slotId } = parse(SlotIdParam, params);
  return ok(await bookSlot(user.userId, slotId, locals.clientIp), '상담을 예약했습니다.');
});
