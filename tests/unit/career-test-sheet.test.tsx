// The running test when the connection is gone: failed saves are tried again after growing waits
// (not on every tick of the clock), and when time is up the page stays and names the questions
// whose last answer never reached the server, with the way to the mark. Time is the fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import TestSheet, { retryDelay } from '@/islands/career/tests/TestSheet';
import { render } from './render';

const QUESTIONS = [
  { questionId: 11, seq: 1, kind: 'SINGLE', body: '1 + 1 = ?', options: ['1', '2'], points: 5 },
  { questionId: 12, seq: 2, kind: 'SHORT', body: '수도는?', options: [], points: 5 },
  { questionId: 13, seq: 3, kind: 'SINGLE', body: '2 + 2 = ?', options: ['3', '4'], points: 5 },
];

let calls = 0;
let online = true;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'] });
  calls = 0;
  online = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calls++;
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ code: 200, message: '저장했습니다.', data: { remainingMs: 5_000, submitted: false } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('a test whose connection is lost', () => {
  it('waits longer after each failed save: 1, 2, 4 … seconds, never more than 30', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('tries again a few times rather than four times a second, and at the end names the answers that were not saved', async () => {
    const { container } = render(<TestSheet testId={7} title="중간 점검" remainingMs={5_000} deadlineAt="2026-11-22T10:00:00+09:00" questions={QUESTIONS} saved={{}} markHref="/mark" />);
    // The first answer is saved; then the connection drops and she answers two more.
    await act(async () => (container.querySelectorAll<HTMLInputElement>('input[type=radio]')[1]).click());
    await advance(100);
    expect(calls).toBe(1);
    online = false;
    await act(async () => (container.querySelectorAll<HTMLInputElement>('input[type=radio]')[3]).click());
    const short = container.querySelector<HTMLInputElement>('input[aria-label="2번 답"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(short, '서울');
      short.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // Fifteen seconds without a connection, ten of them after time is up.
    await advance(15_000);
    expect(calls).toBeLessThanOrEqual(6);
    const alert = container.querySelector('[data-testid="unsaved-answers"]');
    expect(alert?.textContent).toContain('2번, 3번');
    expect(alert?.textContent).not.toContain('1번');
    expect(alert?.querySelector('a')?.getAttribute('href')).toBe('/mark');
    const after = calls;
    await advance(30_000);
    expect(calls).toBe(after);
  });
});
