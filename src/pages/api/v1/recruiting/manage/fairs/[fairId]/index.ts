import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission, requireUser } from '@/lib/server/http/guard';
import { FairIdParam, FairInput } from '@/lib/schemas/recruiting-fairs';
import { fairForManage, updateFair } from '@/lib/server/recruiting/fairs-manage';

/** A fair's booths, slots and bookings: staff see every booth, a company only its own. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['stf', 'adm', 'otsdr']);
  const { fairId } = parse(FairIdParam, params);
  return ok(await fairForManage(user, fairId));
});

/** Staff edit a fair. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'manage');
  const { fairId } = parse(FairIdParam, params);
  return ok(await updateFair(user, fairId, await parseJson(FairInput, request), locals.clientIp), '박람회 정보를 저장했습니다.');
});
