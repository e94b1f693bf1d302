// The main page's banners and programme highlights, edited through the shared revision model
// (decision 018, kind BANNER): drafts, publishing, taking down, version conflicts, history and audit.
// The main_banners row is what the main page shows; every change drops the public 'banners:' cache.
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError, parse } from '../http/respond';
import { IMAGE_EXTENSIONS } from '../files/service';
import { requireEditor } from './access';
import * as clock from '../clock';
import {
  afterChange,
  auditContent,
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
import { formatDate } from '../../format';
import { BannerSaveInput, PLACEMENT_NAMES, type BannerCreateInput, type BannerPlacement, type ContentBannerQuery } from '../../schemas/content-banners';
import type { RestoreInput, VersionInput } from '../../schemas/content';
import type { Actor } from '../../users';

const { mainBanners, files, fileGroups, users, contentDocs: docs, contentRevisions: revs } = schema;
const KIND = 'BANNER' as const;

export interface BannerMeta {
  placement: BannerPlacement;
  summary: string | null;
  linkUrl: string | null;
  imageFileId: number | null;
  imageAlt: string | null;
  sortOrd: number;
  startDt: string;
  endDt: string;
}

function metaOf(data: RevisionData): BannerMeta {
  const m = data.meta as Partial<BannerMeta>;
  return {
    placement: m.placement === 'HIGHLIGHT' ? 'HIGHLIGHT' : 'BANNER',
    summary: m.summary ?? null,
    linkUrl: m.linkUrl ?? null,
    imageFileId: m.imageFileId ?? null,
    imageAlt: m.imageAlt ?? null,
    sortOrd: Number(m.sortOrd ?? 0),
    startDt: String(m.startDt ?? ''),
    endDt: String(m.endDt ?? ''),
  };
}

export const bannerAdapter: KindAdapter = {
  kind: KIND,
  label: '배너',
  cachePrefixes: ['banners:'],
  async goLive(tx, bannerId, rev) {
    const meta = metaOf(rev);
    await tx
      .update(mainBanners)
      .set({ title: rev.title, summary: meta.summary, linkUrl: meta.linkUrl, imageFileId: meta.imageFileId, imageAlt: meta.imageAlt, sortOrd: meta.sortOrd, startDt: meta.startDt, endDt: meta.endDt, placement: meta.placement, useYn: 'Y' })
      .where(eq(mainBanners.bannerId, bannerId));
    // The image of a published banner is open to everyone who sees the main page.
    if (meta.imageFileId) {
      const [f] = await tx.select({ g: files.fileGroupId }).from(files).where(eq(files.fileId, meta.imageFileId));
      if (f) await tx.update(fileGroups).set({ visibility: 'public' }).where(eq(fileGroups.fileGroupId, f.g));
    }
  },
  async hide(tx, bannerId) {
    await tx.update(mainBanners).set({ useYn: 'N' }).where(eq(mainBanners.bannerId, bannerId));
  },
};
registerKind(bannerAdapter);

function toRevision(input: BannerCreateInput | BannerSaveInput): RevisionData {
  if (input.endDt < input.startDt) throw new HttpError(400, '게시 종료일은 시작일과 같거나 뒤여야 합니다.', { endDt: '게시 종료일은 시작일과 같거나 뒤여야 합니다.' });
  if (input.action === 'publish' && input.endDt < clock.today()) throw new HttpError(400, '게시 종료일이 이미 지났습니다. 기간을 고쳐 주세요.', { endDt: '게시 종료일이 이미 지났습니다.' });
  if (input.placement === 'BANNER' && input.action === 'publish' && !input.imageFileId) throw new HttpError(400, '메인 배너에는 이미지가 필요합니다.', { imageFileId: '이미지를 올려 주세요.' });
  if (input.imageFileId && !input.imageAlt) throw new HttpError(400, '이미지 설명(대체 텍스트)을 입력해 주세요.', { imageAlt: '이미지 설명을 입력해 주세요.' });
  const meta: BannerMeta = {
    placement: input.placement,
    summary: input.summary ?? null,
    linkUrl: input.linkUrl ?? null,
    imageFileId: input.imageFileId ?? null,
    imageAlt: input.imageFileId ? (input.imageAlt ?? null) : null,
    sortOrd: input.sortOrd,
    startDt: input.startDt,
    endDt: input.endDt,
  };
  return { title: input.title, bodyHtml: '', meta: { ...meta } };
}

/** The image: an image file that is public already, or uploaded by this editor or an earlier editor of the banner. */
async function checkImage(tx: Tx, actor: Actor, bannerId: number | null, imageFileId: number | null) {
  if (!imageFileId) return;
  const refuse = () => new HttpError(400, '사용할 수 없는 이미지입니다. 편집 화면에서 직접 올린 이미지만 쓸 수 있습니다.', { imageFileId: '사용할 수 없는 이미지입니다.' });
  const [f] = await tx
    .select({ ext: files.fileExtNm, ownerId: fileGroups.ownerId, visibility: fileGroups.visibility })
    .from(files)
    .innerJoin(fileGroups, eq(fileGroups.fileGroupId, files.fileGroupId))
    .where(eq(files.fileId, imageFileId));
  if (!f || !IMAGE_EXTENSIONS.includes(f.ext.toLowerCase())) throw refuse();
  if (f.visibility === 'public') return;
  const editors = new Set<string>([actor.userId]);
  if (bannerId) for (const r of await tx.selectDistinct({ a: revs.authorId }).from(revs).where(and(eq(revs.kind, KIND), eq(revs.contentId, bannerId)))) if (r.a) editors.add(r.a);
  if (!f.ownerId || !editors.has(f.ownerId)) throw refuse();
}

async function editableBanner(tx: Tx, bannerId: number) {
  const [banner] = await tx.select().from(mainBanners).where(eq(mainBanners.bannerId, bannerId));
  if (!banner) throw new HttpError(404, '요청한 정보를 찾을 수 없습니다.');
  let head = await headOf(tx, KIND, bannerId);
  if (!head) {
    // A seeded banner gets its head (revision 1 = what the main page shows) when first opened.
    const meta: BannerMeta = { placement: banner.placement as BannerPlacement, summary: banner.summary, linkUrl: banner.linkUrl, imageFileId: banner.imageFileId, imageAlt: banner.imageAlt, sortOrd: banner.sortOrd, startDt: banner.startDt, endDt: banner.endDt };
    await startDoc(tx, KIND, bannerId, { title: banner.title, bodyHtml: '', meta: { ...meta } }, null, { state: banner.useYn === 'Y' ? 'PUBLISHED' : 'DRAFT', createdAt: banner.createdAt });
    head = (await headOf(tx, KIND, bannerId))!;
  }
  return { banner, head };
}

export async function createBanner(actor: Actor, input: BannerCreateInput, ip?: string | null) {
  await requireEditor(actor);
  const rev = toRevision(input);
  const meta = metaOf(rev);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await checkImage(tx, actor, null, meta.imageFileId);
    const [row] = await tx
      .insert(mainBanners)
      .values({ placement: meta.placement, title: rev.title, startDt: meta.startDt, endDt: meta.endDt, sortOrd: meta.sortOrd, useYn: 'N' })
      .returning({ bannerId: mainBanners.bannerId });
    await startDoc(tx, KIND, row.bannerId, rev, actor.userId, { state: 'DRAFT' });
    let state = 'draft';
    if (input.action === 'publish') state = (await saveRevision(tx, bannerAdapter, row.bannerId, { ...rev, version: 1, action: 'publish' }, actor.userId)).state;
    await auditContent(tx, actor.userId, 'content.create', KIND, row.bannerId, { title: rev.title, placement: meta.placement, state }, ip);
    return { bannerId: row.bannerId, state };
  });
  if (result.state !== 'draft') await afterChange(bannerAdapter);
  return { ...(await bannerEditorView(actor, result.bannerId)), saved: result.state };
}

export async function saveBanner(actor: Actor, bannerId: number, input: BannerSaveInput, ip?: string | null) {
  await requireEditor(actor);
  const rev = toRevision(input);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await editableBanner(tx, bannerId);
    await checkImage(tx, actor, bannerId, metaOf(rev).imageFileId);
    const saved = await saveRevision(tx, bannerAdapter, bannerId, { ...rev, version: input.version, action: input.action }, actor.userId);
    await auditContent(tx, actor.userId, saved.state === 'draft' ? 'content.draft' : 'content.publish', KIND, bannerId, { revNo: saved.revNo, title: rev.title }, ip);
    return saved;
  });
  if (result.state !== 'draft') await afterChange(bannerAdapter);
  return { ...(await bannerEditorView(actor, bannerId)), revNo: result.revNo, saved: result.state };
}

export async function turnOffBanner(actor: Actor, bannerId: number, input: VersionInput, ip?: string | null) {
  await requireEditor(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await editableBanner(tx, bannerId);
    await unpublishDoc(tx, bannerAdapter, bannerId, input.version, actor.userId);
    await auditContent(tx, actor.userId, 'content.unpublish', KIND, bannerId, { version: input.version }, ip);
  });
  await afterChange(bannerAdapter);
  return bannerEditorView(actor, bannerId);
}

export async function bannerEditorView(actor: Actor, bannerId: number) {
  await requireEditor(actor);
  const db = await getDb();
  const { banner, head } = await db.transaction((tx) => editableBanner(tx, bannerId));
  const latest = (await revisionOf(db, KIND, bannerId, head.version))!;
  return {
    bannerId,
    version: head.version,
    state: head.state,
    updatedAt: head.updatedAt,
    live: { useYn: banner.useYn, placement: banner.placement },
    latest: { revNo: latest.revNo, title: latest.title, authorNm: latest.authorNm, createdAt: latest.createdAt, meta: metaOf(latest) },
    revisions: await revisionList(KIND, bannerId),
  };
}
export type BannerEditorView = Awaited<ReturnType<typeof bannerEditorView>>;

export async function editorBannerList(actor: Actor, query: ContentBannerQuery) {
  await requireEditor(actor);
  const db = await getDb();
  const latestTitle = sql<string>`coalesce((select r.title from ${revs} r where r.kind = 'BANNER' and r.content_id = ${mainBanners.bannerId} and r.rev_no = ${docs.version}), ${mainBanners.title})`;
  const cond = query.placement ? eq(mainBanners.placement, query.placement) : undefined;
  const joinDocs = and(eq(docs.kind, KIND), eq(docs.contentId, mainBanners.bannerId));
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(mainBanners).where(cond);
  const list = await db
    .select({
      bannerId: mainBanners.bannerId,
      placement: mainBanners.placement,
      title: latestTitle,
      startDt: mainBanners.startDt,
      endDt: mainBanners.endDt,
      sortOrd: mainBanners.sortOrd,
      useYn: mainBanners.useYn,
      imageFileId: mainBanners.imageFileId,
      state: sql<string>`coalesce(${docs.state}, case when ${mainBanners.useYn} = 'Y' then 'PUBLISHED' else 'DRAFT' end)`,
      updatedAt: sql<Date>`coalesce(${docs.updatedAt}, ${mainBanners.createdAt})`,
      updatedByNm: users.korNm,
    })
    .from(mainBanners)
    .leftJoin(docs, joinDocs)
    .leftJoin(users, eq(users.userId, docs.updatedBy))
    .where(cond)
    .orderBy(asc(mainBanners.placement), asc(mainBanners.sortOrd), desc(mainBanners.bannerId))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { list, totalCnt: n, page: query.page, size: query.size, today: clock.today() };
}

/** What the main page shows today: live banners and highlights in their order. */
export async function activeBanners(today = clock.today()) {
  const db = await getDb();
  const rows = await db
    .select({ bannerId: mainBanners.bannerId, placement: mainBanners.placement, title: mainBanners.title, summary: mainBanners.summary, linkUrl: mainBanners.linkUrl, imageFileId: mainBanners.imageFileId, imageAlt: mainBanners.imageAlt })
    .from(mainBanners)
    .where(and(eq(mainBanners.useYn, 'Y'), lte(mainBanners.startDt, today), gte(mainBanners.endDt, today), inArray(mainBanners.placement, ['BANNER', 'HIGHLIGHT'])))
    .orderBy(asc(mainBanners.sortOrd), asc(mainBanners.bannerId));
  return { banners: rows.filter((r) => r.placement === 'BANNER'), highlights: rows.filter((r) => r.placement === 'HIGHLIGHT') };
}

/** What a comparison of two banner revisions shows besides the title and the summary. */
const bannerFields: RevisionField[] = [
  { key: 'placement', label: '위치', valueOf: (r) => PLACEMENT_NAMES[metaOf(r).placement] },
  { key: 'period', label: '게시 기간', valueOf: (r) => { const m = metaOf(r); return m.startDt ? `${formatDate(m.startDt)} ~ ${formatDate(m.endDt)}` : ''; } },
  { key: 'linkUrl', label: '링크', valueOf: (r) => metaOf(r).linkUrl ?? '' },
  { key: 'sortOrd', label: '순서', valueOf: (r) => String(metaOf(r).sortOrd) },
  { key: 'image', label: '이미지', valueOf: (r) => { const id = metaOf(r).imageFileId; return id ? `파일 ${id}` : ''; } },
  { key: 'imageAlt', label: '이미지 설명', valueOf: (r) => metaOf(r).imageAlt ?? '' },
];

/** The revisions of one banner, newest first, with the version a restore must name. */
export async function bannerRevisions(actor: Actor, bannerId: number) {
  await requireEditor(actor);
  const db = await getDb();
  const { head } = await db.transaction((tx) => editableBanner(tx, bannerId));
  return { version: head.version, state: head.state, publishedRevNo: head.publishedRevNo, list: await revisionList(KIND, bannerId) };
}

/** Title, summary (word by word), placement, period, link, order and image of two revisions of one banner. */
export async function bannerDiff(actor: Actor, bannerId: number, from: number, to: number) {
  await requireEditor(actor);
  const db = await getDb();
  await db.transaction((tx) => editableBanner(tx, bannerId));
  return diffRevisions(KIND, bannerId, from, to, {
    bodyOf: (r) => metaOf(r).summary ?? '',
    fields: bannerFields,
    imagesOf: (r) => {
      const m = metaOf(r);
      return m.imageFileId ? [{ fileId: m.imageFileId, src: `/api/files/download/${m.imageFileId}`, alt: m.imageAlt ?? '' }] : [];
    },
  });
}

/**
 * Restores an old revision of a banner as a new revision (a draft, or published at once); history is
 * never rewritten. The old fields pass every rule a save passes today (a published banner needs its
 * image, the period must not be over), and a stale version is refused with the other editor's text.
 */
export async function restoreBanner(actor: Actor, bannerId: number, revNo: number, input: RestoreInput, ip?: string | null) {
  await requireEditor(actor);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await editableBanner(tx, bannerId);
    const { data, saved } = await restoreRevision(tx, bannerAdapter, bannerId, revNo, input, actor.userId, async (old) => {
      const m = metaOf(old);
      const rev = toRevision(
        parse(BannerSaveInput, { placement: m.placement, title: old.title, summary: m.summary, linkUrl: m.linkUrl, imageFileId: m.imageFileId, imageAlt: m.imageAlt, sortOrd: m.sortOrd, startDt: m.startDt, endDt: m.endDt, version: input.version, action: input.action }),
      );
      await checkImage(tx, actor, bannerId, metaOf(rev).imageFileId);
      return rev;
    });
    await auditContent(tx, actor.userId, 'content.restore', KIND, bannerId, { from: revNo, revNo: saved.revNo, state: saved.state, title: data.title }, ip);
    return saved;
  });
  // The main page's banners are dropped whatever was restored (here and on the other instances).
  await afterChange(bannerAdapter);
  return { ...(await bannerEditorView(actor, bannerId)), revNo: result.revNo, saved: result.state };
}
