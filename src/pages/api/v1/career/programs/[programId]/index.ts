import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ProgramIdParam } from '@/lib/schemas/career';
import { programDetail } from '@/lib/server/career/programs';

/** One programme with sessions, live seats and what the student may do. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { programId } = parse(ProgramIdParam, params);
  return ok(await programDetail(user.userId, programId));
});
