import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SurveyInput } from '@/lib/schemas/surveys';
import { createSurvey, staffSurveys } from '@/lib/server/surveys/staff';

/** Every survey with its phase and number of responses. */
export const GET = endpoint(async ({ locals }) => {
  requireUser(locals, ['stf']);
  return ok(await staffSurveys());
});

/** Creates a survey (a draft) with its questions. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['stf']);
  const input = await parseJson(SurveyInput, request);
  return ok(await createSurvey(user, input, locals.clientIp), '설문을 저장했습니다.');
});
