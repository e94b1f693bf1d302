// The header's unread-message count, updated by islands when a message arrives or is read.
export function setUnreadCount(count: number) {
  const badge = document.querySelector<HTMLElement>('.unread-badge');
  const link = document.querySelector<HTMLElement>('.unread-link');
  if (badge) {
    badge.textContent = String(count);
    badge.hidden = count <= 0;
  }
  link?.setAttribute('aria-label', `메시지함, 읽지 않은 메시지 ${count}건`);
}

export function unreadCount(): number {
  return Number(document.querySelector('.unread-badge')?.textContent || '0');
}
