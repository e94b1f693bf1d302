import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { allQuestions, createQuestion } from '@/lib/server/learning/diagnosis';
import { QuestionInput } from '@/lib/learning/diagnosis';

/** Every question, in use or not, with how many stored diagnoses answered it. */
export const GET = endpoint(async ({ locals }) => {
  await requirePermission(locals, 'learning', 'read');
  return ok(await allQuestions());
});

export const POST = endpoint(async ({ locals, request }) => {
  const user = await requirePermission(locals, 'learning', 'manage');
  const input = await parseJson(QuestionInput, request);
  return ok(await createQuestion(user, input, locals.clientIp), '진단 문항을 추가했습니다.');
});
