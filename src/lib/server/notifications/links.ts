// The signed links of notification mail: unsubscribe (user + category, usable without logging in) and
// address confirmation (user + address + a one-time nonce). HMAC-SHA256 with the server's notification
// key: NOTIFY_SECRET, or a key generated once and kept in DATA_DIR.
import { createHmac, randomBytes } from 'node:crypto';
import { config } from '../config';
import { keptSecret, sameSecret } from '../auth/secrets';
import type { NotifyCategory } from '../../notifications/categories';

let key: string | undefined;

/** The signing key; the first instance to need one writes it (0600), the others read that file. */
export function notifyKey(): string {
  if (key) return key;
  if (config.notifySecret) return (key = config.notifySecret);
  return (key = keptSecret('notify-secret', () => randomBytes(32).toString('base64url')));
}

function sign(...parts: string[]) {
  return createHmac('sha256', notifyKey()).update(parts.join('\n')).digest('base64url');
}

/** The portal's own address for links in mail (PUBLIC_ORIGIN; this server's address when unset). */
export function portalOrigin() {
  return config.publicOrigin ?? `http://${process.env.HOST === '0.0.0.0' || !process.env.HOST ? 'localhost' : process.env.HOST}:${process.env.PORT ?? '4321'}`;
}

export function unsubscribeUrl(userId: string, category: NotifyCategory) {
  const q = new URLSearchParams({ u: userId, c: category, s: sign('unsubscribe', userId, category) });
  return `${portalOrigin()}/notify/unsubscribe?${q}`;
}

export function validUnsubscribe(userId: string, category: string, signature: string) {
  return sameSecret(sign('unsubscribe', userId, category), signature);
}

export function confirmUrl(userId: string, email: string, nonce: string) {
  const q = new URLSearchParams({ u: userId, n: nonce, s: sign('confirm', userId, email, nonce) });
  return `${portalOrigin()}/notify/confirm?${q}`;
}

export function validConfirm(userId: string, email: string, nonce: string, signature: string) {
  return sameSecret(sign('confirm', userId, email, nonce), signature);
}

export const newNonce = () => randomBytes(18).toString('base64url');
