// Scheduled publishing for every kind of content: the kinds register here, and readers' pages call
// publishDue() to put scheduled revisions live and take expired items down once their time has come.
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { log, messageOf } from '../observability/log';
import { afterChange, auditContent, contentNow, revisionOf, type ContentKind, type KindAdapter } from './revisions';

const { contentDocs: docs, contentRevisions: revs } = schema;

const adapters = new Map<ContentKind, KindAdapter>();
export function registerKind(adapter: KindAdapter) {
  adapters.set(adapter.kind, adapter);
}

/**
 * Puts scheduled revisions live and takes expired items down once their time has come. Readers'
 * pages call this before reading; it looks at the database at most once a second per instance.
 */
let lastCheck = 0;
let running: Promise<void> | null = null;
export function publishDue(): Promise<void> {
  const now = Date.now();
  if (running) return running;
  if (now - lastCheck < 1000) return Promise.resolve();
  lastCheck = now;
  running = runDue()
    .catch((err) => log.error({ area: 'content', error: messageOf(err) }, 'scheduled publishing failed'))
    .finally(() => (running = null));
  return running;
}

/** Lets the next reader check at once (after an edit that set a time). */
export function recheckDueSoon() {
  lastCheck = 0;
}

async function runDue() {
  const db = await getDb();
  const now = contentNow();
  const due = await db
    .select()
    .from(docs)
    .where(sql`(${docs.scheduledRevNo} is not null and ${docs.publishAt} <= ${now}) or (${docs.state} = 'PUBLISHED' and ${docs.unpublishAt} <= ${now})`);
  const touched = new Map<KindAdapter, number[]>();
  const touch = (adapter: KindAdapter, contentId: number) => touched.set(adapter, [...(touched.get(adapter) ?? []), contentId]);
  for (const head of due) {
    const adapter = adapters.get(head.kind as ContentKind);
    if (!adapter) continue;
    await db.transaction(async (tx) => {
      // Claimed by a conditional update: another instance doing the same finds nothing left to do.
      if (head.scheduledRevNo !== null && head.publishAt && head.publishAt <= now) {
        const [claimed] = await tx
          .update(docs)
          .set({ state: 'PUBLISHED', publishedRevNo: head.scheduledRevNo, scheduledRevNo: null, publishAt: null, updatedAt: now })
          .where(and(eq(docs.kind, head.kind), eq(docs.contentId, head.contentId), eq(docs.scheduledRevNo, head.scheduledRevNo)))
          .returning({ revNo: docs.publishedRevNo });
        const rev = claimed && (await revisionOf(tx, adapter.kind, head.contentId, claimed.revNo!));
        if (rev) {
          await adapter.goLive(tx, head.contentId, rev, head.publishedRevNo === null && head.state === 'SCHEDULED');
          await tx.update(revs).set({ state: 'published' }).where(and(eq(revs.kind, head.kind), eq(revs.contentId, head.contentId), eq(revs.revNo, rev.revNo)));
          await auditContent(tx, head.updatedBy, 'content.scheduled-publish', adapter.kind, head.contentId, { revNo: rev.revNo }, null);
          touch(adapter, head.contentId);
        }
      }
      const [expired] = await tx
        .update(docs)
        .set({ state: 'UNPUBLISHED', publishedRevNo: null, unpublishAt: null, updatedAt: now })
        .where(and(eq(docs.kind, head.kind), eq(docs.contentId, head.contentId), eq(docs.state, 'PUBLISHED'), isNotNull(docs.unpublishAt), lte(docs.unpublishAt, now)))
        .returning({ contentId: docs.contentId });
      if (expired) {
        await adapter.hide(tx, head.contentId);
        await auditContent(tx, head.updatedBy, 'content.scheduled-unpublish', adapter.kind, head.contentId, {}, null);
        touch(adapter, head.contentId);
      }
    });
  }
  for (const [adapter, ids] of touched) await afterChange(adapter, ids);
}
