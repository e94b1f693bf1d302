// Recruiting inputs, shared by the islands and the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import { date, id, optionalCode, optionalId, optionalText, page, pageSize, searchKeyword, text, yn, nullableInt } from './fields';
import { CALENDAR_KINDS, DEADLINE_FILTERS, SORTS } from '../recruiting/postings';

/** A select left at 전체 sends an empty value: no filter. */
const blankToUndefined = (v: unknown): unknown => (v === '' ? undefined : v);

/** The posting list's query: search, filters, sort and paging. */
export const PostingQuery = z.object({
  keyword: searchKeyword(),
  jobClsCd: optionalCode('직무'),
  empTypeCd: optionalCode('고용 형태'),
  regionCd: optionalCode('근무 지역'),
  careerLvlCd: optionalCode('경력 구분'),
  sizeCd: optionalCode('기업 규모'),
  deadline: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(DEADLINE_FILTERS, { error: '마감 조건이 올바르지 않습니다.' }))),
  sort: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(SORTS, { error: '정렬 기준이 올바르지 않습니다.' }))),
  bookmarked: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(['Y', 'N'], { error: '관심 공고 조건이 올바르지 않습니다.' }))),
  page: page(),
  size: pageSize(10),
});
export type PostingQuery = z.infer<typeof PostingQuery>;

export const PostingIdParam = z.object({ postingId: id('공고 번호') });
export const CompanyIdParam = z.object({ companyId: id('기업 번호') });

export const BookmarkInput = z.object({ bookmarked: yn('관심 여부') });
export const HideInput = z.object({ hidden: yn('숨김 여부') });

const URL_PATTERN = /^https?:\/\/[^\s<>"']{3,300}$/;

/** A posting as staff or a company writes it. The deadline may not come before the opening day. */
export const PostingInput = z
  .object({
    companyId: id('기업'),
    title: text('공고 제목', { min: 4, max: 100 }),
    jobClsCd: optionalCode('직무'),
    empTypeCd: optionalCode('고용 형태'),
    regionCd: optionalCode('근무 지역'),
    careerLvlCd: optionalCode('경력 구분'),
    openDt: date('접수 시작일'),
    deadlineDt: date('마감일'),
    headcount: nullableInt('채용 인원', 1, 999, '명'),
    salary: optionalText('급여', { max: 100 }),
    requirements: text('지원 자격', { min: 10, max: 4000, multiline: true }),
    howToApply: text('지원 방법', { min: 10, max: 4000, multiline: true }),
    applyUrl: z.pipe(optionalText('지원 주소', { max: 300 }), z.optional(z.string().check(z.regex(URL_PATTERN, '지원 주소는 http:// 또는 https://로 시작해야 합니다.')))),
    contact: optionalText('문의처', { max: 200 }),
    fileGroupId: optionalId('첨부파일'),
  })
  .check(
    z.refine((v) => !!v.jobClsCd, { message: '직무를 선택해 주세요.', path: ['jobClsCd'] }),
    z.refine((v) => !!v.empTypeCd, { message: '고용 형태를 선택해 주세요.', path: ['empTypeCd'] }),
    z.refine((v) => !!v.regionCd, { message: '근무 지역을 선택해 주세요.', path: ['regionCd'] }),
    z.refine((v) => !!v.careerLvlCd, { message: '경력 구분을 선택해 주세요.', path: ['careerLvlCd'] }),
    z.refine((v) => !v.openDt || !v.deadlineDt || v.openDt <= v.deadlineDt, { message: '마감일은 접수 시작일보다 빠를 수 없습니다.', path: ['deadlineDt'] }),
  );
export type PostingInput = z.infer<typeof PostingInput>;

/** Staff decisions on a posting. */
export const PostingDecisionInput = z
  .object({
    action: z.enum(['APPROVE', 'REJECT', 'CLOSE', 'REOPEN'], { error: '처리 방법을 선택해 주세요.' }),
    note: optionalText('사유', { max: 500, multiline: true }),
  })
  .check(z.refine((v) => v.action !== 'REJECT' || !!v.note, { message: '반려 사유를 입력해 주세요.', path: ['note'] }));
export type PostingDecisionInput = z.infer<typeof PostingDecisionInput>;

export const CompanyInput = z.object({
  companyNm: text('기업명', { min: 2, max: 60 }),
  sizeCd: z.pipe(optionalCode('기업 규모'), z.string({ error: '기업 규모를 선택해 주세요.' })),
  industryNm: text('업종', { max: 40 }),
  regionCd: z.pipe(optionalCode('소재 지역'), z.string({ error: '소재 지역을 선택해 주세요.' })),
  homepage: z.pipe(optionalText('홈페이지', { max: 300 }), z.optional(z.string().check(z.regex(URL_PATTERN, '홈페이지는 http:// 또는 https://로 시작해야 합니다.')))),
  introduction: optionalText('기업 소개', { max: 2000, multiline: true }),
  /** The outside user (otsdr) who posts for the company. */
  ownerId: optionalCode('기업 담당자 계정'),
});
export type CompanyInput = z.infer<typeof CompanyInput>;

/** Staff's posting list: by status and search. */
export const StaffPostingQuery = z.object({
  keyword: searchKeyword(),
  status: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(['PENDING', 'OPEN', 'CLOSED', 'REJECTED'], { error: '공고 상태가 올바르지 않습니다.' }))),
  page: page(),
  size: pageSize(20),
});
export type StaffPostingQuery = z.infer<typeof StaffPostingQuery>;

/** The calendar's window (FullCalendar sends start and end) and the kinds to show. */
export const CalendarQuery = z.object({
  start: date('시작일'),
  end: date('종료일'),
  kinds: z.optional(z.pipe(optionalText('종류', { max: 200 }), z.transform((v) => (v ? v.split(',') : undefined)))),
  bookmarked: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(['Y', 'N'], { error: '관심 공고 조건이 올바르지 않습니다.' }))),
});
export type CalendarQuery = z.infer<typeof CalendarQuery>;

export { CALENDAR_KINDS };

/** Saving the list's current filters under a name (the deadline and sort are not kept: they change daily). */
export const SavedSearchInput = z
  .object({
    searchNm: text('저장할 이름', { max: 30 }),
    keyword: searchKeyword(),
    jobClsCd: optionalCode('직무'),
    empTypeCd: optionalCode('고용 형태'),
    regionCd: optionalCode('근무 지역'),
    careerLvlCd: optionalCode('경력 구분'),
    sizeCd: optionalCode('기업 규모'),
  })
  .check(
    z.refine((v) => !!(v.keyword || v.jobClsCd || v.empTypeCd || v.regionCd || v.careerLvlCd || v.sizeCd), {
      message: '검색어나 조건을 하나 이상 정한 뒤 저장해 주세요.',
      path: ['searchNm'],
    }),
  );
export type SavedSearchInput = z.infer<typeof SavedSearchInput>;

export const SearchIdParam = z.object({ searchId: id('저장한 검색 번호') });

/** The contest list's query: search, field, deadline and paging. */
export const ContestQuery = z.object({
  keyword: searchKeyword(),
  fieldCd: optionalCode('분야'),
  deadline: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(DEADLINE_FILTERS, { error: '마감 조건이 올바르지 않습니다.' }))),
  page: page(),
  size: pageSize(12),
});
export type ContestQuery = z.infer<typeof ContestQuery>;

export const ContestIdParam = z.object({ contestId: id('공모전 번호') });

/** A contest as staff write it. */
export const ContestInput = z
  .object({
    title: text('공모전명', { min: 4, max: 100 }),
    fieldCd: z.pipe(optionalCode('분야'), z.string({ error: '분야를 선택해 주세요.' })),
    hostNm: text('주최', { max: 60 }),
    targetNm: text('참가 대상', { max: 60 }),
    prize: optionalText('시상·혜택', { max: 100 }),
    applyStartDt: date('접수 시작일'),
    applyEndDt: date('마감일'),
    description: text('소개', { min: 10, max: 4000, multiline: true }),
    homepage: z.pipe(optionalText('홈페이지', { max: 300 }), z.optional(z.string().check(z.regex(URL_PATTERN, '홈페이지는 http:// 또는 https://로 시작해야 합니다.')))),
  })
  .check(z.refine((v) => v.applyStartDt <= v.applyEndDt, { message: '마감일은 접수 시작일보다 빠를 수 없습니다.', path: ['applyEndDt'] }));
export type ContestInput = z.infer<typeof ContestInput>;

/** Closing early (CLOSED) or opening again (OPEN): contests and admission rounds. */
export const OpenStatusInput = z.object({ status: z.enum(['OPEN', 'CLOSED'], { error: '상태가 올바르지 않습니다.' }) });

/** The graduate-admission list's query. */
export const GradAdmissionQuery = z.object({
  keyword: searchKeyword(),
  degreeCd: optionalCode('학위 과정'),
  deadline: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(DEADLINE_FILTERS, { error: '마감 조건이 올바르지 않습니다.' }))),
  page: page(),
  size: pageSize(10),
});
export type GradAdmissionQuery = z.infer<typeof GradAdmissionQuery>;

/** A graduate admission round as staff write it. */
export const GradAdmissionInput = z
  .object({
    schoolNm: text('대학원', { max: 60 }),
    programNm: text('학과·전공', { max: 60 }),
    degreeCd: z.pipe(optionalCode('학위 과정'), z.string({ error: '학위 과정을 선택해 주세요.' })),
    roundNm: text('전형', { max: 60 }),
    applyStartDt: date('접수 시작일'),
    applyEndDt: date('마감일'),
    documents: text('제출 서류', { max: 1000, multiline: true }),
    homepage: z.pipe(optionalText('모집요강 주소', { max: 300 }), z.optional(z.string().check(z.regex(URL_PATTERN, '모집요강 주소는 http:// 또는 https://로 시작해야 합니다.')))),
  })
  .check(z.refine((v) => v.applyStartDt <= v.applyEndDt, { message: '마감일은 접수 시작일보다 빠를 수 없습니다.', path: ['applyEndDt'] }));
export type GradAdmissionInput = z.infer<typeof GradAdmissionInput>;

export const AdmissionIdParam = z.object({ admissionId: id('전형 번호') });
