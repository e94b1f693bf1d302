// System popups edited in the browser through the shared revision model (decision 018): every save
// is a revision, a stale version is refused with the other editor's text, publishing writes the
// live sys_popups row readers see, turning off hides it. Every change is audited in its transaction
// and drops the public popup cache ('popups:') here and on the other instances.
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError, parse } from '../http/respond';
import { likeTerm } from '../org/repository';
import { plainText, portalImageIds, sanitizeContentHtml } from '../sanitize';
import { requireEditor } from './access';
import * as clock from '../clock';
import {
  afterChange,
  auditContent,
  contentNow,
  headOf,
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
import { diffRevisions, type RevisionField } from './revision-diff';
import { registerKind } from './schedule';
import { AUDIENCE_LOGIN, audienceLabel, audienceValue } from '../../content/states';
import { formatDate } from '../../format';
import { PopupSaveInput, type ContentPopupQuery, type PopupCreateInput } from '../../schemas/content-popups';
import type { RestoreInput, VersionInput } from '../../schemas/content';
import type { Actor } from '../../users';

const { sysPopups, files, fileGroups, users, contentDocs: docs, contentRevisions: revs } = schema;
const KIND = 'POPUP' as const;

export interface PopupMeta {
  linkUrl: string | null;
  startDt: string;
  endDt: string;
  /** null: everyone; LOGIN; or user types 'std,prof' (as posts' audience). */
  audience: string | null;
  sortOrd: number;
  width: number;
}

function metaOf(data: RevisionData): PopupMeta {
  const m = data.meta as Partial<PopupMeta>;
  return {
    linkUrl: m.linkUrl ?? null,
    startDt: String(m.startDt ?? ''),
    endDt: String(m.endDt ?? ''),
    audience: m.audience ?? null,
    sortOrd: Number(m.sortOrd ?? 0),
    width: Number(m.width ?? 420),
  };
}

export const popupAdapter: KindAdapter = {
  kind: KIND,
  label: '팝업',
  cachePrefixes: ['popups:'],
  async goLive(tx, popupId, rev) {
    const meta = metaOf(rev);
    await tx
      .update(sysPopups)
      .set({ title: rev.title, content: rev.bodyHtml, linkUrl: meta.linkUrl, startDt: meta.startDt, endDt: meta.endDt, targetDivs: meta.audience, sortOrd: meta.sortOrd, width: meta.width, useYn: 'Y' })
      .where(eq(sysPopups.popupId, popupId));
    const ids = portalImageIds(rev.bodyHtml);
    if (ids.length) {
      const groups = await tx.select({ g: files.fileGroupId }).from(files).where(inArray(files.fileId, ids));
      if (groups.length) await tx.update(fileGroups).set({ visibility: 'public' }).where(inArray(fileGroups.fileGroupId, groups.map((r) => r.g)));
    }
  },
  async hide(tx, popupId) {
    await tx.update(sysPopups).set({ useYn: 'N' }).where(eq(sysPopups.popupId, popupId));
  },
};
registerKind(popupAdapter);

function toRevision(input: PopupCreateInput | PopupSaveInput): RevisionData {
  const bodyHtml = sanitizeContentHtml(input.bodyHtml);
  if (!plainText(bodyHtml) && !/<img\s/i.test(bodyHtml)) throw new HttpError(400, '본문을 입력해 주세요.', { bodyHtml: '본문을 입력해 주세요.' });
  if (input.endDt < input.startDt) throw new HttpError(400, '게시 종료일은 시작일과 같거나 뒤여야 합니다.', { endDt: '게시 종료일은 시작일과 같거나 뒤여야 합니다.' });
  if (input.action === 'publish' && input.endDt < clock.today()) throw new HttpError(400, '게시 종료일이 이미 지났습니다. 기간을 고쳐 주세요.', { endDt: '게시 종료일이 이미 지났습니다.' });
  if (input.audienceScope === 'DIVS' && !input.audienceDivs.length) throw new HttpError(400, '보여 줄 사용자 유형을 하나 이상 골라 주세요.', { audienceDivs: '사용자 유형을 하나 이상 골라 주세요.' });
  const meta: PopupMeta = {
    linkUrl: input.linkUrl ?? null,
    startDt: input.startDt,
    endDt: input.endDt,
    audience: audienceValue(input.audienceScope, input.audienceDivs),
    sortOrd: input.sortOrd,
    width: input.width,
  };
  return { title: input.title, bodyHtml, meta: { ...meta } };
}

/** Images of a popup: public already, or uploaded by this editor or an earlier editor of the popup. */
async function checkImages(tx: Tx, actor: Actor, popupId: number | null, bodyHtml: string) {
  const ids = portalImageIds(bodyHtml);
  if (!ids.length) return;
  const rows = await tx.select({ g: files.fileGroupId }).from(files).where(inArray(files.fileId, ids));
  if (rows.length !== ids.length) throw new HttpError(400, '본문에 찾을 수 없는 이미지가 있습니다. 이미지를 다시 올려 주세요.', { bodyHtml: '찾을 수 없는 이미지가 있습니다.' });
  const groupIds = [...new Set(rows.map((r) => r.g))];
  const groups = await tx.select({ ownerId: fileGroups.ownerId, visibility: fileGroups.visibility }).from(fileGroups).where(inArray(fileGroups.fileGroupId, groupIds));
  const editors = new Set<string>([actor.userId]);
  if (popupId) for (const r of await tx.selectDistinct({ a: revs.authorId }).from(revs).where(and(eq(revs.kind, KIND), eq(revs.contentId, popupId)))) if (r.a) editors.add(r.a);
  if (groups.length !== groupIds.length || !groups.every((g) => g.visibility === 'public' || (!!g.ownerId && editors.has(g.ownerId)))) {
    throw new HttpError(400, '사용할 수 없는 파일이 있습니다. 편집 화면에서 직접 올린 파일만 쓸 수 있습니다.', { bodyHtml: '사용할 수 없는 파일입니다.' });
  }
}

/** A popup editors may open, with its head (created on first opening for seeded popups). */
async function editablePopup(tx: Tx, popupId: number) {
  const [popup] = await tx.select().from(sysPopups).where(eq(sysPopups.popupId, popupId));
  if (!popup) throw new HttpError(404, '요청한 정보를 찾을 수 없습니다.');
  let head = await headOf(tx, KIND, popupId);
  if (!head) {
    const meta: PopupMeta = { linkUrl: popup.linkUrl, startDt: popup.startDt, endDt: popup.endDt, audience: popup.targetDivs, sortOrd: popup.sortOrd, width: popup.width };
    await startDoc(tx, KIND, popupId, { title: popup.title, bodyHtml: popup.content, meta: { ...meta } }, null, { state: popup.useYn === 'Y' ? 'PUBLISHED' : 'DRAFT', createdAt: popup.createdAt });
    head = (await headOf(tx, KIND, popupId))!;
  }
  return { popup, head };
}

const auditAction = (state: string) => (state === 'draft' ? 'content.draft' : 'content.publish');

export async function createPopup(actor: Actor, input: PopupCreateInput, ip?: string | null) {
  await requireEditor(actor);
  const rev = toRevision(input);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await checkImages(tx, actor, null, rev.bodyHtml);
    const meta = metaOf(rev);
    // Off until published: readers only ever see popups with useYn Y.
    const [row] = await tx
      .insert(sysPopups)
      .values({ title: rev.title, content: '', linkUrl: null, startDt: meta.startDt, endDt: meta.endDt, targetDivs: meta.audience, width: meta.width, sortOrd: meta.sortOrd, useYn: 'N' })
      .returning({ popupId: sysPopups.popupId });
    await startDoc(tx, KIND, row.popupId, rev, actor.userId, { state: 'DRAFT' });
    let state = 'draft';
    if (input.action === 'publish') state = (await saveRevision(tx, popupAdapter, row.popupId, { ...rev, version: 1, action: 'publish' }, actor.userId)).state;
    await auditContent(tx, actor.userId, 'content.create', KIND, row.popupId, { title: rev.title, state, startDt: meta.startDt, endDt: meta.endDt, audience: meta.audience }, ip);
    return { popupId: row.popupId, state };
  });
  if (result.state !== 'draft') await afterChange(popupAdapter);
  return { ...(await popupEditorView(actor, result.popupId)), saved: result.state };
}

export async function savePopup(actor: Actor, popupId: number, input: PopupSaveInput, ip?: string | null) {
  await requireEditor(actor);
  const rev = toRevision(input);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await editablePopup(tx, popupId);
    await checkImages(tx, actor, popupId, rev.bodyHtml);
    const saved = await saveRevision(tx, popupAdapter, popupId, { ...rev, version: input.version, action: input.action }, actor.userId);
    const meta = metaOf(rev);
    await auditContent(tx, actor.userId, auditAction(saved.state), KIND, popupId, { revNo: saved.revNo, title: rev.title, startDt: meta.startDt, endDt: meta.endDt, audience: meta.audience }, ip);
    return saved;
  });
  if (result.state !== 'draft') await afterChange(popupAdapter);
  return { ...(await popupEditorView(actor, popupId)), revNo: result.revNo, saved: result.state };
}

/** Turns a popup off: readers no longer see it (its text stays in the history). */
export async function turnOffPopup(actor: Actor, popupId: number, input: VersionInput, ip?: string | null) {
  await requireEditor(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await editablePopup(tx, popupId);
    await unpublishDoc(tx, popupAdapter, popupId, input.version, actor.userId);
    await auditContent(tx, actor.userId, 'content.unpublish', KIND, popupId, { version: input.version }, ip);
  });
  await afterChange(popupAdapter);
  return popupEditorView(actor, popupId);
}

export async function popupEditorView(actor: Actor, popupId: number) {
  await requireEditor(actor);
  const db = await getDb();
  const { popup, head } = await db.transaction((tx) => editablePopup(tx, popupId));
  const latest = (await revisionOf(db, KIND, popupId, head.version))!;
  return {
    popupId,
    version: head.version,
    state: head.state,
    publishedRevNo: head.publishedRevNo,
    updatedAt: head.updatedAt,
    live: { useYn: popup.useYn, startDt: popup.startDt, endDt: popup.endDt, targetDivs: popup.targetDivs },
    latest: { ...latest, meta: metaOf(latest) },
    revisions: await revisionList(KIND, popupId),
  };
}
export type PopupEditorView = Awaited<ReturnType<typeof popupEditorView>>;

/** Every popup, whatever its state, newest change first, with the newest title and period. */
export async function editorPopupList(actor: Actor, query: ContentPopupQuery) {
  await requireEditor(actor);
  const db = await getDb();
  const latestTitle = sql`(select r.title from ${revs} r where r.kind = 'POPUP' and r.content_id = ${sysPopups.popupId} and r.rev_no = ${docs.version})`;
  const cond = query.keyword ? or(ilike(sysPopups.title, likeTerm(query.keyword)), sql`${latestTitle} ilike ${likeTerm(query.keyword)}`) : undefined;
  const joinDocs = and(eq(docs.kind, KIND), eq(docs.contentId, sysPopups.popupId));
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(sysPopups).leftJoin(docs, joinDocs).where(cond);
  const list = await db
    .select({
      popupId: sysPopups.popupId,
      title: sql<string>`coalesce(${latestTitle}, ${sysPopups.title})`,
      startDt: sysPopups.startDt,
      endDt: sysPopups.endDt,
      targetDivs: sysPopups.targetDivs,
      sortOrd: sysPopups.sortOrd,
      useYn: sysPopups.useYn,
      version: sql<number>`coalesce(${docs.version}, 1)`,
      state: sql<string>`coalesce(${docs.state}, case when ${sysPopups.useYn} = 'Y' then 'PUBLISHED' else 'DRAFT' end)`,
      updatedAt: sql<Date>`coalesce(${docs.updatedAt}, ${sysPopups.createdAt})`,
      updatedByNm: users.korNm,
    })
    .from(sysPopups)
    .leftJoin(docs, joinDocs)
    .leftJoin(users, eq(users.userId, docs.updatedBy))
    .where(cond)
    .orderBy(desc(sql`coalesce(${docs.updatedAt}, ${sysPopups.createdAt})`), desc(sysPopups.popupId))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { list, totalCnt: n, page: query.page, size: query.size, today: clock.today(), serverNow: contentNow() };
}

/** What a comparison of two popup revisions shows besides title and body. */
const popupFields: RevisionField[] = [
  { key: 'period', label: '게시 기간', valueOf: (r) => { const m = metaOf(r); return m.startDt ? `${formatDate(m.startDt)} ~ ${formatDate(m.endDt)}` : ''; } },
  { key: 'audience', label: '보여 줄 대상', valueOf: (r) => audienceLabel(metaOf(r).audience) },
  { key: 'linkUrl', label: '자세히 보기 링크', valueOf: (r) => metaOf(r).linkUrl ?? '' },
  { key: 'sortOrd', label: '순서', valueOf: (r) => String(metaOf(r).sortOrd) },
  { key: 'width', label: '너비 (px)', valueOf: (r) => String(metaOf(r).width) },
];

/** The revisions of one popup, newest first, with the version a restore must name. */
export async function popupRevisions(actor: Actor, popupId: number) {
  await requireEditor(actor);
  const db = await getDb();
  const { head } = await db.transaction((tx) => editablePopup(tx, popupId));
  return { version: head.version, state: head.state, publishedRevNo: head.publishedRevNo, list: await revisionList(KIND, popupId) };
}

/** Title, body (word by word), period, readers, link, order and width of two revisions of one popup. */
export async function popupDiff(actor: Actor, popupId: number, from: number, to: number) {
  await requireEditor(actor);
  const db = await getDb();
  await db.transaction((tx) => editablePopup(tx, popupId));
  return diffRevisions(KIND, popupId, from, to, { fields: popupFields });
}

/** An old revision as the editor's input, so that a restore passes every rule a save passes today. */
function inputOf(rev: RevisionData, input: RestoreInput) {
  const m = metaOf(rev);
  const scope = !m.audience ? 'ALL' : m.audience === AUDIENCE_LOGIN ? 'LOGIN' : 'DIVS';
  return parse(PopupSaveInput, {
    title: rev.title,
    bodyHtml: rev.bodyHtml,
    linkUrl: m.linkUrl,
    startDt: m.startDt,
    endDt: m.endDt,
    audienceScope: scope,
    audienceDivs: scope === 'DIVS' ? m.audience!.split(',') : [],
    sortOrd: m.sortOrd,
    width: m.width,
    version: input.version,
    action: input.action,
  });
}

/**
 * Restores an old revision of a popup as a new revision (a draft, or published at once); history is
 * never rewritten. The old text is sanitised and checked again like a save, and a stale version is
 * refused with the other editor's text.
 */
export async function restorePopup(actor: Actor, popupId: number, revNo: number, input: RestoreInput, ip?: string | null) {
  await requireEditor(actor);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await editablePopup(tx, popupId);
    const { data, saved } = await restoreRevision(tx, popupAdapter, popupId, revNo, input, actor.userId, async (old) => {
      const rev = toRevision(inputOf(old, input));
      await checkImages(tx, actor, popupId, rev.bodyHtml);
      return rev;
    });
    await auditContent(tx, actor.userId, 'content.restore', KIND, popupId, { from: revNo, revNo: saved.revNo, state: saved.state, title: data.title }, ip);
    return saved;
  });
  // The main page's popups are dropped whatever was restored (here and on the other instances).
  await afterChange(popupAdapter);
  return { ...(await popupEditorView(actor, popupId)), revNo: result.revNo, saved: result.state };
}
