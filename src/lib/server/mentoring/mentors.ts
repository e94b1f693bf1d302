// Mentor profiles: graduates (alumni mentors) and outside users register one; staff holding
// PROGRAM_ADMIN approve it before students see it (decision 036). Students list approved mentors
// who accept requests, by job family and topic.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { authorize, can } from '../auth/permissions';
import { notifyUser } from '../messages/service';
import { codeNames } from '../org/names';
import { jobFamilies } from '../career/goals';
import { GRADUATE_SHREG_ST, MENTOR_KINDS, topicName } from '../../mentoring/rules';
import type { MentorProfileInput, MentorQuery, MentorReviewInput } from '../../schemas/mentoring';
import type { SessionUser } from '../auth/sessions';
import { isDiv } from '../../users';

const { mentorProfiles: profiles, users, mentoringRequests: requests } = schema;

type Actor = Pick<SessionUser, 'userId' | 'userDiv'>;

/** ALUMNI for a graduate, OUTSIDE for an outside user, null for anyone who may not mentor. */
export async function mentorKindOf(actor: Actor): Promise<'ALUMNI' | 'OUTSIDE' | null> {
  if (isDiv(actor, 'otsdr')) return 'OUTSIDE';
  if (!isDiv(actor, 'std')) return null;
  const db = await getDb();
  const [u] = await db.select({ shregSt: users.shregSt }).from(users).where(eq(users.userId, actor.userId));
  return u?.shregSt === GRADUATE_SHREG_ST ? 'ALUMNI' : null;
}

/** Whoever the permission table lets read mentoring (PROGRAM_ADMIN holders and admins, decision 046). */
export async function canReviewMentoring(actor: Actor | null | undefined) {
  return can(actor, 'mentoring', 'read');
}

/** 401 logged out, 403 for anyone the table does not let take the action on mentoring. */
export async function requireMentoringAdmin(actor: Actor, action: 'read' | 'manage' | 'decide' = 'manage') {
  await authorize(actor, 'mentoring', action);
}

const decorate = async <T extends { jobClsCd: string; topics: string[]; kind: string }>(rows: T[]) => {
  const codes = await codeNames();
  return rows.map((r) => ({ ...r, jobClsNm: codes.get(`JOB_CLS:${r.jobClsCd}`) ?? r.jobClsCd, topicNms: r.topics.map(topicName), kindNm: MENTOR_KINDS[r.kind] ?? r.kind }));
};

const publicColumns = {
  mentorId: profiles.mentorId,
  kind: profiles.kind,
  jobClsCd: profiles.jobClsCd,
  company: profiles.company,
  jobTitle: profiles.jobTitle,
  careerYears: profiles.careerYears,
  topics: profiles.topics,
  bio: profiles.bio,
  acceptingYn: profiles.acceptingYn,
  korNm: users.korNm,
};

/** Approved mentors who take requests, filtered; with the number of requests they closed. */
export async function listMentors(query: MentorQuery) {
  const db = await getDb();
  const rows = await db
    .select({ ...publicColumns, answeredCnt: sql<number>`(select count(*)::int from ${requests} where ${requests.mentorId} = ${profiles.mentorId} and ${requests.status} = 'CLOSED')` })
    .from(profiles)
    .innerJoin(users, eq(users.userId, profiles.userId))
    .where(
      and(
        eq(profiles.status, 'APPROVED'),
        eq(profiles.acceptingYn, 'Y'),
        eq(users.useYn, 'Y'),
        query.jobClsCd ? eq(profiles.jobClsCd, query.jobClsCd) : undefined,
        query.topicCd ? sql`${profiles.topics} @> ${JSON.stringify([query.topicCd])}::jsonb` : undefined,
      ),
    )
    .orderBy(asc(profiles.kind), asc(profiles.mentorId));
  return decorate(rows);
}

/** One approved mentor as students see her; anything else is 404. */
export async function mentorDetail(mentorId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ ...publicColumns, userId: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.userId, profiles.userId))
    .where(and(eq(profiles.mentorId, mentorId), eq(profiles.status, 'APPROVED'), eq(users.useYn, 'Y')));
  if (!row) throw new HttpError(404, '멘토를 찾을 수 없습니다.');
  const [m] = await decorate([row]);
  const { userId: _hidden, ...rest } = m;
  return rest;
}

/** The caller's own profile (any status), or null. */
export async function myMentorProfile(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row) return null;
  const [m] = await decorate([row]);
  return m;
}

/**
 * Saves the caller's mentor profile. A new or rejected profile waits for approval; an approved one
 * stays approved (staff can still reject it later).
 */
export async function saveMentorProfile(actor: Actor, input: MentorProfileInput, ip: string | null = null) {
  const kind = await mentorKindOf(actor);
  if (!kind) throw new HttpError(403, '졸업생과 외부 멘토만 멘토 프로필을 등록할 수 있습니다.');
  if (!(await jobFamilies()).some((j) => j.value === input.jobClsCd)) throw new HttpError(400, '직무를 선택해 주세요.', { jobClsCd: '직무를 선택해 주세요.' });
  const values = { jobClsCd: input.jobClsCd, company: input.company, jobTitle: input.jobTitle, careerYears: input.careerYears, topics: [...new Set(input.topics)], bio: input.bio, acceptingYn: input.acceptingYn };
  const db = await getDb();
  const existing = await myMentorProfile(actor.userId);
  if (existing) {
    const status = existing.status === 'REJECTED' ? 'PENDING' : existing.status;
    await db.update(profiles).set({ ...values, status, updatedAt: sql`now()` }).where(eq(profiles.mentorId, existing.mentorId));
  } else {
    await db.insert(profiles).values({ userId: actor.userId, kind, ...values, status: 'PENDING' });
  }
  await audit({ actorId: actor.userId, action: 'mentoring.profile.save', targetType: 'mentor_profile', targetId: actor.userId, detail: { jobClsCd: input.jobClsCd }, ip });
  return myMentorProfile(actor.userId);
}

/** Staff: every profile, the ones waiting first. */
export async function allMentorProfiles() {
  const db = await getDb();
  const rows = await db
    .select({ ...publicColumns, status: profiles.status, reviewNote: profiles.reviewNote, updatedAt: profiles.updatedAt, userId: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.userId, profiles.userId))
    .orderBy(sql`case ${profiles.status} when 'PENDING' then 0 when 'APPROVED' then 1 else 2 end`, desc(profiles.updatedAt), asc(profiles.mentorId));
  return decorate(rows);
}

/** Staff approve or reject a profile; the mentor is told either way. */
export async function reviewMentorProfile(actor: Actor, mentorId: number, input: MentorReviewInput, ip: string | null = null) {
  await requireMentoringAdmin(actor, 'decide');
  const db = await getDb();
  const status = input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
  const [row] = await db
    .update(profiles)
    .set({ status, reviewNote: input.note ?? null, reviewedBy: actor.userId, reviewedAt: sql`now()` })
    .where(eq(profiles.mentorId, mentorId))
    .returning({ userId: profiles.userId });
  if (!row) throw new HttpError(404, '멘토 프로필을 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'mentoring.profile.review', targetType: 'mentor_profile', targetId: String(mentorId), detail: { status }, ip });
  await notifyUser(
    row.userId,
    status === 'APPROVED' ? '멘토 프로필이 승인되었습니다' : '멘토 프로필이 반려되었습니다',
    status === 'APPROVED' ? '이제 학생들이 멘토 찾기에서 프로필을 보고 멘토링을 신청할 수 있습니다.' : `반려 사유: ${input.note ?? ''}\n프로필을 고쳐 저장하면 다시 승인을 요청합니다.`,
    { senderId: actor.userId },
  );
  return { mentorId, status };
}
