// npm run backup -- [FILE.zip]
// Writes a consistent backup of the installation (database snapshot and the uploaded files it names)
// while the portal runs. Default name: backups/portal-YYYYMMDD-HHmmss.zip.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { controlHeaders, fail, runningPortal } from './control';

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const target = path.resolve(process.argv[2] || path.join('backups', `portal-${stamp}.zip`));
fs.mkdirSync(path.dirname(target), { recursive: true });
const partial = `${target}.partial`;
const started = Date.now();
const portal = runningPortal();
try {
  if (portal) {
    const res = await fetch(`${portal.url}/api/v1/imports/control/backup`, { headers: controlHeaders(portal) });
    if (!res.ok || !res.body) fail(`포털이 백업을 만들지 못했습니다. (${res.status})`);
    await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(partial, { mode: 0o600 }));
  } else {
    const { database, closeDatabase } = await import('../src/lib/server/db/index');
    const { writeBackup } = await import('../src/lib/server/imports/backup');
    try {
      await writeBackup(await database(), fs.createWriteStream(partial, { mode: 0o600 }));
    } finally {
      await closeDatabase();
    }
  }
  fs.renameSync(partial, target);
} catch (err) {
  fs.rmSync(partial, { force: true });
  fail(`백업하지 못했습니다: ${err instanceof Error ? err.message : err}`);
}
console.log(`백업했습니다: ${target} (${(fs.statSync(target).size / 1024 / 1024).toFixed(1)}MB, ${((Date.now() - started) / 1000).toFixed(1)}초)`);
