import * as z from 'zod/mini';
import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { id } from '@/lib/schemas/fields';
import { getRun } from '@/lib/server/imports/runs';

export const GET = endpoint(async ({ params, locals }) => {
  await requirePermission(locals, 'imports', 'read');
  const { runId } = parse(z.object({ runId: id('가져오기 번호') }), params);
  return ok(await getRun(runId));
});
