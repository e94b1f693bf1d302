import { endpoint, ok, parse, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { CrossTabQuery, SurveyIdParam } from '@/lib/schemas/surveys';
import { crossTab } from '@/lib/server/surveys/staff';

/** One question's answers by college or grade: shown only when every cell has enough answers, never for an anonymous survey. */
export const GET = endpoint(async ({ params, url, locals }) => {
  requireUser(locals, ['stf']);
  const { surveyId } = parse(SurveyIdParam, params);
  const { questionId, by } = parseQuery(CrossTabQuery, url);
  return ok(await crossTab(surveyId, questionId, by));
});
