import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SurveyIdParam, SurveyInput } from '@/lib/schemas/surveys';
import { surveyAccess, surveyForEdit, updateSurvey } from '@/lib/server/surveys/staff';

/** One survey, for editing (404 unless the user manages it). */
export const GET = endpoint(async ({ params, locals }) => {
  const { surveyId } = parse(SurveyIdParam, params);
  await surveyAccess(locals.user, 'read', surveyId);
  return ok(await surveyForEdit(surveyId));
});

/** Saves a survey and its questions (before the first response only). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const { surveyId } = parse(SurveyIdParam, params);
  await surveyAccess(locals.user, 'manage', surveyId);
  const user = requireUser(locals);
  const input = await parseJson(SurveyInput, request);
  return ok(await updateSurvey(user, surveyId, input, locals.clientIp), '설문을 저장했습니다.');
});
