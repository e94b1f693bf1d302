import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { BoothInput, FairIdParam } from '@/lib/schemas/recruiting-fairs';
import { addBooth } from '@/lib/server/recruiting/fairs-manage';

/** Adds a company's booth to a fair. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'manage');
  const { fairId } = parse(FairIdParam, params);
  const input = await parseJson(BoothInput, request);
  return ok(await addBooth(user, fairId, input, locals.clientIp), '부스를 추가했습니다.');
});
