// One set of status colours for the whole portal. Each area says what its statuses mean (a tone);
// this module alone decides how a tone looks, so that 신청, 대기, 승인, 반려, 완료 and 취소 have the same
// colour in counselling, career programmes, scholarships, clubs, exchange, tracks, recruiting and
// content. Shared by server pages and islands (it imports nothing).

/** What a status means to the person reading it. */
export type Tone =
  /** Sent, nobody has acted yet (신청). */
  | 'new'
  /** Needs the reader's attention or is held (대기, 서류보완, 승인 대기, 임시저장). */
  | 'attention'
  /** Being handled or under way (접수, 심사중, 수강중, 예정, 예약). */
  | 'progress'
  /** A yes: approved, selected, confirmed, open (승인, 선정, 일정확정, 게시, 모집중). */
  | 'good'
  /** Finished for good (완료, 이수, 지급완료, 파견). */
  | 'done'
  /** A no (반려, 탈락, 미이수, 불참). */
  | 'bad'
  /** No longer in play (취소, 탈퇴, 마감, 게시 중지). */
  | 'off'
  /** Nothing yet, neither good nor bad (미수강, 시작 전): a light badge with a border. */
  | 'none';

/** The Bootstrap colour of each tone (badge classes `text-bg-{variant}`), checked for contrast in the theme. */
export const TONE_VARIANTS: Record<Tone, string> = {
  new: 'primary',
  attention: 'warning',
  progress: 'info',
  good: 'success',
  done: 'dark',
  bad: 'danger',
  off: 'secondary',
  none: 'light',
};

/** The colour of each status of an area, from the meanings the area gives them. */
export function variantsOf<S extends string>(tones: Record<S, Tone>): Record<S, string> {
  return Object.fromEntries(Object.entries(tones).map(([status, tone]) => [status, TONE_VARIANTS[tone as Tone]])) as Record<S, string>;
}

/** The badge class of a tone: a light badge keeps a border, or it would vanish on a white card. */
export function toneBadgeClass(tone: Tone): string {
  return tone === 'none' ? 'text-bg-light border' : `text-bg-${TONE_VARIANTS[tone]}`;
}

/** The badge class of a status, or of an unknown status (shown as no longer in play). */
export function badgeClass<S extends string>(tones: Record<S, Tone>, status: string): string {
  return toneBadgeClass(tones[status as S] ?? 'off');
}
