// The portfolio's lookup data, in one place for pages, islands and services: history areas, the
// kinds of entries a student writes herself, share kinds and the sections a share may show.
import { variantsOf } from '../status';

/** Areas of the history timeline, in the order the filter lists them. */
export const HISTORY_AREAS = {
  SUBJECT: '교과',
  DIAGNOSIS: '역량진단',
  TRACK: '트랙',
  CERTIFICATION: '역량인증',
  PROGRAM: '비교과',
  CAREER: '진로활동',
  SCHOLARSHIP: '장학',
  SERVICE: '봉사',
  AWARD: '수상',
  LICENSE: '자격증',
  LANGUAGE: '어학',
  PROJECT: '프로젝트',
  BADGE: '디지털 배지',
  OTHER: '기타 활동',
} as const;
export type HistoryArea = keyof typeof HISTORY_AREAS;
export const HISTORY_AREA_CODES = Object.keys(HISTORY_AREAS) as HistoryArea[];

/** Badge colours of the areas (Bootstrap contextual names), used by the timeline. */
export const AREA_TONES: Record<HistoryArea, string> = {
  SUBJECT: 'primary',
  DIAGNOSIS: 'info',
  TRACK: 'primary',
  CERTIFICATION: 'success',
  PROGRAM: 'success',
  CAREER: 'success',
  SCHOLARSHIP: 'warning',
  SERVICE: 'info',
  AWARD: 'danger',
  LICENSE: 'secondary',
  LANGUAGE: 'secondary',
  PROJECT: 'dark',
  BADGE: 'primary',
  OTHER: 'light',
};

/** What the student writes herself, with the label of the issuer field and whether a score applies. */
export const ENTRY_KINDS = {
  AWARD: { label: '수상', issuerLabel: '수여 기관', titleLabel: '수상명' },
  LICENSE: { label: '자격증', issuerLabel: '발급 기관', titleLabel: '자격증명' },
  LANGUAGE: { label: '어학', issuerLabel: '시험 기관', titleLabel: '시험명' },
  PROJECT: { label: '프로젝트', issuerLabel: '소속·기관', titleLabel: '프로젝트명' },
} as const;
export type EntryKind = keyof typeof ENTRY_KINDS;
export const ENTRY_KIND_CODES = Object.keys(ENTRY_KINDS) as EntryKind[];

/** One line of the timeline, whatever area it comes from. */
export interface HistoryItem {
  /** Unique across sources, e.g. 'entry:12', 'subject:345'. */
  key: string;
  area: HistoryArea;
  title: string;
  /** YYYY-MM-DD (Seoul). */
  date: string;
  detail: string | null;
  /** Competency codes the item builds. */
  competencies: string[];
  /** A file group of evidence the student owns. */
  evidenceFileGroupId?: number | null;
  /** Set on the student's own entries: she may edit them. */
  entryId?: number;
  /** Kept in her own history but never shown on a share or résumé (e.g. a badge she hid). */
  hidden?: boolean;
  /** A public page that vouches for the item (a badge's verification page). */
  verifyPath?: string;
  /**
   * What a page others read (a share link, an example portfolio) shows instead of the title and the
   * detail; null: never shown on such a page (a need-based scholarship). Unset: the title as it is.
   */
  publicTitle?: string | null;
}

/**
 * The items a page others read may show: nothing marked private for such pages, and the public
 * title in place of one that names what others must not learn (a scholarship's name and amount).
 */
export function publicItems(items: HistoryItem[]): HistoryItem[] {
  const shown: HistoryItem[] = [];
  for (const item of items) {
    if (item.hidden || item.publicTitle === null) continue;
    shown.push(item.publicTitle === undefined ? item : { ...item, title: item.publicTitle, detail: null });
  }
  return shown;
}

export const SHARE_KINDS = {
  PUBLIC: { label: '공개 포트폴리오', path: '/portfolio/info' },
  PARENT: { label: '학부모용 페이지', path: '/parent/portfolio/info' },
} as const;
export type ShareKind = keyof typeof SHARE_KINDS;

/**
 * What a share (and a résumé) may show. Name, major and grade are always shown (the page is about
 * someone); grades of subjects only on a public share the student chose it for, never on the
 * parent page; the photo only when she ticks it (it has no history areas).
 */
export const SHARE_SECTIONS = {
  PROGRAMS: { label: '비교과·진로 활동', areas: ['PROGRAM', 'CAREER', 'SERVICE'], parent: true, resume: true },
  LEARNING: { label: '트랙·역량인증', areas: ['TRACK', 'CERTIFICATION'], parent: true, resume: true },
  AWARDS: { label: '수상', areas: ['AWARD'], parent: true, resume: true },
  LICENSES: { label: '자격증', areas: ['LICENSE'], parent: true, resume: true },
  LANGUAGES: { label: '어학', areas: ['LANGUAGE'], parent: true, resume: true },
  PROJECTS: { label: '프로젝트', areas: ['PROJECT'], parent: true, resume: true },
  SCHOLARSHIPS: { label: '장학', areas: ['SCHOLARSHIP'], parent: true, resume: true },
  BADGES: { label: '디지털 배지', areas: ['BADGE'], parent: true, resume: true },
  SUBJECTS: { label: '수강 과목과 성적', areas: ['SUBJECT'], parent: false, resume: true },
  PHOTO: { label: '사진', areas: [], parent: true, resume: false },
} as const satisfies Record<string, { label: string; areas: HistoryArea[]; parent: boolean; resume: boolean }>;
export type ShareSection = keyof typeof SHARE_SECTIONS;
export const SHARE_SECTION_CODES = Object.keys(SHARE_SECTIONS) as ShareSection[];
export const RESUME_SECTION_CODES = SHARE_SECTION_CODES.filter((s) => SHARE_SECTIONS[s].resume);

export const SHARE_DEFAULT_DAYS = 30;
/** A link lives at most a year; the student may stop it any day. */
export const SHARE_MAX_DAYS = 365;
/** Live shares a student may hold at once. */
export const SHARE_MAX_LIVE = 10;

/** A résumé's sections when the student has not chosen yet: everything but grades. */
export const RESUME_DEFAULT_SECTIONS: ShareSection[] = ['AWARDS', 'LICENSES', 'LANGUAGES', 'PROJECTS', 'PROGRAMS', 'LEARNING', 'SCHOLARSHIPS', 'BADGES'];

/** Saved résumé versions a student may keep, and the limits of their fields. */
export const RESUME_MAX_VERSIONS = 10;
export const RESUME_TITLE_MAX = 40;
export const RESUME_INTRO_MAX = 2000;

/**
 * What a published example (우수 포트폴리오) may show other students: never grades, contact details
 * or the photo, whatever her résumé shows.
 */
export const SHOWCASE_SECTION_CODES = RESUME_SECTION_CODES.filter((s) => s !== 'SUBJECTS');

/** States of a published example, with their badge colours. */
export type ShowcaseState = 'PUBLISHED' | 'SELECTED';
export const SHOWCASE_STATE_LABELS: Record<ShowcaseState, string> = { PUBLISHED: '선정 대기', SELECTED: '우수 포트폴리오 선정' };
export const SHOWCASE_STATE_VARIANTS = variantsOf<ShowcaseState>({ PUBLISHED: 'attention', SELECTED: 'good' });

/** The anonymised average of a group is shown only when at least this many students are in it. */
export const ANALYZE_MIN_GROUP = 5;

/** States of a share link, with their badge colours. */
export const SHARE_STATES = {
  ACTIVE: { label: '사용 중', tone: 'success' },
  EXPIRED: { label: '기간 만료', tone: 'secondary' },
  REVOKED: { label: '공유 중지', tone: 'danger' },
} as const;
