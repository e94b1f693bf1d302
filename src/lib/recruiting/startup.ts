// Lookup data of startup support shared by pages, islands and services: the tabs, programme kinds,
// space kinds, booking limits and closed days, team and funding statuses with their colours, and won formatting.
import { variantsOf } from '../status';
import { WEEKDAYS, weekdayOf } from '../calendar';

export const STARTUP_TABS = [
  { tab: 'tab01', nm: '창업지원 소개' },
  { tab: 'tab02', nm: '창업 프로그램·캠프' },
  { tab: 'tab03', nm: '창업공간 예약' },
  { tab: 'tab04', nm: '창업동아리·팀 등록' },
  { tab: 'tab05', nm: '지원금·멘토링 신청' },
] as const;
export type StartupTab = (typeof STARTUP_TABS)[number]['tab'];

export const PROGRAM_KINDS = ['PROGRAM', 'CAMP'] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];
export const PROGRAM_KIND_LABELS: Record<ProgramKind, string> = { PROGRAM: '프로그램', CAMP: '캠프' };

/** Where a programme's application stands on a Seoul day. */
export type ProgramPhase = 'UPCOMING' | 'OPEN' | 'FULL' | 'CLOSED';
export const PROGRAM_PHASE_LABELS: Record<ProgramPhase, string> = { UPCOMING: '모집 예정', OPEN: '모집중', FULL: '정원 마감', CLOSED: '모집 마감' };
export const PROGRAM_PHASE_VARIANTS = variantsOf<ProgramPhase>({ UPCOMING: 'progress', OPEN: 'good', FULL: 'off', CLOSED: 'off' });

export function programPhase(p: { applyStartDt: string; applyEndDt: string; capacity: number }, applied: number, today: string): ProgramPhase {
  if (today < p.applyStartDt) return 'UPCOMING';
  if (today > p.applyEndDt) return 'CLOSED';
  return applied >= p.capacity ? 'FULL' : 'OPEN';
}

export const SPACE_KINDS = ['ROOM', 'DESK'] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];
export const SPACE_KIND_LABELS: Record<SpaceKind, string> = { ROOM: '회의실', DESK: '개인 좌석' };

/** A student books at most this many minutes a day across all spaces, in steps of BOOKING_STEP_MINUTES. */
export const DAILY_LIMIT_MINUTES = 240;
export const BOOKING_STEP_MINUTES = 30;
/** Bookings open this many days ahead (today included). */
export const BOOKING_DAYS_AHEAD = 14;

export type TeamStatus = 'CONSENT' | 'PENDING' | 'APPROVED' | 'RETURNED';
export const TEAM_STATUS_LABELS: Record<TeamStatus, string> = { CONSENT: '팀원 동의 대기', PENDING: '승인 대기', APPROVED: '승인', RETURNED: '반려' };
export const TEAM_STATUS_VARIANTS = variantsOf<TeamStatus>({ CONSENT: 'attention', PENDING: 'progress', APPROVED: 'good', RETURNED: 'bad' });
export const MAX_TEAM_MEMBERS = 8;

export const FUNDING_KINDS = ['FUNDING', 'MENTORING'] as const;
export type FundingKind = (typeof FUNDING_KINDS)[number];
export const FUNDING_KIND_LABELS: Record<FundingKind, string> = { FUNDING: '창업 지원금', MENTORING: '창업 멘토링' };
export type FundingStatus = 'APPLIED' | 'REVIEW' | 'SELECTED' | 'REJECTED';
export const FUNDING_STATUS_LABELS: Record<FundingStatus, string> = { APPLIED: '신청', REVIEW: '심사중', SELECTED: '선정', REJECTED: '탈락' };
export const FUNDING_STATUS_VARIANTS = variantsOf<FundingStatus>({ APPLIED: 'new', REVIEW: 'progress', SELECTED: 'good', REJECTED: 'bad' });
/** The steps staff may take from each status. */
export const FUNDING_NEXT: Record<FundingStatus, FundingStatus[]> = { APPLIED: ['REVIEW'], REVIEW: ['SELECTED', 'REJECTED'], SELECTED: [], REJECTED: [] };
export const MAX_FUNDING_AMOUNT = 50_000_000;
/** File types a business plan may have. */
export const PLAN_EXTENSIONS = ['pdf', 'hwp', 'hwpx', 'docx', 'pptx'];

/** 1234567 -> '1,234,567' (digits grouped as Koreans write money). */
export const groupDigits = (n: number) => n.toLocaleString('ko-KR');
/** '1,234,567' or '1234567원' -> 1234567; anything else NaN. */
export function parseWon(v: string) {
  const s = v.replace(/[,\s원]/g, '');
  return /^\d{1,12}$/.test(s) ? Number(s) : NaN;
}

/** A day a space is closed: every given weekday (0 일 ... 6 토) or one Seoul date. */
export interface SpaceClosure {
  closureId: number;
  spaceId: number;
  weekday: number | null;
  closedDt: string | null;
  note: string;
}

/** How a closure reads: '매주 일요일 휴무' or '2026-12-25(금) 휴관'. */
export function closureLabel(c: Pick<SpaceClosure, 'weekday' | 'closedDt' | 'note'>) {
  const when = c.weekday !== null ? `매주 ${WEEKDAYS[c.weekday]}요일` : `${c.closedDt}(${weekdayOf(c.closedDt!)})`;
  return `${when} ${c.note}`;
}

/** The closure that shuts a space on a Seoul day (a date before a weekday), or null when it is open. */
export function closureOn(closures: readonly SpaceClosure[], spaceId: number, day: string): SpaceClosure | null {
  const own = closures.filter((c) => c.spaceId === spaceId);
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return own.find((c) => c.closedDt === day) ?? own.find((c) => c.weekday === dow) ?? null;
}

/** The Korean refusal of a booking on a closed day. */
export function closedMessage(spaceNm: string, day: string, c: SpaceClosure) {
  // No particle after the space's name: names often end in a digit (좌석 1), read aloud, not spelled.
  return `${spaceNm}: ${day}(${weekdayOf(day)})에는 이용할 수 없습니다 (${closureLabel(c)}). 다른 날짜를 선택해 주세요.`;
}
