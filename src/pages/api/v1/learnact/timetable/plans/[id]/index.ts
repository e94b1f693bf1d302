import { z } from 'zod';
import { endpoint, ok, parse, parseJson, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { getPlan, savePlan } from '@/lib/server/learning/timetable';
import { PlanSaveInput } from '@/lib/schemas/timetable';

const Params = z.object({ id: q.positiveInt('계획 번호') });

export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await getPlan(user.userId, parse(Params, params).id));
});

/** Saves the plan's name and sections; refused (400) with a conflict, a subject twice or over the credit limit. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { id } = parse(Params, params);
  const plan = await savePlan(user.userId, id, await parseJson(PlanSaveInput, request));
  return ok(plan, `'${plan.name}' 계획을 저장했습니다.`);
});
