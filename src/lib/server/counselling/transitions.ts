// Every change of an application's status: who may make it, from which status, what the student is told.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { notifyUser } from '../messages/service';
import { CANCEL_CUTOFF_HOURS, CNSL_KINDS, STATUS_LABELS, type CnslKind, type CnslStatus } from '../../counselling/kinds';
import { centreOf, handledKinds, handles, type Actor } from './access';
import { findOpenSlot } from './slots';
import { markOpened } from './urgent';
import { formatDateTime } from '../../format';
import { josa } from '../../text/josa';
import { grantSatisfaction, offerSatisfaction } from '../surveys/eligibility';
import { REF_COUNSELLING_KIND } from '../../surveys/rules';
import * as clock from '../clock';
import { isDiv } from '../../users';

const { cnslApplications: appls, cnslStatusHistory: history, cnslPrograms: programs, counsellors } = schema;

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0];

/** Which status each action moves from and to. */
const MOVES = {
  accept: { from: ['APPLIED'], to: 'ACCEPTED' },
  reject: { from: ['APPLIED', 'ACCEPTED', 'WAITING'], to: 'REJECTED' },
  schedule: { from: ['ACCEPTED'], to: 'SCHEDULED' },
  complete: { from: ['SCHEDULED'], to: 'DONE' },
  noShow: { from: ['SCHEDULED'], to: 'NO_SHOW' },
  cancel: { from: ['APPLIED', 'ACCEPTED', 'SCHEDULED', 'WAITING'], to: 'CANCELLED' },
} as const satisfies Record<string, { from: CnslStatus[]; to: CnslStatus }>;
export type Action = keyof typeof MOVES;

/**
 * Locks an application for a change. Locks are always taken in the same order, programme first and
 * then application, so that two changes to one group programme can never deadlock.
 */
async function load(tx: Tx, applId: number) {
  const [peek] = await tx.select({ programId: appls.programId }).from(appls).where(eq(appls.applId, applId));
  if (!peek) return null;
  const program = peek.programId ? ((await tx.select().from(programs).where(eq(programs.programId, peek.programId)).for('update'))[0] ?? null) : null;
  const [row] = await tx.select().from(appls).where(eq(appls.applId, applId)).for('update');
  return row ? Object.assign(row, { program }) : null;
}

const SEATED: CnslStatus[] = ['APPLIED', 'ACCEPTED', 'SCHEDULED', 'DONE'];

/**
 * Gives free seats of a programme to the waiting list, oldest first. Runs under the programme lock;
 * a waiting row someone else is changing right now is skipped, and only a row still WAITING moves.
 */
async function promoteWaiting(tx: Tx, program: { programId: number; capacity: number }) {
  const promoted: { applId: number; studentId: string }[] = [];
  const [{ n }] = await tx.select({ n: count() }).from(appls).where(and(eq(appls.programId, program.programId), inArray(appls.status, SEATED)));
  for (let free = program.capacity - n; free > 0; free--) {
    const [first] = await tx
      .select({ applId: appls.applId, studentId: appls.studentId })
      .from(appls)
      .where(and(eq(appls.programId, program.programId), eq(appls.status, 'WAITING')))
      .orderBy(asc(appls.createdAt), asc(appls.applId))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!first) break;
    const moved = await tx
      .update(appls)
      .set({ status: 'APPLIED', updatedAt: new Date() })
      .where(and(eq(appls.applId, first.applId), eq(appls.status, 'WAITING')))
      .returning({ applId: appls.applId });
    if (!moved.length) break;
    await tx.insert(history).values({ applId: first.applId, fromStatus: 'WAITING', toStatus: 'APPLIED', actorId: 'system', note: '자리가 나서 대기 순서대로 신청되었습니다.' });
    promoted.push(first);
  }
  return promoted;
}

async function tellPromoted(promoted: { applId: number; studentId: string }[]) {
  for (const p of promoted) await tellStudent(p.studentId, p.applId, 'GROUP', 'APPLIED', '대기 중이던 집단상담에 자리가 나서 신청되었습니다.');
}

/**
 * 완료 and 불참 only once the session has begun (server clock). A group registration has no time of
 * its own: its sessions run after the application period, so it may be closed from the day after.
 */
function checkStarted(action: Action, row: { slotStart: Date | null; program: { applyEnd: string } | null }, now: Date) {
  if (action !== 'complete' && action !== 'noShow') return;
  const label = action === 'complete' ? '완료' : '불참';
  if (row.slotStart && row.slotStart.getTime() > now.getTime()) {
    throw new HttpError(409, `상담 시작 시각(${formatDateTime(row.slotStart)}) 전에는 ${josa(label, '으로/로')} 처리할 수 없습니다.`);
  }
  if (!row.slotStart && row.program && clock.today(now) <= row.program.applyEnd) {
    throw new HttpError(409, `프로그램 신청 기간(${row.program.applyEnd}까지)이 끝나기 전에는 ${josa(label, '으로/로')} 처리할 수 없습니다.`);
  }
}

/** Whether 완료 and 불참 may be offered now (the same rule as checkStarted, for the pages). */
export function canFinishNow(row: { slotStart: Date | null; programApplyEnd?: string | null }, now = new Date()) {
  if (row.slotStart) return row.slotStart.getTime() <= now.getTime();
  if (row.programApplyEnd) return clock.today(now) > row.programApplyEnd;
  return true;
}

function checkFrom(action: Action, status: string) {
  if (!(MOVES[action].from as readonly string[]).includes(status)) {
    throw new HttpError(409, `현재 상태(${STATUS_LABELS[status as CnslStatus] ?? status})에서는 할 수 없는 처리입니다.`);
  }
}

async function record(tx: Tx, applId: number, from: string, to: CnslStatus, actorId: string, note: string | null) {
  await tx.update(appls).set({ status: to, updatedAt: new Date() }).where(eq(appls.applId, applId));
  await tx.insert(history).values({ applId, fromStatus: from, toStatus: to, actorId, note });
}

function kindLabel(kind: string) {
  return CNSL_KINDS[kind as CnslKind]?.label ?? '상담';
}

/** Where a student reads one of her applications, with its details and history. */
export function studentPageOf(kind: string, applId: number) {
  const path = CNSL_KINDS[kind as CnslKind]?.area === 'psych' ? '/user/colglife/psychcnsl/applystate' : '/user/colglife/generalcnsl/state';
  return `${path}?applId=${applId}`;
}

/** What a message about counselling says where others may see it (main page, my page, the live toast). */
export const NEUTRAL_TITLE = '상담센터에서 알림이 있습니다';
export const NEUTRAL_BODY = '상담 신청에 새 소식이 있습니다. 자세한 내용은 상담 신청 현황에서 확인해 주세요.';

/**
 * The student hears of every change as a portal message (and live, on an open page). Messages show
 * on shared screens (main page, my page, a toast), so they carry a neutral title and no details:
 * kind, time, place and reasons stay on the counselling pages (the status history), which the
 * message links to.
 */
async function tellStudent(studentId: string, applId: number, kind: string, _status: CnslStatus, _detail: string) {
  await notifyUser(studentId, NEUTRAL_TITLE, NEUTRAL_BODY, { category: 'CNSL', userDef1: 'CNSL', userDef2: studentPageOf(kind, applId) });
}

async function handle(actor: Actor, applId: number, action: Action, apply: (tx: Tx, row: NonNullable<Awaited<ReturnType<typeof load>>>) => Promise<{ note: string | null; message: string; extra?: Partial<typeof appls.$inferInsert> }>, now = new Date()) {
  const db = await getDb();
  const kinds = await handledKinds(actor);
  const result = await db.transaction(async (tx) => {
    const row = await load(tx, applId);
    if (!row || !handles(actor, kinds, row)) throw new HttpError(404, '상담 신청을 찾을 수 없습니다.');
    checkFrom(action, row.status);
    checkStarted(action, row, now);
    const outcome = await apply(tx, row);
    if (outcome.extra) await tx.update(appls).set(outcome.extra).where(eq(appls.applId, applId));
    await record(tx, applId, row.status, MOVES[action].to, actor.userId, outcome.note);
    // A seat given up by a rejection goes to the waiting list, not to whoever registers next.
    const promoted = row.program && action === 'reject' ? await promoteWaiting(tx, row.program) : [];
    return { row, outcome, promoted };
  });
  await audit({ actorId: actor.userId, action: `cnsl.${action}`, targetType: 'cnsl_application', targetId: String(applId) });
  // Acting on it means someone in charge has seen it (an urgent one stops escalating).
  await markOpened(actor.userId, applId);
  await tellStudent(result.row.studentId, applId, result.row.cnslKind, MOVES[action].to, result.outcome.message);
  await tellPromoted(result.promoted);
  return { applId, status: MOVES[action].to };
}

/** 접수: the application is taken on; a counsellor may assign a colleague of the same centre. */
export async function accept(actor: Actor, applId: number, assignTo?: string) {
  const myCentre = isDiv(actor, 'cnslr') ? await centreOf(actor.userId) : null;
  return handle(actor, applId, 'accept', async (tx, row) => {
    let handlerId = row.handlerId ?? actor.userId;
    if (assignTo && isDiv(actor, 'cnslr')) {
      const [target] = await tx.select({ cnslrDiv: counsellors.cnslrDiv }).from(counsellors).where(eq(counsellors.userId, assignTo));
      if (!target || target.cnslrDiv !== myCentre) throw new HttpError(400, '같은 센터의 상담사에게만 배정할 수 있습니다.', { assignTo: '배정할 수 없는 상담사입니다.' });
      if (row.slotStart && assignTo !== row.handlerId) throw new HttpError(400, '예약된 시간이 있는 신청은 담당 상담사를 바꿀 수 없습니다. 일정을 다시 잡아 주세요.', { assignTo: '시간이 정해진 신청입니다.' });
      handlerId = assignTo;
    }
    return { note: null, message: `${kindLabel(row.cnslKind)} 신청이 접수되었습니다. 일정이 확정되면 다시 알려 드립니다.`, extra: { handlerId } };
  });
}

export function reject(actor: Actor, applId: number, reason: string) {
  return handle(actor, applId, 'reject', async (_tx, row) => ({
    note: reason,
    message: `${kindLabel(row.cnslKind)} 신청이 반려되었습니다. 사유: ${reason}`,
    extra: { rejectReason: reason },
  }));
}

/**
 * 일정확정. A time the student picked is confirmed as it is; otherwise (visit counselling) the
 * counsellor gives one, which must be an open slot of the person in charge.
 */
export function schedule(actor: Actor, applId: number, input: { slotStart?: string; place?: string }, now = new Date()) {
  return handle(actor, applId, 'schedule', async (tx, row) => {
    let { slotStart, slotEnd, place } = row;
    if (input.slotStart) {
      const start = new Date(input.slotStart);
      if (Number.isNaN(start.getTime()) || start.getTime() <= now.getTime()) throw new HttpError(400, '상담 시간을 확인해 주세요.', { slotStart: '지난 시간이거나 올바르지 않은 시간입니다.' });
      if (!row.slotStart || start.getTime() !== row.slotStart.getTime()) {
        const slot = await findOpenSlot(row.handlerId ?? actor.userId, start, now, tx);
        if (!slot) throw new HttpError(409, '담당자의 열린 시간이 아닙니다. 다른 시간을 선택해 주세요.', { slotStart: '열려 있지 않은 시간입니다.' });
        slotStart = start;
        slotEnd = new Date(slot.end);
        place = input.place?.trim() || slot.place;
      }
    }
    if (!slotStart && !row.programId) throw new HttpError(400, '상담 시간을 정해 주세요.', { slotStart: '상담 시간을 선택해 주세요.' });
    if (input.place?.trim()) place = input.place.trim();
    const when = slotStart ? formatDateTime(slotStart) : '프로그램 일정';
    return {
      note: `${when} · ${place ?? ''}`,
      message: `${kindLabel(row.cnslKind)} 일정이 확정되었습니다. 일시: ${when}, 장소: ${place ?? '추후 안내'}`,
      extra: { slotStart, slotEnd, place, handlerId: row.handlerId ?? actor.userId },
    };
  }).catch((err) => {
    if (isUniqueViolation(err)) throw new HttpError(409, '이미 다른 상담이 잡힌 시간입니다.', { slotStart: '이미 예약된 시간입니다.' });
    throw err;
  });
}

/**
 * 완료. The closed case makes her eligible for the satisfaction survey of its service: one row of
 * (student, service) in the survey area's eligibility table, in the same transaction; the survey
 * area never reads counselling tables (decision 040). An open survey of the service is offered
 * to her by a portal message after the commit.
 */
export async function complete(actor: Actor, applId: number, now = new Date()) {
  let service: { studentId: string; kind: string } | null = null;
  const out = await handle(actor, applId, 'complete', async (tx, row) => {
    await grantSatisfaction(tx, row.studentId, { refType: REF_COUNSELLING_KIND, refId: row.cnslKind });
    service = { studentId: row.studentId, kind: row.cnslKind };
    return { note: null, message: `${josa(kindLabel(row.cnslKind), '이/가')} 완료되었습니다. 참여해 주셔서 감사합니다.` };
  }, now);
  const done = service as { studentId: string; kind: string } | null;
  if (done) await offerSatisfaction(done.studentId, { refType: REF_COUNSELLING_KIND, refId: done.kind });
  return out;
}

export function noShow(actor: Actor, applId: number, now = new Date()) {
  return handle(actor, applId, 'noShow', async (_tx, row) => ({ note: null, message: `${kindLabel(row.cnslKind)}에 참석하지 않은 것으로 처리되었습니다. 다시 상담이 필요하면 새로 신청해 주세요.` }), now);
}

function checkCutoff(slotStart: Date | null, now: Date) {
  if (slotStart && slotStart.getTime() - now.getTime() < CANCEL_CUTOFF_HOURS * 3600_000) {
    throw new HttpError(400, `상담 시작 ${CANCEL_CUTOFF_HOURS}시간 전까지만 취소하거나 시간을 바꿀 수 있습니다. 센터로 연락해 주세요.`);
  }
}

/** The student cancels before the cut-off; a freed group seat goes to the first on the waiting list. */
export async function cancelByStudent(studentActor: Actor, applId: number, reason: string | undefined, now = new Date()) {
  const db = await getDb();
  const promoted = await db.transaction(async (tx) => {
    const row = await load(tx, applId);
    if (!row || row.studentId !== studentActor.userId) throw new HttpError(404, '상담 신청을 찾을 수 없습니다.');
    checkFrom('cancel', row.status);
    checkCutoff(row.slotStart, now);
    await record(tx, applId, row.status, 'CANCELLED', studentActor.userId, reason?.trim() || null);
    return row.program ? await promoteWaiting(tx, row.program) : [];
  });
  await audit({ actorId: studentActor.userId, action: 'cnsl.cancel', targetType: 'cnsl_application', targetId: String(applId) });
  await tellPromoted(promoted);
  return { applId, status: 'CANCELLED' as const, promotedApplId: promoted[0]?.applId ?? null };
}

/** The student moves a booked time to another open slot of the same person, before the cut-off. */
export async function changeTimeByStudent(studentActor: Actor, applId: number, slotStartIso: string, now = new Date()) {
  const db = await getDb();
  const start = new Date(slotStartIso);
  if (Number.isNaN(start.getTime()) || start.getTime() <= now.getTime()) throw new HttpError(400, '상담 시간을 확인해 주세요.', { slotStart: '지난 시간이거나 올바르지 않은 시간입니다.' });
  let moved: { handlerId: string; cnslKind: string; wasScheduled: boolean };
  try {
    moved = await db.transaction(async (tx) => {
      const row = await load(tx, applId);
      if (!row || row.studentId !== studentActor.userId) throw new HttpError(404, '상담 신청을 찾을 수 없습니다.');
      if (!row.slotStart || !row.handlerId || !['APPLIED', 'ACCEPTED', 'SCHEDULED'].includes(row.status)) throw new HttpError(409, '시간을 바꿀 수 없는 신청입니다.');
      checkCutoff(row.slotStart, now);
      const slot = await findOpenSlot(row.handlerId, start, now, tx);
      if (!slot) throw new HttpError(409, '선택한 시간은 신청할 수 없습니다. 다른 시간을 선택해 주세요.', { slotStart: '열려 있지 않은 시간입니다.' });
      // A confirmed session goes back to 접수: the person in charge confirms the new time.
      const to: CnslStatus = row.status === 'SCHEDULED' ? 'ACCEPTED' : (row.status as CnslStatus);
      await tx.update(appls).set({ slotStart: start, slotEnd: new Date(slot.end), place: slot.place, status: to, updatedAt: new Date() }).where(eq(appls.applId, applId));
      await tx.insert(history).values({ applId, fromStatus: row.status, toStatus: to, actorId: studentActor.userId, note: `시간 변경 요청: ${formatDateTime(start)}` });
      return { handlerId: row.handlerId, cnslKind: row.cnslKind, wasScheduled: row.status === 'SCHEDULED' };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '방금 다른 학생이 예약한 시간입니다. 다른 시간을 선택해 주세요.', { slotStart: '이미 예약된 시간입니다.' });
    throw err;
  }
  await audit({ actorId: studentActor.userId, action: 'cnsl.changeTime', targetType: 'cnsl_application', targetId: String(applId) });
  // The person in charge confirms the new time (a confirmed session went back to 접수).
  const staffPage = moved.cnslKind === 'PROF' ? `/prof/counselling/${applId}` : `/cnslr/applications/${applId}`;
  await notifyUser(moved.handlerId, '상담 시간 변경 요청', `신청 ${applId}번의 학생이 상담 시간 변경을 요청했습니다. 새 시간: ${formatDateTime(start)}.${moved.wasScheduled ? ' 새 시간을 확정해 주세요.' : ''}`, { category: 'CNSL', userDef1: 'CNSL', userDef2: staffPage });
  return { applId, slotStart: start.toISOString(), status: moved.wasScheduled ? ('ACCEPTED' as const) : undefined };
}
