// Toast queue: any module may push a notice; the Toaster island renders and times them.
import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  /** Show same-site paths in the text as links (a message's text, see lib/messages/links). */
  linkPaths?: boolean;
}

export interface ToastOptions {
  linkPaths?: boolean;
}

/** How long a toast stays visible while the pointer is not over it. */
export const TOAST_DURATION_MS = 3000;

// A flood of identical errors (several failing calls at once) should not bury the page.
const MAX_TOASTS = 5;

export const toasts = atom<ToastItem[]>([]);

let nextId = 1;

function push(kind: ToastKind, text: string, opts: ToastOptions = {}): number {
  const id = nextId++;
  const queue = toasts.get().filter((t) => !(t.kind === kind && t.text === text));
  toasts.set([...queue, { id, kind, text, ...(opts.linkPaths ? { linkPaths: true } : {}) }].slice(-MAX_TOASTS));
  return id;
}

function dismiss(id: number): void {
  const queue = toasts.get();
  if (queue.some((t) => t.id === id)) toasts.set(queue.filter((t) => t.id !== id));
}

export const toast = {
  success: (text: string): number => push('success', text),
  error: (text: string): number => push('error', text),
  info: (text: string, opts?: ToastOptions): number => push('info', text, opts),
  dismiss,
  clear: (): void => toasts.set([]),
};
