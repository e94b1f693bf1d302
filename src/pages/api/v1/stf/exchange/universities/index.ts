import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { UnivEditInput } from '@/lib/schemas/exchange';
import { createUniversity, staffUniversities } from '@/lib/server/exchange/admin';

export const GET = endpoint(async ({ locals }) => {
  await requirePermission(locals, 'exchange', 'read');
  return ok(await staffUniversities());
});

/** Registers a partner university. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'exchange', 'manage');
  const input = await parseJson(UnivEditInput, request);
  return ok(await createUniversity(user.userId, input, locals.clientIp), '협정 대학을 등록했습니다.');
});
