import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SurveyIdParam, SurveyInput } from '@/lib/schemas/surveys';
import { surveyForEdit, updateSurvey } from '@/lib/server/surveys/staff';

/** One survey, for editing. */
export const GET = endpoint(async ({ params, locals }) => {
  requireUser(locals, ['stf']);
  const { surveyId } = parse(SurveyIdParam, params);
  return ok(await surveyForEdit(surveyId));
});

/** Saves a survey and its questions (before the first response only). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['stf']);
  const { surveyId } = parse(SurveyIdParam, params);
  const input = await parseJson(SurveyInput, request);
  return ok(await updateSurvey(user, surveyId, input, locals.clientIp), '설문을 저장했습니다.');
});
