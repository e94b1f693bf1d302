// What the bench scripts share: start the built portal on a fresh database, log in, load a URL with
// autocannon, and serve the same bytes from a bare static server as the limit to compare with.
import { spawn, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');

/** `--name value` from the command line, as a number (or the fallback). */
export const numberArg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
/** `--name value` from the command line, as text (or ''). */
export const textArg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : '';
};

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * The built portal on its own data directory with the demo data (PGlite, or the given empty
 * PostgreSQL database). `env` adds settings such as SEED_SCALE.
 */
export async function startPortal({ databaseUrl = '', env = {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: databaseUrl ? 'force' : 'true', PORTAL_TODAY: '2026-11-22', TRUST_PROXY: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    // The server says it is ready once the database is open and the demo data is in (scripts/serve.mjs);
    // the adapter's own "listening" line comes earlier.
    child.stdout.on('data', (d) => String(d).includes('준비 완료') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => (child.kill('SIGTERM'), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

/** The session cookie of a demo account. */
export async function login(base, userId, userDiv) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base },
    body: JSON.stringify({ userId, password: 'portal1234!', userDiv }),
  });
  if (!res.ok) throw new Error(`login ${userId}: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/**
 * Loads a URL. `manyClients` gives every request its own client address (X-Forwarded-For, read by
 * the portal because it runs with TRUST_PROXY=1): parents open the public pages from their own
 * phones, and the per-address limit of those pages would otherwise answer the benchmark with 429.
 */
export function load(url, { seconds, connections, headers = {}, manyClients = false }) {
  let n = 0;
  const requests = manyClients ? [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` } }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers, requests }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The same bytes from a plain Node server streaming a file: the limit a page is compared with. */
export async function staticBaseline(body) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-')), 'page.html');
  fs.writeFileSync(file, body);
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'static-server.mjs'), [file, String(port)], { stdio: 'inherit' });
  await new Promise((r) => child.once('message', r));
  return { url: `http://127.0.0.1:${port}/`, stop: () => (child.kill(), fs.rmSync(path.dirname(file), { recursive: true, force: true })) };
}

/** One page measured against its static limit: requests per second, the ratio, p99 and errors. */
export async function measure(base, p, { seconds, connections }) {
  const headers = p.cookie ? { cookie: p.cookie } : {};
  const first = await fetch(base + p.path, { headers });
  const body = await first.text();
  if (!first.ok) throw new Error(`${p.path}: ${first.status}`);
  const ssr = await load(base + p.path, { seconds, connections, headers, manyClients: p.manyClients });
  const baseline = await staticBaseline(body);
  const stat = await load(baseline.url, { seconds, connections });
  baseline.stop();
  return {
    page: p.name,
    bytes: Buffer.byteLength(body),
    ssrRps: Math.round(ssr.requests.average),
    staticRps: Math.round(stat.requests.average),
    ratio: (ssr.requests.average / stat.requests.average).toFixed(3),
    ssrP99ms: ssr.latency.p99,
    errors: ssr.errors + ssr.non2xx,
  };
}
