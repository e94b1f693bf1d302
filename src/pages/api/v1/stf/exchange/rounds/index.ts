import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { RoundInput } from '@/lib/schemas/exchange';
import { createRound, staffRounds } from '@/lib/server/exchange/admin';

export const GET = endpoint(async ({ locals }) => {
  await requirePermission(locals, 'exchange', 'read');
  return ok(await staffRounds());
});

/** Opens a round of applications. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'exchange', 'manage');
  const input = await parseJson(RoundInput, request);
  return ok(await createRound(user.userId, input, locals.clientIp), '모집을 등록했습니다.');
});
