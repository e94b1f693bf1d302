// Contests and external activities (공모전·대외활동) for students: search, field and deadline filters,
// paging, one contest. A contest is open until the end of its last day (Seoul) unless staff closed
// it; the same phase and D-n rules as postings.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { authorize } from '../auth/permissions';
import type { Action } from '../../permissions';
import { HttpError } from '../http/respond';
import { codeNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { CODE_GROUPS, PHASE_LABELS, dDayLabel, dDayVariant, postingPhase } from '../../recruiting/postings';
import type { ContestInput, ContestQuery } from '../../schemas/recruiting';
import { audit } from '../audit/log';
import type { Actor } from '../../users';
import { addDays } from '../../calendar';
import * as clock from '../clock';

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

export async function listContests(query: ContestQuery, today = clock.today()) {
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

export async function contestDetail(contestId: number, today = clock.today()) {
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

// ---------------------------------------------------------------------------------------------
// Staff

/** The area's right from the permission table (decision 046): 403 without it. */
async function requireStaff(actor: Actor, action: Action = 'manage') {
  await authorize(actor, 'recruiting', action);
}

async function checkField(fieldCd: string) {
  const names = await codeNames();
  if (!names.has(`${CODE_GROUPS.contestField}:${fieldCd}`)) throw new HttpError(400, '분야를 확인해 주세요.', { fieldCd: '목록에 있는 분야를 선택해 주세요.' });
}

const contestFields = (input: ContestInput) => ({
  title: input.title,
  fieldCd: input.fieldCd,
  hostNm: input.hostNm,
  targetNm: input.targetNm,
  prize: input.prize ?? null,
  applyStartDt: input.applyStartDt,
  applyEndDt: input.applyEndDt,
  description: input.description,
  homepage: input.homepage ?? null,
});

/** Every contest (closed ones too), newest first, for the staff page. */
export async function staffContests(actor: Actor, today = clock.today()) {
  await requireStaff(actor, 'read');
  const db = await getDb();
  const [rows, names] = await Promise.all([db.select().from(contests).orderBy(desc(contests.createdAt), desc(contests.contestId)), codeNames()]);
  return rows.map((c) => ({ ...describeContest(c, names, today), status: c.status, description: c.description, homepage: c.homepage, viewCnt: c.viewCnt }));
}

export async function createContest(actor: Actor, input: ContestInput, ip: string | null = null) {
  await requireStaff(actor);
  await checkField(input.fieldCd);
  const db = await getDb();
  const [row] = await db.insert(contests).values({ ...contestFields(input), status: 'OPEN', postedBy: actor.userId }).returning({ contestId: contests.contestId });
  await audit({ actorId: actor.userId, action: 'recruiting.contest.create', targetType: 'recruit_contest', targetId: String(row.contestId), ip });
  return row;
}

export async function updateContest(actor: Actor, contestId: number, input: ContestInput, ip: string | null = null) {
  await requireStaff(actor);
  await checkField(input.fieldCd);
  const db = await getDb();
  const done = await db.update(contests).set(contestFields(input)).where(eq(contests.contestId, contestId)).returning({ contestId: contests.contestId });
  if (!done.length) throw new HttpError(404, '공모전을 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'recruiting.contest.update', targetType: 'recruit_contest', targetId: String(contestId), ip });
  return done[0];
}

/** Closes a contest early, or opens it again. */
export async function setContestStatus(actor: Actor, contestId: number, status: 'OPEN' | 'CLOSED', ip: string | null = null) {
  await requireStaff(actor);
  const db = await getDb();
  const done = await db.update(contests).set({ status }).where(eq(contests.contestId, contestId)).returning({ contestId: contests.contestId });
  if (!done.length) throw new HttpError(404, '공모전을 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: `recruiting.contest.${status === 'OPEN' ? 'reopen' : 'close'}`, targetType: 'recruit_contest', targetId: String(contestId), ip });
  return { contestId, status };
}
