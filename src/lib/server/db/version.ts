// The database's version against the code's: the migrations the code carries (its journal) and
// those the database has applied. An instance whose code is older than its database refuses to
// start (decision 055): it would read and write tables whose shape it does not know.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './index';

/** Where the code's migrations are (MIGRATIONS_DIR for a test that plays an older release). */
export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR || 'db/migrations');

export class DatabaseNewerThanCode extends Error {
  override name = 'DatabaseNewerThanCode';
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/** The migrations this code carries: how many and the newest one's time stamp. */
export function codeMigrations() {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const newest = journal.entries.at(-1);
  return { count: journal.entries.length, newestWhen: newest?.when ?? 0, newestTag: newest?.tag ?? '' };
}

const rowsOf = <T>(res: unknown) => ((res as { rows: T[] }).rows ?? []) as T[];

/** What the database has applied (nothing yet on an empty database). */
export async function appliedMigrations(db: Db) {
  const [exists] = rowsOf<{ t: string | null }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`));
  if (!exists?.t) return { count: 0, newestWhen: 0 };
  const [row] = rowsOf<{ n: number; newest: string | null }>(await db.execute(sql`select count(*)::int as n, max(created_at)::text as newest from drizzle.__drizzle_migrations`));
  return { count: Number(row?.n ?? 0), newestWhen: Number(row?.newest ?? 0) };
}

/** Refuses a database that has migrations this code does not know. */
export async function assertNotNewerThanCode(db: Db) {
  const code = codeMigrations();
  const applied = await appliedMigrations(db);
  if (applied.count > code.count || applied.newestWhen > code.newestWhen) {
    throw new DatabaseNewerThanCode(
      `데이터베이스가 이 포털보다 새 버전입니다(데이터베이스 마이그레이션 ${applied.count}개, 이 포털 ${code.count}개). ` +
        '새 버전의 포털로 실행하거나, 이 버전에서 만든 백업을 빈 데이터베이스에 복원해 주세요. ' +
        `(The database is newer than this portal: ${applied.count} migrations applied, the code knows ${code.count}. Run the newer release.)`,
    );
  }
}

/** Whether every migration of the code is applied (the readiness check), with a line saying how many. */
export async function migrationStatus(db: Db) {
  const code = codeMigrations();
  const applied = await appliedMigrations(db);
  return { current: applied.count === code.count && applied.newestWhen === code.newestWhen, detail: `${applied.count} applied, ${code.count} known (latest ${code.newestTag})` };
}
