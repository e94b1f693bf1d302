// E-badges: the rule kinds a badge may be earned by, award states and progress. Pure code shared
// by the server, the pages and the staff form; no database here.
import { variantsOf } from '../status';

/**
 * Activity kinds a rule may count (the events of src/lib/server/activity/events.ts that some area
 * really publishes), and MANUAL for badges only staff issue. A test keeps this list and
 * ACTIVITY_KINDS in step.
 */
export const RULE_KINDS = {
  MANUAL: { label: '직접 수여', unit: '' },
  CAREER_PROGRAM_COMPLETED: { label: '비교과 프로그램 이수', unit: '개' },
  SCHOLARSHIP_PAID: { label: '장학금 수혜', unit: '회' },
  CLUB_JOINED: { label: '동아리 가입', unit: '개' },
  CLUB_ACTIVITY: { label: '동아리 활동 기록', unit: '회' },
  EXCHANGE_DISPATCHED: { label: '교환학생 파견', unit: '회' },
  EXT_ACTIVITY_APPROVED: { label: '교외활동 승인', unit: '개' },
  SERVICE_HOURS_APPROVED: { label: '봉사활동 승인', unit: '회' },
  MENTORING_COMPLETED: { label: '멘토링 참여', unit: '회' },
  TRACK_APPROVED: { label: '트랙 승인', unit: '개' },
  COMPETENCY_CERTIFIED: { label: '핵심역량 인증 등급 달성', unit: '개' },
} as const;
export type RuleKind = keyof typeof RULE_KINDS;
export const RULE_KIND_CODES = Object.keys(RULE_KINDS) as RuleKind[];
export type CountedKind = Exclude<RuleKind, 'MANUAL'>;

/** Only career programmes name competencies, so only their rule may ask for one. */
export const COMPETENCY_KINDS: CountedKind[] = ['CAREER_PROGRAM_COMPLETED'];

export type BadgeRule = { kind: 'MANUAL' } | { kind: CountedKind; count: number; competencyCd?: string | null };

/** One event that counted towards a badge, kept on the award as it was when issued. */
export interface BadgeEvidence {
  eventId: number;
  kind: string;
  title: string;
  /** ISO instant. */
  occurredAt: string;
}

export const isManual = (rule: BadgeRule): rule is { kind: 'MANUAL' } => rule.kind === 'MANUAL';

/** The rule in words, e.g. '비교과 프로그램 이수 3개 (소통 역량)'. */
export function ruleText(rule: BadgeRule, competencyNm?: string | null) {
  if (isManual(rule)) return '담당 부서가 직접 수여합니다.';
  const k = RULE_KINDS[rule.kind];
  return `${k.label} ${rule.count}${k.unit}${competencyNm ? ` (${competencyNm} 역량)` : ''}`;
}

export interface Progress {
  done: number;
  needed: number;
  percent: number;
  met: boolean;
}

export function progressOf(rule: BadgeRule, done: number): Progress | null {
  if (isManual(rule)) return null;
  const shown = Math.min(done, rule.count);
  return { done: shown, needed: rule.count, percent: Math.round((shown / rule.count) * 100), met: done >= rule.count };
}

export type AwardStatus = 'VALID' | 'REVOKED';
export const AWARD_STATUS_LABELS: Record<AwardStatus, string> = { VALID: '유효', REVOKED: '취소' };
export const AWARD_STATUS_VARIANTS = variantsOf<AwardStatus>({ VALID: 'good', REVOKED: 'off' });
export const METHOD_LABELS: Record<string, string> = { AUTO: '자동 발급', MANUAL: '직접 수여' };

/** Default colours staff may pick for a generated image. */
export const BADGE_COLORS = ['#5D87FF', '#13DEB9', '#FA896B', '#7C4DFF', '#FFAE1F', '#2A3547'] as const;
