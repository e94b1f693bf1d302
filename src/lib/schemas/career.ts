// Career programme inputs, shared by the islands and the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import { clockTime, code, date, id, int, optionalCode, optionalDate, optionalEnum, optionalText, page, pageSize, searchKeyword, text, yn } from './fields';
import { CAREER_STATUSES } from '../career/programs';
import { josa } from '../text/josa';

export const PHASE_FILTERS = ['RECRUITING', 'CLOSED', 'RUNNING', 'UPCOMING', 'FINISHED'] as const;

/** The programme list's query: search, filters and paging. */
export const CareerProgramQuery = z.object({
  keyword: searchKeyword(),
  categoryCd: optionalCode('분류'),
  competencyCd: optionalCode('역량'),
  phase: optionalEnum(PHASE_FILTERS, '진행 상태'),
  /** Programmes that run (at least partly) between these days. */
  from: optionalDate('시작일'),
  to: optionalDate('종료일'),
  bookmarked: optionalEnum(['Y', 'N'], '관심 여부'),
  page: page(),
  size: pageSize(10),
});
export type CareerProgramQuery = z.infer<typeof CareerProgramQuery>;

export const CareerApplyInput = z.object({
  motivation: optionalText('신청 동기', { max: 500, multiline: true }),
});
export type CareerApplyInput = z.infer<typeof CareerApplyInput>;

export const ProgramIdParam = z.object({ programId: id('프로그램 번호') });
export const ApplIdParam = z.object({ applId: id('신청 번호') });

/** Staff decisions on one application. A rejection needs its reason. */
export const CareerDecisionInput = z
  .object({
    action: z.enum(['APPROVE', 'REJECT', 'ATTEND', 'COMPLETE', 'NOT_COMPLETE'], { error: '처리 방법을 선택해 주세요.' }),
    note: optionalText('사유', { max: 500, multiline: true }),
  })
  .check(
    z.refine((v) => v.action !== 'REJECT' || !!v.note, { message: '반려 사유를 입력해 주세요.', path: ['note'] }),
    // A completion changed after closing stays in her history: it needs its reason too.
    z.refine((v) => (v.action !== 'COMPLETE' && v.action !== 'NOT_COMPLETE') || !!v.note, { message: '처리 사유를 입력해 주세요.', path: ['note'] }),
  );
export type CareerDecisionInput = z.infer<typeof CareerDecisionInput>;

export const StaffApplQuery = z.object({
  status: optionalEnum(CAREER_STATUSES as [string, ...string[]], '신청 상태'),
});

export const BookmarkInput = z.object({ bookmarked: yn('관심 여부') });

/** One session of a programme in the staff form. */
export const SessionInput = z
  .object({
    title: text('회차 제목', { max: 100 }),
    sessionDt: date('회차 날짜'),
    startTm: clockTime('시작 시각'),
    endTm: clockTime('끝 시각'),
    place: optionalText('장소', { max: 100 }),
  })
  .check(z.refine((s) => s.startTm < s.endTm, { message: '끝 시각은 시작 시각보다 늦어야 합니다.', path: ['endTm'] }));

const codeList = (label: string, max: number) => z.array(code(label)).check(z.maxLength(max, `${josa(label, '은/는')} ${max}개까지 고를 수 있습니다.`));

/** A programme as staff create or edit it; the periods must follow each other and hold the sessions. */
export const ProgramInput = z
  .object({
    title: text('프로그램명', { max: 100 }),
    categoryCd: code('분류'),
    summary: text('요약', { max: 200 }),
    description: text('소개', { max: 4000, multiline: true }),
    competencyCds: codeList('역량', 6),
    mileage: int('마일리지', 0, 1000, '점'),
    eligibleColgCds: codeList('단과대학', 20),
    eligibleDeptCds: codeList('학과', 50),
    eligibleGrades: z.array(int('학년', 1, 6, '학년')).check(z.maxLength(6)),
    eligibleStatusCds: codeList('학적 상태', 10),
    capacity: int('정원', 1, 1000, '명'),
    waitlistCapacity: int('대기 인원', 0, 1000, '명'),
    autoApprove: z.boolean({ error: '승인 방식을 선택해 주세요.' }),
    applyStartDt: date('신청 시작일'),
    applyEndDt: date('신청 마감일'),
    runStartDt: date('운영 시작일'),
    runEndDt: date('운영 종료일'),
    place: optionalText('장소', { max: 100 }),
    minAttendPct: int('이수 출석률', 0, 100, '%'),
    /** Reports to submit for completion; absent means none. */
    reportsRequired: z.optional(int('필수 과제 수', 0, 20, '건')),
    sessions: z.array(SessionInput).check(z.minLength(1, '회차를 하나 이상 입력해 주세요.'), z.maxLength(40, '회차는 40개까지 입력할 수 있습니다.')),
  })
  .check(
    z.refine((v) => v.applyStartDt <= v.applyEndDt, { message: '신청 마감일은 신청 시작일 이후여야 합니다.', path: ['applyEndDt'] }),
    z.refine((v) => v.runStartDt <= v.runEndDt, { message: '운영 종료일은 운영 시작일 이후여야 합니다.', path: ['runEndDt'] }),
    z.refine((v) => v.applyStartDt <= v.runStartDt && v.applyEndDt <= v.runEndDt, { message: '신청 기간은 운영 기간보다 앞서야 합니다.', path: ['runStartDt'] }),
    // Each session out of the run period is marked at its own date field.
    z.superRefine((v, ctx) => {
      v.sessions.forEach((s, i) => {
        if (s.sessionDt < v.runStartDt || s.sessionDt > v.runEndDt)
          ctx.issues.push({ code: 'custom', input: s.sessionDt, message: `회차 날짜는 운영 기간(${v.runStartDt} ~ ${v.runEndDt}) 안이어야 합니다.`, path: ['sessions', i, 'sessionDt'] });
      });
    }),
  );
export type ProgramInput = z.infer<typeof ProgramInput>;

/** The staff programme list. */
export const StaffProgramQuery = z.object({
  keyword: searchKeyword(),
  phase: optionalEnum(PHASE_FILTERS, '진행 상태'),
  page: page(),
  size: pageSize(20),
});
export type StaffProgramQuery = z.infer<typeof StaffProgramQuery>;

/**
 * Closing a programme. While a report or test still takes work, staff confirm the students closing
 * would decide without it (their application numbers, as the close dialog listed them).
 */
export const CloseProgramInput = z.object({
  confirmAffected: z.optional(z.array(id('신청 번호')).check(z.maxLength(1000, '확인할 학생이 너무 많습니다.'))),
});
export type CloseProgramInput = z.infer<typeof CloseProgramInput>;

/** Staff mark one participant present or absent at one session. */
export const AttendanceInput = z.object({
  sessionId: id('회차 번호'),
  applId: id('신청 번호'),
  present: z.boolean({ error: '출석 여부를 선택해 주세요.' }),
});
export type AttendanceInput = z.infer<typeof AttendanceInput>;

/** A certificate's public verification code (the unguessable part of /verify/{code}). */
export const VerifyCode = z.object({
  code: z.string().check(z.regex(/^[A-Z2-7]{16}$/, '확인 코드가 올바르지 않습니다.')),
});

/** What the attendance QR code carries (the session, the 30-second window and its signature), and the number she types. */
export const CheckinQuery = z.object({
  s: id('회차 번호'),
  t: int('코드 시각', 0, 2_000_000_000),
  sig: z.string({ error: '출석 코드가 올바르지 않습니다.' }).check(z.regex(/^[A-Za-z0-9_-]{16}$/, '출석 코드가 올바르지 않습니다.')),
  /** The four-digit attendance number shown on the screen beside the code (typed by the student). */
  n: z.optional(z.string().check(z.regex(/^\d{4}$/, '출석 번호는 화면에 보이는 숫자 4자리입니다.'))),
});
export type CheckinQuery = z.infer<typeof CheckinQuery>;

export const SessionIdParam = z.object({ sessionId: id('회차 번호') });

const shortList = (label: string) =>
  z.array(text(label, { max: 30 })).check(z.maxLength(5, `${josa(label, '은/는')} 5개까지 입력할 수 있습니다.`));

/** The student's career goal: job family, target industries and companies, a plan per grade and term. */
export const CareerGoalInput = z.object({
  jobClsCd: z.string({ error: '희망 직무를 선택해 주세요.' }).check(z.minLength(1, '희망 직무를 선택해 주세요.'), z.regex(/^[A-Za-z0-9_-]{1,30}$/, '희망 직무가 올바르지 않습니다.')),
  industries: shortList('관심 산업'),
  companies: shortList('목표 기업'),
  roadmap: z
    .array(
      z.object({
        grade: int('학년', 1, 4, '학년'),
        termCd: z.enum(['1', '2'], { error: '학기가 올바르지 않습니다.' }),
        plan: optionalText('계획', { max: 300, multiline: true }),
      }),
    )
    .check(z.maxLength(8, '로드맵은 8개 학기까지 입력할 수 있습니다.')),
});
export type CareerGoalInput = z.infer<typeof CareerGoalInput>;
