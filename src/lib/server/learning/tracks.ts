// Tracks for students: the catalogue (same for everyone, cached), progress from the transcript,
// applying and cancelling. Staff maintenance and review live in tracks-admin.ts.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { cached } from '../cache';
import { deptNames } from '../org/names';
import { academicProfile } from './student';
import { countedRows, inProgressRows, loadTranscript, summarise, type TranscriptRow } from './transcript';
import * as clock from '../clock';
import {
  cancelRefusal,
  eligibility,
  LIVE_STATUSES,
  statusLabel,
  trackProgress,
  windowState,
  type TrackApplStatus,
  type TrackSubjectInfo,
} from '../../learning/tracks';
import type { TrackApplyInput } from '../../schemas/tracks';
import { withdrawActivity, type ActivityEvent } from '../activity/events';

/** The event of an approved track application, as other areas (badges, portfolio) read it. */
export const trackEvent = (studentId: string, applId: number, trackNm: string, occurredAt?: Date): ActivityEvent => ({
  userId: studentId,
  kind: 'TRACK_APPROVED',
  title: `${trackNm.endsWith('트랙') ? trackNm : `${trackNm} 트랙`} 승인`,
  refType: 'track_application',
  refId: String(applId),
  occurredAt,
});

const { tracks, trackSubjects, trackApplications: appls, subjects, users } = schema;

export const TRACKS_CACHE_KEY = 'learning:tracks';

export interface TrackInfo {
  trackCd: string;
  korNm: string;
  deptCd: string | null;
  deptNm: string | null;
  summary: string;
  description: string;
  minCredits: number;
  minGrade: number;
  minEarnedCredits: number;
  applyStartDt: string;
  applyEndDt: string;
  capacity: number | null;
  subjects: (TrackSubjectInfo & { category: string; stdYear: number; stdTermCd: string })[];
  totalCredits: number;
  requiredCredits: number;
}

async function loadTracks(): Promise<TrackInfo[]> {
  const db = await getDb();
  const [rows, subjectRows, names] = await Promise.all([
    db.select().from(tracks).where(eq(tracks.useYn, 'Y')).orderBy(asc(tracks.sortOrd), asc(tracks.trackCd)),
    db
      .select({
        trackCd: trackSubjects.trackCd,
        required: trackSubjects.required,
        sbjtKeyId: subjects.sbjtKeyId,
        sbjtCd: subjects.sbjtCd,
        korNm: subjects.korNm,
        credits: subjects.credits,
        category: subjects.category,
        stdYear: subjects.stdYear,
        stdTermCd: subjects.stdTermCd,
      })
      .from(trackSubjects)
      .innerJoin(subjects, eq(subjects.sbjtKeyId, trackSubjects.sbjtKeyId))
      // Required subjects first, then in the order they are usually taken.
      .orderBy(desc(trackSubjects.required), asc(subjects.stdYear), asc(subjects.stdTermCd), asc(subjects.sbjtCd)),
    deptNames(),
  ]);
  return rows.map((t) => {
    const subs = subjectRows.filter((s) => s.trackCd === t.trackCd).map(({ trackCd: _t, ...s }) => s);
    return {
      trackCd: t.trackCd,
      korNm: t.korNm,
      deptCd: t.deptCd,
      deptNm: t.deptCd ? (names.get(t.deptCd) ?? null) : null,
      summary: t.summary,
      description: t.description,
      minCredits: t.minCredits,
      minGrade: t.minGrade,
      minEarnedCredits: t.minEarnedCredits,
      applyStartDt: t.applyStartDt,
      applyEndDt: t.applyEndDt,
      capacity: t.capacity,
      subjects: subs,
      totalCredits: subs.reduce((s, x) => s + x.credits, 0),
      requiredCredits: subs.filter((x) => x.required).reduce((s, x) => s + x.credits, 0),
    };
  });
}

/** The tracks offered: the same for every student, so kept in memory for a short while. */
export function trackCatalogue(): Promise<TrackInfo[]> {
  return cached(TRACKS_CACHE_KEY, loadTracks);
}

/** Seats taken per track (APPLIED + APPROVED), live. */
export async function seatsTaken(): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ trackCd: appls.trackCd, n: count() })
    .from(appls)
    .where(inArray(appls.status, LIVE_STATUSES))
    .groupBy(appls.trackCd);
  return new Map(rows.map((r) => [r.trackCd, Number(r.n)]));
}

const reviewer = alias(users, 'reviewer');

const applColumns = {
  applId: appls.applId,
  trackCd: appls.trackCd,
  trackNm: tracks.korNm,
  studentId: appls.studentId,
  motivation: appls.motivation,
  status: appls.status,
  reviewerId: appls.reviewerId,
  reviewerNm: reviewer.korNm,
  reviewNote: appls.reviewNote,
  createdAt: appls.createdAt,
  decidedAt: appls.decidedAt,
  applyStartDt: tracks.applyStartDt,
  applyEndDt: tracks.applyEndDt,
};

export type StudentApplication = Awaited<ReturnType<typeof myApplications>>[number];

function withLabels<T extends { status: string; applyStartDt: string; applyEndDt: string }>(row: T, today: string) {
  return { ...row, statusNm: statusLabel(row.status), canCancel: cancelRefusal(row.status, row, today) === null };
}

/** The student's own applications, newest first. */
export async function myApplications(studentId: string, today = clock.today()) {
  const db = await getDb();
  const rows = await db
    .select(applColumns)
    .from(appls)
    .innerJoin(tracks, eq(tracks.trackCd, appls.trackCd))
    .leftJoin(reviewer, eq(reviewer.userId, appls.reviewerId))
    .where(eq(appls.studentId, studentId))
    .orderBy(desc(appls.createdAt), desc(appls.applId));
  return rows.map((r) => withLabels(r, today));
}

export interface HistoryStep {
  status: TrackApplStatus;
  statusNm: string;
  at: Date;
  actorNm: string | null;
  note: string | null;
}

/** One of the student's applications with its history; another student's id answers 404 like a missing one. */
export async function myApplication(studentId: string, applId: number, today = clock.today()) {
  const db = await getDb();
  const [row] = await db
    .select(applColumns)
    .from(appls)
    .innerJoin(tracks, eq(tracks.trackCd, appls.trackCd))
    .leftJoin(reviewer, eq(reviewer.userId, appls.reviewerId))
    .where(eq(appls.applId, applId));
  if (!row || row.studentId !== studentId) throw new HttpError(404, '트랙 신청을 찾을 수 없습니다.');
  // The table keeps the application and its decision; the steps are read from those two moments.
  const history: HistoryStep[] = [{ status: 'APPLIED', statusNm: statusLabel('APPLIED'), at: row.createdAt, actorNm: null, note: null }];
  if (row.status !== 'APPLIED' && row.decidedAt) {
    history.push({
      status: row.status as TrackApplStatus,
      statusNm: statusLabel(row.status),
      at: row.decidedAt,
      actorNm: row.status === 'CANCELLED' ? '본인' : row.reviewerNm,
      note: row.reviewNote,
    });
  }
  const earlier = (await myApplications(studentId, today)).filter((a) => a.trackCd === row.trackCd && a.applId !== applId);
  return { ...withLabels(row, today), history, otherApplications: earlier };
}

/** Progress of one student in every track, with the application state and whether they may apply. */
export async function studentTrackOverview(studentId: string, today = clock.today()) {
  const [catalogue, profile, transcript, mine, seats] = await Promise.all([
    trackCatalogue(),
    academicProfile(studentId),
    loadTranscript(studentId),
    myApplications(studentId, today),
    seatsTaken(),
  ]);
  const counted = countedRows(transcript);
  const running = inProgressRows(transcript);
  const { earnedCredits } = summarise(transcript);
  const items = catalogue.map((t) => {
    const own = mine.filter((a) => a.trackCd === t.trackCd);
    // The live application wins; otherwise the latest one, to show a return or a cancellation.
    const application = own.find((a) => LIVE_STATUSES.includes(a.status as TrackApplStatus)) ?? own[0] ?? null;
    const taken = seats.get(t.trackCd) ?? 0;
    const refusals = eligibility(t, { grade: profile.grade, earnedCredits, seatsTaken: taken, hasLiveApplication: own.some((a) => LIVE_STATUSES.includes(a.status as TrackApplStatus)) }, today);
    return {
      track: t,
      progress: trackProgress(t, counted, running),
      window: windowState(t, today),
      seatsTaken: taken,
      application,
      refusals,
    };
  });
  // Tracks the student applied to or was approved for come first.
  const rank = (i: (typeof items)[number]) => (i.application?.status === 'APPROVED' ? 0 : i.application?.status === 'APPLIED' ? 1 : 2);
  items.sort((a, b) => rank(a) - rank(b));
  return { profile: { grade: profile.grade, earnedCredits, korNm: profile.korNm }, items, today };
}

/**
 * Applies to a track. The track row is locked while the seats and the student's live applications
 * are counted, so parallel applies are served one at a time; the partial unique index
 * track_appl_once is the last guard when two requests of the same student still meet.
 */
export async function applyToTrack(student: { userId: string }, input: TrackApplyInput, ip: string | null = null, today = clock.today()) {
  const [profile, transcript] = await Promise.all([academicProfile(student.userId), loadTranscript(student.userId)]);
  const { earnedCredits } = summarise(transcript);
  const db = await getDb();
  let created: { applId: number; status: string };
  try {
    created = await db.transaction(async (tx) => {
      const [track] = await tx.select().from(tracks).where(eq(tracks.trackCd, input.trackCd)).for('update');
      if (!track || track.useYn !== 'Y') throw new HttpError(400, '신청할 수 없는 트랙입니다.', { trackCd: '운영 중인 트랙이 아닙니다.' });
      const live = await tx
        .select({ studentId: appls.studentId })
        .from(appls)
        .where(and(eq(appls.trackCd, track.trackCd), inArray(appls.status, LIVE_STATUSES)));
      const refusals = eligibility(track, { grade: profile.grade, earnedCredits, seatsTaken: live.length, hasLiveApplication: live.some((a) => a.studentId === student.userId) }, today);
      if (refusals.length) {
        const status = refusals.some((r) => r.code === 'DUPLICATE' || r.code === 'FULL') ? 409 : 400;
        throw new HttpError(status, refusals[0].message, { trackCd: refusals.map((r) => r.message).join(' ') });
      }
      const [row] = await tx
        .insert(appls)
        .values({ trackCd: track.trackCd, studentId: student.userId, motivation: input.motivation, status: 'APPLIED' })
        .returning({ applId: appls.applId, status: appls.status });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '이미 신청했거나 승인된 트랙입니다.', { trackCd: '이미 신청한 트랙입니다.' });
    throw err;
  }
  await audit({ actorId: student.userId, action: 'track.apply', targetType: 'track_application', targetId: String(created.applId), detail: { trackCd: input.trackCd }, ip });
  return created;
}

/** The student cancels their own live application, until the window's last day. */
export async function cancelApplication(student: { userId: string }, applId: number, ip: string | null = null, today = clock.today()) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ studentId: appls.studentId, status: appls.status, trackCd: appls.trackCd, applyStartDt: tracks.applyStartDt, applyEndDt: tracks.applyEndDt })
      .from(appls)
      .innerJoin(tracks, eq(tracks.trackCd, appls.trackCd))
      .where(eq(appls.applId, applId))
      .for('update', { of: appls });
    if (!row || row.studentId !== student.userId) throw new HttpError(404, '트랙 신청을 찾을 수 없습니다.');
    const refusal = cancelRefusal(row.status, row, today);
    if (refusal) throw new HttpError(400, refusal);
    await tx.update(appls).set({ status: 'CANCELLED', decidedAt: sql`now()` }).where(eq(appls.applId, applId));
    // A cancelled approval no longer counts anywhere (badges it earned are reviewed).
    if (row.status === 'APPROVED') await withdrawActivity({ userId: student.userId, kind: 'TRACK_APPROVED', refType: 'track_application', refId: String(applId) }, tx);
    return { applId, status: 'CANCELLED', from: row.status, trackCd: row.trackCd };
  });
  await audit({ actorId: student.userId, action: 'track.cancel', targetType: 'track_application', targetId: String(applId), detail: { trackCd: result.trackCd, from: result.from }, ip });
  return { applId: result.applId, status: result.status };
}

export type { TranscriptRow };
