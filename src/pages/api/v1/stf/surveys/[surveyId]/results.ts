import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SurveyIdParam } from '@/lib/schemas/surveys';
import { surveyResults } from '@/lib/server/surveys/staff';

/** Results per question with the response rate; never a respondent's name. */
export const GET = endpoint(async ({ params, locals }) => {
  requireUser(locals, ['stf']);
  const { surveyId } = parse(SurveyIdParam, params);
  return ok(await surveyResults(surveyId));
});
