import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { StaffApplQuery } from '@/lib/schemas/exchange';
import { reviewList } from '@/lib/server/exchange/admin';

/** Applications of a round with the seats taken per university. */
export const GET = endpoint(async ({ url, locals }) => {
  await requirePermission(locals, 'exchange', 'read');
  return ok(await reviewList(parseQuery(StaffApplQuery, url)));
});
