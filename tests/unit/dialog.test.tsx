import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import DialogHost from '@/islands/DialogHost';
import { alertDialog, confirmDialog, dialogQueue, DIALOG_CONFIRM_COLOR, promptDialog } from '@/lib/ui/dialog';
import { act, click, render, type, type Rendered } from './render';

const modal = () => document.querySelector<HTMLElement>('.modal');
const title = () => modal()?.querySelector('.modal-title')?.textContent;
const confirmButton = () => modal()!.querySelector<HTMLButtonElement>('button.btn-dialog-confirm')!;
const buttons = () => Array.from(modal()!.querySelectorAll<HTMLButtonElement>('.modal-footer button'));

async function settle<T>(promise: Promise<T>): Promise<T> {
  let result!: T;
  await act(async () => {
    result = await promise;
  });
  return result;
}

describe('dialogs', () => {
  let view: Rendered;

  beforeEach(() => {
    dialogQueue.set([]);
    view = render(<DialogHost />);
  });

  afterEach(() => {
    view.unmount();
    dialogQueue.set([]);
  });

  it('shows a confirm dialog titled 공지 with 취소 and 확인 by default', async () => {
    let answer: Promise<boolean>;
    act(() => {
      answer = confirmDialog({ message: '신청을 취소할까요?' });
    });
    expect(title()).toBe('공지');
    expect(modal()!.querySelector('.modal-body')!.textContent).toBe('신청을 취소할까요?');
    expect(buttons().map((b) => b.textContent)).toEqual(['취소', '확인']);
    click(confirmButton());
    await expect(settle(answer!)).resolves.toBe(true);
    expect(modal()).toBeNull();
  });

  it('gives the page back after closing: no backdrop, scrolling restored', async () => {
    let done: Promise<void>;
    act(() => {
      done = alertDialog('확인해 주세요.');
    });
    expect(document.body.classList.contains('modal-open')).toBe(true);
    click(confirmButton());
    await settle(done!);
    expect(document.querySelector('.modal-backdrop')).toBeNull();
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('resolves false when cancelled', async () => {
    let answer: Promise<boolean>;
    act(() => {
      answer = confirmDialog({ title: '삭제', message: '삭제할까요?', confirmText: '삭제', cancelText: '아니요' });
    });
    expect(title()).toBe('삭제');
    click(buttons().find((b) => b.textContent === '아니요')!);
    await expect(settle(answer!)).resolves.toBe(false);
  });

  it('paints the confirm button #5D87FF through the btn-dialog-confirm class', () => {
    act(() => {
      void alertDialog('저장되었습니다.');
    });
    expect(confirmButton().className).toContain('btn-dialog-confirm');
    expect(DIALOG_CONFIRM_COLOR).toBe('#5D87FF');
    const css = readFileSync(path.resolve('src/styles/dialog.css'), 'utf8');
    const rule = css.slice(css.indexOf('.btn.btn-dialog-confirm'), css.indexOf('}', css.indexOf('.btn.btn-dialog-confirm')));
    expect(rule).toMatch(/--bs-btn-bg:\s*#5D87FF/i);
    expect(rule).toMatch(/--bs-btn-border-color:\s*#5D87FF/i);
  });

  it('shows an alert with the default title 공지 and a single 확인 button', async () => {
    let done: Promise<void>;
    act(() => {
      done = alertDialog('권한이 불충분합니다.');
    });
    expect(title()).toBe('공지');
    expect(buttons().map((b) => b.textContent)).toEqual(['확인']);
    click(confirmButton());
    await expect(settle(done!)).resolves.toBeUndefined();
  });

  it('shows queued dialogs one after another', async () => {
    let first: Promise<void>;
    let second: Promise<void>;
    act(() => {
      first = alertDialog('첫 번째');
      second = alertDialog('두 번째', '안내');
    });
    expect(modal()!.querySelector('.modal-body')!.textContent).toBe('첫 번째');
    click(confirmButton());
    await settle(first!);
    expect(title()).toBe('안내');
    expect(modal()!.querySelector('.modal-body')!.textContent).toBe('두 번째');
    click(confirmButton());
    await settle(second!);
    expect(modal()).toBeNull();
  });

  it('refuses an invalid email with the default message, then accepts a valid one', async () => {
    let answer: Promise<string | null>;
    act(() => {
      answer = promptDialog({ title: '이메일', message: '받을 주소를 입력해 주세요.', inputType: 'email' });
    });
    const input = modal()!.querySelector<HTMLInputElement>('input')!;
    expect(input.type).toBe('email');
    type(input, 'not-an-email');
    click(confirmButton());
    expect(modal()!.querySelector('.invalid-feedback')!.textContent).toBe('Invalid email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(dialogQueue.get()).toHaveLength(1);

    type(input, ' student@univ.ac.kr ');
    click(confirmButton());
    await expect(settle(answer!)).resolves.toBe('student@univ.ac.kr');
  });

  it('refuses an invalid URL with the default message', async () => {
    let answer: Promise<string | null>;
    act(() => {
      answer = promptDialog({ message: '링크', inputType: 'url' });
    });
    const input = modal()!.querySelector<HTMLInputElement>('input')!;
    type(input, 'example');
    click(confirmButton());
    expect(modal()!.querySelector('.invalid-feedback')!.textContent).toBe('Invalid URL');
    type(input, 'https://example.com');
    click(confirmButton());
    await expect(settle(answer!)).resolves.toBe('https://example.com');
  });

  it('resolves a prompt to null when cancelled', async () => {
    let answer: Promise<string | null>;
    act(() => {
      answer = promptDialog({ message: '메모', inputType: 'text', defaultValue: '초안' });
    });
    expect(modal()!.querySelector<HTMLInputElement>('input')!.value).toBe('초안');
    click(buttons().find((b) => b.textContent === '취소')!);
    await expect(settle(answer!)).resolves.toBeNull();
  });
});
