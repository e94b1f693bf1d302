// The admin's view of the outbox (decisions 059, 060): how many mails and pushes wait, went and
// failed, the failed ones with the mail server's or push service's answer, and sending one again.
import { count, desc, eq, and } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { audit } from '../audit/log';
import { authorize } from '../auth/permissions';
import { HttpError, messages } from '../http/respond';
import { now } from '../clock';
import type { OutboxStatus } from '../../notifications/categories';

const { notifyOutbox, users } = schema;

type Someone = { userId: string; userDiv: string };

export async function outboxCounts(actor: Someone): Promise<Record<OutboxStatus, number>> {
  await authorize(actor, 'notifications', 'read');
  const db = await getDb();
  const rows = await db.select({ status: notifyOutbox.status, n: count() }).from(notifyOutbox).groupBy(notifyOutbox.status);
  const of = (s: OutboxStatus) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { WAITING: of('WAITING'), SENT: of('SENT'), FAILED: of('FAILED') };
}

export async function failedMail(actor: Someone, limit = 50) {
  await authorize(actor, 'notifications', 'read');
  const db = await getDb();
  return db
    .select({ outboxId: notifyOutbox.outboxId, userId: notifyOutbox.userId, korNm: users.korNm, category: notifyOutbox.category, channel: notifyOutbox.channel, subject: notifyOutbox.subject, attempts: notifyOutbox.attempts, lastError: notifyOutbox.lastError, createdAt: notifyOutbox.createdAt })
    .from(notifyOutbox)
    .innerJoin(users, eq(users.userId, notifyOutbox.userId))
    .where(eq(notifyOutbox.status, 'FAILED'))
    .orderBy(desc(notifyOutbox.outboxId))
    .limit(limit);
}

/** Puts a failed mail back in line, due now, with its attempts counted afresh. */
export async function retryMail(actor: Someone, outboxId: number, ip?: string | null) {
  await authorize(actor, 'notifications', 'manage');
  const db = await getDb();
  const [row] = await db
    .update(notifyOutbox)
    .set({ status: 'WAITING', attempts: 0, dueAt: now(), lastError: null })
    .where(and(eq(notifyOutbox.outboxId, outboxId), eq(notifyOutbox.status, 'FAILED')))
    .returning({ outboxId: notifyOutbox.outboxId });
  if (!row) throw new HttpError(404, messages.notFound);
  await audit({ actorId: actor.userId, action: 'notify.retry', targetType: 'notify_outbox', targetId: String(outboxId), ip });
}
