import { describe, expect, it } from 'vitest';
import {
  emailCheck,
  isBlank,
  isEmail,
  isEmpty,
  isPhone,
  isUrl,
  isValidDate,
  messages,
  toInteger,
  urlCheck,
} from '@/lib/validation';

describe('isEmpty', () => {
  it('treats null, undefined and the empty string as empty', () => {
    expect(isEmpty(null)).toBe(true);
    expect(isEmpty(undefined)).toBe(true);
    expect(isEmpty('')).toBe(true);
  });

  it('treats 0, false, whitespace and empty collections as values', () => {
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty(false)).toBe(false);
    expect(isEmpty('  ')).toBe(false);
    expect(isEmpty([])).toBe(false);
    expect(isEmpty({})).toBe(false);
    expect(isEmpty('a')).toBe(false);
  });

  it('offers isBlank for text fields, where whitespace alone is empty', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
    expect(isBlank(0)).toBe(false);
  });
});

describe('toInteger', () => {
  it('strips every non-digit and returns a number', () => {
    expect(toInteger('12a3b')).toBe(123);
    expect(toInteger('1,234,567')).toBe(1234567);
    expect(toInteger('010-1234-5678')).toBe(1012345678);
    expect(toInteger(42)).toBe(42);
  });

  it('returns 0 when nothing numeric remains', () => {
    expect(toInteger('abc')).toBe(0);
    expect(toInteger('')).toBe(0);
    expect(toInteger('  ')).toBe(0);
    expect(toInteger(null)).toBe(0);
    expect(toInteger(undefined)).toBe(0);
  });

  it('treats signs and decimal points as non-digits', () => {
    expect(toInteger('-5')).toBe(5);
    expect(toInteger('1.5')).toBe(15);
  });

  it('returns a number type, not a string', () => {
    expect(typeof toInteger('007')).toBe('number');
    expect(toInteger('007')).toBe(7);
  });
});

describe('isValidDate', () => {
  it('accepts a value that matches the format exactly', () => {
    expect(isValidDate('2026-03-01', 'YYYY-MM-DD')).toBe(true);
    expect(isValidDate('2026.03.01', 'YYYY.MM.DD')).toBe(true);
    expect(isValidDate('20260301', 'YYYYMMDD')).toBe(true);
    expect(isValidDate('2026-03-01 23:59', 'YYYY-MM-DD HH:mm')).toBe(true);
  });

  it('rejects dates that do not exist', () => {
    expect(isValidDate('2026-02-30', 'YYYY-MM-DD')).toBe(false);
    expect(isValidDate('2026-13-01', 'YYYY-MM-DD')).toBe(false);
    expect(isValidDate('2026-04-31', 'YYYY-MM-DD')).toBe(false);
    expect(isValidDate('2026-03-01 24:00', 'YYYY-MM-DD HH:mm')).toBe(false);
  });

  it('knows leap years', () => {
    expect(isValidDate('2024-02-29', 'YYYY-MM-DD')).toBe(true);
    expect(isValidDate('2000-02-29', 'YYYY-MM-DD')).toBe(true);
    expect(isValidDate('2023-02-29', 'YYYY-MM-DD')).toBe(false);
    expect(isValidDate('1900-02-29', 'YYYY-MM-DD')).toBe(false);
  });

  it('rejects a value written in another format', () => {
    expect(isValidDate('2026/03/01', 'YYYY-MM-DD')).toBe(false);
    expect(isValidDate('2026-3-1', 'YYYY-MM-DD')).toBe(false);
    expect(isValidDate('01-03-2026', 'YYYY-MM-DD')).toBe(false);
    expect(isValidDate('2026-03-01T00:00', 'YYYY-MM-DD')).toBe(false);
  });

  it('is invalid unless both value and format are given', () => {
    expect(isValidDate('', 'YYYY-MM-DD')).toBe(false);
    expect(isValidDate('2026-03-01', '')).toBe(false);
    expect(isValidDate(null, 'YYYY-MM-DD')).toBe(false);
    expect(isValidDate('2026-03-01', undefined)).toBe(false);
  });
});

describe('email and URL checks', () => {
  it('return true for valid input', () => {
    expect(emailCheck('student@univ.ac.kr')).toBe(true);
    expect(emailCheck('first.last+tag@example.com')).toBe(true);
    expect(urlCheck('https://www.example.com/path?q=1')).toBe(true);
    expect(urlCheck('http://localhost:4321/user')).toBe(true);
  });

  it('return the default messages exactly as the specification quotes them', () => {
    expect(emailCheck('not-an-email')).toBe('Invalid email address');
    expect(emailCheck('a@b')).toBe('Invalid email address');
    expect(emailCheck('a b@example.com')).toBe('Invalid email address');
    expect(emailCheck('')).toBe('Invalid email address');
    expect(urlCheck('example')).toBe('Invalid URL');
    expect(urlCheck('www.example.com')).toBe('Invalid URL');
    expect(urlCheck('javascript:alert(1)')).toBe('Invalid URL');
    expect(urlCheck('ftp://example.com')).toBe('Invalid URL');
    expect(urlCheck('')).toBe('Invalid URL');
  });

  it('ignore surrounding whitespace', () => {
    expect(isEmail('  student@univ.ac.kr ')).toBe(true);
    expect(isUrl(' https://example.com ')).toBe(true);
  });

  it('reject non-strings', () => {
    expect(isEmail(null)).toBe(false);
    expect(isUrl(42)).toBe(false);
  });
});

describe('isPhone', () => {
  it('accepts Korean mobile, Seoul and regional numbers', () => {
    expect(isPhone('010-1234-5678')).toBe(true);
    expect(isPhone('01012345678')).toBe(true);
    expect(isPhone('02-123-4567')).toBe(true);
    expect(isPhone('02-1234-5678')).toBe(true);
    expect(isPhone('031-1234-5678')).toBe(true);
    expect(isPhone('064-123-4567')).toBe(true);
    expect(isPhone('070-1234-5678')).toBe(true);
    expect(isPhone('1588-1234')).toBe(true);
  });

  it('rejects malformed numbers', () => {
    expect(isPhone('010-123-4567')).toBe(false);
    expect(isPhone('010-1234-567')).toBe(false);
    expect(isPhone('039-1234-5678')).toBe(false);
    expect(isPhone('02-12-3456')).toBe(false);
    expect(isPhone('+82-10-1234-5678')).toBe(false);
    expect(isPhone('phone')).toBe(false);
    expect(isPhone('')).toBe(false);
    expect(isPhone(null)).toBe(false);
  });
});

describe('messages', () => {
  it('are the Korean texts forms show', () => {
    expect(messages.required).toBe('필수 입력 항목입니다.');
    expect(messages.email).toBe('올바른 이메일 주소를 입력해 주세요.');
    expect(messages.phone).toBe('올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)');
    expect(messages.maxLength(50)).toBe('50자 이내로 입력해 주세요.');
  });
});
