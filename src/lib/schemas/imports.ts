// Import options and the admin's forms for imports from the academic system. Shared by the islands
// and the endpoints.
import * as z from 'zod/mini';
import { int, page, pageSize, text } from './fields';
import { TERM_SHORT } from '../calendar';

export const ENCODINGS = ['auto', 'utf-8', 'cp949'] as const;
export const ENCODING_NAMES: Record<(typeof ENCODINGS)[number], string> = { auto: '자동 감지', 'utf-8': 'UTF-8', cp949: 'CP949 (EUC-KR)' };

/** '2027-1', '2027-2', '2027-여름', '2027-겨울' or with the code ('2027-10'); empty: no batch term. */
export function parseTerm(value: string): { year: number; termCd: string } | null {
  const m = /^(\d{4})-(.+)$/.exec(value.trim());
  if (!m) return null;
  const part = m[2].replace(/학기$/, '');
  const byShort = Object.entries(TERM_SHORT).find(([, s]) => s === part)?.[0];
  const termCd = byShort ?? (['10', '15', '20', '25'].includes(part) ? part : null);
  const year = Number(m[1]);
  return termCd && year >= 1990 && year <= 2100 ? { year, termCd } : null;
}

const termText = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : '')),
  z.string().check(z.refine((v: string) => v === '' || parseTerm(v) !== null, '학기는 2027-1, 2027-2, 2027-여름처럼 써 주세요.')),
);
const flag = z.pipe(z.transform((v: unknown) => v === true || v === 'true' || v === 'Y' || v === 'on' || v === '1'), z.boolean());

/** Options of an upload, from the query string. */
export const ImportOptionsQuery = z.object({
  encoding: z.pipe(z.transform((v: unknown) => (v === undefined || v === '' ? 'auto' : v)), z.enum(ENCODINGS, { error: '인코딩이 올바르지 않습니다.' })),
  term: z.optional(termText),
  batch: z.optional(flag),
  threshold: z.pipe(z.transform((v: unknown): unknown => (v === undefined || v === '' ? '10' : v)), int('변경 한도', 1, 100, '%')),
  dryRun: z.optional(flag),
});

export const ImportHistoryQuery = z.object({ page: page(), pageSize: pageSize(20) });

export const ClientIssue = z.object({ clientNm: text('이름', { max: 100 }), canApply: z.optional(flag) });

export const LinksRequest = z.object({ userDiv: z.optional(z.enum(['', 'std', 'prof', 'stf'], { error: '구분이 올바르지 않습니다.' })) });

export const FirstAdmin = z.object({
  userId: z.pipe(z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)), z.string().check(z.regex(/^[A-Za-z0-9_-]{4,30}$/, '아이디는 영문·숫자 4~30자입니다.'))),
  korNm: text('이름', { max: 50 }),
});

/** Batch mode needs its term; a term alone is only a label for the report. */
export function batchOf(q: { term?: string; batch?: boolean }): { year: number; termCd: string } | null {
  if (!q.batch) return null;
  return q.term ? parseTerm(q.term) : null;
}
