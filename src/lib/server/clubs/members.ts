// Club membership: a student's join request within the recruiting period, the officers' decision on
// it, and leaving. Each step is kept in the member's history; an approval becomes an activity event.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { notifyUser } from '../messages/service';
import { publishActivity } from '../activity/events';
import type { Actor } from '../../users';
import { josa } from '../../text/josa';
import * as clock from '../clock';
import { LIVE_MEMBER_STATUSES, isOfficerRole, joinRefusal, memberStatusLabel, roleLabel, type ClubMemberStatus } from '../../clubs/rules';
import type { JoinInput, MemberDecisionInput } from '../../schemas/clubs';
import { NOT_FOUND } from './clubs';
import { isOfficerOf, officersOf } from './officers';

const { clubs, clubMembers: members, clubMemberHistory: history } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Viewer = Actor;

export async function recordStep(tx: Tx, memberId: number, fromStatus: string | null, toStatus: string, actorId: string | null, note: string | null = null, roleCd: string | null = null) {
  await tx.insert(history).values({ memberId, fromStatus, toStatus, actorId, note, roleCd });
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
