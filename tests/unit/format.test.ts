import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatTotal, formatWon, fromNow } from '@/lib/format';

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1234)).toBe('-1,234');
  });

  it('keeps decimals', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(3.14159)).toBe('3.14159');
  });

  it('accepts numeric strings, including already formatted ones', () => {
    expect(formatNumber('1234567')).toBe('1,234,567');
    expect(formatNumber('1,234')).toBe('1,234');
  });

  it('returns an empty string when there is no number', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatWon', () => {
  it('appends 원 to the grouped amount', () => {
    expect(formatWon(1000)).toBe('1,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon('2500000')).toBe('2,500,000원');
  });

  it('is empty without an amount', () => {
    expect(formatWon(null)).toBe('');
  });
});

describe('dates', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('formats dates as YYYY.MM.DD by default', () => {
    expect(formatDate('2026-03-01')).toBe('2026.03.01');
    expect(formatDate(new Date(2026, 2, 1))).toBe('2026.03.01');
    expect(formatDate('20260301')).toBe('2026.03.01');
  });

  it('takes another format', () => {
    expect(formatDate('2026-03-01', 'YYYY년 M월 D일')).toBe('2026년 3월 1일');
  });

  it('uses Korean weekday names', () => {
    expect(formatDate('2026-03-01', 'dd')).toBe('일');
  });

  it('formats date and time', () => {
    expect(formatDateTime('2026-03-01T09:05:00')).toBe('2026.03.01 09:05');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(fromNow(null)).toBe('');
  });

  it('says how long ago in Korean', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 1, 12, 0, 0));
    expect(fromNow(new Date(2026, 2, 1, 11, 57, 0))).toBe('3분 전');
    expect(fromNow(new Date(2026, 2, 3, 12, 0, 0))).toBe('2일 후');
  });
});

describe('formatTotal', () => {
  it('gives an exact total with its unit, and a capped one as "이상"', () => {
    expect(formatTotal({ totalCnt: 320, totalCapped: false }, '건')).toBe('320건');
    expect(formatTotal({ totalCnt: 7 }, '명')).toBe('7명');
    expect(formatTotal({ totalCnt: 1000, totalCapped: true }, '명')).toBe('1,000명 이상');
  });
});
