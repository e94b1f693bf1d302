import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ProgramIdParam } from '@/lib/schemas/recruiting-startup';
import { applyProgram } from '@/lib/server/recruiting/startup';

/** Applies for a programme within its period while seats remain. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { programId } = parse(ProgramIdParam, params);
  return ok(await applyProgram(user.userId, programId, locals.clientIp), '신청했습니다.');
});
