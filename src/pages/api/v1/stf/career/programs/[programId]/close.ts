import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ProgramIdParam } from '@/lib/schemas/career';
import { closeProgram } from '@/lib/server/career/manage';

/** Closes the programme: completion by its rule, certificates, messages. */
export const POST = endpoint(async ({ locals, params, clientAddress }) => {
  const user = requireUser(locals, ['stf']);
  const { programId } = parse(ProgramIdParam, params);
  const result = await closeProgram(user, programId, clientAddress ?? null);
  return ok(result, `프로그램을 마감했습니다. 이수 ${result.completed}명, 미이수 ${result.notCompleted}명`);
});
