// The database file store (FILE_STORE=database): bytes in chunks, streamed back whole, removed,
// put back by a restore, and files stored on disk before the store changed still readable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';

describe('files kept in the database (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let store: typeof import('../../src/lib/server/files/storage');
  let config: (typeof import('../../src/lib/server/config'))['config'];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
    process.env.DATA_DIR = dataDir;
    process.env.SEED_DEMO = 'false';
    process.env.FILE_STORE = 'database';
    delete process.env.DATABASE_URL;
    ({ config } = await import('../../src/lib/server/config'));
    dbm = await import('../../src/lib/server/db/index');
    store = await import('../../src/lib/server/files/storage');
    await dbm.getDb();
  });
  afterAll(async () => {
    delete process.env.FILE_STORE;
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const read = async (name: string) => {
    const chunks: Buffer[] = [];
    for await (const c of store.readFileStream(name)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  const chunkRows = async (name: string) => {
    const db = await dbm.getDb();
    return db.select({ seq: dbm.schema.fileChunks.seq }).from(dbm.schema.fileChunks).where(eq(dbm.schema.fileChunks.saveFileNm, name));
  };

  it('keeps a file in chunks and streams it back byte for byte, nothing on disk', async () => {
    expect(config.fileStore).toBe('database');
    const bytes = crypto.randomBytes(1_300_000);
    const name = await store.putFile(bytes);
    expect((await chunkRows(name)).map((r) => r.seq).sort()).toEqual([0, 1, 2]);
    expect(Buffer.compare(await read(name), bytes)).toBe(0);
    expect(await store.fileExists(name)).toBe(true);
    expect(fs.existsSync(path.join(config.fileDir, name.slice(0, 2), name))).toBe(false);
  });

  it('keeps an empty file as one empty chunk', async () => {
    const name = await store.putFile(new Uint8Array(0));
    expect((await read(name)).length).toBe(0);
    expect(await chunkRows(name)).toHaveLength(1);
  });

  it('removes a file, after which reading fails as for a file that never was', async () => {
    const name = await store.putFile(crypto.randomBytes(10));
    await store.deleteFile(name);
    expect(await chunkRows(name)).toHaveLength(0);
    expect(await store.fileExists(name)).toBe(false);
    await expect(read(name)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(read(crypto.randomUUID())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('puts a file back under its name, replacing what was there', async () => {
    const name = crypto.randomUUID();
    await store.restoreFile(name, Buffer.from('첫 번째'));
    await store.restoreFile(name, Buffer.from('두 번째 내용'));
    expect((await read(name)).toString('utf8')).toBe('두 번째 내용');
  });

  it('still reads a file that was stored on disk before the store changed', async () => {
    const name = crypto.randomUUID();
    fs.mkdirSync(path.join(config.fileDir, name.slice(0, 2)), { recursive: true });
    fs.writeFileSync(path.join(config.fileDir, name.slice(0, 2), name), '디스크의 예전 파일');
    expect((await read(name)).toString('utf8')).toBe('디스크의 예전 파일');
    expect(await store.fileExists(name)).toBe(true);
  });

  it('moves the files on disk that the database names into the database, once, checked, removing the copies on request', async () => {
    const db = await dbm.getDb();
    const { fileGroups, files } = dbm.schema;
    const onDisk = crypto.randomUUID();
    const gone = crypto.randomUUID();
    const bytes = crypto.randomBytes(700_000);
    fs.mkdirSync(path.join(config.fileDir, onDisk.slice(0, 2)), { recursive: true });
    fs.writeFileSync(path.join(config.fileDir, onDisk.slice(0, 2), onDisk), bytes);
    const [group] = await db.insert(fileGroups).values({ ownerId: null, visibility: 'private' }).returning({ id: fileGroups.fileGroupId });
    for (const name of [onDisk, gone]) {
      await db.insert(files).values({ fileGroupId: group.id, saveFileNm: name, oriFileNm: '예전파일', fileExtNm: 'bin', mimeType: 'application/octet-stream', fileSize: bytes.length, linkUrlPath: '' });
    }
    const first = await store.moveDirectoryIntoDatabase({ remove: true });
    expect(first.moved).toBeGreaterThanOrEqual(1);
    expect(first.missing).toBeGreaterThanOrEqual(1);
    expect((await chunkRows(onDisk)).length).toBe(2);
    expect(fs.existsSync(path.join(config.fileDir, onDisk.slice(0, 2), onDisk))).toBe(false);
    expect(Buffer.compare(await read(onDisk), bytes)).toBe(0);
    // Again: nothing left to move.
    const again = await store.moveDirectoryIntoDatabase({ remove: true });
    expect(again.moved).toBe(0);
    expect(again.already).toBeGreaterThanOrEqual(1);
  });

  it('refuses a stored name that is not one the store made', async () => {
    expect(() => store.readFileStream('../../etc/passwd')).toThrow();
  });
});
