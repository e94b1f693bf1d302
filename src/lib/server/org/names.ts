// Names of departments and codes change a few times a year: keep them in memory for a while instead
// of joining them into every query.
import { cached } from '../cache';
import { getDb, schema } from '../db';

const NAMES_TTL_MS = 5 * 60_000;

export function deptNames(): Promise<Map<string, string>> {
  return cached(
    'names:depts',
    async () => {
      const db = await getDb();
      const rows = await db.select({ deptCd: schema.depts.deptCd, deptNm: schema.depts.deptNm }).from(schema.depts);
      return new Map(rows.map((r) => [r.deptCd, r.deptNm]));
    },
    NAMES_TTL_MS,
  );
}

/** com code names keyed "GRP:CODE". */
export function codeNames(): Promise<Map<string, string>> {
  return cached(
    'names:codes',
    async () => {
      const db = await getDb();
      const rows = await db.select({ grpCd: schema.comCodes.grpCd, comCd: schema.comCodes.comCd, comCdNm: schema.comCodes.comCdNm }).from(schema.comCodes);
      return new Map(rows.map((r) => [`${r.grpCd}:${r.comCd}`, r.comCdNm]));
    },
    NAMES_TTL_MS,
  );
}
