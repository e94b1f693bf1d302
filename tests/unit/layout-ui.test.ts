// The layout's page furniture without React: toasts (timed, paused on hover and focus, closable),
// native dialogs answering confirm/alert/prompt requests one at a time, the loading overlay and the
// favourite star. Each mount adds its own elements to a fresh parent, as the layout does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountDialogs, mountLoading, mountToasts } from '@/lib/page/layout-ui';
import { TOAST_DURATION_MS, toast, toasts } from '@/lib/ui/toast';
import { alertDialog, confirmDialog, dialogQueue, DIALOG_CONFIRM_COLOR, promptDialog } from '@/lib/ui/dialog';
import { resetLoading, withLoading } from '@/lib/ui/loading';

let parent: HTMLElement;
let unmount: () => void;
const toastElements = () => Array.from(parent.querySelectorAll<HTMLElement>('.toast'));
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.clear();
    parent = document.createElement('div');
    document.body.append(parent);
    unmount = mountToasts(parent);
  });
  afterEach(() => {
    unmount();
    parent.remove();
    toast.clear();
    vi.useRealTimers();
  });

  it('shows notices in a polite live region fixed at the bottom centre, present before the first notice', () => {
    const container = parent.querySelector('.toast-container')!;
    expect(container.getAttribute('aria-live')).toBe('polite');
    expect(container.getAttribute('role')).toBeNull();
    expect(container.className).toContain('position-fixed bottom-0 start-50 translate-middle-x');
    toast.success('저장되었습니다.');
    expect(toastElements().map((t) => t.textContent)).toEqual(['저장되었습니다.']);
    expect(toastElements()[0]!.getAttribute('aria-live')).toBeNull();
    expect(toastElements()[0]!.className).toContain('text-bg-success');
  });

  it('hides a notice after 3000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    toast.error('오류가 발생했습니다.');
    vi.advanceTimersByTime(2999);
    expect(toastElements()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastElements()).toHaveLength(0);
    expect(toasts.get()).toEqual([]);
  });

  it('pauses while the pointer is over a notice and resumes with the time left', () => {
    toast.info('잠시 멈춤');
    vi.advanceTimersByTime(1000);
    toastElements()[0]!.dispatchEvent(new Event('mouseenter'));
    vi.advanceTimersByTime(10_000);
    expect(toastElements()).toHaveLength(1);
    toastElements()[0]!.dispatchEvent(new Event('mouseleave'));
    vi.advanceTimersByTime(1999);
    expect(toastElements()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastElements()).toHaveLength(0);
  });

  it('holds a notice while it has the keyboard focus', () => {
    toast.info('포커스');
    toastElements()[0]!.dispatchEvent(new FocusEvent('focusin'));
    vi.advanceTimersByTime(10_000);
    expect(toastElements()).toHaveLength(1);
    toastElements()[0]!.dispatchEvent(new FocusEvent('focusout'));
    vi.advanceTimersByTime(3000);
    expect(toastElements()).toHaveLength(0);
  });

  it('times each notice on its own and closes one with its button', () => {
    toast.info('첫째');
    vi.advanceTimersByTime(2000);
    toast.info('둘째');
    toast.success('셋째');
    vi.advanceTimersByTime(1000);
    expect(toastElements().map((t) => t.textContent)).toEqual(['둘째', '셋째']);
    parent.querySelector<HTMLButtonElement>('[data-toast-kind="success"] .btn-close')!.click();
    expect(toastElements().map((t) => t.textContent)).toEqual(['둘째']);
    expect(parent.querySelector('.btn-close')!.getAttribute('aria-label')).toBe('알림 닫기');
  });
});

describe('dialogs', () => {
  const dialog = () => parent.querySelector<HTMLDialogElement>('dialog')!;
  const title = () => dialog().querySelector('h2')!.textContent;
  const body = () => dialog().querySelector('.portal-dialog-body')!;
  const confirmButton = () => dialog().querySelector<HTMLButtonElement>('button.btn-dialog-confirm')!;
  const visibleButtons = () => Array.from(dialog().querySelectorAll<HTMLButtonElement>('.portal-dialog-footer button')).filter((b) => !b.hidden);
  const type = (input: HTMLInputElement, value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };

  beforeEach(() => {
    dialogQueue.set([]);
    parent = document.createElement('div');
    document.body.append(parent);
    unmount = mountDialogs(parent);
  });
  afterEach(() => {
    unmount();
    parent.remove();
    dialogQueue.set([]);
  });

  it('shows a confirm dialog titled 공지 with 취소 and 확인 by default, and closes after the answer', async () => {
    const answer = confirmDialog({ message: '신청을 취소할까요?' });
    expect(dialog().open).toBe(true);
    expect(title()).toBe('공지');
    expect(body().textContent).toBe('신청을 취소할까요?');
    expect(visibleButtons().map((b) => b.textContent)).toEqual(['취소', '확인']);
    confirmButton().click();
    await expect(answer).resolves.toBe(true);
    expect(dialog().open).toBe(false);
    expect(dialogQueue.get()).toEqual([]);
  });

  it('resolves false when cancelled with the cancel button, the close button or Escape', async () => {
    const a = confirmDialog({ title: '삭제', message: '삭제할까요?', confirmText: '삭제', cancelText: '아니요' });
    expect(title()).toBe('삭제');
    visibleButtons().find((b) => b.textContent === '아니요')!.click();
    await expect(a).resolves.toBe(false);
    const b = confirmDialog({ message: '닫기 단추' });
    dialog().querySelector<HTMLButtonElement>('.btn-close')!.click();
    await expect(b).resolves.toBe(false);
    const c = confirmDialog({ message: 'Escape' });
    dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(c).resolves.toBe(false);
  });

  it('paints the confirm button #5D87FF through the btn-dialog-confirm class', () => {
    void alertDialog('저장되었습니다.');
    expect(confirmButton().className).toContain('btn-dialog-confirm');
    expect(DIALOG_CONFIRM_COLOR).toBe('#5D87FF');
    const css = readFileSync(path.resolve('src/styles/dialog.css'), 'utf8');
    const rule = css.slice(css.indexOf('.btn.btn-dialog-confirm'), css.indexOf('}', css.indexOf('.btn.btn-dialog-confirm')));
    expect(rule).toMatch(/--bs-btn-bg:\s*#5D87FF/i);
  });

  it('shows an alert with a single 확인 button and queued dialogs one after another', async () => {
    const first = alertDialog('첫 번째');
    const second = alertDialog('두 번째', '안내');
    expect(title()).toBe('공지');
    expect(visibleButtons().map((b) => b.textContent)).toEqual(['확인']);
    expect(body().textContent).toBe('첫 번째');
    confirmButton().click();
    await first;
    await flush();
    expect(title()).toBe('안내');
    expect(body().textContent).toBe('두 번째');
    confirmButton().click();
    await second;
    expect(dialog().open).toBe(false);
  });

  it('refuses an invalid email next to the field, then accepts a valid one trimmed', async () => {
    const answer = promptDialog({ title: '이메일', message: '받을 주소를 입력해 주세요.', inputType: 'email' });
    const input = dialog().querySelector<HTMLInputElement>('input')!;
    expect(input.type).toBe('email');
    expect(dialog().querySelector('label')!.textContent).toBe('받을 주소를 입력해 주세요.');
    type(input, 'not-an-email');
    confirmButton().click();
    expect(dialog().querySelector('.invalid-feedback')!.textContent).toBe('Invalid email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(dialogQueue.get()).toHaveLength(1);
    type(input, ' student@univ.ac.kr ');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    confirmButton().click();
    await expect(answer).resolves.toBe('student@univ.ac.kr');
  });

  it('starts a prompt with its default value and resolves null when cancelled', async () => {
    const answer = promptDialog({ message: '메모', inputType: 'text', defaultValue: '초안' });
    expect(dialog().querySelector<HTMLInputElement>('input')!.value).toBe('초안');
    visibleButtons().find((b) => b.textContent === '취소')!.click();
    await expect(answer).resolves.toBeNull();
  });
});

describe('loading overlay', () => {
  beforeEach(() => {
    resetLoading();
    parent = document.createElement('div');
    document.body.append(parent);
    unmount = mountLoading(parent);
  });
  afterEach(() => {
    unmount();
    parent.remove();
  });

  it('shows a spinner with a Korean status text during a call, and hides after it fails', async () => {
    const overlay = parent.querySelector<HTMLElement>('[data-testid="loading-overlay"]')!;
    expect(overlay.hidden).toBe(true);
    let release!: () => void;
    const call = withLoading(() => new Promise<void>((_, reject) => (release = () => reject(new Error('x')))));
    expect(overlay.hidden).toBe(false);
    expect(overlay.querySelector('.spinner-border')).not.toBeNull();
    expect(overlay.textContent).toContain('불러오는 중');
    release();
    await call.catch(() => {});
    expect(overlay.hidden).toBe(true);
  });
});
