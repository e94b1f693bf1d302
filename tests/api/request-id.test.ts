// A student whose page fails quotes the request number it shows; staff look it up in the log. The number
// on the page, the X-Request-Id header and the log line must be one and the same, for a logged-in reader
// too (her pages pass through the page cache, which once answered with an id of its own).
// The failure is real: the server is stopped, a table one page reads is dropped from its embedded
// database, and the server is started again on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../support/server';
import { Client } from './client';

const FAILING_PAGE = '/user/futuredesign/careergoalsetup';

let server: RunningServer;
let dataDir: string;
let log = '';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-request-id-'));
  const first = await startServer({ DATA_DIR: dataDir });
  await first.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  await db.exec('DROP TABLE career_goals CASCADE');
  await db.close();
  server = await startServer({ DATA_DIR: dataDir });
  server.child.stderr!.on('data', (d) => (log += d));
  server.child.stdout!.on('data', (d) => (log += d));
}, 240_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the request number of a failed page', () => {
  it('is the X-Request-Id header and the id of the log line, for a logged-in student', async () => {
    const client = new Client(server.baseUrl);
    await client.login('student1', 'std');
    const res = await client.raw(FAILING_PAGE);
    expect(res.status).toBe(500);
    const header = res.headers.get('x-request-id');
    expect(header).toMatch(/^[0-9a-f]{8}$/);
    const shown = /요청 번호[^<]*<strong[^>]*>([0-9a-f]{8})</.exec(await res.text())?.[1];
    expect(shown).toBe(header);
    // The log line is JSON (pino): level error, with the id and the page's route.
    const lineOf = () => log.split('\n').find((line) => line.includes(`"requestId":"${header}"`) && line.includes('"level":50'));
    await expect.poll(lineOf).toBeTruthy();
    expect(JSON.parse(lineOf()!)).toMatchObject({ requestId: header, method: 'GET', route: FAILING_PAGE, msg: 'request failed' });
  });

  it('is a new one for every request, also for pages answered from the page cache', async () => {
    const client = new Client(server.baseUrl);
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const res = await client.raw('/guide');
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      ids.push(res.headers.get('x-request-id'));
    }
    expect(new Set(ids).size).toBe(3);
  });
});
