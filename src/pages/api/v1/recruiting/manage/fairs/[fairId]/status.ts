import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { FairIdParam, FairStatusInput } from '@/lib/schemas/recruiting-fairs';
import { setFairStatus } from '@/lib/server/recruiting/fairs-manage';

/** Cancels a fair (CANCELLED) or opens it again (OPEN). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'manage');
  const { fairId } = parse(FairIdParam, params);
  const { status } = await parseJson(FairStatusInput, request);
  return ok(await setFairStatus(user, fairId, status, locals.clientIp), status === 'OPEN' ? '다시 게시했습니다.' : '박람회를 취소했습니다.');
});
