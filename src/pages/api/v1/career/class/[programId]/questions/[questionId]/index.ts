import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { QuestionIdParam, QuestionInput } from '@/lib/schemas/career-class';
import { editQuestion } from '@/lib/server/career/classroom-posts';

/** Changes her question while it has no answer. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { programId, questionId } = parse(QuestionIdParam, params);
  const input = await parseJson(QuestionInput, request);
  return ok(await editQuestion(user, programId, questionId, input, locals.clientIp), '질문을 고쳤습니다.');
});
