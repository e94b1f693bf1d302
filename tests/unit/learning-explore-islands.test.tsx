// The design island checks the rules while the student picks (the same rules as the server), keeps
// 제출하기 disabled until they all pass, and hydrates without a mismatch; the review island needs a
// note before it returns a proposal.
import { afterEach, describe, expect, it, vi } from 'vitest';
import DesignEditor, { packCatalogue, type CatalogueSubject } from '@/islands/learning/explore/DesignEditor';
import ReviewActions from '@/islands/learning/explore/ReviewActions';
import { click, hydrate } from './render';
import { mockFetch } from './fetch-mock';

afterEach(() => vi.unstubAllGlobals());

const subject = (i: number, deptCd: string, stdYear: number): CatalogueSubject => ({
  sbjtKeyId: `SBJ${String(i).padStart(5, '0')}`,
  sbjtCd: `X${i}`,
  korNm: `과목${i}`,
  credits: 3,
  category: 'MAJOR_ELEC',
  deptCd,
  deptNm: deptCd === 'D1' ? '가학과' : '나학과',
  stdYear,
  stdTermCd: '10',
});
// Six upper-year subjects in each of two departments: 36 credits, 50/50.
const catalogue = [...Array.from({ length: 6 }, (_, i) => subject(i + 1, 'D1', 3)), ...Array.from({ length: 6 }, (_, i) => subject(i + 7, 'D2', 4))];
const packed = packCatalogue(catalogue);
const departments = [
  { deptCd: 'D1', deptNm: '가학과' },
  { deptCd: 'D2', deptNm: '나학과' },
];

describe('the design island', () => {
  it('turns the rules green as subjects are added and then allows submitting', async () => {
    mockFetch();
    const h = await hydrate(<DesignEditor catalogue={packed} departments={departments} open={null} />);
    expect(h.errors).toEqual([]);
    const state = () => h.container.querySelector('[data-testid="rules-state"]')!.textContent;
    const submit = () => [...h.container.querySelectorAll('button')].find((b) => b.textContent === '제출하기')!;
    expect(state()).toBe('미충족');
    expect(submit().disabled).toBe(true);
    for (const s of catalogue.slice(0, 11)) click(h.container.querySelector(`[data-sbjt="${s.sbjtKeyId}"] button`)!);
    expect(state()).toBe('미충족');
    expect(h.container.querySelector('[data-rule="credits"]')!.getAttribute('data-ok')).toBe('N');
    expect(h.container.querySelector('[data-rule="credits"]')!.textContent).toContain('3학점 더');
    click(h.container.querySelector(`[data-sbjt="${catalogue[11].sbjtKeyId}"] button`)!);
    expect(state()).toBe('모두 충족');
    expect(submit().disabled).toBe(false);
    // Taking one out breaks the rules again.
    click(h.container.querySelector(`[data-sbjt="${catalogue[0].sbjtKeyId}"] button`)!);
    expect(state()).toBe('미충족');
    h.done();
  });

  it('shows a submitted proposal read only, with only the withdraw action', async () => {
    mockFetch();
    const open = { proposalId: 5, status: 'SUBMITTED', title: '융합 전공', goal: '두 학과를 잇는 목표입니다.', sbjtKeyIds: catalogue.map((s) => s.sbjtKeyId) };
    const h = await hydrate(<DesignEditor catalogue={packed} departments={departments} open={open} />);
    expect(h.errors).toEqual([]);
    const labels = [...h.container.querySelectorAll('button')].map((b) => b.textContent);
    expect(labels).toContain('제출 철회');
    expect(labels).not.toContain('제출하기');
    expect((h.container.querySelector('#design-title') as HTMLInputElement).disabled).toBe(true);
    h.done();
  });
});

describe('the review island', () => {
  it('asks for a note before returning and sends nothing without one', async () => {
    const fetch = mockFetch();
    const h = await hydrate(<ReviewActions proposalId={3} title="융합 전공" studentNm="김하늘" rulesOk />);
    expect(h.errors).toEqual([]);
    click([...h.container.querySelectorAll('button')].find((b) => b.textContent === '반려')!);
    expect(h.container.textContent).toContain('반려 사유를 적어 주세요');
    expect(fetch).not.toHaveBeenCalled();
    h.done();
  });
});
