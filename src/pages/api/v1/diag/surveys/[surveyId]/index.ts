import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SurveyIdParam } from '@/lib/schemas/surveys';
import { surveyForStudent } from '@/lib/server/surveys/student';

/** One survey addressed to her, with her answers when it is named; 404 otherwise. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { surveyId } = parse(SurveyIdParam, params);
  return ok(await surveyForStudent(user.userId, surveyId));
});
