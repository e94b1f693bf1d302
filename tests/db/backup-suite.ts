// The backup suite, on PGlite (tests/db/backup.test.ts) and PostgreSQL (tests/faults/backup.postgres.test.ts).
// A backup taken while the portal writes (messages and file uploads one after another, before,
// during and after the backup), restored into a fresh installation: every table's rows equal the
// source's at the snapshot (the writer's own tables hold exactly the writes before it, none after),
// and every file the snapshot names is back with the same SHA-256.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { smallUniversity, uniqueTag, zipOf } from '../support/imports';
import { png } from '../support/images';

/** Tables the writer adds to during the backup, by their increasing id column. */
const WRITTEN: Record<string, string> = { system_messages: 'msg_id', file_groups: 'file_group_id', files: 'file_id', audit_log: 'audit_id' };

export function backupSuite(backend: 'pglite' | 'postgres', postgres?: { source: string; target: string }) {
describe(`backup under writes and restore (${backend})`, () => {
  let sourceDir: string;
  let targetDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let target: Awaited<ReturnType<typeof import('../../src/lib/server/db/index')['openDatabase']>>;

  beforeAll(async () => {
    sourceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-source-'));
    targetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-target-'));
    process.env.DATA_DIR = sourceDir;
    process.env.SEED_DEMO = 'false';
    // On PostgreSQL the files are kept in the database (the default store there), on PGlite on disk.
    if (postgres) process.env.DATABASE_URL = postgres.source;
    else delete process.env.DATABASE_URL;
    dbm = await import('../../src/lib/server/db/index');
    const service = await import('../../src/lib/server/imports/service');
    const u = smallUniversity(uniqueTag(), 30);
    await service.importNow(await zipOf(u.files), 'u.zip', { encoding: 'auto', batch: null, thresholdPct: 10 }, { channel: 'CLI', actorId: null, clientId: null, by: 'test', ip: null });
    target = postgres ? await dbm.openDatabase({ url: postgres.target, base: true }) : await dbm.openDatabase({ dataDir: path.join(targetDir, 'pgdata') });
  }, 600_000);

  afterAll(async () => {
    await target?.close();
    await dbm?.closeDatabase();
    fs.rmSync(sourceDir, { recursive: true, force: true });
    fs.rmSync(targetDir, { recursive: true, force: true });
  });

  async function rows(db: Awaited<ReturnType<typeof dbm.getDb>>, table: string) {
    const res = (await db.execute(sql.raw(`select to_jsonb(t)::text as j from "${table}" t`))) as unknown as { rows: { j: string }[] };
    return res.rows.map((r) => r.j).sort();
  }

  it('restores every row and file as they were when the backup began', async () => {
    const { config } = await import('../../src/lib/server/config');
    const { checkUpload, saveUploads } = await import('../../src/lib/server/files/service');
    const { readFileStream } = await import('../../src/lib/server/files/storage');
    const { writeBackup, restoreBackup } = await import('../../src/lib/server/imports/backup');
    const db = await dbm.getDb();
    const [owner] = ((await db.execute(sql`select user_id from users where user_div = 'std' limit 1`)) as unknown as { rows: { user_id: string }[] }).rows;

    let writes = 0;
    let stop = false;
    const writer = (async () => {
      while (!stop) {
        writes++;
        await db.execute(sql`insert into system_messages (msg_type, msg_title, msg_cont) values ('NOTICE', ${`백업 중 쓰기 ${writes}`}, '내용')`);
        const checked = await checkUpload({ name: `사진${writes}.png`, bytes: png(4 + (writes % 5), 4, [writes % 255, 10, 20]) });
        await saveUploads(owner.user_id, [checked]);
      }
    })();
    while (writes < 3) await new Promise((r) => setTimeout(r, 20));
    const file = path.join(targetDir, 'backup.zip');
    const manifest = await writeBackup(await dbm.database(), fs.createWriteStream(file));
    const after = writes;
    while (writes < after + 3) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await writer;
    expect(manifest.missingFiles).toEqual([]);

    // Restore into the fresh installation, with its own files directory.
    config.fileDir = path.join(targetDir, 'files');
    await restoreBackup(target, file);

    const tables = Object.keys(manifest.tables);
    expect(tables.length).toBeGreaterThan(100);
    for (const table of tables) {
      const source = await rows(db, table);
      const restored = await rows(target.db, table);
      if (!WRITTEN[table]) {
        expect(restored, table).toEqual(source);
        continue;
      }
      // Exactly the writes before the snapshot: a prefix of the source by id.
      const idOf = (j: string) => Number((JSON.parse(j) as Record<string, number>)[WRITTEN[table]]);
      const last = Math.max(0, ...restored.map(idOf));
      expect(restored, table).toEqual(source.filter((j) => idOf(j) <= last));
      if (table === 'system_messages') {
        expect(restored.length).toBeGreaterThan(0);
        expect(source.length).toBeGreaterThan(restored.length);
      }
    }
    // Every file the snapshot names is back, byte for byte.
    const restoredFiles = await rows(target.db, 'files');
    expect(restoredFiles.length).toBeGreaterThan(0);
    const sha = async (stream: NodeJS.ReadableStream) => {
      const hash = crypto.createHash('sha256');
      for await (const c of stream) hash.update(c as Buffer);
      return hash.digest('hex');
    };
    for (const j of restoredFiles) {
      const name = (JSON.parse(j) as { save_file_nm: string }).save_file_nm;
      const at = (dir: string) => path.join(dir, 'files', name.slice(0, 2), name);
      const original = await sha(postgres ? readFileStream(name, db) : fs.createReadStream(at(sourceDir)));
      expect(await sha(postgres ? readFileStream(name, target.db) : fs.createReadStream(at(targetDir)))).toBe(original);
      expect(manifest.files[name]).toBe(original);
    }
    expect(config.fileStore).toBe(postgres ? 'database' : 'directory');
    // The sequences continue after the restored rows.
    const [next] = ((await target.db.execute(sql`select nextval(pg_get_serial_sequence('system_messages', 'msg_id'))::int as n`)) as unknown as { rows: { n: number }[] }).rows;
    expect(next.n).toBeGreaterThan(Math.max(0, ...(await rows(target.db, 'system_messages')).map((j) => JSON.parse(j).msg_id)));

    // A restore refuses an installation that already has people.
    await expect(restoreBackup(target, file)).rejects.toThrow('빈 설치에만');
  }, 600_000);
});
}
