// Lookup data of recruiting shared by pages, islands and services: posting states with their names
// and colours, the deadline phase and D-n badge, the sort orders, and what makes a posting
// recommendable (department -> job families, completed-programme topics). Code names themselves
// (job family, employment type, region, company size, career level) are common codes in the DB.
import { variantsOf } from '../status';
import { daysBetween } from '../calendar';

export const POSTING_STATUSES = ['PENDING', 'OPEN', 'CLOSED', 'REJECTED'] as const;
export type PostingStatus = (typeof POSTING_STATUSES)[number];

export const POSTING_STATUS_LABELS: Record<PostingStatus, string> = {
  PENDING: '승인 대기',
  OPEN: '게시 중',
  CLOSED: '조기 마감',
  REJECTED: '반려',
};

export const POSTING_STATUS_VARIANTS = variantsOf<PostingStatus>({
  PENDING: 'attention',
  OPEN: 'good',
  CLOSED: 'off',
  REJECTED: 'bad',
});

/**
 * Where a posting's dates stand: before opening, taking applications, or closed (closed early, or
 * past its deadline). A posting waiting for approval or returned is not closed by that: its status
 * says that students cannot see it yet, its phase where its dates are.
 */
export type PostingPhase = 'UPCOMING' | 'OPEN' | 'CLOSED';
export const PHASE_LABELS: Record<PostingPhase, string> = { UPCOMING: '접수 예정', OPEN: '접수 중', CLOSED: '마감' };
export const PHASE_VARIANTS = variantsOf<PostingPhase>({ UPCOMING: 'progress', OPEN: 'good', CLOSED: 'off' });

/** Codes of the common code groups the postings use. */
export const CODE_GROUPS = {
  jobCls: 'JOB_CLS',
  empType: 'EMP_TYPE',
  careerLvl: 'CAREER_LVL',
  companySize: 'COMPANY_SIZE',
  region: 'RECRUIT_REGION',
  contestField: 'CONTEST_FIELD',
  gradDegree: 'GRAD_DEGREE',
} as const;

export const SORTS = ['deadline', 'newest'] as const;
export type PostingSort = (typeof SORTS)[number];
export const SORT_LABELS: Record<PostingSort, string> = { deadline: '마감 임박순', newest: '최신 등록순' };

/** Deadline filters of the list: still open, closing within a week, closed. */
export const DEADLINE_FILTERS = ['open', 'week', 'closed'] as const;
export type DeadlineFilter = (typeof DEADLINE_FILTERS)[number];
export const DEADLINE_FILTER_LABELS: Record<DeadlineFilter, string> = { open: '접수 중', week: '7일 이내 마감', closed: '마감된 공고' };


export function postingPhase(p: { status: string; openDt: string; deadlineDt: string }, today: string): PostingPhase {
  if (p.status === 'CLOSED' || p.deadlineDt < today) return 'CLOSED';
  if (p.openDt > today) return 'UPCOMING';
  return 'OPEN';
}

/** The badge of the deadline: D-7, D-Day, 마감. */
export function dDayLabel(p: { status: string; openDt: string; deadlineDt: string }, today: string): string {
  if (postingPhase(p, today) === 'CLOSED') return '마감';
  const n = daysBetween(today, p.deadlineDt);
  return n === 0 ? 'D-Day' : `D-${n}`;
}

/** Badge colour: red in the last three days. */
export function dDayVariant(p: { status: string; openDt: string; deadlineDt: string }, today: string): string {
  if (postingPhase(p, today) === 'CLOSED') return 'secondary';
  return daysBetween(today, p.deadlineDt) <= 3 ? 'danger' : 'primary';
}

/**
 * Job families (JOB_CLS) a department's graduates mostly go into, by department code (HAKGUA);
 * majors inherit their department's list. The one place this mapping lives.
 */
export const DEPT_JOB_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  D1010: ['JOB03', 'JOB05', 'JOB01'],
  D1020: ['JOB03', 'JOB01', 'JOB06'],
  D1030: ['JOB03', 'JOB05'],
  D1040: ['JOB03', 'JOB01'],
  D2010: ['JOB03', 'JOB04', 'JOB01'],
  D2020: ['JOB03'],
  D2030: ['JOB05', 'JOB01', 'JOB07'],
  D2040: ['JOB03', 'JOB01'],
  D3010: ['JOB02', 'JOB01', 'JOB03'],
  D3020: ['JOB02', 'JOB09'],
  D3030: ['JOB02', 'JOB04'],
  D3040: ['JOB02', 'JOB01'],
  D4010: ['JOB02'],
  D4020: ['JOB02', 'JOB09'],
  D4030: ['JOB02', 'JOB09'],
  D4040: ['JOB02', 'JOB01'],
  D5010: ['JOB01', 'JOB07'],
  D5020: ['JOB01'],
  D5030: ['JOB01'],
  D6010: ['JOB04', 'JOB06'],
  D6020: ['JOB05', 'JOB07'],
  D6030: ['JOB03'],
  D7010: ['JOB05'],
  D7020: ['JOB05', 'JOB03'],
  D7030: ['JOB05'],
  D7040: ['JOB05'],
};

/**
 * Topics of completed programmes, read from the titles of their activity events (areas meet through
 * events, not each other's tables): a topic points at job families, an employment type or a region.
 */
export const PROGRAM_TOPICS: readonly { words: readonly string[]; jobClsCds?: readonly string[]; empTypeCd?: string; regionCd?: string; what: string }[] = [
  { words: ['데이터', 'AI', '인공지능', '코딩', '개발'], jobClsCds: ['JOB02'], what: '연구·공학기술 직무' },
  { words: ['창업', '비즈니스', '금융', '회계'], jobClsCds: ['JOB01'], what: '경영·사무·금융 직무' },
  { words: ['디자인', 'UX', '콘텐츠', '영상'], jobClsCds: ['JOB05'], what: '예술·디자인·방송 직무' },
  { words: ['공공기관'], jobClsCds: ['JOB03'], what: '교육·법률·사회복지 직무' },
  { words: ['인턴'], empTypeCd: 'INTERN', what: '인턴 채용' },
  { words: ['글로벌', '해외'], regionCd: 'OVERSEAS', what: '해외 근무' },
];

/** Kinds of calendar entries; later kinds (fairs, contests) join with their own source. */
export const CALENDAR_KINDS = ['POSTING_DEADLINE', 'POSTING_OPEN', 'CONTEST_DEADLINE', 'GRAD_DEADLINE', 'FAIR'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
export const CALENDAR_KIND_LABELS: Record<CalendarKind, string> = { POSTING_DEADLINE: '채용 마감', POSTING_OPEN: '채용 시작', CONTEST_DEADLINE: '공모전 마감', GRAD_DEADLINE: '대학원 원서 마감', FAIR: '채용박람회' };
// White titles on these colours reach 4.5:1 (WCAG 1.4.3): the fairs' orange is a darker shade.
export const CALENDAR_KIND_COLOURS: Record<CalendarKind, string> = { POSTING_DEADLINE: '#d63384', POSTING_OPEN: '#0d6efd', CONTEST_DEADLINE: '#198754', GRAD_DEADLINE: '#6f42c1', FAIR: '#a85400' };

/** One entry of the recruiting calendar, as the server sends it and the calendar draws it. */
export interface CalendarEntry {
  id: string;
  kind: CalendarKind;
  kindNm: string;
  title: string;
  /** YYYY-MM-DD, an all-day entry. */
  date: string;
  /** The portal page of the entry (a path). */
  url: string;
  detail: string;
  closed: boolean;
  colour: string;
}

/** Entries no longer taking applications, whatever their kind (named in the legend). */
export const CALENDAR_CLOSED_COLOUR = '#6c757d';
export const CALENDAR_CLOSED_LABEL = '마감된 일정';
