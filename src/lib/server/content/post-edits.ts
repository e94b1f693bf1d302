// Editors' changes to guide pages and notices: creating a post, saving a draft or publishing it (now or
// at a time), unpublishing and restoring an old revision, each audited in its transaction. A revision
// may show only files that are public or that this post's editors uploaded.
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { plainText, portalImageIds, sanitizeContentHtml } from '../sanitize';
import { requireEditor } from './access';
import { afterChange, auditContent, restoreRevision, saveRevision, startDoc, unpublishDoc, type RevisionData, type Tx } from './revisions';
import { recheckDueSoon } from './schedule';
import { KIND, boardCodes, boardOfPost, editableBoards, editablePost, editorView, metaOf, postAdapter, postCategories, type PostMeta } from './posts';
import { seoulInstantOf } from '../../calendar';
import { audienceValue } from '../../content/states';
import type { PostCreateInput, PostSaveInput, RestoreInput, VersionInput } from '../../schemas/content';
import type { Actor } from '../../users';

const { posts, files, fileGroups, contentRevisions: revs } = schema;

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
