import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SurveyListQuery } from '@/lib/schemas/surveys';
import { mySurveys } from '@/lib/server/surveys/student';

/** The surveys addressed to the student (kind=GENERAL) or her programmes' satisfaction surveys (kind=SATISFACTION). */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  const { kind } = parseQuery(SurveyListQuery, url);
  return ok(await mySurveys(user.userId, kind));
});
