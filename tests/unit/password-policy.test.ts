import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../src/lib/server/auth/password-policy';

describe('passwordProblem', () => {
  it('accepts a long uncommon password', () => {
    expect(passwordProblem('Hanul-campus-7429', 'mentor01')).toBeNull();
    expect(passwordProblem('봄날의 도서관 산책길', 'mentor01')).toBeNull();
  });

  it('counts characters, not bytes, for the minimum length', () => {
    expect(passwordProblem('한울여대도서관', 'mentor01')).toBe('비밀번호는 8자 이상이어야 합니다.');
    expect(passwordProblem('Ab1!x', 'mentor01')).toBe('비밀번호는 8자 이상이어야 합니다.');
    expect(passwordProblem('x'.repeat(129), 'mentor01')).toBe('비밀번호는 128자 이내로 입력해 주세요.');
  });

  it('refuses common passwords whatever their case', () => {
    for (const p of ['password', 'PASSWORD123', 'Qwerty123!', '1q2w3e4r5t', '12345678', 'iloveyou1', 'Welcome2026']) {
      expect(passwordProblem(p, 'mentor01'), p).toBe('너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.');
    }
  });

  it('refuses a password containing the user id', () => {
    expect(passwordProblem('Mentor01-spring', 'mentor01')).toBe('아이디가 들어간 비밀번호는 쓸 수 없습니다.');
  });
});
