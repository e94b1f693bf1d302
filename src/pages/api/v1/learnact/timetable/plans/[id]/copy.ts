import { z } from 'zod';
import { endpoint, ok, parse, parseJson, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { copyPlan } from '@/lib/server/learning/timetable';
import { PlanCopyInput } from '@/lib/schemas/timetable';

const Params = z.object({ id: q.positiveInt('계획 번호') });

export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { id } = parse(Params, params);
  const plan = await copyPlan(user.userId, id, await parseJson(PlanCopyInput, request));
  return ok(plan, `'${plan.name}' 계획으로 복제했습니다.`);
});
