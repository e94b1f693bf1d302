// Career programmes for students: the list with live seats and eligibility, one programme,
// applying (seat, waiting list or refusal), cancelling (which promotes the first waiting student),
// bookmarks and the student's own applications with their history.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { codeNames, deptNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { notifyUser } from '../messages/service';
import * as clock from '../clock';
import { isDiv } from '../../users';
import {
  CANCELLABLE,
  LIVE_STATUSES,
  PHASE_LABELS,
  PHASE_RULES,
  SEAT_STATUSES,
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
import type { CareerApplyInput, CareerProgramQuery } from '../../schemas/career';

const { careerPrograms: programs, careerProgramSessions: sessions, careerApplications: appls, careerApplicationHistory: history, careerBookmarks: bookmarks, competencies, users } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ProgramRow = typeof programs.$inferSelect;

const NOT_FOUND = '프로그램을 찾을 수 없습니다.';

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
async function ruleNames(p: Pick<ProgramRow, 'eligibleColgCds' | 'eligibleDeptCds' | 'eligibleStatusCds'>) {
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
async function waitPosition(programId: number, waitSeq: number) {
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

async function loadProgram(programId: number) {
  const db = await getDb();
  const [p] = await db.select().from(programs).where(eq(programs.programId, programId));
  if (!p || p.useYn !== 'Y') throw new HttpError(404, NOT_FOUND);
  return p;
}

/** Every reason the student may not apply now, in the order the page shows them. */
function applyRefusals(p: ProgramRow, facts: StudentFacts, names: Awaited<ReturnType<typeof ruleNames>>, hasLive: boolean, seatsTaken: number, waiting: number, today: string): Refusal[] {
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

/** Writes one step of an application's history (students' and staff's changes alike). */
export async function record(tx: Tx, applId: number, fromStatus: string | null, toStatus: string, actorId: string | null, note: string | null = null) {
  await tx.insert(history).values({ applId, fromStatus, toStatus, actorId, note });
}

/**
 * Applies. The programme row is locked while seats and the waiting list are counted, so parallel
 * applications are served one at a time and never take more seats than there are; the partial
 * unique index career_appl_once is the last guard when two requests of the same student meet.
 */
export async function applyToProgram(student: { userId: string }, programId: number, input: CareerApplyInput, ip: string | null = null, today = clock.today()) {
  const facts = await studentFacts(student.userId);
  const db = await getDb();
  let created: { applId: number; status: string; waitPosition: number | null; title: string };
  try {
    created = await db.transaction(async (tx) => {
      const [p] = await tx.select().from(programs).where(eq(programs.programId, programId)).for('update');
      if (!p || p.useYn !== 'Y') throw new HttpError(404, NOT_FOUND);
      const live = await tx
        .select({ studentId: appls.studentId, status: appls.status, waitSeq: appls.waitSeq })
        .from(appls)
        .where(and(eq(appls.programId, programId), inArray(appls.status, LIVE_STATUSES)));
      const seatsTaken = live.filter((a) => a.status !== 'WAITING').length;
      const waiting = live.filter((a) => a.status === 'WAITING');
      const refusals = applyRefusals(p, facts, await ruleNames(p), live.some((a) => a.studentId === student.userId), seatsTaken, waiting.length, today);
      if (refusals.length) {
        const status = refusals.some((r) => r.code === 'DUPLICATE' || r.code === 'FULL') ? 409 : 400;
        throw new HttpError(status, refusals[0].message, { programId: refusals.map((r) => r.message).join(' ') });
      }
      const hasSeat = seatsTaken < p.capacity;
      const status: CareerApplStatus = hasSeat ? (p.autoApprove ? 'APPROVED' : 'APPLIED') : 'WAITING';
      // The waiting order only grows, so a cancelled place is never handed to a later applicant.
      const waitSeq = hasSeat ? null : await nextWaitSeq(tx, programId);
      const [row] = await tx
        .insert(appls)
        .values({ programId, studentId: student.userId, status, waitSeq, motivation: input.motivation ?? null })
        .returning({ applId: appls.applId, status: appls.status });
      await record(tx, row.applId, null, status, student.userId, hasSeat ? null : '정원이 차서 대기자로 등록되었습니다.');
      return { ...row, waitPosition: hasSeat ? null : waiting.length + 1, title: p.title };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '이미 신청한 프로그램입니다.', { programId: '이미 신청한 프로그램입니다.' });
    throw err;
  }
  await audit({ actorId: student.userId, action: 'career.apply', targetType: 'career_application', targetId: String(created.applId), detail: { programId, status: created.status }, ip });
  return { applId: created.applId, status: created.status, statusNm: careerStatusLabel(created.status), waitPosition: created.waitPosition };
}

async function nextWaitSeq(tx: Tx, programId: number) {
  const [r] = await tx.select({ max: sql<number | null>`max(${appls.waitSeq})` }).from(appls).where(eq(appls.programId, programId));
  return Number(r.max ?? 0) + 1;
}

export interface Promotion {
  applId: number;
  studentId: string;
  status: string;
  programId: number;
  title: string;
}

/**
 * Gives free seats to the first waiting students, in waiting order. Call inside the transaction
 * that freed the seat, with the programme row locked; send the messages after it commits.
 */
export async function promoteWaiting(tx: Tx, p: ProgramRow, actorId: string | null): Promise<Promotion[]> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(appls)
    .where(and(eq(appls.programId, p.programId), inArray(appls.status, SEAT_STATUSES)));
  const free = p.capacity - Number(n);
  if (free <= 0) return [];
  const next = await tx
    .select({ applId: appls.applId, studentId: appls.studentId })
    .from(appls)
    .where(and(eq(appls.programId, p.programId), eq(appls.status, 'WAITING')))
    .orderBy(asc(appls.waitSeq), asc(appls.applId))
    .limit(free);
  const to: CareerApplStatus = p.autoApprove ? 'APPROVED' : 'APPLIED';
  for (const w of next) {
    await tx.update(appls).set({ status: to, waitSeq: null, updatedAt: sql`now()` }).where(eq(appls.applId, w.applId));
    await record(tx, w.applId, 'WAITING', to, actorId, '빈자리가 생겨 대기에서 올라왔습니다.');
  }
  return next.map((w) => ({ ...w, status: to, programId: p.programId, title: p.title }));
}

/** Tells each promoted student, by portal message, that she has a seat now. */
export async function announcePromotions(promoted: Promotion[]) {
  for (const w of promoted) {
    const how = w.status === 'APPROVED' ? '신청이 승인되었습니다' : '신청 접수로 바뀌었고 담당자 승인을 기다립니다';
    await notifyUser(w.studentId, `[진로활동] ${w.title} 대기 순번이 올라왔습니다`, `빈자리가 생겨 대기 중이던 「${w.title}」 ${how}. 나의 비교과에서 확인해 주세요: /user/futuredesign/myecp`, {
      category: 'PROGRAM', href: '/user/futuredesign/myecp', userDef1: 'CAREER_APPL',
      userDef2: String(w.programId),
    });
  }
}

/** The student cancels her own application within the period; a freed seat goes to the first waiting student. */
export async function cancelApplication(student: { userId: string }, applId: number, ip: string | null = null, today = clock.today()) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [own] = await tx.select({ programId: appls.programId, studentId: appls.studentId }).from(appls).where(eq(appls.applId, applId));
    if (!own || own.studentId !== student.userId) throw new HttpError(404, '신청 내역을 찾을 수 없습니다.');
    // Lock the programme first (the same order as applying), then read the application's state.
    const [p] = await tx.select().from(programs).where(eq(programs.programId, own.programId)).for('update');
    const [row] = await tx.select({ status: appls.status }).from(appls).where(eq(appls.applId, applId)).for('update');
    const refusal = cancelRefusal(row.status, p, today);
    if (refusal) throw new HttpError(400, refusal);
    await tx.update(appls).set({ status: 'CANCELLED', waitSeq: null, updatedAt: sql`now()` }).where(eq(appls.applId, applId));
    await record(tx, applId, row.status, 'CANCELLED', student.userId, '본인 취소');
    const promoted = row.status === 'WAITING' ? [] : await promoteWaiting(tx, p, null);
    return { from: row.status, programId: p.programId, promoted };
  });
  await audit({ actorId: student.userId, action: 'career.cancel', targetType: 'career_application', targetId: String(applId), detail: { programId: result.programId, from: result.from, promoted: result.promoted.map((w) => w.applId) }, ip });
  await announcePromotions(result.promoted);
  return { applId, status: 'CANCELLED', statusNm: careerStatusLabel('CANCELLED') };
}

/** Adds or removes a bookmark; only programmes on offer can be bookmarked. */
export async function setBookmark(studentId: string, programId: number, on: boolean) {
  await loadProgram(programId);
  const db = await getDb();
  if (on) await db.insert(bookmarks).values({ studentId, programId }).onConflictDoNothing();
  else await db.delete(bookmarks).where(and(eq(bookmarks.studentId, studentId), eq(bookmarks.programId, programId)));
  return { programId, bookmarked: on };
}

/** The student's applications with the history of each, newest first. */
export async function myApplications(studentId: string, today = clock.today()) {
  const db = await getDb();
  const rows = await db
    .select({
      applId: appls.applId,
      programId: appls.programId,
      status: appls.status,
      waitSeq: appls.waitSeq,
      reviewNote: appls.reviewNote,
      createdAt: appls.createdAt,
      title: programs.title,
      categoryCd: programs.categoryCd,
      mileage: programs.mileage,
      applyStartDt: programs.applyStartDt,
      applyEndDt: programs.applyEndDt,
      runStartDt: programs.runStartDt,
      runEndDt: programs.runEndDt,
    })
    .from(appls)
    .innerJoin(programs, eq(programs.programId, appls.programId))
    .where(eq(appls.studentId, studentId))
    .orderBy(desc(appls.createdAt), desc(appls.applId));
  const ids = rows.map((r) => r.applId);
  const steps = ids.length
    ? await db
        .select({ applId: history.applId, fromStatus: history.fromStatus, toStatus: history.toStatus, note: history.note, createdAt: history.createdAt, actorId: history.actorId, actorNm: users.korNm })
        .from(history)
        .leftJoin(users, eq(users.userId, history.actorId))
        .where(inArray(history.applId, ids))
        .orderBy(asc(history.createdAt), asc(history.histId))
    : [];
  const codes = await codeNames();
  return Promise.all(
    rows.map(async (r) => ({
      ...r,
      statusNm: careerStatusLabel(r.status),
      categoryNm: codes.get(`CAREER_CAT:${r.categoryCd}`) ?? r.categoryCd,
      waitPosition: r.status === 'WAITING' && r.waitSeq !== null ? await waitPosition(r.programId, r.waitSeq) : null,
      canCancel: CANCELLABLE.includes(r.status as CareerApplStatus) && cancelRefusal(r.status, r, today) === null,
      history: steps
        .filter((s) => s.applId === r.applId)
        .map((s) => ({
          fromStatus: s.fromStatus,
          toStatus: s.toStatus,
          toStatusNm: careerStatusLabel(s.toStatus),
          note: s.note,
          at: s.createdAt,
          // Staff names are shown; the student's own steps read "본인".
          actorNm: s.actorId === studentId ? '본인' : s.actorId ? (s.actorNm ?? '담당자') : '시스템',
        })),
    })),
  );
}
