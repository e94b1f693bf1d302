// The planner island: renders the same on the server and in the browser, shows a conflict naming
// both subjects as soon as the second section is added, refuses to send a conflicting plan, and
// sends the plan the student built when it is fine.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import Planner from '@/islands/learning/timetable/Planner';
import CurrentTimetable from '@/islands/learning/timetable/CurrentTimetable';
import type { SectionInfo } from '@/lib/learning/timetable';
import { act, hydrate } from './render';
import { json, mockFetch, requestOf } from './fetch-mock';

const base = { sbjtCd: '', section: '01', credits: 3, category: 'MAJOR_ELEC', deptCd: 'D4010', deptNm: '컴퓨터공학과', profNm: '이정민', room: '공학관 301', prereqs: [] };
const OFFERINGS: SectionInfo[] = [
  { ...base, offeringId: 11, sbjtKeyId: 'SBJ00011', sbjtCd: 'CSE3010', korNm: '운영체제', times: [{ day: 1, start: '10:30', end: '11:45' }] },
  { ...base, offeringId: 12, sbjtKeyId: 'SBJ00012', sbjtCd: 'CSE3020', korNm: '데이터베이스', times: [{ day: 1, start: '11:00', end: '12:15' }], prereqs: [{ sbjtKeyId: 'SBJ00001', korNm: '자료구조' }] },
  { ...base, offeringId: 13, sbjtKeyId: 'SBJ00013', sbjtCd: 'STA2010', korNm: '회귀분석', deptCd: 'D3040', deptNm: '통계학과', times: [{ day: 2, start: '09:00', end: '10:15' }] },
];
const TERM = { label: '2027학년도 1학기', startDt: '2027-03-02', endDt: '2027-06-20' };
const props = { term: TERM, planSections: [], departments: [], categories: [], record: { passed: [], inProgress: [] }, plans: [] };
/** The answer of the offerings call the planner makes once it is on screen. */
const OFFERINGS_ANSWER = json(200, { code: 200, message: '', data: { offerings: OFFERINGS } });
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

const click = (el: Element | null | undefined) => act(async () => (el as HTMLElement).click());
const button = (root: Element, label: string) => root.querySelector(`button[aria-label="${label}"]`);
const byText = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('planner island', () => {
  it('hydrates without a mismatch and starts an unsaved 1안 when there is no plan', async () => {
    mockFetch(OFFERINGS_ANSWER);
    const h = await hydrate(createElement(Planner, props));
    expect(h.errors).toEqual([]);
    expect(h.container.textContent).toContain('1안');
    expect(h.container.textContent).toContain('(저장 전)');
    expect(h.container.querySelector('[data-testid=plan-credits]')?.textContent).toBe('0 / 21학점');
    await settle();
    expect(h.container.querySelector('[data-testid=offering-count]')?.textContent).toBe('3개 분반');
    h.done();
  });

  it("draws a saved plan's grid from the page's data before the term's list arrives", async () => {
    mockFetch(OFFERINGS_ANSWER);
    const saved = { ...props, planSections: [OFFERINGS[2]], plans: [{ planId: 4, name: '2안', offeringIds: [13] }] };
    const html = renderToString(createElement(Planner, saved));
    expect(html).toContain('회귀분석');
    expect(html).toContain('3 / 21학점');
    const h = await hydrate(createElement(Planner, saved));
    expect(h.errors).toEqual([]);
    expect(h.container.querySelector('[data-testid=plan-grid] .tt-block')?.textContent).toContain('회귀분석');
    h.done();
  });

  it('warns at once about a conflict, naming both subjects and the time, and does not send the plan', async () => {
    const fetch = mockFetch(OFFERINGS_ANSWER);
    const h = await hydrate(createElement(Planner, props));
    await settle();
    await click(button(h.container, '운영체제 01분반 담기'));
    await click(button(h.container, '데이터베이스 01분반 담기'));
    const issues = h.container.querySelector('[data-testid=plan-issues]')!.textContent!;
    expect(issues).toContain("'운영체제'와 '데이터베이스'의 수업 시간이 겹칩니다 (월 11:00-11:45)");
    // The prerequisite is advice, shown beside the conflict.
    expect(issues).toContain("선수과목 '자료구조'");
    expect(h.container.querySelectorAll('.tt-conflict')).toHaveLength(2);
    await click(byText(h.container, '계획 저장'));
    // Only the offerings were fetched: the plan was not sent.
    expect(fetch).toHaveBeenCalledTimes(1);
    h.done();
  });

  it('saves the plan the student built once the conflict is gone', async () => {
    const fetch = mockFetch(OFFERINGS_ANSWER, json(200, { code: 200, message: "'1안' 계획을 만들었습니다.", data: { planId: 7, name: '1안', offeringIds: [11, 13] } }));
    const h = await hydrate(createElement(Planner, props));
    await settle();
    await click(button(h.container, '운영체제 01분반 담기'));
    await click(button(h.container, '데이터베이스 01분반 담기'));
    await click(button(h.container, '데이터베이스 01분반 빼기'));
    await click(button(h.container, '회귀분석 01분반 담기'));
    expect(h.container.querySelector('[data-testid=plan-issues]')!.textContent).toBe('');
    expect(h.container.querySelector('[data-testid=plan-credits]')?.textContent).toBe('6 / 21학점');
    await act(async () => {
      byText(h.container, '계획 저장')!.click();
      await new Promise((r) => setTimeout(r, 0));
    });
    const req = requestOf(fetch, 1);
    expect(req.url).toBe('/api/v1/learnact/timetable/plans');
    expect(JSON.parse(String(req.init.body))).toEqual({ name: '1안', offeringIds: [11, 13] });
    expect(byText(h.container, '저장됨')).toBeDefined();
    expect(h.container.textContent).not.toContain('(저장 전)');
    h.done();
  });

  it('the running term grid hydrates without a mismatch and shows name, room and professor', async () => {
    const h = await hydrate(createElement(CurrentTimetable, { term: { ...TERM, label: '2026학년도 2학기' }, sections: OFFERINGS.slice(0, 1), credits: 3 }));
    expect(h.errors).toEqual([]);
    const block = h.container.querySelector('[data-testid=current-grid] .tt-block')!;
    expect(block.textContent).toContain('운영체제');
    expect(block.textContent).toContain('공학관 301');
    expect(block.textContent).toContain('이정민');
    expect(h.container.querySelector('[data-testid=current-credits]')?.textContent).toContain('3');
    h.done();
  });
});
