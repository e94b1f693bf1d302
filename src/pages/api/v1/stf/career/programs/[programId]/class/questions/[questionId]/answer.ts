import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { AnswerInput, QuestionIdParam } from '@/lib/schemas/career-class';
import { answerQuestion } from '@/lib/server/career/classroom-posts';

/** Answers (or corrects the answer to) a question; the student gets a portal message. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals);
  const { programId, questionId } = parse(QuestionIdParam, params);
  await mayRun(user, { programId }, 'manage');
  const input = await parseJson(AnswerInput, request);
  return ok(await answerQuestion(user, programId, questionId, input, locals.clientIp), '답변을 저장했습니다.');
});
