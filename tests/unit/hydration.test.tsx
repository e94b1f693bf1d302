import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import DialogHost from '@/islands/DialogHost';
import LoadingOverlay from '@/islands/LoadingOverlay';
import Toaster from '@/islands/Toaster';
import { alertDialog, dialogQueue } from '@/lib/ui/dialog';
import { loading } from '@/lib/ui/loading';
import { toast } from '@/lib/ui/toast';
import { act } from './render';

describe('islands hydrating after state changed in the browser', () => {
  it('match the server markup, then show what was queued before hydration', async () => {
    const islands = (
      <>
        <Toaster />
        <LoadingOverlay />
        <DialogHost />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(islands);
    document.body.append(container);
    expect(container.querySelector('.toast-container')).not.toBeNull();

    toast.error('하이드레이션 전에 생긴 오류');
    loading.set(true);
    void alertDialog('하이드레이션 전에 요청한 알림');

    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, islands, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('.toast')?.textContent).toBe('하이드레이션 전에 생긴 오류');
    expect(container.querySelector('.spinner-border')).not.toBeNull();
    expect(document.querySelector('.modal-body')?.textContent).toBe('하이드레이션 전에 요청한 알림');

    act(() => root.unmount());
    container.remove();
    toast.clear();
    loading.set(false);
    dialogQueue.set([]);
  });
});
