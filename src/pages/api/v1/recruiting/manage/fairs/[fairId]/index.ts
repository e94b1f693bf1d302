import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { FairIdParam } from '@/lib/schemas/recruiting-fairs';
import { fairForManage } from '@/lib/server/recruiting/fairs';

/** A fair's booths, slots and bookings: staff see every booth, a company only its own. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['stf', 'adm', 'otsdr']);
  const { fairId } = parse(FairIdParam, params);
  return ok(await fairForManage(user, fairId));
});
