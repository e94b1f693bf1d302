import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { BoothIdParam, SlotGenerateInput } from '@/lib/schemas/recruiting-fairs';
import { generateSlots } from '@/lib/server/recruiting/fairs-manage';

/** Makes consultation slots for a booth on one day (start, end, length). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'manage');
  const { boothId } = parse(BoothIdParam, params);
  const input = await parseJson(SlotGenerateInput, request);
  const result = await generateSlots(user, boothId, input, locals.clientIp);
  return ok(result, result.skipped ? `상담 시간 ${result.created}개를 만들었습니다. 이미 있는 시간과 겹친 ${result.skipped}개는 건너뛰었습니다.` : `상담 시간 ${result.created}개를 만들었습니다.`);
});
