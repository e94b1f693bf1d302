import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Toaster from '@/islands/Toaster';
import { TOAST_DURATION_MS, toast, toasts } from '@/lib/ui/toast';
import { act, click, hover, render, unhover, type Rendered } from './render';

function toastElements(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.toast'));
}

describe('toast queue', () => {
  beforeEach(() => toast.clear());

  it('queues success, error and info notices', () => {
    toast.success('저장되었습니다.');
    toast.error('저장하지 못했습니다.');
    toast.info('첨부자료가 없습니다.');
    expect(toasts.get().map((t) => [t.kind, t.text])).toEqual([
      ['success', '저장되었습니다.'],
      ['error', '저장하지 못했습니다.'],
      ['info', '첨부자료가 없습니다.'],
    ]);
  });

  it('dismisses one notice by id', () => {
    const id = toast.info('하나');
    toast.info('둘');
    toast.dismiss(id);
    expect(toasts.get().map((t) => t.text)).toEqual(['둘']);
  });

  it('does not stack the same notice twice', () => {
    toast.error('같은 오류');
    toast.error('같은 오류');
    expect(toasts.get()).toHaveLength(1);
  });
});

describe('Toaster', () => {
  let view: Rendered;

  beforeEach(() => {
    vi.useFakeTimers();
    toast.clear();
    view = render(<Toaster />);
  });

  afterEach(() => {
    view.unmount();
    toast.clear();
    vi.useRealTimers();
  });

  it('shows notices in a polite live region fixed at the bottom centre', () => {
    act(() => {
      toast.success('저장되었습니다.');
    });
    const container = document.querySelector('.toast-container')!;
    expect(container.getAttribute('aria-live')).toBe('polite');
    expect(container.className).toContain('position-fixed');
    expect(container.className).toContain('bottom-0');
    expect(container.className).toContain('start-50');
    expect(container.className).toContain('translate-middle-x');
    expect(toastElements().map((t) => t.textContent)).toEqual(['저장되었습니다.']);
    expect(toastElements()[0]!.getAttribute('aria-live')).toBeNull();
  });

  it('hides a notice after 3000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    act(() => {
      toast.error('오류가 발생했습니다.');
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(toastElements()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toastElements()).toHaveLength(0);
    expect(toasts.get()).toEqual([]);
  });

  it('pauses while the pointer is over a notice and resumes with the time left', () => {
    act(() => {
      toast.info('잠시 멈춤');
    });
    act(() => vi.advanceTimersByTime(1000));
    hover(toastElements()[0]!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(toastElements()).toHaveLength(1);

    unhover(toastElements()[0]!);
    act(() => vi.advanceTimersByTime(1999));
    expect(toastElements()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toastElements()).toHaveLength(0);
  });

  it('times each notice on its own', () => {
    act(() => {
      toast.info('첫째');
    });
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      toast.info('둘째');
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(toastElements().map((t) => t.textContent)).toEqual(['둘째']);
    act(() => vi.advanceTimersByTime(2000));
    expect(toastElements()).toHaveLength(0);
  });

  it('closes a notice with its close button', () => {
    act(() => {
      toast.success('닫기 시험');
    });
    click(document.querySelector('.toast .btn-close')!);
    expect(toastElements()).toHaveLength(0);
  });
});
