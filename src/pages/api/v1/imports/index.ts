import { endpoint, HttpError, ok } from '@/lib/server/http/respond';
import { dryRun, importNow } from '@/lib/server/imports/service';
import { originOf, uploadOf } from '@/lib/server/imports/http';

/**
 * The academic system's door: the zip (or workbook) is the request body, authorised by a client's
 * bearer token (or the local control token of the import command). `dryRun=false` checks and writes
 * in one go; otherwise the report comes back to be confirmed at /api/v1/imports/{runId}/confirm.
 */
export const POST = endpoint(async ({ request, url, locals }) => {
  const origin = await originOf(request, locals.clientIp);
  const { bytes, fileNm, options, dryRun: onlyCheck } = await uploadOf(request, url);
  if (!onlyCheck && origin.channel === 'API' && !origin.canApply) throw new HttpError(403, '이 연동 토큰은 검토만 할 수 있습니다.');
  const report = onlyCheck ? await dryRun(bytes, fileNm, options, origin, true) : await importNow(bytes, fileNm, options, origin);
  return ok(report);
});
