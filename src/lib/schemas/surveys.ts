// Survey inputs, shared by the islands and the endpoints (zod/mini: small in the browser). The
// answer schema is built from the survey's own questions, so the form and the server refuse the
// same answers with the same Korean messages.
import * as z from 'zod/mini';
import { code, dateTime, emptyToUndefined, id, int, optionalId, optionalText, text, yn } from './fields';
import { CNSL_KIND_KEYS, type CnslKind } from '../counselling/kinds';
import { CROSS_TAB_BY, LONG_MAX, MAX_MATRIX_ROWS, MAX_OPTIONS, MAX_QUESTIONS, MAX_SECTIONS, QUESTION_KINDS, RATING_DEFAULT, RATING_MAX, RATING_MIN, SHORT_MAX, SURVEY_KINDS, type CrossTabBy, type QuestionKind } from '../surveys/rules';

export const SurveyIdParam = z.object({ surveyId: id('설문 번호') });

export const QuestionInput = z
  .object({
    kind: z.enum(Object.keys(QUESTION_KINDS) as [QuestionKind, ...QuestionKind[]], { error: '문항 유형을 선택해 주세요.' }),
    title: text('문항', { max: 300 }),
    requiredYn: yn('필수 여부'),
    options: z._default(z.array(text('보기', { max: 100 })).check(z.maxLength(MAX_OPTIONS, `보기는 ${MAX_OPTIONS}개까지 넣을 수 있습니다.`)), []),
    /** The section (1-based) the question belongs to. */
    section: z._default(int('섹션', 1, MAX_SECTIONS, '번'), 1),
    /** MATRIX: its statements, one a row. */
    rows: z._default(z.array(text('행', { max: 200 })).check(z.maxLength(MAX_MATRIX_ROWS, `행은 ${MAX_MATRIX_ROWS}개까지 넣을 수 있습니다.`)), []),
    /** RATING: the number of points. */
    scaleMax: z._default(int('별점 개수', RATING_MIN, RATING_MAX, '개'), RATING_DEFAULT),
    /** SINGLE: per option, '' (next section), 'END' (end of the survey) or the section number to go to. */
    jumps: z._default(z.array(z.string().check(z.regex(/^(|END|\d{1,2})$/, '이동할 섹션이 올바르지 않습니다.'))).check(z.maxLength(MAX_OPTIONS, '이동할 섹션이 올바르지 않습니다.')), []),
  })
  .check(
    z.refine((q) => !(q.kind === 'SINGLE' || q.kind === 'MULTI') || q.options.length >= 2, { message: '선택형 문항에는 보기를 2개 이상 넣어 주세요.', path: ['options'] }),
    z.refine((q) => q.kind !== 'MATRIX' || q.options.length >= 2, { message: '행렬형 문항에는 열(척도)을 2개 이상 넣어 주세요.', path: ['options'] }),
    z.refine((q) => q.kind !== 'MATRIX' || q.rows.length >= 1, { message: '행렬형 문항에는 행(질문)을 1개 이상 넣어 주세요.', path: ['rows'] }),
    z.refine((q) => q.jumps.every((j) => j === '') || (q.kind === 'SINGLE' && q.jumps.length <= q.options.length), { message: '섹션 이동은 단일 선택 문항의 보기에만 정할 수 있습니다.', path: ['jumps'] }),
  );
export type QuestionInput = z.infer<typeof QuestionInput>;

export const SurveyInput = z
  .object({
    title: text('설문 제목', { max: 200 }),
    description: optionalText('설명', { max: 2000, multiline: true }),
    kind: z.enum(Object.keys(SURVEY_KINDS) as ['GENERAL', 'SATISFACTION'], { error: '설문 종류를 선택해 주세요.' }),
    targetDeptCds: z._default(z.array(code('대상 학과', 20)).check(z.maxLength(50, '대상 학과는 50개까지 고를 수 있습니다.')), []),
    targetGrades: z._default(z.array(int('대상 학년', 1, 6, '학년')).check(z.maxLength(6, '대상 학년이 너무 많습니다.')), []),
    openAt: dateTime('시작 일시'),
    closeAt: dateTime('마감 일시'),
    anonymousYn: yn('익명 여부'),
    editableYn: yn('응답 수정 허용'),
    programId: optionalId('프로그램'),
    /** A satisfaction survey of a counselling service instead of a programme (always anonymous). */
    cnslKind: z.pipe(z.transform(emptyToUndefined), z.optional(z.enum(CNSL_KIND_KEYS as [CnslKind, ...CnslKind[]], { error: '대상 상담 서비스를 선택해 주세요.' }))),
    /** GENERAL: only the participants of this career programme (approved, attending or completed). */
    targetProgramId: optionalId('대상 프로그램'),
    sections: z._default(
      z.array(z.object({ title: text('섹션 제목', { max: 200 }), description: optionalText('섹션 설명', { max: 1000, multiline: true }) })).check(z.maxLength(MAX_SECTIONS, `섹션은 ${MAX_SECTIONS}개까지 넣을 수 있습니다.`)),
      [],
    ),
    questions: z.array(QuestionInput).check(z.minLength(1, '문항을 하나 이상 넣어 주세요.'), z.maxLength(MAX_QUESTIONS, `문항은 ${MAX_QUESTIONS}개까지 넣을 수 있습니다.`)),
  })
  .check(
    z.refine((s) => s.closeAt > s.openAt, { message: '마감 일시는 시작 일시보다 늦어야 합니다.', path: ['closeAt'] }),
    z.refine((s) => s.kind !== 'SATISFACTION' || s.programId !== undefined || s.cnslKind !== undefined, { message: '만족도 조사의 대상 프로그램을 선택해 주세요.', path: ['programId'] }),
    z.refine((s) => s.kind !== 'SATISFACTION' || s.programId === undefined || s.cnslKind === undefined, { message: '대상은 프로그램과 상담 서비스 중 하나만 고를 수 있습니다.', path: ['cnslKind'] }),
    z.superRefine((s, ctx) => {
      const count = Math.max(1, s.sections.length);
      s.questions.forEach((q, i) => {
        if (q.section > count) ctx.issues.push({ code: 'custom', input: q.section, message: `${count}번 섹션까지 있습니다. 문항의 섹션을 다시 골라 주세요.`, path: ['questions', i, 'section'] });
        q.jumps.forEach((j) => {
          if (j === '' || j === 'END') return;
          const to = Number(j);
          if (to <= q.section || to > count) ctx.issues.push({ code: 'custom', input: j, message: '이동할 섹션은 이 문항보다 뒤의 섹션이어야 합니다.', path: ['questions', i, 'jumps'] });
        });
      });
      for (let n = 1; n <= count; n++) {
        if (!s.questions.some((q) => q.section === n)) ctx.issues.push({ code: 'custom', input: n, message: `${n}번 섹션에 문항이 없습니다.`, path: ['sections', n - 1, 'title'] });
      }
    }),
  );
export type SurveyInput = z.infer<typeof SurveyInput>;

/** The body of an answer: { answers: { q12: '3', q13: ['0', '2'], q14: '...' } }; each value is checked against its question afterwards. */
const answerValue = z.union([
  z.nullable(optionalText('답', { max: LONG_MAX, multiline: true })),
  z.array(z.union([z.literal(''), code('보기', 3)])).check(z.maxLength(Math.max(MAX_OPTIONS, MAX_MATRIX_ROWS), '선택한 보기가 너무 많습니다.')),
  z.boolean(),
]);
export const AnswerBody = z.object({
  answers: z.record(z.string().check(z.regex(/^q\d{1,10}$/, '문항 번호가 올바르지 않습니다.')), answerValue).check(
    z.refine((r) => Object.keys(r).length <= MAX_QUESTIONS, '문항이 너무 많습니다.'),
  ),
});

/** A draft: the answers so far (checked only for their shape) and the section she was on. */
export const DraftBody = z.object({
  answers: AnswerBody.shape.answers,
  section: z._default(int('섹션', 1, MAX_SECTIONS, '번'), 1),
});

export interface AnswerQuestion {
  questionId: number;
  kind: string;
  requiredYn: string;
  options: string[];
  rows?: string[];
  scaleMax?: number | null;
}

/** What a question's answer reads as after checking: option indexes (MATRIX: per row, -1 blank), a scale value or text; null when skipped. */
export type CheckedAnswer = { choices: number[] } | { scale: number } | { text: string } | null;

const blank = (v: unknown) => v === undefined || v === null || v === false || v === '' || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** The schema of one question's answer, with the message a respondent sees under it. */
export function answerSchemaOf(q: AnswerQuestion) {
  const required = q.requiredYn === 'Y';
  const index = (max: number, bad: string) => z.pipe(z.transform((v: unknown) => (typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : v)), z.number({ error: bad }).check(z.int(bad), z.gte(0, bad), z.lte(max, bad)));
  const wrap = <T,>(inner: z.ZodMiniType<T>, message: string) =>
    z.pipe(
      z.transform((v: unknown) => (blank(v) ? undefined : v)),
      required ? z.pipe(z.custom<unknown>((v) => v !== undefined, message), inner) : z.optional(inner),
    );
  switch (q.kind) {
    case 'SINGLE':
      return wrap(z.pipe(index(q.options.length - 1, '보기 중에서 선택해 주세요.'), z.transform((n: number): CheckedAnswer => ({ choices: [n] }))), '하나를 선택해 주세요.');
    case 'MULTI':
      return wrap(
        z.pipe(
          z.transform((v: unknown) => (typeof v === 'string' ? [v] : v)),
          z.pipe(
            z.array(index(q.options.length - 1, '보기 중에서 선택해 주세요.')).check(z.maxLength(q.options.length, '보기 중에서 선택해 주세요.')),
            z.transform((a: number[]): CheckedAnswer => ({ choices: [...new Set(a)].sort((x, y) => x - y) })),
          ),
        ),
        '하나 이상 선택해 주세요.',
      );
    case 'SCALE':
      return wrap(z.pipe(index(5, '1부터 5 사이에서 선택해 주세요.'), z.pipe(z.number().check(z.gte(1, '1부터 5 사이에서 선택해 주세요.')), z.transform((n: number): CheckedAnswer => ({ scale: n })))), '점수를 선택해 주세요.');
    case 'RATING': {
      const max = q.scaleMax ?? RATING_DEFAULT;
      const bad = `1부터 ${max} 사이에서 선택해 주세요.`;
      return wrap(z.pipe(index(max, bad), z.pipe(z.number().check(z.gte(1, bad)), z.transform((n: number): CheckedAnswer => ({ scale: n })))), '별점을 선택해 주세요.');
    }
    case 'MATRIX': {
      const rows = q.rows ?? [];
      const bad = '보기 중에서 선택해 주세요.';
      const cell = z.pipe(
        z.transform((v: unknown) => (v === '' || v === null || v === undefined ? -1 : typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : v)),
        z.number({ error: bad }).check(z.int(bad), z.gte(-1, bad), z.lte(q.options.length - 1, bad)),
      );
      const all = z.pipe(
        z.array(cell).check(z.maxLength(rows.length, bad)),
        z.transform((a: number[]) => rows.map((_, i) => a[i] ?? -1)),
      );
      return z.pipe(
        z.transform((v: unknown) => (blank(v) || (Array.isArray(v) && v.every(blank)) ? undefined : v)),
        required
          ? z.pipe(
              z.custom<unknown>((v) => v !== undefined, '모든 행에 답해 주세요.'),
              z.pipe(all, z.pipe(z.custom<number[]>((a) => Array.isArray(a) && a.every((n) => n >= 0), '모든 행에 답해 주세요.'), z.transform((a: number[]): CheckedAnswer => ({ choices: a })))),
            )
          : z.optional(z.pipe(all, z.transform((a: number[]): CheckedAnswer => ({ choices: a })))),
      );
    }
    case 'SHORT':
      return wrap(z.pipe(text('답', { max: SHORT_MAX }), z.transform((t: string): CheckedAnswer => ({ text: t }))), '답을 입력해 주세요.');
    default:
      return wrap(z.pipe(text('답', { max: LONG_MAX, multiline: true }), z.transform((t: string): CheckedAnswer => ({ text: t }))), '답을 입력해 주세요.');
  }
}

/** The schema of a whole answer sheet, keyed q{questionId}. */
export function answerSheetOf(questions: AnswerQuestion[]) {
  return z.object(Object.fromEntries(questions.map((q) => [`q${q.questionId}`, answerSchemaOf(q)])));
}

/** The cross-tabulation the office asks for: a question and by what. */
export const CrossTabQuery = z.object({
  questionId: id('문항 번호'),
  by: z._default(z.enum(Object.keys(CROSS_TAB_BY) as [CrossTabBy, ...CrossTabBy[]], { error: '교차 분석 기준이 올바르지 않습니다.' }), 'COLLEGE'),
});

/** Which list a student asks for. */
export const SurveyListQuery = z.object({
  kind: z._default(z.enum(['GENERAL', 'SATISFACTION'], { error: '설문 종류가 올바르지 않습니다.' }), 'GENERAL'),
});

/** The office's change of a survey's state. */
export const SurveyStatusInput = z.object({
  action: z.enum(['PUBLISH', 'CLOSE'], { error: '처리 방법을 선택해 주세요.' }),
});
