// The revision model shared by every kind of content: each save is a numbered revision, the head
// (content_docs) carries the version an editor must name to save, and publishing copies a revision
// to the live row readers see. Kinds plug in how their live row is written and hidden; comparing
// revisions is revision-diff.ts, scheduled publishing schedule.ts.
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError } from '../http/respond';

const { contentDocs: docs, contentRevisions: revs, users } = schema;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ContentKind = 'POST' | 'POPUP' | 'BANNER';

const TARGET_TYPES: Record<ContentKind, string> = { POST: 'post', POPUP: 'popup', BANNER: 'banner' };

export interface RevisionData {
  title: string;
  bodyHtml: string;
  meta: Record<string, unknown>;
}

export interface Revision extends RevisionData {
  revNo: number;
  state: string;
  publishAt: Date | null;
  unpublishAt: Date | null;
  restoredFrom: number | null;
  authorId: string | null;
  authorNm: string | null;
  createdAt: Date;
}

/** How one kind of content shows a revision to readers and takes it away again. */
export interface KindAdapter {
  kind: ContentKind;
  /** Korean name used in messages ("안내 페이지", "팝업"). */
  label: string;
  /** Writes the revision to the live row and makes it visible. firstTime: it was never published. */
  goLive(tx: Tx, contentId: number, rev: RevisionData, firstTime: boolean): Promise<void>;
  hide(tx: Tx, contentId: number): Promise<void>;
  /** Cache keys (prefixes) of the public pages that show this kind. */
  cachePrefixes: string[];
  /** Cache keys of the pages that show one item of this kind alone (its detail page). */
  itemCacheKeys?(contentId: number): string[];
}

/** The clock of publishing times: the real instant (a pinned PORTAL_TODAY only pins dates). */
export const contentNow = () => new Date();


const revColumns = {
  revNo: revs.revNo,
  title: revs.title,
  bodyHtml: revs.bodyHtml,
  meta: revs.meta,
  state: revs.state,
  publishAt: revs.publishAt,
  unpublishAt: revs.unpublishAt,
  restoredFrom: revs.restoredFrom,
  authorId: revs.authorId,
  authorNm: users.korNm,
  createdAt: revs.createdAt,
};

export async function headOf(db: Db | Tx, kind: ContentKind, contentId: number) {
  const [head] = await db.select().from(docs).where(and(eq(docs.kind, kind), eq(docs.contentId, contentId)));
  return head ?? null;
}
export type Head = NonNullable<Awaited<ReturnType<typeof headOf>>>;

export async function revisionOf(db: Db | Tx, kind: ContentKind, contentId: number, revNo: number): Promise<Revision | null> {
  const [rev] = await db
    .select(revColumns)
    .from(revs)
    .leftJoin(users, eq(users.userId, revs.authorId))
    .where(and(eq(revs.kind, kind), eq(revs.contentId, contentId), eq(revs.revNo, revNo)));
  return (rev as Revision | undefined) ?? null;
}

/** Every revision, newest first, without bodies (the history list). */
export async function revisionList(kind: ContentKind, contentId: number) {
  const db = await getDb();
  const { bodyHtml: _b, meta: _m, ...cols } = revColumns;
  return db
    .select(cols)
    .from(revs)
    .leftJoin(users, eq(users.userId, revs.authorId))
    .where(and(eq(revs.kind, kind), eq(revs.contentId, contentId)))
    .orderBy(desc(revs.revNo));
}

/** Creates the head and first revision of a new item (inside the caller's transaction). */
export async function startDoc(tx: Tx, kind: ContentKind, contentId: number, data: RevisionData, actorId: string | null, opts: { state: 'DRAFT' | 'PUBLISHED'; createdAt?: Date } = { state: 'DRAFT' }) {
  const inserted = await tx
    .insert(docs)
    .values({ kind, contentId, version: 1, state: opts.state, publishedRevNo: opts.state === 'PUBLISHED' ? 1 : null, updatedBy: actorId, updatedAt: opts.createdAt ?? contentNow() })
    .onConflictDoNothing()
    .returning({ version: docs.version });
  // Two editors opening an old item at once: the second finds the head the first created.
  if (!inserted.length) return;
  await tx.insert(revs).values({ kind, contentId, revNo: 1, ...data, state: opts.state === 'PUBLISHED' ? 'published' : 'draft', authorId: actorId, createdAt: opts.createdAt ?? contentNow() });
}

export interface SaveRequest extends RevisionData {
  version: number;
  action: 'draft' | 'publish';
  publishAt?: Date;
  unpublishAt?: Date;
  restoredFrom?: number;
}

/**
 * Restores revision revNo of a document as a new revision, a draft or published at once; history is
 * never rewritten. `prepare` turns the old revision into today's data, sanitised and checked again
 * like a save; a stale version is refused like a save, with the other editor's text.
 */
export async function restoreRevision(
  tx: Tx,
  adapter: KindAdapter,
  contentId: number,
  revNo: number,
  input: Pick<SaveRequest, 'version' | 'action'>,
  actorId: string,
  prepare: (old: Revision) => RevisionData | Promise<RevisionData>,
) {
  const old = await revisionOf(tx, adapter.kind, contentId, revNo);
  if (!old) throw new HttpError(404, '복원할 판을 찾을 수 없습니다.');
  const data = await prepare(old);
  const saved = await saveRevision(tx, adapter, contentId, { ...data, version: input.version, action: input.action, restoredFrom: revNo }, actorId);
  return { data, saved };
}

/** The answer of a save naming an old version: the other editor's text, so that nothing is lost. */
async function conflict(tx: Tx, kind: ContentKind, contentId: number, head: Head) {
  const current = await revisionOf(tx, kind, contentId, head.version);
  const who = current?.authorNm ? `${current.authorNm} 님이` : '다른 편집자가';
  return new HttpError(409, `${who} 먼저 저장한 내용이 있습니다(현재 ${head.version}판). 작성하신 내용은 화면에 그대로 남아 있으니, 아래의 최신 내용을 확인해 반영한 뒤 다시 저장해 주세요.`, {
    version: head.version,
    state: head.state,
    current: current && { revNo: current.revNo, title: current.title, bodyHtml: current.bodyHtml, meta: current.meta, authorNm: current.authorNm, createdAt: current.createdAt },
  });
}

function checkTimes(req: Pick<SaveRequest, 'publishAt' | 'unpublishAt'>, now: Date) {
  if (req.unpublishAt && req.unpublishAt <= (req.publishAt && req.publishAt > now ? req.publishAt : now)) {
    throw new HttpError(400, '게시 종료 일시는 게시 시작 일시와 지금보다 뒤여야 합니다.', { unpublishAt: '게시 종료 일시는 게시 시작 일시와 지금보다 뒤여야 합니다.' });
  }
}

/**
 * Saves a new revision if the editor's version is the current one, then drafts, publishes now, or
 * schedules it. Returns the new head. Refused with 409 and the current text when the version is old.
 */
export async function saveRevision(tx: Tx, adapter: KindAdapter, contentId: number, req: SaveRequest, actorId: string) {
  const { kind } = adapter;
  const now = contentNow();
  const before = await headOf(tx, kind, contentId);
  if (!before) throw new HttpError(404, '요청한 정보를 찾을 수 없습니다.');
  if (req.action === 'publish') checkTimes(req, now);
  // The version check and the raise are one statement: of two saves naming the same version, one wins.
  const [raised] = await tx
    .update(docs)
    .set({ version: sql`${docs.version} + 1`, updatedBy: actorId, updatedAt: now })
    .where(and(eq(docs.kind, kind), eq(docs.contentId, contentId), eq(docs.version, req.version)))
    .returning({ version: docs.version });
  if (!raised) throw await conflict(tx, kind, contentId, before);
  const revNo = raised.version;
  const scheduled = req.action === 'publish' && !!req.publishAt && req.publishAt > now;
  const state = req.action === 'draft' ? 'draft' : scheduled ? 'scheduled' : 'published';
  await tx.insert(revs).values({
    kind,
    contentId,
    revNo,
    title: req.title,
    bodyHtml: req.bodyHtml,
    meta: req.meta,
    state,
    publishAt: req.action === 'publish' ? (req.publishAt ?? now) : null,
    unpublishAt: req.action === 'publish' ? (req.unpublishAt ?? null) : null,
    restoredFrom: req.restoredFrom ?? null,
    authorId: actorId,
    createdAt: now,
  });
  if (state === 'published') {
    await adapter.goLive(tx, contentId, req, before.publishedRevNo === null && before.state !== 'UNPUBLISHED');
    await tx
      .update(docs)
      .set({ state: 'PUBLISHED', publishedRevNo: revNo, scheduledRevNo: null, publishAt: null, unpublishAt: req.unpublishAt ?? null })
      .where(and(eq(docs.kind, kind), eq(docs.contentId, contentId)));
  } else if (state === 'scheduled') {
    await tx
      .update(docs)
      .set({ state: before.state === 'PUBLISHED' ? 'PUBLISHED' : 'SCHEDULED', scheduledRevNo: revNo, publishAt: req.publishAt!, unpublishAt: req.unpublishAt ?? null })
      .where(and(eq(docs.kind, kind), eq(docs.contentId, contentId)));
  }
  return { revNo, state, head: (await headOf(tx, kind, contentId))! };
}

/** Takes an item away from readers (and cancels a waiting schedule). */
export async function unpublishDoc(tx: Tx, adapter: KindAdapter, contentId: number, version: number, actorId: string) {
  const head = await headOf(tx, adapter.kind, contentId);
  if (!head) throw new HttpError(404, '요청한 정보를 찾을 수 없습니다.');
  if (head.version !== version) throw await conflict(tx, adapter.kind, contentId, head);
  if (head.state === 'DRAFT' || head.state === 'UNPUBLISHED') throw new HttpError(409, `게시 중이거나 예약된 ${adapter.label}만 게시를 중지할 수 있습니다.`);
  await adapter.hide(tx, contentId);
  await tx
    .update(docs)
    .set({ state: 'UNPUBLISHED', publishedRevNo: null, scheduledRevNo: null, publishAt: null, unpublishAt: null, updatedBy: actorId, updatedAt: contentNow() })
    .where(and(eq(docs.kind, adapter.kind), eq(docs.contentId, contentId)));
}

/** Written in the same transaction as the change (PGlite has one connection: no second one may wait). */
export async function auditContent(tx: Tx, actorId: string | null, action: string, kind: ContentKind, contentId: number, detail: Record<string, unknown>, ip: string | null | undefined) {
  await tx.insert(schema.auditLog).values({ actorId, action, targetType: TARGET_TYPES[kind], targetId: String(contentId), detail, ip: ip ?? null });
}

/**
 * Readers see a change at once: the cached public lists of this kind, and the pages of the items that
 * changed, are dropped everywhere (data and rendered pages alike).
 */
export async function afterChange(adapter: KindAdapter, contentIds: number[] = []) {
  const { invalidate } = await import('../cache');
  for (const prefix of adapter.cachePrefixes) invalidate(prefix);
  for (const id of contentIds) for (const key of adapter.itemCacheKeys?.(id) ?? []) invalidate(key);
}
