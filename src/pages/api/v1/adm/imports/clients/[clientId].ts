import * as z from 'zod/mini';
import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { id } from '@/lib/schemas/fields';
import { revokeClient } from '@/lib/server/imports/clients';

/** Revokes the client's token at once. */
export const DELETE = endpoint(async ({ params, locals }) => {
  const user = await requirePermission(locals, 'imports', 'manage');
  const { clientId } = parse(z.object({ clientId: id('토큰 번호') }), params);
  await revokeClient({ userId: user.userId, ip: locals.clientIp }, clientId);
  return ok(null, '연동 토큰을 폐기했습니다.');
});
