import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { ReleaseInput, TestIdParam } from '@/lib/schemas/career-tests';
import { releaseAnswers } from '@/lib/server/career/tests-manage';

/** Releases (or hides again) the right answers. */
export const POST = endpoint(async ({ locals, params, request }) => {
  const user = requireUser(locals);
  const { testId } = parse(TestIdParam, params);
  await mayRun(user, { testId }, 'manage');
  const { released } = await parseJson(ReleaseInput, request);
  const result = await releaseAnswers(user, testId, released, locals.clientIp);
  return ok(result, released ? '정답을 공개했습니다.' : '정답 공개를 취소했습니다.');
});
