import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { UnivEditInput, UnivIdParam } from '@/lib/schemas/exchange';
import { updateUniversity } from '@/lib/server/exchange/admin';

/** Edits a partner university. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'exchange', 'manage');
  const { univId } = parse(UnivIdParam, params);
  const input = await parseJson(UnivEditInput, request);
  return ok(await updateUniversity(user.userId, univId, input, locals.clientIp), '저장했습니다.');
});
