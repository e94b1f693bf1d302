// Career programmes as staff write them: what the edit form starts from and offers, and creating or
// saving a programme with its sessions (codes checked; seats a larger capacity frees go to the
// waiting list at once). Who may do it is managed.ts.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { announcePromotions, promoteWaiting } from './applications';
import { managed, programReach } from './managed';
import { SEAT_STATUSES } from '../../career/programs';
import type { ProgramInput } from '../../schemas/career';
import type { Actor } from '../../users';

const { careerPrograms: programs, careerProgramSessions: sessions, careerApplications: appls, careerAttendance: attendance, competencies, comCodes } = schema;

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
