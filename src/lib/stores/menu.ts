// Side-menu list and the user's menu selection, shared by the header, side menu and breadcrumb.
import { atom, computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';

/** One side-menu entry. The specification does not detail the fields, so only common ones are named. */
export interface MenuItem {
  menuId?: string | number;
  upMenuId?: string | number | null;
  menuNm?: string;
  menuUrl?: string;
  children?: MenuItem[];
  [field: string]: unknown;
}

export type MenuState = { status: 'idle' } | { status: 'loaded'; items: MenuItem[] };

export const menuState = atom<MenuState>({ status: 'idle' });
export const menuList = computed(menuState, (s) => (s.status === 'loaded' ? s.items : []));
export const menuLoaded = computed(menuState, (s) => s.status === 'loaded');

export const selectedMenuId = persistentAtom<string>('selectedMenuId', '');
export const selectedDetailMenuId = persistentAtom<string>('selectedDetailMenuId', '');

// Several islands may ask for the menu while it is on its way: they share one request.
let inFlight: Promise<MenuItem[]> | null = null;
// Bumped by resetMenu so that a response arriving after a logout is not stored.
let generation = 0;

/** Fetches the menu once; later calls return the loaded list without calling the fetcher. */
export function loadMenu(fetcher: () => Promise<MenuItem[]>): Promise<MenuItem[]> {
  const current = menuState.get();
  if (current.status === 'loaded') return Promise.resolve(current.items);
  if (inFlight) return inFlight;

  const started = generation;
  const request = (async () => {
    try {
      const items = await fetcher();
      const list = Array.isArray(items) ? items : [];
      if (started === generation) menuState.set({ status: 'loaded', items: list });
      return list;
    } finally {
      if (started === generation) inFlight = null;
    }
  })();
  inFlight = request;
  return request;
}

export function resetMenu(): void {
  generation += 1;
  inFlight = null;
  menuState.set({ status: 'idle' });
}
