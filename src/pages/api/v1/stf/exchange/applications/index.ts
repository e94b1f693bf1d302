import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { StaffApplQuery } from '@/lib/schemas/exchange';
import { reviewList } from '@/lib/server/exchange/admin';

/** Applications of a round with the seats taken per university. */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['stf', 'adm']);
  return ok(await reviewList(parseQuery(StaffApplQuery, url)));
});
