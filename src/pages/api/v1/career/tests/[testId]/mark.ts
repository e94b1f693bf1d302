import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { TestIdParam } from '@/lib/schemas/career-tests';
import { testMark } from '@/lib/server/career/tests';

/** The student's mark; the right answers only once staff released them. */
export const GET = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals, ['std']);
  const { testId } = parse(TestIdParam, params);
  return ok(await testMark(user, testId));
});
