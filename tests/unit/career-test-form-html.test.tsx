// The test edit form (시험 수정) shows its saved values in the server HTML, before its script has
// loaded: a staff member who opens it on a slow phone sees the test, not blank fields.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import TestForm, { toValues } from '@/islands/career/tests/TestForm';

describe('the test edit form before its script runs', () => {
  it('shows the title, times, rules and every question as saved', () => {
    const initial = toValues({
      title: '중간 점검',
      intro: '제한 시간 안에 답하세요.',
      openAt: '2026-11-23T10:00',
      closeAt: '2026-11-23T18:00',
      durationMin: '30',
      questions: [
        { kind: 'MULTI', body: '짝수를 모두 고르세요.', options: ['1', '2', '4'], correct: [1, 2], accepted: [], points: '10' },
        { kind: 'SHORT', body: '대한민국의 수도는?', options: [], correct: [], accepted: ['서울', '서울특별시'], points: '5' },
      ],
    });
    const box = document.createElement('div');
    box.innerHTML = renderToString(createElement(TestForm, { programId: 1, testId: 2, initial }));
    const value = (sel: string) => box.querySelector<HTMLInputElement | HTMLTextAreaElement>(sel)?.value;
    expect(value('#tf-title')).toBe('중간 점검');
    expect(value('#tf-durationMin')).toBe('30');
    expect(value('#tf-openAt')).toBe('2026-11-23T10:00');
    expect(value('#tf-closeAt')).toBe('2026-11-23T18:00');
    expect(value('#tf-intro')).toBe('제한 시간 안에 답하세요.');
    expect(box.querySelector('#tf-q0-kind option[selected]')?.getAttribute('value')).toBe('MULTI');
    expect(value('#tf-q0-body')).toBe('짝수를 모두 고르세요.');
    expect(value('#tf-q0-options')).toBe('1\n2\n4');
    expect(value('#tf-q0-correct')).toBe('2, 3');
    expect(value('#tf-q0-points')).toBe('10');
    expect(value('#tf-q1-accepted')).toBe('서울\n서울특별시');
  });
});
