import * as z from 'zod/mini';
import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { id } from '@/lib/schemas/fields';
import { confirm } from '@/lib/server/imports/service';

/** Writes what the dry run showed, in one transaction. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = await requirePermission(locals, 'imports', 'manage');
  const { runId } = parse(z.object({ runId: id('가져오기 번호') }), params);
  return ok(await confirm(runId, { channel: 'WEB', actorId: user.userId, clientId: null, by: user.userId, ip: locals.clientIp }), '반영했습니다.');
});
