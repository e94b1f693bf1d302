import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { QuestionIdParam } from '@/lib/schemas/career-class';
import { deleteQuestion } from '@/lib/server/career/classroom-posts';

/** Deletes her question while it has no answer. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { programId, questionId } = parse(QuestionIdParam, params);
  return ok(await deleteQuestion(user, programId, questionId, locals.clientIp), '질문을 삭제했습니다.');
});
