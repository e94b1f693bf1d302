import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ReleaseInput, TestIdParam } from '@/lib/schemas/career-tests';
import { releaseAnswers } from '@/lib/server/career/tests-manage';

/** Releases (or hides again) the right answers. */
export const POST = endpoint(async ({ locals, params, request, clientAddress }) => {
  const user = requireUser(locals, ['stf']);
  const { testId } = parse(TestIdParam, params);
  const { released } = await parseJson(ReleaseInput, request);
  const result = await releaseAnswers(user, testId, released, clientAddress ?? null);
  return ok(result, released ? '정답을 공개했습니다.' : '정답 공개를 취소했습니다.');
});
