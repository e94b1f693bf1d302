import { endpoint, ok, parse, parseQuery } from '@/lib/server/http/respond';
import { CrossTabQuery, SurveyIdParam } from '@/lib/schemas/surveys';
import { surveyAccess } from '@/lib/server/surveys/staff';
import { crossTab } from '@/lib/server/surveys/results';

/** One question's answers by college or grade: shown only when every cell has enough answers, never for an anonymous survey. */
export const GET = endpoint(async ({ params, url, locals }) => {
  const { surveyId } = parse(SurveyIdParam, params);
  await surveyAccess(locals.user, 'read', surveyId);
  const { questionId, by } = parseQuery(CrossTabQuery, url);
  return ok(await crossTab(surveyId, questionId, by));
});
