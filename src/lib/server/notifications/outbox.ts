// Writing the outbox (decisions 059, 060): in the transaction that writes the portal message, one mail
// row per recipient who chose email or the digest for the message's category and whose address is
// confirmed, and one push row per recipient who turned push on for it and has a device. The mail and
// the push exist exactly when the message does.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { schema, type Db } from '../db';
import { now } from '../clock';
import { config } from '../config';
import { mailConfigured } from './mailer';
import { mailContentOf } from './compose';
import { dueAtFor } from './schedule';
import type { NotifyCategory, OutboxChannel } from '../../notifications/categories';

const { notifyPrefs, notifyAddresses, notifyOutbox, pushSubscriptions } = schema;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface MailFor {
  msgId: number;
  category: NotifyCategory;
  title: string;
  href?: string | null;
  urgent?: boolean;
}

export async function enqueueNotifications(tx: Tx, recvIds: string[], m: MailFor, at: Date = now()) {
  if (!recvIds.length) return 0;
  return (await enqueueMail(tx, recvIds, m, at)) + (await enqueuePush(tx, recvIds, m, at));
}

async function enqueuePush(tx: Tx, recvIds: string[], m: MailFor, at: Date) {
  const wanting = await tx
    .selectDistinct({ userId: notifyPrefs.userId })
    .from(notifyPrefs)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifyPrefs.userId))
    .where(and(inArray(notifyPrefs.userId, recvIds), eq(notifyPrefs.category, m.category), eq(notifyPrefs.push, true)));
  if (!wanting.length) return 0;
  const content = mailContentOf(m.category, m.title, m.href);
  const urgent = m.urgent ?? false;
  await tx.insert(notifyOutbox).values(wanting.map((w) => ({ userId: w.userId, msgId: m.msgId, category: m.category, channel: 'PUSH', urgent, ...content, dueAt: dueAtFor('PUSH', urgent, at, config.notifyQuietHours) })));
  return wanting.length;
}

async function enqueueMail(tx: Tx, recvIds: string[], m: MailFor, at: Date) {
  if (!mailConfigured()) return 0;
  const wanting = await tx
    .select({ userId: notifyPrefs.userId, channel: notifyPrefs.channel })
    .from(notifyPrefs)
    .innerJoin(notifyAddresses, eq(notifyAddresses.userId, notifyPrefs.userId))
    .where(and(inArray(notifyPrefs.userId, recvIds), eq(notifyPrefs.category, m.category), inArray(notifyPrefs.channel, ['EMAIL', 'DIGEST']), isNotNull(notifyAddresses.confirmedAt)));
  if (!wanting.length) return 0;
  const content = mailContentOf(m.category, m.title, m.href);
  const urgent = m.urgent ?? false;
  await tx.insert(notifyOutbox).values(
    wanting.map((w) => {
      // Urgent news never waits for the morning digest.
      const channel = (urgent ? 'EMAIL' : w.channel) as OutboxChannel;
      return { userId: w.userId, msgId: m.msgId, category: m.category, channel, urgent, ...content, dueAt: dueAtFor(channel, urgent, at, config.notifyQuietHours) };
    }),
  );
  return wanting.length;
}
