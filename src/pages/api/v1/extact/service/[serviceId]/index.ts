import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ServiceIdParam, ServiceInput } from '@/lib/schemas/extact';
import { serviceDetail, updateService } from '@/lib/server/extact/service';

/** One of her service entries; anyone else's is not found. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { serviceId } = parse(ServiceIdParam, params);
  return ok(await serviceDetail(user, serviceId));
});

/** Changes a draft or a returned entry. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { serviceId } = parse(ServiceIdParam, params);
  const input = await parseJson(ServiceInput, request);
  return ok(await updateService(user, serviceId, input, locals.clientIp), '저장했습니다.');
});
