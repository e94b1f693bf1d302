// Club inputs, shared by the islands and the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import { code, date, id, optionalCode, optionalDate, optionalText, page, pageSize, searchKeyword, text, yn } from './fields';
import { CLUB_ROLES, CLUB_MEMBER_STATUSES } from '../clubs/rules';

/** The directory's query: search, category and paging. */
export const ClubQuery = z.object({
  keyword: searchKeyword(),
  categoryCd: optionalCode('분류'),
  recruiting: z.optional(z.enum(['Y', 'N'], { error: '모집 여부가 올바르지 않습니다.' })),
  page: page(),
  size: pageSize(12),
});
export type ClubQuery = z.infer<typeof ClubQuery>;

export const ClubIdParam = z.object({ clubId: id('동아리 번호') });
export const MemberIdParam = z.object({ memberId: id('회원 번호') });

export const JoinInput = z.object({
  motivation: optionalText('가입 동기', { max: 500, multiline: true }),
});
export type JoinInput = z.infer<typeof JoinInput>;

/** An officer's (or staff member's) decision on a join request. A rejection needs its reason. */
export const MemberDecisionInput = z
  .object({
    decision: z.enum(['APPROVE', 'REJECT'], { error: '승인 또는 반려를 선택해 주세요.' }),
    note: optionalText('사유', { max: 300, multiline: true }),
  })
  .check(z.refine((v) => v.decision !== 'REJECT' || !!v.note, { message: '반려 사유를 입력해 주세요.', path: ['note'] }));
export type MemberDecisionInput = z.infer<typeof MemberDecisionInput>;

export const ActivityInput = z.object({
  actDt: date('활동일'),
  title: text('활동명', { max: 100 }),
  description: text('활동 내용', { max: 2000, multiline: true }),
});
export type ActivityInput = z.infer<typeof ActivityInput>;

/** Staff: a club's record. The recruiting period is both days or neither. */
export const ClubEditInput = z
  .object({
    categoryCd: code('분류'),
    clubNm: text('동아리명', { max: 50 }),
    summary: text('한 줄 소개', { max: 150 }),
    introduction: text('소개', { max: 4000, multiline: true }),
    room: optionalText('동아리방', { max: 100 }),
    recruitStartDt: optionalDate('모집 시작일'),
    recruitEndDt: optionalDate('모집 마감일'),
    useYn: yn('운영 여부'),
  })
  .check(
    z.refine((v) => !!v.recruitStartDt === !!v.recruitEndDt, { message: '모집 시작일과 마감일을 함께 입력해 주세요.', path: ['recruitEndDt'] }),
    z.refine((v) => !v.recruitStartDt || !v.recruitEndDt || v.recruitStartDt <= v.recruitEndDt, { message: '모집 마감일은 시작일 이후여야 합니다.', path: ['recruitEndDt'] }),
  );
export type ClubEditInput = z.infer<typeof ClubEditInput>;

/** Staff: appoint a student to a role (an officer role, or back to 회원). */
export const AppointInput = z.object({
  studentId: code('학번', 30, 'type'),
  roleCd: z.enum(CLUB_ROLES, { error: '직책을 선택해 주세요.' }),
});
export type AppointInput = z.infer<typeof AppointInput>;

export const StaffMemberQuery = z.object({
  status: z.optional(z.enum(CLUB_MEMBER_STATUSES, { error: '상태가 올바르지 않습니다.' })),
});
