// Startup support, part one: the centre's introduction and team (editable data), and programmes and
// camps students apply to within the application period (seats counted under a lock on the
// programme row, so parallel applications for the last seat cannot both win). Startup spaces and
// their bookings are startup-spaces.ts.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { authorize } from '../auth/permissions';
import type { Action } from '../../permissions';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { isUniqueViolation } from '../db/errors';
import type { Actor } from '../../users';
import * as clock from '../clock';
import { PROGRAM_KIND_LABELS, PROGRAM_PHASE_LABELS, PROGRAM_PHASE_VARIANTS, programPhase, type ProgramKind } from '../../recruiting/startup';
import type { CentreInput, ProgramInput, StaffMemberInput } from '../../schemas/recruiting-startup';

const { startupCentre: centre, startupStaff: team, startupPrograms: programs, startupProgramAppls: appls, users } = schema;
type ProgramRow = typeof programs.$inferSelect;

export const NOT_FOUND_PROGRAM = '창업 프로그램을 찾을 수 없습니다.';
export const NOT_FOUND_SPACE = '창업공간을 찾을 수 없습니다.';
export const NOT_FOUND_BOOKING = '예약을 찾을 수 없습니다.';

/** The area's right from the permission table (decision 046): 403 without it. */
export async function requireStartupStaff(actor: Actor, action: Action = 'manage') {
  await authorize(actor, 'startup', action);
}

// ---------------------------------------------------------------------------------------------
// Centre and team

export const CENTRE_KEYS = ['INTRO', 'PLACE', 'HOURS', 'CONTACT'] as const;

export async function centreInfo() {
  const db = await getDb();
  const [rows, members] = await Promise.all([
    db.select().from(centre),
    db.select().from(team).where(eq(team.useYn, 'Y')).orderBy(asc(team.sortOrd), asc(team.staffId)),
  ]);
  const info = Object.fromEntries(CENTRE_KEYS.map((k) => [k, rows.find((r) => r.infoKey === k)?.content ?? ''])) as Record<(typeof CENTRE_KEYS)[number], string>;
  return { info, members };
}

export async function saveCentre(actor: Actor, input: CentreInput, ip: string | null = null) {
  await requireStartupStaff(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const k of CENTRE_KEYS) {
      await tx
        .insert(centre)
        .values({ infoKey: k, content: input[k], updatedBy: actor.userId })
        .onConflictDoUpdate({ target: centre.infoKey, set: { content: input[k], updatedBy: actor.userId, updatedAt: sql`now()` } });
    }
  });
  await audit({ actorId: actor.userId, action: 'startup.centre.update', targetType: 'startup_centre', targetId: 'centre', ip });
  return { saved: true };
}

const memberValues = (i: StaffMemberInput) => ({ korNm: i.korNm, roleNm: i.roleNm, duty: i.duty, phone: i.phone ?? null, email: i.email ?? null, sortOrd: i.sortOrd });

export async function addTeamMember(actor: Actor, input: StaffMemberInput, ip: string | null = null) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const [row] = await db.insert(team).values(memberValues(input)).returning({ staffId: team.staffId });
  await audit({ actorId: actor.userId, action: 'startup.staff.create', targetType: 'startup_staff', targetId: String(row.staffId), ip });
  return row;
}

export async function updateTeamMember(actor: Actor, staffId: number, input: StaffMemberInput, ip: string | null = null) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const done = await db.update(team).set(memberValues(input)).where(and(eq(team.staffId, staffId), eq(team.useYn, 'Y'))).returning({ staffId: team.staffId });
  if (!done.length) throw new HttpError(404, '담당자를 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'startup.staff.update', targetType: 'startup_staff', targetId: String(staffId), ip });
  return done[0];
}

export async function removeTeamMember(actor: Actor, staffId: number, ip: string | null = null) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const done = await db.update(team).set({ useYn: 'N' }).where(and(eq(team.staffId, staffId), eq(team.useYn, 'Y'))).returning({ staffId: team.staffId });
  if (!done.length) throw new HttpError(404, '담당자를 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'startup.staff.delete', targetType: 'startup_staff', targetId: String(staffId), ip });
  return done[0];
}

// ---------------------------------------------------------------------------------------------
// Programmes and camps

export function describeProgram(p: ProgramRow, applied: number, today: string) {
  const phase = programPhase(p, applied, today);
  return {
    programId: p.programId,
    kindCd: p.kindCd as ProgramKind,
    kindNm: PROGRAM_KIND_LABELS[p.kindCd as ProgramKind] ?? p.kindCd,
    title: p.title,
    description: p.description,
    place: p.place,
    startDt: p.startDt,
    endDt: p.endDt,
    applyStartDt: p.applyStartDt,
    applyEndDt: p.applyEndDt,
    capacity: p.capacity,
    applied,
    status: p.status,
    phase,
    phaseNm: PROGRAM_PHASE_LABELS[phase],
    phaseVariant: PROGRAM_PHASE_VARIANTS[phase],
  };
}

async function appliedCounts(ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const db = await getDb();
  const rows = await db.select({ id: appls.programId, n: count() }).from(appls).where(and(inArray(appls.programId, ids), eq(appls.status, 'APPLIED'))).groupBy(appls.programId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Open programmes for a student with her applications: upcoming and open ones first, past ones last. */
export async function listPrograms(studentId: string, today = clock.today()) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(programs)
    .where(eq(programs.status, 'OPEN'))
    .orderBy(sql`case when ${programs.applyEndDt} >= ${today} then 0 else 1 end`, asc(programs.applyEndDt), asc(programs.programId));
  const counts = await appliedCounts(rows.map((r) => r.programId));
  const mine = await db.select({ programId: appls.programId, applId: appls.applId }).from(appls).where(and(eq(appls.studentId, studentId), eq(appls.status, 'APPLIED')));
  const myIds = new Map(mine.map((m) => [m.programId, m.applId]));
  return rows.map((p) => {
    const d = describeProgram(p, counts.get(p.programId) ?? 0, today);
    const myApplId = myIds.get(p.programId) ?? null;
    return { ...d, myApplId, canApply: !myApplId && d.phase === 'OPEN', canCancel: !!myApplId && today <= p.applyEndDt };
  });
}

/** Applies for a programme within its period while seats remain (409 when full or already applied). */
export async function applyProgram(studentId: string, programId: number, ip: string | null = null, today = clock.today()) {
  const db = await getDb();
  let created: { applId: number };
  try {
    created = await db.transaction(async (tx) => {
      const [p] = await tx.select().from(programs).where(eq(programs.programId, programId)).for('update');
      if (!p || p.status !== 'OPEN') throw new HttpError(404, NOT_FOUND_PROGRAM);
      if (today < p.applyStartDt) throw new HttpError(400, `신청 기간이 아닙니다. ${p.applyStartDt}부터 신청할 수 있습니다.`);
      if (today > p.applyEndDt) throw new HttpError(400, '신청 기간이 끝난 프로그램입니다.');
      const [own] = await tx.select({ id: appls.applId }).from(appls).where(and(eq(appls.programId, programId), eq(appls.studentId, studentId), eq(appls.status, 'APPLIED')));
      if (own) throw new HttpError(409, '이미 신청한 프로그램입니다.');
      const [{ n }] = await tx.select({ n: count() }).from(appls).where(and(eq(appls.programId, programId), eq(appls.status, 'APPLIED')));
      if (Number(n) >= p.capacity) throw new HttpError(409, '정원이 모두 찼습니다. 취소석이 생기면 다시 신청할 수 있습니다.');
      const [row] = await tx.insert(appls).values({ programId, studentId }).returning({ applId: appls.applId });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '이미 신청한 프로그램입니다.');
    throw err;
  }
  await audit({ actorId: studentId, action: 'startup.program.apply', targetType: 'startup_program_appl', targetId: String(created.applId), detail: { programId }, ip });
  return { applId: created.applId, programId };
}

/** Cancels her application until the application deadline; anyone else's is not found. */
export async function cancelProgram(studentId: string, applId: number, ip: string | null = null, today = clock.today()) {
  const db = await getDb();
  const [row] = await db
    .select({ a: appls, applyEndDt: programs.applyEndDt })
    .from(appls)
    .innerJoin(programs, eq(programs.programId, appls.programId))
    .where(and(eq(appls.applId, applId), eq(appls.studentId, studentId), eq(appls.status, 'APPLIED')));
  if (!row) throw new HttpError(404, '신청 내역을 찾을 수 없습니다.');
  if (today > row.applyEndDt) throw new HttpError(400, '신청 기간이 끝나 취소할 수 없습니다. 창업지원단에 문의해 주세요.');
  const done = await db.update(appls).set({ status: 'CANCELLED', cancelledAt: sql`now()` }).where(and(eq(appls.applId, applId), eq(appls.status, 'APPLIED'))).returning({ id: appls.applId });
  if (!done.length) throw new HttpError(404, '신청 내역을 찾을 수 없습니다.');
  await audit({ actorId: studentId, action: 'startup.program.cancel', targetType: 'startup_program_appl', targetId: String(applId), ip });
  return { applId, status: 'CANCELLED' };
}

/** Every programme with counts, for staff. */
export async function staffPrograms(actor: Actor, today = clock.today()) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const rows = await db.select().from(programs).orderBy(desc(programs.startDt), desc(programs.programId));
  const counts = await appliedCounts(rows.map((r) => r.programId));
  return rows.map((p) => describeProgram(p, counts.get(p.programId) ?? 0, today));
}

export async function createProgram(actor: Actor, input: ProgramInput, ip: string | null = null) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const [row] = await db.insert(programs).values({ ...input, status: 'OPEN', createdBy: actor.userId }).returning({ programId: programs.programId });
  await audit({ actorId: actor.userId, action: 'startup.program.create', targetType: 'startup_program', targetId: String(row.programId), ip });
  return row;
}

export async function updateProgram(actor: Actor, programId: number, input: ProgramInput, ip: string | null = null) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [p] = await tx.select().from(programs).where(eq(programs.programId, programId)).for('update');
    if (!p) throw new HttpError(404, NOT_FOUND_PROGRAM);
    const [{ n }] = await tx.select({ n: count() }).from(appls).where(and(eq(appls.programId, programId), eq(appls.status, 'APPLIED')));
    if (input.capacity < Number(n)) throw new HttpError(400, `이미 ${n}명이 신청했습니다. 정원은 신청 인원보다 적을 수 없습니다.`, { capacity: `${n}명 이상으로 입력해 주세요.` });
    await tx.update(programs).set(input).where(eq(programs.programId, programId));
    return { programId };
  });
  await audit({ actorId: actor.userId, action: 'startup.program.update', targetType: 'startup_program', targetId: String(programId), ip });
  return done;
}

/** Applicants of a programme (live applications first), for staff. */
export async function programApplicants(actor: Actor, programId: number) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const [p] = await db.select().from(programs).where(eq(programs.programId, programId));
  if (!p) throw new HttpError(404, NOT_FOUND_PROGRAM);
  const rows = await db
    .select({ a: appls, korNm: users.korNm, email: users.email })
    .from(appls)
    .innerJoin(users, eq(users.userId, appls.studentId))
    .where(eq(appls.programId, programId))
    .orderBy(sql`case when ${appls.status} = 'APPLIED' then 0 else 1 end`, asc(appls.createdAt));
  return { program: p, applicants: rows.map((r) => ({ applId: r.a.applId, studentId: r.a.studentId, korNm: r.korNm, email: r.email, status: r.a.status, createdAt: r.a.createdAt })) };
}
