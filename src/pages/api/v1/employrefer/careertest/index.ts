import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { CareerTestInput } from '@/lib/schemas/employrefer';
import { myResults, takeTest } from '@/lib/server/employrefer/careertest';

/** My career interest test results, newest first. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myResults(user.userId));
});

/** Takes the test: every item answered (1..5); scored and kept with today's date. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(CareerTestInput, request);
  return ok(await takeTest(user.userId, input), '진로흥미검사 결과를 저장했습니다.');
});
