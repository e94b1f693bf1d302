import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ServiceIdParam } from '@/lib/schemas/extact';
import { submitService } from '@/lib/server/extact/service';

/** Sends the entry for review (신청). */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { serviceId } = parse(ServiceIdParam, params);
  return ok(await submitService(user, serviceId, locals.clientIp), '신청했습니다. 담당자의 확인을 기다려 주세요.');
});
