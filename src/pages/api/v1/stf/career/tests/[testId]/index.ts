import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { TestIdParam, TestInput } from '@/lib/schemas/career-tests';
import { staffTest, updateTest } from '@/lib/server/career/tests-manage';

/** The test with its questions and every participant's attempt. */
export const GET = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals);
  const { testId } = parse(TestIdParam, params);
  await mayRun(user, { testId }, 'read');
  return ok(await staffTest(user, testId));
});

/** Saves an edit of the test (questions only while nobody has started). */
export const POST = endpoint(async ({ locals, params, request }) => {
  const user = requireUser(locals);
  const { testId } = parse(TestIdParam, params);
  await mayRun(user, { testId }, 'manage');
  const input = await parseJson(TestInput, request);
  return ok(await updateTest(user, testId, input, locals.clientIp), '시험을 저장했습니다.');
});
