import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { ProgramIdParam } from '@/lib/schemas/career';
import { PassMarkInput } from '@/lib/schemas/career-tests';
import { setPassMark } from '@/lib/server/career/tests-manage';

/** Sets (or clears) the test pass mark of the programme's completion rule. */
export const POST = endpoint(async ({ locals, params, request }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'manage');
  const { testPassMark } = await parseJson(PassMarkInput, request);
  const result = await setPassMark(user, programId, testPassMark, locals.clientIp);
  return ok(result, testPassMark === null ? '시험 합격 기준을 없앴습니다.' : `시험 합격 기준을 ${testPassMark}점으로 정했습니다.`);
});
