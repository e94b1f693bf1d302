// Requests per second of server-rendered pages against the same bytes served as a static file, and
// the JavaScript each page ships, measured in one run on this machine. Needs `npm run build` first.
//   node bench/pages.mjs [--seconds 5] [--connections 10] [--only text]  (--only: pages whose name contains text)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { findChromium } from '../scripts/chromium.mjs';
import { load, login, numberArg, startPortal, staticBaseline, textArg } from './lib.mjs';

const seconds = numberArg('seconds', 5);
// --database-url URL: run the portal on PostgreSQL (an empty database: the demo data is loaded into it).
const databaseUrl = textArg('database-url');
const connections = numberArg('connections', 10);

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

const portal = await startPortal({ databaseUrl });
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  const cookie = await login(portal.base, 'student1', 'std');
  const staffCookie = await login(portal.base, 'staff2', 'stf');
  const profCookie = await login(portal.base, 'prof1', 'prof');
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
    // Pages of the other portals with islands: an adviser's students, staff's programme management.
    { name: '/prof/advisees (prof1)', path: '/prof/advisees', cookie: profCookie },
    { name: '/stf/career (staff2)', path: '/stf/career', cookie: staffCookie },
    // The parent page a QR code opens, from many phones (no login).
    { name: '/parent/portfolio/info (no login)', path: parentLink.pathname + parentLink.search, cookie: '', manyClients: true },
  ];
  const only = textArg('only');
  const rows = [];
  for (const p of pages.filter((x) => x.name.includes(only))) {
    const headers = p.cookie ? { cookie: p.cookie } : {};
    const html = await (await fetch(portal.base + p.path, { headers })).text();
    const ssr = await load(portal.base + p.path, { seconds, connections, headers, manyClients: p.manyClients });
    const baseline = await staticBaseline(html);
    const stat = await load(baseline.url, { seconds, connections });
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
