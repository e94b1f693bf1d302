import { z } from 'zod';
import { endpoint, ok, parse, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { deleteScenario } from '@/lib/server/learning/graduation/scenarios';

const Params = z.object({ id: q.positiveInt('시나리오 번호') });

export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  await deleteScenario(user.userId, parse(Params, params).id);
  return ok(true, '시나리오를 삭제했습니다.');
});
