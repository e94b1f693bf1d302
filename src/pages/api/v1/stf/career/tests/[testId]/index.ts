import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { TestIdParam, TestInput } from '@/lib/schemas/career-tests';
import { staffTest, updateTest } from '@/lib/server/career/tests-manage';

/** The test with its questions and every participant's attempt. */
export const GET = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals, ['stf']);
  const { testId } = parse(TestIdParam, params);
  return ok(await staffTest(user, testId));
});

/** Saves an edit of the test (questions only while nobody has started). */
export const POST = endpoint(async ({ locals, params, request, clientAddress }) => {
  const user = requireUser(locals, ['stf']);
  const { testId } = parse(TestIdParam, params);
  const input = await parseJson(TestInput, request);
  return ok(await updateTest(user, testId, input, clientAddress ?? null), '시험을 저장했습니다.');
});
