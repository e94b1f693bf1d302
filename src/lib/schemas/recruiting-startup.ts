// Startup support inputs, shared by the islands and the endpoints (zod/mini).
import * as z from 'zod/mini';
import { clockTime, code, date, id, int, optionalDate, optionalId, optionalPhone, optionalText, text } from './fields';
import { BOOKING_STEP_MINUTES, FUNDING_KINDS, MAX_FUNDING_AMOUNT, MAX_TEAM_MEMBERS, PROGRAM_KINDS, SPACE_KINDS, groupDigits, parseWon } from '../recruiting/startup';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const EMAIL = /^[^\s@<>"']{1,64}@[^\s@<>"']{1,100}\.[A-Za-z]{2,}$/;

export const ProgramIdParam = z.object({ programId: id('프로그램 번호') });
export const SpaceIdParam = z.object({ spaceId: id('공간 번호') });
export const BookingIdParam = z.object({ bookingId: id('예약 번호') });
export const TeamIdParam = z.object({ teamId: id('팀 번호') });
export const FundingIdParam = z.object({ fundingId: id('신청 번호') });
export const StaffIdParam = z.object({ staffId: id('담당자 번호') });

/** The centre's introduction as staff write it. */
export const CentreInput = z.object({
  INTRO: text('소개', { min: 10, max: 4000, multiline: true }),
  PLACE: text('위치', { max: 200 }),
  HOURS: text('운영 시간', { max: 200 }),
  CONTACT: text('문의처', { max: 200 }),
});
export type CentreInput = z.infer<typeof CentreInput>;

/** A member of the support team. */
export const StaffMemberInput = z.object({
  korNm: text('이름', { max: 30 }),
  roleNm: text('직책', { max: 40 }),
  duty: text('담당 업무', { max: 200 }),
  phone: optionalPhone('전화번호', '0212345678'),
  email: z.pipe(optionalText('이메일', { max: 160 }), z.optional(z.string().check(z.regex(EMAIL, '이메일 형식을 확인해 주세요.')))),
  sortOrd: int('순서', 0, 999),
});
export type StaffMemberInput = z.infer<typeof StaffMemberInput>;

/** A programme or camp as staff write it. */
export const ProgramInput = z
  .object({
    kindCd: z.enum(PROGRAM_KINDS, { error: '구분을 선택해 주세요.' }),
    title: text('프로그램명', { min: 4, max: 100 }),
    description: text('소개', { min: 10, max: 4000, multiline: true }),
    place: text('장소', { max: 100 }),
    startDt: date('시작일'),
    endDt: date('종료일'),
    applyStartDt: date('신청 시작일'),
    applyEndDt: date('신청 마감일'),
    capacity: int('정원', 1, 500, '명'),
  })
  .check(
    z.refine((v) => v.startDt <= v.endDt, { message: '종료일은 시작일보다 빠를 수 없습니다.', path: ['endDt'] }),
    z.refine((v) => v.applyStartDt <= v.applyEndDt, { message: '신청 마감일은 신청 시작일보다 빠를 수 없습니다.', path: ['applyEndDt'] }),
    z.refine((v) => v.applyEndDt <= v.endDt, { message: '신청 마감일은 프로그램 종료일 이전이어야 합니다.', path: ['applyEndDt'] }),
  );
export type ProgramInput = z.infer<typeof ProgramInput>;

/** A startup space with its daily opening hours. */
export const SpaceInput = z
  .object({
    kindCd: z.enum(SPACE_KINDS, { error: '공간 구분을 선택해 주세요.' }),
    spaceNm: text('공간 이름', { max: 60 }),
    location: text('위치', { max: 100 }),
    seats: int('수용 인원', 1, 100, '명'),
    openTm: clockTime('운영 시작 시각'),
    closeTm: clockTime('운영 종료 시각'),
  })
  .check(z.refine((v) => v.openTm < v.closeTm, { message: '운영 종료 시각은 시작 시각보다 늦어야 합니다.', path: ['closeTm'] }));
export type SpaceInput = z.infer<typeof SpaceInput>;

/** A closed day of a space: every given weekday (0 일 ... 6 토) or one date, with what it is called. */
export const SpaceClosureInput = z
  .object({
    kind: z.enum(['WEEKDAY', 'DATE'], { error: '휴무 구분을 선택해 주세요.' }),
    weekday: z.pipe(z.transform((v: unknown): unknown => (v === '' || v === null ? undefined : v)), z.optional(int('요일', 0, 6))),
    closedDt: optionalDate('휴관일'),
    note: text('휴무 사유', { max: 40 }),
  })
  .check(
    z.refine((v) => v.kind !== 'WEEKDAY' || v.weekday !== undefined, { message: '휴무 요일을 선택해 주세요.', path: ['weekday'] }),
    z.refine((v) => v.kind !== 'DATE' || v.closedDt !== undefined, { message: '휴관일을 입력해 주세요.', path: ['closedDt'] }),
  );
export type SpaceClosureInput = z.infer<typeof SpaceClosureInput>;
export const ClosureIdParam = z.object({ closureId: id('휴무 번호') });

/** A booking of one space on one day from start to end (in 30-minute steps). */
export const SpaceBookingInput = z
  .object({
    spaceId: id('공간'),
    useDt: date('이용일'),
    start: clockTime('시작 시각'),
    end: clockTime('종료 시각'),
    purpose: text('이용 목적', { max: 200 }),
  })
  .check(
    z.refine((v) => v.start < v.end, { message: '종료 시각은 시작 시각보다 늦어야 합니다.', path: ['end'] }),
    z.refine((v) => minutesOf(v.start) % BOOKING_STEP_MINUTES === 0 && minutesOf(v.end) % BOOKING_STEP_MINUTES === 0, {
      message: `시각은 ${BOOKING_STEP_MINUTES}분 단위로 선택해 주세요.`,
      path: ['start'],
    }),
  );
export type SpaceBookingInput = z.infer<typeof SpaceBookingInput>;

const TeamMember = z.object({
  userId: code('학번', 20, 'type'),
  korNm: text('이름', { max: 30 }),
  roleNm: text('역할', { max: 30 }),
});

/** A team as its leader registers it; the members (not the leader) confirm afterwards. */
export const TeamInput = z.object({
  teamNm: text('팀 이름', { min: 2, max: 40 }),
  item: text('창업 아이템', { min: 2, max: 100 }),
  description: text('팀 소개', { min: 10, max: 2000, multiline: true }),
  leaderRole: text('나의 역할', { max: 30 }),
  members: z
    .array(TeamMember)
    .check(
      z.maxLength(MAX_TEAM_MEMBERS - 1, `팀원은 대표를 빼고 ${MAX_TEAM_MEMBERS - 1}명까지 등록할 수 있습니다.`),
      z.refine((ms) => new Set(ms.map((m) => m.userId)).size === ms.length, '같은 학번을 두 번 입력했습니다.'),
    ),
});
export type TeamInput = z.infer<typeof TeamInput>;

export const TeamDecisionInput = z
  .object({
    action: z.enum(['APPROVE', 'RETURN'], { error: '처리 방법을 선택해 주세요.' }),
    reason: optionalText('반려 사유', { max: 500, multiline: true }),
  })
  .check(z.refine((v) => v.action !== 'RETURN' || !!v.reason, { message: '반려 사유를 입력해 주세요.', path: ['reason'] }));
export type TeamDecisionInput = z.infer<typeof TeamDecisionInput>;

/** An amount of won written with or without thousands separators ('3,000,000'). */
const wonAmount = z.pipe(
  z.transform((v: unknown): unknown => (typeof v === 'number' ? v : typeof v === 'string' ? (v.trim() === '' ? undefined : parseWon(v)) : v)),
  z.optional(
    z.number({ error: '신청 금액은 숫자로 입력해 주세요. (예: 3,000,000)' }).check(
      z.refine((n) => Number.isInteger(n), '신청 금액은 숫자로 입력해 주세요. (예: 3,000,000)'),
      z.gte(100_000, '신청 금액은 100,000원 이상이어야 합니다.'),
      z.lte(MAX_FUNDING_AMOUNT, `신청 금액은 ${groupDigits(MAX_FUNDING_AMOUNT)}원 이하여야 합니다.`),
    ),
  ),
);

/** A funding or mentoring application; funding needs an amount and a business plan. */
export const FundingInput = z
  .object({
    kindCd: z.enum(FUNDING_KINDS, { error: '신청 구분을 선택해 주세요.' }),
    teamId: optionalId('팀'),
    title: text('사업명', { min: 2, max: 100 }),
    summary: text('사업 개요', { min: 20, max: 3000, multiline: true }),
    amount: wonAmount,
    mentoringField: optionalText('멘토링 분야', { max: 100 }),
    fileGroupId: optionalId('사업계획서'),
  })
  .check(
    z.refine((v) => v.kindCd !== 'FUNDING' || v.amount !== undefined, { message: '신청 금액을 입력해 주세요.', path: ['amount'] }),
    z.refine((v) => v.kindCd !== 'FUNDING' || v.fileGroupId !== undefined, { message: '사업계획서를 올려 주세요.', path: ['fileGroupId'] }),
    z.refine((v) => v.kindCd !== 'MENTORING' || !!v.mentoringField, { message: '멘토링 분야를 입력해 주세요.', path: ['mentoringField'] }),
  );
export type FundingInput = z.infer<typeof FundingInput>;

export const FundingDecisionInput = z.object({
  status: z.enum(['REVIEW', 'SELECTED', 'REJECTED'], { error: '변경할 상태를 선택해 주세요.' }),
  note: optionalText('처리 의견', { max: 500, multiline: true }),
});
export type FundingDecisionInput = z.infer<typeof FundingDecisionInput>;

export const BookingDayQuery = z.object({ useDt: z.optional(date('이용일')) });

export const ApplIdParam = z.object({ applId: id('신청 번호') });
export const TeamAnswerInput = z.object({ agree: z.boolean({ error: '참여 여부를 선택해 주세요.' }) });
export const SpaceUpdateInput = z.intersection(SpaceInput, z.object({ useYn: z.optional(z.enum(['Y', 'N'], { error: '사용 여부는 Y 또는 N이어야 합니다.' })) }));
export const StaffBookingQuery = z.object({ from: z.optional(date('시작일')) });
