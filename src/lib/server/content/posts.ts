// Guide pages and notices of every board, edited in the browser: drafts, publishing now or at a
// time, unpublishing, history, diff and restore. The posts row is what readers see; it changes only
// when a revision is published. Every change is audited.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { likeTerm } from '../org/repository';
import { comCodeList } from '../codes/repository';
import { plainText, portalImageIds, sanitizeContentHtml } from '../sanitize';
import { requireEditor } from './access';
import { postPageKey } from '../posts/cache-keys';
import {
  afterChange,
  auditContent,
  contentNow,
  diffRevisions,
  headOf,
  recheckDueSoon,
  registerKind,
  revisionList,
  restoreRevision,
  revisionOf,
  saveRevision,
  startDoc,
  unpublishDoc,
  type KindAdapter,
  type RevisionData,
  type Tx,
} from './revisions';
import { seoulInstantOf } from '../../calendar';
import { audienceValue, readerPathOf } from '../../content/states';
import type { ContentPostQuery, PostCreateInput, PostSaveInput, RestoreInput, VersionInput } from '../../schemas/content';
import type { Actor } from '../../users';

const { posts, users, files, fileGroups, cmmnCodes, contentDocs: docs, contentRevisions: revs } = schema;
const KIND = 'POST' as const;

export interface PostMeta {
  boardCd: string;
  category: string | null;
  pinYn: 'Y' | 'N';
  audience: string | null;
  fileGroupId: number | null;
}

function metaOf(data: RevisionData): PostMeta {
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

const boardCodes = async () => (await editableBoards()).map((b) => b.boardCd);

/** The board of a post editors may open (read before a transaction: the rules need lookups). */
async function boardOfPost(postId: number, boards: string[]) {
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

/**
 * Files a revision may show: groups that are already public, that the editor uploaded, or that an
 * earlier editor of this same post uploaded. Anyone else's private file (a student's, a counselling
 * attachment) can never be made public by naming it in a post.
 */
async function checkFiles(tx: Tx, actor: Actor, postId: number | null, bodyHtml: string, fileGroupId: number | null) {
  const ids = portalImageIds(bodyHtml);
  const groupIds = new Set<number>(fileGroupId ? [fileGroupId] : []);
  const imageGroups = ids.length ? await tx.select({ fileId: files.fileId, g: files.fileGroupId }).from(files).where(inArray(files.fileId, ids)) : [];
  if (imageGroups.length !== ids.length) throw new HttpError(400, '본문에 찾을 수 없는 이미지가 있습니다. 이미지를 다시 올려 주세요.', { bodyHtml: '찾을 수 없는 이미지가 있습니다.' });
  for (const r of imageGroups) groupIds.add(r.g);
  if (!groupIds.size) return;
  const groups = await tx.select({ id: fileGroups.fileGroupId, ownerId: fileGroups.ownerId, visibility: fileGroups.visibility }).from(fileGroups).where(inArray(fileGroups.fileGroupId, [...groupIds]));
  const editors = new Set<string>([actor.userId]);
  let liveGroup: number | null = null;
  if (postId) {
    const rows = await tx.selectDistinct({ a: revs.authorId }).from(revs).where(and(eq(revs.kind, KIND), eq(revs.contentId, postId)));
    for (const r of rows) if (r.a) editors.add(r.a);
    const [live] = await tx.select({ g: posts.fileGroupId }).from(posts).where(eq(posts.postId, postId));
    liveGroup = live?.g ?? null;
  }
  const allowed = (g: (typeof groups)[number]) => g.visibility === 'public' || g.id === liveGroup || (!!g.ownerId && editors.has(g.ownerId));
  if (groups.length !== groupIds.size || !groups.every(allowed)) {
    const field = fileGroupId && !groups.some((g) => g.id === fileGroupId && allowed(g)) ? 'fileGroupId' : 'bodyHtml';
    throw new HttpError(400, '사용할 수 없는 파일이 있습니다. 편집 화면에서 직접 올린 파일만 쓸 수 있습니다.', { [field]: '사용할 수 없는 파일입니다.' });
  }
}

async function toRevision(input: PostCreateInput | PostSaveInput, boardCd: string): Promise<RevisionData> {
  const bodyHtml = sanitizeContentHtml(input.bodyHtml);
  if (!plainText(bodyHtml) && !/<img\s/i.test(bodyHtml)) throw new HttpError(400, '본문을 입력해 주세요.', { bodyHtml: '본문을 입력해 주세요.' });
  if (input.category && !(await postCategories()).includes(input.category)) throw new HttpError(400, '분류가 올바르지 않습니다.', { category: '분류를 목록에서 골라 주세요.' });
  if (input.audienceScope === 'DIVS' && !input.audienceDivs.length) throw new HttpError(400, '공개할 사용자 유형을 하나 이상 골라 주세요.', { audienceDivs: '사용자 유형을 하나 이상 골라 주세요.' });
  const meta: PostMeta = {
    boardCd,
    category: input.category ?? null,
    pinYn: input.pinYn,
    audience: audienceValue(input.audienceScope, input.audienceDivs),
    fileGroupId: input.fileGroupId ?? null,
  };
  return { title: input.title, bodyHtml, meta: { ...meta } };
}

function times(input: PostCreateInput | PostSaveInput) {
  return { publishAt: input.publishAt ? seoulInstantOf(input.publishAt) : undefined, unpublishAt: input.unpublishAt ? seoulInstantOf(input.unpublishAt) : undefined };
}

/** A post editors may open: an existing post of an editable board, with its head (created for old posts). */
async function editablePost(tx: Tx, postId: number, boards: string[]) {
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

function changed(adapterState: string) {
  return adapterState !== 'draft';
}

export async function createPost(actor: Actor, input: PostCreateInput, ip?: string | null) {
  await requireEditor(actor);
  const boards = await editableBoards();
  if (!boards.some((b) => b.boardCd === input.boardCd)) throw new HttpError(400, '게시판이 올바르지 않습니다.', { boardCd: '게시판을 목록에서 골라 주세요.' });
  const rev = await toRevision(input, input.boardCd);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await checkFiles(tx, actor, null, rev.bodyHtml, metaOf(rev).fileGroupId);
    // Hidden until published: readers only ever see posts with useYn Y.
    const [row] = await tx.insert(posts).values({ boardCd: input.boardCd, title: rev.title, content: '', contentText: '', authorId: actor.userId, useYn: 'N' }).returning({ postId: posts.postId });
    await startDoc(tx, KIND, row.postId, rev, actor.userId, { state: 'DRAFT' });
    let state = 'draft';
    if (input.action === 'publish') {
      // The first revision is the draft; publishing it is the second, so history shows both steps.
      state = (await saveRevision(tx, postAdapter, row.postId, { ...rev, version: 1, action: 'publish', ...times(input) }, actor.userId)).state;
    }
    await auditContent(tx, actor.userId, 'content.create', KIND, row.postId, { boardCd: input.boardCd, title: rev.title, state }, ip);
    return { postId: row.postId, state };
  });
  await settle(result.state, result.postId);
  return { ...(await editorView(actor, result.postId)), saved: result.state };
}

async function settle(state: string, postId: number) {
  if (state === 'scheduled') recheckDueSoon();
  if (changed(state)) await afterChange(postAdapter, [postId]);
}

export async function savePost(actor: Actor, postId: number, input: PostSaveInput, ip?: string | null) {
  await requireEditor(actor);
  const boards = await boardCodes();
  const rev = await toRevision(input, await boardOfPost(postId, boards));
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await editablePost(tx, postId, boards);
    await checkFiles(tx, actor, postId, rev.bodyHtml, metaOf(rev).fileGroupId);
    const saved = await saveRevision(tx, postAdapter, postId, { ...rev, version: input.version, action: input.action, ...times(input) }, actor.userId);
    await auditContent(tx, actor.userId, saved.state === 'draft' ? 'content.draft' : saved.state === 'scheduled' ? 'content.schedule' : 'content.publish', KIND, postId, {
      revNo: saved.revNo,
      title: rev.title,
      publishAt: saved.head.publishAt,
      unpublishAt: saved.head.unpublishAt,
    }, ip);
    return saved;
  });
  await settle(result.state, postId);
  return { ...(await editorView(actor, postId)), revNo: result.revNo, saved: result.state };
}

export async function unpublishPost(actor: Actor, postId: number, input: VersionInput, ip?: string | null) {
  await requireEditor(actor);
  const boards = await boardCodes();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await editablePost(tx, postId, boards);
    await unpublishDoc(tx, postAdapter, postId, input.version, actor.userId);
    await auditContent(tx, actor.userId, 'content.unpublish', KIND, postId, { version: input.version }, ip);
  });
  await afterChange(postAdapter, [postId]);
  return editorView(actor, postId);
}

/** Restores an old revision as a new one (a draft, or published at once). */
export async function restorePost(actor: Actor, postId: number, revNo: number, input: RestoreInput, ip?: string | null) {
  await requireEditor(actor);
  const boards = await boardCodes();
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await editablePost(tx, postId, boards);
    // Sanitised again: an allow-list tightened since then applies to restored text too.
    const { saved } = await restoreRevision(tx, postAdapter, postId, revNo, input, actor.userId, (old) => ({ title: old.title, bodyHtml: sanitizeContentHtml(old.bodyHtml), meta: old.meta }));
    await auditContent(tx, actor.userId, 'content.restore', KIND, postId, { from: revNo, revNo: saved.revNo, state: saved.state }, ip);
    return saved;
  });
  await settle(result.state, postId);
  return { ...(await editorView(actor, postId)), revNo: result.revNo, saved: result.state };
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
