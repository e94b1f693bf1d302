// Portfolio inputs, shared by the islands and the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import { code, date, id, int, optionalCode, optionalDate, optionalId, optionalText, page, text, yn } from './fields';
import { ENTRY_KIND_CODES, HISTORY_AREA_CODES, RESUME_INTRO_MAX, RESUME_SECTION_CODES, RESUME_TITLE_MAX, SHARE_MAX_DAYS, SHARE_SECTION_CODES } from '../portfolio/history';

export const EntryIdParam = z.object({ entryId: id('이력 번호') });
export const ShareIdParam = z.object({ shareId: id('공유 번호') });

/** A filter's "전체" option sends an empty value: the same as no filter. */
const blank = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The timeline's filters: a year, an area, a competency (all optional). */
export const HistoryQuery = z.object({
  year: z.optional(z.pipe(z.transform(blank), z.optional(int('연도', 1990, 2100)))),
  area: z.optional(z.pipe(z.transform(blank), z.optional(z.enum(HISTORY_AREA_CODES as [string, ...string[]], { error: '영역이 올바르지 않습니다.' })))),
  competency: optionalCode('역량'),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/** An award, licence, language score or project the student adds herself. */
export const EntryInput = z
  .object({
    kind: z.enum(ENTRY_KIND_CODES as [string, ...string[]], { error: '이력 종류를 선택해 주세요.' }),
    title: text('이름', { max: 100 }),
    issuer: optionalText('기관', { max: 100 }),
    acquiredDt: date('날짜'),
    endDt: optionalDate('종료일'),
    score: optionalText('점수·등급', { max: 20 }),
    description: optionalText('설명', { max: 1000, multiline: true }),
    competencyCds: z.optional(z.array(code('역량')).check(z.maxLength(5, '역량은 5개까지 고를 수 있습니다.'))),
    evidenceFileGroupId: optionalId('증빙 파일'),
  })
  .check(
    z.refine((v) => !v.endDt || v.endDt >= v.acquiredDt, { message: '종료일은 시작일과 같거나 뒤여야 합니다.', path: ['endDt'] }),
    z.refine((v) => v.kind !== 'LANGUAGE' || !!v.score, { message: '어학 점수나 등급을 입력해 주세요.', path: ['score'] }),
  );
export type EntryInput = z.infer<typeof EntryInput>;

/** A new share link: which page, how long, what it shows. */
export const ShareInput = z.object({
  kind: z.enum(['PUBLIC', 'PARENT'], { error: '공유할 페이지를 선택해 주세요.' }),
  label: optionalText('메모', { max: 40 }),
  days: int('유효 기간', 1, SHARE_MAX_DAYS, '일'),
  sections: z.array(z.enum(SHARE_SECTION_CODES as [string, ...string[]], { error: '공개 항목이 올바르지 않습니다.' })).check(z.maxLength(SHARE_SECTION_CODES.length)),
});
export type ShareInput = z.infer<typeof ShareInput>;

/** The token of a public page's address: 43 characters of base64url (256 bits). */
export const ShareToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/**
 * The résumé's choices, as the page's address carries them: the sections in the order she wants
 * them (comma-separated codes) and whether her contact details head the page.
 */
export const ResumeQuery = z.object({
  sections: z.optional(
    z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',').map((s) => s.trim())) : v)),
      z.array(z.enum(RESUME_SECTION_CODES as [string, ...string[]], { error: '이력서 항목이 올바르지 않습니다.' })).check(z.maxLength(RESUME_SECTION_CODES.length)),
    ),
  ),
  contact: z.optional(yn('연락처 표시')),
  photo: z.optional(yn('사진 표시')),
  /** A saved version: its choices apply where the address does not say otherwise, and its self-introduction. */
  resumeId: optionalId('이력서 번호'),
});
export type ResumeQuery = z.infer<typeof ResumeQuery>;

export const ResumeIdParam = z.object({ resumeId: id('이력서 번호') });

const resumeSections = z
  .array(z.enum(RESUME_SECTION_CODES as [string, ...string[]], { error: '이력서 항목이 올바르지 않습니다.' }))
  .check(z.minLength(1, '이력서에 넣을 항목을 하나 이상 골라 주세요.'), z.maxLength(RESUME_SECTION_CODES.length));

/** What she types for a version: its name and self-introduction. */
export const ResumeTextInput = z.object({
  title: text('이력서 이름', { max: RESUME_TITLE_MAX }),
  intro: optionalText('자기소개', { max: RESUME_INTRO_MAX, multiline: true }),
});

/** A résumé version as she saves it: the text, and the choices applied to the preview. */
export const ResumeSaveInput = z.extend(ResumeTextInput, {
  sections: resumeSections,
  showContact: z.boolean({ error: '연락처 표시 여부가 올바르지 않습니다.' }),
  showPhoto: z.boolean({ error: '사진 표시 여부가 올바르지 않습니다.' }),
});
export type ResumeSaveInput = z.infer<typeof ResumeSaveInput>;

export const ShowcasePublishInput = z.object({ showName: z.boolean({ error: '이름 공개 여부를 선택해 주세요.' }) });
export const ShowcaseSelectInput = z.object({ selected: z.boolean({ error: '선정 여부가 올바르지 않습니다.' }) });

/** The 우수 포트폴리오 list's filters, or one portfolio by its résumé number. */
export const BestPortfolioQuery = z.object({
  dept: optionalCode('학과'),
  job: optionalCode('직무 분야'),
  page: page(),
  id: optionalId('포트폴리오 번호'),
});
export type BestPortfolioQuery = z.infer<typeof BestPortfolioQuery>;
