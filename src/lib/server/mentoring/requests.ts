// Mentoring requests and their threads. A student asks an approved mentor (one open request per
// student and mentor); the mentor accepts or declines with a message; then both write in the
// thread until either closes it. A closed thread with at least one answer of the mentor is a
// completed mentoring: an activity event the portfolio history shows. Privacy (decision 036): a
// request is seen only by its student and its mentor (anyone else gets 404), and the mentor sees
// the student's name, department and grade, never her student number or contact data.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { isUniqueViolation } from '../db/errors';
import { audit } from '../audit/log';
import { notifyUser } from '../messages/service';
import { publishActivity } from '../activity/events';
import { deptNames } from '../org/names';
import { invalidate } from '../cache';
import { portfolioCacheKey } from '../portfolio/cache-key';
import { MENTOR_KINDS, OPEN_STATUSES, mentoringStatusLabel, topicName, wayName } from '../../mentoring/rules';
import type { MentoringMessageInput, MentoringRequestInput, MentoringResponseInput } from '../../schemas/mentoring';
import type { SessionUser } from '../auth/sessions';
import { isDiv } from '../../users';

const { mentorProfiles: profiles, mentoringRequests: requests, mentoringMessages: messages, users } = schema;

type Actor = Pick<SessionUser, 'userId' | 'userDiv' | 'korNm'>;

const NOT_FOUND = '멘토링 신청을 찾을 수 없습니다.';

/** Where each side reads a request: the student on the senior detail page, the mentor on her own page. */
export function requestHref(side: 'student' | 'mentor', mentorKind: string, requestId: number, mentorId: number) {
  if (side === 'student') return `/user/mentoring/senior/detail?id=${mentorId}#request-${requestId}`;
  return mentorKind === 'OUTSIDE' ? `/otsdr/mentoring?request=${requestId}#request-${requestId}` : `/user/mentoring/junior?request=${requestId}#request-${requestId}`;
}

/** A student's new request to an approved mentor who takes requests. */
export async function createRequest(student: Actor, mentorId: number, input: MentoringRequestInput, ip: string | null = null) {
  if (!isDiv(student, 'std')) throw new HttpError(403, '학생만 멘토링을 신청할 수 있습니다.');
  const db = await getDb();
  const [mentor] = await db.select().from(profiles).where(and(eq(profiles.mentorId, mentorId), eq(profiles.status, 'APPROVED')));
  if (!mentor) throw new HttpError(404, '멘토를 찾을 수 없습니다.');
  if (mentor.userId === student.userId) throw new HttpError(409, '자신에게는 멘토링을 신청할 수 없습니다.');
  if (mentor.acceptingYn !== 'Y') throw new HttpError(409, '이 멘토는 지금 멘토링 신청을 받지 않습니다.');
  if (!mentor.topics.includes(input.topicCd)) throw new HttpError(400, '이 멘토가 다루지 않는 주제입니다.', { topicCd: '멘토가 상담하는 주제 중에서 골라 주세요.' });
  let requestId: number;
  try {
    const [row] = await db
      .insert(requests)
      .values({ mentorId, studentId: student.userId, topicCd: input.topicCd, question: input.question, wayCd: input.wayCd })
      .returning({ requestId: requests.requestId });
    requestId = row.requestId;
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '이 멘토에게 진행 중인 신청이 이미 있습니다. 기존 신청이 끝난 뒤 다시 신청해 주세요.');
    throw err;
  }
  await audit({ actorId: student.userId, action: 'mentoring.request.create', targetType: 'mentoring_request', targetId: String(requestId), detail: { mentorId }, ip });
  await notifyUser(mentor.userId, '새 멘토링 신청이 도착했습니다', `${student.korNm} 학생이 '${topicName(input.topicCd)}' 주제로 멘토링(${wayName(input.wayCd)})을 신청했습니다. 수락 또는 거절해 주세요.`, {
    userDef1: requestHref('mentor', mentor.kind, requestId, mentorId),
  });
  return { requestId, status: 'REQUESTED' as const };
}

interface Loaded {
  request: typeof requests.$inferSelect;
  mentor: typeof profiles.$inferSelect;
  side: 'student' | 'mentor';
}

/** The request if the actor is its student or its mentor; 404 for everyone else. */
async function load(actor: Pick<SessionUser, 'userId'>, requestId: number): Promise<Loaded> {
  const db = await getDb();
  const [row] = await db.select({ request: requests, mentor: profiles }).from(requests).innerJoin(profiles, eq(profiles.mentorId, requests.mentorId)).where(eq(requests.requestId, requestId));
  if (!row) throw new HttpError(404, NOT_FOUND);
  if (row.request.studentId === actor.userId) return { ...row, side: 'student' };
  if (row.mentor.userId === actor.userId) return { ...row, side: 'mentor' };
  throw new HttpError(404, NOT_FOUND);
}

/** The thread of some requests, oldest first, each message with its author's side. */
async function threads(requestIds: number[]) {
  if (!requestIds.length) return { raw: [] as { requestId: number; authorId: string; messageId: number; body: string; createdAt: Date; authorNm: string }[] };
  const db = await getDb();
  const raw = await db
    .select({ requestId: messages.requestId, authorId: messages.authorId, messageId: messages.messageId, body: messages.body, createdAt: messages.createdAt, authorNm: users.korNm })
    .from(messages)
    .innerJoin(users, eq(users.userId, messages.authorId))
    .where(inArray(messages.requestId, requestIds))
    .orderBy(asc(messages.createdAt), asc(messages.messageId));
  return { raw };
}

/** The student's own requests, newest first, with the mentor and the thread. */
export async function myRequests(studentId: string) {
  const db = await getDb();
  const rows = await db
    .select({ request: requests, mentorNm: users.korNm, company: profiles.company, jobTitle: profiles.jobTitle, kind: profiles.kind })
    .from(requests)
    .innerJoin(profiles, eq(profiles.mentorId, requests.mentorId))
    .innerJoin(users, eq(users.userId, profiles.userId))
    .where(eq(requests.studentId, studentId))
    .orderBy(desc(requests.createdAt), desc(requests.requestId));
  const { raw } = await threads(rows.map((r) => r.request.requestId));
  return rows.map((r) => ({
    ...view(r.request),
    mentorNm: r.mentorNm,
    company: r.company,
    jobTitle: r.jobTitle,
    kindNm: MENTOR_KINDS[r.kind] ?? r.kind,
    messages: raw.filter((m) => m.requestId === r.request.requestId).map((m) => ({ messageId: m.messageId, mine: m.authorId === studentId, authorNm: m.authorNm, body: m.body, createdAt: m.createdAt })),
  }));
}

/**
 * The requests addressed to the mentor (by her account), newest first. The student is shown by name,
 * department and grade only.
 */
export async function mentorInbox(mentorUserId: string) {
  const db = await getDb();
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, mentorUserId));
  if (!profile) return [];
  const rows = await db
    .select({ request: requests, korNm: users.korNm, hakguaCd: users.hakguaCd, majorCd: users.majorCd, gradeCd: users.gradeCd })
    .from(requests)
    .innerJoin(users, eq(users.userId, requests.studentId))
    .where(eq(requests.mentorId, profile.mentorId))
    .orderBy(sql`case ${requests.status} when 'REQUESTED' then 0 when 'ACCEPTED' then 1 else 2 end`, desc(requests.createdAt), desc(requests.requestId));
  const [{ raw }, depts] = await Promise.all([threads(rows.map((r) => r.request.requestId)), deptNames()]);
  return rows.map((r) => {
    const { studentId: _hidden, ...req } = view(r.request);
    return {
      ...req,
      student: { korNm: r.korNm, deptNm: depts.get(r.majorCd ?? '') ?? depts.get(r.hakguaCd ?? '') ?? '', gradeCd: r.gradeCd },
      messages: raw.filter((m) => m.requestId === r.request.requestId).map((m) => ({ messageId: m.messageId, mine: m.authorId === mentorUserId, authorNm: m.authorNm, body: m.body, createdAt: m.createdAt })),
    };
  });
}

function view(r: typeof requests.$inferSelect) {
  return {
    requestId: r.requestId,
    mentorId: r.mentorId,
    studentId: r.studentId,
    topicCd: r.topicCd,
    topicNm: topicName(r.topicCd),
    question: r.question,
    wayCd: r.wayCd,
    wayNm: wayName(r.wayCd),
    status: r.status,
    statusNm: mentoringStatusLabel(r.status),
    responseNote: r.responseNote,
    respondedAt: r.respondedAt,
    closedAt: r.closedAt,
    createdAt: r.createdAt,
  };
}

/** One request as its student or mentor sees it (404 for anyone else). */
export async function requestDetail(actor: Pick<SessionUser, 'userId'>, requestId: number) {
  const { side, mentor } = await load(actor, requestId);
  const list = side === 'student' ? await myRequests(actor.userId) : await mentorInbox(mentor.userId);
  const found = list.find((r) => r.requestId === requestId);
  if (!found) throw new HttpError(404, NOT_FOUND);
  return { side, ...found };
}

/** The mentor accepts or declines a new request with a message. */
export async function respondToRequest(actor: Actor, requestId: number, input: MentoringResponseInput, ip: string | null = null) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select({ request: requests, mentor: profiles }).from(requests).innerJoin(profiles, eq(profiles.mentorId, requests.mentorId)).where(eq(requests.requestId, requestId)).for('update');
    if (!row || (row.mentor.userId !== actor.userId && row.request.studentId !== actor.userId)) throw new HttpError(404, NOT_FOUND);
    if (row.mentor.userId !== actor.userId) throw new HttpError(403, '멘토만 수락하거나 거절할 수 있습니다.');
    if (row.request.status !== 'REQUESTED') throw new HttpError(409, `이미 ${mentoringStatusLabel(row.request.status)} 상태인 신청입니다.`);
    const status = input.decision === 'ACCEPT' ? 'ACCEPTED' : 'DECLINED';
    await tx.update(requests).set({ status, responseNote: input.message, respondedAt: sql`now()`, closedAt: status === 'DECLINED' ? sql`now()` : null }).where(eq(requests.requestId, requestId));
    return { status, studentId: row.request.studentId, mentorId: row.mentor.mentorId, topicCd: row.request.topicCd };
  });
  await audit({ actorId: actor.userId, action: 'mentoring.request.respond', targetType: 'mentoring_request', targetId: String(requestId), detail: { status: result.status }, ip });
  await notifyUser(
    result.studentId,
    result.status === 'ACCEPTED' ? '멘토가 멘토링 신청을 수락했습니다' : '멘토가 멘토링 신청을 거절했습니다',
    `${actor.korNm} 멘토: ${input.message}`,
    { userDef1: requestHref('student', '', requestId, result.mentorId), senderId: actor.userId },
  );
  return { requestId, status: result.status };
}

/** A message in the thread of an accepted request, by its student or its mentor. */
export async function postMessage(actor: Actor, requestId: number, input: MentoringMessageInput, ip: string | null = null) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select({ request: requests, mentor: profiles }).from(requests).innerJoin(profiles, eq(profiles.mentorId, requests.mentorId)).where(eq(requests.requestId, requestId)).for('update');
    if (!row || (row.mentor.userId !== actor.userId && row.request.studentId !== actor.userId)) throw new HttpError(404, NOT_FOUND);
    if (row.request.status !== 'ACCEPTED') throw new HttpError(409, row.request.status === 'REQUESTED' ? '멘토가 수락한 뒤에 대화를 나눌 수 있습니다.' : '끝난 멘토링에는 글을 쓸 수 없습니다.');
    const [m] = await tx.insert(messages).values({ requestId, authorId: actor.userId, body: input.body }).returning({ messageId: messages.messageId });
    const side = row.mentor.userId === actor.userId ? 'mentor' : 'student';
    return { messageId: m.messageId, side, other: side === 'mentor' ? row.request.studentId : row.mentor.userId, mentor: row.mentor };
  });
  await audit({ actorId: actor.userId, action: 'mentoring.message.post', targetType: 'mentoring_request', targetId: String(requestId), detail: { messageId: result.messageId }, ip });
  const href = result.side === 'mentor' ? requestHref('student', '', requestId, result.mentor.mentorId) : requestHref('mentor', result.mentor.kind, requestId, result.mentor.mentorId);
  await notifyUser(result.other, result.side === 'mentor' ? '멘토가 답변을 남겼습니다' : '멘티가 새 질문을 남겼습니다', `${actor.korNm}: ${input.body.slice(0, 200)}`, { userDef1: href, senderId: actor.userId });
  return { messageId: result.messageId };
}

/**
 * Closes an accepted request (either side). With at least one answer of the mentor in the thread the
 * mentoring counts as completed: the student's activity event is published in the same transaction.
 */
export async function closeRequest(actor: Actor, requestId: number, ip: string | null = null) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select({ request: requests, mentor: profiles }).from(requests).innerJoin(profiles, eq(profiles.mentorId, requests.mentorId)).where(eq(requests.requestId, requestId)).for('update');
    if (!row || (row.mentor.userId !== actor.userId && row.request.studentId !== actor.userId)) throw new HttpError(404, NOT_FOUND);
    if (row.request.status !== 'ACCEPTED') throw new HttpError(409, '진행 중인 멘토링만 마칠 수 있습니다.');
    await tx.update(requests).set({ status: 'CLOSED', closedBy: actor.userId, closedAt: sql`now()` }).where(eq(requests.requestId, requestId));
    const [answer] = await tx
      .select({ messageId: messages.messageId })
      .from(messages)
      .where(and(eq(messages.requestId, requestId), eq(messages.authorId, row.mentor.userId)))
      .limit(1);
    const [mentorUser] = await tx.select({ korNm: users.korNm }).from(users).where(eq(users.userId, row.mentor.userId));
    if (answer) {
      await publishActivity(
        { userId: row.request.studentId, kind: 'MENTORING_COMPLETED', title: `${mentorUser?.korNm ?? ''} 멘토 멘토링 (${topicName(row.request.topicCd)})`, refType: 'mentoring_request', refId: String(requestId) },
        tx,
      );
    }
    const side = row.mentor.userId === actor.userId ? 'mentor' : 'student';
    return { completed: !!answer, studentId: row.request.studentId, other: side === 'mentor' ? row.request.studentId : row.mentor.userId, side, mentor: row.mentor };
  });
  // Shared portfolio pages are cached: the new history item must reach them too.
  if (result.completed) invalidate(portfolioCacheKey(result.studentId));
  await audit({ actorId: actor.userId, action: 'mentoring.request.close', targetType: 'mentoring_request', targetId: String(requestId), detail: { completed: result.completed }, ip });
  const href = result.side === 'mentor' ? requestHref('student', '', requestId, result.mentor.mentorId) : requestHref('mentor', result.mentor.kind, requestId, result.mentor.mentorId);
  await notifyUser(result.other, '멘토링이 종료되었습니다', `${actor.korNm}님이 멘토링 대화를 마쳤습니다.${result.completed && result.side === 'mentor' ? ' 멘토링 참여 기록이 포트폴리오에 남았습니다.' : ''}`, { userDef1: href, senderId: actor.userId });
  return { requestId, status: 'CLOSED' as const, completed: result.completed };
}

/** The student withdraws a request the mentor has not answered yet. */
export async function cancelRequest(actor: Actor, requestId: number, ip: string | null = null) {
  const db = await getDb();
  const mentor = await db.transaction(async (tx) => {
    const [row] = await tx.select({ request: requests, mentor: profiles }).from(requests).innerJoin(profiles, eq(profiles.mentorId, requests.mentorId)).where(eq(requests.requestId, requestId)).for('update');
    if (!row || row.request.studentId !== actor.userId) throw new HttpError(404, NOT_FOUND);
    if (row.request.status !== 'REQUESTED') throw new HttpError(409, '멘토가 답하기 전의 신청만 취소할 수 있습니다.');
    await tx.update(requests).set({ status: 'CANCELLED', closedBy: actor.userId, closedAt: sql`now()` }).where(eq(requests.requestId, requestId));
    return row.mentor;
  });
  await audit({ actorId: actor.userId, action: 'mentoring.request.cancel', targetType: 'mentoring_request', targetId: String(requestId), ip });
  await notifyUser(mentor.userId, '멘토링 신청이 취소되었습니다', `${actor.korNm} 학생이 멘토링 신청을 취소했습니다.`, { userDef1: requestHref('mentor', mentor.kind, requestId, mentor.mentorId) });
  return { requestId, status: 'CANCELLED' as const };
}

/** The student's open request to a mentor, if any (the detail page shows it instead of the form). */
export async function openRequestTo(studentId: string, mentorId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ requestId: requests.requestId })
    .from(requests)
    .where(and(eq(requests.studentId, studentId), eq(requests.mentorId, mentorId), inArray(requests.status, OPEN_STATUSES)));
  return row?.requestId ?? null;
}

/** Staff: how many requests each state holds, and per mentor. No contents, no students. */
export async function requestCounts() {
  const db = await getDb();
  const byStatus = await db.select({ status: requests.status, n: sql<number>`count(*)::int` }).from(requests).groupBy(requests.status);
  const byMentor = await db
    .select({ mentorId: requests.mentorId, total: sql<number>`count(*)::int`, open: sql<number>`count(*) filter (where ${requests.status} in ('REQUESTED', 'ACCEPTED'))::int`, closed: sql<number>`count(*) filter (where ${requests.status} = 'CLOSED')::int` })
    .from(requests)
    .groupBy(requests.mentorId);
  return { byStatus: Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])) as Record<string, number>, byMentor: new Map(byMentor.map((r) => [r.mentorId, { total: Number(r.total), open: Number(r.open), closed: Number(r.closed) }])) };
}
