// Contests and external activities (공모전·대외활동) for students: search, field and deadline filters,
// paging, one contest. A contest is open until the end of its last day (Seoul) unless staff closed
// it; the same phase and D-n rules as postings.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { todayInSeoul } from '../codes/repository';
import { codeNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { CODE_GROUPS, PHASE_LABELS, dDayLabel, dDayVariant, postingPhase } from '../../recruiting/postings';
import type { ContestQuery } from '../../schemas/recruiting';
import { addDays } from './postings';

const { recruitContests: contests } = schema;
const PUBLISHED = ['OPEN', 'CLOSED'];
type ContestRow = typeof contests.$inferSelect;

const dates = (c: ContestRow) => ({ status: c.status, openDt: c.applyStartDt, deadlineDt: c.applyEndDt });
const openSql = (today: string) => and(eq(contests.status, 'OPEN'), gte(contests.applyEndDt, today))!;

export function describeContest(c: ContestRow, names: Map<string, string>, today: string) {
  const phase = postingPhase(dates(c), today);
  return {
    contestId: c.contestId,
    title: c.title,
    fieldCd: c.fieldCd,
    fieldNm: names.get(`${CODE_GROUPS.contestField}:${c.fieldCd}`) ?? c.fieldCd,
    hostNm: c.hostNm,
    targetNm: c.targetNm,
    prize: c.prize,
    applyStartDt: c.applyStartDt,
    applyEndDt: c.applyEndDt,
    phase,
    phaseNm: PHASE_LABELS[phase],
    closed: phase === 'CLOSED',
    dDay: dDayLabel(dates(c), today),
    dDayVariant: dDayVariant(dates(c), today),
  };
}
export type ContestSummary = ReturnType<typeof describeContest>;

export async function listContests(query: ContestQuery, today = todayInSeoul()) {
  const db = await getDb();
  const where: SQL[] = [inArray(contests.status, PUBLISHED)];
  if (query.keyword) {
    const t = likeTerm(query.keyword);
    where.push(or(ilike(contests.title, t), ilike(contests.hostNm, t), ilike(contests.description, t))!);
  }
  if (query.fieldCd) where.push(eq(contests.fieldCd, query.fieldCd));
  if (query.deadline === 'open') where.push(openSql(today));
  if (query.deadline === 'week') where.push(openSql(today), lte(contests.applyEndDt, addDays(today, 7)));
  if (query.deadline === 'closed') where.push(or(eq(contests.status, 'CLOSED'), lt(contests.applyEndDt, today))!);
  const cond = and(...where);
  const [[{ total }], rows, names] = await Promise.all([
    db.select({ total: count() }).from(contests).where(cond),
    db
      .select()
      .from(contests)
      .where(cond)
      // Open ones first, the nearest deadline on top; closed ones after, the latest first.
      .orderBy(sql`case when ${contests.status} = 'OPEN' and ${contests.applyEndDt} >= ${today} then 0 else 1 end`, sql`case when ${contests.status} = 'OPEN' and ${contests.applyEndDt} >= ${today} then ${contests.applyEndDt} end asc`, desc(contests.applyEndDt), asc(contests.contestId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    codeNames(),
  ]);
  return { list: rows.map((c) => describeContest(c, names, today)), totalCnt: Number(total), page: query.page, size: query.size, today };
}

export async function contestDetail(contestId: number, today = todayInSeoul()) {
  const db = await getDb();
  const [c] = await db.select().from(contests).where(eq(contests.contestId, contestId));
  if (!c || !PUBLISHED.includes(c.status)) throw new HttpError(404, '공모전을 찾을 수 없습니다.');
  await db.update(contests).set({ viewCnt: sql`${contests.viewCnt} + 1` }).where(eq(contests.contestId, contestId));
  return { ...describeContest(c, await codeNames(), today), description: c.description, homepage: c.homepage, viewCnt: c.viewCnt + 1, today };
}

/** Contest deadlines between from and to, for the calendar. */
export async function contestDeadlines(from: string, to: string) {
  const db = await getDb();
  return db
    .select()
    .from(contests)
    .where(and(inArray(contests.status, PUBLISHED), gte(contests.applyEndDt, from), lte(contests.applyEndDt, to)))
    .orderBy(asc(contests.applyEndDt), asc(contests.contestId));
}
