// Clubs for students and their officers: the directory, one club's page and my clubs. Join requests
// and the officers' decisions are in members.ts, activity records in activities.ts, and who runs a
// club in officers.ts. An approved membership and each recorded activity become activity events.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { can } from '../auth/permissions';
import { HttpError } from '../http/respond';
import { codeNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { activitiesOf } from '../activity/events';
import { isDiv, type Actor } from '../../users';
import * as clock from '../clock';
import { LIVE_MEMBER_STATUSES, OFFICER_ROLES, RECRUIT_LABELS, joinRefusal, memberStatusLabel, recruitState, roleLabel } from '../../clubs/rules';
import type { ClubQuery } from '../../schemas/clubs';
import { isOfficerOf, officerClubIds } from './officers';

const { clubs, clubMembers: members, clubMemberHistory: history, clubActivities: activities, users } = schema;

type Viewer = Actor;

export const NOT_FOUND = '동아리를 찾을 수 없습니다.';

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
