// SEED_SCALE: the demo data at scale 4 against scale 1 on two fresh databases. The extra students
// and their records grow in proportion, each copy mirrors her demo student, every row of scale 1 is
// still there unchanged, and a long student list is counted only up to the paging limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';

type DbModule = typeof import('../../src/lib/server/db/index');
type Database = Awaited<ReturnType<DbModule['openDatabase']>>;

const SCALE = 4;
const DEMO_STUDENTS = 300;
const studentNo = (id: string) => Number(id.slice('student'.length));

/** Tables the scale copies, with the rows of the 300 demo students that each copy repeats. */
const SCALED: [table: string, demoRows: string][] = [
  ['enrolments', `grade is not null and student_id ~ '^student[0-9]+$' and substr(student_id, 8)::int <= 300`],
  ['student_achievements', `student_id ~ '^student[0-9]+$' and substr(student_id, 8)::int <= 300`],
  ['program_completions', `student_id ~ '^student[0-9]+$' and substr(student_id, 8)::int <= 300`],
  ['competency_diagnoses', `student_id ~ '^student[0-9]+$' and substr(student_id, 8)::int <= 300`],
  ['cnsl_applications', `student_id ~ '^student[0-9]+$' and substr(student_id, 8)::int <= 300`],
  ['career_applications', `student_id ~ '^student[0-9]+$' and substr(student_id, 8)::int <= 300`],
  ['schol_applications', `student_id ~ '^student[0-9]+$' and substr(student_id, 8)::int <= 300`],
  ['message_recipients', `recv_user_id ~ '^student[0-9]+$' and substr(recv_user_id, 8)::int <= 300`],
  ['cnsl_status_history', `appl_id in (select appl_id from cnsl_applications where student_id ~ '^student[0-9]+$' and substr(student_id, 8)::int <= 300)`],
  ['career_application_history', `appl_id in (select appl_id from career_applications where student_id ~ '^student[0-9]+$' and substr(student_id, 8)::int <= 300)`],
  ['schol_application_history', `appl_id in (select appl_id from schol_applications where student_id ~ '^student[0-9]+$' and substr(student_id, 8)::int <= 300)`],
];

/** Columns whose values are drawn anew on every run of the seed. */
const RUN_DEPENDENT: Record<string, string[]> = {
  users: ['password_hash'],
  badge_awards: ['verify_code'],
  career_certificates: ['verify_code', 'issued_at'],
  files: ['save_file_nm'],
  user_roles: ['granted_at'],
  recruit_minimum_wages: ['recorded_at'],
  portfolio_entries: ['created_at', 'updated_at'],
};

describe('demo seed at SEED_SCALE', () => {
  let dataDir: string;
  let mod: DbModule;
  let one: Database;
  let scaled: Database;
  const previousDataDir = process.env.DATA_DIR;

  const rows = async (d: Database, query: string) => {
    const result = (await d.db.execute(sql.raw(query))) as unknown as { rows?: Record<string, unknown>[] };
    return (result.rows ?? (result as unknown as Record<string, unknown>[])) as Record<string, unknown>[];
  };
  const number = async (d: Database, query: string) => Number(Object.values((await rows(d, query))[0])[0]);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-scale-test-'));
    process.env.DATA_DIR = dataDir;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    mod = await import('../../src/lib/server/db/index');
    const { seedDemoData } = await import('../../db/seed/index');
    one = await mod.openDatabase({ dataDir: 'memory', seed: false });
    await seedDemoData(one.db, { scale: 1 });
    scaled = await mod.openDatabase({ dataDir: 'memory', seed: false });
    await seedDemoData(scaled.db, { scale: SCALE });
  });

  afterAll(async () => {
    await one?.close();
    await scaled?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
  });

  it('reads SEED_SCALE as a whole number from 1, and refuses anything else', async () => {
    const { seedScaleOf } = await import('../../db/seed/scale');
    expect(seedScaleOf(undefined)).toBe(1);
    expect(seedScaleOf('')).toBe(1);
    expect(seedScaleOf('70')).toBe(70);
    for (const bad of ['0', '-3', '1.5', 'many', '100000']) expect(() => seedScaleOf(bad)).toThrow(/SEED_SCALE/);
  });

  it('adds 300 students per scale step, numbered after the demo students', async () => {
    const students = async (d: Database) => (await rows(d, `select user_id from users where user_div = 'std'`)).map((r) => String(r.user_id));
    const base = await students(one);
    const grown = await students(scaled);
    expect(grown.length - base.length).toBe((SCALE - 1) * DEMO_STUDENTS);
    const numbered = grown.filter((id) => /^student\d+$/.test(id)).map(studentNo).sort((a, b) => a - b);
    // student1 .. student1200, each once.
    expect(numbered).toEqual(Array.from({ length: SCALE * DEMO_STUDENTS }, (_, i) => i + 1));
    // Every other student of scale 1 (exchange students, graduates) is there once, not copied.
    expect(grown.filter((id) => !/^student\d+$/.test(id)).sort()).toEqual(base.filter((id) => !/^student\d+$/.test(id)).sort());
  });

  it('grows every student table by its demo students’ rows once per extra copy', async () => {
    for (const [table, demoRows] of SCALED) {
      const before = await number(one, `select count(*) from ${table}`);
      const perCopy = await number(one, `select count(*) from ${table} where ${demoRows}`);
      const after = await number(scaled, `select count(*) from ${table}`);
      expect(perCopy, table).toBeGreaterThan(0);
      expect(after - before, table).toBe((SCALE - 1) * perCopy);
    }
  });

  it('models each new student on her demo student: department, year, adviser, transcript, applications', async () => {
    const { users } = mod.schema;
    const [template] = await scaled.db.select().from(users).where(eq(users.userId, 'student17'));
    for (const copy of ['student317', 'student617', 'student917']) {
      const [row] = await scaled.db.select().from(users).where(eq(users.userId, copy));
      expect(row).toMatchObject({ userDiv: 'std', hakguaCd: template.hakguaCd, majorCd: template.majorCd, gradeCd: template.gradeCd, shregSt: template.shregSt, guideProfNo: template.guideProfNo, email: `${copy}@portal.example` });
      const transcript = async (id: string) =>
        (await rows(scaled, `select year, term_cd, sbjt_key_id, credits, grade from enrolments where student_id = '${id}' and grade is not null order by year, term_cd, sbjt_key_id, grade`)).map((r) => JSON.stringify(r));
      expect(await transcript(copy)).toEqual(await transcript('student17'));
    }
    // Applications keep their states, and their histories follow the copy (ids of her own).
    for (const table of ['cnsl_applications', 'career_applications', 'schol_applications']) {
      const statuses = async (id: string) => (await rows(scaled, `select status from ${table} where student_id = '${id}' order by status`)).map((r) => r.status);
      const [demo] = await rows(scaled, `select student_id from ${table} where student_id ~ '^student[0-9]+$' and substr(student_id, 8)::int <= 300 limit 1`);
      const demoId = String(demo.student_id);
      const copyId = `student${studentNo(demoId) + 2 * DEMO_STUDENTS}`;
      expect(await statuses(copyId), table).toEqual(await statuses(demoId));
    }
    const orphans = await number(scaled, `select count(*) from cnsl_status_history h where not exists (select 1 from cnsl_applications a where a.appl_id = h.appl_id)`);
    expect(orphans).toBe(0);
    const ownHistory = await number(
      scaled,
      `select count(*) from cnsl_status_history h join cnsl_applications a on a.appl_id = h.appl_id where substr(a.student_id, 8)::int > 300 and h.actor_id ~ '^student' and h.actor_id <> a.student_id`,
    );
    expect(ownHistory).toBe(0);
  });

  it('keeps every row of scale 1 exactly as it is, demo accounts included', async () => {
    const tables = (await rows(one, `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`)).map((r) => String(r.table_name));
    expect(tables.length).toBeGreaterThan(50);
    const changed: string[] = [];
    for (const table of tables) {
      // Values drawn anew on every run (a salted hash, random codes) are left out; everything else must match.
      const drop = (RUN_DEPENDENT[table] ?? []).map((c) => ` - '${c}'`).join('');
      const digests = async (d: Database) => (await rows(d, `select md5((to_jsonb(t)${drop})::text) as h from ${table} t`)).map((r) => String(r.h));
      const grown = new Map<string, number>();
      for (const h of await digests(scaled)) grown.set(h, (grown.get(h) ?? 0) + 1);
      const missing = (await digests(one)).filter((h) => {
        const n = grown.get(h) ?? 0;
        grown.set(h, n - 1);
        return n <= 0;
      });
      if (missing.length) changed.push(`${table} (${missing.length})`);
    }
    expect(changed, 'tables whose scale-1 rows changed or went missing').toEqual([]);
    const { users } = mod.schema;
    const [student1] = await scaled.db.select({ korNm: users.korNm, hakguaCd: users.hakguaCd, gradeCd: users.gradeCd }).from(users).where(and(eq(users.userId, 'student1'), eq(users.userDiv, 'std')));
    expect(student1).toEqual({ korNm: '김하늘', hakguaCd: 'D4010', gradeCd: '3' });
  });

  it('counts a long student list only up to the paging limit, a short one exactly', async () => {
    const { boundedCount, one: column, COUNT_LIMIT } = await import('../../src/lib/server/db/paging');
    const { users } = mod.schema;
    const all = and(eq(users.userDiv, 'std'), eq(users.useYn, 'Y'));
    const students = await number(scaled, `select count(*) from users where user_div = 'std' and use_yn = 'Y'`);
    expect(students).toBeGreaterThan(COUNT_LIMIT);
    expect(await boundedCount(scaled.db, scaled.db.select({ one: column }).from(users).where(all))).toEqual({ totalCnt: COUNT_LIMIT, totalCapped: true });
    const firstYears = await number(scaled, `select count(*) from users where user_div = 'std' and use_yn = 'Y' and grade_cd = '1'`);
    expect(firstYears).toBeLessThan(COUNT_LIMIT);
    expect(await boundedCount(scaled.db, scaled.db.select({ one: column }).from(users).where(and(all, eq(users.gradeCd, '1'))))).toEqual({ totalCnt: firstYears, totalCapped: false });
  });
});
