import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { DraftBody, SurveyIdParam } from '@/lib/schemas/surveys';
import { saveDraft } from '@/lib/server/surveys/student';

/** Saves her unfinished answers and the section she is on, to resume later. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { surveyId } = parse(SurveyIdParam, params);
  const { answers, section } = await parseJson(DraftBody, request);
  return ok(await saveDraft(user.userId, surveyId, answers, section), '임시 저장했습니다. 나중에 이어서 응답할 수 있습니다.');
});
