// Islands that hydrate on interaction show their values in the server HTML: a form's fields carry
// their defaults (registerShown), and this term's timetable grid is placed without React from the data
// attributes of its blocks, then hydrates without a mismatch.
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import GoalForm from '@/islands/career/GoalForm';
import CurrentTimetable from '@/islands/learning/timetable/CurrentTimetable';
import { placeBlocks } from '@/islands/learning/timetable/place-blocks';
import type { SectionInfo } from '@/lib/learning/timetable';
import { hydrate } from './render';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('server HTML of a form with saved values', () => {
  it('shows each saved value before the form library runs', () => {
    const html = renderToString(
      createElement(GoalForm, {
        initial: { jobClsCd: 'J02', industries: '금융, 핀테크', companies: '한울은행', plans: { '2-1': '포트폴리오 워크숍' } },
        jobFamilies: [
          { value: 'J01', label: '경영·사무' },
          { value: 'J02', label: '금융·보험' },
        ],
      }),
    );
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('#goal-jobClsCd option[selected]')?.getAttribute('value')).toBe('J02');
    expect(box.querySelector<HTMLInputElement>('#goal-industries')?.value).toBe('금융, 핀테크');
    expect(box.querySelector<HTMLInputElement>('#goal-companies')?.value).toBe('한울은행');
    expect(box.querySelector<HTMLTextAreaElement>('#goal-plans-2-1')?.value).toBe('포트폴리오 워크숍');
    expect(box.querySelector<HTMLTextAreaElement>('#goal-plans-1-1')?.value).toBe('');
  });
});

describe("this term's grid before its island hydrates", () => {
  const section: SectionInfo = {
    offeringId: 7, sbjtKeyId: 'SBJ00007', sbjtCd: 'CSE3010', section: '01', korNm: '운영체제', credits: 3, category: 'MAJOR_ELEC',
    deptCd: 'D4010', deptNm: '컴퓨터공학과', profNm: '이정민', room: '공학관 301', prereqs: [], times: [{ day: 1, start: '10:30', end: '11:45' }],
  };
  const props = { term: { label: '2026학년도 2학기', startDt: '2026-09-01', endDt: '2026-12-20' }, sections: [section], credits: 3 };

  it('is placed from the data attributes, and the island then hydrates over it without a mismatch', async () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(createElement(CurrentTimetable, props));
    const block = box.querySelector<HTMLElement>('.tt-block')!;
    expect(block.getAttribute('style')).toBeNull();
    expect(box.querySelector('.tt-grid')?.classList.contains('tt-ready')).toBe(false);

    placeBlocks(box);
    expect(box.querySelector('.tt-grid')?.classList.contains('tt-ready')).toBe(true);
    expect(block.style.top).toBe(block.dataset.top);
    expect(block.style.height).toBe(block.dataset.height);
    expect(block.style.width).toBe('100%');

    const h = await hydrate(createElement(CurrentTimetable, props));
    expect(h.errors).toEqual([]);
    expect(h.container.querySelector<HTMLElement>('.tt-block')?.style.top).toBe(h.container.querySelector<HTMLElement>('.tt-block')?.dataset.top);
    h.done();
  });
});
