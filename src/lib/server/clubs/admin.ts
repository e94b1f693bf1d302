// Clubs for the student affairs office: register and edit clubs, appoint officers, and see each
// club's members and requests with the counts.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { codeNames } from '../org/names';
import { publishActivity } from '../activity/events';
import { LIVE_MEMBER_STATUSES, RECRUIT_LABELS, memberStatusLabel, recruitState, roleLabel, type ClubMemberStatus } from '../../clubs/rules';
import type { AppointInput, ClubEditInput } from '../../schemas/clubs';
import { memberCounts } from './clubs';
import { recordStep } from './members';
import * as clock from '../clock';
import { isDiv } from '../../users';

const { clubs, clubMembers: members, users, comCodes } = schema;

/** Every club (running or not) with its member and request counts. */
export async function staffClubList(today = clock.today()) {
  const db = await getDb();
  const [rows, counts, names] = await Promise.all([db.select().from(clubs).orderBy(asc(clubs.categoryCd), asc(clubs.clubNm)), memberCounts(), codeNames()]);
  return rows.map((c) => {
    const state = recruitState(c, today);
    return {
      ...c,
      categoryNm: names.get(`CLUB_CAT:${c.categoryCd}`) ?? c.categoryCd,
      recruitState: state,
      recruitNm: RECRUIT_LABELS[state],
      memberCount: counts.get(c.clubId)?.members ?? 0,
      pendingCount: counts.get(c.clubId)?.pending ?? 0,
    };
  });
}

/** One club with all its memberships, for staff. */
export async function staffClub(clubId: number) {
  const db = await getDb();
  const [c] = await db.select().from(clubs).where(eq(clubs.clubId, clubId));
  if (!c) throw new HttpError(404, '동아리를 찾을 수 없습니다.');
  const rows = await db
    .select({ memberId: members.memberId, studentId: members.studentId, korNm: users.korNm, gradeCd: users.gradeCd, roleCd: members.roleCd, status: members.status, motivation: members.motivation, createdAt: members.createdAt, updatedAt: members.updatedAt })
    .from(members)
    .innerJoin(users, eq(users.userId, members.studentId))
    .where(eq(members.clubId, clubId))
    .orderBy(asc(members.status), asc(users.korNm));
  return { club: c, members: rows.map((m) => ({ ...m, statusNm: memberStatusLabel(m.status), roleNm: roleLabel(m.roleCd) })) };
}

async function checkCategory(categoryCd: string) {
  const db = await getDb();
  const [row] = await db.select({ cd: comCodes.comCd }).from(comCodes).where(and(eq(comCodes.grpCd, 'CLUB_CAT'), eq(comCodes.comCd, categoryCd), eq(comCodes.useYn, 'Y')));
  if (!row) throw new HttpError(400, '분류를 확인해 주세요.', { categoryCd: '등록된 동아리 분류가 아닙니다.' });
}

const DUPLICATE_NAME = () => new HttpError(409, '같은 이름의 동아리가 이미 있습니다.', { clubNm: '이미 등록된 동아리명입니다.' });

export async function createClub(actorId: string, input: ClubEditInput, ip: string | null = null) {
  await checkCategory(input.categoryCd);
  const db = await getDb();
  try {
    const [row] = await db
      .insert(clubs)
      .values({ ...input, room: input.room ?? null, recruitStartDt: input.recruitStartDt ?? null, recruitEndDt: input.recruitEndDt ?? null })
      .returning({ clubId: clubs.clubId });
    await audit({ actorId, action: 'club.create', targetType: 'club', targetId: String(row.clubId), ip });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw DUPLICATE_NAME();
    throw err;
  }
}

export async function updateClub(actorId: string, clubId: number, input: ClubEditInput, ip: string | null = null) {
  await checkCategory(input.categoryCd);
  const db = await getDb();
  try {
    const rows = await db
      .update(clubs)
      .set({ ...input, room: input.room ?? null, recruitStartDt: input.recruitStartDt ?? null, recruitEndDt: input.recruitEndDt ?? null, updatedAt: sql`now()` })
      .where(eq(clubs.clubId, clubId))
      .returning({ clubId: clubs.clubId });
    if (!rows.length) throw new HttpError(404, '동아리를 찾을 수 없습니다.');
  } catch (err) {
    if (isUniqueViolation(err)) throw DUPLICATE_NAME();
    throw err;
  }
  await audit({ actorId, action: 'club.update', targetType: 'club', targetId: String(clubId), ip });
  return { clubId };
}

/**
 * Appoints a student to a role. A student who is not a member yet becomes one (a waiting request
 * is approved); each officer role has one holder, so the previous holder becomes a 회원.
 */
export async function appoint(actorId: string, clubId: number, input: AppointInput, ip: string | null = null) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [c] = await tx.select({ clubId: clubs.clubId, clubNm: clubs.clubNm }).from(clubs).where(eq(clubs.clubId, clubId)).for('update');
    if (!c) throw new HttpError(404, '동아리를 찾을 수 없습니다.');
    const [u] = await tx.select({ userDiv: users.userDiv, useYn: users.useYn }).from(users).where(eq(users.userId, input.studentId));
    if (!u || !isDiv(u, 'std') || u.useYn !== 'Y') throw new HttpError(400, '학생을 찾을 수 없습니다.', { studentId: '재학 중인 학생의 학번을 입력해 주세요.' });
    if (input.roleCd !== 'MEMBER') {
      const holders = await tx
        .select({ memberId: members.memberId })
        .from(members)
        .where(and(eq(members.clubId, clubId), eq(members.status, 'APPROVED'), eq(members.roleCd, input.roleCd), ne(members.studentId, input.studentId)));
      for (const h of holders) {
        await tx.update(members).set({ roleCd: 'MEMBER', updatedAt: sql`now()` }).where(eq(members.memberId, h.memberId));
        await recordStep(tx, h.memberId, 'APPROVED', 'APPROVED', actorId, `${roleLabel(input.roleCd)} 교체`, 'MEMBER');
      }
    }
    const [live] = await tx
      .select({ memberId: members.memberId, status: members.status })
      .from(members)
      .where(and(eq(members.clubId, clubId), eq(members.studentId, input.studentId), inArray(members.status, LIVE_MEMBER_STATUSES)));
    let memberId: number;
    if (live) {
      memberId = live.memberId;
      await tx.update(members).set({ roleCd: input.roleCd, status: 'APPROVED', updatedAt: sql`now()` }).where(eq(members.memberId, memberId));
      await recordStep(tx, memberId, live.status, 'APPROVED', actorId, `${roleLabel(input.roleCd)} 임명`, input.roleCd);
    } else {
      const [row] = await tx.insert(members).values({ clubId, studentId: input.studentId, roleCd: input.roleCd, status: 'APPROVED' }).returning({ memberId: members.memberId });
      memberId = row.memberId;
      await recordStep(tx, memberId, null, 'APPROVED', actorId, `${roleLabel(input.roleCd)} 임명`, input.roleCd);
    }
    if (live?.status !== 'APPROVED') {
      await publishActivity({ userId: input.studentId, kind: 'CLUB_JOINED', title: `${c.clubNm} 가입`, refType: 'club_member', refId: String(memberId) }, tx);
    }
    return { memberId, status: 'APPROVED' as ClubMemberStatus, roleCd: input.roleCd };
  });
  await audit({ actorId, action: 'club.appoint', targetType: 'club_member', targetId: String(result.memberId), detail: { clubId, roleCd: input.roleCd }, ip });
  return result;
}
