// Job fair and part-time job inputs, shared by the islands and the endpoints (zod/mini).
import * as z from 'zod/mini';
import { clockTime, date, id, int, optionalCode, optionalText, page, pageSize, searchKeyword, text, yn } from './fields';
import { CAMPUS_KINDS, FAIR_KINDS, MAX_SLOT_CAPACITY, SLOT_MINUTES, minimumWageIssue, type WageTable } from '../recruiting/fairs';

const blankToUndefined = (v: unknown): unknown => (v === '' ? undefined : v);
const URL_PATTERN = /^https?:\/\/[^\s<>"']{3,300}$/;
const optionalUrl = (label: string) =>
  z.pipe(optionalText(label, { max: 300 }), z.optional(z.string().check(z.regex(URL_PATTERN, `${label}는 http:// 또는 https://로 시작해야 합니다.`))));

export const FairIdParam = z.object({ fairId: id('박람회 번호') });
export const BoothIdParam = z.object({ boothId: id('부스 번호') });
export const SlotIdParam = z.object({ slotId: id('상담 시간 번호') });
export const BookingIdParam = z.object({ bookingId: id('예약 번호') });

/** The fair list: search, kind, upcoming or past, paging. */
export const FairQuery = z.object({
  keyword: searchKeyword(),
  kindCd: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(FAIR_KINDS, { error: '개최 방식이 올바르지 않습니다.' }))),
  when: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(['upcoming', 'past'], { error: '기간 조건이 올바르지 않습니다.' }))),
  page: page(),
  size: pageSize(10),
});
export type FairQuery = z.infer<typeof FairQuery>;

/** A fair as staff write it. */
export const FairInput = z
  .object({
    title: text('박람회명', { min: 4, max: 100 }),
    kindCd: z.enum(FAIR_KINDS, { error: '개최 방식을 선택해 주세요.' }),
    place: text('장소', { max: 100 }),
    onlineUrl: optionalUrl('접속 주소'),
    startDt: date('시작일'),
    endDt: date('종료일'),
    description: text('소개', { min: 10, max: 4000, multiline: true }),
  })
  .check(
    z.refine((v) => v.startDt <= v.endDt, { message: '종료일은 시작일보다 빠를 수 없습니다.', path: ['endDt'] }),
    z.refine((v) => v.kindCd !== 'ONLINE' || !!v.onlineUrl, { message: '온라인 박람회는 접속 주소를 입력해 주세요.', path: ['onlineUrl'] }),
  );
export type FairInput = z.infer<typeof FairInput>;

/** A booth: a company by name, or the outside user (otsdr) who speaks for it (then the name may be left blank). */
export const BoothInput = z
  .object({
    companyNm: optionalText('기업명', { max: 60 }),
    ownerId: optionalCode('기업 담당자 계정'),
    boothNo: text('부스 번호', { max: 10 }),
    jobs: text('상담 분야', { max: 300, multiline: true }),
  })
  .check(z.refine((v) => !!(v.companyNm || v.ownerId), { message: '기업명을 입력하거나 기업 담당자 계정을 선택해 주세요.', path: ['companyNm'] }));
export type BoothInput = z.infer<typeof BoothInput>;

/** Slots of one booth on one day: from start to end, each `minutes` long. */
export const SlotGenerateInput = z
  .object({
    date: date('상담일'),
    start: clockTime('시작 시각'),
    end: clockTime('종료 시각'),
    minutes: int('상담 시간', SLOT_MINUTES.min, SLOT_MINUTES.max, '분'),
    capacity: int('정원', 1, MAX_SLOT_CAPACITY, '명'),
  })
  .check(z.refine((v) => v.start < v.end, { message: '종료 시각은 시작 시각보다 늦어야 합니다.', path: ['end'] }));
export type SlotGenerateInput = z.infer<typeof SlotGenerateInput>;

// ---------------------------------------------------------------------------------------------
// Part-time jobs

export const JobIdParam = z.object({ jobId: id('아르바이트 번호') });

export const ParttimeQuery = z.object({
  keyword: searchKeyword(),
  campusCd: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(CAMPUS_KINDS, { error: '근무지 구분이 올바르지 않습니다.' }))),
  deadline: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(['open', 'closed'], { error: '마감 조건이 올바르지 않습니다.' }))),
  page: page(),
  size: pageSize(10),
});
export type ParttimeQuery = z.infer<typeof ParttimeQuery>;

/**
 * A part-time job as staff or a company write it. The minimum wage is data (a table staff edit), so
 * the server checks the pay in the service; the form checks it too with `parttimeInputWith(table)`.
 */
export const ParttimeInput = z
  .object({
    title: text('제목', { min: 4, max: 100 }),
    employerNm: text('근무처', { max: 60 }),
    campusCd: z.enum(CAMPUS_KINDS, { error: '근무지 구분을 선택해 주세요.' }),
    place: text('근무 장소', { max: 100 }),
    hoursPerWeek: int('주당 근무 시간', 1, 40, '시간'),
    hourlyPay: int('시급', 1, 1_000_000, '원'),
    workTime: text('근무 시간대', { max: 100 }),
    periodStartDt: date('근무 시작일'),
    periodEndDt: date('근무 종료일'),
    deadlineDt: date('모집 마감일'),
    description: text('업무 내용', { min: 10, max: 2000, multiline: true }),
    howToApply: text('지원 방법', { min: 4, max: 1000, multiline: true }),
    applyInPortal: yn('포털 지원 여부'),
    contact: optionalText('문의처', { max: 100 }),
  })
  .check(
    z.refine((v) => v.periodStartDt <= v.periodEndDt, { message: '근무 종료일은 근무 시작일보다 빠를 수 없습니다.', path: ['periodEndDt'] }),
    z.refine((v) => v.deadlineDt <= v.periodEndDt, { message: '모집 마감일은 근무 종료일보다 늦을 수 없습니다.', path: ['deadlineDt'] }),
  );
export type ParttimeInput = z.infer<typeof ParttimeInput>;

/** The job schema with the pay checked against the given minimum wage table, as the form uses it. */
export function parttimeInputWith(table: WageTable) {
  type V = { periodStartDt?: string; periodEndDt?: string; hourlyPay: number };
  const issueOf = (v: V) => (v.periodStartDt && v.periodEndDt ? minimumWageIssue(table, v.periodStartDt, v.periodEndDt, v.hourlyPay) : null);
  return ParttimeInput.check(z.refine((v) => !issueOf(v), { error: (iss) => issueOf(iss.input as V) ?? undefined, path: ['hourlyPay'] }));
}

/** One year's minimum wage as staff record it. */
export const MinimumWageInput = z
  .object({
    year: int('연도', 2000, 2100, '년'),
    hourlyWage: int('시간급', 1_000, 100_000, '원'),
    effectiveDt: date('시행일'),
  })
  .check(z.refine((v) => !v.effectiveDt || Number(v.effectiveDt.slice(0, 4)) === v.year, { message: '시행일은 해당 연도의 날짜여야 합니다.', path: ['effectiveDt'] }));
export type MinimumWageInput = z.infer<typeof MinimumWageInput>;
export const WageYearParam = z.object({ year: int('연도', 2000, 2100, '년') });

export const ParttimeApplyInput = z.object({
  motivation: text('지원 동기', { min: 10, max: 1000, multiline: true }),
  availableHours: text('근무 가능 시간', { max: 100 }),
});
export type ParttimeApplyInput = z.infer<typeof ParttimeApplyInput>;

export const OpenCloseInput = z.object({ status: z.enum(['OPEN', 'CLOSED'], { error: '상태가 올바르지 않습니다.' }) });

/** Cancelling a fair (hidden from students) or opening it again. */
export const FairStatusInput = z.object({ status: z.enum(['OPEN', 'CANCELLED'], { error: '상태가 올바르지 않습니다.' }) });

/** Staff approve a company's part-time job or return it with a reason. */
export const JobDecisionInput = z
  .object({
    action: z.enum(['APPROVE', 'REJECT'], { error: '처리 방법을 선택해 주세요.' }),
    note: optionalText('반려 사유', { max: 500, multiline: true }),
  })
  .check(z.refine((v) => v.action !== 'REJECT' || !!v.note, { message: '반려 사유를 입력해 주세요.', path: ['note'] }));
export type JobDecisionInput = z.infer<typeof JobDecisionInput>;
