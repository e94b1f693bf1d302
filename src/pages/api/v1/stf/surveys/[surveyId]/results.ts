import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { SurveyIdParam } from '@/lib/schemas/surveys';
import { surveyAccess } from '@/lib/server/surveys/staff';
import { surveyResults } from '@/lib/server/surveys/results';

/** Results per question with the response rate; never a respondent's name, nothing for a question with fewer than five answers. */
export const GET = endpoint(async ({ params, locals }) => {
  const { surveyId } = parse(SurveyIdParam, params);
  await surveyAccess(locals.user, 'read', surveyId);
  return ok(await surveyResults(surveyId));
});
