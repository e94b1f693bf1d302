import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { FairIdParam } from '@/lib/schemas/recruiting-fairs';
import { fairDetail } from '@/lib/server/recruiting/fairs';

/** One fair: booths, consultation slots with seats left, and the student's bookings there. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { fairId } = parse(FairIdParam, params);
  return ok(await fairDetail(user.userId, fairId));
});
