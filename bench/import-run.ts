// One import measured in its own process (bench/import.mjs starts it): the first import of the
// university (everything created), then the same file again (nothing changes), with wall time and
// the process's peak resident memory. Prints one JSON line.
import fs from 'node:fs';
import { importNow } from '../src/lib/server/imports/service';
import { closeDatabase, getDb } from '../src/lib/server/db/index';

const file = process.argv[2];
const bytes = fs.readFileSync(file);
const origin = { channel: 'CLI' as const, actorId: null, clientId: null, by: 'bench', ip: null };
const options = { encoding: 'auto' as const, batch: { year: 2027, termCd: '10' }, thresholdPct: 10 };
let t = Date.now();
await getDb();
const openMs = Date.now() - t;
t = Date.now();
const first = await importNow(bytes, 'university.zip', options, origin);
const firstMs = Date.now() - t;
t = Date.now();
const second = await importNow(bytes, 'university.zip', options, origin);
const secondMs = Date.now() - t;
const sum = (r: typeof first, key: 'create' | 'update' | 'deactivate' | 'restore') => Object.values(r.counts).reduce((n, c) => n + (c?.[key] ?? 0), 0);
console.log(
  JSON.stringify({
    openMs,
    first: { status: first.status, ms: firstMs, created: sum(first, 'create'), refused: first.rejectTotal, enrolments: first.counts.enrolments },
    second: { status: second.status, ms: secondMs, created: sum(second, 'create'), updated: sum(second, 'update'), deactivated: sum(second, 'deactivate') },
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
await closeDatabase();
