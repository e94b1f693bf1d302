// Career programmes for the staff who run them: create and edit, review applications and the
// waiting list, keep attendance, and the roster as Excel; closing is close.ts. A PROGRAM_MANAGER sees the
// programmes she manages; PROGRAM_ADMIN holders and admins see all (decision 046). A programme she
// may not run answers 404, as for a missing one; lists and new programmes without either role 403.
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
import type { AttendanceInput, CareerDecisionInput, ProgramInput, StaffProgramQuery } from '../../schemas/career';
import type { Actor } from '../../users';

const { careerPrograms: programs, careerProgramSessions: sessions, careerApplications: appls, careerAttendance: attendance, careerCertificates: certs, competencies, comCodes, users } = schema;


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

/** What the edit form starts from. */
export async function programForEdit(actor: Actor, programId: number) {
  const p = await managed(actor, programId, undefined, false, 'read');
  const db = await getDb();
  const rows = await db.select().from(sessions).where(eq(sessions.programId, programId)).orderBy(asc(sessions.seq));
  return { program: p, sessions: rows };
}

/** The choices of the programme form: categories, competencies, colleges, departments and statuses. */
export async function programFormOptions() {
  const db = await getDb();
  const [codes, comps, depts] = await Promise.all([
    db
      .select({ grpCd: comCodes.grpCd, comCd: comCodes.comCd, comNm: comCodes.comCdNm })
      .from(comCodes)
      .where(and(inArray(comCodes.grpCd, ['CAREER_CAT', 'SHREG_ST']), eq(comCodes.useYn, 'Y')))
      .orderBy(asc(comCodes.sortOrd)),
    db.select({ competencyCd: competencies.competencyCd, korNm: competencies.korNm }).from(competencies).orderBy(asc(competencies.competencyCd)),
    db.select({ deptCd: schema.depts.deptCd, deptNm: schema.depts.deptNm, deptDiv: schema.depts.deptDiv }).from(schema.depts).where(inArray(schema.depts.deptDiv, ['COLG', 'HAKGUA'])).orderBy(asc(schema.depts.sortOrd), asc(schema.depts.deptCd)),
  ]);
  return {
    categories: codes.filter((c) => c.grpCd === 'CAREER_CAT').map((c) => ({ value: c.comCd, label: c.comNm })),
    statuses: codes.filter((c) => c.grpCd === 'SHREG_ST').map((c) => ({ value: c.comCd, label: c.comNm })),
    competencies: comps.map((c) => ({ value: c.competencyCd, label: c.korNm })),
    colleges: depts.filter((d) => d.deptDiv === 'COLG').map((d) => ({ value: d.deptCd, label: d.deptNm })),
    departments: depts.filter((d) => d.deptDiv === 'HAKGUA').map((d) => ({ value: d.deptCd, label: d.deptNm })),
  };
}

/** Codes the form sent must exist: a made-up category or competency is a field error, not a stored row. */
async function checkCodes(input: ProgramInput) {
  const o = await programFormOptions();
  const bad: Record<string, string> = {};
  const known = (list: { value: string }[], cds: string[]) => cds.every((c) => list.some((x) => x.value === c));
  if (!known(o.categories, [input.categoryCd])) bad.categoryCd = '분류를 선택해 주세요.';
  if (!known(o.competencies, input.competencyCds)) bad.competencyCds = '없는 역량이 있습니다.';
  if (!known(o.colleges, input.eligibleColgCds)) bad.eligibleColgCds = '없는 단과대학이 있습니다.';
  if (!known(o.departments, input.eligibleDeptCds)) bad.eligibleDeptCds = '없는 학과가 있습니다.';
  if (!known(o.statuses, input.eligibleStatusCds)) bad.eligibleStatusCds = '없는 학적 상태가 있습니다.';
  if (Object.keys(bad).length) throw new HttpError(400, Object.values(bad)[0], bad);
}

const columnsOf = (input: ProgramInput) => ({
  title: input.title,
  categoryCd: input.categoryCd,
  summary: input.summary,
  description: input.description,
  competencyCds: input.competencyCds,
  mileage: input.mileage,
  eligibleColgCds: input.eligibleColgCds,
  eligibleDeptCds: input.eligibleDeptCds,
  eligibleGrades: [...new Set(input.eligibleGrades)].sort(),
  eligibleStatusCds: input.eligibleStatusCds,
  capacity: input.capacity,
  waitlistCapacity: input.waitlistCapacity,
  autoApprove: input.autoApprove,
  applyStartDt: input.applyStartDt,
  applyEndDt: input.applyEndDt,
  runStartDt: input.runStartDt,
  runEndDt: input.runEndDt,
  place: input.place ?? null,
  minAttendPct: input.minAttendPct,
  reportsRequired: input.reportsRequired ?? 0,
});

const sessionRows = (programId: number, input: ProgramInput) =>
  [...input.sessions]
    .sort((a, b) => (a.sessionDt + a.startTm).localeCompare(b.sessionDt + b.startTm))
    .map((s, i) => ({ programId, seq: i + 1, title: s.title, sessionDt: s.sessionDt, startTm: s.startTm, endTm: s.endTm, place: s.place ?? null }));

/** A new programme, managed by its author, with its sessions in date order. */
export async function createProgram(actor: Actor, input: ProgramInput, ip: string | null = null) {
  await programReach(actor, 'manage');
  await checkCodes(input);
  const db = await getDb();
  const programId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(programs)
      .values({ ...columnsOf(input), managerId: actor.userId })
      .returning({ programId: programs.programId });
    await tx.insert(sessions).values(sessionRows(row.programId, input));
    return row.programId;
  });
  await audit({ actorId: actor.userId, action: 'career.program.create', targetType: 'career_program', targetId: String(programId), detail: { title: input.title }, ip });
  return { programId };
}

/**
 * Saves an edit. Sessions are matched by their order: kept sessions keep their attendance, and a
 * session that already has attendance cannot be dropped. More seats go to the waiting list at once.
 */
export async function updateProgram(actor: Actor, programId: number, input: ProgramInput, ip: string | null = null) {
  await checkCodes(input);
  const db = await getDb();
  const promoted = await db.transaction(async (tx) => {
    const p = await managed(actor, programId, tx, true);
    if (p.closedAt) throw new HttpError(409, '마감된 프로그램은 수정할 수 없습니다.');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(appls)
      .where(and(eq(appls.programId, programId), inArray(appls.status, SEAT_STATUSES)));
    if (input.capacity < Number(n)) throw new HttpError(400, `정원은 이미 자리를 받은 ${Number(n)}명보다 적을 수 없습니다.`, { capacity: `${Number(n)}명 이상으로 입력해 주세요.` });
    const wanted = sessionRows(programId, input);
    const existing = await tx.select({ sessionId: sessions.sessionId, seq: sessions.seq }).from(sessions).where(eq(sessions.programId, programId));
    const dropped = existing.filter((s) => s.seq > wanted.length);
    if (dropped.length) {
      const [{ marks }] = await tx.select({ marks: count() }).from(attendance).where(inArray(attendance.sessionId, dropped.map((s) => s.sessionId)));
      if (Number(marks)) throw new HttpError(409, '출석이 기록된 회차는 삭제할 수 없습니다.', { sessions: '출석이 기록된 회차는 삭제할 수 없습니다.' });
      await tx.delete(sessions).where(inArray(sessions.sessionId, dropped.map((s) => s.sessionId)));
    }
    for (const s of wanted) {
      await tx
        .insert(sessions)
        .values(s)
        .onConflictDoUpdate({ target: [sessions.programId, sessions.seq], set: { title: s.title, sessionDt: s.sessionDt, startTm: s.startTm, endTm: s.endTm, place: s.place } });
    }
    const [updated] = await tx
      .update(programs)
      .set({ ...columnsOf(input), updatedAt: sql`now()` })
      .where(eq(programs.programId, programId))
      .returning();
    return promoteWaiting(tx, updated, actor.userId);
  });
  await audit({ actorId: actor.userId, action: 'career.program.update', targetType: 'career_program', targetId: String(programId), detail: { title: input.title, promoted: promoted.map((w) => w.applId) }, ip });
  await announcePromotions(promoted);
  return { programId, promoted: promoted.length };
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
