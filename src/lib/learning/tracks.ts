// Tracks (micro-degrees): who may apply, how far a student has come, and what an application may
// become. Pure rules shared by the server and the pages; no database here.
import { isPassed } from './grades';
import { badgeClass, variantsOf, type Tone } from '../status';

export type TrackApplStatus = 'APPLIED' | 'APPROVED' | 'RETURNED' | 'CANCELLED';

export const APPL_STATUS_LABELS: Record<TrackApplStatus, string> = {
  APPLIED: '신청',
  APPROVED: '승인',
  RETURNED: '반려',
  CANCELLED: '취소',
};

/** Bootstrap colours of the status badges. */
export const APPL_STATUS_VARIANTS = variantsOf<TrackApplStatus>({
  APPLIED: 'new',
  APPROVED: 'good',
  RETURNED: 'bad',
  CANCELLED: 'off',
});

/** Applications that hold a seat and block a second application to the same track. */
export const LIVE_STATUSES: TrackApplStatus[] = ['APPLIED', 'APPROVED'];

export const statusLabel = (s: string) => APPL_STATUS_LABELS[s as TrackApplStatus] ?? s;

export interface TrackWindow {
  applyStartDt: string;
  applyEndDt: string;
}

export type WindowState = 'BEFORE' | 'OPEN' | 'CLOSED';

/** Dates are YYYY-MM-DD strings, so comparing them as text compares the days. Both ends count. */
export function windowState(w: TrackWindow, today: string): WindowState {
  if (today < w.applyStartDt) return 'BEFORE';
  if (today > w.applyEndDt) return 'CLOSED';
  return 'OPEN';
}

export const WINDOW_LABELS: Record<WindowState, string> = { BEFORE: '신청 예정', OPEN: '신청 중', CLOSED: '신청 마감' };
export const WINDOW_VARIANTS = variantsOf<WindowState>({ BEFORE: 'progress', OPEN: 'good', CLOSED: 'off' });

export interface TrackRules extends TrackWindow {
  minGrade: number;
  minEarnedCredits: number;
  capacity: number | null;
}

export interface ApplicantFacts {
  grade: number;
  earnedCredits: number;
  /** Seats taken in the track now (APPLIED + APPROVED of everyone). */
  seatsTaken: number;
  /** The student already has an APPLIED or APPROVED application to this track. */
  hasLiveApplication: boolean;
}

export interface Refusal {
  code: 'WINDOW_BEFORE' | 'WINDOW_CLOSED' | 'GRADE' | 'CREDITS' | 'FULL' | 'DUPLICATE';
  message: string;
}

/** Every reason the student may not apply today (empty: they may). */
export function eligibility(track: TrackRules, who: ApplicantFacts, today: string): Refusal[] {
  const out: Refusal[] = [];
  const w = windowState(track, today);
  if (w === 'BEFORE') out.push({ code: 'WINDOW_BEFORE', message: `신청 기간이 아닙니다. ${track.applyStartDt}부터 신청할 수 있습니다.` });
  if (w === 'CLOSED') out.push({ code: 'WINDOW_CLOSED', message: `신청 기간(${track.applyEndDt}까지)이 지났습니다.` });
  if (who.hasLiveApplication) out.push({ code: 'DUPLICATE', message: '이미 신청했거나 승인된 트랙입니다.' });
  if (who.grade < track.minGrade) out.push({ code: 'GRADE', message: `${track.minGrade}학년 이상만 신청할 수 있습니다. (현재 ${who.grade}학년)` });
  if (who.earnedCredits < track.minEarnedCredits)
    out.push({ code: 'CREDITS', message: `취득학점이 ${track.minEarnedCredits}학점 이상이어야 합니다. (현재 ${who.earnedCredits}학점)` });
  if (track.capacity !== null && who.seatsTaken >= track.capacity) out.push({ code: 'FULL', message: `정원(${track.capacity}명)이 찼습니다.` });
  return out;
}

/** The student may cancel a live application until the last day of the window, that day included. */
export function cancelRefusal(status: string, window: TrackWindow, today: string): string | null {
  if (!LIVE_STATUSES.includes(status as TrackApplStatus)) return `${statusLabel(status)} 상태인 신청은 취소할 수 없습니다.`;
  if (today > window.applyEndDt) return `신청 마감일(${window.applyEndDt})이 지나 취소할 수 없습니다. 트랙 담당 부서에 문의해 주세요.`;
  return null;
}

/** Staff decide on APPLIED applications only; approving must leave room within the capacity. */
export function reviewRefusal(status: string, decision: 'APPROVE' | 'RETURN', capacity: number | null, approvedCount: number): string | null {
  if (status !== 'APPLIED') return `${statusLabel(status)} 상태인 신청은 심사할 수 없습니다.`;
  if (decision === 'APPROVE' && capacity !== null && approvedCount >= capacity) return `정원(${capacity}명)이 모두 승인되어 더 승인할 수 없습니다.`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Progress

export interface TrackSubjectInfo {
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  credits: number;
  required: boolean;
}

/** The transcript rows progress needs: counted rows (retakes resolved) and the running term's rows. */
export interface ProgressRow {
  sbjtKeyId: string | null;
  credits: number;
  grade: string | null;
}

export type SubjectState = 'DONE' | 'IN_PROGRESS' | 'FAILED' | 'NOT_TAKEN';

export const SUBJECT_STATE_LABELS: Record<SubjectState, string> = { DONE: '이수', IN_PROGRESS: '수강중', FAILED: '미이수(F)', NOT_TAKEN: '미수강' };

/** A subject's state in a student's record, coloured the same on the track and major map pages. */
export const SUBJECT_STATE_TONES: Record<SubjectState, Tone> = { DONE: 'good', IN_PROGRESS: 'progress', FAILED: 'bad', NOT_TAKEN: 'off' };
export const subjectStateBadge = (state: string) => badgeClass(SUBJECT_STATE_TONES, state);

export interface TrackProgress {
  subjects: (TrackSubjectInfo & { state: SubjectState; grade: string | null })[];
  /** Credits earned from the track's subjects (the transcript's credits). */
  earnedCredits: number;
  /** Credits of track subjects being taken this term. */
  inProgressCredits: number;
  minCredits: number;
  requiredTotal: number;
  requiredDone: number;
  requiredMissing: TrackSubjectInfo[];
  complete: boolean;
  /** 0-100, of the credit rule (capped). */
  percent: number;
}

/**
 * Progress in one track. `counted` are the rows that count (countedRows: latest attempt of each
 * subject, finished terms only); `running` the rows of the term in progress. Complete means: the
 * credit minimum is reached with passed subjects and every required subject is passed.
 */
export function trackProgress(track: { minCredits: number; subjects: TrackSubjectInfo[] }, counted: ProgressRow[], running: ProgressRow[]): TrackProgress {
  const finished = new Map<string, ProgressRow>();
  for (const r of counted) if (r.sbjtKeyId) finished.set(r.sbjtKeyId, r);
  const now = new Set(running.filter((r) => r.grade === null && r.sbjtKeyId).map((r) => r.sbjtKeyId!));

  let earnedCredits = 0;
  let inProgressCredits = 0;
  const subjects = track.subjects.map((s) => {
    const row = finished.get(s.sbjtKeyId);
    let state: SubjectState;
    if (row && isPassed(row.grade)) {
      state = 'DONE';
      earnedCredits += row.credits;
    } else if (now.has(s.sbjtKeyId)) {
      state = 'IN_PROGRESS';
      inProgressCredits += s.credits;
    } else state = row ? 'FAILED' : 'NOT_TAKEN';
    return { ...s, state, grade: row?.grade ?? null };
  });
  const required = subjects.filter((s) => s.required);
  const requiredMissing = required.filter((s) => s.state !== 'DONE').map(({ state: _s, grade: _g, ...rest }) => rest);
  const complete = earnedCredits >= track.minCredits && requiredMissing.length === 0;
  const percent = track.minCredits <= 0 ? 100 : Math.min(100, Math.round((earnedCredits / track.minCredits) * 100));
  return {
    subjects,
    earnedCredits,
    inProgressCredits,
    minCredits: track.minCredits,
    requiredTotal: required.length,
    requiredDone: required.length - requiredMissing.length,
    requiredMissing,
    complete,
    percent,
  };
}

export type ProgressState = 'COMPLETE' | 'IN_PROGRESS' | 'NOT_STARTED';

export function progressState(p: Pick<TrackProgress, 'complete' | 'earnedCredits' | 'inProgressCredits'>): ProgressState {
  if (p.complete) return 'COMPLETE';
  return p.earnedCredits > 0 || p.inProgressCredits > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';
}

export const PROGRESS_LABELS: Record<ProgressState, string> = { COMPLETE: '이수 완료', IN_PROGRESS: '이수 중', NOT_STARTED: '시작 전' };
const PROGRESS_TONES: Record<ProgressState, Tone> = { COMPLETE: 'good', IN_PROGRESS: 'progress', NOT_STARTED: 'none' };
export const progressBadge = (state: string) => badgeClass(PROGRESS_TONES, state);
/** The window's badge, as the student's and the staff's track lists show it. */
export const windowBadge = (state: string) => `text-bg-${WINDOW_VARIANTS[state as WindowState] ?? 'secondary'}`;

// ---------------------------------------------------------------------------------------------
// Staff edits

export interface TrackEdit extends TrackWindow {
  minCredits: number;
  capacity: number | null;
  subjects: { sbjtKeyId: string; required: boolean }[];
}

/**
 * Rules an edited track must keep, beyond the field formats: a window that runs forwards, subjects
 * listed once, a credit minimum its subjects can reach (required ones included), and a capacity not
 * below the students already approved. Returns field errors (empty: fine).
 */
export function trackEditErrors(edit: TrackEdit, subjectCredits: Map<string, number>, approvedCount: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (edit.applyEndDt < edit.applyStartDt) errors.applyEndDt = '신청 마감일은 시작일과 같거나 뒤여야 합니다.';
  const seen = new Set<string>();
  const unknown: string[] = [];
  for (const s of edit.subjects) {
    if (seen.has(s.sbjtKeyId)) errors.subjects = `같은 교과목(${s.sbjtKeyId})이 두 번 들어 있습니다.`;
    seen.add(s.sbjtKeyId);
    if (!subjectCredits.has(s.sbjtKeyId)) unknown.push(s.sbjtKeyId);
  }
  if (unknown.length) errors.subjects = `존재하지 않는 교과목입니다: ${unknown.slice(0, 5).join(', ')}`;
  if (!edit.subjects.length) errors.subjects = '교과목을 한 개 이상 넣어 주세요.';
  if (!errors.subjects) {
    const total = edit.subjects.reduce((sum, s) => sum + (subjectCredits.get(s.sbjtKeyId) ?? 0), 0);
    if (edit.minCredits > total) errors.minCredits = `이수 기준 학점(${edit.minCredits})이 교과목 학점 합계(${total})보다 클 수 없습니다.`;
  }
  if (edit.capacity !== null && edit.capacity < approvedCount) errors.capacity = `이미 승인된 학생(${approvedCount}명)보다 적게 정할 수 없습니다.`;
  return errors;
}
