// The one home of the survey area's lookup data: kinds, question types, states and their colours,
// shared by pages, islands and the server.
import { variantsOf } from '../status';

export const SURVEY_KINDS = { GENERAL: '일반 설문', SATISFACTION: '만족도 조사' } as const;
export type SurveyKind = keyof typeof SURVEY_KINDS;

export const QUESTION_KINDS = { SINGLE: '단일 선택', MULTI: '복수 선택', SCALE: '5점 척도', RATING: '별점', MATRIX: '행렬형', SHORT: '단답형', LONG: '서술형' } as const;
export type QuestionKind = keyof typeof QUESTION_KINDS;
/** Kinds whose options are typed by the office (MATRIX: its columns, the one scale of every row). */
export const CHOICE_KINDS: readonly QuestionKind[] = ['SINGLE', 'MULTI', 'MATRIX'];
/** Kinds a cross-tabulation can count (one value per respondent). */
export const CROSS_TAB_KINDS: readonly QuestionKind[] = ['SINGLE', 'SCALE', 'RATING'];

/** Rating (별점): the number of points, 5 unless the office sets another length (the spec's default). */
export const RATING_DEFAULT = 5;
export const RATING_MIN = 3;
export const RATING_MAX = 10;
export const MAX_MATRIX_ROWS = 20;
export const MAX_SECTIONS = 20;

/**
 * The least number of answers a group must hold before the office sees its counts: a question of
 * the results, every cell of a cross-tabulation, the rows of an anonymous survey's export. Below it
 * the numbers are withheld, so no small group's answer can be told apart. The one place of the 5.
 */
export const MIN_GROUP_SIZE = 5;
/** The least count of every cell of a cross-tabulation before it is shown. */
export const CROSS_TAB_MIN = MIN_GROUP_SIZE;
/** What the office reads where a group is too small to show. */
export const SMALL_GROUP_NOTICE = `응답이 ${MIN_GROUP_SIZE}건 미만이라 결과를 보여 드리지 않습니다.`;
export const CROSS_TAB_BY = { COLLEGE: '단과대학', GRADE: '학년' } as const;
export type CrossTabBy = keyof typeof CROSS_TAB_BY;

/** A branch of a SINGLE option: the section seq to go to, END_OF_SURVEY, or null (the next section). */
export const END_OF_SURVEY = 0;

export interface PathQuestion {
  questionId: number;
  sectionSeq: number;
  kind: string;
  jumps: (number | null)[];
}

/**
 * The sections a respondent goes through given her answers: from the first section on, each
 * section leads to the next one unless an answered SINGLE question of it (the last one with a
 * branch) names another section or the end. Branches only go forward, so the path is finite.
 */
export function sectionPath(sectionCount: number, questions: PathQuestion[], answers: Record<string, unknown>): number[] {
  const path: number[] = [];
  let current = 1;
  while (current >= 1 && current <= sectionCount && !path.includes(current)) {
    path.push(current);
    let next = current + 1;
    for (const q of questions) {
      if (q.sectionSeq !== current || q.kind !== 'SINGLE' || !q.jumps.length) continue;
      const raw = answers[`q${q.questionId}`];
      const i = typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : typeof raw === 'number' ? raw : -1;
      const jump = q.jumps[i];
      if (jump === END_OF_SURVEY) next = 0;
      else if (typeof jump === 'number' && jump > current) next = jump;
    }
    current = next;
  }
  return path;
}

/** Labels of the 1-5 scale, low to high. */
export const SCALE_LABELS = ['매우 그렇지 않다', '그렇지 않다', '보통이다', '그렇다', '매우 그렇다'] as const;

export const SURVEY_STATUSES = { DRAFT: '작성중', OPEN: '게시', CLOSED: '마감' } as const;
export type SurveyStatus = keyof typeof SURVEY_STATUSES;

/** What a student sees on a survey of her list. */
export const MY_STATES = { TODO: '미응답', DONE: '응답완료', CLOSED: '마감' } as const;
export type MyState = keyof typeof MY_STATES;
export const MY_STATE_VARIANTS = variantsOf<MyState>({ TODO: 'new', DONE: 'good', CLOSED: 'off' });

/** The phase of a survey at an instant, as staff see it. */
export type Phase = 'DRAFT' | 'READY' | 'OPEN' | 'CLOSED';
export const PHASE_LABELS: Record<Phase, string> = { DRAFT: '작성중', READY: '게시 예정', OPEN: '진행중', CLOSED: '마감' };
export const PHASE_VARIANTS = variantsOf<Phase>({ DRAFT: 'attention', READY: 'progress', OPEN: 'good', CLOSED: 'off' });

export function phaseOf(s: { status: string; openAt: Date | string; closeAt: Date | string }, now: Date): Phase {
  if (s.status === 'DRAFT') return 'DRAFT';
  if (s.status === 'CLOSED' || new Date(s.closeAt) <= now) return 'CLOSED';
  if (new Date(s.openAt) > now) return 'READY';
  return 'OPEN';
}

/** The reference type of a satisfaction survey of a career programme. */
export const REF_CAREER_PROGRAM = 'career_program';
/**
 * The reference type of a satisfaction survey of a counselling service (refId = the kind code). Such
 * a survey is always anonymous, and its addressees come from survey_eligibility only.
 */
export const REF_COUNSELLING_KIND = 'counselling_kind';

export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 20;
export const SHORT_MAX = 200;
export const LONG_MAX = 2000;
