// The scholarship rules shared by pages and server: the window, eligibility with the student's own
// figures, the office's moves, amounts, and the schemas' Korean refusals.
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { amountLabel, eligibilityReasons, paymentTitle, phaseOf, ruleLines, staffActionRefusal, windowRefusal, type EligibilityRules, type StudentFacts } from '@/lib/scholarships/rules';
import { ScholDecisionInput, ScholarshipInput } from '@/lib/schemas/scholarships';

const names = { income: (cd: string) => (cd === '0' ? '기초·차상위' : `${cd}구간`), status: (cd: string) => ({ '10': '재학', '20': '휴학' })[cd] ?? cd };
const none: EligibilityRules = { minGrade: null, minCredits: null, minGpa: null, maxIncomeCd: null, eligibleStatusCds: [] };
const her: StudentFacts = { grade: 3, earnedCredits: 88, gpa: 3.42, incomeCd: '4', shregSt: '10' };

describe('window', () => {
  const w = { applyStartDt: '2026-11-16', applyEndDt: '2026-11-30' };
  it('counts both ends of the period', () => {
    expect(phaseOf(w, '2026-11-15')).toBe('UPCOMING');
    expect(phaseOf(w, '2026-11-16')).toBe('OPEN');
    expect(phaseOf(w, '2026-11-30')).toBe('OPEN');
    expect(phaseOf(w, '2026-12-01')).toBe('CLOSED');
    expect(windowRefusal(w, '2026-11-30')).toBeNull();
    expect(windowRefusal(w, '2026-12-01')).toBe('신청 기간(2026-11-30까지)이 지났습니다.');
  });
});

describe('eligibility', () => {
  it('lets anyone in when there are no rules', () => {
    expect(eligibilityReasons(none, her, names)).toEqual([]);
    expect(ruleLines(none, names)).toEqual([]);
  });

  it('gives one reason per unmet rule with her own figure', () => {
    const rules: EligibilityRules = { minGrade: 4, minCredits: 90, minGpa: 3.5, maxIncomeCd: '3', eligibleStatusCds: ['20'] };
    expect(eligibilityReasons(rules, her, names)).toEqual([
      '4학년 이상만 신청할 수 있습니다. (현재 3학년)',
      '취득학점이 90학점 이상이어야 합니다. (현재 88학점)',
      '평점평균이 3.50 이상이어야 합니다. (현재 3.42)',
      '소득분위 3구간 이하만 신청할 수 있습니다. (현재 4구간)',
      '휴학 학생만 신청할 수 있습니다. (현재 재학)',
    ]);
    expect(ruleLines(rules, names)).toEqual(['4학년 이상', '취득학점 90학점 이상', '평점평균 3.50 이상', '소득분위 3구간 이하', '학적: 휴학']);
  });

  it('meets limits exactly at the boundary, compares income brackets as numbers, and asks for a missing bracket', () => {
    const rules: EligibilityRules = { ...none, minGrade: 3, minCredits: 88, minGpa: 3.42, maxIncomeCd: '10' };
    expect(eligibilityReasons(rules, her, names)).toEqual([]);
    expect(eligibilityReasons({ ...none, maxIncomeCd: '0' }, { ...her, incomeCd: '0' }, names)).toEqual([]);
    expect(eligibilityReasons({ ...none, maxIncomeCd: '3' }, { ...her, incomeCd: null }, names)[0]).toContain('소득분위가 등록되어 있지 않습니다');
    expect(eligibilityReasons({ ...none, minGpa: 2 }, { ...her, gpa: null }, names)).toEqual(['평점평균이 2.00 이상이어야 합니다. (현재 성적 없음)']);
  });
});

describe('the office', () => {
  it('moves only from the states each action starts from', () => {
    expect(staffActionRefusal('SELECT', 'REVIEWING')).toBeNull();
    expect(staffActionRefusal('SELECT', 'PAID')).toBe('지급완료 상태인 신청은 선정할 수 없습니다.');
    expect(staffActionRefusal('REVIEW', 'DOCS_REQUESTED')).not.toBeNull();
    expect(staffActionRefusal('REJECT', 'CANCELLED')).not.toBeNull();
  });

  it('needs a reason for a document request and a rejection', () => {
    expect(safeParse(ScholDecisionInput, { action: 'REJECT' }).success).toBe(false);
    expect(safeParse(ScholDecisionInput, { action: 'REJECT', note: '기준 미달' }).success).toBe(true);
    expect(safeParse(ScholDecisionInput, { action: 'SELECT', awardAmount: '1500000' }).data?.awardAmount).toBe(1_500_000);
    expect(safeParse(ScholDecisionInput, { action: 'PAY' }).success).toBe(false);
  });
});

describe('scholarship form', () => {
  const base = { title: '장학금', kindCd: 'MERIT', year: '2027', termCd: '10', amountMin: '1000000', amountMax: '1000000', description: '설명', applyStartDt: '2026-11-16', applyEndDt: '2026-11-30' };
  it('reads the typed text into numbers and blanks into no rule', () => {
    const r = safeParse(ScholarshipInput, { ...base, quota: '', minGrade: '', minGpa: '3.5', maxIncomeCd: '' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ year: 2027, amountMin: 1_000_000, quota: null, minGrade: null, minGpa: 3.5, maxIncomeCd: undefined });
  });

  it('refuses a GPA beyond 4.5, a range upside down and a period that ends before it starts, in Korean', () => {
    const messagesOf = (input: object) => {
      const r = safeParse(ScholarshipInput, input);
      expect(r.success).toBe(false);
      return Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(messagesOf({ ...base, minGpa: '4.8' }).minGpa).toBe('최저 평점평균은 0.00부터 4.50 사이로 입력해 주세요.');
    expect(messagesOf({ ...base, amountMax: '500000', applyEndDt: '2026-11-01' })).toEqual({
      amountMax: '최대 금액이 최소 금액보다 작습니다.',
      applyEndDt: '신청 마감일이 시작일보다 빠릅니다.',
    });
  });

  it('shows amounts with comma separators', () => {
    expect(amountLabel({ amountMin: 1_000_000, amountMax: 1_000_000 })).toBe('1,000,000원');
    expect(amountLabel({ amountMin: 500_000, amountMax: 2_000_000 })).toBe('500,000원 ~ 2,000,000원');
  });
});

describe('a payment in the portfolio history', () => {
  it('names the term once, whether or not the scholarship title already does', () => {
    expect(paymentTitle({ year: 2026, termCd: '20', title: '2026학년도 2학기 성적우수장학금' }, '2학기', '2,000,000원')).toBe('2026학년도 2학기 성적우수장학금 2,000,000원');
    expect(paymentTitle({ year: 2026, termCd: '20', title: '한울 동문 장학금' }, '2학기', '500,000원')).toBe('2026학년도 2학기 한울 동문 장학금 500,000원');
  });
});
