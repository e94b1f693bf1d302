// Exchange rules: scores on each test's scale, scores as people say them, and why a university
// cannot be chosen.
import { describe, expect, it } from 'vitest';
import { choiceRefusals, scoreRefusal, scoreText, windowState } from '../../src/lib/exchange/rules';

const univ = { univNm: '와세다대학교', useYn: 'Y', testCd: 'JLPT', minScore: 4, minGpa: 3.0, termsOffered: ['10', '20'] };

describe('language scores', () => {
  it('checks each test on its own scale', () => {
    expect(scoreRefusal('IELTS', 6.5)).toBeNull();
    expect(scoreRefusal('IELTS', 6.3)).toBe('IELTS 점수는 0.5 단위로 입력해 주세요.');
    expect(scoreRefusal('TOEFL', 121)).toBe('TOEFL 점수는 0에서 120 사이여야 합니다.');
    expect(scoreRefusal('JLPT', 6)).toBe('JLPT 점수는 0에서 5 사이여야 합니다.');
    expect(scoreRefusal('XYZ', 1)).toBe('어학시험 종류가 올바르지 않습니다.');
  });

  it('writes levels as their names', () => {
    expect(scoreText('JLPT', 4)).toBe('JLPT N2');
    expect(scoreText('DELF', 4)).toBe('DELF B2');
    expect(scoreText('TOEFL', 95, 'TOEFL iBT')).toBe('TOEFL iBT 95점');
    expect(scoreText('HSK', 5)).toBe('HSK 5급');
  });
});

describe('choosing a university', () => {
  it('accepts a student who meets everything', () => {
    expect(choiceRefusals(univ, { gpa: 3.2, termCd: '10', scores: new Map([['JLPT', 4]]) })).toEqual([]);
  });

  it('gives one reason per unmet requirement', () => {
    expect(choiceRefusals(univ, { gpa: 2.91, termCd: '10', scores: new Map([['JLPT', 3]]) })).toEqual([
      '와세다대학교: 평점 3.00 이상이 필요합니다. (현재 2.91)',
      '와세다대학교: JLPT N2 이상이 필요합니다. (제출 JLPT N3)',
    ]);
    expect(choiceRefusals(univ, { gpa: null, termCd: '10', scores: new Map() })).toEqual([
      '와세다대학교: 평점 3.00 이상이 필요하지만 아직 성적이 없습니다.',
      '와세다대학교: JLPT N2 이상의 어학 성적이 필요합니다.',
    ]);
    expect(choiceRefusals({ ...univ, termsOffered: ['20'] }, { gpa: 3.5, termCd: '10', scores: new Map([['JLPT', 5]]) })).toEqual(['와세다대학교는 이 학기에 교환학생을 받지 않습니다.']);
  });

  it('takes applications on both days of the window', () => {
    const w = { applyStartDt: '2026-11-16', applyEndDt: '2026-11-30' };
    expect([windowState(w, '2026-11-15'), windowState(w, '2026-11-16'), windowState(w, '2026-11-30'), windowState(w, '2026-12-01')]).toEqual(['BEFORE', 'OPEN', 'OPEN', 'CLOSED']);
  });
});
