import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { ContestIdParam, ContestInput } from '@/lib/schemas/recruiting';
import { updateContest } from '@/lib/server/recruiting/contests';

export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'manage');
  const { contestId } = parse(ContestIdParam, params);
  const input = await parseJson(ContestInput, request);
  return ok(await updateContest(user, contestId, input, locals.clientIp), '공모전을 수정했습니다.');
});
