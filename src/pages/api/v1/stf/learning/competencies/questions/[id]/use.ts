import { z } from 'zod';
import { endpoint, ok, parse, parseJson, q } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { setQuestionUse } from '@/lib/server/learning/diagnosis';
import { QuestionUseInput } from '@/lib/learning/diagnosis';

const Params = z.object({ id: q.positiveInt('문항 번호') });

/** Turns a question off (old answers to it stay valid) or back on. */
export const POST = endpoint(async ({ locals, params, request }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  const { id } = parse(Params, params);
  const { useYn } = await parseJson(QuestionUseInput, request);
  return ok(await setQuestionUse(user, id, useYn, locals.clientIp), useYn === 'Y' ? '문항을 다시 사용합니다.' : '문항 사용을 중지했습니다. 이전 응답은 그대로 남습니다.');
});
