// External activities (교외활동) and service hours (봉사시간): kinds, states and the rules every page,
// island and service shares. The one home of these constants; no database here.
import { variantsOf } from '../status';
import { daysBetween } from '../calendar';

/** Kinds of an external activity the student registers herself. */
export const ACTIVITY_KINDS = {
  CONTEST: '공모전',
  INTERN: '인턴십',
  VOLUNTEER: '교외 봉사',
  EXTERNAL: '대외활동',
  ETC: '기타',
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const ACTIVITY_KIND_CODES = Object.keys(ACTIVITY_KINDS) as ActivityKind[];
export const activityKindLabel = (k: string) => ACTIVITY_KINDS[k as ActivityKind] ?? k;

/** States shared by activities and service hours: 작성중 → 신청 → 승인 / 반려 (then edited and resubmitted). */
export type ExtStatus = 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'RETURNED';
export const EXT_STATUSES: ExtStatus[] = ['DRAFT', 'SUBMITTED', 'APPROVED', 'RETURNED'];
export const EXT_STATUS_LABELS: Record<ExtStatus, string> = {
  DRAFT: '작성중',
  SUBMITTED: '신청',
  APPROVED: '승인',
  RETURNED: '반려',
};
export const EXT_STATUS_VARIANTS = variantsOf<ExtStatus>({
  DRAFT: 'attention',
  SUBMITTED: 'new',
  APPROVED: 'good',
  RETURNED: 'bad',
});
export const extStatusLabel = (s: string) => EXT_STATUS_LABELS[s as ExtStatus] ?? s;
export const extStatusVariant = (s: string) => EXT_STATUS_VARIANTS[s as ExtStatus] ?? 'secondary';

/** The student may change or delete a record only before it is sent, or after it came back. */
export const EDITABLE: ExtStatus[] = ['DRAFT', 'RETURNED'];
export const isEditable = (s: string) => (EDITABLE as string[]).includes(s);

/** What the staff review: activities or service hours. */
export const REVIEW_TARGETS = { activity: '교외활동', service: '봉사시간' } as const;
export type ReviewTarget = keyof typeof REVIEW_TARGETS;
export const REVIEW_TARGET_CODES = Object.keys(REVIEW_TARGETS) as ReviewTarget[];

/** Hours of one service entry: half hours from 0.5 to 24 per day the entry spans. */
export const MIN_HOURS = 0.5;
export const MAX_HOURS_PER_DAY = 24;
/** An entry covers at most this many days (a longer service is registered in parts). */
export const MAX_SERVICE_DAYS = 31;
/** Dates may lie this far ahead at most (an activity she has been accepted for). */
export const MAX_FUTURE_DAYS = 365;
/** Records one student may keep of each kind. */
export const MAX_RECORDS = 300;

/** Days from start to end, both counted (dates YYYY-MM-DD). */
export const daysCovered = (startDt: string, endDt: string) => daysBetween(startDt, endDt) + 1;

/** Hours as shown: 3, 2.5. */
export const formatHours = (hours: number) => `${Number.isInteger(hours) ? hours : hours.toFixed(1)}시간`;
