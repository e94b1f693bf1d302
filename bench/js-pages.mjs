// Which scripts each page downloads after load and idle hydration, and their gzip size: the
// breakdown behind the JavaScript budgets (tests/e2e/js-budget.spec.ts). Needs `npm run build` first.
//   node bench/js-pages.mjs [--user student1:std] /user/mypage /user/learnact/grdtsmlt ...
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { findChromium } from '../scripts/chromium.mjs';
import { login, startPortal } from './lib.mjs';

const args = process.argv.slice(2);
const userArg = args.includes('--user') ? args.splice(args.indexOf('--user'), 2)[1] : 'student1:std';
const paths = args.length ? args : ['/user/main'];

const portal = await startPortal();
const base = portal.base;
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  let cookie = '';
  if (userArg !== 'anon') {
    const [userId, userDiv] = userArg.split(':');
    cookie = await login(base, userId, userDiv);
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
  portal.stop();
}
