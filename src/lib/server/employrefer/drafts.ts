// Cover-letter drafts: one draft answers one common question; every save is a new version (the last
// MAX_VERSIONS kept), an older version can be viewed and restored (as a new version), and a draft
// can be deleted with its versions. The question's character limit is checked here with the same
// counting function as the editor's live count. Another student's draft is "not found".
import { and, count, desc, eq, inArray, max, notInArray } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError, messages } from '../http/respond';
import { josa } from '../../text/josa';
import { countText, normaliseNewlines } from '../../employrefer/count';
import { MAX_DRAFTS, MAX_VERSIONS, questionOf } from '../../employrefer/jasoseol';
import type { DraftCreateInput, DraftSaveInput } from '../../schemas/employrefer';

const { coverLetterDrafts: drafts, coverLetterVersions: versions } = schema;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const NOT_FOUND = '자기소개서 초안을 찾을 수 없습니다.';
const VERSION_NOT_FOUND = '저장된 버전을 찾을 수 없습니다.';

export interface DraftSummary {
  draftId: number;
  questionCd: string;
  questionNm: string;
  limit: number;
  title: string;
  versionNo: number;
  charCnt: number;
  charNoSpaceCnt: number;
  byteCnt: number;
  versionCnt: number;
  updatedAt: string;
}

export interface VersionMeta {
  versionId: number;
  versionNo: number;
  charCnt: number;
  charNoSpaceCnt: number;
  byteCnt: number;
  restoredFromNo: number | null;
  createdAt: string;
}

export interface DraftView extends DraftSummary {
  content: string;
  versions: VersionMeta[];
}

/** The text as stored and its counts; over the question's limit is refused. */
function checked(questionCd: string, raw: string) {
  const question = questionOf(questionCd);
  if (!question) throw new HttpError(400, messages.invalid, { questionCd: '문항을 선택해 주세요.' });
  const content = normaliseNewlines(raw);
  const counts = countText(content);
  if (counts.withSpaces > question.limit) {
    throw new HttpError(400, `${josa(question.title, '은/는')} 공백 포함 ${question.limit}자까지 쓸 수 있습니다. 지금 ${counts.withSpaces}자입니다.`, {
      content: `공백 포함 ${question.limit}자 이내로 줄여 주세요. (지금 ${counts.withSpaces}자)`,
    });
  }
  return { content, counts };
}

async function ownDraft(tx: Tx | Db, studentId: string, draftId: number, lock = false) {
  const q = tx.select().from(drafts).where(and(eq(drafts.draftId, draftId), eq(drafts.studentId, studentId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** Adds a version after the draft's last one and drops all but the newest MAX_VERSIONS. */
async function addVersion(tx: Tx, draftId: number, content: string, counts: ReturnType<typeof countText>, restoredFromNo: number | null = null) {
  const [{ last }] = await tx.select({ last: max(versions.versionNo) }).from(versions).where(eq(versions.draftId, draftId));
  const versionNo = Number(last ?? 0) + 1;
  const [row] = await tx
    .insert(versions)
    .values({ draftId, versionNo, content, charCnt: counts.withSpaces, charNoSpaceCnt: counts.withoutSpaces, byteCnt: counts.bytes, restoredFromNo })
    .returning();
  const keep = await tx.select({ id: versions.versionId }).from(versions).where(eq(versions.draftId, draftId)).orderBy(desc(versions.versionNo)).limit(MAX_VERSIONS);
  await tx.delete(versions).where(and(eq(versions.draftId, draftId), notInArray(versions.versionId, keep.map((k) => k.id))));
  return row;
}

const meta = (v: typeof versions.$inferSelect): VersionMeta => ({
  versionId: v.versionId,
  versionNo: v.versionNo,
  charCnt: v.charCnt,
  charNoSpaceCnt: v.charNoSpaceCnt,
  byteCnt: v.byteCnt,
  restoredFromNo: v.restoredFromNo,
  createdAt: v.createdAt.toISOString(),
});

/** My drafts, most recently saved first, with their latest version's counts. */
export async function myDrafts(studentId: string): Promise<DraftSummary[]> {
  const db = await getDb();
  const rows = await db.select().from(drafts).where(eq(drafts.studentId, studentId)).orderBy(desc(drafts.updatedAt), desc(drafts.draftId));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.draftId);
  const [all, counts] = await Promise.all([
    db
      .selectDistinctOn([versions.draftId], { draftId: versions.draftId, versionNo: versions.versionNo, charCnt: versions.charCnt, charNoSpaceCnt: versions.charNoSpaceCnt, byteCnt: versions.byteCnt })
      .from(versions)
      .where(inArray(versions.draftId, ids))
      .orderBy(versions.draftId, desc(versions.versionNo)),
    db.select({ draftId: versions.draftId, n: count() }).from(versions).where(inArray(versions.draftId, ids)).groupBy(versions.draftId),
  ]);
  const latest = new Map(all.map((v) => [v.draftId, v]));
  const cnt = new Map(counts.map((c) => [c.draftId, Number(c.n)]));
  return rows.map((d) => {
    const q = questionOf(d.questionCd);
    const v = latest.get(d.draftId);
    return {
      draftId: d.draftId,
      questionCd: d.questionCd,
      questionNm: q?.title ?? d.questionCd,
      limit: q?.limit ?? 0,
      title: d.title,
      versionNo: v?.versionNo ?? 0,
      charCnt: v?.charCnt ?? 0,
      charNoSpaceCnt: v?.charNoSpaceCnt ?? 0,
      byteCnt: v?.byteCnt ?? 0,
      versionCnt: cnt.get(d.draftId) ?? 0,
      updatedAt: d.updatedAt.toISOString(),
    };
  });
}

export async function draftCount(studentId: string): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(drafts).where(eq(drafts.studentId, studentId));
  return Number(n);
}

/** One of my drafts: the latest text and the list of kept versions, newest first. */
export async function myDraft(studentId: string, draftId: number): Promise<DraftView> {
  const db = await getDb();
  const d = await ownDraft(db, studentId, draftId);
  const rows = await db.select().from(versions).where(eq(versions.draftId, draftId)).orderBy(desc(versions.versionNo));
  const q = questionOf(d.questionCd);
  const latest = rows[0];
  return {
    draftId: d.draftId,
    questionCd: d.questionCd,
    questionNm: q?.title ?? d.questionCd,
    limit: q?.limit ?? 0,
    title: d.title,
    versionNo: latest?.versionNo ?? 0,
    charCnt: latest?.charCnt ?? 0,
    charNoSpaceCnt: latest?.charNoSpaceCnt ?? 0,
    byteCnt: latest?.byteCnt ?? 0,
    versionCnt: rows.length,
    updatedAt: d.updatedAt.toISOString(),
    content: latest?.content ?? '',
    versions: rows.map(meta),
  };
}

/** A new draft with its first version. */
export async function createDraft(studentId: string, input: DraftCreateInput): Promise<{ draftId: number; versionNo: number }> {
  const { content, counts } = checked(input.questionCd, input.content);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(drafts).where(eq(drafts.studentId, studentId));
    if (Number(n) >= MAX_DRAFTS) throw new HttpError(400, `자기소개서 초안은 ${MAX_DRAFTS}개까지 보관할 수 있습니다. 쓰지 않는 초안을 삭제해 주세요.`);
    const [d] = await tx.insert(drafts).values({ studentId, questionCd: input.questionCd, title: input.title }).returning();
    const v = await addVersion(tx, d.draftId, content, counts);
    return { draftId: d.draftId, versionNo: v.versionNo };
  });
}

/** Saves my draft as a new version. */
export async function saveDraft(studentId: string, draftId: number, input: DraftSaveInput): Promise<{ draftId: number; versionNo: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const d = await ownDraft(tx, studentId, draftId, true);
    const { content, counts } = checked(d.questionCd, input.content);
    const v = await addVersion(tx, draftId, content, counts);
    await tx.update(drafts).set({ title: input.title, updatedAt: new Date() }).where(eq(drafts.draftId, draftId));
    return { draftId, versionNo: v.versionNo };
  });
}

/** One kept version's text. */
export async function myVersion(studentId: string, draftId: number, versionId: number): Promise<VersionMeta & { content: string }> {
  const db = await getDb();
  await ownDraft(db, studentId, draftId);
  const [v] = await db.select().from(versions).where(and(eq(versions.versionId, versionId), eq(versions.draftId, draftId)));
  if (!v) throw new HttpError(404, VERSION_NOT_FOUND);
  return { ...meta(v), content: v.content };
}

/** Restores an older version: its text becomes a new, latest version. */
export async function restoreVersion(studentId: string, draftId: number, versionId: number): Promise<{ draftId: number; versionNo: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const d = await ownDraft(tx, studentId, draftId, true);
    const [old] = await tx.select().from(versions).where(and(eq(versions.versionId, versionId), eq(versions.draftId, draftId)));
    if (!old) throw new HttpError(404, VERSION_NOT_FOUND);
    const { content, counts } = checked(d.questionCd, old.content);
    const v = await addVersion(tx, draftId, content, counts, old.versionNo);
    await tx.update(drafts).set({ updatedAt: new Date() }).where(eq(drafts.draftId, draftId));
    return { draftId, versionNo: v.versionNo };
  });
}

/** Deletes my draft with all its versions. */
export async function deleteDraft(studentId: string, draftId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await ownDraft(tx, studentId, draftId, true);
    await tx.delete(versions).where(eq(versions.draftId, draftId));
    await tx.delete(drafts).where(eq(drafts.draftId, draftId));
  });
}

