import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';

// The browser tests drive an installed Chromium (scripts/chromium.mjs finds or installs one).
// Each worker starts its own portal from the one build (tests/e2e/fixtures.ts), so workers share no
// data: a file runs its tests in order in one worker, as before, and the files are spread over the
// workers. E2E_WORKERS sets how many (default: one per two cores, at least two).
const workers = Number(process.env.E2E_WORKERS) || Math.max(2, Math.floor(availableParallelism() / 2));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
