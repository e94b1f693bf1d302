// Running several instances for real: upgrades (migrations once, code older than its database
// refused), files every instance reads, and nginx in front of two instances. Needs PostgreSQL
// (skipped with a reason without it); the proxy part needs nginx (installed by .ci/run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { freePort, startServer, type RunningServer } from '../support/server';
import { png } from '../support/images';
import { freshDatabase, login, openStream, postgresAnswers, sendMessage } from './pg';

const root = path.resolve(import.meta.dirname, '../..');
const available = await postgresAnswers();
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
if (!available) console.log('[operations] skipped: no PostgreSQL answers (these tests need a real PostgreSQL)');
else if (!nginx) console.log('[operations] proxy tests skipped: nginx is not installed (.ci/run installs it)');

async function query<T>(url: URL, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A copy of the migrations without the newest: the code of the release before this one. */
function previousRelease() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-previous-'));
  fs.cpSync(path.join(root, 'db/migrations'), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const newest = journal.entries.pop()!;
  fs.rmSync(path.join(dir, `${newest.tag}.sql`));
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return { dir, count: journal.entries.length, newest: newest.tag };
}

/** Starts a server that is expected to refuse: resolves with its exit code and output. */
async function refusedStart(env: Record<string, string>) {
  const port = await freePort();
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
    const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

describe.skipIf(!available)('upgrades with several instances', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let previous: ReturnType<typeof previousRelease>;
  let servers: RunningServer[] = [];
  beforeAll(async () => {
    db = await freshDatabase('upgrade');
    previous = previousRelease();
    // The database as the previous release left it.
    const pool = new pg.Pool({ connectionString: db.url.href });
    await migrate(drizzle({ client: pool }), { migrationsFolder: previous.dir });
    await pool.end();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.drop();
    fs.rmSync(previous.dir, { recursive: true, force: true });
  });

  it('migrates once when two instances of the new release start together on it', async () => {
    const before = await query<{ n: number }>(db.url, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(before[0].n).toBe(previous.count);
    servers = await Promise.all([startServer({ DATABASE_URL: db.url.href }), startServer({ DATABASE_URL: db.url.href })]);
    for (const s of servers) expect((await fetch(s.baseUrl + '/api/health')).status).toBe(200);
    const applied = await query<{ hash: string }>(db.url, 'select hash from drizzle.__drizzle_migrations');
    expect(applied).toHaveLength(previous.count + 1);
    expect(new Set(applied.map((r) => r.hash)).size).toBe(applied.length);
    // Both answer from the same data: the base data was written once, not twice.
    const [menus] = await query<{ n: number; d: number }>(db.url, 'select count(*)::int as n, count(distinct menu_id)::int as d from menus');
    expect(menus.n).toBeGreaterThan(0);
    expect(menus.d).toBe(menus.n);
  });

  it('refuses to start the previous release on the upgraded database, with a clear message', async () => {
    const { code, output } = await refusedStart({ DATABASE_URL: db.url.href, MIGRATIONS_DIR: previous.dir });
    console.log(`[operations] previous release on the new database: exit ${code}, ${output.trim().split('\n').at(-1)}`);
    expect(code).toBe(1);
    expect(output).toContain('데이터베이스가 이 포털보다 새 버전입니다');
    // Nothing was changed by the refused instance.
    const applied = await query<{ n: number }>(db.url, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied[0].n).toBe(previous.count + 1);
  });
});

/** An upload through one instance: the file's id and its bytes. */
async function upload(base: string, cookie: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'image/png' }), name);
  const res = await fetch(base + '/api/files/upload', { method: 'POST', headers: { origin: base, 'x-requested-with': 'XMLHttpRequest', cookie }, body: form });
  const body = await res.json();
  expect(res.status, body.message).toBe(200);
  return body.data.files[0].fileId as number;
}

const sha = (b: Uint8Array) => crypto.createHash('sha256').update(b).digest('hex');

/** nginx in the foreground with the project's proxy settings in front of the given instances. */
function startNginx(port: number, upstreams: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const conf = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
  log_format upstream '$upstream_addr "$request" $status';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
${upstreams.map((u) => `    server ${u};`).join('\n')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    include ${path.join(root, 'deploy/nginx/portal-proxy.conf')};
  }
}`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const checked = spawnSync(nginx!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t failed:\n${checked.stderr}`);
  const child: ChildProcess = spawn(nginx!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
    accessLog: () => fs.readFileSync(path.join(dir, 'access.log'), 'utf8'),
  };
}

/** A request from a chosen loopback address (the client nginx sees), with optional extra headers. */
function requestFrom(localAddress: string, url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; body: string; cookies: string[] }>((resolve, reject) => {
    const req = http.request(url, { method: init.method, headers: init.headers, localAddress }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, cookies: ([] as string[]).concat(res.headers['set-cookie'] ?? []) }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe.skipIf(!available)('two instances sharing files, behind nginx', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let a: RunningServer;
  let b: RunningServer;
  let proxy: ReturnType<typeof startNginx> | undefined;
  beforeAll(async () => {
    db = await freshDatabase('proxy');
    // The instances behind one proxy: TRUST_PROXY=1. Each has its own data directory, so a file
    // that B serves can only have come from the database.
    [a, b] = await Promise.all([
      startServer({ DATABASE_URL: db.url.href, SEED_DEMO: 'force', TRUST_PROXY: '1' }),
      startServer({ DATABASE_URL: db.url.href, SEED_DEMO: 'force', TRUST_PROXY: '1' }),
    ]);
    if (nginx) proxy = startNginx(await freePort(), [new URL(a.baseUrl).host, new URL(b.baseUrl).host]);
    if (proxy) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && !(await fetch(proxy.base + '/api/health').then((r) => r.ok).catch(() => false))) await new Promise((r) => setTimeout(r, 100));
    }
    // Two instances seeding one PostgreSQL with the demo data, one after the other (the setup lock).
  }, 300_000);
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it('serves through B, byte for byte, a file uploaded through A (kept in the database, not on A\'s disk)', async () => {
    const student = await login(a.baseUrl, 'student2', 'std');
    const bytes = png(480, 480, [0, 0, 0], true);
    expect(bytes.length).toBeGreaterThan(512 * 1024); // more than one stored chunk
    const fileId = await upload(a.baseUrl, student, bytes, '두서버.png');
    const res = await fetch(`${b.baseUrl}/api/files/download/${fileId}`, { headers: { cookie: student } });
    expect(res.status).toBe(200);
    const got = new Uint8Array(await res.arrayBuffer());
    expect(got.length).toBe(bytes.length);
    expect(sha(got)).toBe(sha(bytes));
    const [stored] = await query<{ n: number; size: number }>(db.url, 'select count(*)::int as n, sum(length(c.bytes))::int as size from file_chunks c join files f on f.save_file_nm = c.save_file_nm where f.file_id = $1', [fileId]);
    expect(stored).toEqual({ n: 2, size: bytes.length });
    expect(fs.existsSync(path.join(a.dataDir, 'files'))).toBe(false);
    // Another student gets what she would get for a file that does not exist.
    const other = await login(b.baseUrl, 'student4', 'std');
    expect((await fetch(`${b.baseUrl}/api/files/download/${fileId}`, { headers: { cookie: other } })).status).toBe(404);
  });

  it.skipIf(!nginx)('through nginx: a login, a live message on the stream and files across both instances', async () => {
    const base = proxy!.base;
    const student = await login(base, 'student2', 'std');
    const staff = await login(base, 'staff1', 'stf');
    const stream = await openStream(base, student);
    await stream.waitFor('event: open');
    const title = `프록시를 지난 알림 ${Date.now()}`;
    await sendMessage(base, staff, 'student2', title);
    const received = await stream.waitFor(title);
    stream.close();
    expect(received).toContain(title);

    // Round robin: uploads and downloads land on both instances, and every download is right.
    const sent = [];
    for (let i = 0; i < 4; i++) {
      const bytes = png(8 + i, 8, [i * 40, 80, 160]);
      sent.push({ id: await upload(base, student, bytes, `프록시${i}.png`), hash: sha(bytes) });
    }
    for (const f of sent) {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${base}/api/files/download/${f.id}`, { headers: { cookie: student } });
        expect(res.status).toBe(200);
        expect(sha(new Uint8Array(await res.arrayBuffer()))).toBe(f.hash);
      }
    }
    const downloads = proxy!.accessLog().split('\n').filter((l) => l.includes('/api/files/download/'));
    const upstreams = new Set(downloads.map((l) => l.split(' ')[0]));
    expect([...upstreams].sort()).toEqual([new URL(a.baseUrl).host, new URL(b.baseUrl).host].sort());
    expect(upstreams.size).toBe(2);
  });

  it.skipIf(!nginx)('gives the real client address to the audit log and to login throttling, whatever X-Forwarded-For she sends', async () => {
    const base = proxy!.base;
    const client = '127.0.0.23';
    const body = JSON.stringify({ userId: 'student3', userDiv: 'std', password: 'portal1234!' });
    const res = await requestFrom(client, `${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base, 'x-forwarded-for': '203.0.113.9' },
      body,
    });
    expect(res.status).toBe(200);
    const [entry] = await query<{ ip: string }>(db.url, "select ip from audit_log where action = 'login' and actor_id = 'student3' order by audit_id desc limit 1");
    expect(entry.ip).toBe(client);

    // Wrong passwords from one address are counted against it, however the claimed address changes.
    const wrong = (i: number) =>
      requestFrom(client, `${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base, 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ userId: 'student3', userDiv: 'std', password: `wrong-${i}` }),
      });
    const statuses = [];
    for (let i = 1; i <= 8; i++) statuses.push((await wrong(i)).status);
    expect(statuses).toContain(429);
    const keys = await query<{ k: string }>(db.url, "select distinct attempt_key as k from login_attempts where attempt_key like 'ip:%'");
    expect(keys.map((k) => k.k)).toContain(`ip:${client}`);
    expect(keys.map((k) => k.k).some((k) => k.includes('198.51.100.'))).toBe(false);
  });

  it('takes the browser\'s https address from the proxy, so a form sent over HTTPS passes the origin check', async () => {
    // What nginx sends for a browser on https://portal…: the portal's own address is https too.
    const res = await fetch(a.baseUrl + '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: a.baseUrl.replace('http:', 'https:'), 'x-forwarded-proto': 'https', 'x-forwarded-for': '127.0.0.1' },
      body: JSON.stringify({ userId: 'student2', userDiv: 'std', password: 'portal1234!' }),
    });
    expect(res.status).toBe(200);
    // And a plain-http request claiming an https origin is still refused.
    const refused = await fetch(a.baseUrl + '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: a.baseUrl.replace('http:', 'https:') },
      body: JSON.stringify({ userId: 'student2', userDiv: 'std', password: 'portal1234!' }),
    });
    expect(refused.status).toBe(403);
  });
});
