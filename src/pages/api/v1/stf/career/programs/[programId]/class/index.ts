import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { ProgramIdParam } from '@/lib/schemas/career';
import { staffClassroom } from '@/lib/server/career/classroom';

/** The classroom as its staff run it: notices, every question, references, reports with figures. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'read');
  return ok(await staffClassroom(user, programId));
});
