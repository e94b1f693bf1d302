// Club rules: the recruiting window (both days count) and why a student may not ask to join.
import { describe, expect, it } from 'vitest';
import { isOfficerRole, joinRefusal, recruitState } from '../../src/lib/clubs/rules';

const club = { useYn: 'Y', recruitStartDt: '2026-11-16', recruitEndDt: '2026-12-04' };

describe('club recruiting', () => {
  it('counts both days of the period', () => {
    expect(recruitState(club, '2026-11-15')).toBe('BEFORE');
    expect(recruitState(club, '2026-11-16')).toBe('OPEN');
    expect(recruitState(club, '2026-12-04')).toBe('OPEN');
    expect(recruitState(club, '2026-12-05')).toBe('CLOSED');
    expect(recruitState({ recruitStartDt: null, recruitEndDt: null }, '2026-11-22')).toBe('NONE');
  });

  it('says why a request is refused, the membership first', () => {
    expect(joinRefusal(club, null, '2026-11-22')).toBeNull();
    expect(joinRefusal(club, 'APPLIED', '2026-11-22')).toBe('이미 가입을 신청해 승인을 기다리고 있습니다.');
    expect(joinRefusal(club, 'APPROVED', '2026-12-10')).toBe('이미 가입한 동아리입니다.');
    expect(joinRefusal(club, null, '2026-12-10')).toBe('모집 기간(2026-11-16 ~ 2026-12-04)이 끝났습니다.');
    expect(joinRefusal(club, null, '2026-11-01')).toBe('모집 기간(2026-11-16 ~ 2026-12-04) 전입니다.');
    expect(joinRefusal({ ...club, useYn: 'N' }, null, '2026-11-22')).toBe('운영하지 않는 동아리입니다.');
  });

  it('knows the officer roles', () => {
    expect(['PRESIDENT', 'VICE', 'TREASURER'].every(isOfficerRole)).toBe(true);
    expect(isOfficerRole('MEMBER')).toBe(false);
  });
});
