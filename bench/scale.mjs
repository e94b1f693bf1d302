// The pages whose data grows with the number of students, at scale 1 and at a university's size:
// the student main page and my page, the counsellor inbox, the staff student search and
// getUserList, each against the same bytes from a bare static server (the ratio), in one run.
// Needs `npm run build` first.
//   node bench/scale.mjs [--scale 70] [--seconds 5] [--connections 10] [--only text]
// Each scale is measured on its own fresh embedded database; the time of the first request (which
// opens the database and loads the demo data) is reported too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { login, measure, numberArg, startPortal, textArg } from './lib.mjs';

const seconds = numberArg('seconds', 5);
const connections = numberArg('connections', 10);
const scales = [...new Set([1, numberArg('scale', 70)])];
const only = textArg('only');

const rows = [];
const seeds = [];
for (const scale of scales) {
  const portal = await startPortal({ env: { SEED_SCALE: String(scale) } });
  try {
    // The first request opens the database and loads the demo data at this scale.
    const started = performance.now();
    const student = await login(portal.base, 'student1', 'std');
    const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
    const counsellor = await login(portal.base, 'cnslr1', 'cnslr');
    const staff = await login(portal.base, 'staff1', 'stf');
    // Totals stop at 1,000 (decision 045): the last student's id shows the seed reached the scale.
    const listed = (await (await fetch(`${portal.base}/api/v1/cmmn/getUserList?size=1`, { headers: { cookie: staff } })).json()).data;
    const last = `student${300 * scale}`;
    const found = (await (await fetch(`${portal.base}/api/v1/cmmn/getUserList?searchKeyword=${last}`, { headers: { cookie: staff } })).json()).data.list;
    if (!found.some((s) => s.userId === last)) throw new Error(`scale ${scale}: ${last} missing`);
    const students = `${listed.totalCnt}${listed.totalCapped ? '+' : ''} (up to ${last})`;
    console.log(`scale ${scale}: ${students} students, first request (open and seed) ${seedSeconds}s`);
    seeds.push({ scale, students, seedSeconds: Number(seedSeconds) });
    const pages = [
      { name: '/user/main (student1)', path: '/user/main', cookie: student },
      { name: '/user/mypage (student1)', path: '/user/mypage', cookie: student },
      { name: '/cnslr/applications (cnslr1)', path: '/cnslr/applications', cookie: counsellor },
      { name: '/api/v1/cnsl/inbox (cnslr1)', path: '/api/v1/cnsl/inbox', cookie: counsellor },
      // The staff message form's student search: a name, the first page.
      { name: 'getUserList searchKeyword=민 (staff1)', path: `/api/v1/cmmn/getUserList?searchKeyword=${encodeURIComponent('민')}&size=50`, cookie: staff },
      { name: 'getUserList hakguaCd=D4010&gradeCd=3 (staff1)', path: '/api/v1/cmmn/getUserList?hakguaCd=D4010&gradeCd=3', cookie: staff },
      { name: 'getUserList (staff1)', path: '/api/v1/cmmn/getUserList', cookie: staff },
      { name: 'getUserList page=50 (staff1)', path: '/api/v1/cmmn/getUserList?page=50', cookie: staff },
    ];
    for (const p of pages.filter((x) => x.name.includes(only))) rows.push({ scale, ...(await measure(portal.base, p, { seconds, connections })) });
  } finally {
    portal.stop();
  }
}
console.log(`\nembedded PGlite, ${seconds}s per target, ${connections} connections, ${os.cpus().length} cores, Node ${process.version}`);
console.table(rows);
const out = path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'scale.json'), JSON.stringify({ at: new Date().toISOString(), database: 'pglite', seconds, connections, seeds, rows }, null, 2));
