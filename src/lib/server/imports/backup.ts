// Backups of a whole installation, database and uploaded files together, in one zip that PGlite and
// PostgreSQL both write and read (so a trial on the embedded database moves to PostgreSQL by backup
// and restore). The database is read in one snapshot (a repeatable-read, read-only transaction: on
// PostgreSQL concurrent writes go on, on PGlite they wait for it), each table row by row through a
// cursor; then the files named by the snapshot's `files` rows are copied. Files are written before
// their rows are committed and never removed while a row names them, so every file the snapshot
// names is still there to copy: database and files agree.
import crypto from 'node:crypto';
import { Readable, PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import yauzl from 'yauzl';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { FILE_STORE_TABLE, readFileStream, restoreFile } from '../files/storage';

export const BACKUP_FORMAT = 'hanul-portal-backup';
const FETCH = 2000;

export interface Manifest {
  format: string;
  version: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The migrations applied, oldest first (hashes): a restore needs the same schema. */
  migrations: string[];
  tables: Record<string, number>;
  sequences: Record<string, number | null>;
  files: Record<string, string>;
  missingFiles: string[];
}

const rowsOf = <T>(res: unknown) => ((res as { rows: T[] }).rows ?? []) as T[];
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function migrationsOf(db: Database['db']): Promise<string[]> {
  const res = await db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`);
  return rowsOf<{ hash: string }>(res).map((r) => r.hash);
}

/** The tables a backup carries as rows: all but the file store's, whose bytes travel as files. */
async function publicTables(db: Database['db']): Promise<string[]> {
  return rowsOf<{ t: string }>(await db.execute(sql`select tablename as t from pg_tables where schemaname = 'public' and tablename <> ${FILE_STORE_TABLE} order by tablename`)).map((r) => r.t);
}

/**
 * Writes the backup zip to `out` (a file or an HTTP response). Returns the manifest once the zip is
 * complete.
 */
export async function writeBackup(database: Database, out: NodeJS.WritableStream): Promise<Manifest> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('close', resolve);
    archive.on('error', reject);
    out.on('error', reject);
  });
  archive.pipe(out);
  const manifest: Manifest = { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), database: database.kind, migrations: [], tables: {}, sequences: {}, files: {}, missingFiles: [] };
  const fileNames: string[] = [];
  await database.db.transaction(
    async (tx) => {
      manifest.migrations = await migrationsOf(tx as never);
      for (const table of await publicTables(tx as never)) {
        const body = new PassThrough();
        archive.append(body, { name: `db/${table}.jsonl` });
        let n = 0;
        await tx.execute(sql.raw(`declare backup_rows no scroll cursor for select to_jsonb(t)::text as j from ${ident(table)} t`));
        for (;;) {
          const rows = rowsOf<{ j: string }>(await tx.execute(sql.raw(`fetch ${FETCH} from backup_rows`)));
          if (!rows.length) break;
          n += rows.length;
          const chunk = rows.map((r) => r.j).join('\n') + '\n';
          if (table === 'files') for (const r of rows) fileNames.push((JSON.parse(r.j) as { save_file_nm: string }).save_file_nm);
          if (!body.write(chunk)) await new Promise((resolve) => body.once('drain', resolve));
        }
        await tx.execute(sql.raw('close backup_rows'));
        body.end();
        manifest.tables[table] = n;
      }
      for (const s of rowsOf<{ name: string; last: string | null }>(await tx.execute(sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public' order by 1`))) {
        manifest.sequences[s.name] = s.last === null ? null : Number(s.last);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  for (const name of fileNames) {
    try {
      const hash = crypto.createHash('sha256');
      const chunks: Buffer[] = [];
      for await (const c of readFileStream(name, database.db)) {
        hash.update(c as Buffer);
        chunks.push(c as Buffer);
      }
      archive.append(Buffer.concat(chunks), { name: `files/${name}` });
      manifest.files[name] = hash.digest('hex');
    } catch {
      manifest.missingFiles.push(name);
    }
  }
  archive.append(JSON.stringify(manifest, null, 1), { name: 'manifest.json' });
  await archive.finalize();
  await finished;
  return manifest;
}

export class RestoreError extends Error {}

function openZip(path: string) {
  return new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, zip) => (err || !zip ? reject(new RestoreError('백업 파일을 열 수 없습니다.')) : resolve(zip))));
}

async function entriesOf(zip: yauzl.ZipFile) {
  const out = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (e: yauzl.Entry) => {
      out.set(e.fileName, e);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return out;
}

function streamOf(zip: yauzl.ZipFile, entry: yauzl.Entry) {
  return new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (err, s) => (err || !s ? reject(err) : resolve(s))));
}

async function bytesOf(zip: yauzl.ZipFile, entry: yauzl.Entry) {
  const chunks: Buffer[] = [];
  for await (const c of await streamOf(zip, entry)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function* linesOf(stream: Readable) {
  // One decoder for the whole stream: a Korean character split across two chunks stays whole.
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  for await (const chunk of stream) {
    rest += decoder.decode(chunk as Buffer, { stream: true });
    const lines = rest.split('\n');
    rest = lines.pop()!;
    for (const line of lines) if (line) yield line;
  }
  rest += decoder.decode();
  if (rest) yield rest;
}

/** Tables in an order where every table comes after the tables it refers to. */
async function loadOrder(db: Database['db'], tables: string[]): Promise<string[]> {
  const refs = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select c.relname as child, p.relname as parent from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid join pg_namespace n on n.oid = c.relnamespace where k.contype = 'f' and n.nspname = 'public'`),
  );
  const order: string[] = [];
  const done = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (done.has(t) || path.has(t)) return;
    path.add(t);
    for (const r of refs) if (r.child === t && r.parent !== t) visit(r.parent, path);
    done.add(t);
    order.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return order;
}

/**
 * Restores a backup into an installation with no users (a fresh one, after its migrations ran).
 * Everything happens in one transaction: a failed restore leaves the installation empty.
 */
export async function restoreBackup(database: Database, file: string, log: (line: string) => void = () => {}): Promise<Manifest> {
  const zip = await openZip(file);
  try {
    const entries = await entriesOf(zip);
    const m = entries.get('manifest.json');
    if (!m) throw new RestoreError('백업 파일에 manifest.json이 없습니다. 포털이 만든 백업이 아닙니다.');
    const manifest = JSON.parse((await bytesOf(zip, m)).toString('utf8')) as Manifest;
    if (manifest.format !== BACKUP_FORMAT) throw new RestoreError('포털 백업 형식이 아닙니다.');
    const db = database.db;
    const current = await migrationsOf(db);
    if (manifest.migrations.length > current.length) throw new RestoreError(`백업이 이 포털보다 새 버전에서 만들어졌습니다(마이그레이션 ${manifest.migrations.length}개, 이 포털 ${current.length}개). 포털을 먼저 업그레이드해 주세요.`);
    if (manifest.migrations.some((h, i) => current[i] !== h) || manifest.migrations.length !== current.length)
      throw new RestoreError(`백업의 데이터베이스 버전(마이그레이션 ${manifest.migrations.length}개)이 이 포털(${current.length}개)과 다릅니다. 백업을 만든 버전의 포털로 복원한 뒤 업그레이드해 주세요.`);
    const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`));
    if (Number(n) > 0) throw new RestoreError('빈 설치에만 복원할 수 있습니다. 이 데이터베이스에는 이미 사용자가 있습니다.');
    const tables = await publicTables(db);
    const unknown = Object.keys(manifest.tables).filter((t) => !tables.includes(t));
    if (unknown.length) throw new RestoreError(`이 포털에 없는 테이블이 백업에 있습니다: ${unknown.join(', ')}`);

    // Files first: a restore that fails later leaves unreferenced files at worst, never rows without files.
    for (const [name, hash] of Object.entries(manifest.files)) {
      const entry = entries.get(`files/${name}`);
      if (!entry) throw new RestoreError(`백업에 없는 파일입니다: ${name}`);
      const bytes = await bytesOf(zip, entry);
      if (crypto.createHash('sha256').update(bytes).digest('hex') !== hash) throw new RestoreError(`파일 ${name}의 해시가 맞지 않습니다. 백업이 손상되었습니다.`);
      await restoreFile(name, bytes, database.db);
    }
    log(`파일 ${Object.keys(manifest.files).length}개`);

    await db.transaction(async (tx) => {
      const order = await loadOrder(tx as never, tables);
      // Rows that migrations put in (reference data) come back from the backup as they were.
      await tx.execute(sql.raw(`truncate ${tables.map(ident).join(', ')} restart identity cascade`));
      for (const table of tables) await tx.execute(sql.raw(`alter table ${ident(table)} disable trigger user`));
      for (const table of order) {
        const entry = entries.get(`db/${table}.jsonl`);
        if (!entry) continue;
        let batch: string[] = [];
        let count = 0;
        const flush = async () => {
          if (!batch.length) return;
          await tx.execute(sql`insert into ${sql.raw(ident(table))} select * from jsonb_populate_recordset(null::${sql.raw(ident(table))}, ${`[${batch.join(',')}]`}::jsonb)`);
          count += batch.length;
          batch = [];
        };
        for await (const line of linesOf(await streamOf(zip, entry))) {
          batch.push(line);
          if (batch.length >= 1000) await flush();
        }
        await flush();
        if (count !== manifest.tables[table]) throw new RestoreError(`${table} 테이블의 행 수가 맞지 않습니다. (백업 ${manifest.tables[table]}, 읽은 행 ${count})`);
        log(`${table}: ${count}행`);
      }
      for (const table of tables) await tx.execute(sql.raw(`alter table ${ident(table)} enable trigger user`));
      for (const [name, last] of Object.entries(manifest.sequences)) {
        await tx.execute(last === null ? sql`select setval(${`public.${ident(name)}`}::regclass, 1, false)` : sql`select setval(${`public.${ident(name)}`}::regclass, ${last}, true)`);
      }
    });
    return manifest;
  } finally {
    zip.close();
  }
}
