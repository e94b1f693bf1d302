// Requests per second of server-rendered pages against the same bytes served as a static file, and
// the JavaScript each page ships, measured in one run on this machine. Needs `npm run build` first.
//   node bench/pages.mjs [--seconds 5] [--connections 10] [--only text]  (--only: pages whose name contains text)
import { spawn, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { findChromium } from '../scripts/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 5);
// --database-url URL: run the portal on PostgreSQL (an empty database: the demo data is loaded into it).
const databaseUrl = (() => {
  const i = process.argv.indexOf('--database-url');
  return i > 0 ? process.argv[i + 1] : '';
})();
const connections = arg('connections', 10);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startPortal() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: databaseUrl ? 'force' : 'true', PORTAL_TODAY: '2026-11-22', TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('http://') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => (child.kill('SIGTERM'), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

async function login(base, userId, userDiv) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base },
    body: JSON.stringify({ userId, password: 'portal1234!', userDiv }),
  });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/**
 * Loads a URL. `manyClients` gives every request its own client address (X-Forwarded-For, read by
 * the portal because it runs with TRUST_PROXY=1): parents open the public pages from their own
 * phones, and the per-address limit of those pages would otherwise answer the benchmark with 429.
 */
function load(url, headers = {}, { manyClients = false } = {}) {
  let n = 0;
  const requests = manyClients ? [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` } }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers, requests }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function staticBaseline(html) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-')), 'page.html');
  fs.writeFileSync(file, html);
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'static-server.mjs'), [file, String(port)], { stdio: 'inherit' });
  await new Promise((r) => child.once('message', r));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/** JavaScript a browser downloads for the page (what a phone pays for), raw and gzip-compressed. */
async function jsBytes(browser, url, cookie) {
  const context = await browser.newContext();
  if (cookie) {
    const { hostname } = new URL(url);
    await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.split('=')[0], value: pair.split('=').slice(1).join('='), domain: hostname, path: '/' })));
  }
  const page = await context.newPage();
  let raw = 0;
  let gzip = 0;
  const pending = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then((body) => {
        raw += body.length;
        gzip += zlib.gzipSync(body).length;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  // Islands hydrate on idle or when visible: give them time to fetch their code.
  await page.waitForTimeout(1500);
  await Promise.all(pending);
  await context.close();
  return { raw, gzip };
}

const portal = await startPortal();
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  const cookie = await login(portal.base, 'student1', 'std');
  // student1's parent link, as the QR code on her share page opens it.
  const shared = await fetch(`${portal.base}/api/v1/portfolio/shares`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: portal.base },
    body: JSON.stringify({ kind: 'PARENT', days: 30, sections: ['PROGRAMS', 'LEARNING', 'SCHOLARSHIPS', 'BADGES'] }),
  }).then((r) => r.json());
  const parentLink = new URL(shared.data.url);
  const pages = [
    // Content pages as anonymous visitors see them: answered from the page cache (decision 033).
    { name: '/user/main (logged out)', path: '/user/main', cookie: '' },
    { name: '/guide (logged out)', path: '/guide', cookie: '' },
    { name: '/notice (logged out)', path: '/notice', cookie: '' },
    { name: '/notice/5 (logged out)', path: '/notice/5', cookie: '' },
    // The same content page for a logged-in student (rendered for her: name, menu, unread count).
    { name: '/notice (student1)', path: '/notice', cookie },
    { name: '/user/mypage (student1)', path: '/user/mypage', cookie },
    // Learning pages that are the same for every student apart from the layout (cached curriculum data).
    { name: '/user/learnact/abilitymng/intro (student1)', path: '/user/learnact/abilitymng/intro', cookie },
    { name: '/user/learnact/majorexplore (student1)', path: '/user/learnact/majorexplore', cookie },
    { name: '/user/learnact/track/about (student1)', path: '/user/learnact/track/about', cookie },
    // A per-student page computed from the transcript, for comparison.
    { name: '/user/learnact/grdtsmlt (student1)', path: '/user/learnact/grdtsmlt', cookie },
    // Career programmes and job postings: lists and a detail, with her own state on each.
    { name: '/user/futuredesign/careerAct (student1)', path: '/user/futuredesign/careerAct', cookie },
    { name: '/user/futuredesign/careerAct/detail/1 (student1)', path: '/user/futuredesign/careerAct/detail/1', cookie },
    { name: '/user/careerinfo/cmmnrecrt (student1)', path: '/user/careerinfo/cmmnrecrt', cookie },
    // The parent page a QR code opens, from many phones (no login).
    { name: '/parent/portfolio/info (no login)', path: parentLink.pathname + parentLink.search, cookie: '', manyClients: true },
  ];
  const only = (() => {
    const i = process.argv.indexOf('--only');
    return i > 0 ? process.argv[i + 1] : '';
  })();
  const rows = [];
  for (const p of pages.filter((x) => x.name.includes(only))) {
    const headers = p.cookie ? { cookie: p.cookie } : {};
    const html = await (await fetch(portal.base + p.path, { headers })).text();
    const ssr = await load(portal.base + p.path, headers, { manyClients: p.manyClients });
    const baseline = await staticBaseline(html);
    const stat = await load(baseline.url);
    baseline.stop();
    const js = await jsBytes(browser, portal.base + p.path, p.cookie);
    rows.push({
      page: p.name,
      htmlBytes: Buffer.byteLength(html),
      ssrRps: Math.round(ssr.requests.average),
      staticRps: Math.round(stat.requests.average),
      ratio: (ssr.requests.average / stat.requests.average).toFixed(3),
      ssrP99ms: ssr.latency.p99,
      errors: ssr.errors + ssr.non2xx,
      jsBytes: js.raw,
      jsGzipBytes: js.gzip,
    });
  }
  console.log(`\n${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${seconds}s per target, ${connections} connections, ${os.cpus().length} cores, Node ${process.version}`);
  console.table(rows);
  const out = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, databaseUrl ? 'pages-postgres.json' : 'pages.json'), JSON.stringify({ at: new Date().toISOString(), database: databaseUrl ? 'postgres' : 'pglite', seconds, connections, rows }, null, 2));
} finally {
  await browser.close();
  portal.stop();
}
