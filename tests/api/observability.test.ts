// What tells the university's IT team the portal is healthy (decision 056): liveness apart from
// readiness, metrics only for whoever holds the token (or on the loopback metrics port), requests
// counted under their route pattern, the page stores' hits, and one JSON log line per request that
// names the reader's user type and nothing else of her.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../support/server';
import { newStudent } from '../support/factories';
import { baseUrl, Client } from './client';

const TOKEN = 'metrics-test-token-0123456789abcdef';
let server: RunningServer;
let metricsPort: number;
let log = '';

beforeAll(async () => {
  metricsPort = await freePort();
  // On a PostgreSQL run this instance shares the run's database with the main test server.
  const pg = process.env.API_DATABASE_URL;
  server = await startServer({ ...(pg ? { DATABASE_URL: pg } : {}), METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info' });
  server.child.stdout!.on('data', (d) => (log += d));
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

/** One sample of the metrics text: name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
      return { name: m[1], labels, value: Number(m[3]) };
    });
}

function valueOf(text: string, name: string, labels: Record<string, string> = {}) {
  const found = samples(text).find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v) && Object.keys(s.labels).length === Object.keys(labels).length);
  return found?.value ?? 0;
}

/** The metrics as the scraper on this machine reads them (the metrics port counts no request of its own). */
async function scrape() {
  const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

const logLines = () =>
  log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('liveness and readiness', () => {
  it('live answers while the database is away; ready says the database failed', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const away = await startServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/portal' }, { waitFor: '/api/health/live' });
    try {
      const live = await fetch(`${away.baseUrl}/api/health/live`);
      expect(live.status).toBe(200);
      expect((await live.json()).data.status).toBe('live');
      const ready = await fetch(`${away.baseUrl}/api/health/ready`);
      expect(ready.status).toBe(503);
      const body = await ready.json();
      expect(body.data.failed).toContain('database');
      expect(body.data.checks.database).toEqual({ ok: false, detail: 'no answer' });
      // The address of the database is not told to whoever asks.
      expect(JSON.stringify(body)).not.toContain('127.0.0.1');
      expect((await fetch(`${away.baseUrl}/api/health`)).status).toBe(503);
    } finally {
      await away.stop();
    }
  });

  it('ready answers 200 with each check once the database is open, migrated and heard', async () => {
    const res = await fetch(`${baseUrl()}/api/health/ready`);
    const { data } = await res.json();
    expect(res.status, JSON.stringify(data)).toBe(200);
    expect(data.status).toBe('ready');
    expect(Object.keys(data.checks).sort()).toEqual(['backgroundTasks', 'database', 'listener', 'migrations']);
    for (const check of Object.values(data.checks) as { ok: boolean }[]) expect(check.ok).toBe(true);
    expect(data.checks.database.detail).toBe(process.env.API_DATABASE_URL ? 'postgres' : 'pglite');
    expect(data.checks.migrations.detail).toMatch(/^(\d+) applied, \1 known/);
    // The usual health check still answers as before.
    const health = await fetch(`${baseUrl()}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()).data.status).toBe('ok');
  });
});

describe('the metrics', () => {
  it('do not exist where no token is configured, and are refused without the right token', async () => {
    expect((await fetch(`${baseUrl()}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/metrics`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/api/metrics`, { headers: { authorization: TOKEN } })).status).toBe(401);
    const res = await fetch(`${server.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE portal_http_requests_total counter');
    expect(text).toContain('# TYPE portal_http_request_duration_seconds histogram');
    // PostgreSQL's LISTEN connection opens with the database, just after it.
    await expect.poll(async () => valueOf(await scrape(), 'portal_db_listener_connected')).toBe(1);
    // The pool is PostgreSQL's; the embedded database has none to report.
    expect(text.includes('portal_db_pool_clients')).toBe(Boolean(process.env.API_DATABASE_URL));
    // Each background task and each import outcome has its series from the start.
    for (const task of ['session sweep', 'cnsl escalation check', 'cnsl day-before reminder', 'survey draft sweep', 'hcerti certificate sweep']) {
      expect(text).toMatch(new RegExp(`^portal_background_task_runs_total\\{task="${task}"\\} \\d+$`, 'm'));
      expect(text).toMatch(new RegExp(`^portal_background_task_failures_total\\{task="${task}"\\} \\d+$`, 'm'));
    }
    for (const outcome of ['dry_run', 'applied', 'refused', 'failed']) expect(text).toMatch(new RegExp(`^portal_import_runs_total\\{outcome="${outcome}"\\} \\d+$`, 'm'));
    // Every name is the portal's.
    for (const s of samples(text)) expect(s.name).toMatch(/^portal_/);
  });

  it('count a request under its route pattern and status, never under the address asked for', async () => {
    const labels = { route: '/api/v1/content/posts/[postId]', status: '' };
    const before = await scrape();
    const statuses = new Set<number>();
    for (const id of [987_651, 987_652, 987_653]) {
      const res = await fetch(`${server.baseUrl}/api/v1/content/posts/${id}?q=private-query`);
      statuses.add(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.size).toBe(1);
    labels.status = String([...statuses][0]);
    const after = await scrape();
    expect(valueOf(after, 'portal_http_requests_total', labels) - valueOf(before, 'portal_http_requests_total', labels)).toBe(3);
    expect(valueOf(after, 'portal_http_request_duration_seconds_count', { route: labels.route }) - valueOf(before, 'portal_http_request_duration_seconds_count', { route: labels.route })).toBe(3);
    expect(after).not.toContain('987651');
    expect(after).not.toContain('private-query');
  });

  it("show the page store's hit when a student opens her own page twice", async () => {
    const account = await newStudent(server.baseUrl);
    const her = new Client(server.baseUrl);
    await her.login(account.userId, 'std', account.password);
    const before = await scrape();
    const first = await her.page('/user/mypage');
    const second = await her.page('/user/mypage');
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit']);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('portal_page_store_misses_total', { store: 'own' })).toBe(1);
    expect(delta('portal_page_store_hits_total', { store: 'own' })).toBe(1);
    // Both answers are requests of the page's route, the stored one too.
    expect(delta('portal_http_requests_total', { route: '/user/mypage', status: '200' })).toBe(2);
  });
});

describe('the live-message streams', () => {
  it('are counted while open and no longer once the page closes them', async () => {
    const account = await newStudent(server.baseUrl);
    const her = new Client(server.baseUrl);
    await her.login(account.userId, 'std', account.password);
    const open = () => scrape().then((text) => valueOf(text, 'portal_live_connections'));
    const before = await open();
    const closing = new AbortController();
    const res = await fetch(`${server.baseUrl}/api/v1/client/dashBoard/user/myDashBoard/getSseConn`, { headers: { cookie: her.cookieHeader() }, signal: closing.signal });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The stream says it is open before anything else.
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: open');
    expect(await open()).toBe(before + 1);
    closing.abort();
    await reader.cancel().catch(() => {});
    await expect.poll(open).toBe(before);
  });
});

describe('the request log', () => {
  it('is one JSON line per request with its id, route pattern, status, duration and user type, and nothing of who she is', async () => {
    const account = await newStudent(server.baseUrl);
    const her = new Client(server.baseUrl);
    await her.login(account.userId, 'std', account.password);
    const rendered = await her.page('/user/mypage?from=private-query');
    const stored = await her.page('/user/mypage?from=private-query');
    const api = await her.raw('/api/v1/content/posts/987654');
    await api.arrayBuffer();
    const ids = [rendered, stored, api].map((r) => r.headers.get('x-request-id')!);
    await expect.poll(() => ids.every((id) => logLines().some((l) => l.requestId === id))).toBe(true);
    const [page, again, call] = ids.map((id) => logLines().find((l) => l.requestId === id && l.msg === 'request')!);
    for (const line of [page, again]) expect(line).toMatchObject({ level: 30, method: 'GET', route: '/user/mypage', status: 200, userDiv: 'std' });
    expect(again.cache).toBe('hit');
    expect(call).toMatchObject({ method: 'GET', route: '/api/v1/content/posts/[postId]', status: api.status, userDiv: 'std' });
    for (const line of [page, again, call]) {
      expect(typeof line.durationMs).toBe('number');
      expect(typeof line.time).toBe('string');
    }
    // Nothing of her, of the address asked for, or of her session, in any line of the log.
    expect(log).not.toContain(account.userId);
    expect(log).not.toContain(account.korNm);
    expect(log).not.toContain('private-query');
    expect(log).not.toContain('987654');
    expect(log).not.toContain(her.sessionId!);
  });
});
