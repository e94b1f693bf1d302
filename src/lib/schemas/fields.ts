// The building blocks of every input schema, shared by the islands and the endpoints (zod/mini:
// small in the browser). Ids are range-checked, pages bounded, texts free of control characters,
// dates strict, and every message Korean with the right particle. A new schema is made of these
// parts, so a new route cannot forget a check.
import * as z from 'zod/mini';
import { josa, ko } from '../text/josa';
import { isValidDate } from '../validation';
import { formatPhone, isPhone } from '../text/phone';

/** PostgreSQL's integer column: anything larger never names a row. */
export const MAX_ID = 2_147_483_647;
/** Pages beyond this are refused rather than turned into huge OFFSETs. */
export const MAX_PAGE = 10_000;
export const MAX_PAGE_SIZE = 100;

// C0 and C1 control characters, DEL, and the bidirectional overrides that can disguise text.
// Line feeds and tabs are allowed only where a field is multi-line.
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
export const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

const trim = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);
export const emptyToUndefined = (v: unknown): unknown => {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  return v;
};

/** Zod's default messages in Korean, for any check a schema did not word itself. */
export const koreanErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? '필수 입력 항목입니다.' : '입력 형식이 올바르지 않습니다.';
    case 'too_small':
      return issue.origin === 'string' ? `${issue.minimum}자 이상 입력해 주세요.` : issue.origin === 'array' ? `${issue.minimum}개 이상 선택해 주세요.` : `${issue.minimum} 이상이어야 합니다.`;
    case 'too_big':
      return issue.origin === 'string' ? `${issue.maximum}자 이내로 입력해 주세요.` : issue.origin === 'array' ? `${issue.maximum}개까지 선택할 수 있습니다.` : `${issue.maximum} 이하여야 합니다.`;
    case 'invalid_format':
      return '입력 형식이 올바르지 않습니다.';
    case 'not_multiple_of':
      return '올바른 값이 아닙니다.';
    case 'unrecognized_keys':
      return '알 수 없는 항목이 포함되어 있습니다.';
    case 'invalid_value':
      return '허용되지 않는 값입니다.';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return '입력값이 올바르지 않습니다.';
    default:
      return '입력값을 확인해 주세요.';
  }
};
z.config({ customError: koreanErrorMap });

/** A positive database id (serial): digits only, at most PostgreSQL's integer maximum. */
export function id(label = '번호') {
  const bad = `${josa(label, '이/가')} 올바르지 않습니다.`;
  return z.pipe(
    z.transform((v: unknown): unknown => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v)),
    z.number({ error: bad }).check(z.int(bad), z.gte(1, bad), z.lte(MAX_ID, bad)),
  );
}

/** An optional id: empty input is undefined, anything else must be a valid id. */
export function optionalId(label = '번호') {
  return z.pipe(z.transform(emptyToUndefined), z.optional(id(label)));
}

/** A whole number within [min, max], from a number or a string of digits; `unit` follows the bounds in messages (학점, 명). */
export function int(label: string, min: number, max: number, unit = '') {
  const notNumber = `${josa(label, '은/는')} 숫자여야 합니다.`;
  return z.pipe(
    z.transform((v: unknown): unknown => (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : v)),
    z.number({ error: notNumber }).check(
      z.int(`${josa(label, '은/는')} 정수여야 합니다.`),
      z.gte(min, `${josa(label, '은/는')} ${min}${unit} 이상이어야 합니다.`),
      z.lte(max, `${josa(label, '은/는')} ${max}${unit} 이하여야 합니다.`),
    ),
  );
}

/** An optional whole number: blank is null (a cleared field), anything else as `int`. */
export function nullableInt(label: string, min: number, max: number, unit = '') {
  return z.pipe(z.transform((v: unknown): unknown => emptyToUndefined(v) ?? null), z.nullable(int(label, min, max, unit)));
}

/** Optional text stored as null when blank (a cleared field). */
export function nullableText(label: string, options: Omit<TextOptions, 'min'>) {
  return z.pipe(optionalText(label, options), z.transform((v: string | undefined) => v ?? null));
}

/** A 1-based page number: missing means 1, anything else must be 1..MAX_PAGE. */
export function page() {
  return z.pipe(z.transform((v: unknown): unknown => emptyToUndefined(v) ?? 1), int('페이지', 1, MAX_PAGE));
}

/** Rows per page: missing means `fallback`, at most MAX_PAGE_SIZE. */
export function pageSize(fallback = 10) {
  return z.pipe(z.transform((v: unknown): unknown => emptyToUndefined(v) ?? fallback), int('페이지 크기', 1, MAX_PAGE_SIZE));
}

interface TextOptions {
  min?: number;
  max: number;
  /** Allow line feeds and tabs (text areas). */
  multiline?: boolean;
}

function textChecks(label: string, { min = 1, max, multiline = false }: TextOptions) {
  return [
    z.minLength(1, `${josa(label, '을/를')} 입력해 주세요.`),
    z.minLength(min, `${josa(label, '은/는')} ${min}자 이상 입력해 주세요.`),
    z.maxLength(max, `${josa(label, '은/는')} ${max}자 이내로 입력해 주세요.`),
    z.refine<string>((v) => !(multiline ? CONTROL : CONTROL_SINGLE_LINE).test(v), `${label}에 쓸 수 없는 문자가 있습니다.`),
  ] as const;
}

/** Required text, trimmed; control characters refused. */
export function text(label: string, options: TextOptions) {
  return z.pipe(z.transform(trim), z.string({ error: `${josa(label, '을/를')} 입력해 주세요.` }).check(...textChecks(label, options)));
}

/** Optional text: blank is undefined; otherwise trimmed and checked like `text`. */
export function optionalText(label: string, options: Omit<TextOptions, 'min'> & { min?: number }) {
  return z.pipe(
    z.transform(emptyToUndefined),
    z.optional(z.string({ error: `${josa(label, '은/는')} 글자여야 합니다.` }).check(...textChecks(label, options))),
  );
}

/** A search box: optional, at most `max` characters, no control characters. */
export function searchKeyword(max = 100) {
  return optionalText('검색어', { max });
}

/** A code of the common code tables and of path keys: letters, digits, '_' and '-'. */
export function code(label: string, max = 30, how: 'choose' | 'type' = 'choose') {
  const bad = `${josa(label, '이/가')} 올바르지 않습니다.`;
  // An empty code is a choice not made yet (a select left at "선택하세요") or a box left blank, not a wrong one.
  const missing = `${josa(label, '을/를')} ${how === 'choose' ? '선택해' : '입력해'} 주세요.`;
  return z.pipe(z.transform(trim), z.string({ error: bad }).check(z.minLength(1, missing), z.regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), bad)));
}

export function optionalCode(label: string, max = 30) {
  return z.pipe(z.transform(emptyToUndefined), z.optional(code(label, max)));
}

/** One of a fixed list of choices, or none: a blank (a filter's "전체") is undefined, not a wrong choice. */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.pipe(z.transform(emptyToUndefined), z.optional(z.enum(values, { error: `${josa(label, '이/가')} 올바르지 않습니다.` })));
}

/** Y or N. */
export function yn(label = '사용 여부') {
  return z.enum(['Y', 'N'], { error: `${josa(label, '은/는')} Y 또는 N이어야 합니다.` });
}

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
export function date(label: string) {
  const bad = ko('{label|이/가} 올바른 날짜가 아닙니다. (예: 2026-03-02)', { label });
  return z.pipe(z.transform(trim), z.string({ error: `${josa(label, '을/를')} 입력해 주세요.` }).check(z.refine((v: string) => isValidDate(v, 'YYYY-MM-DD'), bad)));
}

export function optionalDate(label: string) {
  return z.pipe(z.transform(emptyToUndefined), z.optional(date(label)));
}

/** A date and time written YYYY-MM-DDTHH:mm (an `<input type="datetime-local">`), optionally with seconds and offset. */
export function dateTime(label: string) {
  const bad = ko('{label|이/가} 올바른 일시가 아닙니다.', { label });
  const PATTERN = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;
  return z.pipe(
    z.transform(trim),
    z.string({ error: `${josa(label, '을/를')} 입력해 주세요.` }).check(z.refine((v: string) => {
      const m = PATTERN.exec(v);
      return !!m && isValidDate(m[1], 'YYYY-MM-DD');
    }, bad)),
  );
}

/**
 * A Korean phone number typed with or without hyphens or spaces, stored with its hyphens
 * ('0212345678' -> '02-1234-5678'); the example shows the kind of number the field expects.
 */
export function phone(label: string, example = '01012345678') {
  const bad = `${josa(label, '을/를')} 확인해 주세요. 숫자만 입력해도 됩니다. (예: ${example})`;
  return z.pipe(
    z.string({ error: bad }).check(z.refine((v) => isPhone(v.replace(/\s/g, '')), bad)),
    z.transform((v: string) => formatPhone(v)),
  );
}

/** A phone number that may be left blank (then undefined). */
export function optionalPhone(label: string, example?: string) {
  return z.pipe(z.transform(emptyToUndefined), z.optional(phone(label, example)));
}

/** A time of day written HH:mm (24 hours). */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export function clockTime(label: string) {
  const bad = ko('{label|이/가} 올바른 시각이 아닙니다. (예: 14:00)', { label });
  return z.pipe(z.transform(trim), z.string({ error: `${josa(label, '을/를')} 입력해 주세요.` }).check(z.regex(HHMM, bad)));
}
