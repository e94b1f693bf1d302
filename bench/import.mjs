// npm run bench:import -- [--students 20000] [--per-student 30] [--database-url postgres://...] [--skip-pglite]
// Generates a whole university as an import zip and imports it twice (everything new, then the same
// file again) on PGlite and, when a PostgreSQL server is given, on a fresh database of its own.
// Reports the zip's size, time and the importing process's peak memory. Results: bench/results/import.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { writeUniversity } from './university.mjs';

const { values } = parseArgs({ options: { students: { type: 'string' }, 'per-student': { type: 'string' }, 'database-url': { type: 'string' }, 'skip-pglite': { type: 'boolean' } } });
const students = Number(values.students ?? 20_000);
const perStudent = Number(values['per-student'] ?? 30);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'import-bench-'));
const zip = path.join(work, 'university.zip');
const t = Date.now();
const counts = await writeUniversity(zip, { students, enrolmentsPerStudent: perStudent });
const generated = { ...counts, zipMb: +(fs.statSync(zip).size / 1024 / 1024).toFixed(1), ms: Date.now() - t };
console.log('생성:', JSON.stringify(generated));

const tsx = path.resolve('node_modules/.bin/tsx');
function run(env) {
  const out = execFileSync(tsx, ['bench/import-run.ts', zip], { env: { ...process.env, ...env, SEED_DEMO: 'false' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').pop());
}

const results = { machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`, generated };
if (!values['skip-pglite']) {
  const dataDir = path.join(work, 'data');
  results.pglite = run({ DATA_DIR: dataDir, DATABASE_URL: '' });
  console.log('PGlite:', JSON.stringify(results.pglite));
}
if (values['database-url']) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: values['database-url'] });
  await admin.connect();
  const name = `import_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(values['database-url']);
    url.pathname = `/${name}`;
    results.postgres = run({ DATA_DIR: path.join(work, 'pgfiles'), DATABASE_URL: url.href });
    console.log('PostgreSQL:', JSON.stringify(results.postgres));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync('bench/results/import.json', JSON.stringify(results, null, 2));
fs.rmSync(work, { recursive: true, force: true });
