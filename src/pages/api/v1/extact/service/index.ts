import { endpoint, ok, parseJson, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { OwnQuery, ServiceInput } from '@/lib/schemas/extact';
import { createService, listService } from '@/lib/server/extact/service';

/** Her service entries by state and year, with approved hours per year. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await listService(user.userId, parseQuery(OwnQuery, url)));
});

/** A new service entry, saved as a draft. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(ServiceInput, request);
  return ok(await createService(user, input, locals.clientIp), '봉사 내역을 임시저장했습니다.');
});
