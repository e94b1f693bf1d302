// Lighthouse (mobile settings: a mid-range phone on a slow 4G line, simulated) for the content pages
// anonymous visitors read, against the built server, in the project's Chromium. Needs `npm run build`.
//   node bench/lighthouse.mjs [--runs 1] [--only text]   (--only: pages whose path contains text)
// Prints performance and accessibility for each page (goals 98 and 100), the first paints and the
// audits that cost points; the full figures go to bench/results/lighthouse.json (not committed).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { findChromium } from '../scripts/chromium.mjs';
import { freePort, startPortal, textArg } from './lib.mjs';

const runs = Number(textArg('runs') || 1);
const only = textArg('only');

/** Headless Chromium with its DevTools port open for Lighthouse. */
async function startChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const port = await freePort();
  const child = spawn(
    findChromium({ install: true }),
    ['--headless=new', `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1', `--user-data-dir=${profile}`, '--no-sandbox', '--no-first-run', '--no-default-browser-check', '--disable-dev-shm-usage', 'about:blank'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { port, stop: () => (child.kill('SIGTERM'), fs.rmSync(profile, { recursive: true, force: true })) };
}

/** The first link of a list page that matches `pattern` (a guide, a notice). */
async function firstLink(base, listPath, pattern) {
  const html = await (await fetch(base + listPath)).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`${listPath}: no link matching ${pattern}`);
  return match[0].slice(6, -1);
}

const portal = await startPortal();
const browser = await startChromium();
const stopAll = () => (browser.stop(), portal.stop(), process.exit(130));
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
try {
  const pages = [
    '/user/main',
    await firstLink(portal.base, '/guide', /href="\/guide\/\d+"/),
    await firstLink(portal.base, '/notice', /href="\/notice\/\d+"/),
  ].filter((p) => p.includes(only));
  // One request each first, so that every page is measured as readers get it: from the page cache.
  for (const page of pages) await fetch(portal.base + page);
  const results = [];
  for (const page of pages) {
    for (let run = 1; run <= runs; run++) {
      const { lhr } = await lighthouse(portal.base + page, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        maxWaitForLoad: 30_000,
      });
      const score = (c) => Math.round((lhr.categories[c].score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
      // Audits that cost points: a score under 1 among those that are scored.
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => ({ id: a.id, score: a.score, value: a.displayValue ?? '', where: (a.details?.items ?? []).map((i) => i.node?.snippet ?? i.url ?? '').filter(Boolean).slice(0, 3) }));
      const row = {
        page,
        run,
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
        bytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
        failing,
        error: lhr.runtimeError?.message ?? '',
        warnings: lhr.runWarnings,
      };
      results.push(row);
      console.log(
        `${page.padEnd(16)} run ${run}: performance ${row.performance}, accessibility ${row.accessibility} · FCP ${row.fcp} · LCP ${row.lcp} · TBT ${row.tbt} · CLS ${row.cls} · SI ${row.si} · ${Math.round(row.bytes / 1024)} KiB`,
      );
      if (row.error) console.log(`    error: ${row.error}`);
      for (const w of row.warnings) console.log(`    warning: ${w}`);
      for (const f of failing) console.log(`    ${f.id} (${f.score}) ${f.value}${f.where.map((w) => `\n      ${w}`).join('')}`);
    }
  }
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'lighthouse.json'), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
} finally {
  browser.stop();
  portal.stop();
}
