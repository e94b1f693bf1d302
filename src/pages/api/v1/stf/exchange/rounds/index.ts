import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { RoundInput } from '@/lib/schemas/exchange';
import { createRound, staffRounds } from '@/lib/server/exchange/admin';

export const GET = endpoint(async ({ locals }) => {
  requireUser(locals, ['stf', 'adm']);
  return ok(await staffRounds());
});

/** Opens a round of applications. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  const input = await parseJson(RoundInput, request);
  return ok(await createRound(user.userId, input, locals.clientIp), '모집을 등록했습니다.');
});
