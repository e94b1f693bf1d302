// Group mentoring sessions (코멘토): a mentor's talk with a day, a place or an online link and a
// number of seats. Students apply until the day before; the seat count is checked under a row lock
// on the session, so parallel applications never take more seats than there are (decision 036).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { isUniqueViolation } from '../db/errors';
import { audit } from '../audit/log';
import { notifyUser } from '../messages/service';
import { sessionPhase } from '../../mentoring/rules';
import { requireMentoringAdmin } from './mentors';
import type { ComentoSessionInput } from '../../schemas/mentoring';
import type { SessionUser } from '../auth/sessions';
import * as clock from '../clock';
import { isDiv } from '../../users';

const { comentoSessions: sessions, comentoApplications: appls, mentorProfiles: profiles, users } = schema;

type Actor = Pick<SessionUser, 'userId' | 'userDiv' | 'korNm'>;

const appliedCnt = sql<number>`(select count(*)::int from ${appls} where ${appls.sessionId} = ${sessions.sessionId} and ${appls.status} = 'APPLIED')`;

const columns = {
  sessionId: sessions.sessionId,
  mentorId: sessions.mentorId,
  title: sessions.title,
  description: sessions.description,
  sessionDt: sessions.sessionDt,
  startTm: sessions.startTm,
  endTm: sessions.endTm,
  place: sessions.place,
  onlineUrl: sessions.onlineUrl,
  capacity: sessions.capacity,
  useYn: sessions.useYn,
  appliedCnt,
  mentorNm: users.korNm,
  company: profiles.company,
  jobTitle: profiles.jobTitle,
};

/**
 * Sessions in use, upcoming first then past; `studentId` adds whether she holds a seat. The online
 * link is shown only to students holding a seat (and to the mentor and staff).
 */
export async function listSessions(opts: { studentId?: string; mentorUserId?: string; all?: boolean } = {}, today = clock.today()) {
  const db = await getDb();
  const rows = await db
    .select({ ...columns, mine: opts.studentId ? sql<boolean>`exists (select 1 from ${appls} where ${appls.sessionId} = ${sessions.sessionId} and ${appls.studentId} = ${opts.studentId} and ${appls.status} = 'APPLIED')` : sql<boolean>`false` })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.mentorId, sessions.mentorId))
    .innerJoin(users, eq(users.userId, profiles.userId))
    .where(and(opts.all ? undefined : eq(sessions.useYn, 'Y'), opts.mentorUserId ? eq(profiles.userId, opts.mentorUserId) : undefined))
    .orderBy(sql`${sessions.sessionDt} < ${today}`, asc(sessions.sessionDt), asc(sessions.startTm), asc(sessions.sessionId));
  return rows.map((r) => {
    const phase = sessionPhase({ sessionDt: r.sessionDt, capacity: r.capacity, appliedCnt: Number(r.appliedCnt) }, today);
    const mayOpenLink = !opts.studentId || r.mine;
    return { ...r, appliedCnt: Number(r.appliedCnt), mine: !!r.mine, phase, onlineUrl: mayOpenLink ? r.onlineUrl : null, hasOnline: !!r.onlineUrl };
  });
}

/** A seat for the student: only before the session's day, only while seats remain, once. */
export async function applyToSession(student: Actor, sessionId: number, ip: string | null = null, today = clock.today()) {
  if (!isDiv(student, 'std')) throw new HttpError(403, '학생만 신청할 수 있습니다.');
  const db = await getDb();
  let title = '';
  try {
    await db.transaction(async (tx) => {
      const [s] = await tx.select().from(sessions).where(and(eq(sessions.sessionId, sessionId), eq(sessions.useYn, 'Y'))).for('update');
      if (!s) throw new HttpError(404, '세션을 찾을 수 없습니다.');
      if (s.sessionDt <= today) throw new HttpError(409, '신청 기간이 지난 세션입니다. (세션 전날까지 신청할 수 있습니다.)');
      const [mine] = await tx.select({ applId: appls.applId }).from(appls).where(and(eq(appls.sessionId, sessionId), eq(appls.studentId, student.userId), eq(appls.status, 'APPLIED')));
      if (mine) throw new HttpError(409, '이미 신청한 세션입니다.');
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(appls).where(and(eq(appls.sessionId, sessionId), eq(appls.status, 'APPLIED')));
      if (Number(n) >= s.capacity) throw new HttpError(409, '정원이 모두 찼습니다.');
      await tx.insert(appls).values({ sessionId, studentId: student.userId });
      title = s.title;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '이미 신청한 세션입니다.');
    throw err;
  }
  await audit({ actorId: student.userId, action: 'mentoring.comento.apply', targetType: 'comento_session', targetId: String(sessionId), ip });
  await notifyUser(student.userId, '그룹 멘토링 신청이 완료되었습니다', `'${title}' 세션에 자리를 잡았습니다. 일정과 장소(온라인 주소)는 코멘토 페이지에서 확인하세요.`, { userDef1: '/user/mentoring/comento' });
  return { sessionId, status: 'APPLIED' as const };
}

/** Gives the seat back, until the day before the session. */
export async function cancelSessionSeat(student: Actor, sessionId: number, ip: string | null = null, today = clock.today()) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(sessions).where(eq(sessions.sessionId, sessionId)).for('update');
    if (!s) throw new HttpError(404, '세션을 찾을 수 없습니다.');
    if (s.sessionDt <= today) throw new HttpError(409, '세션 당일과 지난 세션은 취소할 수 없습니다.');
    const done = await tx
      .update(appls)
      .set({ status: 'CANCELLED', cancelledAt: sql`now()` })
      .where(and(eq(appls.sessionId, sessionId), eq(appls.studentId, student.userId), eq(appls.status, 'APPLIED')))
      .returning({ applId: appls.applId });
    if (!done.length) throw new HttpError(404, '신청 내역을 찾을 수 없습니다.');
  });
  await audit({ actorId: student.userId, action: 'mentoring.comento.cancel', targetType: 'comento_session', targetId: String(sessionId), ip });
  return { sessionId, status: 'CANCELLED' as const };
}

/** Staff open a session for an approved mentor; the mentor is told. */
export async function createSession(actor: Actor, input: ComentoSessionInput, ip: string | null = null) {
  await requireMentoringAdmin(actor);
  const db = await getDb();
  const [mentor] = await db.select().from(profiles).where(and(eq(profiles.mentorId, input.mentorId), eq(profiles.status, 'APPROVED')));
  if (!mentor) throw new HttpError(400, '승인된 멘토를 선택해 주세요.', { mentorId: '승인된 멘토를 선택해 주세요.' });
  if (input.sessionDt <= clock.today()) throw new HttpError(400, '세션 날짜는 내일 이후여야 합니다.', { sessionDt: '세션 날짜는 내일 이후여야 합니다.' });
  const [row] = await db
    .insert(sessions)
    .values({ mentorId: input.mentorId, title: input.title, description: input.description, sessionDt: input.sessionDt, startTm: input.startTm, endTm: input.endTm, place: input.place ?? null, onlineUrl: input.onlineUrl ?? null, capacity: input.capacity, createdBy: actor.userId })
    .returning({ sessionId: sessions.sessionId });
  await audit({ actorId: actor.userId, action: 'mentoring.comento.create', targetType: 'comento_session', targetId: String(row.sessionId), detail: { mentorId: input.mentorId, capacity: input.capacity }, ip });
  await notifyUser(mentor.userId, '그룹 멘토링 세션이 개설되었습니다', `'${input.title}' (${input.sessionDt} ${input.startTm}) 세션이 열렸습니다. 신청 현황은 멘토링 페이지에서 볼 수 있습니다.`, {
    userDef1: mentor.kind === 'OUTSIDE' ? '/otsdr/mentoring' : '/user/mentoring/junior',
    senderId: actor.userId,
  });
  return { sessionId: row.sessionId };
}

/** Staff hide a session (students no longer see or apply to it). */
export async function hideSession(actor: Actor, sessionId: number, ip: string | null = null) {
  await requireMentoringAdmin(actor);
  const db = await getDb();
  const done = await db.update(sessions).set({ useYn: 'N' }).where(eq(sessions.sessionId, sessionId)).returning({ sessionId: sessions.sessionId });
  if (!done.length) throw new HttpError(404, '세션을 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'mentoring.comento.hide', targetType: 'comento_session', targetId: String(sessionId), ip });
  return { sessionId, useYn: 'N' };
}

/** The student's own seats, newest first (for her mentoring overview). */
export async function mySeats(studentId: string) {
  const db = await getDb();
  return db
    .select({ sessionId: sessions.sessionId, title: sessions.title, sessionDt: sessions.sessionDt, startTm: sessions.startTm, status: appls.status })
    .from(appls)
    .innerJoin(sessions, eq(sessions.sessionId, appls.sessionId))
    .where(and(eq(appls.studentId, studentId), eq(appls.status, 'APPLIED')))
    .orderBy(desc(sessions.sessionDt));
}
