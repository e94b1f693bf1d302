import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import LoadingOverlay from '@/islands/LoadingOverlay';
import { resetLoading, withLoading } from '@/lib/ui/loading';
import { act, render, type Rendered } from './render';

describe('LoadingOverlay', () => {
  let view: Rendered;

  beforeEach(() => {
    resetLoading();
    view = render(<LoadingOverlay />);
  });

  afterEach(() => view.unmount());

  it('renders nothing while nothing loads', () => {
    expect(view.container.innerHTML).toBe('');
  });

  it('shows a spinner with a Korean status text during a call, and goes away after it fails', async () => {
    let release!: () => void;
    let call!: Promise<unknown>;
    act(() => {
      call = withLoading(() => new Promise<void>((_, reject) => (release = () => reject(new Error('x')))));
    });
    const overlay = view.container.querySelector('[role="status"]')!;
    expect(overlay.querySelector('.spinner-border')).not.toBeNull();
    expect(overlay.textContent).toContain('불러오는 중');
    await act(async () => {
      release();
      await call.catch(() => {});
    });
    expect(view.container.innerHTML).toBe('');
  });
});
