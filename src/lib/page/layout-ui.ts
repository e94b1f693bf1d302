// What every logged-in page needs from the layout, without React: toasts, confirm/alert/prompt
// dialogs (a native <dialog>), the loading overlay, live messages (urgent-case alerts among them, and
// the parts of the page that follow them) and the favourite star. Islands
// keep using the same stores (toast, dialogQueue, loading), so a page whose own content has no
// island ships only this small script, not React and React-Bootstrap.
import { TOAST_DURATION_MS, toast, toasts, type ToastItem, type ToastKind } from '../ui/toast';
import { closeDialog, dialogQueue, type DialogRequest } from '../ui/dialog';
import { loading } from '../ui/loading';
import { addUrgentAlert, connectMessageStream, latestMessage, removeUrgentAlert, restoreUrgentAlerts, urgentAlerts, type PushedMessage, type UrgentAlert } from '../stores/messages';
import { setUnreadCount, unreadCount } from './unread-badge';
import { toggleFavorite } from '../api/lookups';
import { api } from '../api/client';
import { showPendingToast } from '../ui/flash';
import { isSameSitePath, messageParts } from '../messages/links';

const BACKGROUND: Record<ToastKind, string> = { success: 'success', error: 'danger', info: 'dark' };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A message's text as nodes: plain text, with same-site paths as links (lib/messages/links). */
function messageNodes(text: string, linkClass: string): Node[] {
  return messageParts(text).map((part) => ('href' in part ? el('a', { href: part.href, class: linkClass }, part.text) : document.createTextNode(part.text)));
}

/** One toast: its timer pauses while the pointer is over it or it holds the keyboard focus. */
function toastElement(item: ToastItem): HTMLElement {
  const node = el('div', { class: `toast show align-items-center border-0 text-bg-${BACKGROUND[item.kind]}`, 'aria-atomic': 'true', 'data-toast-kind': item.kind, 'data-toast-id': String(item.id) });
  const row = el('div', { class: 'd-flex' });
  const body = el('div', { class: 'toast-body' });
  if (item.linkPaths) body.append(...messageNodes(item.text, 'link-light'));
  else body.textContent = item.text;
  row.append(body);
  const close = el('button', { type: 'button', class: 'btn-close btn-close-white me-2 m-auto', 'aria-label': '알림 닫기' });
  close.addEventListener('click', () => toast.dismiss(item.id));
  row.append(close);
  node.append(row);
  let remaining = TOAST_DURATION_MS;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let hovered = false;
  let focused = false;
  const stop = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    remaining = Math.max(0, remaining - (Date.now() - startedAt));
  };
  const start = () => {
    if (timer !== null || hovered || focused) return;
    startedAt = Date.now();
    timer = setTimeout(() => {
      timer = null;
      toast.dismiss(item.id);
    }, remaining);
  };
  node.addEventListener('mouseenter', () => ((hovered = true), stop()));
  node.addEventListener('mouseleave', () => ((hovered = false), start()));
  node.addEventListener('focusin', () => ((focused = true), stop()));
  node.addEventListener('focusout', () => ((focused = false), start()));
  (node as HTMLElement & { stopTimer?: () => void }).stopTimer = stop;
  start();
  return node;
}

/**
 * A polite live region fixed at the bottom centre, holding the toast queue; only added or removed
 * toasts change. The region exists before the first notice: screen readers ignore regions that
 * appear together with their content.
 */
export function mountToasts(parent: HTMLElement): () => void {
  // A live region without a role: pages keep their own role="status" messages unambiguous.
  const container = el('div', { class: 'toast-container position-fixed bottom-0 start-50 translate-middle-x p-3', 'aria-live': 'polite', 'aria-relevant': 'additions text', 'data-testid': 'toasts' });
  parent.append(container);
  return toasts.subscribe((queue) => {
    const ids = new Set(queue.map((t) => String(t.id)));
    for (const node of Array.from(container.querySelectorAll<HTMLElement>('[data-toast-id]'))) {
      if (!ids.has(node.dataset.toastId!)) {
        (node as HTMLElement & { stopTimer?: () => void }).stopTimer?.();
        node.remove();
      }
    }
    for (const item of queue) if (!container.querySelector(`[data-toast-id="${item.id}"]`)) container.append(toastElement(item));
  });
}

function settle(request: DialogRequest, confirmed: boolean, value?: string) {
  if (request.kind === 'alert') request.resolve();
  else if (request.kind === 'confirm') request.resolve(confirmed);
  else request.resolve(confirmed ? (value ?? '').trim() : null);
  closeDialog(request.id);
}

/**
 * Shows the first queued dialog request in the layout's native <dialog>: Escape and 닫기 cancel, the
 * confirm button (or Enter in a prompt) answers; a prompt's value is checked before it closes.
 */
export function mountDialogs(parent: HTMLElement): () => void {
  let shown: DialogRequest | null = null;
  const dialog = el('dialog', { class: 'portal-dialog', 'aria-labelledby': 'portal-dialog-title' });
  const form = el('form', { method: 'dialog', novalidate: '' });
  const header = el('div', { class: 'portal-dialog-header' });
  const title = el('h2', { class: 'h5 m-0', id: 'portal-dialog-title' });
  const closeBtn = el('button', { type: 'button', class: 'btn-close', 'aria-label': '닫기' });
  header.append(title, closeBtn);
  const body = el('div', { class: 'portal-dialog-body' });
  const footer = el('div', { class: 'portal-dialog-footer' });
  const cancelBtn = el('button', { type: 'button', class: 'btn btn-outline-secondary dialog-cancel' });
  const confirmBtn = el('button', { type: 'submit', class: 'btn btn-dialog-confirm', 'data-dialog-action': 'confirm' });
  footer.append(cancelBtn, confirmBtn);
  form.append(header, body, footer);
  dialog.append(form);
  parent.append(dialog);
  let input: HTMLInputElement | null = null;
  let error: HTMLElement | null = null;

  const answer = (confirmed: boolean) => {
    const request = shown;
    if (!request) return;
    if (confirmed && request.kind === 'prompt' && input) {
      const verdict = request.validate(input.value);
      if (verdict !== true) {
        input.classList.add('is-invalid');
        input.setAttribute('aria-invalid', 'true');
        error!.textContent = verdict;
        input.focus();
        return;
      }
    }
    shown = null;
    dialog.close();
    settle(request, confirmed, input?.value);
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    answer(true);
  });
  cancelBtn.addEventListener('click', () => answer(false));
  closeBtn.addEventListener('click', () => answer(false));
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    answer(false);
  });

  const show = (request: DialogRequest) => {
    shown = request;
    title.textContent = request.title;
    body.replaceChildren();
    input = null;
    error = null;
    if (request.kind === 'prompt') {
      const id = `portal-dialog-input-${request.id}`;
      if (request.message) body.append(el('label', { class: 'form-label dialog-message', for: id }, request.message));
      input = el('input', { id, type: request.inputType, class: 'form-control', autocomplete: request.inputType === 'email' ? 'email' : 'off', 'aria-describedby': `${id}-error` });
      if (request.inputType !== 'text') input.setAttribute('inputmode', request.inputType);
      if (request.placeholder) input.placeholder = request.placeholder;
      input.value = request.defaultValue;
      error = el('div', { class: 'invalid-feedback', id: `${id}-error` });
      input.addEventListener('input', () => {
        input!.classList.remove('is-invalid');
        input!.removeAttribute('aria-invalid');
        error!.textContent = '';
      });
      body.append(input, error);
    } else body.append(el('p', { class: 'dialog-message mb-0' }, request.message));
    cancelBtn.hidden = request.kind === 'alert';
    cancelBtn.textContent = request.kind === 'alert' ? '' : request.cancelText;
    confirmBtn.textContent = request.confirmText;
    dialog.showModal();
    (input ?? confirmBtn).focus();
  };

  return dialogQueue.subscribe((queue) => {
    const next = queue[0] ?? null;
    if (shown && next?.id === shown.id) return;
    if (shown && !queue.some((r) => r.id === shown!.id)) {
      // Closed from elsewhere (e.g. a later closeDialog call): follow the queue.
      shown = null;
      dialog.close();
    }
    if (next && !shown) show(next);
  });
}

/** The spinner over the page while a wrapped call runs. */
export function mountLoading(parent: HTMLElement): () => void {
  const overlay = el('div', { class: 'portal-loading', role: 'status', 'aria-live': 'polite', 'data-testid': 'loading-overlay' });
  overlay.append(el('div', { class: 'spinner-border text-primary', 'aria-hidden': 'true' }), el('span', { class: 'visually-hidden' }, '불러오는 중입니다…'));
  overlay.hidden = true;
  parent.append(overlay);
  return loading.subscribe((on) => {
    overlay.hidden = !on;
  });
}

/** The application number at the end of a case link ("/cnslr/applications/12" -> "12"). */
function caseNumberOf(href: string | null): string | null {
  return href ? (/\/(\d+)(?:[?#].*)?$/.exec(href)?.[1] ?? null) : null;
}

/** Marks the alert's message read, so it is acknowledged everywhere, and drops it from this tab. */
async function acknowledge(alert: UrgentAlert): Promise<void> {
  try {
    const res = await api.post<{ unread: number }>('/api/v1/messages/read', { msgId: alert.msgId }, { silent: true });
    setUnreadCount(res.data.unread);
  } catch {
    /* the client already said what went wrong; the alert goes all the same, the message stays unread */
  }
  removeUrgentAlert(alert.msgId);
}

function urgentAlertElement(alert: UrgentAlert): HTMLElement {
  const node = el('div', { class: 'alert alert-danger urgent-case-alert shadow mb-3', role: 'alert', 'data-testid': 'urgent-case-alert', 'data-msg-id': String(alert.msgId) });
  node.append(el('p', { class: 'fw-bold mb-1' }, alert.msgTitle));
  const text = el('p', { class: 'mb-2' });
  text.append(...messageNodes(alert.msgCont, 'alert-link'));
  node.append(text);
  const actions = el('div', { class: 'd-flex flex-wrap gap-2' });
  if (alert.href) {
    const no = caseNumberOf(alert.href);
    const open = el('a', { class: 'btn btn-danger', href: alert.href }, no ? `신청 ${no}번 열기` : '신청 열기');
    // Opening the case is acknowledging it: the alert is not waiting on the case page.
    open.addEventListener('click', (e) => {
      e.preventDefault();
      void acknowledge(alert).finally(() => location.assign(alert.href!));
    });
    actions.append(open);
  }
  const ok = el('button', { type: 'button', class: 'btn btn-outline-danger bg-white' }, '확인했습니다');
  ok.addEventListener('click', () => {
    ok.disabled = true;
    void acknowledge(alert);
  });
  actions.append(ok);
  node.append(actions);
  return node;
}

/**
 * Urgent-case alerts at the top of the page's content, staying in view while it scrolls, and kept
 * until acknowledged (확인했습니다, or by opening the case): a counsellor away from the screen for a
 * minute must still find it. They are restored on every page of the tab until then. In the flow
 * rather than floating, so they push the page down instead of covering its buttons.
 */
export function mountUrgentAlerts(parent: HTMLElement): () => void {
  const container = el('div', { class: 'urgent-alerts', 'data-testid': 'urgent-alerts' });
  const main = document.getElementById('content');
  if (main) main.prepend(container);
  else parent.append(container);
  const userId = document.body.dataset.userId;
  if (userId) restoreUrgentAlerts(userId);
  return urgentAlerts.subscribe((list) => {
    const ids = new Set(list.map((a) => String(a.msgId)));
    for (const node of Array.from(container.querySelectorAll<HTMLElement>('[data-msg-id]'))) if (!ids.has(node.dataset.msgId!)) node.remove();
    for (const alert of list) if (!container.querySelector(`[data-msg-id="${alert.msgId}"]`)) container.append(urgentAlertElement(alert));
  });
}

/**
 * Parts of a page marked data-live-region="name" follow pushed messages: the page is fetched again
 * and each marked part replaced by its new copy (the urgent count and the waiting applications of a
 * counsellor's home, her application inbox, a list of messages). Arrivals while a fetch runs are
 * served by one more fetch after it.
 */
function liveRegionRefresher(): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const regions = Array.from(document.querySelectorAll<HTMLElement>('[data-live-region]'));
        if (!regions.length) return;
        const res = await fetch(location.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
        if (!res.ok || res.redirected) return;
        const fresh = new DOMParser().parseFromString(await res.text(), 'text/html');
        for (const region of regions) {
          const copy = fresh.querySelector(`[data-live-region="${CSS.escape(region.dataset.liveRegion!)}"]`);
          if (copy) region.replaceWith(document.adoptNode(copy));
        }
      } while (again);
    } catch {
      /* the page keeps what it shows; the next message or a reload brings it up to date */
    } finally {
      running = false;
    }
  };
  return () => void run();
}

/** An urgent alert from a pushed urgent-case message (its link only when it is a path of this site). */
function urgentAlertOf(message: PushedMessage): UrgentAlert | null {
  const msgId = Number(message.msgId);
  if (!Number.isInteger(msgId)) return null;
  const href = message.userDef2 && isSameSitePath(message.userDef2) ? message.userDef2 : null;
  return { msgId, msgTitle: message.msgTitle ?? '', msgCont: message.msgCont ?? '', href };
}

/**
 * Opens the message stream. Each pushed message is a spoken line, a badge bump and a refresh of the
 * page's live parts; an ordinary one is also a toast, an urgent case an alert that stays.
 */
export function mountLiveMessages(parent: HTMLElement): () => void {
  const region = el('div', { class: 'visually-hidden', 'aria-live': 'polite', 'data-testid': 'live-message' });
  parent.append(region);
  connectMessageStream();
  const refresh = liveRegionRefresher();
  return latestMessage.subscribe((message) => {
    if (!message) return;
    region.textContent = `${message.msgTitle ?? ''} ${message.msgCont}`;
    const alert = message.kind === 'urgent' ? urgentAlertOf(message) : null;
    if (alert) addUrgentAlert(alert);
    else toast.info(`새 메시지: ${message.msgTitle ?? ''} - ${message.msgCont}`, { linkPaths: true });
    setUnreadCount(unreadCount() + 1);
    document.dispatchEvent(new CustomEvent('portal:message', { detail: message }));
    refresh();
  });
}

/** ☆/★ next to a menu page's title: adds or removes the page from the user's favourites. */
export function mountFavoriteStar(button: HTMLButtonElement): void {
  const menuNm = button.dataset.menuNm ?? '';
  const render = (flId: number | null) => {
    const on = flId !== null;
    button.dataset.flId = on ? String(flId) : '';
    button.setAttribute('aria-pressed', String(on));
    button.setAttribute('aria-label', on ? `${menuNm} 즐겨찾기 해제` : `${menuNm} 즐겨찾기 추가`);
    button.title = on ? '즐겨찾기 해제' : '즐겨찾기 추가';
    button.textContent = on ? '★' : '☆';
  };
  button.addEventListener('click', async () => {
    const current = button.dataset.flId ? Number(button.dataset.flId) : null;
    button.disabled = true;
    try {
      const res = await toggleFavorite({ flId: current, flMenuId: button.dataset.menuId!, flType: 'MENU' });
      const data = res.data as { action: 'insert' | 'delete'; flId: number | null };
      render(data.action === 'insert' ? data.flId : null);
      toast.success(res.message);
    } catch {
      /* the lookup already showed its message */
    } finally {
      button.disabled = false;
    }
  });
}

/** Everything above, for a logged-in user's page (the layout renders #portal-ui only then). */
export function startLayoutUi(): void {
  const root = document.getElementById('portal-ui');
  if (!root) return;
  mountToasts(root);
  // The message an action left before it reloaded the page (reloadWithToast), on every page.
  showPendingToast();
  mountDialogs(root);
  mountLoading(root);
  mountUrgentAlerts(root);
  mountLiveMessages(root);
  const star = document.querySelector<HTMLButtonElement>('[data-testid="favorite-toggle"]');
  if (star) mountFavoriteStar(star);
}
