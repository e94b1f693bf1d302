import * as z from 'zod/mini';
import { endpoint, HttpError, ok, parse } from '@/lib/server/http/respond';
import { id } from '@/lib/schemas/fields';
import { confirm } from '@/lib/server/imports/service';
import { originOf } from '@/lib/server/imports/http';

export const POST = endpoint(async ({ request, params, locals }) => {
  const origin = await originOf(request, locals.clientIp);
  if (!origin.canApply) throw new HttpError(403, '이 연동 토큰은 검토만 할 수 있습니다.');
  const { runId } = parse(z.object({ runId: id('가져오기 번호') }), params);
  return ok(await confirm(runId, origin), '반영했습니다.');
});
