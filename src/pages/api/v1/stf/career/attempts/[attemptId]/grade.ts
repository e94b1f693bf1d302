import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { AttemptIdParam, GradeInput } from '@/lib/schemas/career-tests';
import { gradeAnswer } from '@/lib/server/career/tests-manage';

/** Gives the points of one short answer. */
export const POST = endpoint(async ({ locals, params, request, clientAddress }) => {
  const user = requireUser(locals, ['stf']);
  const { attemptId } = parse(AttemptIdParam, params);
  const input = await parseJson(GradeInput, request);
  const result = await gradeAnswer(user, attemptId, input, clientAddress ?? null);
  return ok(result, result.graded ? `채점을 마쳤습니다. ${result.score}점` : '점수를 저장했습니다.');
});
