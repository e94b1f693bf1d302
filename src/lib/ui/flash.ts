// A notice that survives one page reload: an island that changed something on the server reloads
// the page to show the new state, and the message is shown by the next page's layout script.
import { toast, type ToastKind } from './toast';

const KEY = 'portal.flash';

/** Keeps the message for the next page and reloads the current one. */
export function reloadWithToast(text: string, kind: ToastKind = 'success'): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ kind, text }));
  } catch {
    /* storage unavailable: the reload still shows the new state */
  }
  window.location.reload();
}

/** Shows (once) a message left by reloadWithToast. Safe to call from several islands. */
export function showPendingToast(): void {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
    if (raw !== null) sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const { kind, text } = JSON.parse(raw) as { kind: ToastKind; text: string };
    if (typeof text === 'string' && text) toast[kind === 'error' || kind === 'info' ? kind : 'success'](text);
  } catch {
    /* ignore a malformed entry */
  }
}

/** Keeps the message for the next page and goes there (a record created on one page, shown on another). */
export function goWithToast(href: string, text: string, kind: ToastKind = 'success'): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ kind, text }));
  } catch {
    /* storage unavailable: the next page still shows the new state */
  }
  window.location.href = href;
}
