// Attachments: who may read a file group, uploads checked by content, zip bundles streamed.
import { PassThrough, Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { fileTypeFromBuffer } from 'file-type';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { deleteFile, putFile, readFileStream } from './storage';
import { config } from '../config';
import { isOffice, type Actor } from '../../users';

const { files, fileGroups } = schema;

type Viewer = Actor | null;
export type FileGroupRow = typeof fileGroups.$inferSelect;

/**
 * Who may read the file groups that one kind of record holds (a counselling application, a
 * classroom notice, a post). The area that owns the record registers its rule at start (areas.ts);
 * this module knows no area. The rules are asked in the order they were registered and the first
 * that knows the group decides; a group no rule knows follows `canRead`.
 */
export interface FileReadRule {
  /** The kind of record that holds the files, e.g. 'career.classroom'. */
  owner: string;
  /** null when no record of this kind holds the group; otherwise whether the viewer may read it. */
  canRead(group: FileGroupRow, viewer: Viewer): Promise<boolean | null>;
}

const readRules = new Map<string, FileReadRule>();

/** Registers (or replaces, keeping its place) the read rule of one kind of record. */
export function registerFileReadRule(rule: FileReadRule) {
  readRules.set(rule.owner, rule);
}

export async function fileGroup(fileGroupId: number) {
  const db = await getDb();
  const [group] = await db.select().from(fileGroups).where(eq(fileGroups.fileGroupId, fileGroupId));
  return group ?? null;
}

/**
 * Public groups (notice attachments, published content images) are open to all; a private group that
 * no record's rule knows only to the one who uploaded it. Never "any staff": a record's files are read
 * by whoever may read the record, through its rule (decision 046).
 */
export function canRead(group: { ownerId: string | null; visibility: string }, viewer: Viewer) {
  if (group.visibility === 'public') return true;
  if (!viewer) return false;
  return viewer.userId === group.ownerId;
}

/** A profile photo: its owner, and the office accounts whose screens show students with their photos. */
export const photoFileRule: FileReadRule = {
  owner: 'users.photo',
  async canRead(group, viewer) {
    const db = await getDb();
    const [hit] = await db.select({ userId: schema.users.userId }).from(files).innerJoin(schema.users, eq(schema.users.photoFileId, files.fileId)).where(eq(files.fileGroupId, group.fileGroupId)).limit(1);
    if (!hit) return null;
    if (!viewer) return false;
    return viewer.userId === group.ownerId || isOffice(viewer);
  },
};

/** Whether the viewer may read the group: the rule of the record that holds it, else `canRead`. */
async function mayRead(group: FileGroupRow, viewer: Viewer) {
  for (const rule of readRules.values()) {
    const answer = await rule.canRead(group, viewer);
    if (answer !== null) return answer;
  }
  return canRead(group, viewer);
}

async function readableGroup(fileGroupId: number, viewer: Viewer) {
  const group = await fileGroup(fileGroupId);
  if (!group) throw new HttpError(404, '첨부자료가 없습니다.');
  // Someone else's file is not found, exactly like a file that does not exist, logged in or not (no existence oracle).
  if (!(await mayRead(group, viewer))) throw new HttpError(404, '첨부자료가 없습니다.');
  return group;
}

/** The files of a group as readers see them: never the stored name, which stays a storage detail. */
export async function listFiles(fileGroupId: number, viewer: Viewer) {
  const rows = await storedFiles(fileGroupId, viewer);
  return rows.map(({ saveFileNm: _stored, ...file }) => file);
}

async function storedFiles(fileGroupId: number, viewer: Viewer) {
  await readableGroup(fileGroupId, viewer);
  const db = await getDb();
  return db
    .select({ fileId: files.fileId, fileGroupId: files.fileGroupId, saveFileNm: files.saveFileNm, oriFileNm: files.oriFileNm, fileExtNm: files.fileExtNm, fileSize: files.fileSize, linkUrlPath: files.linkUrlPath })
    .from(files)
    .where(eq(files.fileGroupId, fileGroupId))
    .orderBy(asc(files.fileId));
}

export async function fileForDownload(fileId: number, viewer: Viewer) {
  const db = await getDb();
  const [file] = await db.select().from(files).where(eq(files.fileId, fileId));
  if (!file) throw new HttpError(404, '파일을 찾을 수 없습니다.');
  const group = await readableGroup(file.fileGroupId, viewer);
  // Public only when anyone may read it: a public group attached to a notice for some readers is not.
  const anyone = group.visibility === 'public' && (await mayRead(group, null));
  return { ...file, visibility: anyone ? ('public' as const) : ('private' as const) };
}

/** A zip of the whole group, written while it is read: no temporary file, no whole-zip buffer. */
export async function zipOfGroup(fileGroupId: number, viewer: Viewer): Promise<Readable> {
  const list = await storedFiles(fileGroupId, viewer);
  if (!list.length) throw new HttpError(404, '첨부자료가 없습니다.');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  archive.on('error', (err: Error) => out.destroy(err));
  archive.pipe(out);
  const used = new Set<string>();
  for (const f of list) {
    const base = cleanFileName(f.oriFileNm);
    let name = `${base}.${f.fileExtNm}`;
    for (let i = 2; used.has(name); i++) name = `${base} (${i}).${f.fileExtNm}`;
    used.add(name);
    archive.append(readFileStream(f.saveFileNm), { name });
  }
  void archive.finalize();
  return out;
}

/** Extensions accepted, each with the content types its bytes must show. Text formats have no signature. */
const ALLOWED: Record<string, { mimes: string[]; text?: boolean }> = {
  jpg: { mimes: ['image/jpeg'] },
  jpeg: { mimes: ['image/jpeg'] },
  png: { mimes: ['image/png'] },
  gif: { mimes: ['image/gif'] },
  webp: { mimes: ['image/webp'] },
  pdf: { mimes: ['application/pdf'] },
  hwp: { mimes: ['application/x-cfb'] },
  hwpx: { mimes: ['application/zip', 'application/hwp+zip'] },
  docx: { mimes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'] },
  xlsx: { mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'] },
  pptx: { mimes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip'] },
  zip: { mimes: ['application/zip'] },
  txt: { mimes: ['text/plain'], text: true },
  csv: { mimes: ['text/csv'], text: true },
};
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

function looksLikeText(bytes: Uint8Array) {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
    return true;
  } catch {
    return false;
  }
}

export interface Upload {
  name: string;
  bytes: Uint8Array;
}

/** Checks name, size and content; returns what to store. Throws a 400 with a Korean message otherwise. */
export async function checkUpload(upload: Upload, opts: { allowed?: string[]; maxBytes?: number } = {}) {
  const maxBytes = opts.maxBytes ?? config.maxUploadBytes;
  const dot = upload.name.lastIndexOf('.');
  const ext = dot > 0 ? upload.name.slice(dot + 1).toLowerCase() : '';
  const baseName = cleanFileName(dot > 0 ? upload.name.slice(0, dot) : upload.name).slice(0, 120);
  const allowed = opts.allowed ?? Object.keys(ALLOWED);
  if (!upload.bytes.length) throw new HttpError(400, '빈 파일은 올릴 수 없습니다.', { file: '빈 파일입니다.' });
  if (upload.bytes.length > maxBytes) {
    throw new HttpError(400, `파일 크기는 ${Math.floor(maxBytes / 1024 / 1024)}MB 이하여야 합니다.`, { file: '파일이 너무 큽니다.' });
  }
  const rule = ALLOWED[ext];
  if (!rule || !allowed.includes(ext)) {
    throw new HttpError(400, `허용되지 않는 파일 형식입니다. (${allowed.join(', ')})`, { file: '허용되지 않는 형식입니다.' });
  }
  const detected = await fileTypeFromBuffer(upload.bytes);
  const contentOk = rule.text ? !detected && looksLikeText(upload.bytes) : !!detected && rule.mimes.includes(detected.mime);
  if (!contentOk) throw new HttpError(400, '파일 내용이 확장자와 일치하지 않습니다.', { file: '파일 내용이 확장자와 다릅니다.' });
  return { oriFileNm: baseName || 'file', fileExtNm: ext === 'jpeg' ? 'jpg' : ext, mimeType: rule.text ? rule.mimes[0] : detected!.mime, bytes: upload.bytes };
}

/** Stores checked uploads in a new group (or an existing one the uploader owns). */
export async function saveUploads(ownerId: string, uploads: Awaited<ReturnType<typeof checkUpload>>[], opts: { fileGroupId?: number; visibility?: 'public' | 'private' } = {}) {
  const db = await getDb();
  // The request is checked before anything is written: the group and the account's storage quota.
  if (opts.fileGroupId) {
    const [group] = await db.select({ id: fileGroups.fileGroupId }).from(fileGroups).where(and(eq(fileGroups.fileGroupId, opts.fileGroupId), eq(fileGroups.ownerId, ownerId)));
    if (!group) throw new HttpError(404, '첨부자료가 없습니다.');
  }
  const [{ used }] = await db.select({ used: sql<number>`coalesce(sum(${files.fileSize}), 0)::bigint` }).from(files).where(eq(files.uploaderId, ownerId));
  const adding = uploads.reduce((n, u) => n + u.bytes.length, 0);
  if (Number(used) + adding > config.userQuotaBytes) {
    throw new HttpError(413, `올린 파일의 합계가 한도(${Math.round(config.userQuotaBytes / 1024 / 1024)}MB)를 넘습니다. 쓰지 않는 파일을 지운 뒤 다시 올려 주세요.`);
  }
  const names = await Promise.all(uploads.map((u) => putFile(u.bytes)));
  try {
    return await insertUploads(ownerId, uploads, names, opts);
  } catch (err) {
    // No orphans: bytes whose records were not written are removed.
    await Promise.all(names.map((n) => deleteFile(n).catch(() => {})));
    throw err;
  }
}

async function insertUploads(ownerId: string, uploads: Awaited<ReturnType<typeof checkUpload>>[], names: string[], opts: { fileGroupId?: number; visibility?: 'public' | 'private' }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    let groupId = opts.fileGroupId;
    if (groupId) {
      const [group] = await tx.select().from(fileGroups).where(and(eq(fileGroups.fileGroupId, groupId), eq(fileGroups.ownerId, ownerId)));
      if (!group) throw new HttpError(404, '첨부자료가 없습니다.');
    } else {
      const [group] = await tx.insert(fileGroups).values({ ownerId, visibility: opts.visibility ?? 'private' }).returning({ id: fileGroups.fileGroupId });
      groupId = group.id;
    }
    const saved = [];
    for (const [i, u] of uploads.entries()) {
      const [row] = await tx
        .insert(files)
        .values({ fileGroupId: groupId, saveFileNm: names[i], oriFileNm: u.oriFileNm, fileExtNm: u.fileExtNm, mimeType: u.mimeType, fileSize: u.bytes.length, linkUrlPath: '', uploaderId: ownerId })
        .returning({ fileId: files.fileId });
      const linkUrlPath = `/api/files/download/${row.fileId}`;
      await tx.update(files).set({ linkUrlPath }).where(eq(files.fileId, row.fileId));
      saved.push({ fileId: row.fileId, fileGroupId: groupId, oriFileNm: u.oriFileNm, fileExtNm: u.fileExtNm, fileSize: u.bytes.length, linkUrlPath });
    }
    return { fileGroupId: groupId, files: saved };
  });
}

/** RFC 6266 header that keeps Korean file names intact. */
/**
 * A file name without control characters or bidirectional overrides (which can make
 * 'invoice\u202Efdp.exe' read as 'invoiceexe.pdf'), path separators or reserved characters.
 */
export function cleanFileName(name: string) {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[\\/:*?"<>|]/g, '_')
    .trim()
    .slice(0, 150);
  return cleaned === '' || /^\.+$/.test(cleaned) ? '첨부파일' : cleaned;
}

export function contentDisposition(fileName: string) {
  const clean = cleanFileName(fileName);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/** An Excel workbook as a private download (staff exports): never cached, saved under `fileName`. */
export function xlsxResponse(buffer: ArrayBuffer | Uint8Array, fileName: string) {
  return new Response(new Uint8Array(buffer), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': 'private, no-store',
    },
  });
}

export function toWebStream(stream: Readable) {
  return Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
}
