import { z } from 'zod';
import { endpoint, ok, parse, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { deletePlan } from '@/lib/server/learning/timetable';

const Params = z.object({ id: q.positiveInt('계획 번호') });

export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  await deletePlan(user.userId, parse(Params, params).id);
  return ok(true, '계획을 지웠습니다.');
});
