import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { TestIdParam } from '@/lib/schemas/career-tests';
import { testIntro } from '@/lib/server/career/tests';

/** The test's intro: rules, time limit, window and where the student stands. */
export const GET = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals, ['std']);
  const { testId } = parse(TestIdParam, params);
  return ok(await testIntro(user, testId));
});
