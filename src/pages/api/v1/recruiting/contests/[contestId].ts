import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ContestIdParam } from '@/lib/schemas/recruiting';
import { contestDetail } from '@/lib/server/recruiting/contests';

/** One contest with its description and period. */
export const GET = endpoint(async ({ params, locals }) => {
  requireUser(locals, ['std']);
  const { contestId } = parse(ContestIdParam, params);
  return ok(await contestDetail(contestId));
});
