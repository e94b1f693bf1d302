// The one home of the survey area's lookup data: kinds, question types, states and their colours,
// shared by pages, islands and the server.
import { variantsOf } from '../status';

export const SURVEY_KINDS = { GENERAL: '일반 설문', SATISFACTION: '만족도 조사' } as const;
export type SurveyKind = keyof typeof SURVEY_KINDS;

export const QUESTION_KINDS = { SINGLE: '단일 선택', MULTI: '복수 선택', SCALE: '5점 척도', SHORT: '단답형', LONG: '서술형' } as const;
export type QuestionKind = keyof typeof QUESTION_KINDS;
export const CHOICE_KINDS: readonly QuestionKind[] = ['SINGLE', 'MULTI'];

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
