// The recommendation filters: groups can be hidden, the category and a name narrow the list, the
// 선수과목 필요 group can be left out; the server markup hydrates without a mismatch.
import { afterEach, describe, expect, it } from 'vitest';
import RecommendationList, { type RecItem } from '@/islands/learning/recommend/RecommendationList';
import { act, hydrate } from './render';

const item = (id: string, fields: Partial<RecItem>): RecItem => ({
  sbjtKeyId: id,
  sbjtCd: `CSE${id}`,
  korNm: `과목${id}`,
  credits: 3,
  category: 'MAJOR_REQ',
  categoryNm: '전공필수',
  kind: 'MAJOR',
  kindNm: '전공',
  score: 70,
  retake: false,
  reasons: [{ code: 'MAJOR', text: '전공필수 · 3학년 1학기 권장 과목', points: 70 }],
  missingPrereqs: [],
  sections: [{ section: '01', profNm: '이정민', timesText: '월 09:00-10:15' }],
  ...fields,
});

const props = {
  kinds: [
    { code: 'MAJOR', label: '전공' },
    { code: 'GE', label: '교양' },
  ],
  recommended: [
    item('1', { korNm: '운영체제' }),
    item('2', { korNm: '과학과 사회', kind: 'GE', category: 'GE_ELEC', categoryNm: '교양선택', reasons: [{ code: 'GE_AREA', text: '교양 영역「자연과 과학」 미이수(0/6학점)', points: 25 }] }),
  ],
  needsPrereq: [item('3', { korNm: '컴파일러', missingPrereqs: [{ sbjtKeyId: '9', korNm: '자료구조' }] })],
  detailBase: '/user/learnact/learnplan/currircmd',
};

let container: HTMLElement;
let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function mount() {
  const view = await hydrate(<RecommendationList {...props} />);
  ({ container, done: unmount } = view);
  return view.errors;
}

const names = () => [...container.querySelectorAll('[data-testid="rec-item"] .rec-name')].map((a) => a.textContent);

function setValue(el: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('RecommendationList', () => {
  it('hydrates the server markup and links each subject to its page with its reasons', async () => {
    expect(await mount()).toEqual([]);
    expect(names()).toEqual(['운영체제', '과학과 사회', '컴파일러']);
    expect(container.querySelector('a.rec-name')!.getAttribute('href')).toBe('/user/learnact/learnplan/currircmd/1');
    expect(container.textContent).toContain('교양 영역「자연과 과학」 미이수(0/6학점)');
  });

  it('hides a group when its toggle is switched off', async () => {
    await mount();
    await act(async () => (container.querySelector('#rec-kind-GE') as HTMLInputElement).click());
    expect(names()).toEqual(['운영체제', '컴파일러']);
    expect(container.querySelector('[data-testid="rec-group-GE"]')).toBeNull();
  });

  it('narrows by category and by name', async () => {
    await mount();
    await act(async () => setValue(container.querySelector('#rec-category')!, 'GE'));
    expect(names()).toEqual(['과학과 사회']);
    await act(async () => setValue(container.querySelector('#rec-category')!, ''));
    await act(async () => setValue(container.querySelector('#rec-text')!, '컴파'));
    expect(names()).toEqual(['컴파일러']);
  });

  it('leaves out the 선수과목 필요 group on request', async () => {
    await mount();
    await act(async () => (container.querySelector('#rec-prereq') as HTMLInputElement).click());
    expect(names()).toEqual(['운영체제', '과학과 사회']);
  });
});
