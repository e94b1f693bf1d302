// npm run restore -- FILE.zip
// Restores a backup into an empty installation (no users yet), with the portal stopped: the
// database in one transaction, the files checked against their hashes.
import fs from 'node:fs';
import path from 'node:path';
import { fail, runningPortal } from './control';

const file = process.argv[2];
if (!file || !fs.existsSync(file)) fail('사용법: npm run restore -- 백업파일.zip');
if (runningPortal()) fail('포털이 실행 중입니다. 포털을 멈춘 뒤 빈 설치에 복원하세요.');
const { openDatabase } = await import('../src/lib/server/db/index');
const { restoreBackup } = await import('../src/lib/server/imports/backup');
const { config } = await import('../src/lib/server/config');
const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pgdata') });
const started = Date.now();
try {
  const m = await restoreBackup(db, path.resolve(file), (line) => console.log(`  ${line}`));
  console.log(`복원했습니다: ${m.createdAt}에 만든 백업 (${Object.keys(m.tables).length}개 테이블, 파일 ${Object.keys(m.files).length}개, ${((Date.now() - started) / 1000).toFixed(1)}초)`);
} catch (err) {
  fail(`복원하지 못했습니다: ${err instanceof Error ? err.message : err}`);
} finally {
  await db.close();
}
