import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { ContestIdParam, OpenStatusInput } from '@/lib/schemas/recruiting';
import { setContestStatus } from '@/lib/server/recruiting/contests';

/** Closes a contest early (CLOSED) or opens it again (OPEN). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'manage');
  const { contestId } = parse(ContestIdParam, params);
  const { status } = await parseJson(OpenStatusInput, request);
  return ok(await setContestStatus(user, contestId, status, locals.clientIp), status === 'OPEN' ? '다시 게시했습니다.' : '마감했습니다.');
});
