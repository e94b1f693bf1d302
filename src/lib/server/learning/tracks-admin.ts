// Tracks for staff: editing a track (window, capacity, credit rule, subjects) and reviewing the
// students' applications. Every change is audited; a decision is sent to the student as a message.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { authorize } from '../auth/permissions';
import type { Action } from '../../permissions';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { invalidate } from '../cache';
import { deptNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { notifyUser } from '../messages/service';
import { countedRows, inProgressRows, loadTranscripts, summarise } from './transcript';
import { TRACKS_CACHE_KEY, trackEvent } from './tracks';
import { publishActivity } from '../activity/events';
import { reviewRefusal, statusLabel, trackEditErrors, trackProgress, type TrackApplStatus } from '../../learning/tracks';
import type { TrackEditInput, TrackReviewInput } from '../../schemas/tracks';
import { subjectCore } from './subject-columns';
import type { Actor } from '../../users';

const { tracks, trackSubjects, trackApplications: appls, subjects, users } = schema;

export type { Actor } from '../../users';

/** The learning area's right from the permission table (decision 046), admins included. */
async function requireStaff(actor: Actor, action: Action = 'manage') {
  await authorize(actor, 'learning', action);
}

/** Every track (in use or not) with the number of applications in each state. */
export async function staffTrackList(actor: Actor) {
  await requireStaff(actor);
  const db = await getDb();
  const [rows, counts, names, credits] = await Promise.all([
    db.select().from(tracks).orderBy(asc(tracks.sortOrd), asc(tracks.trackCd)),
    db.select({ trackCd: appls.trackCd, status: appls.status, n: count() }).from(appls).groupBy(appls.trackCd, appls.status),
    deptNames(),
    db
      .select({ trackCd: trackSubjects.trackCd, n: count(), total: sql<number>`sum(${subjects.credits})::int` })
      .from(trackSubjects)
      .innerJoin(subjects, eq(subjects.sbjtKeyId, trackSubjects.sbjtKeyId))
      .groupBy(trackSubjects.trackCd),
  ]);
  return rows.map((t) => {
    const byStatus = Object.fromEntries(counts.filter((c) => c.trackCd === t.trackCd).map((c) => [c.status, Number(c.n)])) as Partial<Record<TrackApplStatus, number>>;
    const c = credits.find((x) => x.trackCd === t.trackCd);
    return { ...t, deptNm: t.deptCd ? (names.get(t.deptCd) ?? null) : null, counts: byStatus, subjectCount: Number(c?.n ?? 0), totalCredits: Number(c?.total ?? 0) };
  });
}

async function trackRow(trackCd: string) {
  const db = await getDb();
  const [t] = await db.select().from(tracks).where(eq(tracks.trackCd, trackCd));
  if (!t) throw new HttpError(404, '트랙을 찾을 수 없습니다.');
  return t;
}

/** One track with its subjects, for the edit form. */
export async function staffTrack(actor: Actor, trackCd: string) {
  await requireStaff(actor);
  const t = await trackRow(trackCd);
  const db = await getDb();
  const subs = await db
    .select({ sbjtKeyId: subjects.sbjtKeyId, sbjtCd: subjects.sbjtCd, korNm: subjects.korNm, credits: subjects.credits, category: subjects.category, required: trackSubjects.required })
    .from(trackSubjects)
    .innerJoin(subjects, eq(subjects.sbjtKeyId, trackSubjects.sbjtKeyId))
    .where(eq(trackSubjects.trackCd, trackCd))
    .orderBy(desc(trackSubjects.required), asc(subjects.sbjtCd));
  const [{ n }] = await db.select({ n: count() }).from(appls).where(and(eq(appls.trackCd, trackCd), eq(appls.status, 'APPROVED')));
  const names = await deptNames();
  return { ...t, deptNm: t.deptCd ? (names.get(t.deptCd) ?? null) : null, subjects: subs, totalCredits: subs.reduce((sum, s) => sum + s.credits, 0), approvedCount: Number(n) };
}

/** Subjects in use whose name or code contains the term (for adding to a track). */
export async function searchSubjects(actor: Actor, keyword: string, limit = 20) {
  await requireStaff(actor);
  const db = await getDb();
  return db
    .select(subjectCore)
    .from(subjects)
    .where(and(eq(subjects.useYn, 'Y'), or(ilike(subjects.korNm, likeTerm(keyword)), ilike(subjects.sbjtCd, likeTerm(keyword)), eq(subjects.sbjtKeyId, keyword.toUpperCase()))))
    .orderBy(asc(subjects.sbjtCd))
    .limit(limit);
}

/** Saves the staff's edit of a track; the rules that need the database are checked here too. */
export async function updateTrack(actor: Actor, trackCd: string, input: TrackEditInput, ip: string | null = null) {
  await requireStaff(actor);
  const db = await getDb();
  const ids = [...new Set(input.subjects.map((s) => s.sbjtKeyId))];
  const found = await db.select({ sbjtKeyId: subjects.sbjtKeyId, credits: subjects.credits }).from(subjects).where(and(inArray(subjects.sbjtKeyId, ids), eq(subjects.useYn, 'Y')));
  const creditsOf = new Map(found.map((s) => [s.sbjtKeyId, s.credits]));
  const before = await db.transaction(async (tx) => {
    const [t] = await tx.select().from(tracks).where(eq(tracks.trackCd, trackCd)).for('update');
    if (!t) throw new HttpError(404, '트랙을 찾을 수 없습니다.');
    const [{ n }] = await tx.select({ n: count() }).from(appls).where(and(eq(appls.trackCd, trackCd), eq(appls.status, 'APPROVED')));
    const errors = trackEditErrors(input, creditsOf, Number(n));
    if (Object.keys(errors).length) throw new HttpError(400, Object.values(errors)[0], errors);
    const oldSubjects = await tx.select({ sbjtKeyId: trackSubjects.sbjtKeyId, required: trackSubjects.required }).from(trackSubjects).where(eq(trackSubjects.trackCd, trackCd));
    await tx
      .update(tracks)
      .set({ summary: input.summary, description: input.description, applyStartDt: input.applyStartDt, applyEndDt: input.applyEndDt, capacity: input.capacity, minCredits: input.minCredits })
      .where(eq(tracks.trackCd, trackCd));
    await tx.delete(trackSubjects).where(eq(trackSubjects.trackCd, trackCd));
    await tx.insert(trackSubjects).values(input.subjects.map((s) => ({ trackCd, sbjtKeyId: s.sbjtKeyId, required: s.required })));
    return { ...t, subjects: oldSubjects };
  });
  invalidate(TRACKS_CACHE_KEY);
  const changed = (['summary', 'description', 'applyStartDt', 'applyEndDt', 'capacity', 'minCredits'] as const).filter((k) => before[k] !== input[k]);
  const key = (s: { sbjtKeyId: string; required: boolean }) => `${s.sbjtKeyId}${s.required ? '*' : ''}`;
  await audit({
    actorId: actor.userId,
    action: 'track.update',
    targetType: 'track',
    targetId: trackCd,
    detail: {
      changed,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      subjectsBefore: before.subjects.map(key).sort(),
      subjectsAfter: input.subjects.map(key).sort(),
    },
    ip,
  });
  return staffTrack(actor, trackCd);
}

export interface ReviewFilter {
  trackCd?: string;
  status?: TrackApplStatus;
  page: number;
  size: number;
}

const student = alias(users, 'student');
const reviewer = alias(users, 'reviewer');

/** Applications for review, waiting ones first, with each student's year, credits and progress in the track. */
export async function reviewList(actor: Actor, filter: ReviewFilter) {
  await requireStaff(actor);
  const db = await getDb();
  const where: SQL[] = [];
  if (filter.trackCd) where.push(eq(appls.trackCd, filter.trackCd));
  if (filter.status) where.push(eq(appls.status, filter.status));
  const cond = where.length ? and(...where) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(appls).where(cond);
  const rows = await db
    .select({
      applId: appls.applId,
      trackCd: appls.trackCd,
      trackNm: tracks.korNm,
      studentId: appls.studentId,
      studentNm: student.korNm,
      hakguaCd: student.hakguaCd,
      gradeCd: student.gradeCd,
      motivation: appls.motivation,
      status: appls.status,
      reviewNote: appls.reviewNote,
      reviewerNm: reviewer.korNm,
      createdAt: appls.createdAt,
      decidedAt: appls.decidedAt,
    })
    .from(appls)
    .innerJoin(tracks, eq(tracks.trackCd, appls.trackCd))
    .innerJoin(student, eq(student.userId, appls.studentId))
    .leftJoin(reviewer, eq(reviewer.userId, appls.reviewerId))
    .where(cond)
    .orderBy(sql`case ${appls.status} when 'APPLIED' then 0 else 1 end`, desc(appls.createdAt), desc(appls.applId))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [transcripts, names, trackSubs, trackRows] = await Promise.all([
    loadTranscripts([...new Set(rows.map((r) => r.studentId))]),
    deptNames(),
    db
      .select({ trackCd: trackSubjects.trackCd, sbjtKeyId: subjects.sbjtKeyId, sbjtCd: subjects.sbjtCd, korNm: subjects.korNm, credits: subjects.credits, required: trackSubjects.required })
      .from(trackSubjects)
      .innerJoin(subjects, eq(subjects.sbjtKeyId, trackSubjects.sbjtKeyId))
      .where(rows.length ? inArray(trackSubjects.trackCd, [...new Set(rows.map((r) => r.trackCd))]) : sql`false`),
    db.select({ trackCd: tracks.trackCd, minCredits: tracks.minCredits }).from(tracks),
  ]);
  const list = rows.map((r) => {
    const t = transcripts.get(r.studentId) ?? [];
    const p = trackProgress(
      { minCredits: trackRows.find((x) => x.trackCd === r.trackCd)?.minCredits ?? 0, subjects: trackSubs.filter((s) => s.trackCd === r.trackCd) },
      countedRows(t),
      inProgressRows(t),
    );
    return {
      ...r,
      statusNm: statusLabel(r.status),
      deptNm: r.hakguaCd ? (names.get(r.hakguaCd) ?? r.hakguaCd) : null,
      grade: Number(r.gradeCd ?? 0),
      earnedCredits: summarise(t).earnedCredits,
      trackCredits: p.earnedCredits,
      minCredits: p.minCredits,
    };
  });
  return { list, totalCnt: Number(n), page: filter.page, size: filter.size };
}

/**
 * Approves or returns an APPLIED application. The track row is locked while the approved seats are
 * counted, so two staff approving the last seat at once cannot both succeed.
 */
export async function reviewApplication(actor: Actor, applId: number, input: TrackReviewInput, ip: string | null = null) {
  await requireStaff(actor);
  const db = await getDb();
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(appls).where(eq(appls.applId, applId)).for('update');
    if (!row) throw new HttpError(404, '트랙 신청을 찾을 수 없습니다.');
    const [track] = await tx.select().from(tracks).where(eq(tracks.trackCd, row.trackCd)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(appls).where(and(eq(appls.trackCd, row.trackCd), eq(appls.status, 'APPROVED')));
    const refusal = reviewRefusal(row.status, input.decision, track.capacity, Number(n));
    if (refusal) throw new HttpError(409, refusal);
    const status: TrackApplStatus = input.decision === 'APPROVE' ? 'APPROVED' : 'RETURNED';
    await tx
      .update(appls)
      .set({ status, reviewerId: actor.userId, reviewNote: input.note ?? null, decidedAt: sql`now()` })
      .where(eq(appls.applId, applId));
    // An approval is an event other areas read (badge rules count it), in the same transaction.
    if (status === 'APPROVED') await publishActivity(trackEvent(row.studentId, applId, track.korNm), tx);
    return { applId, status, studentId: row.studentId, trackCd: track.trackCd, trackNm: track.korNm };
  });
  await audit({ actorId: actor.userId, action: `track.${decided.status === 'APPROVED' ? 'approve' : 'return'}`, targetType: 'track_application', targetId: String(applId), detail: { trackCd: decided.trackCd, studentId: decided.studentId }, ip });
  const title = `[트랙] ${decided.trackNm} 신청이 ${statusLabel(decided.status)}되었습니다.`;
  const body =
    decided.status === 'APPROVED'
      ? `${decided.trackNm} 트랙 신청이 승인되었습니다. 나의 트랙에서 이수 현황을 확인해 주세요.${input.note ? `\n\n심사 의견: ${input.note}` : ''}`
      : `${decided.trackNm} 트랙 신청이 반려되었습니다.\n\n반려 사유: ${input.note}`;
  await notifyUser(decided.studentId, title, body, { senderId: actor.userId, userDef1: 'TRACK', userDef2: `/user/learnact/track/applymng/${applId}` });
  return { applId, status: decided.status, statusNm: statusLabel(decided.status) };
}
