// File storage behind one small interface, in one of two places (FILE_STORE, decision 055):
//  - directory: files under FILE_DIR (default DATA_DIR/files) on this machine's disk, or on a
//    directory every instance mounts;
//  - database: chunks in the `file_chunks` table, so every instance on one PostgreSQL reads the
//    same files with nothing else to share, and a backup's snapshot holds rows and bytes together.
// The default is the database with PostgreSQL, the directory with the embedded database. Reading
// falls back to the directory, so files stored there before a change of store stay readable.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { config } from '../config';
import { getDb, schema, type Db } from '../db';

const { fileChunks } = schema;

/** A chunk of a file kept in the database. */
const CHUNK_BYTES = 512 * 1024;

function root() {
  return config.fileDir;
}

function pathOf(saveFileNm: string) {
  if (!/^[0-9a-f-]{36}$/.test(saveFileNm)) throw new Error('invalid stored file name');
  return path.join(root(), saveFileNm.slice(0, 2), saveFileNm);
}

const inDatabase = () => config.fileStore === 'database';

/** Where chunks are written: the server's database, or a handle of the caller's (a transaction, the seed's database). */
type Handle = Pick<Db, 'insert' | 'delete'>;

async function writeChunks(saveFileNm: string, bytes: Uint8Array, into?: Handle) {
  const rows: { saveFileNm: string; seq: number; bytes: Buffer }[] = [];
  for (let seq = 0, at = 0; at < bytes.length || seq === 0; seq++, at += CHUNK_BYTES) {
    rows.push({ saveFileNm, seq, bytes: Buffer.from(bytes.subarray(at, at + CHUNK_BYTES)) });
  }
  const write = async (h: Handle) => {
    await h.delete(fileChunks).where(eq(fileChunks.saveFileNm, saveFileNm));
    // A few chunks per statement: each statement's parameters stay a few megabytes at most.
    for (let i = 0; i < rows.length; i += 4) await h.insert(fileChunks).values(rows.slice(i, i + 4));
  };
  if (into) await write(into);
  else await (await getDb()).transaction(write);
}

async function writeToDirectory(saveFileNm: string, bytes: Uint8Array) {
  const target = pathOf(saveFileNm);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await fsp.writeFile(target, bytes);
}

/**
 * Stores bytes under a random name (never the user's file name) and returns that name. `into` is
 * the database to write to while the server's own is still being opened (the demo seed).
 */
export async function putFile(bytes: Uint8Array, into?: Handle): Promise<string> {
  const saveFileNm = crypto.randomUUID();
  if (inDatabase()) await writeChunks(saveFileNm, bytes, into);
  else await writeToDirectory(saveFileNm, bytes);
  return saveFileNm;
}

/** Removes stored bytes (an upload whose record could not be written). A missing file is no error. */
export async function deleteFile(saveFileNm: string): Promise<void> {
  const onDisk = pathOf(saveFileNm);
  if (inDatabase()) await (await getDb()).delete(fileChunks).where(eq(fileChunks.saveFileNm, saveFileNm));
  await fsp.rm(onDisk, { force: true });
}

function missing(saveFileNm: string) {
  return Object.assign(new Error(`stored file not found: ${saveFileNm}`), { code: 'ENOENT' });
}

/** The chunks one by one, a query each; ENOENT when the database has none and the disk neither. */
async function* chunksOf(saveFileNm: string, from?: Pick<Db, 'select'>): AsyncGenerator<Buffer> {
  const onDisk = pathOf(saveFileNm);
  const db = from ?? (await getDb());
  for (let seq = 0; ; seq++) {
    const [chunk] = await db
      .select({ bytes: fileChunks.bytes })
      .from(fileChunks)
      .where(and(eq(fileChunks.saveFileNm, saveFileNm), eq(fileChunks.seq, seq)));
    if (!chunk) {
      if (seq > 0) return;
      // Stored on disk before the store changed.
      if (fs.existsSync(onDisk)) {
        yield* fs.createReadStream(onDisk);
        return;
      }
      throw missing(saveFileNm);
    }
    yield chunk.bytes;
  }
}

/** The stored bytes as a stream; `from` names another database than the server's (a backup's source). */
export function readFileStream(saveFileNm: string, from?: Pick<Db, 'select'>): Readable {
  if (inDatabase()) {
    pathOf(saveFileNm);
    return Readable.from(chunksOf(saveFileNm, from), { objectMode: false });
  }
  return fs.createReadStream(pathOf(saveFileNm));
}

export async function fileExists(saveFileNm: string): Promise<boolean> {
  if (inDatabase()) {
    const [hit] = await (await getDb()).select({ seq: fileChunks.seq }).from(fileChunks).where(eq(fileChunks.saveFileNm, saveFileNm)).limit(1);
    if (hit) return true;
  }
  return fsp
    .access(pathOf(saveFileNm))
    .then(() => true)
    .catch(() => false);
}

/** Puts bytes back under the name they had (a restore from backup), into `into` or the server's database. */
export async function restoreFile(saveFileNm: string, bytes: Uint8Array, into?: Handle): Promise<void> {
  pathOf(saveFileNm);
  if (inDatabase()) await writeChunks(saveFileNm, bytes, into);
  else await writeToDirectory(saveFileNm, bytes);
}

/** The table that holds the files in the database store: a backup carries its bytes as files, not as rows. */
export const FILE_STORE_TABLE = 'file_chunks';

/**
 * Moves the files the database names (attachments and kept import uploads) from the directory into
 * the database store: each is written, read back and compared before its copy on disk is removed
 * (only with `remove`). Files already in the database are left as they are; names without bytes
 * anywhere are counted as missing. For an installation that switches to FILE_STORE=database.
 */
export async function moveDirectoryIntoDatabase(opts: { remove: boolean }, log: (line: string) => void = () => {}) {
  if (!inDatabase()) throw new Error('FILE_STORE=database is not in effect: set it (PostgreSQL sets it by default) and run again.');
  const db = await getDb();
  const named = await db.execute<{ name: string }>(
    sql`select save_file_nm as name from files union select save_file_nm from import_runs where save_file_nm is not null`,
  );
  const inStore = new Set((await db.selectDistinct({ name: fileChunks.saveFileNm }).from(fileChunks)).map((r) => r.name));
  const counts = { moved: 0, already: 0, missing: 0 };
  for (const { name } of (named as unknown as { rows: { name: string }[] }).rows) {
    if (inStore.has(name)) {
      counts.already++;
      continue;
    }
    const onDisk = pathOf(name);
    if (!fs.existsSync(onDisk)) {
      counts.missing++;
      log(`없음: ${name}`);
      continue;
    }
    const bytes = await fsp.readFile(onDisk);
    await writeChunks(name, bytes);
    const back: Buffer[] = [];
    for await (const c of chunksOf(name)) back.push(c);
    if (Buffer.compare(Buffer.concat(back), bytes) !== 0) throw new Error(`옮긴 파일이 원본과 다릅니다: ${name}`);
    if (opts.remove) await fsp.rm(onDisk, { force: true });
    counts.moved++;
  }
  return counts;
}
