// Clubs (동아리): membership states, officer roles and the recruiting window. Pure rules shared by
// the server and the pages; no database here.
import { variantsOf } from '../status';

export type ClubMemberStatus = 'APPLIED' | 'APPROVED' | 'REJECTED' | 'LEFT';
export const CLUB_MEMBER_STATUSES: ClubMemberStatus[] = ['APPLIED', 'APPROVED', 'REJECTED', 'LEFT'];

export const MEMBER_STATUS_LABELS: Record<ClubMemberStatus, string> = {
  APPLIED: '신청',
  APPROVED: '승인',
  REJECTED: '반려',
  LEFT: '탈퇴',
};

/** Bootstrap colours of the status badges. */
export const MEMBER_STATUS_VARIANTS = variantsOf<ClubMemberStatus>({
  APPLIED: 'new',
  APPROVED: 'good',
  REJECTED: 'bad',
  LEFT: 'off',
});

export type ClubRole = 'PRESIDENT' | 'VICE' | 'TREASURER' | 'MEMBER';
export const CLUB_ROLES: ClubRole[] = ['PRESIDENT', 'VICE', 'TREASURER', 'MEMBER'];
export const OFFICER_ROLES: ClubRole[] = ['PRESIDENT', 'VICE', 'TREASURER'];

export const ROLE_LABELS: Record<ClubRole, string> = {
  PRESIDENT: '회장',
  VICE: '부회장',
  TREASURER: '총무',
  MEMBER: '회원',
};

export const memberStatusLabel = (s: string) => MEMBER_STATUS_LABELS[s as ClubMemberStatus] ?? s;
export const roleLabel = (r: string) => ROLE_LABELS[r as ClubRole] ?? r;
export const isOfficerRole = (r: string) => OFFICER_ROLES.includes(r as ClubRole);

/** A request that waits or a membership that holds: the unique index club_member_once agrees. */
export const LIVE_MEMBER_STATUSES: ClubMemberStatus[] = ['APPLIED', 'APPROVED'];

export type RecruitState = 'NONE' | 'BEFORE' | 'OPEN' | 'CLOSED';

export const RECRUIT_LABELS: Record<RecruitState, string> = {
  NONE: '상시 모집 없음',
  BEFORE: '모집 예정',
  OPEN: '모집 중',
  CLOSED: '모집 마감',
};

export const RECRUIT_VARIANTS = variantsOf<RecruitState>({
  NONE: 'off',
  BEFORE: 'progress',
  OPEN: 'good',
  CLOSED: 'off',
});

/** Dates are YYYY-MM-DD strings, compared as text; both ends count. */
export function recruitState(c: { recruitStartDt: string | null; recruitEndDt: string | null }, today: string): RecruitState {
  if (!c.recruitStartDt || !c.recruitEndDt) return 'NONE';
  if (today < c.recruitStartDt) return 'BEFORE';
  if (today > c.recruitEndDt) return 'CLOSED';
  return 'OPEN';
}

/** Why a student may not ask to join now, or null. */
export function joinRefusal(c: { useYn: string; recruitStartDt: string | null; recruitEndDt: string | null }, liveStatus: string | null, today: string): string | null {
  if (c.useYn !== 'Y') return '운영하지 않는 동아리입니다.';
  if (liveStatus === 'APPROVED') return '이미 가입한 동아리입니다.';
  if (liveStatus === 'APPLIED') return '이미 가입을 신청해 승인을 기다리고 있습니다.';
  const state = recruitState(c, today);
  if (state === 'NONE') return '지금은 신입 회원을 모집하지 않습니다.';
  if (state === 'BEFORE') return `모집 기간(${c.recruitStartDt} ~ ${c.recruitEndDt}) 전입니다.`;
  if (state === 'CLOSED') return `모집 기간(${c.recruitStartDt} ~ ${c.recruitEndDt})이 끝났습니다.`;
  return null;
}
