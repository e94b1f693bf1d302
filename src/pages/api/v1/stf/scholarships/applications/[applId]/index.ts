import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { ScholApplIdParam } from '@/lib/schemas/scholarships';
import { applicationForStaff } from '@/lib/server/scholarships/review';

/** One application for the review (a payer who does not manage it reads amounts and state only). */
export const GET = endpoint(async ({ params, locals }) => {
  const { applId } = parse(ScholApplIdParam, params);
  return ok(await applicationForStaff(locals.user, applId));
});
