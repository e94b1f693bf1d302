import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholApplIdParam } from '@/lib/schemas/scholarships';
import { applicationForStaff } from '@/lib/server/scholarships/staff';

/** One application for the review: the student's record facts, statement, documents and history. */
export const GET = endpoint(async ({ params, locals }) => {
  requireUser(locals, ['stf']);
  const { applId } = parse(ScholApplIdParam, params);
  return ok(await applicationForStaff(applId));
});
