// Career programme tests (시험): question kinds, attempt states and scoring. Pure rules shared by
// the server, the pages and the islands; no database here.
import { variantsOf } from '../status';

export type QuestionKind = 'SINGLE' | 'MULTI' | 'SHORT';
export const QUESTION_KINDS: QuestionKind[] = ['SINGLE', 'MULTI', 'SHORT'];
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = { SINGLE: '객관식(단일 선택)', MULTI: '객관식(복수 선택)', SHORT: '단답형' };

/** Where a student stands with one test. */
export type AttemptState = 'NOT_STARTED' | 'IN_PROGRESS' | 'SUBMITTED' | 'GRADED';
export const ATTEMPT_STATE_LABELS: Record<AttemptState, string> = { NOT_STARTED: '시작 전', IN_PROGRESS: '응시 중', SUBMITTED: '제출', GRADED: '채점 완료' };
export const ATTEMPT_STATE_VARIANTS = variantsOf<AttemptState>({ NOT_STARTED: 'new', IN_PROGRESS: 'progress', SUBMITTED: 'attention', GRADED: 'done' });

export interface ScoredQuestion {
  questionId: number;
  kind: string;
  correct: number[];
  accepted: string[];
  points: number;
}

/** A typed answer as it is compared: trimmed, inner spaces collapsed, letters in lower case. */
export const normalizeShort = (v: string) => v.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The points of one answer, or null when a person must decide (a short answer that matches no
 * accepted answer). Choices are all or nothing: a multiple choice needs every right option and no other.
 */
export function autoPoints(q: ScoredQuestion, answer: number[] | string | undefined): number | null {
  if (q.kind === 'SHORT') {
    const typed = typeof answer === 'string' ? normalizeShort(answer) : '';
    if (!typed) return 0;
    return q.accepted.some((a) => normalizeShort(a) === typed) ? q.points : null;
  }
  const chosen = Array.isArray(answer) ? [...new Set(answer)].sort((a, b) => a - b) : [];
  const right = [...q.correct].sort((a, b) => a - b);
  return chosen.length === right.length && chosen.every((c, i) => c === right[i]) ? q.points : 0;
}

/**
 * Scores an attempt: points per question (hand-given points kept where staff already decided),
 * graded once every question has its points, and the score then.
 */
export function scoreAttempt(questions: ScoredQuestion[], answers: Record<string, number[] | string>, manual: Record<string, number | null> = {}) {
  const points: Record<string, number | null> = {};
  for (const q of questions) {
    const key = String(q.questionId);
    const auto = autoPoints(q, answers[key]);
    const given = manual[key];
    points[key] = auto === null && typeof given === 'number' ? Math.min(Math.max(given, 0), q.points) : auto;
  }
  const values = Object.values(points);
  const graded = values.every((v) => v !== null);
  const score = graded ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null;
  return { points, graded, score, pending: values.filter((v) => v === null).length };
}

/** The score on a 100-point scale (rounded down), which the programme's pass mark uses. */
export const scorePct = (score: number, total: number) => (total > 0 ? Math.floor((score * 100) / total) : 0);

/** The state shown to the student and to staff. */
export function attemptState(a: { submittedAt: Date | string | null; graded: boolean } | null | undefined): AttemptState {
  if (!a) return 'NOT_STARTED';
  if (!a.submittedAt) return 'IN_PROGRESS';
  return a.graded ? 'GRADED' : 'SUBMITTED';
}
