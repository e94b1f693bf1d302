// Common codes, department groups and the academic calendar.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import * as clock from '../clock';

const { cmmnCodes, comCodes, depts, academicTerms, calendarEvents } = schema;

const CMMN_SORTABLE = { cdId: cmmnCodes.cdId, cdNm: cmmnCodes.cdNm, sortOrd: cmmnCodes.sortOrd, upCdId: cmmnCodes.upCdId, cdCategory: cmmnCodes.cdCategory } as const;
export type CmmnSortKey = keyof typeof CMMN_SORTABLE;
export const CMMN_SORT_KEYS = Object.keys(CMMN_SORTABLE) as CmmnSortKey[];

export async function cmmnCodeList(filter: {
  upCdId?: string;
  cdCategory?: string;
  userdef1?: string;
  userdef2?: string;
  userdef3?: string;
  sortBy: CmmnSortKey[];
  sortType: ('asc' | 'desc')[];
}) {
  const db = await getDb();
  const where: SQL[] = [eq(cmmnCodes.useYn, 'Y')];
  if (filter.upCdId) where.push(eq(cmmnCodes.upCdId, filter.upCdId));
  if (filter.cdCategory) where.push(eq(cmmnCodes.cdCategory, filter.cdCategory));
  if (filter.userdef1) where.push(eq(cmmnCodes.userdef1, filter.userdef1));
  if (filter.userdef2) where.push(eq(cmmnCodes.userdef2, filter.userdef2));
  if (filter.userdef3) where.push(eq(cmmnCodes.userdef3, filter.userdef3));
  const order = filter.sortBy.length
    ? filter.sortBy.map((key, i) => (filter.sortType[i] === 'desc' ? desc(CMMN_SORTABLE[key]) : asc(CMMN_SORTABLE[key])))
    : [asc(cmmnCodes.sortOrd), asc(cmmnCodes.cdId)];
  return db.select().from(cmmnCodes).where(and(...where)).orderBy(...order);
}

export interface Paging {
  page: number;
  size: number;
}

export async function comCodeList(grpCd: string, comCd?: string, paging?: Paging) {
  const db = await getDb();
  const where = and(eq(comCodes.grpCd, grpCd), eq(comCodes.useYn, 'Y'), comCd ? eq(comCodes.comCd, comCd) : undefined);
  const query = db.select().from(comCodes).where(where).orderBy(asc(comCodes.sortOrd), asc(comCodes.comCd));
  if (!paging) return { list: await query, totalCnt: null as number | null };
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(comCodes).where(where);
  const list = await query.limit(paging.size).offset((paging.page - 1) * paging.size);
  return { list, totalCnt: n };
}

/** Department groups (com codes of grpCd) with the departments that belong to each. */
export async function deptGroups(grpCd: string, comCd?: string, paging?: Paging) {
  const db = await getDb();
  const groups = await comCodeList(grpCd, comCd, paging);
  const codes = groups.list.map((g) => g.comCd);
  const members = codes.length
    ? await db
        .select({ deptCd: depts.deptCd, deptNm: depts.deptNm, deptDiv: depts.deptDiv, upDeptCd: depts.upDeptCd, grpCd: depts.grpCd })
        .from(depts)
        .where(and(eq(depts.useYn, 'Y'), inArray(depts.grpCd, codes)))
        .orderBy(asc(depts.sortOrd), asc(depts.deptCd))
    : [];
  return {
    list: groups.list.map((g) => ({ grpCd: g.grpCd, comCd: g.comCd, comCdNm: g.comCdNm, depts: members.filter((d) => d.grpCd === g.comCd) })),
    totalCnt: groups.totalCnt,
  };
}

/** The term whose dates include today; between terms, the most recent one that started. */
export async function currentYearTerm(today = clock.today()) {
  const db = await getDb();
  const [inTerm] = await db
    .select()
    .from(academicTerms)
    .where(and(lte(academicTerms.startDt, today), gte(academicTerms.endDt, today)))
    .orderBy(desc(academicTerms.startDt))
    .limit(1);
  if (inTerm) return inTerm;
  const [latest] = await db.select().from(academicTerms).where(lte(academicTerms.startDt, today)).orderBy(desc(academicTerms.startDt)).limit(1);
  return latest ?? null;
}

export async function upcomingEvents(today = clock.today(), limit = 6) {
  const db = await getDb();
  return db.select().from(calendarEvents).where(gte(calendarEvents.endDt, today)).orderBy(asc(calendarEvents.startDt)).limit(limit);
}

export async function comCodeName(grpCd: string, comCd: string | null | undefined) {
  if (!comCd) return null;
  const db = await getDb();
  const [row] = await db.select({ nm: comCodes.comCdNm }).from(comCodes).where(and(eq(comCodes.grpCd, grpCd), eq(comCodes.comCd, comCd)));
  return row?.nm ?? null;
}
