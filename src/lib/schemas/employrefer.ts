// Employment reference inputs (career interest test, cover-letter drafts), shared by the islands and
// the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import { id, int, text, yn } from './fields';
import { ITEMS, SCALE_MAX } from '../employrefer/riasec';
import { MAX_CONTENT_LENGTH, QUESTION_CODES } from '../employrefer/jasoseol';
import { ONLINE_CATEGORY_CODES } from '../employrefer/online';

/** One answer: 1..5, from a number or a radio button's string value. */
function answer(n: number) {
  const missing = `${n}번 문항에 답해 주세요.`;
  const bad = `${n}번 문항의 답은 1부터 ${SCALE_MAX} 사이에서 골라 주세요.`;
  return z.pipe(
    z.transform((v: unknown): unknown => (typeof v === 'string' && /^\d$/.test(v.trim()) ? Number(v.trim()) : v)),
    z.number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? missing : bad) }).check(z.int(bad), z.gte(1, bad), z.lte(SCALE_MAX, bad)),
  );
}

/** Every item answered: { answers: { R1: 4, I1: 2, … } }. */
export const CareerTestInput = z.object({
  answers: z.object(Object.fromEntries(ITEMS.map((item, i) => [item.id, answer(i + 1)])), { error: '문항에 대한 답을 보내 주세요.' }),
});
export type CareerTestInput = z.infer<typeof CareerTestInput>;

export const ResultIdParam = z.object({ resultId: id('검사 결과 번호') });
export const DraftIdParam = z.object({ draftId: id('초안 번호') });
export const VersionParams = z.object({ draftId: id('초안 번호'), versionId: id('버전 번호') });

const content = () => text('내용', { max: MAX_CONTENT_LENGTH, multiline: true });

/** A new draft: its question, a title of the student's own (회사·용도) and the first text. */
export const DraftCreateInput = z.object({
  questionCd: z.enum(QUESTION_CODES, { error: '문항을 선택해 주세요.' }),
  title: text('제목', { max: 50 }),
  content: content(),
});
export type DraftCreateInput = z.infer<typeof DraftCreateInput>;

/** Saving a draft: a new version of its text (and the title, which may change). */
export const DraftSaveInput = z.object({
  title: text('제목', { max: 50 }),
  content: content(),
});
export type DraftSaveInput = z.infer<typeof DraftSaveInput>;

/** The online course list's filter: a category, or all. */
export const OnlineQuery = z.object({
  categoryCd: z.optional(z.pipe(z.transform((v: unknown) => (v === '' ? undefined : v)), z.optional(z.enum(ONLINE_CATEGORY_CODES, { error: '분류가 올바르지 않습니다.' })))),
});
export type OnlineQuery = z.infer<typeof OnlineQuery>;

export const CourseIdParam = z.object({ courseId: id('강좌 번호') });

/** Staff: a new or edited online course. Only https addresses leave the portal. */
export const OnlineCourseInput = z
  .object({
    categoryCd: z.enum(ONLINE_CATEGORY_CODES, { error: '분류를 선택해 주세요.' }),
    title: text('강좌명', { max: 100 }),
    provider: text('제공 기관', { max: 60 }),
    description: text('소개', { max: 500, multiline: true }),
    url: z.pipe(text('주소', { max: 300 }), z.string().check(z.regex(/^https:\/\/\S+$/, '주소는 https://로 시작해야 합니다.'))),
    durationMin: int('강좌 길이', 1, 6000, '분'),
    sortOrder: int('정렬 순서', 0, 999),
  });
export type OnlineCourseInput = z.infer<typeof OnlineCourseInput>;

export const CourseUseInput = z.object({ useYn: yn('공개 여부') });
