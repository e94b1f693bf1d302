// Guide pages and notices of every board as a kind of content: the posts row is what readers see and
// changes only when a revision is published. Here too the boards editors manage and what the editor
// pages read (the editor's view, the list, history, preview and diff); saving, publishing,
// unpublishing and restoring are post-edits.ts.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { likeTerm } from '../org/repository';
import { comCodeList } from '../codes/repository';
import { plainText, portalImageIds } from '../sanitize';
import { requireEditor } from './access';
import { postPageKey } from '../posts/cache-keys';
import { contentNow, headOf, revisionList, revisionOf, startDoc, type KindAdapter, type RevisionData, type Tx } from './revisions';
import { diffRevisions } from './revision-diff';
import { registerKind } from './schedule';
import { readerPathOf } from '../../content/states';
import type { ContentPostQuery } from '../../schemas/content';
import type { Actor } from '../../users';

const { posts, users, files, fileGroups, cmmnCodes, contentDocs: docs, contentRevisions: revs } = schema;
export const KIND = 'POST' as const;

export interface PostMeta {
  boardCd: string;
  category: string | null;
  pinYn: 'Y' | 'N';
  audience: string | null;
  fileGroupId: number | null;
}

export function metaOf(data: RevisionData): PostMeta {
  const m = data.meta as Partial<PostMeta>;
  return { boardCd: String(m.boardCd ?? ''), category: m.category ?? null, pinYn: m.pinYn === 'Y' ? 'Y' : 'N', audience: m.audience ?? null, fileGroupId: m.fileGroupId ?? null };
}

export const postAdapter: KindAdapter = {
  kind: KIND,
  label: '게시글',
  cachePrefixes: ['posts:'],
  itemCacheKeys: (postId) => [postPageKey(postId)],
  async goLive(tx, postId, rev, firstTime) {
    const meta = metaOf(rev);
    const now = contentNow();
    await tx
      .update(posts)
      .set({
        title: rev.title,
        content: rev.bodyHtml,
        contentText: plainText(rev.bodyHtml),
        category: meta.category,
        pinYn: meta.pinYn,
        audience: meta.audience,
        fileGroupId: meta.fileGroupId,
        useYn: 'Y',
        updatedAt: now,
        // A post appears in its board at the time it was first published, not when its draft began.
        ...(firstTime ? { createdAt: now } : {}),
      })
      .where(eq(posts.postId, postId));
    // Images and attachments of a published post are open to its readers (the post's audience still
    // limits downloads, see files/service.ts).
    const groups = await groupsShownBy(tx, rev.bodyHtml, meta.fileGroupId);
    if (groups.length) await tx.update(fileGroups).set({ visibility: 'public' }).where(inArray(fileGroups.fileGroupId, groups));
  },
  async hide(tx, postId) {
    await tx.update(posts).set({ useYn: 'N', updatedAt: contentNow() }).where(eq(posts.postId, postId));
  },
};
registerKind(postAdapter);

async function groupsShownBy(tx: Tx, bodyHtml: string, fileGroupId: number | null) {
  const ids = portalImageIds(bodyHtml);
  const groups = new Set<number>(fileGroupId ? [fileGroupId] : []);
  if (ids.length) for (const f of await tx.select({ g: files.fileGroupId }).from(files).where(inArray(files.fileId, ids))) groups.add(f.g);
  return [...groups];
}

/** The boards editors manage: the BOARD common codes. */
export async function editableBoards() {
  const { list } = await comCodeList('BOARD');
  return list.map((c) => ({ boardCd: c.comCd, boardNm: c.comCdNm }));
}

export const boardCodes = async () => (await editableBoards()).map((b) => b.boardCd);

/** The board of a post editors may open (read before a transaction: the rules need lookups). */
export async function boardOfPost(postId: number, boards: string[]) {
  const db = await getDb();
  const [row] = await db.select({ boardCd: posts.boardCd }).from(posts).where(eq(posts.postId, postId));
  if (!row || !boards.includes(row.boardCd)) throw new HttpError(404, '요청한 정보를 찾을 수 없습니다.');
  return row.boardCd;
}

/** Notice categories: the NOTICE_CATEGORY common codes (posts keep the name). */
export async function postCategories() {
  const db = await getDb();
  const rows = await db
    .select({ cdNm: cmmnCodes.cdNm })
    .from(cmmnCodes)
    .where(and(eq(cmmnCodes.cdCategory, 'NOTICE_CATEGORY'), eq(cmmnCodes.useYn, 'Y')))
    .orderBy(asc(cmmnCodes.sortOrd));
  return rows.map((r) => r.cdNm);
}

/** A post editors may open: an existing post of an editable board, with its head (created for old posts). */
export async function editablePost(tx: Tx, postId: number, boards: string[]) {
  const [post] = await tx.select().from(posts).where(eq(posts.postId, postId));
  if (!post || !boards.includes(post.boardCd)) throw new HttpError(404, '요청한 정보를 찾을 수 없습니다.');
  let head = await headOf(tx, KIND, postId);
  if (!head) {
    // A post from before content editing (or the seed) has no head yet: it was deleted, or it is
    // live as its first revision.
    if (post.useYn !== 'Y') throw new HttpError(404, '요청한 정보를 찾을 수 없습니다.');
    const meta: PostMeta = { boardCd: post.boardCd, category: post.category, pinYn: post.pinYn === 'Y' ? 'Y' : 'N', audience: post.audience, fileGroupId: post.fileGroupId };
    await startDoc(tx, KIND, postId, { title: post.title, bodyHtml: post.content, meta: { ...meta } }, post.authorId, { state: 'PUBLISHED', createdAt: post.updatedAt });
    head = (await headOf(tx, KIND, postId))!;
  }
  return { post, head };
}

/** Everything the editor page needs: head, newest revision, attachments, and the server's clock. */
export async function editorView(actor: Actor, postId: number) {
  await requireEditor(actor);
  const db = await getDb();
  const boards = await boardCodes();
  const { post, head } = await db.transaction((tx) => editablePost(tx, postId, boards));
  const latest = (await revisionOf(db, KIND, postId, head.version))!;
  const meta = metaOf(latest);
  const attachments = meta.fileGroupId
    ? await db.select({ fileId: files.fileId, oriFileNm: files.oriFileNm, fileExtNm: files.fileExtNm, fileSize: files.fileSize, linkUrlPath: files.linkUrlPath }).from(files).where(eq(files.fileGroupId, meta.fileGroupId)).orderBy(asc(files.fileId))
    : [];
  return {
    postId,
    boardCd: post.boardCd,
    version: head.version,
    state: head.state,
    publishedRevNo: head.publishedRevNo,
    scheduledRevNo: head.scheduledRevNo,
    publishAt: head.publishAt,
    unpublishAt: head.unpublishAt,
    updatedAt: head.updatedAt,
    readerPath: readerPathOf(post.boardCd, postId),
    latest: { ...latest, meta },
    attachments,
    serverNow: contentNow(),
  };
}
export type PostEditorView = Awaited<ReturnType<typeof editorView>>;

/** Every guide page and notice editors manage, whatever their state, with the newest title. */
export async function editorPostList(actor: Actor, query: ContentPostQuery) {
  await requireEditor(actor);
  const db = await getDb();
  const boards = (await editableBoards()).map((b) => b.boardCd);
  const latest = sql`(select r.title from ${revs} r where r.kind = 'POST' and r.content_id = ${posts.postId} and r.rev_no = ${docs.version})`;
  const cond: SQL | undefined = and(
    inArray(posts.boardCd, query.boardCd ? boards.filter((b) => b === query.boardCd) : boards),
    // A post hidden before content editing existed (no head) was deleted; it is not offered again.
    or(eq(posts.useYn, 'Y'), sql`${docs.contentId} is not null`),
    query.keyword ? or(ilike(posts.title, likeTerm(query.keyword)), sql`${latest} ilike ${likeTerm(query.keyword)}`) : undefined,
  );
  const from = () => db.select({ n: sql<number>`count(*)::int` }).from(posts).leftJoin(docs, and(eq(docs.kind, KIND), eq(docs.contentId, posts.postId)));
  const [{ n }] = await from().where(cond);
  const list = await db
    .select({
      postId: posts.postId,
      boardCd: posts.boardCd,
      title: sql<string>`coalesce(${latest}, ${posts.title})`,
      liveTitle: posts.title,
      category: posts.category,
      pinYn: posts.pinYn,
      audience: posts.audience,
      fileGroupId: posts.fileGroupId,
      useYn: posts.useYn,
      version: sql<number>`coalesce(${docs.version}, 1)`,
      state: sql<string>`coalesce(${docs.state}, 'PUBLISHED')`,
      scheduledRevNo: docs.scheduledRevNo,
      publishAt: docs.publishAt,
      unpublishAt: docs.unpublishAt,
      updatedAt: sql<Date>`coalesce(${docs.updatedAt}, ${posts.updatedAt})`,
      updatedByNm: users.korNm,
    })
    .from(posts)
    .leftJoin(docs, and(eq(docs.kind, KIND), eq(docs.contentId, posts.postId)))
    .leftJoin(users, eq(users.userId, sql`coalesce(${docs.updatedBy}, ${posts.authorId})`))
    .where(cond)
    .orderBy(desc(sql`coalesce(${docs.updatedAt}, ${posts.updatedAt})`), desc(posts.postId))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { list, totalCnt: n, page: query.page, size: query.size };
}

export async function postRevisions(actor: Actor, postId: number) {
  await requireEditor(actor);
  const db = await getDb();
  const boards = await boardCodes();
  const { head } = await db.transaction((tx) => editablePost(tx, postId, boards));
  return { version: head.version, publishedRevNo: head.publishedRevNo, scheduledRevNo: head.scheduledRevNo, list: await revisionList(KIND, postId) };
}

/** One revision as readers would see it (preview), for editors only. */
export async function postRevision(actor: Actor, postId: number, revNo: number) {
  await requireEditor(actor);
  const db = await getDb();
  const boards = await boardCodes();
  const { post } = await db.transaction((tx) => editablePost(tx, postId, boards));
  const rev = await revisionOf(db, KIND, postId, revNo);
  if (!rev) throw new HttpError(404, '요청한 판을 찾을 수 없습니다.');
  const meta = metaOf(rev);
  const attachments = meta.fileGroupId
    ? await db.select({ fileId: files.fileId, oriFileNm: files.oriFileNm, fileExtNm: files.fileExtNm, fileSize: files.fileSize, linkUrlPath: files.linkUrlPath }).from(files).where(eq(files.fileGroupId, meta.fileGroupId)).orderBy(asc(files.fileId))
    : [];
  return { post, rev: { ...rev, meta }, attachments };
}

export async function postDiff(actor: Actor, postId: number, from: number, to: number) {
  await requireEditor(actor);
  const db = await getDb();
  const boards = await boardCodes();
  await db.transaction((tx) => editablePost(tx, postId, boards));
  return diffRevisions(KIND, postId, from, to);
}
