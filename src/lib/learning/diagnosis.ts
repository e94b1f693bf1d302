// The competency self-diagnosis: answers on a 1-5 scale, scored per competency. Shared by the
// questionnaire island (to check the form before sending) and the server (which scores and stores).
import * as z from 'zod/mini';
import { termNm } from '../calendar';

/** The answer scale, 1 (전혀 그렇지 않다) to 5 (매우 그렇다). */
export const SCALE = [
  { value: 1, label: '전혀 그렇지 않다', short: '전혀 아님' },
  { value: 2, label: '그렇지 않다', short: '아님' },
  { value: 3, label: '보통이다', short: '보통' },
  { value: 4, label: '그렇다', short: '그렇다' },
  { value: 5, label: '매우 그렇다', short: '매우 그렇다' },
] as const;
export const SCALE_MIN = 1;
export const SCALE_MAX = 5;

export const MISSING_ANSWER = '이 문항에 답해 주세요.';
export const OUT_OF_RANGE = '답은 1~5 중 하나여야 합니다.';
export const UNKNOWN_QUESTION = '진단에 없는 문항입니다.';

/**
 * The body of a submission: answers keyed by question id. Only the shape is checked here; whether
 * every question of the current questionnaire is answered is checked against the questions
 * (checkAnswers), because only the server knows which questions are in use.
 */
export const DiagnosisInput = z.object({
  /** true once the student has confirmed replacing this term's earlier result. */
  replace: z.optional(z.boolean({ error: '다시 진단 여부가 올바르지 않습니다.' })),
  answers: z.record(
    z.string().check(z.regex(/^[1-9]\d{0,8}$/, UNKNOWN_QUESTION)),
    z.number({ error: OUT_OF_RANGE }).check(z.int(OUT_OF_RANGE), z.gte(SCALE_MIN, OUT_OF_RANGE), z.lte(SCALE_MAX, OUT_OF_RANGE)),
    { error: '답변이 없습니다.' },
  ),
});
export type DiagnosisAnswers = Record<string, number>;

export interface QuestionRef {
  questionId: number;
  competencyCd: string;
}

/**
 * Field errors of a set of answers against the questions in use, keyed "answers.{questionId}":
 * a question left out, an answer outside 1-5 or not a whole number, an id that is not a question.
 * Empty when the answers are complete.
 */
export function checkAnswers(questions: readonly QuestionRef[], answers: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const ids = new Set(questions.map((q) => String(q.questionId)));
  for (const q of questions) {
    const a = answers[String(q.questionId)];
    if (a === undefined || a === null) errors[`answers.${q.questionId}`] = MISSING_ANSWER;
    else if (typeof a !== 'number' || !Number.isInteger(a) || a < SCALE_MIN || a > SCALE_MAX) errors[`answers.${q.questionId}`] = OUT_OF_RANGE;
  }
  for (const key of Object.keys(answers)) if (!ids.has(key)) errors[`answers.${key}`] = UNKNOWN_QUESTION;
  return errors;
}

/** One answer on the 0-100 scale: 1 -> 0, 3 -> 50, 5 -> 100. */
export const answerToPoints = (answer: number) => ((answer - SCALE_MIN) / (SCALE_MAX - SCALE_MIN)) * 100;

/**
 * Scores per competency: the mean of its answers mapped 1..5 -> 0..100, rounded to a whole number.
 * A competency without questions gets no score. Call only with answers that passed checkAnswers.
 */
export function scoreAnswers(questions: readonly QuestionRef[], answers: DiagnosisAnswers): Record<string, number> {
  const sums = new Map<string, { total: number; n: number }>();
  for (const q of questions) {
    const s = sums.get(q.competencyCd) ?? { total: 0, n: 0 };
    s.total += answerToPoints(answers[String(q.questionId)]);
    s.n += 1;
    sums.set(q.competencyCd, s);
  }
  return Object.fromEntries([...sums].map(([cd, s]) => [cd, Math.round(s.total / s.n)]));
}

export interface AverageScores {
  /** Number of diagnoses averaged. */
  count: number;
  /** Rounded mean per competency (only competencies that some diagnosis scored). */
  scores: Record<string, number>;
}

/** The mean of several diagnoses per competency, rounded; a competency is averaged over the diagnoses that scored it. */
export function averageScores(list: readonly Record<string, number>[]): AverageScores {
  const sums = new Map<string, { total: number; n: number }>();
  for (const scores of list) {
    for (const [cd, v] of Object.entries(scores)) {
      if (typeof v !== 'number' || !Number.isFinite(v)) continue;
      const s = sums.get(cd) ?? { total: 0, n: 0 };
      s.total += v;
      s.n += 1;
      sums.set(cd, s);
    }
  }
  return { count: list.length, scores: Object.fromEntries([...sums].map(([cd, s]) => [cd, Math.round(s.total / s.n)])) };
}

/**
 * The n weakest competencies of a result, lowest score first; ties keep the order of `order`
 * (the competencies' display order), so the choice is stable.
 */
export function weakestCompetencies(scores: Record<string, number>, order: readonly string[], n = 2): string[] {
  return order
    .filter((cd) => typeof scores[cd] === 'number')
    .map((cd, i) => ({ cd, v: scores[cd], i }))
    .sort((a, b) => a.v - b.v || a.i - b.i)
    .slice(0, n)
    .map((x) => x.cd);
}

/** "2026-20" style key of a term, and its order. */
export const termOrder = (t: { year: number; termCd: string }) => t.year * 100 + Number(t.termCd);

/** The one message of a refused submission (the field errors say which questions). */
export function answersMessage(errors: Record<string, string>): string {
  const messages = Object.values(errors);
  if (messages.includes(MISSING_ANSWER)) return '답하지 않은 문항이 있습니다. 모든 문항에 답해 주세요.';
  if (messages.includes(UNKNOWN_QUESTION)) return '진단에 없는 문항이 포함되어 있습니다. 화면을 새로 고친 뒤 다시 진단해 주세요.';
  if (messages.includes(OUT_OF_RANGE)) return '답은 1~5 중 하나여야 합니다.';
  return '진단 응답이 올바르지 않습니다. 다시 진단해 주세요.';
}

/** "2026학년도 여름학기", for history rows of any term. */
export const termText = (t: { year: number; termCd: string }) => `${t.year}학년도 ${termNm(t.termCd)}`;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** A question as staff write it (the competency must exist: checked on the server). */
export const QuestionInput = z.object({
  competencyCd: z.string({ error: '역량을 선택해 주세요.' }).check(z.minLength(1, '역량을 선택해 주세요.'), z.maxLength(20, '역량을 선택해 주세요.')),
  text: z.pipe(
    z.transform(trimmed),
    z.string({ error: '문항 내용을 입력해 주세요.' }).check(z.minLength(5, '문항은 5자 이상 입력해 주세요.'), z.maxLength(200, '문항은 200자 이내로 입력해 주세요.')),
  ),
  sortOrd: z.optional(z.number({ error: '순서는 숫자여야 합니다.' }).check(z.int('순서는 정수여야 합니다.'), z.gte(0, '순서는 0 이상이어야 합니다.'), z.lte(999, '순서는 999 이하여야 합니다.'))),
  useYn: z.optional(z.enum(['Y', 'N'], { error: '사용 여부는 Y 또는 N 이어야 합니다.' })),
});
export type QuestionValues = z.infer<typeof QuestionInput>;

/** Turning a question on or off only. */
export const QuestionUseInput = z.object({ useYn: z.enum(['Y', 'N'], { error: '사용 여부는 Y 또는 N 이어야 합니다.' }) });

// What the diagnosis page shows (computed on the server, rendered by the island).

export interface ScoreRow {
  diagnosisId: number;
  year: number;
  termCd: string;
  termLabel: string;
  scores: Record<string, number>;
  /** ISO time of the attempt. */
  createdAt: string;
}

export interface GroupAverage {
  /** 학과 or 학년. */
  kind: 'dept' | 'grade';
  /** e.g. "컴퓨터공학과" or "3학년". */
  label: string;
  /** The term whose diagnoses were averaged, or null without any data. */
  basisTerm: string | null;
  /** Whether the basis is the running term (otherwise the last term that has data). */
  isRunningTerm: boolean;
  count: number;
  scores: Record<string, number>;
}

export interface RecommendedSubject {
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  credits: number;
  category: string;
  deptNm: string;
  weight: number;
}

export interface Weakness {
  competencyCd: string;
  korNm: string;
  score: number;
  subjects: RecommendedSubject[];
  programs: { programId: number; competencyCd: string; title: string; deptNm: string | null; description: string; points: number }[];
}

export interface DiagnosisView {
  term: { year: number; termCd: string; label: string };
  nextTerm: { year: number; termCd: string; label: string };
  competencies: { competencyCd: string; korNm: string }[];
  /** This term's attempt (null before the student takes it). */
  current: ScoreRow | null;
  /** The result shown: this term's attempt, or the latest earlier one. */
  shown: ScoreRow | null;
  /** Every attempt, newest term first. */
  history: ScoreRow[];
  averages: GroupAverage[];
  weakest: Weakness[];
}

