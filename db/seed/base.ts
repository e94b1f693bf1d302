// What every installation needs before its first import, demo or not: the code tables (학적 상태,
// 학년, 직종 ...), the menus of every user type, the university's core competencies with their
// self-diagnosis questions, the general-education areas and the competency certificate's levels.
// No people, no curriculum, no content: those come from the academic system and from staff.
import { count, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/schema';
import { cmmnCodeRows, comCodeRows } from './codes';
import { menuRows } from './menus';
import { competencyRows, hcertiRows, questionRows } from './learning/competencies';
import { buildCatalog } from './learning/subjects';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]) {
  for (let i = 0; i < rows.length; i += 200) await tx.insert(table).values(rows.slice(i, i + 200));
}

/** Loads the reference data into a database that has none (no menus yet); returns whether it did. */
export async function seedBaseData(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(schema.menus);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    await insertAll(tx, schema.comCodes, comCodeRows());
    await insertAll(tx, schema.cmmnCodes, cmmnCodeRows());
    await insertAll(tx, schema.menus, menuRows());
    await insertAll(tx, schema.competencies, competencyRows());
    await insertAll(tx, schema.competencyQuestions, questionRows());
    await insertAll(tx, schema.geAreas, buildCatalog().areaRows);
    await insertAll(tx, schema.hcertiRequirements, hcertiRows());
    // Explicit ids do not advance the serial's sequence.
    await tx.execute(sql`select setval(pg_get_serial_sequence('competency_questions', 'question_id'), (select max(question_id) from competency_questions))`);
  });
  return true;
}
