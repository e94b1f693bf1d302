import { z } from 'zod';
import { endpoint, ok, parse, parseJson, q } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { updateQuestion } from '@/lib/server/learning/diagnosis';
import { QuestionInput } from '@/lib/learning/diagnosis';

const Params = z.object({ id: q.positiveInt('문항 번호') });

export const POST = endpoint(async ({ locals, params, request }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  const { id } = parse(Params, params);
  const input = await parseJson(QuestionInput, request);
  return ok(await updateQuestion(user, id, input, locals.clientIp), '진단 문항을 고쳤습니다.');
});
