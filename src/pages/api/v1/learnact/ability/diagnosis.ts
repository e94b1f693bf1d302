import { endpoint, HttpError, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { diagnosisView, submitDiagnosis } from '@/lib/server/learning/diagnosis';
import { DiagnosisInput, answersMessage } from '@/lib/learning/diagnosis';

/** The student's own results: this term's, history, group averages and recommendations. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await diagnosisView(user.userId));
});

/** This term's self-diagnosis, scored on the server (replaces an earlier one of the term only when confirmed). */
export const POST = endpoint(async ({ locals, request }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(DiagnosisInput, request).catch((err) => {
    // The schema's field errors, with the one message that says what is wrong with the answers.
    if (err instanceof HttpError && err.status === 400 && err.data && typeof err.data === 'object') throw new HttpError(400, answersMessage(err.data as Record<string, string>), err.data);
    throw err;
  });
  const result = await submitDiagnosis(user.userId, input);
  return ok(result, result.replaced ? '이번 학기 진단 결과를 새 결과로 바꿨습니다.' : '역량 진단 결과를 저장했습니다.');
});
