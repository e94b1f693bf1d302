import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { createPlan, listPlans } from '@/lib/server/learning/timetable';
import { PlanCreateInput } from '@/lib/schemas/timetable';

/** The student's own plans for the next term. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await listPlans(user.userId));
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const plan = await createPlan(user.userId, await parseJson(PlanCreateInput, request));
  return ok(plan, `'${plan.name}' 계획을 만들었습니다.`);
});
