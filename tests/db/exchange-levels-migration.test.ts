// The migration of stored language results: a database made before it, holding results written as
// numeric codes (JLPT 4 meaning N2, DELF 4 meaning B2, IELTS 6.5, TOEFL 95, HSK 5), and university
// requirements written the same way, is migrated; every result then reads as the test reports it,
// a number no test reports is kept as written, and TOPIK joins the loaded test codes. Runs on a
// throwaway PGlite database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const MIGRATIONS = path.resolve('db/migrations');
/** The first migration of the change (0032_exchange_language_levels). */
const FIRST_NEW = 'exchange_language_levels';

let client: PGlite;
let before: string;

/** A migrations folder holding only the migrations before the change. */
function olderMigrations() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag.endsWith(FIRST_NEW));
  expect(cut).toBeGreaterThan(0);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  for (const e of journal.entries.slice(0, cut)) fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  before = olderMigrations();
  await migrate(db, { migrationsFolder: before });
  await client.exec(`
    INSERT INTO com_codes (grp_cd, com_cd, com_cd_nm, sort_ord) VALUES ('LANG_TEST', 'TOEFL', 'TOEFL iBT', 1), ('LANG_TEST', 'JLPT', 'JLPT', 3);
    INSERT INTO users (user_id, user_div, kor_nm) VALUES ('mig1', 'std', '이전학생');
    INSERT INTO exchange_rounds (round_id, title, year, term_cd, apply_start_dt, apply_end_dt) VALUES (1, '이전 모집', 2025, '20', '2025-03-01', '2025-03-15');
    INSERT INTO exchange_applications (appl_id, round_id, student_id, gpa, earned_credits, study_plan, status) VALUES (1, 1, 'mig1', 3.5, 60, '계획', 'APPLIED');
    INSERT INTO exchange_scores (appl_id, test_cd, score, test_dt) VALUES
      (1, 'JLPT', 4, '2025-01-01'), (1, 'DELF', 4, '2025-01-01'), (1, 'IELTS', 6.5, '2025-01-01'),
      (1, 'TOEFL', 95, '2025-01-01'), (1, 'HSK', 5, '2025-01-01'), (1, 'DELE', 6, '2025-01-01'), (1, 'TESTDAF', 4, '2025-01-01');
    INSERT INTO users (user_id, user_div, kor_nm) VALUES ('mig2', 'std', '이전학생2');
    INSERT INTO exchange_applications (appl_id, round_id, student_id, gpa, earned_credits, study_plan, status) VALUES (2, 1, 'mig2', 3.1, 60, '계획', 'APPLIED');
    INSERT INTO exchange_scores (appl_id, test_cd, score, test_dt) VALUES (2, 'JLPT', 0, '2025-01-01'), (2, 'IELTS', 7, '2025-01-01');
    INSERT INTO exchange_universities (univ_nm, univ_eng_nm, country_cd, lang_cd, test_cd, min_score, seats_per_term, description) VALUES
      ('와세다대학교', 'Waseda', 'JP', 'JA', 'JLPT', 4, 2, '시험'), ('요크대학교', 'York', 'CA', 'EN', 'IELTS', 6, 2, '시험'),
      ('롱비치', 'CSULB', 'US', 'EN', 'TOEFL', 80, 2, '시험'), ('마드리드', 'UAM', 'ES', 'ES', 'DELE', 3, 2, '시험'), ('무시험', 'None', 'US', 'EN', NULL, NULL, 2, '시험');
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS });
});

afterAll(async () => {
  await client?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

describe('the language-level migration', () => {
  it('rewrites stored results as the tests report them', async () => {
    const rows = (await client.query<{ appl_id: number; test_cd: string; level: string }>('SELECT appl_id, test_cd, level FROM exchange_scores ORDER BY appl_id, test_cd')).rows;
    expect(rows.map((r) => [r.appl_id, r.test_cd, r.level])).toEqual([
      [1, 'DELE', 'C2'],
      [1, 'DELF', 'B2'],
      [1, 'HSK', '5'],
      [1, 'IELTS', '6.5'],
      [1, 'JLPT', 'N2'],
      [1, 'TESTDAF', '4'],
      [1, 'TOEFL', '95'],
      // JLPT 0 was never a level: kept as written, not turned into one.
      [2, 'IELTS', '7.0'],
      [2, 'JLPT', '0'],
    ]);
  });

  it("rewrites the universities' requirements the same way, and leaves none where none was asked", async () => {
    const rows = (await client.query<{ univ_eng_nm: string; min_level: string | null }>('SELECT univ_eng_nm, min_level FROM exchange_universities ORDER BY univ_id')).rows;
    expect(Object.fromEntries(rows.map((r) => [r.univ_eng_nm, r.min_level]))).toEqual({ Waseda: 'N2', York: '6.0', CSULB: '80', UAM: 'B1', None: null });
  });

  it('drops the numeric columns and adds TOPIK to the loaded test codes', async () => {
    const cols = (await client.query<{ table_name: string; column_name: string }>("SELECT table_name, column_name FROM information_schema.columns WHERE table_name IN ('exchange_scores', 'exchange_universities') AND column_name IN ('score', 'min_score', 'level', 'min_level')")).rows;
    expect(cols.map((c) => `${c.table_name}.${c.column_name}`).sort()).toEqual(['exchange_scores.level', 'exchange_universities.min_level']);
    const codes = (await client.query<{ com_cd: string; sort_ord: number }>("SELECT com_cd, sort_ord FROM com_codes WHERE grp_cd = 'LANG_TEST' ORDER BY sort_ord")).rows;
    expect(codes.map((c) => c.com_cd)).toEqual(['TOEFL', 'JLPT', 'TOPIK']);
  });
});
