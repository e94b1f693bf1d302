import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { AnswerBody, SurveyIdParam } from '@/lib/schemas/surveys';
import { answerSurvey } from '@/lib/server/surveys/student';

/** Answers (or, where allowed, re-answers) a survey; each question is checked on the server. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { surveyId } = parse(SurveyIdParam, params);
  const { answers } = await parseJson(AnswerBody, request);
  const done = await answerSurvey(user.userId, surveyId, answers);
  return ok(done, done.replaced ? '응답을 수정했습니다.' : '응답해 주셔서 감사합니다.');
});
