// Writing the outbox (decision 059): in the transaction that writes the portal message, one row per
// recipient who chose email or the digest for the message's category and whose address is confirmed.
// The mail exists exactly when the message does.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { schema, type Db } from '../db';
import { now } from '../clock';
import { config } from '../config';
import { mailConfigured } from './mailer';
import { mailContentOf } from './compose';
import { dueAtFor } from './schedule';
import type { NotifyCategory, NotifyChannel } from '../../notifications/categories';

const { notifyPrefs, notifyAddresses, notifyOutbox } = schema;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface MailFor {
  msgId: number;
  category: NotifyCategory;
  title: string;
  href?: string | null;
  urgent?: boolean;
}

export async function enqueueMail(tx: Tx, recvIds: string[], m: MailFor, at: Date = now()) {
  if (!mailConfigured() || !recvIds.length) return 0;
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
      const channel = (urgent ? 'EMAIL' : w.channel) as Exclude<NotifyChannel, 'PORTAL'>;
      return { userId: w.userId, msgId: m.msgId, category: m.category, channel, urgent, ...content, dueAt: dueAtFor(channel, urgent, at, config.notifyQuietHours) };
    }),
  );
  return wanting.length;
}
