// One portal server for all API test files; its address reaches the tests through provide/inject.
import type { TestProject } from 'vitest/node';
import { startServer } from '../support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // API_DATABASE_URL: run the same API tests against PostgreSQL (an empty database the run seeds).
  const pg = process.env.API_DATABASE_URL;
  const server = await startServer(pg ? { DATABASE_URL: pg, SEED_DEMO: 'force' } : {});
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
