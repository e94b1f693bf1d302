import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SurveyIdParam, SurveyStatusInput } from '@/lib/schemas/surveys';
import { changeStatus, surveyAccess } from '@/lib/server/surveys/staff';

/** Publishes a draft or closes an open survey (its manager, or an admin). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const { surveyId } = parse(SurveyIdParam, params);
  await surveyAccess(locals.user, 'manage', surveyId);
  const user = requireUser(locals);
  const { action } = await parseJson(SurveyStatusInput, request);
  return ok(await changeStatus(user, surveyId, action, locals.clientIp), action === 'PUBLISH' ? '설문을 게시했습니다.' : '설문을 마감했습니다.');
});
