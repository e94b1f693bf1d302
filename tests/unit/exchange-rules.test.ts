// Exchange rules: the results each language test reports, offered as choices (JLPT N1-N5, TOPIK
// and HSK 1-6급, IELTS bands, TOEFL scores); what was typed read as the test's own result, never a
// number turned into another level; results as people say them; and why a university cannot be
// chosen, comparing results on each test's own scale (JLPT N1 above N2).
import { describe, expect, it } from 'vitest';
import { LANG_TESTS, choiceRefusals, levelChoices, levelRank, levelRefusal, levelText, normaliseLevel, windowState } from '../../src/lib/exchange/rules';

const univ = { univNm: '와세다대학교', useYn: 'Y', testCd: 'JLPT', minLevel: 'N2', minGpa: 3.0, termsOffered: ['10', '20'] };

describe('language results', () => {
  it('offers the real results of each test as choices, best first', () => {
    expect(levelChoices('JLPT').map((c) => c.label)).toEqual(['N1', 'N2', 'N3', 'N4', 'N5']);
    expect(levelChoices('TOPIK').map((c) => c.label)).toEqual(['6급', '5급', '4급', '3급', '2급', '1급']);
    expect(levelChoices('HSK').map((c) => c.label)).toEqual(['6급', '5급', '4급', '3급', '2급', '1급']);
    expect(levelChoices('IELTS').map((c) => c.value)).toEqual(['9.0', '8.5', '8.0', '7.5', '7.0', '6.5', '6.0', '5.5', '5.0', '4.5', '4.0', '3.5', '3.0', '2.5', '2.0', '1.5', '1.0']);
    const toefl = levelChoices('TOEFL');
    expect(toefl).toHaveLength(121);
    expect([toefl[0], toefl.at(-1)]).toEqual([{ value: '120', label: '120점' }, { value: '0', label: '0점' }]);
    expect(levelChoices('DELF').map((c) => c.value)).toEqual(['C2', 'C1', 'B2', 'B1', 'A2', 'A1']);
    expect(levelChoices('TESTDAF').map((c) => c.label)).toEqual(['TDN 5', 'TDN 4', 'TDN 3']);
    expect(levelChoices('XYZ')).toEqual([]);
  });

  it('reads what was typed as the test reports it, and never turns a number into another level', () => {
    expect(normaliseLevel('JLPT', 'n2')).toBe('N2');
    expect(normaliseLevel('JLPT', ' N1 ')).toBe('N1');
    // "2" is not a JLPT result: it stays "2" and is refused, instead of becoming N4.
    expect(normaliseLevel('JLPT', '2')).toBe('2');
    expect(levelRefusal('JLPT', normaliseLevel('JLPT', '2'))).toBe('JLPT 급수는 N1부터 N5까지의 목록에서 골라 주세요.');
    expect(normaliseLevel('IELTS', '6')).toBe('6.0');
    expect(normaliseLevel('IELTS', '6.5')).toBe('6.5');
    expect(normaliseLevel('HSK', '5급')).toBe('5');
    expect(normaliseLevel('TOPIK', '4')).toBe('4');
    expect(normaliseLevel('TOEFL', '095')).toBe('95');
    expect(normaliseLevel('TESTDAF', 'TDN 4')).toBe('4');
    expect(normaliseLevel('DELF', 'b2')).toBe('B2');
  });

  it('refuses a result the test does not report, naming the list', () => {
    expect(levelRefusal('IELTS', '6.5')).toBeNull();
    expect(levelRefusal('IELTS', '6.3')).toBe('IELTS 밴드는 9.0부터 1.0까지의 목록에서 골라 주세요.');
    expect(levelRefusal('TOEFL', '121')).toBe('TOEFL 점수는 120점부터 0점까지의 목록에서 골라 주세요.');
    expect(levelRefusal('TOPIK', '7', 'TOPIK')).toBe('TOPIK 급수는 6급부터 1급까지의 목록에서 골라 주세요.');
    expect(levelRefusal('XYZ', '1')).toBe('어학시험 종류가 올바르지 않습니다.');
  });

  it('writes results as people say them', () => {
    expect(levelText('JLPT', 'N2')).toBe('JLPT N2');
    expect(levelText('DELF', 'B2')).toBe('DELF B2');
    expect(levelText('TOEFL', '95', 'TOEFL iBT')).toBe('TOEFL iBT 95점');
    expect(levelText('HSK', '5')).toBe('HSK 5급');
    expect(levelText('TOPIK', '6')).toBe('TOPIK 6급');
    expect(levelText('IELTS', '7.0')).toBe('IELTS 7.0');
    expect(levelText('TESTDAF', '4', 'TestDaF')).toBe('TestDaF TDN 4');
  });

  it('ranks results on each test\'s own scale', () => {
    expect(levelRank('JLPT', 'N1')! > levelRank('JLPT', 'N2')!).toBe(true);
    expect(levelRank('HSK', '6')! > levelRank('HSK', '5')!).toBe(true);
    expect(levelRank('IELTS', '7.0')! > levelRank('IELTS', '6.5')!).toBe(true);
    expect(levelRank('JLPT', '4')).toBeNull();
    for (const t of Object.values(LANG_TESTS)) expect(new Set(t.levels).size).toBe(t.levels.length);
  });
});

describe('choosing a university', () => {
  it('accepts a student who meets everything, N1 meeting an N2 requirement', () => {
    expect(choiceRefusals(univ, { gpa: 3.2, termCd: '10', scores: new Map([['JLPT', 'N2']]) })).toEqual([]);
    expect(choiceRefusals(univ, { gpa: 3.2, termCd: '10', scores: new Map([['JLPT', 'N1']]) })).toEqual([]);
  });

  it('gives one reason per unmet requirement', () => {
    expect(choiceRefusals(univ, { gpa: 2.91, termCd: '10', scores: new Map([['JLPT', 'N3']]) })).toEqual([
      '와세다대학교: 평점 3.00 이상이 필요합니다. (현재 2.91)',
      '와세다대학교: JLPT N2 이상이 필요합니다. (제출 JLPT N3)',
    ]);
    expect(choiceRefusals(univ, { gpa: null, termCd: '10', scores: new Map() })).toEqual([
      '와세다대학교: 평점 3.00 이상이 필요하지만 아직 성적이 없습니다.',
      '와세다대학교: JLPT N2 이상의 어학 성적이 필요합니다.',
    ]);
    expect(choiceRefusals({ ...univ, termsOffered: ['20'] }, { gpa: 3.5, termCd: '10', scores: new Map([['JLPT', 'N1']]) })).toEqual(['와세다대학교는 이 학기에 교환학생을 받지 않습니다.']);
  });

  it('takes applications on both days of the window', () => {
    const w = { applyStartDt: '2026-11-16', applyEndDt: '2026-11-30' };
    expect([windowState(w, '2026-11-15'), windowState(w, '2026-11-16'), windowState(w, '2026-11-30'), windowState(w, '2026-12-01')]).toEqual(['BEFORE', 'OPEN', 'OPEN', 'CLOSED']);
  });
});
