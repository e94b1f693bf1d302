import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { checkDesign, designErrors, DESIGN_RULES, ProposalDecisionInput, ProposalInput, type DesignSubject } from '@/lib/learning/major-design';

let n = 0;
const subject = (deptCd: string, credits: number, stdYear: number, category = 'MAJOR_ELEC'): DesignSubject => {
  n += 1;
  return { sbjtKeyId: `SBJ${String(n).padStart(5, '0')}`, korNm: `${deptCd} 과목${n}`, credits, category, deptCd, deptNm: `${deptCd}학과`, stdYear };
};
const many = (deptCd: string, count: number, stdYear: number, credits = 3) => Array.from({ length: count }, () => subject(deptCd, credits, stdYear));
const failed = (s: DesignSubject[]) => checkDesign(s).checks.filter((c) => !c.ok).map((c) => c.key);

describe('the designed-major rules', () => {
  it('accept 36 credits from two departments, 60/40, with 12 upper-year credits', () => {
    // 21 credits (58%) from A, 15 from B; 4 upper-year subjects = 12 credits.
    const picked = [...many('A', 5, 2), ...many('A', 2, 3), ...many('B', 3, 1), ...many('B', 2, 4)];
    const r = checkDesign(picked);
    expect(r.totalCredits).toBe(36);
    expect(r.upperCredits).toBe(12);
    expect(r.ok).toBe(true);
    expect(r.byDept.map((d) => d.deptCd)).toEqual(['A', 'B']);
  });

  it('count an empty selection as failing credits, departments and upper years, but not the share', () => {
    expect(failed([])).toEqual(['credits', 'depts', 'upper']);
  });

  it('refuse fewer than 36 and more than 60 credits, and say how far off it is', () => {
    const short = [...many('A', 5, 3), ...many('B', 6, 3)]; // 33
    expect(failed(short)).toEqual(['credits']);
    expect(checkDesign(short).checks[0].detail).toContain('3학점 더');
    const long = [...many('A', 11, 3), ...many('B', 10, 3)]; // 63
    expect(failed(long)).toEqual(['credits']);
    expect(checkDesign(long).checks[0].detail).toContain('3학점 줄여야');
  });

  it('accept exactly 60 credits and exactly 60% from one department (the bounds are inclusive)', () => {
    const picked = [...many('A', 12, 3), ...many('B', 8, 3)]; // 36 + 24 = 60, A = 60%
    const r = checkDesign(picked);
    expect(r.totalCredits).toBe(60);
    expect(r.byDept[0].share).toBeCloseTo(0.6);
    expect(r.ok).toBe(true);
  });

  it('refuse a design from a single department, and more than 60% from one department', () => {
    expect(failed(many('A', 12, 3))).toEqual(['depts', 'deptShare']);
    const lopsided = [...many('A', 10, 3), subject('B', 3, 3), subject('B', 3, 3)]; // 30 of 36 = 83%
    expect(failed(lopsided)).toEqual(['deptShare']);
  });

  it('need 12 credits of year 3-4 subjects', () => {
    const low = [...many('A', 6, 2), ...many('B', 5, 1), subject('B', 3, 3)]; // 3 upper credits
    expect(failed(low)).toEqual(['upper']);
    expect(checkDesign(low).checks.find((c) => c.key === 'upper')!.detail).toContain('9학점 더');
  });

  it('refuse general-education and free-elective subjects and name them', () => {
    const picked = [...many('A', 6, 3), ...many('B', 5, 3), subject('C80', 3, 1, 'GE_ELEC')];
    const r = checkDesign(picked);
    expect(failed(picked)).toEqual(['category']);
    expect(r.checks.find((c) => c.key === 'category')!.detail).toContain('C80 과목');
  });

  it('count a subject picked twice once, and report it', () => {
    const base = [...many('A', 6, 3), ...many('B', 6, 3)];
    const r = checkDesign([...base, base[0]]);
    expect(r.totalCredits).toBe(36);
    expect(failed([...base, base[0]])).toEqual(['duplicates']);
  });

  it('turn failed checks into one field error for sbjtKeyIds', () => {
    expect(designErrors(checkDesign([]))).toHaveProperty('sbjtKeyIds');
    expect(designErrors(checkDesign([...many('A', 6, 3), ...many('B', 6, 3)]))).toEqual({});
  });
});

describe('the proposal input', () => {
  const good = { title: '데이터 사회혁신', goal: '데이터 분석으로 사회 문제를 푸는 힘을 기릅니다.', sbjtKeyIds: ['SBJ00001', 'SBJ00002'] };

  it('accepts a draft with trimmed text', () => {
    const r = safeParse(ProposalInput, { ...good, title: '  데이터 사회혁신  ' });
    expect(r.success && r.data.title).toBe('데이터 사회혁신');
  });

  it('reports each missing or wrong field in Korean', () => {
    const r = safeParse(ProposalInput, { title: ' ', goal: '짧음', sbjtKeyIds: ['SBJ00001', 'SBJ00001', 'x; drop'] });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('title');
    expect(paths).toContain('goal');
    expect(paths.some((p) => p.startsWith('sbjtKeyIds'))).toBe(true);
    expect(r.error!.issues.every((i) => /[가-힣]/.test(i.message))).toBe(true);
  });

  it('bounds the number of subjects', () => {
    const ids = Array.from({ length: DESIGN_RULES.maxSubjects + 1 }, (_, i) => `SBJ${String(i).padStart(5, '0')}`);
    expect(safeParse(ProposalInput, { ...good, sbjtKeyIds: ids }).success).toBe(false);
  });

  it('allows a decision without a note and limits its length', () => {
    expect(safeParse(ProposalDecisionInput, {}).success).toBe(true);
    expect(safeParse(ProposalDecisionInput, { note: 'x'.repeat(1001) }).success).toBe(false);
  });
});
