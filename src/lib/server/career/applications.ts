// A student's career programme applications: applying (a seat, the waiting list or a refusal, under a
// lock on the programme), cancelling (which promotes the first waiting student), bookmarks and her
// own applications with their history. Staff changes write history through record() too.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { codeNames } from '../org/names';
import { notifyUser } from '../messages/service';
import * as clock from '../clock';
import {
  CANCELLABLE,
  LIVE_STATUSES,
  SEAT_STATUSES,
  cancelRefusal,
  careerStatusLabel,
  type CareerApplStatus,
} from '../../career/programs';
import type { CareerApplyInput } from '../../schemas/career';

import { NOT_FOUND, applyRefusals, loadProgram, ruleNames, studentFacts, waitPosition, type ProgramRow, type Tx } from './programs';

const { careerPrograms: programs, careerApplications: appls, careerApplicationHistory: history, careerBookmarks: bookmarks, users } = schema;

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
