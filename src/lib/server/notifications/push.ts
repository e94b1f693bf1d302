// Push notifications (decision 060): the browsers a user turned push on for, and sending to them with
// web-push (VAPID-signed, the payload encrypted for the browser's keys as RFC 8291 says). The push
// services allowed are a configured list, so a subscription cannot make the server post anywhere else.
// A device the push service says is gone (404, 410) is dropped.
import webpush from 'web-push';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { config } from '../config';
import { audit } from '../audit/log';
import { HttpError } from '../http/respond';
import { keptSecret } from '../auth/secrets';
import type { PushSubscriptionInput } from '../../schemas/notifications';

const { pushSubscriptions } = schema;

/** Devices kept per user; subscribing another drops the oldest. */
export const MAX_DEVICES = 10;
/** How long a push service keeps a push for a device that is offline. */
const TTL_SECONDS = 24 * 3600;

let keys: { publicKey: string; privateKey: string } | undefined;

/** The VAPID key pair: from the configuration, or generated once into DATA_DIR (0600) and read by every later start. */
export function vapidKeys() {
  if (keys) return keys;
  if (config.vapidPublicKey && config.vapidPrivateKey) return (keys = { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey });
  const read = JSON.parse(keptSecret('vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys()))) as { publicKey: string; privateKey: string };
  return (keys = { publicKey: read.publicKey, privateKey: read.privateKey });
}

/** Whether the server may post to this endpoint: HTTPS to a listed push service, or a listed host:port exactly. */
export function allowedEndpoint(endpoint: string) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return config.pushServiceHosts.some((h) => {
    if (h.includes(':')) return url.host.toLowerCase() === h && (url.protocol === 'http:' || url.protocol === 'https:');
    return url.protocol === 'https:' && (host === h || host.endsWith(`.${h}`));
  });
}

/** What she may recognise a device by: its system and browser, from the user agent. */
export function deviceLabel(userAgent: string | null | undefined) {
  const ua = userAgent ?? '';
  const system = /iPhone|iPad/.test(ua) ? 'iPhone·iPad' : /Android/.test(ua) ? 'Android' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'Mac' : /Linux/.test(ua) ? 'Linux' : '기기';
  const browser = /SamsungBrowser/.test(ua) ? '삼성 인터넷' : /Whale/.test(ua) ? '웨일' : /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : '브라우저';
  return `${system} · ${browser}`;
}

/** Keeps the browser's subscription for her (a browser another user had turned push on in is hers now). */
export async function subscribeDevice(userId: string, input: PushSubscriptionInput, userAgent: string | null, ip?: string | null) {
  if (!allowedEndpoint(input.endpoint)) throw new HttpError(400, '이 브라우저의 알림 서비스는 사용할 수 없습니다. 다른 브라우저에서 시도해 주세요.', { endpoint: '허용되지 않은 알림 서비스입니다.' });
  const db = await getDb();
  const label = deviceLabel(userAgent);
  const subId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, label } })
      .returning({ subId: pushSubscriptions.subId });
    const kept = await tx.select({ subId: pushSubscriptions.subId }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.subId));
    const over = kept.length - MAX_DEVICES;
    if (over > 0) {
      const drop = kept.filter((k) => k.subId !== row.subId).slice(0, over).map((k) => k.subId);
      await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.subId, drop));
    }
    return row.subId;
  });
  await audit({ actorId: userId, action: 'notify.push.subscribe', targetType: 'push_subscription', targetId: String(subId), detail: { label }, ip });
  return { subId, label };
}

/** Turns push off for one of her devices (by its number on the settings page, or by the browser's endpoint). */
export async function removeDevice(userId: string, which: { subId: number } | { endpoint: string }, ip?: string | null) {
  const db = await getDb();
  const match = 'subId' in which ? eq(pushSubscriptions.subId, which.subId) : eq(pushSubscriptions.endpoint, which.endpoint);
  const gone = await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), match)).returning({ subId: pushSubscriptions.subId });
  if (!gone.length) throw new HttpError(404, '등록된 기기를 찾을 수 없습니다.');
  await audit({ actorId: userId, action: 'notify.push.unsubscribe', targetType: 'push_subscription', targetId: String(gone[0].subId), ip });
  return { subId: gone[0].subId };
}

export async function devicesOf(userId: string) {
  const db = await getDb();
  return db
    .select({ subId: pushSubscriptions.subId, label: pushSubscriptions.label, createdAt: pushSubscriptions.createdAt, lastSentAt: pushSubscriptions.lastSentAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.subId));
}

/** What the service worker shows: the title, one line and the portal page a tap opens. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** Same tag, same notification: a newer one replaces it on the device. */
  tag: string;
}

export interface PushOutcome {
  delivered: number;
  /** Devices dropped because the push service said they are gone. */
  dropped: number;
  /** The last refusal that was not "gone", when no device took the push. */
  error: string | null;
}

/** Sends one push to every device of the user; at least one delivery counts as sent. */
export async function pushTo(userId: string, payload: PushPayload, urgent: boolean): Promise<PushOutcome & { devices: number }> {
  const db = await getDb();
  const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const { publicKey, privateKey } = vapidKeys();
  const body = JSON.stringify(payload);
  let delivered = 0;
  const gone: number[] = [];
  const ok: number[] = [];
  let error: string | null = null;
  for (const d of devices) {
    if (!allowedEndpoint(d.endpoint)) {
      gone.push(d.subId);
      continue;
    }
    try {
      // web-push signs and encrypts; the request itself goes out with fetch (bounded, and plain HTTP for a listed host:port).
      const req = webpush.generateRequestDetails({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }, body, {
        vapidDetails: { subject: config.vapidSubject, publicKey, privateKey },
        TTL: TTL_SECONDS,
        urgency: urgent ? 'high' : 'normal',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
        contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k.toLowerCase() !== 'content-length').map(([k, v]) => [k, String(v)]));
      const res = await fetch(req.endpoint, { method: 'POST', headers, body: new Uint8Array(req.body as Buffer), redirect: 'error', signal: AbortSignal.timeout(10_000) });
      await res.body?.cancel();
      if (res.status >= 200 && res.status < 300) {
        delivered++;
        ok.push(d.subId);
      } else if (res.status === 404 || res.status === 410) gone.push(d.subId);
      else error = `알림 서비스 응답 ${res.status}`;
    } catch (err) {
      error = (err as Error).message || String(err);
    }
  }
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.subId, gone));
  if (ok.length) await db.update(pushSubscriptions).set({ lastSentAt: new Date() }).where(inArray(pushSubscriptions.subId, ok));
  return { delivered, dropped: gone.length, error: delivered ? null : error, devices: devices.length };
}
