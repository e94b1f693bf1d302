// npm test: every test of the project, the way CI runs them.
//  1. find (or install) a Chromium for the browser tests
//  2. build the server when sources changed
//  3. astro check (types) and ESLint (the shape: no import cycles, no server code in islands, no
//     area in a shared module; decision 047), side by side
//  4. Vitest: unit, database (PGlite; PostgreSQL too when TEST_DATABASE_URL is set) and API tests
//  5. Playwright: browser tests against the built server
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.TZ ??= 'Asia/Seoul';

const chromium = findChromium({ install: true });
process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE = chromium;
console.log(`Chromium: ${chromium}`);

buildIfNeeded();

function run(label, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

// The linter runs beside the type check (each waits on its own files most of the time); its report
// is printed when it ends, so the two do not interleave.
function runQuietly(args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ ok: code === 0, out }));
  });
}
const linting = runQuietly([path.join(root, 'node_modules/eslint/bin/eslint.js'), '.']);

// Types first: astro check covers the pages, islands and server code; any error fails the run.
const checkOk = run('astro check', [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'check']);
const lint = await linting;
console.log(`\n=== ESLint ===\n${lint.out || '문제 없음'}`);
const lintOk = lint.ok;

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
// With a second PostgreSQL database, the API tests run once more with the server on PostgreSQL, beside
// the main Vitest run (each has its own server and database; their reports are printed one after the other).
const onPostgres = process.env.TEST_API_DATABASE_URL
  ? runQuietly([vitest, 'run', '--project', 'api'], { ...process.env, API_DATABASE_URL: process.env.TEST_API_DATABASE_URL })
  : null;
// Spawned, not run synchronously: the run beside it keeps writing its report while this one runs.
console.log('\n=== Vitest (unit, db, api) ===');
let vitestOk = await new Promise((resolve) => spawn(process.execPath, [vitest, 'run'], { cwd: root, stdio: 'inherit', env: process.env }).on('close', (code) => resolve(code === 0)));
if (onPostgres) {
  const pg = await onPostgres;
  console.log(`\n=== Vitest (api on PostgreSQL) ===\n${pg.out}`);
  vitestOk = pg.ok && vitestOk;
}
const e2eOk = run('Playwright (e2e)', [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test']);
if (!checkOk || !lintOk || !vitestOk || !e2eOk) {
  console.error(`\n테스트 실패: ${[!checkOk && 'astro check', !lintOk && 'eslint', !vitestOk && 'vitest', !e2eOk && 'playwright'].filter(Boolean).join(', ')}`);
  process.exit(1);
}
console.log('\n모든 테스트 통과');
