import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ProgramIdParam } from '@/lib/schemas/career';
import { staffClassroom } from '@/lib/server/career/classroom';

/** The classroom as its staff run it: notices, every question, references, reports with figures. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['stf']);
  const { programId } = parse(ProgramIdParam, params);
  return ok(await staffClassroom(user, programId));
});
