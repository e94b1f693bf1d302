import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ImportHistoryQuery } from '@/lib/schemas/imports';
import { dryRun } from '@/lib/server/imports/service';
import { listRuns } from '@/lib/server/imports/runs';
import { uploadOf } from '@/lib/server/imports/http';

/** The history of imports, newest first. */
export const GET = endpoint(async ({ url, locals }) => {
  await requirePermission(locals, 'imports', 'read');
  const q = parseQuery(ImportHistoryQuery, url);
  return ok(await listRuns(q.page, q.pageSize));
});

/** Uploads a file (the request body) and answers its dry-run report; nothing is written until it is confirmed. */
export const POST = endpoint(async ({ request, url, locals }) => {
  const user = await requirePermission(locals, 'imports', 'manage');
  const { bytes, fileNm, options } = await uploadOf(request, url);
  const report = await dryRun(bytes, fileNm, options, { channel: 'WEB', actorId: user.userId, clientId: null, by: user.userId, ip: locals.clientIp }, true);
  return ok(report, report.status === 'DRY_RUN' ? '검토를 마쳤습니다. 결과를 확인한 뒤 반영해 주세요.' : '반영할 수 없는 파일입니다.');
});
