// External activity and service hour inputs, shared by the islands and the endpoints (zod/mini).
import * as z from 'zod/mini';
import { code, date, id, int, optionalCode, optionalId, optionalText, page, pageSize, searchKeyword, text } from './fields';
import { ACTIVITY_KIND_CODES, EXT_STATUSES, MAX_HOURS_PER_DAY, MAX_SERVICE_DAYS, MIN_HOURS, REVIEW_TARGET_CODES, daysCovered } from '../extact/rules';

export const ActivityIdParam = z.object({ activityId: id('활동 번호') });
export const ServiceIdParam = z.object({ serviceId: id('봉사 번호') });

/** A filter's "전체" option sends an empty value: the same as no filter. */
const blank = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalYear = () => z.optional(z.pipe(z.transform(blank), z.optional(int('연도', 2000, 2100))));
const optionalStatus = () =>
  z.optional(z.pipe(z.transform(blank), z.optional(z.enum(EXT_STATUSES as [string, ...string[]], { error: '상태가 올바르지 않습니다.' }))));

/** The student's lists: by state and year. */
export const OwnQuery = z.object({ status: optionalStatus(), year: optionalYear() });
export type OwnQuery = z.infer<typeof OwnQuery>;

/** An external activity as the student writes it. Dates: the end on or after the start. */
export const ActivityInput = z
  .object({
    kindCd: z.enum(ACTIVITY_KIND_CODES as [string, ...string[]], { error: '활동 종류를 선택해 주세요.' }),
    title: text('활동명', { max: 100 }),
    organizer: text('주최 기관', { max: 100 }),
    startDt: date('시작일'),
    endDt: date('종료일'),
    description: optionalText('활동 내용', { max: 2000, multiline: true }),
    competencyCds: z.optional(z.array(code('역량')).check(z.maxLength(5, '역량은 5개까지 고를 수 있습니다.'))),
    evidenceFileGroupId: optionalId('증빙 파일'),
  })
  .check(z.refine((v) => v.endDt >= v.startDt, { message: '종료일은 시작일과 같거나 뒤여야 합니다.', path: ['endDt'] }));
export type ActivityInput = z.infer<typeof ActivityInput>;

/** Hours in half-hour steps, as a number or a numeric string from a form. */
const hours = () => {
  const bad = `봉사 시간은 ${MIN_HOURS}시간 단위로 입력해 주세요.`;
  return z.pipe(
    z.transform((v: unknown): unknown => (typeof v === 'string' && /^\s*\d{1,4}(\.\d{1,2})?\s*$/.test(v) ? Number(v) : v)),
    z.number({ error: '봉사 시간을 숫자로 입력해 주세요.' }).check(
      z.gte(MIN_HOURS, `봉사 시간은 ${MIN_HOURS}시간 이상이어야 합니다.`),
      z.lte(MAX_HOURS_PER_DAY * MAX_SERVICE_DAYS, '봉사 시간이 너무 많습니다.'),
      z.refine((n: number) => Number.isFinite(n) && Number.isInteger(n * 2), bad),
    ),
  );
};

/** A service entry: where, which day(s), how many hours (at most 24 a day), what she did. */
export const ServiceInput = z
  .object({
    organization: text('봉사 기관', { max: 100 }),
    startDt: date('봉사 시작일'),
    endDt: date('봉사 종료일'),
    hours: hours(),
    activity: text('봉사 내용', { max: 1000, multiline: true }),
    evidenceFileGroupId: optionalId('증빙 파일'),
  })
  .check(
    z.refine((v) => v.endDt >= v.startDt, { message: '종료일은 시작일과 같거나 뒤여야 합니다.', path: ['endDt'] }),
    z.refine((v) => v.endDt < v.startDt || daysCovered(v.startDt, v.endDt) <= MAX_SERVICE_DAYS, {
      message: `한 번에 ${MAX_SERVICE_DAYS}일까지 등록할 수 있습니다. 기간을 나누어 등록해 주세요.`,
      path: ['endDt'],
    }),
    z.refine((v) => v.endDt < v.startDt || typeof v.hours !== 'number' || v.hours <= MAX_HOURS_PER_DAY * daysCovered(v.startDt, v.endDt), {
      message: `봉사 시간은 하루 ${MAX_HOURS_PER_DAY}시간을 넘을 수 없습니다.`,
      path: ['hours'],
    }),
  );
export type ServiceInput = z.infer<typeof ServiceInput>;

/** The certificate of approved hours: one year, or every year when none is given. */
export const CertificateQuery = z.object({ year: optionalYear() });

/** Staff: the review lists. */
export const ReviewQuery = z.object({
  target: z.optional(z.pipe(z.transform(blank), z.optional(z.enum(REVIEW_TARGET_CODES as [string, ...string[]], { error: '구분이 올바르지 않습니다.' })))),
  status: optionalStatus(),
  year: optionalYear(),
  kindCd: optionalCode('활동 종류'),
  keyword: searchKeyword(),
  page: page(),
  size: pageSize(20),
});
export type ReviewQuery = z.infer<typeof ReviewQuery>;

/** Staff: approve, or return with a reason the student reads. */
export const DecisionInput = z
  .object({
    decision: z.enum(['APPROVE', 'RETURN'], { error: '승인 또는 반려를 선택해 주세요.' }),
    reason: optionalText('반려 사유', { max: 500, multiline: true }),
  })
  .check(z.refine((v) => v.decision !== 'RETURN' || !!v.reason, { message: '반려 사유를 입력해 주세요.', path: ['reason'] }));
export type DecisionInput = z.infer<typeof DecisionInput>;

/** Staff: a record to review, named by target and id. */
export const ReviewParams = z.object({
  target: z.enum(REVIEW_TARGET_CODES as ['activity', 'service'], { error: '구분이 올바르지 않습니다.' }),
  id: id('신청 번호'),
});
