import * as z from 'zod/mini';
import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { id } from '@/lib/schemas/fields';
import { getRun } from '@/lib/server/imports/runs';
import { originOf } from '@/lib/server/imports/http';

/** A run's report, for the client that sent it. */
export const GET = endpoint(async ({ request, params, locals }) => {
  const origin = await originOf(request, locals.clientIp);
  const { runId } = parse(z.object({ runId: id('가져오기 번호') }), params);
  return ok(await getRun(runId, origin.clientId ?? undefined));
});
