// Sending the outbox (decisions 059, 060). Each round claims due rows with FOR UPDATE SKIP LOCKED in a short
// transaction that moves their due time a lease ahead, so several instances (or two rounds) never take
// one row: a row another sender holds is skipped, and once it commits the row is not due. The mail is
// then sent with no transaction open (the embedded database serves other requests meanwhile), and each
// mail's rows are settled after it: sent, or due again after 1, 2, 4 … times the base wait, failed
// after the last attempt. A sender that stops between sending and settling leaves its rows due again
// when the lease ends: at worst a mail goes twice, never not at all. Single mails go one by one;
// digest rows go as one mail per recipient; a push goes to each of the recipient's devices.
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { now } from '../clock';
import { config } from '../config';
import { periodic } from '../periodic';
import { log, messageOf } from '../observability/log';
import { sendMail, type OutgoingMail } from './mailer';
import { pushTo, type PushPayload } from './push';
import { renderMail } from './compose';
import { retryAt } from './schedule';
import type { NotifyCategory } from '../../notifications/categories';
import type { Tx } from './outbox';

const { notifyOutbox, notifyAddresses } = schema;

/** Rows one round takes at most (the rest wait for the next round). */
const BATCH = 20;

type Row = typeof notifyOutbox.$inferSelect;

export interface RoundOptions {
  at?: Date;
  send?: (mail: OutgoingMail) => Promise<void>;
  retryBaseMs?: number;
  maxAttempts?: number;
}

/** How long claimed rows stay out of other senders' rounds while their mail is sent. */
const LEASE_MS = 5 * 60_000;

async function settle(tx: Pick<Tx, 'update'>, rows: Row[], at: Date, outcome: { sentTo: string } | { error: string }, opts: Required<Omit<RoundOptions, 'at' | 'send'>>) {
  const ids = rows.map((r) => r.outboxId);
  if ('sentTo' in outcome) {
    await tx.update(notifyOutbox).set({ status: 'SENT', sentAt: at, sentTo: outcome.sentTo, attempts: rows[0].attempts + 1, lastError: null }).where(inArray(notifyOutbox.outboxId, ids));
    return;
  }
  for (const r of rows) {
    const attempts = r.attempts + 1;
    const failed = attempts >= opts.maxAttempts;
    await tx
      .update(notifyOutbox)
      .set({ attempts, lastError: outcome.error.slice(0, 500), status: failed ? 'FAILED' : 'WAITING', dueAt: failed ? r.dueAt : retryAt(attempts, at, opts.retryBaseMs) })
      .where(eq(notifyOutbox.outboxId, r.outboxId));
  }
}

/** One round: sends what is due, returns how many rows were sent and how many failed this time. */
export async function sendDueMail(opts: RoundOptions = {}) {
  const at = opts.at ?? now();
  const send = opts.send ?? sendMail;
  const rules = { retryBaseMs: opts.retryBaseMs ?? config.notifyRetryBaseMs, maxAttempts: opts.maxAttempts ?? config.notifyMaxAttempts };
  const db = await getDb();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(notifyOutbox)
      .where(and(eq(notifyOutbox.status, 'WAITING'), lte(notifyOutbox.dueAt, at)))
      .orderBy(asc(notifyOutbox.outboxId))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return null;
    await tx
      .update(notifyOutbox)
      .set({ dueAt: new Date(at.getTime() + LEASE_MS) })
      .where(inArray(notifyOutbox.outboxId, due.map((r) => r.outboxId)));
    const userIds = [...new Set(due.map((r) => r.userId))];
    const addresses = new Map(
      (await tx.select({ userId: notifyAddresses.userId, email: notifyAddresses.email }).from(notifyAddresses).where(and(inArray(notifyAddresses.userId, userIds), isNotNull(notifyAddresses.confirmedAt)))).map((a) => [a.userId, a.email]),
    );
    return { due, addresses };
  });
  if (!claimed) return { sent: 0, failed: 0 };
  const { due, addresses } = claimed;
  // Single mails one each; a recipient's digest rows together.
  const groups: Row[][] = [];
  const digests = new Map<string, Row[]>();
  for (const r of due) {
    if (r.channel === 'DIGEST') digests.set(r.userId, [...(digests.get(r.userId) ?? []), r]);
    else groups.push([r]);
  }
  groups.push(...digests.values());
  let sent = 0;
  let failed = 0;
  for (const rows of groups) {
    if (rows[0].channel === 'PUSH') {
      const r = rows[0];
      const outcome = await pushTo(r.userId, pushPayloadOf(r), r.urgent).catch((err) => ({ delivered: 0, devices: 1, dropped: 0, error: messageOf(err) }));
      if (outcome.delivered) {
        await settle(db, rows, at, { sentTo: `기기 ${outcome.delivered}대` }, rules);
        sent++;
      } else if (!outcome.devices || outcome.dropped === outcome.devices) {
        // Every device of hers is gone (or she turned push off on all of them): nowhere to send it.
        await db.update(notifyOutbox).set({ status: 'FAILED', attempts: r.attempts + 1, lastError: '알림을 받을 기기가 없습니다.' }).where(eq(notifyOutbox.outboxId, r.outboxId));
        failed++;
      } else {
        log.warn({ outbox: r.outboxId, error: outcome.error }, 'push refused');
        await settle(db, rows, at, { error: outcome.error ?? '알림 서비스가 받지 않았습니다.' }, rules);
        failed++;
      }
      continue;
    }
    const to = addresses.get(rows[0].userId);
    if (!to) {
      // Her address was removed or changed and not confirmed again: nothing goes anywhere else.
      await db.update(notifyOutbox).set({ status: 'FAILED', attempts: rows[0].attempts, lastError: '확인된 이메일 주소가 없습니다.' }).where(inArray(notifyOutbox.outboxId, rows.map((r) => r.outboxId)));
      failed += rows.length;
      continue;
    }
    const digest = rows[0].channel === 'DIGEST';
    const subject = digest ? `[학생지원포털] 오늘의 알림 ${rows.length}건` : rows[0].subject;
    const mail = renderMail(rows[0].userId, subject, rows.map((r) => ({ category: r.category as NotifyCategory, line: r.line, href: r.href })), digest);
    try {
      await send({ to, ...mail });
    } catch (err) {
      log.warn({ outbox: rows.map((r) => r.outboxId), error: messageOf(err) }, 'notification mail refused');
      await settle(db, rows, at, { error: messageOf(err) }, rules);
      failed += rows.length;
      continue;
    }
    await settle(db, rows, at, { sentTo: to }, rules);
    sent += rows.length;
  }
  return { sent, failed };
}

/** What a push row shows on her phone: the portal's name, the row's line (as neutral as its mail) and its page. */
function pushPayloadOf(r: Row): PushPayload {
  return { title: '한울여자대학교 학생지원포털', body: r.line, url: r.href, tag: `${r.category}-${r.msgId ?? r.outboxId}` };
}

/** Looks for due mail and pushes in this process every NOTIFY_WORKER_MS. */
export const outboxWorker = periodic('notification mail', config.notifyWorkerMs, async () => {
  // Rounds until nothing due is left, so a burst does not wait a whole interval per batch.
  for (let i = 0; i < 10; i++) {
    const r = await sendDueMail();
    if (r.sent + r.failed === 0) break;
  }
});
