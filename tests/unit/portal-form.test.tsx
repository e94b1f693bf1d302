// The one form wrapper: a schema's field messages under their fields, a rule across fields shown as
// the form's own message (never silently swallowed), the server's 400 messages placed at their fields
// or at the form, focus on the first error, the saved values in the server HTML, and the success path.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as z from 'zod/mini';
import { Button, Form } from 'react-bootstrap';
import { FormErrorLine, SelectField, TextField, usePortalForm } from '@/islands/portal-form';
import { ApiError } from '@/lib/api/client';
import { render } from './render';

const Period = z
  .object({
    title: z.string().check(z.minLength(1, '제목을 입력해 주세요.')),
    startDt: z.string().check(z.minLength(10, '시작일을 입력해 주세요.')),
    endDt: z.string().check(z.minLength(10, '종료일을 입력해 주세요.')),
    kind: z.string().check(z.minLength(1, '구분을 선택해 주세요.')),
  })
  .check(z.refine((v) => v.startDt <= v.endDt, { message: '종료일이 시작일보다 빠릅니다.' }));

function PeriodForm({ submit, onSuccess, defaults }: { submit: (v: unknown) => Promise<unknown>; onSuccess?: () => void; defaults?: Record<string, string> }) {
  const f = usePortalForm({ schema: Period, id: 'period', defaults: { title: '', startDt: '', endDt: '', kind: '', ...defaults }, submit, onSuccess });
  return createElement(
    Form,
    { noValidate: true, onSubmit: f.onSubmit },
    createElement(FormErrorLine, { form: f }),
    createElement(TextField, { form: f, name: 'title', label: '제목' }),
    createElement(TextField, { form: f, name: 'startDt', label: '시작일', type: 'date' }),
    createElement(TextField, { form: f, name: 'endDt', label: '종료일', type: 'date' }),
    createElement(SelectField, { form: f, name: 'kind', label: '구분', placeholder: '선택', options: [{ value: 'A', label: '가' }] }),
    createElement(Button, { type: 'submit' }, '저장'),
  );
}

function type(input: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

async function submit(container: HTMLElement) {
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((r) => setTimeout(r, 10));
  });
}

const q = <T extends Element>(c: HTMLElement, s: string) => c.querySelector<T>(s)!;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('usePortalForm', () => {
  it('shows each field message under its field, marks it invalid and focuses the first one', async () => {
    const save = vi.fn(async () => ({}));
    const { container } = render(createElement(PeriodForm, { submit: save }));
    await submit(container);
    expect(save).not.toHaveBeenCalled();
    expect(q(container, '#period-title-error').textContent).toBe('제목을 입력해 주세요.');
    expect(q(container, '#period-kind-error').textContent).toBe('구분을 선택해 주세요.');
    expect(q(container, '#period-title').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('period-title');
  });

  it('shows a rule across fields as the form’s own message instead of doing nothing', async () => {
    const save = vi.fn(async () => ({}));
    const { container } = render(createElement(PeriodForm, { submit: save, defaults: { title: '특강', startDt: '2026-12-10', endDt: '2026-12-01', kind: 'A' } }));
    await submit(container);
    expect(save).not.toHaveBeenCalled();
    const alert = q(container, '[data-testid="form-alert"]');
    expect(alert.textContent).toBe('종료일이 시작일보다 빠릅니다.');
    expect(alert.parentElement).toBe(document.activeElement);
  });

  it('puts the server’s messages at their fields, and one for no field at the form', async () => {
    const save = vi.fn(async () => {
      throw new ApiError({ status: 400, code: 400, message: '입력값을 확인해 주세요.', data: { title: '같은 제목이 있습니다.', _: '기간이 학기와 겹칩니다.' }, path: '/x' });
    });
    const { container } = render(createElement(PeriodForm, { submit: save, defaults: { title: '특강', startDt: '2026-12-01', endDt: '2026-12-10', kind: 'A' } }));
    await submit(container);
    expect(save).toHaveBeenCalledWith({ title: '특강', startDt: '2026-12-01', endDt: '2026-12-10', kind: 'A' });
    expect(q(container, '#period-title-error').textContent).toBe('같은 제목이 있습니다.');
    expect(q(container, '[data-testid="form-alert"]').textContent).toBe('기간이 학기와 겹칩니다.');
  });

  it('sends the values typed and calls onSuccess after the save', async () => {
    const save = vi.fn(async () => ({ ok: true }));
    const done = vi.fn();
    const { container } = render(createElement(PeriodForm, { submit: save, onSuccess: done }));
    act(() => {
      type(q(container, '#period-title'), '진로 특강');
      type(q(container, '#period-startDt'), '2026-12-01');
      type(q(container, '#period-endDt'), '2026-12-02');
      type(q(container, '#period-kind'), 'A');
    });
    await submit(container);
    expect(save).toHaveBeenCalledWith({ title: '진로 특강', startDt: '2026-12-01', endDt: '2026-12-02', kind: 'A' });
    expect(done).toHaveBeenCalledOnce();
    expect(container.querySelector('.invalid-feedback')).toBeNull();
  });

  it('writes the saved values into the server HTML', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(createElement(PeriodForm, { submit: async () => ({}), defaults: { title: '저장된 제목', startDt: '2026-12-01', endDt: '2026-12-02', kind: 'A' } }));
    expect(box.querySelector<HTMLInputElement>('#period-title')?.value).toBe('저장된 제목');
    expect(box.querySelector('#period-kind option[selected]')?.getAttribute('value')).toBe('A');
  });
});
