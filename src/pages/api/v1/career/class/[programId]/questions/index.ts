import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ProgramIdParam } from '@/lib/schemas/career';
import { QuestionInput } from '@/lib/schemas/career-class';
import { askQuestion } from '@/lib/server/career/classroom-posts';

/** A new question to the programme's staff, public to classmates or private. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { programId } = parse(ProgramIdParam, params);
  const input = await parseJson(QuestionInput, request);
  return ok(await askQuestion(user, programId, input, locals.clientIp), '질문을 등록했습니다.');
});
