import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { FundingIdParam } from '@/lib/schemas/recruiting-startup';
import { fundingDetail } from '@/lib/server/recruiting/startup-funding';

/** One application: the student's own, or any for staff. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std', 'stf', 'adm']);
  const { fundingId } = parse(FundingIdParam, params);
  return ok(await fundingDetail(user, fundingId));
});
