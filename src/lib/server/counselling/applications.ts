// Applying for counselling and reading applications back.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { isUniqueViolation } from '../db/errors';
import { boundedCount, one } from '../db/paging';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { log } from '../observability/log';
import { likeTerm } from '../org/repository';
import { CNSL_KINDS, INTAKE_QUESTIONS, STATUS_LABELS, type CnslKind, type CnslStatus } from '../../counselling/kinds';
import { CONSENTS } from '../../counselling/consent';
import { findOpenSlot } from './slots';
import { addDays, seoulDayStartOf } from '../../calendar';
import { canHandle, canRead, handledKinds, viewerRole, type Actor } from './access';
import * as clock from '../clock';
import { alertUrgent, isUrgentIntake, markOpened } from './urgent';
import { idParam as idOf } from '../../page/params';
import { isStudent, isDiv } from '../../users';

const { cnslApplications: appls, cnslStatusHistory: history, cnslPrograms: programs, users, counsellors, professors, fileGroups, screenings } = schema;

export interface ApplyInput {
  cnslKind: CnslKind;
  consentVersion: string;
  consentAgreed: boolean;
  topic: string;
  intake: Record<string, string>;
  handlerId?: string;
  slotStart?: string;
  preferredTimes?: string;
  programId?: number;
  fileGroupId?: number;
  screeningId?: number;
}

async function checkHandler(kind: CnslKind, handlerId: string) {
  const db = await getDb();
  const centre = CNSL_KINDS[kind].centre;
  if (centre === 'PROF') {
    const [p] = await db.select({ userId: professors.userId }).from(professors).where(eq(professors.userId, handlerId));
    if (!p) throw new HttpError(400, '상담할 교수를 다시 선택해 주세요.', { handlerId: '교수를 찾을 수 없습니다.' });
    return;
  }
  const [c] = await db.select({ cnslrDiv: counsellors.cnslrDiv }).from(counsellors).where(eq(counsellors.userId, handlerId));
  if (!c || c.cnslrDiv !== centre) throw new HttpError(400, '상담사를 다시 선택해 주세요.', { handlerId: '이 상담을 맡는 상담사가 아닙니다.' });
}

function checkIntake(kind: CnslKind, intake: Record<string, string>) {
  const errors: Record<string, string> = {};
  for (const q of INTAKE_QUESTIONS[kind]) {
    const answer = (intake[q.id] ?? '').trim();
    if (q.required && !answer) errors[`intake.${q.id}`] = '답변해 주세요.';
    else if (q.type === 'choice' && answer && !q.options!.includes(answer)) errors[`intake.${q.id}`] = '보기 중에서 골라 주세요.';
    else if (answer.length > 1000) errors[`intake.${q.id}`] = '1,000자 이내로 적어 주세요.';
  }
  const unknown = Object.keys(intake).filter((k) => !INTAKE_QUESTIONS[kind].some((q) => q.id === k));
  for (const k of unknown) errors[`intake.${k}`] = '알 수 없는 질문입니다.';
  if (Object.keys(errors).length) throw new HttpError(400, '접수 질문에 답해 주세요.', errors);
}

/** Creates an application. Consent first; a slot must be open; a full group puts the student on its waiting list. */
export async function apply(student: Actor, input: ApplyInput, now = new Date(), ip: string | null = null) {
  if (!isStudent(student)) throw new HttpError(403, '학생만 상담을 신청할 수 있습니다.');
  const kind = input.cnslKind;
  const info = CNSL_KINDS[kind];
  const consent = CONSENTS[info.area];
  if (!input.consentAgreed || input.consentVersion !== consent.version) {
    throw new HttpError(400, '개인정보 수집·이용에 동의해야 신청할 수 있습니다.', { consentAgreed: '동의가 필요합니다.' });
  }
  checkIntake(kind, input.intake);
  const db = await getDb();
  if (input.fileGroupId) {
    const [group] = await db.select().from(fileGroups).where(eq(fileGroups.fileGroupId, input.fileGroupId));
    if (!group || group.ownerId !== student.userId) throw new HttpError(400, '첨부파일을 다시 올려 주세요.', { fileGroupId: '내가 올린 파일이 아닙니다.' });
  }
  if (input.screeningId) {
    // A self-check result is sensitive (mental health): only the psychological consent covers it.
    if (consent.sensitive.length === 0) throw new HttpError(400, '자가진단 결과는 심리상담 신청에만 공유할 수 있습니다.', { screeningId: '이 상담에는 자가진단 결과를 공유할 수 없습니다.' });
    const [s] = await db.select({ studentId: screenings.studentId }).from(screenings).where(eq(screenings.screeningId, input.screeningId));
    if (!s || s.studentId !== student.userId) throw new HttpError(400, '공유할 자가진단 결과를 다시 선택해 주세요.', { screeningId: '내 자가진단 결과가 아닙니다.' });
  }
  const base = {
    cnslKind: kind,
    studentId: student.userId,
    topic: input.topic,
    intake: input.intake,
    fileGroupId: input.fileGroupId ?? null,
    screeningId: input.screeningId ?? null,
    consentVersion: consent.version,
    consentAt: now,
    urgent: isUrgentIntake(kind, input.intake),
  };

  let created: { applId: number; status: string };
  if (info.booking === 'slot') {
    if (!input.handlerId || !input.slotStart) throw new HttpError(400, '상담 시간을 선택해 주세요.', { slotStart: '상담 시간을 선택해 주세요.' });
    await checkHandler(kind, input.handlerId);
    const start = new Date(input.slotStart);
    if (Number.isNaN(start.getTime())) throw new HttpError(400, '상담 시간이 올바르지 않습니다.', { slotStart: '날짜와 시간을 확인해 주세요.' });
    if (start.getTime() <= now.getTime()) throw new HttpError(400, '지난 시간은 신청할 수 없습니다.', { slotStart: '지난 시간입니다.' });
    const slot = await findOpenSlot(input.handlerId, start, now);
    if (!slot) throw new HttpError(409, '선택한 시간은 신청할 수 없습니다. 다른 시간을 선택해 주세요.', { slotStart: '열려 있지 않은 시간입니다.' });
    try {
      created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(appls)
          .values({ ...base, handlerId: input.handlerId, slotStart: start, slotEnd: new Date(slot.end), place: slot.place, status: 'APPLIED' })
          .returning({ applId: appls.applId, status: appls.status });
        await tx.insert(history).values({ applId: row.applId, fromStatus: null, toStatus: 'APPLIED', actorId: student.userId });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, '방금 다른 학생이 예약한 시간입니다. 다른 시간을 선택해 주세요.', { slotStart: '이미 예약된 시간입니다.' });
      throw err;
    }
  } else if (info.booking === 'preferred') {
    const preferred = (input.preferredTimes ?? '').trim();
    if (!preferred) throw new HttpError(400, '상담 가능한 시간을 적어 주세요.', { preferredTimes: '가능한 요일과 시간을 적어 주세요.' });
    created = await db.transaction(async (tx) => {
      const [row] = await tx.insert(appls).values({ ...base, preferredTimes: preferred, status: 'APPLIED' }).returning({ applId: appls.applId, status: appls.status });
      await tx.insert(history).values({ applId: row.applId, fromStatus: null, toStatus: 'APPLIED', actorId: student.userId });
      return row;
    });
  } else {
    if (!input.programId) throw new HttpError(400, '집단상담 프로그램을 선택해 주세요.', { programId: '프로그램을 선택해 주세요.' });
    created = await applyToProgram(student, input.programId, base, now);
  }
  await audit({ actorId: student.userId, action: 'cnsl.apply', targetType: 'cnsl_application', targetId: String(created.applId), detail: { kind, urgent: base.urgent }, ip });
  // The application is stored whatever happens to the alert; a failed alert is still caught by the hourly escalation.
  if (base.urgent) await alertUrgent(created.applId, kind).catch((err) => log.error({ area: 'cnsl', err }, 'urgent alert failed'));
  return { ...created, urgent: base.urgent };
}

/**
 * Group registration. The programme row is locked while the seats are counted, so concurrent
 * requests for the last seat are served one at a time: exactly one gets it, the others wait.
 */
async function applyToProgram(student: Actor, programId: number, base: Omit<typeof appls.$inferInsert, 'status'>, now: Date) {
  const db = await getDb();
  const today = clock.today(now);
  try {
    return await db.transaction(async (tx) => {
      const [program] = await tx.select().from(programs).where(eq(programs.programId, programId)).for('update');
      if (!program || program.useYn !== 'Y') throw new HttpError(404, '집단상담 프로그램을 찾을 수 없습니다.');
      if (today < program.applyStart || today > program.applyEnd) throw new HttpError(400, '신청 기간이 아닙니다.', { programId: `신청 기간: ${program.applyStart} ~ ${program.applyEnd}` });
      const [{ n }] = await tx
        .select({ n: count() })
        .from(appls)
        .where(and(eq(appls.programId, programId), inArray(appls.status, ['APPLIED', 'ACCEPTED', 'SCHEDULED', 'DONE'])));
      const status: CnslStatus = n < program.capacity ? 'APPLIED' : 'WAITING';
      const [row] = await tx
        .insert(appls)
        .values({ ...base, programId, handlerId: program.counsellorId, place: program.place, status })
        .returning({ applId: appls.applId, status: appls.status });
      await tx.insert(history).values({ applId: row.applId, fromStatus: null, toStatus: status, actorId: student.userId, note: status === 'WAITING' ? '정원이 차서 대기자로 신청되었습니다.' : null });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '이미 신청한 프로그램입니다.', { programId: '이미 신청했습니다.' });
    throw err;
  }
}

const student = alias(users, 'student');
const handler = alias(users, 'handler');

/** The inbox's order; the cnsl_inbox_order index of the schema holds the same expressions. */
const inboxOrder = [
  sql`case when ${appls.urgent} and ${appls.status} in ('APPLIED', 'ACCEPTED') then 0 else 1 end`,
  sql`case ${appls.status} when 'APPLIED' then 0 when 'ACCEPTED' then 1 when 'SCHEDULED' then 2 else 3 end`,
  desc(appls.createdAt),
];

const listColumns = {
  applId: appls.applId,
  cnslKind: appls.cnslKind,
  status: appls.status,
  topic: appls.topic,
  slotStart: appls.slotStart,
  slotEnd: appls.slotEnd,
  place: appls.place,
  preferredTimes: appls.preferredTimes,
  programId: appls.programId,
  programTitle: programs.title,
  programApplyEnd: programs.applyEnd,
  rejectReason: appls.rejectReason,
  urgent: appls.urgent,
  createdAt: appls.createdAt,
  updatedAt: appls.updatedAt,
  studentId: appls.studentId,
  studentNm: student.korNm,
  handlerId: appls.handlerId,
  handlerNm: handler.korNm,
};

function withNames<T extends { status: string; cnslKind: string }>(row: T) {
  return { ...row, statusNm: STATUS_LABELS[row.status as CnslStatus], kindNm: CNSL_KINDS[row.cnslKind as CnslKind]?.label ?? row.cnslKind };
}

/** A student's own applications, newest first, optionally of some kinds only. */
export async function myApplications(studentId: string, kinds?: CnslKind[]) {
  const db = await getDb();
  const rows = await db
    .select(listColumns)
    .from(appls)
    .innerJoin(student, eq(student.userId, appls.studentId))
    .leftJoin(handler, eq(handler.userId, appls.handlerId))
    .leftJoin(programs, eq(programs.programId, appls.programId))
    .where(and(eq(appls.studentId, studentId), kinds?.length ? inArray(appls.cnslKind, kinds) : undefined))
    .orderBy(desc(appls.createdAt), desc(appls.applId));
  return rows.map(withNames);
}

export interface InboxFilter {
  kind?: CnslKind;
  status?: CnslStatus;
  /** Only urgent applications. */
  urgent?: boolean;
  keyword?: string;
  from?: string;
  to?: string;
  page: number;
  size: number;
}

/** The counsellor's or professor's inbox: the kinds they handle, with search and paging. */
export async function inboxFor(actor: Actor, filter: InboxFilter) {
  const kinds = await handledKinds(actor);
  if (!kinds.length) throw new HttpError(403, '상담 업무 담당자만 볼 수 있습니다.');
  const db = await getDb();
  const where: SQL[] = [inArray(appls.cnslKind, filter.kind ? kinds.filter((k) => k === filter.kind) : kinds)];
  if (isDiv(actor, 'prof')) where.push(eq(appls.handlerId, actor.userId));
  if (filter.status) where.push(eq(appls.status, filter.status));
  if (filter.urgent) where.push(eq(appls.urgent, true));
  if (filter.keyword) where.push(or(ilike(student.korNm, likeTerm(filter.keyword)), ilike(appls.studentId, likeTerm(filter.keyword)), ilike(appls.topic, likeTerm(filter.keyword)))!);
  if (filter.from) where.push(gte(appls.createdAt, seoulDayStartOf(filter.from)));
  if (filter.to) where.push(lt(appls.createdAt, seoulDayStartOf(addDays(filter.to, 1))));
  const cond = and(...where);
  // Every application has its student: the join is needed only to match her name. The total stops
  // at the paging limit (decision 045).
  const counted = db.select({ one }).from(appls);
  const total = await boundedCount(db, filter.keyword ? counted.innerJoin(student, eq(student.userId, appls.studentId)).where(cond) : counted.where(cond));
  const rows = await db
    .select(listColumns)
    .from(appls)
    .innerJoin(student, eq(student.userId, appls.studentId))
    .leftJoin(handler, eq(handler.userId, appls.handlerId))
    .leftJoin(programs, eq(programs.programId, appls.programId))
    .where(cond)
    // Urgent applications still waiting come before everything, then work waiting for a decision,
    // then the newest: the order of the cnsl_inbox_order index, read only as far as the page.
    .orderBy(...inboxOrder)
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return { list: rows.map(withNames), ...total, page: filter.page, size: filter.size, kinds };
}

/** One application with its history. Students never get the counsellor's notes; others must handle it. */
export async function applicationDetail(actor: Actor, applId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ ...listColumns, intake: appls.intake, fileGroupId: appls.fileGroupId, screeningId: appls.screeningId, consentVersion: appls.consentVersion, consentAt: appls.consentAt, firstOpenedAt: appls.firstOpenedAt, firstOpenedBy: appls.firstOpenedBy, escalatedAt: appls.escalatedAt })
    .from(appls)
    .innerJoin(student, eq(student.userId, appls.studentId))
    .leftJoin(handler, eq(handler.userId, appls.handlerId))
    .leftJoin(programs, eq(programs.programId, appls.programId))
    .where(eq(appls.applId, applId));
  // The same answer for "does not exist" and "not yours": ids reveal nothing.
  if (!row || !(await canRead(actor, row))) throw new HttpError(404, '상담 신청을 찾을 수 없습니다.');
  const steps = await db
    .select({ fromStatus: history.fromStatus, toStatus: history.toStatus, note: history.note, at: history.at })
    .from(history)
    .where(eq(history.applId, applId))
    .orderBy(asc(history.at), asc(history.histId));
  const history_ = steps.map((h) => ({ ...h, toStatusNm: STATUS_LABELS[h.toStatus as CnslStatus] }));
  if (isStudent(actor)) {
    // Who in the centre opened it and whether it was escalated is the centre's business.
    const { firstOpenedAt: _a, firstOpenedBy: _b, escalatedAt: _c, ...own } = row;
    return { ...withNames(own), firstOpenedAt: null, firstOpenedBy: undefined, escalatedAt: null, history: history_ };
  }
  return { ...withNames(row), history: history_ };
}

/** Figures for staff and admins: how many applications of each kind and status (urgent ones among them), nothing more. */
export async function counts() {
  const db = await getDb();
  return db
    .select({ cnslKind: appls.cnslKind, status: appls.status, n: count(), urgent: sql<number>`count(*) filter (where ${appls.urgent})::int` })
    .from(appls)
    .groupBy(appls.cnslKind, appls.status)
    .orderBy(appls.cnslKind, appls.status);
}

export { canHandle };

/**
 * For the pages of the people in charge: the application, with this opening recorded. The first
 * opening stops an urgent application's escalation; every opening is in the audit log, a head's
 * reading of an urgent case marked as such. `viewerRole` tells the page whether the reader may act.
 */
export async function openForHandler(actor: Actor, idParam: string | undefined, ip: string | null) {
  const detail = await detailForPage(actor, idParam);
  if (!detail) return null;
  const role = (await viewerRole(actor, detail))!;
  const now = new Date();
  if (!detail.firstOpenedAt) await markOpened(actor.userId, detail.applId, now);
  await audit({ actorId: actor.userId, action: 'cnsl.open', targetType: 'cnsl_application', targetId: String(detail.applId), detail: { urgent: detail.urgent, as: role }, ip });
  const firstOpenedBy = detail.firstOpenedBy ?? actor.userId;
  const [opener] = await (await getDb()).select({ korNm: users.korNm }).from(users).where(eq(users.userId, firstOpenedBy));
  return { ...detail, viewerRole: role, firstOpenedAt: detail.firstOpenedAt ?? now, firstOpenedBy, firstOpenedNm: opener?.korNm ?? firstOpenedBy };
}

/** For pages: the application of a route parameter, or null when it is malformed, missing or not the user's. */
export async function detailForPage(actor: Actor, idParam: string | undefined) {
  const id = idOf(idParam);
  if (!id) return null;
  try {
    return await applicationDetail(actor, id);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}
