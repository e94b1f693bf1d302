import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ApplyInput } from '@/lib/schemas/counselling';
import { apply } from '@/lib/server/counselling/applications';
import { STATUS_LABELS, type CnslStatus } from '@/lib/counselling/kinds';

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(ApplyInput, request);
  const created = await apply(user, input, new Date(), locals.clientIp);
  const label = STATUS_LABELS[created.status as CnslStatus];
  return ok(created, created.status === 'WAITING' ? '정원이 차서 대기자로 신청되었습니다.' : `상담이 ${label}되었습니다.`);
});
