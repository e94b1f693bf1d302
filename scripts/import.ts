// npm run import -- FILE.zip [--dry-run] [--term 2027-1] [--batch] [--encoding auto|utf-8|cp949] [--threshold 10]
// Checks the file and, unless --dry-run, writes it in one transaction (a blocked import writes
// nothing). Exit code 0: done, 2: refused (threshold, unreadable file), 1: error.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { controlHeaders, fail, runningPortal, shellUser } from './control';
import { ImportOptionsQuery, batchOf } from '../src/lib/schemas/imports';
import { KIND_NAMES, STATUS_NAMES, type RunReport } from '../src/lib/imports/report';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'dry-run': { type: 'boolean' }, term: { type: 'string' }, batch: { type: 'boolean' }, encoding: { type: 'string' }, threshold: { type: 'string' } },
});
const file = positionals[0];
if (!file) fail('사용법: npm run import -- 파일.zip [--dry-run] [--term 2027-1] [--batch] [--encoding auto|utf-8|cp949] [--threshold 10]');
const q = z.safeParse(ImportOptionsQuery, { encoding: values.encoding, term: values.term ?? '', batch: values.batch ? 'true' : 'false', threshold: values.threshold });
if (!q.success) fail(q.error.issues[0].message);
if (q.data.batch && !q.data.term) fail('--batch에는 --term이 필요합니다. (예: --term 2027-1)');
let bytes: Buffer;
try {
  bytes = fs.readFileSync(file);
} catch {
  fail(`파일을 읽을 수 없습니다: ${file}`);
}
const fileNm = path.basename(file);
const dryRun = !!values['dry-run'];
const options = { encoding: q.data.encoding, batch: batchOf(q.data), thresholdPct: q.data.threshold };

let report: RunReport;
const portal = runningPortal();
if (portal) {
  const params = new URLSearchParams({ encoding: options.encoding, term: values.term ?? '', batch: String(!!values.batch), threshold: String(options.thresholdPct), dryRun: String(dryRun) });
  const res = await fetch(`${portal.url}/api/v1/imports?${params}`, { method: 'POST', headers: controlHeaders(portal, { 'content-type': 'application/zip', 'x-file-name': encodeURIComponent(fileNm) }), body: new Uint8Array(bytes) });
  const body = (await res.json()) as { message: string; data: RunReport };
  if (!res.ok) fail(body.message);
  report = body.data;
} else {
  const service = await import('../src/lib/server/imports/service');
  const { closeDatabase } = await import('../src/lib/server/db/index');
  const origin = { channel: 'CLI' as const, actorId: null, clientId: null, by: shellUser(), ip: null };
  try {
    report = dryRun ? await service.dryRun(bytes, fileNm, options, origin, false) : await service.importNow(bytes, fileNm, options, origin);
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  } finally {
    await closeDatabase();
  }
}

console.log(`가져오기 ${report.runId}번: ${STATUS_NAMES[report.status] ?? report.status} (${fileNm}, SHA-256 ${report.fileHash.slice(0, 16)}…, ${((report.durationMs ?? 0) / 1000).toFixed(1)}초)`);
console.log('종류\t행 수\t생성\t변경\t비활성화\t복원\t거부');
for (const [kind, c] of Object.entries(report.counts)) console.log([KIND_NAMES[kind as keyof typeof KIND_NAMES], c.rows, c.create, c.update, c.deactivate, c.restore, c.refused].join('\t'));
for (const r of report.rejects.slice(0, 30)) console.log(`  거부: ${r.file} ${r.line}행 ${r.column}: ${r.message}${r.value ? ` (${r.value})` : ''}`);
if (report.rejectTotal > 30) console.log(`  … 거부된 행 모두 ${report.rejectTotal}건 (관리자 화면에서 결과 엑셀을 받을 수 있습니다)`);
if (report.message) console.log(report.message);
if (dryRun && report.status === 'DRY_RUN') console.log('검토만 했습니다. 반영하려면 --dry-run 없이 다시 실행하세요.');
process.exit(report.status === 'REFUSED' ? 2 : 0);
