// One portal server for all API test files; its address reaches the tests through provide/inject.
import type { TestProject } from 'vitest/node';
import { startServer } from '../support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
