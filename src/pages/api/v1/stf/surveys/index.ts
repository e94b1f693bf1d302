import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { SurveyInput } from '@/lib/schemas/surveys';
import { createSurvey, staffSurveys } from '@/lib/server/surveys/staff';

/** The surveys the user manages (all for admins) with their phase and number of responses. */
export const GET = endpoint(async ({ locals }) => {
  return ok(await staffSurveys(locals.user));
});

/** Creates a survey (a draft) with its questions: any survey manager, and it names her as its manager. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'surveys', 'manage');
  const input = await parseJson(SurveyInput, request);
  return ok(await createSurvey(user, input, locals.clientIp), '설문을 저장했습니다.');
});
