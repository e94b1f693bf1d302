// First views: many different students each open one of their own pages once, as a whole year does
// when grades come out or a programme opens. Every request carries a session that has not opened the
// page before, so no answer comes from her page store (decision 044). Reports pages per second
// (requests over the wall time of the run), p50 and p99, and the ratio to a static server answering
// the same bytes in its own process at the same concurrency, all in one run. Needs a build first.
//   node bench/first-views.mjs [--students 300] [--connections 16] [--seconds 5] [--scale 1]
//                              [--database-url URL] [--only text]
import fs from 'node:fs';
import path from 'node:path';
import { load, numberArg, root, startPortal, staticBaseline, textArg } from './lib.mjs';

const scale = numberArg('scale', 1);
const students = numberArg('students', scale > 1 ? 2000 : 300);
const connections = numberArg('connections', 16);
const seconds = numberArg('seconds', 5);
const databaseUrl = textArg('database-url');
const only = textArg('only');

const PAGES = [
  { name: 'my page', path: '/user/mypage' },
  { name: 'graduation simulation', path: '/user/learnact/grdtsmlt' },
  { name: 'programme list', path: '/user/futuredesign/careerAct' },
  { name: 'a programme', path: '/user/futuredesign/careerAct/detail/1' },
  { name: 'job postings', path: '/user/careerinfo/cmmnrecrt' },
  { name: 'portfolio history', path: '/user/portfolio/myHistory' },
  { name: 'timetable', path: '/user/learnact/mytimetbl' },
  { name: 'counselling state', path: '/user/colglife/psychcnsl/applystate' },
  { name: 'scholarship state', path: '/user/colglife/scholamt/state' },
  // One adviser, many fresh sessions: her list as she opens it from several devices in a day.
  { name: 'adviser list (prof1)', path: '/prof/advisees', as: 'prof1' },
].filter((p) => !only || p.name.includes(only) || p.path.includes(only));

/** A fresh session of a demo account; each from its own address, as phones are (TRUST_PROXY=1). */
let address = 0;
async function session(base, userId, userDiv) {
  const n = address++;
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base, 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({ userId, password: 'portal1234!', userDiv }),
  });
  if (!res.ok) return null;
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** `work` for each item, `width` at a time; the results that are not null, in order. */
async function parallel(items, width, work) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  }));
  return out.filter((v) => v !== null);
}

/** Runs the requests `connections` at a time; the latency of each and the wall time of all. */
async function firstViews(base, pagePath, cookies) {
  const latencies = [];
  let errors = 0;
  let body = '';
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < cookies.length) {
      const cookie = cookies[next++];
      const t = performance.now();
      const res = await fetch(base + pagePath, { headers: { cookie }, redirect: 'manual' });
      const text = await res.text();
      latencies.push(performance.now() - t);
      if (res.status !== 200) errors++;
      else if (!body) body = text;
    }
  }
  await Promise.all(Array.from({ length: Math.min(connections, cookies.length) }, worker));
  const wall = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rate: (latencies.length / wall) * 1000, p50: at(0.5), p99: at(0.99), errors, body };
}

const portal = await startPortal({ databaseUrl, env: scale > 1 ? { SEED_SCALE: String(scale) } : {} });
const results = [];
try {
  // Sessions made before the clock starts (logging in, with its deliberately slow password hash, is
  // not what is measured): one per student, and each session opens every page once, in the order
  // listed, as a student moving through her pages does. No session opens a page twice, so no answer
  // comes from a page store; what her earlier pages loaded (her unread count, say) is warm, as it is
  // for her. The adviser's sessions are each used for her list alone.
  const made = (ids, userDiv) => parallel(ids, 8, (id) => session(portal.base, id, userDiv));
  const studentCookies = await made(Array.from({ length: students }, (_, i) => `student${i + 1}`), 'std');
  for (const page of PAGES) {
    const cookies = page.as ? await made(Array.from({ length: students }, () => page.as), 'prof') : studentCookies;
    const seen = await firstViews(portal.base, page.path, cookies);
    if (!seen.body) throw new Error(`${page.path}: no 200 answer`);
    const baseline = await staticBaseline(seen.body);
    const stat = await load(baseline.url, { seconds, connections });
    baseline.stop();
    const row = {
      page: page.name,
      path: page.path,
      views: cookies.length,
      perSecond: Math.round(seen.rate),
      p50ms: Math.round(seen.p50),
      p99ms: Math.round(seen.p99),
      staticPerSecond: Math.round(stat.requests.average),
      ratio: Number((seen.rate / stat.requests.average).toFixed(4)),
      notOk: seen.errors,
    };
    results.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  portal.stop();
}
console.table(results);
const out = path.join(root, 'bench/results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'first-views.json'), JSON.stringify({ at: new Date().toISOString(), scale, students, connections, database: databaseUrl ? 'postgresql' : 'pglite', results }, null, 2));
