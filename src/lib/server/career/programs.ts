// Career programmes for students: the list with live seats and eligibility, and one programme with
// what she may do there. Applying, cancelling, bookmarks and her applications are in applications.ts.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError } from '../http/respond';
import { codeNames, deptNames } from '../org/names';
import { likeTerm } from '../org/repository';
import * as clock from '../clock';
import { isDiv } from '../../users';
import {
  LIVE_STATUSES,
  PHASE_LABELS,
  PHASE_RULES,
  cancelRefusal,
  careerStatusLabel,
  eligibilityRefusals,
  programPhase,
  windowRefusal,
  type CareerApplStatus,
  type PhaseTest,
  type ProgramPhase,
  type Refusal,
  type StudentFacts,
} from '../../career/programs';
import type { CareerProgramQuery } from '../../schemas/career';

const { careerPrograms: programs, careerProgramSessions: sessions, careerApplications: appls, careerBookmarks: bookmarks, competencies, users } = schema;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ProgramRow = typeof programs.$inferSelect;

export const NOT_FOUND = '프로그램을 찾을 수 없습니다.';

/** The facts eligibility is decided on, read from the student record. */
export async function studentFacts(studentId: string): Promise<StudentFacts> {
  const db = await getDb();
  const [u] = await db
    .select({ userDiv: users.userDiv, colgCd: users.colgCd, hakguaCd: users.hakguaCd, majorCd: users.majorCd, gradeCd: users.gradeCd, shregSt: users.shregSt })
    .from(users)
    .where(eq(users.userId, studentId));
  if (!u || !isDiv(u, 'std')) throw new HttpError(404, '학생 정보를 찾을 수 없습니다.');
  const grade = u.gradeCd && /^\d$/.test(u.gradeCd) ? Number(u.gradeCd) : null;
  return { colgCd: u.colgCd, deptCds: [u.hakguaCd, u.majorCd].filter((d): d is string => !!d), grade, shregSt: u.shregSt };
}

/** Names for the eligibility lines ("경영대학 학생만 …"), from the cached name tables. */
export async function ruleNames(p: Pick<ProgramRow, 'eligibleColgCds' | 'eligibleDeptCds' | 'eligibleStatusCds'>) {
  const [depts, codes] = await Promise.all([deptNames(), codeNames()]);
  const join = (cds: string[], name: (c: string) => string | undefined) => cds.map((c) => name(c) ?? c).join(', ');
  return {
    colg: join(p.eligibleColgCds, (c) => depts.get(c)),
    dept: join(p.eligibleDeptCds, (c) => depts.get(c)),
    status: join(p.eligibleStatusCds, (c) => codes.get(`SHREG_ST:${c}`)),
  };
}

/** One line per rule, for the detail page ("대상: 3·4학년, 재학생"). */
async function eligibilitySummary(p: ProgramRow) {
  const names = await ruleNames(p);
  const lines: string[] = [];
  if (p.eligibleColgCds.length) lines.push(`단과대학: ${names.colg}`);
  if (p.eligibleDeptCds.length) lines.push(`학과: ${names.dept}`);
  if (p.eligibleGrades.length) lines.push(`학년: ${p.eligibleGrades.join('·')}학년`);
  if (p.eligibleStatusCds.length) lines.push(`학적: ${names.status}`);
  return lines.length ? lines : ['전체 학생'];
}

/** Seats taken and students waiting, per programme. */
async function occupancy(programIds: number[]) {
  const out = new Map<number, { seatsTaken: number; waiting: number }>();
  if (!programIds.length) return out;
  const db = await getDb();
  const rows = await db
    .select({ programId: appls.programId, status: appls.status, n: count() })
    .from(appls)
    .where(and(inArray(appls.programId, programIds), inArray(appls.status, LIVE_STATUSES)))
    .groupBy(appls.programId, appls.status);
  for (const r of rows) {
    const o = out.get(r.programId) ?? { seatsTaken: 0, waiting: 0 };
    if (r.status === 'WAITING') o.waiting += Number(r.n);
    else o.seatsTaken += Number(r.n);
    out.set(r.programId, o);
  }
  return out;
}

/** One test of a phase rule in SQL (the same comparisons as phaseTestHolds). */
function phaseTestSql(t: PhaseTest, today: string): SQL {
  if ('closed' in t) return sql`${programs.closedAt} is not null`;
  const col = programs[t.day];
  switch (t.is) {
    case 'before':
      return sql`${col} < ${today}`;
    case 'onOrBefore':
      return sql`${col} <= ${today}`;
    case 'after':
      return sql`${col} > ${today}`;
    case 'onOrAfter':
      return sql`${col} >= ${today}`;
  }
}

const allOf = (tests: readonly PhaseTest[], today: string): SQL => (tests.length ? sql`(${sql.join(tests.map((t) => phaseTestSql(t, today)), sql` and `)})` : sql`true`);

/**
 * SQL of a phase, from the rules programPhase reads: a rule of this phase holds and no earlier rule
 * does. Filtering and paging happen in the database and always agree with the badge.
 */
export function phaseCondition(phase: ProgramPhase, today: string): SQL {
  const parts: SQL[] = [];
  PHASE_RULES.forEach((rule, i) => {
    if (rule.phase !== phase) return;
    const earlier = PHASE_RULES.slice(0, i).map((r) => allOf(r.tests, today));
    parts.push(earlier.length ? sql`(${allOf(rule.tests, today)} and not (${sql.join(earlier, sql` or `)}))` : allOf(rule.tests, today));
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

async function competencyNames() {
  const db = await getDb();
  const rows = await db.select({ competencyCd: competencies.competencyCd, korNm: competencies.korNm }).from(competencies);
  return new Map(rows.map((r) => [r.competencyCd, r.korNm]));
}

/** What the list and the detail show of the student's own live (or latest) application. */
async function ownApplications(studentId: string, programIds: number[]) {
  if (!programIds.length) return new Map<number, { applId: number; status: string; waitSeq: number | null }>();
  const db = await getDb();
  const rows = await db
    .select({ applId: appls.applId, programId: appls.programId, status: appls.status, waitSeq: appls.waitSeq })
    .from(appls)
    .where(and(eq(appls.studentId, studentId), inArray(appls.programId, programIds)))
    .orderBy(desc(appls.applId));
  const out = new Map<number, { applId: number; status: string; waitSeq: number | null }>();
  // The live application wins over an older cancelled or rejected one.
  for (const r of rows) {
    const had = out.get(r.programId);
    if (!had || (!LIVE_STATUSES.includes(had.status as CareerApplStatus) && LIVE_STATUSES.includes(r.status as CareerApplStatus))) out.set(r.programId, r);
  }
  return out;
}

/** The position of a waiting student: 1 = next to get a seat. */
export async function waitPosition(programId: number, waitSeq: number) {
  const db = await getDb();
  const [r] = await db
    .select({ n: count() })
    .from(appls)
    .where(and(eq(appls.programId, programId), eq(appls.status, 'WAITING'), lte(appls.waitSeq, waitSeq)));
  return Number(r.n);
}

/** The programme list of the student: search, filters, paging, with live seats and whether she may apply. */
export async function listPrograms(studentId: string, query: CareerProgramQuery, today = clock.today()) {
  const db = await getDb();
  const where: SQL[] = [eq(programs.useYn, 'Y')];
  if (query.keyword) {
    const t = likeTerm(query.keyword);
    where.push(or(ilike(programs.title, t), ilike(programs.summary, t), ilike(programs.description, t))!);
  }
  if (query.categoryCd) where.push(eq(programs.categoryCd, query.categoryCd));
  if (query.competencyCd) where.push(sql`${programs.competencyCds} @> ${JSON.stringify([query.competencyCd])}::jsonb`);
  if (query.phase) where.push(phaseCondition(query.phase, today));
  // Overlap of the run period with [from, to].
  if (query.from) where.push(gte(programs.runEndDt, query.from));
  if (query.to) where.push(lte(programs.runStartDt, query.to));
  if (query.bookmarked === 'Y')
    where.push(inArray(programs.programId, db.select({ id: bookmarks.programId }).from(bookmarks).where(eq(bookmarks.studentId, studentId))));
  const cond = and(...where);
  const [[{ total }], rows, facts, codes, compNames] = await Promise.all([
    db.select({ total: count() }).from(programs).where(cond),
    db
      .select()
      .from(programs)
      .where(cond)
      // Programmes still taking applications first, then by the closing day.
      .orderBy(sql`case when ${programs.applyEndDt} >= ${today} then 0 else 1 end`, asc(programs.applyEndDt), desc(programs.programId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    studentFacts(studentId),
    codeNames(),
    competencyNames(),
  ]);
  const ids = rows.map((r) => r.programId);
  const [occ, own, marks] = await Promise.all([
    occupancy(ids),
    ownApplications(studentId, ids),
    ids.length ? db.select({ programId: bookmarks.programId }).from(bookmarks).where(and(eq(bookmarks.studentId, studentId), inArray(bookmarks.programId, ids))) : Promise.resolve([]),
  ]);
  const marked = new Set(marks.map((m) => m.programId));
  const list = await Promise.all(
    rows.map(async (p) => {
      const o = occ.get(p.programId) ?? { seatsTaken: 0, waiting: 0 };
      const mine = own.get(p.programId) ?? null;
      const phase = programPhase(p, today);
      const refusals = eligibilityRefusals(p, facts, await ruleNames(p));
      return {
        programId: p.programId,
        title: p.title,
        summary: p.summary,
        categoryCd: p.categoryCd,
        categoryNm: codes.get(`CAREER_CAT:${p.categoryCd}`) ?? p.categoryCd,
        competencies: p.competencyCds.map((c) => ({ competencyCd: c, korNm: compNames.get(c) ?? c })),
        mileage: p.mileage,
        capacity: p.capacity,
        seatsTaken: o.seatsTaken,
        waiting: o.waiting,
        applyStartDt: p.applyStartDt,
        applyEndDt: p.applyEndDt,
        runStartDt: p.runStartDt,
        runEndDt: p.runEndDt,
        phase,
        phaseNm: PHASE_LABELS[phase],
        eligible: refusals.length === 0,
        ineligibleReasons: refusals.map((r) => r.message),
        bookmarked: marked.has(p.programId),
        myStatus: mine ? (LIVE_STATUSES.includes(mine.status as CareerApplStatus) ? mine.status : null) : null,
        myStatusNm: mine && LIVE_STATUSES.includes(mine.status as CareerApplStatus) ? careerStatusLabel(mine.status) : null,
      };
    }),
  );
  return { list, totalCnt: Number(total), page: query.page, size: query.size, today };
}

export async function loadProgram(programId: number) {
  const db = await getDb();
  const [p] = await db.select().from(programs).where(eq(programs.programId, programId));
  if (!p || p.useYn !== 'Y') throw new HttpError(404, NOT_FOUND);
  return p;
}

/** Every reason the student may not apply now, in the order the page shows them. */
export function applyRefusals(p: ProgramRow, facts: StudentFacts, names: Awaited<ReturnType<typeof ruleNames>>, hasLive: boolean, seatsTaken: number, waiting: number, today: string): Refusal[] {
  const out: Refusal[] = [];
  const w = windowRefusal(p, today);
  if (w) out.push(w);
  if (hasLive) out.push({ code: 'DUPLICATE', message: '이미 신청한 프로그램입니다.' });
  out.push(...eligibilityRefusals(p, facts, names));
  if (seatsTaken >= p.capacity && waiting >= p.waitlistCapacity) out.push({ code: 'FULL', message: `정원(${p.capacity}명)과 대기 인원(${p.waitlistCapacity}명)이 모두 찼습니다.` });
  return out;
}

/** One programme for the student: description, sessions, live seats, her application and what she may do. */
export async function programDetail(studentId: string, programId: number, today = clock.today()) {
  const db = await getDb();
  const p = await loadProgram(programId);
  const [sessionRows, facts, names, occ, own, mark, codes, compNames, manager, summary] = await Promise.all([
    db.select().from(sessions).where(eq(sessions.programId, programId)).orderBy(asc(sessions.seq)),
    studentFacts(studentId),
    ruleNames(p),
    occupancy([programId]),
    ownApplications(studentId, [programId]),
    db.select().from(bookmarks).where(and(eq(bookmarks.studentId, studentId), eq(bookmarks.programId, programId))),
    codeNames(),
    competencyNames(),
    db.select({ korNm: users.korNm, telNo: users.telNo }).from(users).where(eq(users.userId, p.managerId)),
    eligibilitySummary(p),
  ]);
  const o = occ.get(programId) ?? { seatsTaken: 0, waiting: 0 };
  const mine = own.get(programId) ?? null;
  const live = !!mine && LIVE_STATUSES.includes(mine.status as CareerApplStatus);
  const refusals = applyRefusals(p, facts, names, live, o.seatsTaken, o.waiting, today);
  const phase = programPhase(p, today);
  return {
    programId: p.programId,
    title: p.title,
    summary: p.summary,
    description: p.description,
    categoryCd: p.categoryCd,
    categoryNm: codes.get(`CAREER_CAT:${p.categoryCd}`) ?? p.categoryCd,
    competencies: p.competencyCds.map((c) => ({ competencyCd: c, korNm: compNames.get(c) ?? c })),
    mileage: p.mileage,
    capacity: p.capacity,
    waitlistCapacity: p.waitlistCapacity,
    seatsTaken: o.seatsTaken,
    waiting: o.waiting,
    autoApprove: p.autoApprove,
    applyStartDt: p.applyStartDt,
    applyEndDt: p.applyEndDt,
    runStartDt: p.runStartDt,
    runEndDt: p.runEndDt,
    place: p.place,
    completionRule: { minAttendPct: p.minAttendPct, reportsRequired: p.reportsRequired, testPassMark: p.testPassMark },
    managerNm: manager[0]?.korNm ?? null,
    managerTel: manager[0]?.telNo ?? null,
    eligibility: summary,
    sessions: sessionRows.map((s) => ({ sessionId: s.sessionId, seq: s.seq, title: s.title, sessionDt: s.sessionDt, startTm: s.startTm, endTm: s.endTm, place: s.place ?? p.place })),
    phase,
    phaseNm: PHASE_LABELS[phase],
    bookmarked: mark.length > 0,
    myApplication: mine
      ? {
          applId: mine.applId,
          status: mine.status,
          statusNm: careerStatusLabel(mine.status),
          waitPosition: mine.status === 'WAITING' && mine.waitSeq !== null ? await waitPosition(programId, mine.waitSeq) : null,
          canCancel: cancelRefusal(mine.status, p, today) === null,
        }
      : null,
    canApply: refusals.length === 0,
    /** When she may apply: whether she would get a seat or a place on the waiting list. */
    applyAs: (refusals.length ? null : o.seatsTaken < p.capacity ? 'SEAT' : 'WAITING') as 'SEAT' | 'WAITING' | null,
    refusals: refusals.map((r) => r.message),
    today,
  };
}
