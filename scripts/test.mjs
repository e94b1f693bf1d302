// npm test: every test of the project, the way CI runs them.
//  1. find (or install) a Chromium for the browser tests
//  2. build the server when sources changed
//  3. astro check (types)
//  4. Vitest: unit, database (PGlite; PostgreSQL too when TEST_DATABASE_URL is set) and API tests
//  5. Playwright: browser tests against the built server
import { spawnSync } from 'node:child_process';
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

// Types first: astro check covers the pages, islands and server code; any error fails the run.
const checkOk = run('astro check', [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'check']);

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
let vitestOk = run('Vitest (unit, db, api)', [vitest, 'run']);
// With a second PostgreSQL database, the API tests run once more with the server on PostgreSQL.
if (process.env.TEST_API_DATABASE_URL) {
  process.env.API_DATABASE_URL = process.env.TEST_API_DATABASE_URL;
  vitestOk = run('Vitest (api on PostgreSQL)', [vitest, 'run', '--project', 'api']) && vitestOk;
  delete process.env.API_DATABASE_URL;
}
const e2eOk = run('Playwright (e2e)', [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test']);
if (!checkOk || !vitestOk || !e2eOk) {
  console.error(`\n테스트 실패: ${[!checkOk && 'astro check', !vitestOk && 'vitest', !e2eOk && 'playwright'].filter(Boolean).join(', ')}`);
  process.exit(1);
}
console.log('\n모든 테스트 통과');
