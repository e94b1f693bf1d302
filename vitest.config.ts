import { defineConfig } from 'vitest/config';
import path from 'node:path';

const alias = { '@': path.resolve('src') };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        // Services and repositories against a real database: PGlite in memory, and PostgreSQL
        // when TEST_DATABASE_URL is set.
        resolve: { alias },
        test: { name: 'db', include: ['tests/db/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        // HTTP calls against the built server, started once for the run.
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // PostgreSQL faults (shutdown under load, database restart): each test starts its own
        // servers on a fresh PostgreSQL database; skipped when no PostgreSQL answers.
        resolve: { alias },
        test: { name: 'faults', include: ['tests/faults/**/*.test.ts'], environment: 'node', testTimeout: 90_000, hookTimeout: 120_000, fileParallelism: false },
      },
    ],
  },
});
