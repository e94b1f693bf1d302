// Starts one portal server for the browser tests; its address goes to the tests as baseURL.
import { startServer } from '../support/server';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  return async () => server.stop();
}
