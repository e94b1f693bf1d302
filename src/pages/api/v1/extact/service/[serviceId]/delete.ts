import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ServiceIdParam } from '@/lib/schemas/extact';
import { deleteService } from '@/lib/server/extact/service';

/** Deletes a draft or a returned entry. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { serviceId } = parse(ServiceIdParam, params);
  await deleteService(user, serviceId, locals.clientIp);
  return ok(null, '삭제했습니다.');
});
