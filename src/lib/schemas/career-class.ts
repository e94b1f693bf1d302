// Inputs of the programme classroom (decision 034), shared by the islands and the endpoints.
import * as z from 'zod/mini';
import { dateTime, id, int, optionalId, optionalText, text } from './fields';

export const CLASS_TABS = ['notice', 'qna', 'refer', 'report', 'test', 'attend'] as const;
export type ClassTab = (typeof CLASS_TABS)[number];

/** The page's query: ?id={programId}&tab=… (an unknown tab falls back to the first). */
export const ClassQuery = z.object({
  id: id('프로그램 번호'),
  tab: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && (CLASS_TABS as readonly string[]).includes(v) ? v : 'notice')),
    z.enum(CLASS_TABS),
  ),
});

/** File types a report may ask for (each one the file service can check by content). */
export const REPORT_EXTS = ['pdf', 'hwp', 'hwpx', 'docx', 'pptx', 'xlsx', 'zip', 'txt', 'jpg', 'png'] as const;

const URL_PATTERN = /^https?:\/\/[^\s<>"'`]+$/;

export const NoticeInput = z.object({
  title: text('제목', { max: 100 }),
  body: text('내용', { max: 4000, multiline: true }),
  pinned: z.boolean({ error: '상단 고정 여부를 선택해 주세요.' }),
  fileGroupId: optionalId('첨부파일'),
});
export type NoticeInput = z.infer<typeof NoticeInput>;

export const QuestionInput = z.object({
  title: text('제목', { max: 100 }),
  body: text('질문 내용', { max: 2000, multiline: true }),
  isPrivate: z.boolean({ error: '비공개 여부를 선택해 주세요.' }),
});
export type QuestionInput = z.infer<typeof QuestionInput>;

export const AnswerInput = z.object({
  answer: text('답변', { max: 4000, multiline: true }),
});
export type AnswerInput = z.infer<typeof AnswerInput>;

export const ReferenceInput = z
  .object({
    kind: z.enum(['FILE', 'LINK'], { error: '자료 종류를 선택해 주세요.' }),
    title: text('자료명', { max: 100 }),
    description: optionalText('설명', { max: 500, multiline: true }),
    url: z.pipe(optionalText('링크 주소', { max: 500 }), z.optional(z.string().check(z.regex(URL_PATTERN, '링크 주소는 http:// 또는 https://로 시작해야 합니다.')))),
    fileGroupId: optionalId('첨부파일'),
  })
  .check(
    z.refine((v) => v.kind !== 'LINK' || !!v.url, { message: '링크 주소를 입력해 주세요.', path: ['url'] }),
    z.refine((v) => v.kind !== 'FILE' || !!v.fileGroupId, { message: '파일을 올려 주세요.', path: ['fileGroupId'] }),
  );
export type ReferenceInput = z.infer<typeof ReferenceInput>;

/** A report assignment: open ≤ due ≤ close, entered as Seoul wall-clock times (YYYY-MM-DDTHH:mm). */
export const ReportInput = z
  .object({
    title: text('과제명', { max: 100 }),
    instructions: text('과제 안내', { max: 4000, multiline: true }),
    openAt: dateTime('제출 시작'),
    dueAt: dateTime('제출 마감'),
    closeAt: dateTime('지각 제출 마감'),
    maxScore: int('만점', 1, 1000, '점'),
    allowedExts: z.array(z.enum(REPORT_EXTS, { error: '허용할 수 없는 파일 형식입니다.' })).check(z.minLength(1, '허용할 파일 형식을 하나 이상 고르세요.'), z.maxLength(REPORT_EXTS.length)),
  })
  .check(
    z.refine((v) => v.openAt.slice(0, 16) < v.dueAt.slice(0, 16), { message: '제출 마감은 제출 시작보다 늦어야 합니다.', path: ['dueAt'] }),
    z.refine((v) => v.dueAt.slice(0, 16) <= v.closeAt.slice(0, 16), { message: '지각 제출 마감은 제출 마감과 같거나 늦어야 합니다.', path: ['closeAt'] }),
  );
export type ReportInput = z.infer<typeof ReportInput>;

/** A submission: files (uploaded first through the file service), a text, or both. */
export const SubmissionInput = z
  .object({
    body: optionalText('제출 내용', { max: 4000, multiline: true }),
    fileGroupId: optionalId('첨부파일'),
    /** The files of the group she hands in (one taken off the list stays out); absent means all of them. */
    fileIds: z.optional(z.array(id('파일 번호')).check(z.maxLength(50, '파일이 너무 많습니다.'))),
  })
  .check(z.refine((v) => !!v.body || !!v.fileGroupId, { message: '파일을 올리거나 내용을 입력해 주세요.', path: ['fileGroupId'] }));
export type SubmissionInput = z.infer<typeof SubmissionInput>;

/** A grade; the upper bound is the report's own maximum, checked by the server. */
export const GradeInput = z.object({
  score: int('점수', 0, 1000, '점'),
  feedback: optionalText('피드백', { max: 2000, multiline: true }),
});
export type GradeInput = z.infer<typeof GradeInput>;

export const NoticeIdParam = z.object({ programId: id('프로그램 번호'), noticeId: id('공지 번호') });
export const QuestionIdParam = z.object({ programId: id('프로그램 번호'), questionId: id('질문 번호') });
export const ReferenceIdParam = z.object({ programId: id('프로그램 번호'), refId: id('자료 번호') });
export const ReportIdParam = z.object({ programId: id('프로그램 번호'), reportId: id('과제 번호') });
export const SubmissionIdParam = z.object({ programId: id('프로그램 번호'), submissionId: id('제출 번호') });
