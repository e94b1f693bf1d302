// Exchange programme inputs, shared by the islands and the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import { code, date, emptyToUndefined, id, int, optionalCode, optionalId, optionalText, searchKeyword, text, yn } from './fields';
import { josa } from '../text/josa';
import { EXCHANGE_STATUSES, LANG_TEST_CODES, MAX_CHOICES } from '../exchange/rules';

/** A decimal such as 6.5 or 3.75, from a number or text: at most `decimals` places, within [0, max]. */
function decimal(label: string, max: number, decimals: number) {
  const bad = `${josa(label, '은/는')} 숫자로 입력해 주세요.`;
  const pattern = new RegExp(`^\\d{1,3}(\\.\\d{1,${decimals}})?$`);
  return z.pipe(
    z.pipe(z.transform((v: unknown): unknown => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v)), text(label, { max: 8 })),
    z.pipe(
      z.string().check(z.regex(pattern, bad)),
      z.pipe(z.transform((v: string) => Number(v)), z.number().check(z.lte(max, `${josa(label, '은/는')} ${max} 이하여야 합니다.`))),
    ),
  );
}
function optionalDecimal(label: string, max: number, decimals: number) {
  return z.pipe(
    z.transform((v: unknown): unknown => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v)),
    z.optional(decimal(label, max, decimals)),
  );
}

export const UnivQuery = z.object({
  keyword: searchKeyword(),
  countryCd: optionalCode('국가'),
  langCd: optionalCode('수업 언어'),
});
export type UnivQuery = z.infer<typeof UnivQuery>;

export const UnivIdParam = z.object({ univId: id('대학 번호') });
export const ApplIdParam = z.object({ applId: id('신청 번호') });
export const RoundIdParam = z.object({ roundId: id('모집 번호') });

/** A language result: the test and its level, band or score as the test reports it ("N2", "6.5", "95"); the service checks it against the test's list. */
export const ScoreInput = z.object({
  testCd: z.enum(LANG_TEST_CODES as [string, ...string[]], { error: '어학시험을 선택해 주세요.' }),
  level: text('급수·점수', { max: 10 }),
  testDt: date('응시일'),
});

export const ExchangeApplyInput = z
  .object({
    roundId: id('모집'),
    choices: z
      .array(id('지망 대학'), { error: '지망 대학을 선택해 주세요.' })
      .check(z.minLength(1, '1지망 대학을 선택해 주세요.'), z.maxLength(MAX_CHOICES, `지망 대학은 ${MAX_CHOICES}곳까지 고를 수 있습니다.`)),
    scores: z.array(ScoreInput, { error: '어학 성적이 올바르지 않습니다.' }).check(z.maxLength(LANG_TEST_CODES.length, '어학 성적이 너무 많습니다.')),
    evidenceFileGroupId: optionalId('증빙 파일'),
    studyPlan: text('수학 계획', { min: 20, max: 2000, multiline: true }),
  })
  .check(
    z.refine((v) => new Set(v.choices).size === v.choices.length, { message: '같은 대학을 두 번 고를 수 없습니다.', path: ['choices'] }),
    z.refine((v) => new Set(v.scores.map((s) => s.testCd)).size === v.scores.length, { message: '같은 시험의 성적은 하나만 입력해 주세요.', path: ['scores'] }),
    z.refine((v) => v.scores.length === 0 || !!v.evidenceFileGroupId, { message: '어학 성적 증빙 파일을 올려 주세요.', path: ['evidenceFileGroupId'] }),
  );
export type ExchangeApplyInput = z.infer<typeof ExchangeApplyInput>;

/** Staff decisions. A selection names the university (one of the student's choices); a failure its reason. */
export const ExchangeDecisionInput = z
  .object({
    action: z.enum(['SCREEN', 'SELECT', 'FAIL', 'DISPATCH'], { error: '처리 방법을 선택해 주세요.' }),
    univId: optionalId('선발 대학'),
    note: optionalText('사유', { max: 500, multiline: true }),
  })
  .check(
    z.refine((v) => v.action !== 'SELECT' || !!v.univId, { message: '선발할 대학을 선택해 주세요.', path: ['univId'] }),
    z.refine((v) => v.action !== 'FAIL' || !!v.note, { message: '탈락 사유를 입력해 주세요.', path: ['note'] }),
  );
export type ExchangeDecisionInput = z.infer<typeof ExchangeDecisionInput>;

export const UnivEditInput = z
  .object({
    univNm: text('대학명', { max: 80 }),
    univEngNm: text('영문 대학명', { max: 120 }),
    countryCd: code('국가'),
    city: optionalText('도시', { max: 50 }),
    langCd: code('수업 언어'),
    testCd: optionalCode('어학시험'),
    minLevel: optionalText('최저 급수·점수', { max: 10 }),
    minGpa: optionalDecimal('최저 평점', 4.5, 2),
    seatsPerTerm: int('학기별 정원', 1, 50, '명'),
    termsOffered: z
      .array(z.enum(['10', '20'], { error: '파견 학기가 올바르지 않습니다.' }), { error: '파견 학기를 선택해 주세요.' })
      .check(z.minLength(1, '파견 학기를 한 개 이상 선택해 주세요.'), z.maxLength(2, '파견 학기가 올바르지 않습니다.')),
    homepage: optionalText('홈페이지', { max: 200 }),
    description: text('소개', { max: 4000, multiline: true }),
    useYn: yn('교류 여부'),
  })
  .check(
    z.refine((v) => !!v.testCd === (v.minLevel !== undefined), { message: '어학시험과 최저 급수·점수를 함께 입력해 주세요.', path: ['minLevel'] }),
    z.refine((v) => !v.homepage || /^https?:\/\/[^\s]+$/.test(v.homepage), { message: '홈페이지는 http:// 또는 https://로 시작해야 합니다.', path: ['homepage'] }),
  );
export type UnivEditInput = z.infer<typeof UnivEditInput>;

export const RoundInput = z
  .object({
    title: text('모집명', { max: 100 }),
    year: int('파견 연도', 2020, 2100),
    termCd: z.enum(['10', '20'], { error: '파견 학기를 선택해 주세요.' }),
    applyStartDt: date('접수 시작일'),
    applyEndDt: date('접수 마감일'),
  })
  .check(z.refine((v) => v.applyStartDt <= v.applyEndDt, { message: '접수 마감일은 시작일 이후여야 합니다.', path: ['applyEndDt'] }));
export type RoundInput = z.infer<typeof RoundInput>;

export const StaffApplQuery = z.object({
  roundId: optionalId('모집'),
  status: z.optional(z.enum(EXCHANGE_STATUSES, { error: '상태가 올바르지 않습니다.' })),
});
export type StaffApplQuery = z.infer<typeof StaffApplQuery>;

export const ReviewInput = z.object({
  rating: int('만족도', 1, 5),
  title: text('제목', { max: 100 }),
  content: text('후기', { min: 20, max: 4000, multiline: true }),
});
export type ReviewInput = z.infer<typeof ReviewInput>;

/** The terms an exchange student comes for (spring, autumn). */
export const INCOMING_TERMS = ['10', '20'] as const;

/** The international office registers a student coming from a partner university (decision 040). */
export const IncomingInput = z.object({
  korNm: text('이름', { max: 50 }),
  univId: id('소속 대학'),
  year: int('학년도', 2020, 2100),
  termCd: z.enum(INCOMING_TERMS, { error: '학기를 선택해 주세요.' }),
  email: z.pipe(text('이메일', { max: 100 }), z.string().check(z.email('이메일 형식이 올바르지 않습니다.'))),
  /** The department hosting her (course registration and advice go through it). */
  hakguaCd: code('수학 학과', 20),
});
export type IncomingInput = z.infer<typeof IncomingInput>;

/** The office's list of incoming students, by term (the latest term when none is given). */
export const IncomingQuery = z.object({
  year: z.pipe(z.transform(emptyToUndefined), z.optional(int('학년도', 2020, 2100))),
  termCd: z.pipe(z.transform(emptyToUndefined), z.optional(z.enum(INCOMING_TERMS, { error: '학기를 선택해 주세요.' }))),
});
