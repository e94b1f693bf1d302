import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { AttendanceInput, ProgramIdParam } from '@/lib/schemas/career';
import { markAttendance } from '@/lib/server/career/manage';

/** Marks one participant present or absent at one session. */
export const POST = endpoint(async ({ locals, params, request }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'manage');
  const input = await parseJson(AttendanceInput, request);
  const result = await markAttendance(user, programId, input, locals.clientIp);
  return ok(result, result.present ? '출석으로 기록했습니다.' : '결석으로 기록했습니다.');
});
