// A user's notification settings (decision 059): her channel per category, the address mail goes to
// and its confirmation, and the two signed links that work without logging in (confirm, unsubscribe).
import { and, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { audit } from '../audit/log';
import { HttpError } from '../http/respond';
import { log, messageOf } from '../observability/log';
import { confirmUrl, newNonce, validConfirm, validUnsubscribe } from './links';
import { confirmationMail } from './compose';
import { mailConfigured, sendMail } from './mailer';
import { devicesOf, vapidKeys } from './push';
import { NOTIFY_CATEGORIES, NOTIFY_CATEGORY_IDS, type NotifyCategory, type NotifyChannel } from '../../notifications/categories';

const { notifyPrefs, notifyAddresses, users } = schema;

/** How long a confirmation link may be used. */
const CONFIRM_HOURS = 24;
/** At most one confirmation mail a minute per user. */
const CONFIRM_GAP_MS = 60_000;

export interface NotifySettings {
  mailAvailable: boolean;
  channels: Record<NotifyCategory, NotifyChannel>;
  /** Whether the category also goes as a push to her devices (decision 060). */
  push: Record<NotifyCategory, boolean>;
  /** The browsers she turned push on in. */
  devices: Awaited<ReturnType<typeof devicesOf>>;
  /** The VAPID public key a browser subscribes with. */
  pushKey: string;
  /** The address kept for notifications, or the one of her account when she has not set any. */
  email: string | null;
  confirmed: boolean;
  confirmSentAt: Date | null;
}

export async function settingsOf(userId: string): Promise<NotifySettings> {
  const db = await getDb();
  const [prefs, [address], [account], devices] = await Promise.all([
    db.select({ category: notifyPrefs.category, channel: notifyPrefs.channel, push: notifyPrefs.push }).from(notifyPrefs).where(eq(notifyPrefs.userId, userId)),
    db.select().from(notifyAddresses).where(eq(notifyAddresses.userId, userId)),
    db.select({ email: users.email }).from(users).where(eq(users.userId, userId)),
    devicesOf(userId),
  ]);
  const channels = Object.fromEntries(NOTIFY_CATEGORY_IDS.map((c) => [c, (prefs.find((p) => p.category === c)?.channel as NotifyChannel) ?? 'PORTAL'])) as Record<NotifyCategory, NotifyChannel>;
  const push = Object.fromEntries(NOTIFY_CATEGORY_IDS.map((c) => [c, prefs.find((p) => p.category === c)?.push ?? false])) as Record<NotifyCategory, boolean>;
  return { mailAvailable: mailConfigured(), channels, push, devices, pushKey: vapidKeys().publicKey, email: address?.email ?? account?.email ?? null, confirmed: !!address?.confirmedAt, confirmSentAt: address?.confirmSentAt ?? null };
}

export async function saveChannels(userId: string, channels: Record<NotifyCategory, NotifyChannel>, push: Record<NotifyCategory, boolean>, ip?: string | null) {
  if (!mailConfigured() && Object.values(channels).some((c) => c !== 'PORTAL')) throw new HttpError(400, '이 포털에서는 이메일 알림을 사용할 수 없습니다. 포털 메시지함으로만 받을 수 있습니다.');
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const category of NOTIFY_CATEGORY_IDS) {
      await tx
        .insert(notifyPrefs)
        .values({ userId, category, channel: channels[category], push: push[category] })
        .onConflictDoUpdate({ target: [notifyPrefs.userId, notifyPrefs.category], set: { channel: channels[category], push: push[category], updatedAt: sql`now()` } });
    }
  });
  await audit({ actorId: userId, action: 'notify.prefs', targetType: 'user', targetId: userId, detail: { channels, push }, ip });
}

/** Keeps a new address (unconfirmed until she opens the link of the confirmation mail); the same address stays as it is. */
export async function saveAddress(userId: string, email: string, ip?: string | null) {
  const db = await getDb();
  const [current] = await db.select().from(notifyAddresses).where(eq(notifyAddresses.userId, userId));
  if (current && current.email.toLowerCase() === email.toLowerCase()) return { changed: false };
  await db
    .insert(notifyAddresses)
    .values({ userId, email, confirmedAt: null, confirmNonce: null, confirmSentAt: null })
    .onConflictDoUpdate({ target: notifyAddresses.userId, set: { email, confirmedAt: null, confirmNonce: null, confirmSentAt: null, updatedAt: sql`now()` } });
  await audit({ actorId: userId, action: 'notify.address', targetType: 'user', targetId: userId, ip });
  return { changed: true };
}

/** Sends the confirmation mail with a new one-time link (the earlier link stops working). */
export async function sendConfirmation(userId: string, at = new Date()) {
  if (!mailConfigured()) throw new HttpError(400, '이 포털에서는 이메일 알림을 사용할 수 없습니다.');
  const db = await getDb();
  const [address] = await db.select().from(notifyAddresses).where(eq(notifyAddresses.userId, userId));
  if (!address) throw new HttpError(400, '먼저 알림 받을 이메일 주소를 저장해 주세요.');
  if (address.confirmedAt) throw new HttpError(400, '이미 확인된 주소입니다.');
  if (address.confirmSentAt && at.getTime() - address.confirmSentAt.getTime() < CONFIRM_GAP_MS) throw new HttpError(429, '확인 메일은 1분에 한 번 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.');
  const nonce = newNonce();
  await db.update(notifyAddresses).set({ confirmNonce: nonce, confirmSentAt: at }).where(eq(notifyAddresses.userId, userId));
  try {
    await sendMail({ to: address.email, ...confirmationMail(confirmUrl(userId, address.email, nonce)) });
  } catch (err) {
    log.warn({ error: messageOf(err) }, 'confirmation mail refused');
    await db.update(notifyAddresses).set({ confirmSentAt: null }).where(eq(notifyAddresses.userId, userId));
    throw new HttpError(503, '확인 메일을 보내지 못했습니다. 주소를 확인하고 잠시 후 다시 시도해 주세요.');
  }
  return { email: address.email };
}

/** Opens a confirmation link: true when it confirmed her address, false when it is not (or no longer) valid. */
export async function confirmAddress(userId: string, nonce: string, signature: string, at = new Date()) {
  const db = await getDb();
  const [address] = await db.select().from(notifyAddresses).where(and(eq(notifyAddresses.userId, userId), eq(notifyAddresses.confirmNonce, nonce)));
  if (!address || !validConfirm(userId, address.email, nonce, signature)) return null;
  if (!address.confirmSentAt || at.getTime() - address.confirmSentAt.getTime() > CONFIRM_HOURS * 3_600_000) return null;
  const [done] = await db
    .update(notifyAddresses)
    .set({ confirmedAt: at, confirmNonce: null, updatedAt: sql`now()` })
    .where(and(eq(notifyAddresses.userId, userId), eq(notifyAddresses.confirmNonce, nonce)))
    .returning({ email: notifyAddresses.email });
  if (!done) return null;
  await audit({ actorId: userId, action: 'notify.confirm', targetType: 'user', targetId: userId });
  return { email: done.email };
}

/** Opens an unsubscribe link: that category goes back to the portal only. Null when the link is not genuine. */
export async function unsubscribe(userId: string, category: NotifyCategory, signature: string) {
  if (!validUnsubscribe(userId, category, signature)) return null;
  const db = await getDb();
  const [user] = await db.select({ userId: users.userId }).from(users).where(eq(users.userId, userId));
  if (!user) return null;
  await db
    .insert(notifyPrefs)
    .values({ userId, category, channel: 'PORTAL' })
    .onConflictDoUpdate({ target: [notifyPrefs.userId, notifyPrefs.category], set: { channel: 'PORTAL', updatedAt: sql`now()` } });
  await audit({ actorId: userId, action: 'notify.unsubscribe', targetType: 'user', targetId: userId, detail: { category } });
  return { categoryName: NOTIFY_CATEGORIES[category].name };
}
