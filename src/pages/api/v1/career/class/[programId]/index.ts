import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ProgramIdParam } from '@/lib/schemas/career';
import { studentClassroom } from '@/lib/server/career/classroom';

/** The classroom of a programme she takes part in; any other programme is not found. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { programId } = parse(ProgramIdParam, params);
  return ok(await studentClassroom(user, programId));
});
