// Career programmes for the staff who run them: the list, review of applications and the waiting
// list, attendance, and the roster as Excel; creating and editing is program-edit.ts, closing is
// close.ts. A PROGRAM_MANAGER sees the programmes she manages; PROGRAM_ADMIN holders and admins see
// all (decision 046). A programme she may not run answers 404, as for a missing one; lists and new
// programmes without either role 403.
import ExcelJS from 'exceljs';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { codeNames, deptNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { notifyUser } from '../messages/service';
import { publishActivity, withdrawActivity } from '../activity/events';
import { josa } from '../../text/josa';
import { issueCertificate, revokeCertificate } from './certificates';
import { phaseCondition } from './programs';
import { announcePromotions, promoteWaiting, record, type Promotion } from './applications';
import { offerProgramSatisfaction, programSurveys } from '../surveys/program-satisfaction';
import { managed, programReach } from './managed';
import * as clock from '../clock';
import { closeRefusal, completionEvent } from './close';
import { PARTICIPANT_STATUSES, PHASE_LABELS, SEAT_STATUSES, STAFF_ACTIONS, careerStatusLabel, completionOf, programPhase, staffActionsFor, type CareerApplStatus, type StaffAction } from '../../career/programs';
import type { AttendanceInput, CareerDecisionInput, StaffProgramQuery } from '../../schemas/career';
import type { Actor } from '../../users';

const { careerPrograms: programs, careerProgramSessions: sessions, careerApplications: appls, careerAttendance: attendance, careerCertificates: certs, users } = schema;


const APPL_NOT_FOUND = '신청 내역을 찾을 수 없습니다.';

export { managed };

/** The programmes of this staff member (all of them for the programme admin), with their figures. */
export async function staffPrograms(actor: Actor, query: StaffProgramQuery, today = clock.today()) {
  const all = (await programReach(actor, 'read')) === 'all';
  const db = await getDb();
  const where = [eq(programs.useYn, 'Y')];
  if (!all) where.push(eq(programs.managerId, actor.userId));
  if (query.keyword) where.push(or(ilike(programs.title, likeTerm(query.keyword)), ilike(programs.summary, likeTerm(query.keyword)))!);
  // The phase filter is the SQL of the same rules the badge reads (phaseCondition).
  if (query.phase) where.push(phaseCondition(query.phase, today));
  const [[{ total }], pageRows] = await Promise.all([
    db.select({ total: count() }).from(programs).where(and(...where)),
    db
      .select({ p: programs, managerNm: users.korNm })
      .from(programs)
      .innerJoin(users, eq(users.userId, programs.managerId))
      .where(and(...where))
      .orderBy(desc(programs.runStartDt), desc(programs.programId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  const ids = pageRows.map((r) => r.p.programId);
  const counts = ids.length
    ? await db
        .select({ programId: appls.programId, status: appls.status, n: count() })
        .from(appls)
        .where(inArray(appls.programId, ids))
        .groupBy(appls.programId, appls.status)
    : [];
  const codes = await codeNames();
  const list = pageRows.map(({ p, managerNm }) => {
    const of = (s: CareerApplStatus[]) => counts.filter((c) => c.programId === p.programId && s.includes(c.status as CareerApplStatus)).reduce((a, c) => a + Number(c.n), 0);
    const phase = programPhase(p, today);
    return {
      programId: p.programId,
      title: p.title,
      categoryNm: codes.get(`CAREER_CAT:${p.categoryCd}`) ?? p.categoryCd,
      managerNm,
      applyStartDt: p.applyStartDt,
      applyEndDt: p.applyEndDt,
      runStartDt: p.runStartDt,
      runEndDt: p.runEndDt,
      phase,
      phaseNm: PHASE_LABELS[phase],
      capacity: p.capacity,
      seatsTaken: of(SEAT_STATUSES),
      toReview: of(['APPLIED']),
      waiting: of(['WAITING']),
      completed: of(['COMPLETED']),
      closed: !!p.closedAt,
    };
  });
  return { list, totalCnt: Number(total), page: query.page, size: query.size, seesAll: all };
}

/** Everyone who applied, in the order staff work through them, with attendance per session. */
export async function roster(actor: Actor, programId: number, today = clock.today()) {
  const p = await managed(actor, programId, undefined, false, 'read');
  const db = await getDb();
  const [rows, sessionList, depts] = await Promise.all([
    db
      .select({
        applId: appls.applId,
        studentId: appls.studentId,
        korNm: users.korNm,
        hakguaCd: users.hakguaCd,
        gradeCd: users.gradeCd,
        status: appls.status,
        waitSeq: appls.waitSeq,
        motivation: appls.motivation,
        reviewNote: appls.reviewNote,
        createdAt: appls.createdAt,
        certNo: certs.certNo,
        certRevoked: certs.revokedAt,
      })
      .from(appls)
      .innerJoin(users, eq(users.userId, appls.studentId))
      .leftJoin(certs, eq(certs.applId, appls.applId))
      .where(eq(appls.programId, programId))
      .orderBy(sql`case ${appls.status} when 'APPLIED' then 0 when 'WAITING' then 2 when 'CANCELLED' then 4 when 'REJECTED' then 4 else 1 end`, asc(appls.waitSeq), asc(appls.createdAt), asc(appls.applId)),
    db.select().from(sessions).where(eq(sessions.programId, programId)).orderBy(asc(sessions.seq)),
    deptNames(),
  ]);
  const marks = rows.length
    ? await db
        .select({ applId: attendance.applId, sessionId: attendance.sessionId, present: attendance.present, method: attendance.method })
        .from(attendance)
        .where(inArray(attendance.applId, rows.map((r) => r.applId)))
    : [];
  const closed = !!p.closedAt;
  let waitPos = 0;
  const list = rows.map((r) => {
    const mine = marks.filter((m) => m.applId === r.applId);
    const attended = mine.filter((m) => m.present).length;
    const participant = PARTICIPANT_STATUSES.includes(r.status as CareerApplStatus);
    return {
      applId: r.applId,
      studentId: r.studentId,
      korNm: r.korNm,
      deptNm: r.hakguaCd ? (depts.get(r.hakguaCd) ?? r.hakguaCd) : null,
      grade: r.gradeCd,
      status: r.status,
      statusNm: careerStatusLabel(r.status),
      waitPosition: r.status === 'WAITING' ? ++waitPos : null,
      motivation: r.motivation,
      reviewNote: r.reviewNote,
      appliedAt: r.createdAt,
      participant,
      attendance: Object.fromEntries(mine.map((m) => [m.sessionId, m.present])) as Record<number, boolean>,
      completion: participant ? completionOf({ sessions: sessionList.length, attended, minAttendPct: p.minAttendPct }) : null,
      certNo: r.certNo && !r.certRevoked ? r.certNo : null,
      actions: staffActionsFor(r.status, closed).map((a) => ({ action: a, label: STAFF_ACTIONS[a].label })),
    };
  });
  const phase = programPhase(p, today);
  const lastSession = sessionList.at(-1)?.sessionDt ?? p.runEndDt;
  return {
    program: { ...p, phase, phaseNm: PHASE_LABELS[phase] },
    sessions: sessionList.map((s) => ({ sessionId: s.sessionId, seq: s.seq, title: s.title, sessionDt: s.sessionDt, startTm: s.startTm, endTm: s.endTm, held: s.sessionDt <= today, isToday: s.sessionDt === today })),
    list,
    closed,
    closeRefusal: closeRefusal(p, lastSession, today),
  };
}

/** One decision on one application; the student hears of it by portal message. */
export async function decide(actor: Actor, applId: number, input: CareerDecisionInput, ip: string | null = null) {
  const db = await getDb();
  const [own] = await db.select({ programId: appls.programId }).from(appls).where(eq(appls.applId, applId));
  if (!own) throw new HttpError(404, APPL_NOT_FOUND);
  const action = input.action as StaffAction;
  const rule = STAFF_ACTIONS[action];
  const result = await db.transaction(async (tx) => {
    // Programme first, then the application: the order applying and cancelling use.
    const p = await managed(actor, own.programId, tx, true, 'decide');
    const [a] = await tx.select().from(appls).where(eq(appls.applId, applId)).for('update');
    const allowed = staffActionsFor(a.status, !!p.closedAt);
    if (!allowed.includes(action)) {
      const when = action === 'COMPLETE' || action === 'NOT_COMPLETE' ? (p.closedAt ? '' : ' 이수 여부는 프로그램을 마감할 때 정해집니다.') : p.closedAt ? ' 마감된 프로그램입니다.' : '';
      throw new HttpError(409, `${careerStatusLabel(a.status)} 상태에서는 ${rule.label}할 수 없습니다.${when}`);
    }
    await tx
      .update(appls)
      .set({ status: rule.to, waitSeq: null, reviewNote: input.note ?? a.reviewNote, updatedAt: sql`now()` })
      .where(eq(appls.applId, applId));
    await record(tx, applId, a.status, rule.to, actor.userId, input.note ?? null);
    let promoted: Promotion[] = [];
    if (action === 'REJECT' && a.status !== 'WAITING') promoted = await promoteWaiting(tx, p, actor.userId);
    let certNo: string | null = null;
    if (action === 'COMPLETE') {
      certNo = await issueCertificate(tx, applId, Number(p.runEndDt.slice(0, 4)));
      await publishActivity(completionEvent(a.studentId, applId, p.title), tx);
    }
    if (action === 'NOT_COMPLETE') {
      await revokeCertificate(tx, applId);
      await withdrawActivity(completionEvent(a.studentId, applId, p.title), tx);
    }
    return { p, from: a.status, studentId: a.studentId, promoted, certNo };
  });
  await audit({ actorId: actor.userId, action: `career.decide.${action.toLowerCase()}`, targetType: 'career_application', targetId: String(applId), detail: { from: result.from, to: rule.to, note: input.note ?? null }, ip });
  const reason = input.note ? ` 사유: ${input.note}` : '';
  await notifyUser(result.studentId, `[진로활동] ${result.p.title} 신청이 ${rule.label}되었습니다`, `「${result.p.title}」 신청 상태가 ${josa(careerStatusLabel(rule.to), '으로/로')} 바뀌었습니다.${reason} 나의 비교과에서 확인해 주세요.`, {
    category: 'PROGRAM', userDef1: 'CAREER_APPL',
    userDef2: String(result.p.programId),
  });
  await announcePromotions(result.promoted);
  // A completion corrected after closing: she is offered the programme's satisfaction survey too.
  if (action === 'COMPLETE') {
    const open = (await programSurveys(result.p.programId)).find((s) => s.phase === 'OPEN' || s.phase === 'READY');
    if (open) await offerProgramSatisfaction([result.studentId], open, actor.userId);
  }
  return { applId, status: rule.to, statusNm: careerStatusLabel(rule.to), certNo: result.certNo, promoted: result.promoted.length };
}

/** Staff mark a participant present or absent at a session, until the programme is closed. */
export async function markAttendance(actor: Actor, programId: number, input: AttendanceInput, ip: string | null = null) {
  const db = await getDb();
  const p = await managed(actor, programId);
  if (p.closedAt) throw new HttpError(409, '마감된 프로그램의 출석은 바꿀 수 없습니다.');
  const [s] = await db.select().from(sessions).where(and(eq(sessions.sessionId, input.sessionId), eq(sessions.programId, programId)));
  if (!s) throw new HttpError(404, '회차를 찾을 수 없습니다.');
  const [a] = await db.select({ status: appls.status, studentId: appls.studentId }).from(appls).where(and(eq(appls.applId, input.applId), eq(appls.programId, programId)));
  if (!a) throw new HttpError(404, APPL_NOT_FOUND);
  if (!PARTICIPANT_STATUSES.includes(a.status as CareerApplStatus)) throw new HttpError(409, `${careerStatusLabel(a.status)} 상태인 신청자는 출석을 기록할 수 없습니다.`);
  await db
    .insert(attendance)
    .values({ sessionId: s.sessionId, applId: input.applId, present: input.present, method: 'STAFF', markedBy: actor.userId })
    .onConflictDoUpdate({ target: [attendance.sessionId, attendance.applId], set: { present: input.present, method: 'STAFF', markedBy: actor.userId, markedAt: sql`now()` } });
  await audit({ actorId: actor.userId, action: 'career.attendance', targetType: 'career_application', targetId: String(input.applId), detail: { sessionId: s.sessionId, present: input.present }, ip });
  return { sessionId: s.sessionId, applId: input.applId, present: input.present };
}

/** The roster with attendance and results as an Excel workbook (no motivations: they stay on screen). */
export async function rosterWorkbook(actor: Actor, programId: number) {
  await managed(actor, programId, undefined, false, 'export');
  const r = await roster(actor, programId);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('신청자');
  sheet.columns = [
    { header: '학번', key: 'studentId', width: 14 },
    { header: '이름', key: 'korNm', width: 10 },
    { header: '학과', key: 'deptNm', width: 18 },
    { header: '학년', key: 'grade', width: 6 },
    { header: '상태', key: 'statusNm', width: 8 },
    { header: '대기 순번', key: 'waitPosition', width: 9 },
    ...r.sessions.map((s) => ({ header: `${s.seq}회차 (${s.sessionDt})`, key: `s${s.sessionId}`, width: 14 })),
    { header: '출석률(%)', key: 'attendPct', width: 10 },
    { header: '이수증 번호', key: 'certNo', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const a of r.list) {
    sheet.addRow({
      studentId: a.studentId,
      korNm: a.korNm,
      deptNm: a.deptNm ?? '',
      grade: a.grade ?? '',
      statusNm: a.statusNm,
      waitPosition: a.waitPosition ?? '',
      ...Object.fromEntries(r.sessions.map((s) => [`s${s.sessionId}`, a.participant ? (a.attendance[s.sessionId] === undefined ? '' : a.attendance[s.sessionId] ? '출석' : '결석') : ''])),
      attendPct: a.completion?.attendPct ?? '',
      certNo: a.certNo ?? '',
    });
  }
  await audit({ actorId: actor.userId, action: 'career.roster.export', targetType: 'career_program', targetId: String(programId), detail: { rows: r.list.length } });
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), title: r.program.title };
}
