import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { CareerGoalInput } from '@/lib/schemas/career';
import { goalRecommendations, myGoal, saveGoal } from '@/lib/server/career/goals';

/** The student's career goal and what it leads to, with reasons. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  const [goal, recommendations] = await Promise.all([myGoal(user.userId), goalRecommendations(user.userId)]);
  return ok({ goal, recommendations });
});

/** Saves the goal. */
export const POST = endpoint(async ({ locals, request }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(CareerGoalInput, request);
  const goal = await saveGoal(user.userId, input, locals.clientIp);
  return ok({ goal, recommendations: await goalRecommendations(user.userId) }, '진로목표를 저장했습니다.');
});
