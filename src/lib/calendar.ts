// One home for the academic calendar and interface constants, safe in the browser and on the server.
import { isValidDate } from './validation';

/** Term codes as stored in academic_terms and the course data: regular terms 10/20, seasonal 15/25. */
export const TERM_CODES = ['10', '15', '20', '25'] as const;
export type TermCd = (typeof TERM_CODES)[number];

export const TERM_NAMES: Readonly<Record<string, string>> = { '10': '1학기', '15': '여름학기', '20': '2학기', '25': '겨울학기' };

/** Short form used after a year, e.g. "2026-여름학기". */
export const TERM_SHORT: Readonly<Record<string, string>> = { '10': '1', '15': '여름', '20': '2', '25': '겨울' };

export const isTermCd = (v: unknown): v is TermCd => typeof v === 'string' && (TERM_CODES as readonly string[]).includes(v);

/** Korean term name; an unknown code is shown as it is rather than guessed. */
export const termNm = (termCd: string | null | undefined) => (isTermCd(termCd) ? TERM_NAMES[termCd] : (termCd ?? ''));

/** "2026-여름학기"; a term not yet taken (no year) reads as planned. */
export const yearTermName = (year: number | null, termCd: string | null) =>
  year === null ? '수강 예정' : `${year}-${isTermCd(termCd) ? TERM_SHORT[termCd] : termCd}학기`;

/** A curriculum slot, e.g. "2학년 여름학기"; without a year, nothing. */
export const gradeTermName = (stdYear: number | null | undefined, termCd: string | null | undefined) => (stdYear ? `${stdYear}학년 ${termNm(termCd)}` : '');

/** Weekday names, index 0 = Sunday as in Date#getDay. */
export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** Weekday names by ISO number (1 Monday ... 7 Sunday), as availability stores them. */
export const ISO_WEEKDAYS = ['', '월', '화', '수', '목', '금', '토', '일'] as const;

/** Class days (1 Monday ... 6 Saturday), as sections and timetables store them. */
export const CLASS_DAY_NAMES = ISO_WEEKDAYS.slice(0, 7) as readonly string[];

export const SEOUL_TZ = 'Asia/Seoul';
/** Made once: a formatter is costly to build and these run for every row of a list. */
const SEOUL_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: SEOUL_TZ });
const SEOUL_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: SEOUL_TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * Seoul's date as YYYY-MM-DD (the server may run in UTC). A pinned date (PORTAL_TODAY on the server,
 * or the date the server rendered into the page in the browser) wins, so that tests and demos agree.
 */
export function seoulToday(now: Date = new Date(), pinned?: string | null): string {
  if (pinned && isValidDate(pinned, 'YYYY-MM-DD')) return pinned;
  return SEOUL_DATE.format(now);
}

/** The Seoul calendar date of an instant (no pinning: for timestamps, not for "today"). */
export function seoulDateOf(instant: Date): string {
  return SEOUL_DATE.format(instant);
}

/** The instant a Seoul calendar day (YYYY-MM-DD) begins. */
export function seoulDayStartOf(isoDate: string): Date {
  return seoulInstantOf(`${isoDate}T00:00`);
}

/** The instant the next Seoul day begins (Korea has no daylight saving time). */
export function nextSeoulMidnight(now: Date = new Date()): Date {
  return seoulDayStartOf(addDays(seoulDateOf(now), 1));
}

/** ISO weekday number (1 Monday ... 7 Sunday) of a YYYY-MM-DD date, as availability stores them. */
export function isoWeekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** HH:mm of an instant in Seoul. */
export function seoulTimeOf(instant: Date): string {
  return SEOUL_TIME.format(instant);
}

/**
 * The instant of what a datetime-local field sends (YYYY-MM-DDTHH:mm, optionally with seconds), read
 * as Seoul wall time unless it carries its own offset (Korea has no daylight saving time).
 */
export function seoulInstantOf(value: string): Date {
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value.length === 16 ? `${value}:00` : value}+09:00`;
  return new Date(zoned);
}

/** An instant as ISO 8601 in Seoul's offset ('2026-11-20T10:00:00+09:00'), as slots are sent to the browser. */
export function seoulIsoOf(at: Date): string {
  return `${new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;
}

/** The datetime-local value (YYYY-MM-DDTHH:mm) of an instant in Seoul, for editing forms. */
export function seoulLocalOf(at: Date | string): string {
  const d = new Date(at);
  return `${seoulDateOf(d)}T${seoulTimeOf(d)}`;
}

/** 'YYYY-MM-DD HH:mm' of an instant in Seoul, as messages and exports write it. */
export function seoulStampOf(at: Date | string): string {
  const d = new Date(at);
  return `${seoulDateOf(d)} ${seoulTimeOf(d)}`;
}

/** 'YYYY.MM.DD' of an instant in Seoul, as lists show a day; the same on the server and in any browser. */
export function formatSeoulDate(at: Date | string): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : seoulDateOf(d).replaceAll('-', '.');
}

/** 'YYYY.MM.DD HH:mm' of an instant in Seoul, as lists show a time; the same on the server and in any browser. */
export function formatSeoulDateTime(at: Date | string): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : `${formatSeoulDate(d)} ${seoulTimeOf(d)}`;
}

/** The YYYY-MM-DD date `days` after (or before, when negative) the given one: calendar days, no zone involved. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole calendar days from one YYYY-MM-DD date to another (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Weekday name of a YYYY-MM-DD date (calendar date, independent of the runtime's zone). */
export const weekdayOf = (isoDate: string) => WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()];

/**
 * The regular term a date falls in by the usual Korean calendar (1학기 from March, 2학기 from September;
 * January and February still belong to the previous year's 2학기). The database calendar is authoritative
 * where it exists; this is the fallback for dates outside it.
 */
export function regularTermOf(isoDate: string): { year: number; termCd: TermCd } {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  if (month < 3) return { year: year - 1, termCd: '20' };
  if (month < 9) return { year, termCd: '10' };
  return { year, termCd: '20' };
}

/** Interface constants of the spec, shared by the form parts. */
export const UI = {
  selectMaxHeight: 310,
  comboboxMaxHeight: 310,
  comboboxVariant: 'plain',
  comboboxDensity: 'compact',
  ratingLength: 5,
  toastMs: 3000,
  confirmColor: '#5D87FF',
} as const;
