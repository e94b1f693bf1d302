import { z } from 'zod';
import { endpoint, ok, parse, parseJson, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { markAttendance, roster } from '@/lib/server/counselling/programs';
import { AttendanceInput } from '@/lib/schemas/counselling';

const Params = z.object({ id: q.positiveInt('프로그램 번호') });

export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['cnslr']);
  return ok(await roster(user, parse(Params, params).id));
});

/** Attendance of one participant for one session. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['cnslr']);
  const input = await parseJson(AttendanceInput, request);
  return ok(await markAttendance(user, parse(Params, params).id, input.applId, input.sessionNo, input.attended), '출석을 기록했습니다.');
});
