// Imports against a fresh installation without demo data (the base codes, menus and competencies
// only): a dry run writes nothing; an import that fails part-way leaves nothing half-written and is
// recorded as failed; grades that arrive by import queue their students for the certificate sweep
// in the same transaction, and the same file again queues nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { smallUniversity, uniqueTag, zipOf } from '../support/imports';

describe('imports (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let service: typeof import('../../src/lib/server/imports/service');
  const origin = { channel: 'CLI' as const, actorId: null, clientId: null, by: 'test', ip: null };
  const options = { encoding: 'auto' as const, batch: null, thresholdPct: 10 };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-db-'));
    process.env.DATA_DIR = dataDir;
    process.env.SEED_DEMO = 'false';
    delete process.env.DATABASE_URL;
    dbm = await import('../../src/lib/server/db/index');
    service = await import('../../src/lib/server/imports/service');
    await dbm.getDb();
  }, 600_000);

  afterAll(async () => {
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function count(table: string, where = 'true') {
    const db = await dbm.getDb();
    const res = (await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`))) as unknown as { rows: { n: number }[] };
    return Number(res.rows[0].n);
  }

  it('starts with the reference data and no people', async () => {
    expect(await count('users')).toBe(0);
    expect(await count('com_codes', `grp_cd = 'SHREG_ST'`)).toBeGreaterThan(0);
    expect(await count('menus', `menu_id = 'ADM_IMPORTS' and use_yn = 'Y'`)).toBe(1);
    expect(await count('competencies')).toBe(6);
  });

  it('writes nothing on a dry run', async () => {
    const u = smallUniversity(uniqueTag());
    const report = await service.dryRun(await zipOf(u.files), 'u.zip', options, origin, false);
    expect(report.status).toBe('DRY_RUN');
    expect(report.counts.students?.create).toBe(5);
    expect(await count('users')).toBe(0);
    expect(await count('depts', `dept_cd = '${u.dept}'`)).toBe(0);
  });

  it('leaves nothing half-written when it fails part-way, and records the failure', async () => {
    const u = smallUniversity(uniqueTag());
    const db = await dbm.getDb();
    // The last kind written (graduation requirements) fails after everything else went in.
    await db.execute(sql.raw(`create function fail_import() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`));
    await db.execute(sql.raw(`create trigger fail_import before insert on grad_requirement_rules for each statement execute function fail_import()`));
    try {
      await expect(service.importNow(await zipOf(u.files), 'u.zip', options, origin)).rejects.toThrow();
    } finally {
      await db.execute(sql.raw(`drop trigger fail_import on grad_requirement_rules`));
      await db.execute(sql.raw(`drop function fail_import()`));
    }
    expect(await count('users', `user_id like '${u.students[0].slice(0, -2)}%'`)).toBe(0);
    expect(await count('depts', `dept_cd = '${u.dept}'`)).toBe(0);
    expect(await count('subjects', `sbjt_cd like 'S${u.dept.slice(1)}%'`)).toBe(0);
    expect(await count('enrolments')).toBe(0);
    expect(await count('import_people')).toBe(0);
    expect(await count('import_runs', `status = 'FAILED'`)).toBe(1);
    expect(await count('audit_log', `action = 'import.failed'`)).toBe(1);
  });

  it('queues the students whose grades arrived for the certificate sweep, and nobody the second time', async () => {
    const u = smallUniversity(uniqueTag());
    const zip = await zipOf(u.files);
    const db = await dbm.getDb();
    await db.execute(sql`delete from hcerti_pending`);
    const first = await service.importNow(zip, 'u.zip', options, origin);
    expect(first.status).toBe('APPLIED');
    expect(await count('hcerti_pending')).toBe(5);
    expect(await count('audit_log', `action = 'import.apply' and detail->>'fileHash' = '${first.fileHash}'`)).toBe(1);
    await db.execute(sql`delete from hcerti_pending`);
    const second = await service.importNow(zip, 'u.zip', options, origin);
    expect(second.counts.enrolments).toMatchObject({ create: 0, update: 0 });
    expect(await count('hcerti_pending')).toBe(0);
    // A corrected grade queues that student again.
    const u2 = structuredClone(u.files);
    u2['enrolments.csv'][1][5] = 'C0';
    const third = await service.importNow(await zipOf(u2), 'u.zip', options, origin);
    expect(third.counts.enrolments).toMatchObject({ update: 1 });
    expect(await count('hcerti_pending')).toBe(1);
  });
});
