// Career programme test inputs (시험), shared by the islands and the endpoints.
import * as z from 'zod/mini';
import { CONTROL, dateTime, id, int, nullableInt, text } from './fields';
import { QUESTION_KINDS, type QuestionKind } from '../career/tests';

export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 10;
export const MAX_ANSWER = 500;

export const TestIdParam = z.object({ testId: id('시험 번호') });
export const AttemptIdParam = z.object({ attemptId: id('응시 번호') });

/** The student's test pages: the programme (as the classroom's ?id=) and the test. */
export const TestPageQuery = z.object({ id: id('프로그램 번호'), testId: id('시험 번호') });

const optionIndex = int('정답 보기', 0, MAX_OPTIONS - 1);

/** One question as staff write it; the right answers must fit its kind. */
export const TestQuestionInput = z
  .object({
    kind: z.enum(QUESTION_KINDS as [QuestionKind, ...QuestionKind[]], { error: '문항 유형을 선택해 주세요.' }),
    body: text('문항', { max: 1000, multiline: true }),
    options: z.array(text('보기', { max: 200 })).check(z.maxLength(MAX_OPTIONS, `보기는 ${MAX_OPTIONS}개까지 넣을 수 있습니다.`)),
    correct: z.array(optionIndex).check(z.maxLength(MAX_OPTIONS, '정답이 너무 많습니다.')),
    accepted: z.array(text('정답', { max: 100 })).check(z.maxLength(5, '인정 답안은 5개까지 넣을 수 있습니다.')),
    points: int('배점', 1, 100, '점'),
  })
  .check(
    z.refine((q) => q.kind === 'SHORT' || q.options.length >= 2, { message: '객관식 문항은 보기를 2개 이상 넣어 주세요.', path: ['options'] }),
    z.refine((q) => q.kind !== 'SHORT' || q.options.length === 0, { message: '단답형 문항에는 보기를 넣지 않습니다.', path: ['options'] }),
    z.refine((q) => q.kind === 'SHORT' || q.correct.every((c) => c < q.options.length), { message: '정답은 보기 중에서 골라 주세요.', path: ['correct'] }),
    z.refine((q) => q.kind !== 'SINGLE' || q.correct.length === 1, { message: '정답을 하나 골라 주세요.', path: ['correct'] }),
    z.refine((q) => q.kind !== 'MULTI' || q.correct.length >= 1, { message: '정답을 하나 이상 골라 주세요.', path: ['correct'] }),
    z.refine((q) => new Set(q.correct).size === q.correct.length, { message: '같은 정답을 두 번 고를 수 없습니다.', path: ['correct'] }),
  );
export type TestQuestionInput = z.infer<typeof TestQuestionInput>;

/** A test as staff create or edit it. */
export const TestInput = z
  .object({
    title: text('시험명', { max: 100 }),
    intro: text('안내', { max: 4000, multiline: true }),
    openAt: dateTime('응시 시작 일시'),
    closeAt: dateTime('응시 마감 일시'),
    durationMin: int('제한 시간', 1, 600, '분'),
    questions: z.array(TestQuestionInput).check(z.minLength(1, '문항을 하나 이상 넣어 주세요.'), z.maxLength(MAX_QUESTIONS, `문항은 ${MAX_QUESTIONS}개까지 넣을 수 있습니다.`)),
  })
  .check(z.refine((t) => t.closeAt > t.openAt, { message: '응시 마감 일시는 시작 일시보다 늦어야 합니다.', path: ['closeAt'] }));
export type TestInput = z.infer<typeof TestInput>;

/** One answer: chosen option indexes for choice questions, the typed text for short ones. */
export const AnswerInput = z.object({
  questionId: id('문항 번호'),
  choices: z.optional(z.array(int('보기', 0, MAX_OPTIONS - 1)).check(z.maxLength(MAX_OPTIONS, '선택한 보기가 너무 많습니다.'))),
  text: z.optional(
    z.string({ error: '답은 글자여야 합니다.' }).check(
      z.maxLength(MAX_ANSWER, `답은 ${MAX_ANSWER}자 이내로 입력해 주세요.`),
      z.refine((v) => !CONTROL.test(v), '답에 쓸 수 없는 문자가 있습니다.'),
    ),
  ),
});

/** What the test page sends: the whole answer sheet (autosave), and whether this is the submission. */
export const AnswerSheetInput = z.object({
  answers: z.array(AnswerInput).check(z.maxLength(MAX_QUESTIONS, '답안이 너무 많습니다.')),
  submit: z._default(z.boolean({ error: '제출 여부가 올바르지 않습니다.' }), false),
});
export type AnswerSheetInput = z.infer<typeof AnswerSheetInput>;

/** Staff give the points of one short answer. */
export const GradeInput = z.object({ questionId: id('문항 번호'), points: int('점수', 0, 100, '점') });
export type GradeInput = z.infer<typeof GradeInput>;

export const ReleaseInput = z.object({ released: z.boolean({ error: '정답 공개 여부를 선택해 주세요.' }) });

/** The programme's test pass mark on a 100-point scale; blank = no test rule. */
export const PassMarkInput = z.object({ testPassMark: nullableInt('합격 점수', 0, 100, '점') });
