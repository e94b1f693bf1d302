import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { AttemptIdParam, GradeInput } from '@/lib/schemas/career-tests';
import { gradeAnswer } from '@/lib/server/career/tests-manage';

/** Gives the points of one short answer. */
export const POST = endpoint(async ({ locals, params, request }) => {
  const user = requireUser(locals);
  const { attemptId } = parse(AttemptIdParam, params);
  await mayRun(user, { attemptId }, 'decide');
  const input = await parseJson(GradeInput, request);
  const result = await gradeAnswer(user, attemptId, input, locals.clientIp);
  return ok(result, result.graded ? `채점을 마쳤습니다. ${result.score}점` : '점수를 저장했습니다.');
});
