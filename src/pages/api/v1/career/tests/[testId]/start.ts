import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { TestIdParam } from '@/lib/schemas/career-tests';
import { startAttempt } from '@/lib/server/career/tests';

/** Starts the one attempt (or resumes the running one); the deadline comes from the server's clock. */
export const POST = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals, ['std']);
  const { testId } = parse(TestIdParam, params);
  const result = await startAttempt(user, testId, locals.clientIp);
  return ok(result, result.resumed ? '진행 중인 시험을 이어서 봅니다.' : '시험을 시작했습니다.');
});
