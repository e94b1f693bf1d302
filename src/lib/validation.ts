// Validation helpers shared by islands and endpoints: no DOM, no browser globals.
// No date library here: the layout's prompt dialog and every island's form schema import this
// module, so the strict date check below is a few lines of its own instead of a download.

/** The dialog facility's default messages, kept exactly as the specification quotes them. */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';
export const INVALID_URL_MESSAGE = 'Invalid URL';

/** Korean messages for the product's own forms. */
export const messages = {
  required: '필수 입력 항목입니다.',
  email: '올바른 이메일 주소를 입력해 주세요.',
  phone: '올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)',
  url: '올바른 URL을 입력해 주세요. (예: https://example.com)',
  date: '올바른 날짜를 입력해 주세요.',
  integer: '숫자만 입력해 주세요.',
  minLength: (min: number) => `${min}자 이상 입력해 주세요.`,
  maxLength: (max: number) => `${max}자 이내로 입력해 주세요.`,
} as const;

/**
 * Only null, undefined and the empty string are empty. Whitespace, 0 and false are values:
 * a form that sends 0 or false has answered, so it must not be treated as missing.
 */
export function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** Like isEmpty, but a string of only whitespace also counts as empty (for required text fields). */
export function isBlank(value: unknown): boolean {
  return isEmpty(value) || (typeof value === 'string' && value.trim() === '');
}

/**
 * Keeps only the digits of the input and reads them as a number; 0 when no digit remains.
 * Signs and decimal points are non-digits too, so '-1.5' becomes 15: this restricts what a
 * user may type into an integer field rather than parsing arbitrary numbers.
 */
export function toInteger(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const digits = String(value).replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

/** Format tokens of isValidDate and how many digits each takes. */
const DATE_TOKENS = { YYYY: 4, MM: 2, DD: 2, HH: 2, mm: 2, ss: 2 } as const;
type DateToken = keyof typeof DATE_TOKENS;

/**
 * True only when both value and format are given and the value parses strictly in that format,
 * so overflowing dates ('2026-02-30') and other separators ('2026/03/01' for 'YYYY-MM-DD') fail.
 * Formats are written with YYYY, MM, DD, HH, mm and ss; any other character must match itself.
 */
export function isValidDate(value: unknown, format: unknown): boolean {
  if (typeof value !== 'string' || typeof format !== 'string') return false;
  if (value === '' || format === '') return false;
  const parts: Partial<Record<DateToken, number>> = {};
  let v = 0;
  for (let f = 0; f < format.length; ) {
    const token = (Object.keys(DATE_TOKENS) as DateToken[]).find((t) => format.startsWith(t, f));
    if (token) {
      const digits = value.slice(v, v + DATE_TOKENS[token]);
      if (!/^\d+$/.test(digits) || digits.length !== DATE_TOKENS[token]) return false;
      parts[token] = Number(digits);
      v += digits.length;
      f += token.length;
    } else {
      if (value[v] !== format[f]) return false;
      v += 1;
      f += 1;
    }
  }
  if (v !== value.length) return false;
  const { YYYY: year = 2000, MM: month = 1, DD: day = 1, HH: hour = 0, mm: minute = 0, ss: second = 0 } = parts;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

// The WHATWG `input[type=email]` grammar, except that the domain must have at least one dot:
// intranet-style addresses such as 'user@localhost' are not deliverable for this portal.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

/** Dialog-style rule: true when valid, otherwise the default message. */
export function emailCheck(value: unknown): true | string {
  return isEmail(value) || INVALID_EMAIL_MESSAGE;
}

/** Absolute http(s) URLs only: links entered here are opened from other pages, where a relative or javascript: URL would be wrong or unsafe. */
export function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.hostname === 'localhost' || url.hostname.includes('.');
}

/** Dialog-style rule: true when valid, otherwise the default message. */
export function urlCheck(value: unknown): true | string {
  return isUrl(value) || INVALID_URL_MESSAGE;
}

export { isPhone } from './text/phone';
