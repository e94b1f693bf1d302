// Totals of long lists, counted in the database only as far as anyone pages: past COUNT_LIMIT rows
// a list says "1,000건 이상" instead of counting every student or application on each request
// (decision 045). Below the limit the total is exact, as before.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './index';

/** The largest total counted exactly (50 pages of 20). */
export const COUNT_LIMIT = 1000;

export interface BoundedTotal {
  /** The number of matching rows, at most COUNT_LIMIT. */
  totalCnt: number;
  /** True when more than COUNT_LIMIT rows match (totalCnt is then COUNT_LIMIT). */
  totalCapped: boolean;
}

/** A select of the list's rows (any columns) that can be cut at a limit and used as a subquery. */
interface Countable {
  limit(n: number): { as(alias: string): unknown };
}

/** Counts the rows of `rows` (a select with the list's joins and conditions), stopping past COUNT_LIMIT. */
export async function boundedCount(db: Db, rows: Countable): Promise<BoundedTotal> {
  const counted = rows.limit(COUNT_LIMIT + 1).as('counted') as Parameters<ReturnType<Db['select']>['from']>[0];
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(counted);
  return { totalCnt: Math.min(n, COUNT_LIMIT), totalCapped: n > COUNT_LIMIT };
}

/** The select list of a counted subquery: one constant column. */
export const one: SQL.Aliased<number> = sql<number>`1`.as('one');
