import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { FairInput } from '@/lib/schemas/recruiting-fairs';
import { createFair, staffFairs } from '@/lib/server/recruiting/fairs-manage';

/** Every fair with booth and booking counts, for staff. */
export const GET = endpoint(async ({ locals }) => {
  const user = await requirePermission(locals, 'recruiting', 'read');
  return ok(await staffFairs(user));
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'recruiting', 'manage');
  const input = await parseJson(FairInput, request);
  return ok(await createFair(user, input, locals.clientIp), '채용박람회를 등록했습니다.');
});
