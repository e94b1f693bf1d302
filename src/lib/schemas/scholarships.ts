// Scholarship inputs, shared by the islands and the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import { code, date, id, int, nullableInt, optionalCode, optionalId, optionalText, page, pageSize, searchKeyword, text, yn } from './fields';
import { TERM_CODES } from '../calendar';
import { josa } from '../text/josa';
import { SCHOL_STATUSES, STAFF_ACTIONS } from '../scholarships/rules';

export const STATEMENT_MAX = 1000;
export const MAX_DOCS = 10;
/** Largest amount of one scholarship (an outside foundation's full tuition and living costs). */
export const MAX_AMOUNT = 50_000_000;

export const ScholIdParam = z.object({ scholId: id('장학금 번호') });
export const ScholApplIdParam = z.object({ applId: id('신청 번호') });

/** The text part of an application (the documents come as files beside it). */
export const ScholApplyInput = z.object({
  statement: optionalText('신청 사유', { max: STATEMENT_MAX, multiline: true }),
});
export type ScholApplyInput = z.infer<typeof ScholApplyInput>;

/** A supplement after the office asked for documents. */
export const ScholSupplementInput = z.object({
  docNm: text('서류명', { max: 50 }),
  note: optionalText('보완 내용', { max: 500, multiline: true }),
});
export type ScholSupplementInput = z.infer<typeof ScholSupplementInput>;

/** The office's decision on one application: a request for documents and a rejection need their reason. */
export const ScholDecisionInput = z
  .object({
    action: z.enum(STAFF_ACTIONS as [string, ...string[]], { error: '처리 방법을 선택해 주세요.' }),
    note: optionalText('사유', { max: 500, multiline: true }),
    awardAmount: z.optional(nullableInt('선정 금액', 1, MAX_AMOUNT, '원')),
  })
  .check(
    z.refine((v) => !['REQUEST_DOCS', 'REJECT'].includes(v.action) || !!v.note, {
      message: '학생에게 보낼 사유(보완할 서류 또는 탈락 사유)를 입력해 주세요.',
      path: ['note'],
    }),
  );
export type ScholDecisionInput = z.infer<typeof ScholDecisionInput>;

export const ScholPaymentInput = z.object({
  amount: int('지급액', 1, MAX_AMOUNT, '원'),
  paidDt: date('지급일'),
  /** What this instalment is (e.g. 1차 등록금 감면분); optional. */
  memo: optionalText('메모', { max: 200 }),
});
export type ScholPaymentInput = z.infer<typeof ScholPaymentInput>;

/** Withdrawing an instalment entered by mistake: why, told to the student and kept with the row. */
export const ScholPaymentCancelInput = z.object({ reason: text('취소 사유', { min: 2, max: 200 }) });
export type ScholPaymentCancelInput = z.infer<typeof ScholPaymentCancelInput>;
export const ScholPaymentParam = z.object({ applId: id('신청 번호'), paymentId: id('지급 번호') });

/** A grade point average on the 4.5 scale with at most two decimals, typed as text ("3.50"). */
const gpa = (label: string) => {
  const bad = `${josa(label, '은/는')} 0.00부터 4.50 사이로 입력해 주세요.`;
  return z.pipe(
    z.transform((v: unknown): unknown => (typeof v === 'number' ? String(v) : v === null ? undefined : v)),
    z.pipe(
      optionalText(label, { max: 4 }),
      z.pipe(
        z.optional(z.string().check(z.regex(/^\d(?:\.\d{1,2})?$/, bad), z.refine((v) => Number(v) <= 4.5, bad))),
        z.transform((v: string | undefined) => (v === undefined ? null : Number(v))),
      ),
    ),
  );
};

/** Create or edit a scholarship. */
export const ScholarshipInput = z
  .object({
    title: text('장학금명', { max: 100 }),
    kindCd: code('장학 구분'),
    sponsorNm: optionalText('지원 기관', { max: 100 }),
    year: int('학년도', 2000, 2100),
    termCd: z.enum(TERM_CODES, { error: '학기를 선택해 주세요.' }),
    amountMin: int('최소 금액', 1, MAX_AMOUNT, '원'),
    amountMax: int('최대 금액', 1, MAX_AMOUNT, '원'),
    quota: z.optional(nullableInt('선발 인원', 1, 10_000, '명')),
    description: text('장학금 설명', { max: 4000, multiline: true }),
    applyStartDt: date('신청 시작일'),
    applyEndDt: date('신청 마감일'),
    minGrade: z.optional(nullableInt('최저 학년', 1, 4, '학년')),
    minCredits: z.optional(nullableInt('최저 취득학점', 0, 200, '학점')),
    minGpa: z.optional(gpa('최저 평점평균')),
    maxIncomeCd: z.optional(z.nullable(optionalCode('소득분위'))),
    eligibleStatusCds: z.optional(z.array(code('학적 상태')).check(z.maxLength(5, '학적 상태는 5개까지 고를 수 있습니다.'))),
    requiredDocs: z.optional(z.array(text('제출 서류명', { max: 50 })).check(z.maxLength(MAX_DOCS, `제출 서류는 ${MAX_DOCS}개까지 정할 수 있습니다.`))),
    useYn: z.optional(yn()),
  })
  .check(
    z.refine((v) => v.amountMin <= v.amountMax, { message: '최대 금액이 최소 금액보다 작습니다.', path: ['amountMax'] }),
    z.refine((v) => v.applyStartDt <= v.applyEndDt, { message: '신청 마감일이 시작일보다 빠릅니다.', path: ['applyEndDt'] }),
    z.refine((v) => new Set(v.requiredDocs ?? []).size === (v.requiredDocs ?? []).length, { message: '같은 제출 서류가 두 번 있습니다.', path: ['requiredDocs'] }),
  );
export type ScholarshipInput = z.infer<typeof ScholarshipInput>;

/** The office's application list: filters and paging. */
export const ScholApplQuery = z.object({
  scholId: optionalId('장학금 번호'),
  status: z.optional(z.enum(SCHOL_STATUSES as [string, ...string[]], { error: '신청 상태가 올바르지 않습니다.' })),
  keyword: searchKeyword(),
  page: page(),
  size: pageSize(20),
});
export type ScholApplQuery = z.infer<typeof ScholApplQuery>;

/** The income bracket of one student, recorded by the office. */
export const ScholIncomeInput = z.object({
  studentId: code('학번', 30, 'type'),
  bracketCd: code('소득분위'),
});
export type ScholIncomeInput = z.infer<typeof ScholIncomeInput>;

/** A scholarship notice of the office, posted on the notice board under 장학. */
export const ScholNoticeInput = z.object({
  title: text('제목', { max: 100 }),
  content: text('내용', { max: 5000, multiline: true }),
  pinYn: yn('중요 공지 여부'),
});
export type ScholNoticeInput = z.infer<typeof ScholNoticeInput>;
