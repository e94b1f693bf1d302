// Which scripts each page downloads after load and idle hydration, and their gzip size: the
// breakdown behind the JavaScript budgets (tests/e2e/js-budget.spec.ts). Needs `npm run build` first.
//   node bench/js-pages.mjs [--user student1:std] /user/mypage /user/learnact/grdtsmlt ...
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { findChromium } from '../scripts/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const userArg = args.includes('--user') ? args.splice(args.indexOf('--user'), 2)[1] : 'student1:std';
const paths = args.length ? args : ['/user/main'];

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-js-'));
const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
  cwd: root,
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', PORTAL_TODAY: '2026-11-22' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  child.stdout.on('data', (d) => String(d).includes('http://') && resolve());
  child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
});
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  let cookie = '';
  if (userArg !== 'anon') {
    const [userId, userDiv] = userArg.split(':');
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base },
      body: JSON.stringify({ userId, password: 'portal1234!', userDiv }),
    });
    cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  }
  for (const p of paths) {
    const context = await browser.newContext();
    if (cookie) await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.split('=')[0], value: pair.split('=').slice(1).join('='), domain: '127.0.0.1', path: '/' })));
    const page = await context.newPage();
    const files = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      files.push(res.body().then((b) => ({ url: new URL(res.url()).pathname, raw: b.length, gzip: zlib.gzipSync(b).length })).catch(() => ({ url: res.url(), raw: 0, gzip: 0 })));
    });
    const resp = await page.goto(base + p, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const list = (await Promise.all(files)).sort((a, b) => b.gzip - a.gzip);
    const total = list.reduce((a, b) => a + b.gzip, 0);
    console.log(`\n${p} [${resp?.status()}] ${(total / 1024).toFixed(1)} KB gzip in ${list.length} scripts`);
    for (const f of list) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
    await context.close();
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
