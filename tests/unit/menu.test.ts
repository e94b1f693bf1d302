import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMenu, menuList, menuLoaded, menuState, resetMenu, selectedDetailMenuId, selectedMenuId } from '@/lib/stores/menu';

const items = [{ menuId: 'M1', menuNm: '학습활동' }, { menuId: 'M2', menuNm: '진로설계' }];

describe('menu store', () => {
  beforeEach(() => {
    resetMenu();
    localStorage.clear();
  });

  it('is not loaded at first', () => {
    expect(menuState.get()).toEqual({ status: 'idle' });
    expect(menuList.get()).toEqual([]);
    expect(menuLoaded.get()).toBe(false);
  });

  it('is loaded after a successful fetch', async () => {
    await expect(loadMenu(async () => items)).resolves.toEqual(items);
    expect(menuLoaded.get()).toBe(true);
    expect(menuList.get()).toEqual(items);
  });

  it('skips the fetcher on a second load', async () => {
    const fetcher = vi.fn(async () => items);
    await loadMenu(fetcher);
    const second = vi.fn(async () => []);
    await expect(loadMenu(second)).resolves.toEqual(items);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('shares one request between simultaneous loads', async () => {
    const fetcher = vi.fn(async () => items);
    const [a, b] = await Promise.all([loadMenu(fetcher), loadMenu(fetcher)]);
    expect(a).toEqual(items);
    expect(b).toEqual(items);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('stays not loaded when the fetch fails, so a later load retries', async () => {
    await expect(loadMenu(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(menuLoaded.get()).toBe(false);
    const fetcher = vi.fn(async () => items);
    await loadMenu(fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('forgets the list on reset, and a load started before the reset does not bring it back', async () => {
    await loadMenu(async () => items);
    resetMenu();
    expect(menuLoaded.get()).toBe(false);

    let release: (v: typeof items) => void = () => {};
    const pending = loadMenu(() => new Promise((resolve) => (release = resolve)));
    resetMenu();
    release(items);
    await pending;
    expect(menuLoaded.get()).toBe(false);
  });

  it('persists the selected menu ids', () => {
    selectedMenuId.set('M1');
    selectedDetailMenuId.set('M1-3');
    expect(localStorage.getItem('selectedMenuId')).toBe('M1');
    expect(localStorage.getItem('selectedDetailMenuId')).toBe('M1-3');
  });
});
