import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { listScenarios, saveScenario } from '@/lib/server/learning/graduation/scenarios';
import { ScenarioInput } from '@/lib/schemas/learning-grad';

export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await listScenarios(user.userId));
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await saveScenario(user.userId, await parseJson(ScenarioInput, request)), '시나리오를 저장했습니다.');
});
