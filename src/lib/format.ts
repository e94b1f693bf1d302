// Display formatting shared by islands and server-rendered pages.
import dayjs, { type ConfigType } from 'dayjs';
// Explicit `.js`: dayjs has no `exports` map, so Node's ESM resolver needs the file name.
import relativeTime from 'dayjs/plugin/relativeTime.js';
import 'dayjs/locale/ko.js';
import { seoulDateOf } from './calendar';

dayjs.extend(relativeTime);

// The locale is applied per instance instead of globally: on the server dayjs is shared by
// every module, and a global switch would change other callers' output.
const LOCALE = 'ko';

const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 20 });

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') {
    // Accept values that were already formatted ('1,234') so formatting is idempotent.
    const text = value.replace(/,/g, '').trim();
    if (text === '') return null;
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** 1234567 -> '1,234,567'; null, undefined and non-numbers -> ''. */
export function formatNumber(value: number | string | bigint | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : numberFormat.format(n);
}

/** A list's total with its unit: '320건', or '1,000건 이상' when the count stopped at its limit (decision 045). */
export function formatTotal(total: { totalCnt: number; totalCapped?: boolean }, unit: string): string {
  return `${formatNumber(total.totalCnt)}${unit}${total.totalCapped ? ' 이상' : ''}`;
}

/** 1000 -> '1,000원'; '' when there is no amount. */
export function formatWon(value: number | string | bigint | null | undefined): string {
  const text = formatNumber(value);
  return text === '' ? '' : `${text}원`;
}

function parse(value: ConfigType) {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d.locale(LOCALE) : null;
}

/** '2026-03-01' -> '2026.03.01'; '' when missing or invalid. */
export function formatDate(value: ConfigType, format = 'YYYY.MM.DD'): string {
  return parse(value)?.format(format) ?? '';
}

/** '2026-03-01T09:05:00' -> '2026.03.01 09:05'; '' when missing or invalid. */
export function formatDateTime(value: ConfigType, format = 'YYYY.MM.DD HH:mm'): string {
  return parse(value)?.format(format) ?? '';
}

/** '2026-03-01' (a calendar day) or an instant (its day in Seoul) -> '2026년 3월 1일'. */
export function formatKoreanDate(value: string | Date): string {
  const day = typeof value === 'string' ? value : seoulDateOf(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${Number(m[1])}년 ${Number(m[2])}월 ${Number(m[3])}일` : '';
}

/** Relative time in Korean ('3분 전', '2일 후'); '' when missing or invalid. */
export function fromNow(value: ConfigType): string {
  return parse(value)?.fromNow() ?? '';
}

export { formatPhone } from './text/phone';
