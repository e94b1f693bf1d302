// Particles after words that end in Hangul and in numbers, read the way Korean speakers say them.
import { describe, expect, it } from 'vitest';
import { josa, ko, particle } from '@/lib/text/josa';

describe('josa', () => {
  it('follows the final consonant of a Hangul ending', () => {
    expect(josa('교과목명', '을/를')).toBe('교과목명을');
    expect(josa('시나리오', '이/가')).toBe('시나리오가');
    expect(josa('서울', '으로/로')).toBe('서울로');
  });

  it('reads a final number aloud: 1 일, 2 이, 3 삼, 6 육, 10 십, 100 백, 1000 천, 10000 만', () => {
    expect(josa('좌석 1', '을/를')).toBe('좌석 1을');
    expect(josa('좌석 2', '을/를')).toBe('좌석 2를');
    expect(josa('3', '이/가')).toBe('3이');
    expect(josa('2026', '은/는')).toBe('2026은');
    expect(josa('회의실 4', '와/과')).toBe('회의실 4와');
    expect(josa('10', '을/를')).toBe('10을');
    expect(josa('100', '이/가')).toBe('100이');
    expect(josa('1000', '으로/로')).toBe('1000으로');
    expect(josa('20000', '을/를')).toBe('20000을');
    expect(josa('0', '이/가')).toBe('0이');
    expect(josa('7', '으로/로')).toBe('7로');
    expect(josa('9', '을/를')).toBe('9를');
  });

  it('fills templates and gives the particle alone', () => {
    expect(ko('{room|을/를} 예약했습니다.', { room: '스튜디오 5' })).toBe('스튜디오 5를 예약했습니다.');
    expect(particle('세미나실 8', '이/가')).toBe('이');
  });
});
