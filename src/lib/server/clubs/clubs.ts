// Clubs for students and their officers: the directory, one club's page, join requests within the
// recruiting period, the officers' review of requests and their activity records, and my clubs.
// An approved membership and each recorded activity become activity events for the portfolio.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { can } from '../auth/permissions';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { codeNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { notifyUser } from '../messages/service';
import { publishActivity, activitiesOf } from '../activity/events';
import { isDiv, type Actor } from '../../users';
import { josa } from '../../text/josa';
import * as clock from '../clock';
import { seoulInstantOf } from '../../calendar';
import {
  LIVE_MEMBER_STATUSES,
  OFFICER_ROLES,
  RECRUIT_LABELS,
  isOfficerRole,
  joinRefusal,
  memberStatusLabel,
  recruitState,
  roleLabel,
  type ClubMemberStatus,
} from '../../clubs/rules';
import type { ActivityInput, ClubQuery, JoinInput, MemberDecisionInput } from '../../schemas/clubs';

const { clubs, clubMembers: members, clubMemberHistory: history, clubActivities: activities, users } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Viewer = Actor;

const NOT_FOUND = '동아리를 찾을 수 없습니다.';

export async function recordStep(tx: Tx, memberId: number, fromStatus: string | null, toStatus: string, actorId: string | null, note: string | null = null, roleCd: string | null = null) {
  await tx.insert(history).values({ memberId, fromStatus, toStatus, actorId, note, roleCd });
}

/** Approved members per club. */
export async function memberCounts(clubIds?: number[]): Promise<Map<number, { members: number; pending: number }>> {
  const db = await getDb();
  if (clubIds && !clubIds.length) return new Map();
  const rows = await db
    .select({ clubId: members.clubId, status: members.status, n: count() })
    .from(members)
    .where(and(inArray(members.status, LIVE_MEMBER_STATUSES), clubIds ? inArray(members.clubId, clubIds) : undefined))
    .groupBy(members.clubId, members.status);
  const out = new Map<number, { members: number; pending: number }>();
  for (const r of rows) {
    const c = out.get(r.clubId) ?? { members: 0, pending: 0 };
    if (r.status === 'APPROVED') c.members = Number(r.n);
    else c.pending = Number(r.n);
    out.set(r.clubId, c);
  }
  return out;
}

/** The student's live membership or request in each club (at most one per club). */
async function liveOf(studentId: string, clubIds: number[]) {
  if (!clubIds.length) return new Map<number, { memberId: number; status: string; roleCd: string }>();
  const db = await getDb();
  const rows = await db
    .select({ clubId: members.clubId, memberId: members.memberId, status: members.status, roleCd: members.roleCd })
    .from(members)
    .where(and(eq(members.studentId, studentId), inArray(members.clubId, clubIds), inArray(members.status, LIVE_MEMBER_STATUSES)));
  return new Map(rows.map((r) => [r.clubId, r]));
}

/** The directory: active clubs by category and search word, recruiting ones first. */
export async function listClubs(viewer: Viewer, query: ClubQuery, today = clock.today()) {
  const db = await getDb();
  const where: SQL[] = [eq(clubs.useYn, 'Y')];
  if (query.keyword) {
    const t = likeTerm(query.keyword);
    where.push(or(ilike(clubs.clubNm, t), ilike(clubs.summary, t), ilike(clubs.introduction, t))!);
  }
  if (query.categoryCd) where.push(eq(clubs.categoryCd, query.categoryCd));
  if (query.recruiting === 'Y') where.push(sql`${clubs.recruitStartDt} <= ${today} and ${clubs.recruitEndDt} >= ${today}`);
  const cond = and(...where);
  const [[{ total }], rows, names] = await Promise.all([
    db.select({ total: count() }).from(clubs).where(cond),
    db
      .select()
      .from(clubs)
      .where(cond)
      .orderBy(sql`case when ${clubs.recruitStartDt} <= ${today} and ${clubs.recruitEndDt} >= ${today} then 0 else 1 end`, asc(clubs.clubNm))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    codeNames(),
  ]);
  const ids = rows.map((r) => r.clubId);
  const [counts, mine] = await Promise.all([memberCounts(ids), liveOf(viewer.userId, ids)]);
  const list = rows.map((c) => {
    const state = recruitState(c, today);
    const own = mine.get(c.clubId) ?? null;
    return {
      clubId: c.clubId,
      clubNm: c.clubNm,
      summary: c.summary,
      categoryCd: c.categoryCd,
      categoryNm: names.get(`CLUB_CAT:${c.categoryCd}`) ?? c.categoryCd,
      room: c.room,
      recruitStartDt: c.recruitStartDt,
      recruitEndDt: c.recruitEndDt,
      recruitState: state,
      recruitNm: RECRUIT_LABELS[state],
      memberCount: counts.get(c.clubId)?.members ?? 0,
      myStatus: own?.status ?? null,
      myStatusNm: own ? memberStatusLabel(own.status) : null,
    };
  });
  return { list, totalCnt: Number(total), page: query.page, size: query.size };
}

async function clubRow(clubId: number) {
  const db = await getDb();
  const [c] = await db.select().from(clubs).where(eq(clubs.clubId, clubId));
  return c ?? null;
}

/**
 * Whether the person runs this club: an approved member with an officer role, or one the permission
 * table lets decide on clubs (CLUB_MANAGER, admins; decision 046).
 */
export async function isOfficerOf(viewer: Viewer, clubId: number, tx?: Tx): Promise<boolean> {
  if (!isDiv(viewer, 'std')) return can(viewer, 'clubs', 'decide');
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ memberId: members.memberId })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.studentId, viewer.userId), eq(members.status, 'APPROVED'), inArray(members.roleCd, OFFICER_ROLES)));
  return !!row;
}

/** The clubs a student runs (for the "my clubs" list and the officer's tools). */
async function officerClubIds(studentId: string) {
  const db = await getDb();
  const rows = await db
    .select({ clubId: members.clubId })
    .from(members)
    .where(and(eq(members.studentId, studentId), eq(members.status, 'APPROVED'), inArray(members.roleCd, OFFICER_ROLES)));
  return rows.map((r) => r.clubId);
}

/** The students who run a club. */
async function officersOf(clubId: number) {
  const db = await getDb();
  const rows = await db
    .select({ studentId: members.studentId })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.status, 'APPROVED'), inArray(members.roleCd, OFFICER_ROLES)));
  return rows.map((r) => r.studentId);
}

/** The pending requests of a club, for its officers (and staff) only. */
async function pendingRequests(clubId: number) {
  const db = await getDb();
  return db
    .select({ memberId: members.memberId, studentId: members.studentId, korNm: users.korNm, motivation: members.motivation, createdAt: members.createdAt })
    .from(members)
    .innerJoin(users, eq(users.userId, members.studentId))
    .where(and(eq(members.clubId, clubId), eq(members.status, 'APPLIED')))
    .orderBy(asc(members.createdAt), asc(members.memberId));
}

/** One club's page; a club that does not run is not found for students. */
export async function clubDetail(viewer: Viewer, clubId: number, today = clock.today()) {
  const c = await clubRow(clubId);
  // The club office (CLUB_MANAGER, admins) sees closed clubs and the applicants' student numbers.
  const office = !isDiv(viewer, 'std') && (await can(viewer, 'clubs', 'read'));
  if (!c || (c.useYn !== 'Y' && !office)) throw new HttpError(404, NOT_FOUND);
  const db = await getDb();
  const [names, counts, officers, acts, mine, runs] = await Promise.all([
    codeNames(),
    memberCounts([clubId]),
    db
      .select({ memberId: members.memberId, studentId: members.studentId, korNm: users.korNm, roleCd: members.roleCd })
      .from(members)
      .innerJoin(users, eq(users.userId, members.studentId))
      .where(and(eq(members.clubId, clubId), eq(members.status, 'APPROVED'), inArray(members.roleCd, OFFICER_ROLES))),
    db
      .select({ activityId: activities.activityId, actDt: activities.actDt, title: activities.title, description: activities.description, authorNm: users.korNm })
      .from(activities)
      .innerJoin(users, eq(users.userId, activities.authorId))
      .where(eq(activities.clubId, clubId))
      .orderBy(desc(activities.actDt), desc(activities.activityId))
      .limit(30),
    isDiv(viewer, 'std') ? liveOf(viewer.userId, [clubId]) : Promise.resolve(new Map()),
    isOfficerOf(viewer, clubId),
  ]);
  const own = mine.get(clubId) ?? null;
  const state = recruitState(c, today);
  const order = (r: string) => OFFICER_ROLES.indexOf(r as (typeof OFFICER_ROLES)[number]);
  const refusal = isDiv(viewer, 'std') ? joinRefusal(c, own?.status ?? null, today) : '학생만 가입을 신청할 수 있습니다.';
  return {
    clubId: c.clubId,
    clubNm: c.clubNm,
    summary: c.summary,
    introduction: c.introduction,
    categoryCd: c.categoryCd,
    categoryNm: names.get(`CLUB_CAT:${c.categoryCd}`) ?? c.categoryCd,
    room: c.room,
    useYn: c.useYn,
    recruitStartDt: c.recruitStartDt,
    recruitEndDt: c.recruitEndDt,
    recruitState: state,
    recruitNm: RECRUIT_LABELS[state],
    memberCount: counts.get(clubId)?.members ?? 0,
    officers: officers
      // Officers are named by name and role only: student numbers stay private.
      .map((o) => ({ korNm: o.korNm, roleCd: o.roleCd, roleNm: roleLabel(o.roleCd) }))
      .sort((a, b) => order(a.roleCd) - order(b.roleCd)),
    activities: acts,
    my: own ? { memberId: own.memberId, status: own.status, statusNm: memberStatusLabel(own.status), roleCd: own.roleCd, roleNm: roleLabel(own.roleCd) } : null,
    canJoin: refusal === null,
    joinRefusal: refusal,
    isOfficer: runs,
    // A student officer sees who applied by name, never by student number (학번).
    pending: runs ? (await pendingRequests(clubId)).map(({ studentId, ...rest }) => (office ? { studentId, ...rest } : rest)) : [],
  };
}

/**
 * A join request. The club row is locked while the student's live request is looked up, so a
 * double click makes one request; the partial unique index club_member_once is the last guard.
 */
export async function requestJoin(student: { userId: string }, clubId: number, input: JoinInput, ip: string | null = null, today = clock.today()) {
  const db = await getDb();
  let created: { memberId: number; status: string; clubNm: string };
  try {
    created = await db.transaction(async (tx) => {
      const [c] = await tx.select().from(clubs).where(eq(clubs.clubId, clubId)).for('update');
      if (!c || c.useYn !== 'Y') throw new HttpError(404, NOT_FOUND);
      const [live] = await tx
        .select({ status: members.status })
        .from(members)
        .where(and(eq(members.clubId, clubId), eq(members.studentId, student.userId), inArray(members.status, LIVE_MEMBER_STATUSES)));
      const refusal = joinRefusal(c, live?.status ?? null, today);
      if (refusal) throw new HttpError(live ? 409 : 400, refusal);
      const [row] = await tx
        .insert(members)
        .values({ clubId, studentId: student.userId, roleCd: 'MEMBER', status: 'APPLIED', motivation: input.motivation ?? null })
        .returning({ memberId: members.memberId, status: members.status });
      await recordStep(tx, row.memberId, null, 'APPLIED', student.userId, null, 'MEMBER');
      return { ...row, clubNm: c.clubNm };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '이미 가입을 신청했거나 가입한 동아리입니다.');
    throw err;
  }
  await audit({ actorId: student.userId, action: 'club.join', targetType: 'club_member', targetId: String(created.memberId), detail: { clubId }, ip });
  // The officers hear of the request; the message names the club only, the page shows who asked.
  for (const officerId of await officersOf(clubId)) {
    await notifyUser(officerId, `[동아리] ${created.clubNm}에 새 가입 신청이 있습니다`, '동아리 페이지의 임원 메뉴에서 승인하거나 반려해 주세요.', { category: 'CAMPUS', userDef1: `/user/colglife/club/${clubId}` });
  }
  return { memberId: created.memberId, status: created.status };
}

/**
 * An officer of the club (or staff) approves or rejects a request. For anyone else the request
 * does not exist (404), so no one learns who asked to join which club.
 */
export async function decideRequest(actor: Viewer, memberId: number, input: MemberDecisionInput, ip: string | null = null) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [m] = await tx
      .select({ memberId: members.memberId, clubId: members.clubId, studentId: members.studentId, status: members.status, clubNm: clubs.clubNm })
      .from(members)
      .innerJoin(clubs, eq(clubs.clubId, members.clubId))
      .where(eq(members.memberId, memberId))
      .for('update', { of: members });
    if (!m || !(await isOfficerOf(actor, m.clubId, tx))) throw new HttpError(404, '가입 신청을 찾을 수 없습니다.');
    if (m.status !== 'APPLIED') throw new HttpError(409, `이미 ${memberStatusLabel(m.status)} 처리된 신청입니다.`);
    const to: ClubMemberStatus = input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    const note = input.note ?? null;
    await tx.update(members).set({ status: to, reviewNote: note, updatedAt: sql`now()` }).where(eq(members.memberId, memberId));
    await recordStep(tx, memberId, 'APPLIED', to, actor.userId, note);
    if (to === 'APPROVED') {
      await publishActivity({ userId: m.studentId, kind: 'CLUB_JOINED', title: `${m.clubNm} 가입`, refType: 'club_member', refId: String(memberId) }, tx);
    }
    return { memberId, status: to, studentId: m.studentId, clubId: m.clubId, clubNm: m.clubNm, note };
  });
  await audit({ actorId: actor.userId, action: `club.member.${input.decision.toLowerCase()}`, targetType: 'club_member', targetId: String(memberId), detail: { clubId: result.clubId }, ip });
  await notifyUser(
    result.studentId,
    result.status === 'APPROVED' ? `[동아리] ${result.clubNm} 가입이 승인되었습니다` : `[동아리] ${result.clubNm} 가입 신청이 반려되었습니다`,
    result.status === 'APPROVED' ? `${result.clubNm}의 회원이 되었습니다. 동아리 활동은 포트폴리오 이력에 기록됩니다.` : `반려 사유: ${result.note ?? ''}`,
    { category: 'CAMPUS', userDef1: `/user/colglife/club/${result.clubId}`, senderId: actor.userId },
  );
  return { memberId: result.memberId, status: result.status };
}

/** The student leaves a club, or withdraws a request that waits. An officer must hand over first. */
export async function leaveClub(student: { userId: string }, clubId: number, ip: string | null = null) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [m] = await tx
      .select({ memberId: members.memberId, status: members.status, roleCd: members.roleCd })
      .from(members)
      .where(and(eq(members.clubId, clubId), eq(members.studentId, student.userId), inArray(members.status, LIVE_MEMBER_STATUSES)))
      .for('update');
    if (!m) throw new HttpError(404, '가입 정보를 찾을 수 없습니다.');
    if (isOfficerRole(m.roleCd)) throw new HttpError(400, `${josa(roleLabel(m.roleCd), '은/는')} 탈퇴하기 전에 학생지원팀에 직책 변경을 요청해 주세요.`);
    await tx.update(members).set({ status: 'LEFT', updatedAt: sql`now()` }).where(eq(members.memberId, m.memberId));
    await recordStep(tx, m.memberId, m.status, 'LEFT', student.userId, m.status === 'APPLIED' ? '신청 취소' : null);
    return { memberId: m.memberId, status: 'LEFT', from: m.status };
  });
  await audit({ actorId: student.userId, action: 'club.leave', targetType: 'club_member', targetId: String(result.memberId), detail: { clubId, from: result.from }, ip });
  return { memberId: result.memberId, status: result.status };
}

/**
 * An officer (or staff) records an activity; every approved member at that moment gets it in her
 * activity history, in the same transaction as the record.
 */
export async function recordActivity(actor: Viewer, clubId: number, input: ActivityInput, ip: string | null = null, today = clock.today()) {
  if (input.actDt > today) throw new HttpError(400, '아직 하지 않은 활동은 기록할 수 없습니다.', { actDt: '오늘이나 지난 날짜를 입력해 주세요.' });
  // The history is kept as it happens: a year back at most, so old records are not made up later.
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  if (input.actDt < yearAgo) throw new HttpError(400, '1년이 지난 활동은 기록할 수 없습니다.', { actDt: `${yearAgo} 이후 날짜를 입력해 주세요.` });
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [c] = await tx.select({ clubId: clubs.clubId, clubNm: clubs.clubNm, useYn: clubs.useYn }).from(clubs).where(eq(clubs.clubId, clubId));
    if (!c || !(await isOfficerOf(actor, clubId, tx))) throw new HttpError(404, NOT_FOUND);
    if (c.useYn !== 'Y') throw new HttpError(400, '운영하지 않는 동아리입니다.');
    const [row] = await tx
      .insert(activities)
      .values({ clubId, actDt: input.actDt, title: input.title, description: input.description, authorId: actor.userId })
      .returning({ activityId: activities.activityId });
    const current = await tx.select({ studentId: members.studentId }).from(members).where(and(eq(members.clubId, clubId), eq(members.status, 'APPROVED')));
    const occurredAt = seoulInstantOf(`${input.actDt}T12:00`);
    for (const m of current) {
      await publishActivity({ userId: m.studentId, kind: 'CLUB_ACTIVITY', title: `${c.clubNm}: ${input.title}`, refType: 'club_activity', refId: String(row.activityId), occurredAt }, tx);
    }
    return { activityId: row.activityId, members: current.length };
  });
  await audit({ actorId: actor.userId, action: 'club.activity', targetType: 'club_activity', targetId: String(created.activityId), detail: { clubId }, ip });
  return created;
}

/** The student's clubs (live and past), each with its history, and her club activity events. */
export async function myClubs(studentId: string) {
  const db = await getDb();
  const rows = await db
    .select({
      memberId: members.memberId,
      clubId: members.clubId,
      clubNm: clubs.clubNm,
      roleCd: members.roleCd,
      status: members.status,
      reviewNote: members.reviewNote,
      createdAt: members.createdAt,
      updatedAt: members.updatedAt,
    })
    .from(members)
    .innerJoin(clubs, eq(clubs.clubId, members.clubId))
    .where(eq(members.studentId, studentId))
    .orderBy(desc(members.updatedAt), desc(members.memberId));
  const ids = rows.map((r) => r.memberId);
  const steps = ids.length
    ? await db
        .select({ memberId: history.memberId, fromStatus: history.fromStatus, toStatus: history.toStatus, note: history.note, createdAt: history.createdAt, actorNm: users.korNm })
        .from(history)
        .leftJoin(users, eq(users.userId, history.actorId))
        .where(inArray(history.memberId, ids))
        .orderBy(asc(history.createdAt), asc(history.histId))
    : [];
  const [joined, acts] = await Promise.all([activitiesOf(studentId, 'CLUB_JOINED'), activitiesOf(studentId, 'CLUB_ACTIVITY')]);
  const runs = new Set(await officerClubIds(studentId));
  return {
    clubs: rows.map((r) => ({
      ...r,
      statusNm: memberStatusLabel(r.status),
      roleNm: roleLabel(r.roleCd),
      isOfficer: runs.has(r.clubId) && r.status === 'APPROVED',
      history: steps.filter((s) => s.memberId === r.memberId).map((s) => ({ ...s, statusNm: memberStatusLabel(s.toStatus) })),
    })),
    events: [...joined, ...acts]
      .sort((a, b) => +b.occurredAt - +a.occurredAt)
      .map((e) => ({ kind: e.kind, title: e.title, refType: e.refType, refId: e.refId, occurredAt: e.occurredAt })),
  };
}
