// Page-loading state: on while at least one wrapped call runs, always off once the last ends.
import { atom } from 'nanostores';

export const loading = atom(false);

const APP_ELEMENT_ID = 'app';
let depth = 0;

function reflect(on: boolean): void {
  loading.set(on);
  if (typeof document === 'undefined') return;
  const app = document.getElementById(APP_ELEMENT_ID);
  if (!app) return;
  if (on) {
    app.setAttribute('data-loading', 'true');
    app.setAttribute('aria-busy', 'true');
  } else {
    app.removeAttribute('data-loading');
    app.removeAttribute('aria-busy');
  }
}

/**
 * Runs fn with the loading state on. Calls are counted, so overlapping calls keep it on until
 * the last one settles, and the finally block turns it off even when fn throws.
 */
export async function withLoading<T>(fn: () => T | Promise<T>): Promise<T> {
  depth += 1;
  if (depth === 1) reflect(true);
  try {
    return await fn();
  } finally {
    depth = Math.max(0, depth - 1);
    if (depth === 0) reflect(false);
  }
}

/** Number of wrapped calls still running. */
export function loadingDepth(): number {
  return depth;
}

/** Forces the state off, e.g. when a page is restored from the back-forward cache mid-call. */
export function resetLoading(): void {
  depth = 0;
  reflect(false);
}
