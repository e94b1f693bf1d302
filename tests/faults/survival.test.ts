// Survival under faults with PostgreSQL configured: SIGTERM drains in-flight requests, and a
// PostgreSQL outage answers 503 (Korean message, Retry-After) and recovers without a restart.
// The outage is a TCP relay between the portal and PostgreSQL that is cut (listener closed, every
// live connection destroyed: what a server restart looks like to the client) and restored. This
// leaves the PostgreSQL server shared with other test runs untouched and takes no root rights.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { startServer, type RunningServer } from '../support/server';
import { freshDatabase, login, openStream, postgresAnswers, sendMessage, sleep, ADMIN_URL } from './pg';

const KOREAN_503 = '일시적으로 데이터베이스에 연결할 수 없습니다';

const available = await postgresAnswers();
if (!available) console.log(`[faults] skipped: no PostgreSQL answers at ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')} (these tests need a real PostgreSQL)`);

/** A TCP relay to PostgreSQL that can be cut and restored on the same port. */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    open,
    get port() {
      return port;
    },
    async cut() {
      const closing = new Promise((r) => server!.close(r));
      for (const s of sockets) s.destroy();
      sockets.clear();
      await closing;
    },
  };
}

type Outcome = { status: number | 'error'; body: string; retryAfter: string | null; ms: number };

async function timed(url: string, init?: RequestInit): Promise<Outcome> {
  const t0 = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await res.text();
    return { status: res.status, body, retryAfter: res.headers.get('retry-after'), ms: Date.now() - t0 };
  } catch (err) {
    return { status: 'error', body: String((err as Error).cause ?? err), retryAfter: null, ms: Date.now() - t0 };
  }
}

function tally(outcomes: Outcome[]) {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[o.status] = (counts[o.status] ?? 0) + 1;
  return counts;
}

describe.skipIf(!available)('survival under PostgreSQL faults', () => {
  describe('graceful shutdown', () => {
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    let portal: RunningServer;
    beforeAll(async () => {
      db = await freshDatabase('stop');
      portal = await startServer({ DATABASE_URL: db.url.href, SEED_DEMO: 'force' });
    });
    afterAll(async () => {
      await portal?.stop();
      await db?.drop();
    });

    it('finishes every accepted request and exits 0 after SIGTERM, refusing new connections', async () => {
      const { baseUrl, child } = portal;
      // Warm up (first renders compile templates) so the load below is steady when the signal comes.
      for (const path of ['/user/main', '/api/v1/cmmn/getYearTerm']) expect((await timed(baseUrl + path)).status).toBe(200);
      const outcomes: Outcome[] = [];
      const inFlight = new Set<Promise<void>>();
      let sending = true;
      let refused = 0;
      // Eight workers: a cheap API call and a full server-rendered page (the slower request).
      const workers = Array.from({ length: 8 }, async (_, i) => {
        const path = i % 2 ? '/user/main' : '/api/v1/cmmn/getYearTerm';
        while (sending) {
          const p = timed(baseUrl + path).then((o) => {
            // A refused connection was never accepted: counted apart, never as dropped.
            if (o.status === 'error' && /ECONNREFUSED/.test(o.body)) refused++;
            else outcomes.push(o);
          });
          inFlight.add(p);
          await p;
          inFlight.delete(p);
        }
      });
      await sleep(1500);
      const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
        const t0 = Date.now();
        child.once('exit', (code) => resolve({ code, ms: Date.now() - t0 }));
      });
      const beforeSignal = outcomes.length;
      child.kill('SIGTERM');
      const { code, ms } = await exited;
      sending = false;
      await Promise.all(workers);
      const after = await timed(baseUrl + '/api/health');
      const dropped = outcomes.filter((o) => o.status === 'error' || (typeof o.status === 'number' && o.status >= 500));
      console.log(`[faults] shutdown: ${outcomes.length} requests answered (${beforeSignal} before SIGTERM), statuses ${JSON.stringify(tally(outcomes))}, dropped ${dropped.length}, refused after close ${refused}, exit code ${code} after ${ms} ms`);
      expect(beforeSignal).toBeGreaterThan(10);
      expect(dropped).toEqual([]);
      expect(code).toBe(0);
      expect(ms).toBeLessThan(10_000);
      expect(after.status).toBe('error');
      expect(after.body).toMatch(/ECONNREFUSED/);
    });
  });

  describe('two instances on one database', () => {
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    let a: RunningServer;
    let b: RunningServer;
    beforeAll(async () => {
      db = await freshDatabase('pair');
      // Started together: the advisory lock lets one migrate and seed while the other waits.
      [a, b] = await Promise.all([
        startServer({ DATABASE_URL: db.url.href, SEED_DEMO: 'force' }),
        startServer({ DATABASE_URL: db.url.href, SEED_DEMO: 'force' }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await db?.drop();
    });

    it('shares sessions and delivers a message sent through one instance to a stream on the other', async () => {
      const student = await login(a.baseUrl, 'student2', 'std');
      const me = await fetch(b.baseUrl + '/api/v1/headerUserInfo', { headers: { cookie: student } });
      expect(me.status).toBe(200);
      expect(JSON.stringify(await me.json())).toContain('student2');

      const staff = await login(b.baseUrl, 'staff1', 'stf');
      const stream = await openStream(a.baseUrl, student);
      await stream.waitFor('event: open');
      const title = `다른 서버에서 보낸 알림 ${Date.now()}`;
      await sendMessage(b.baseUrl, staff, 'student2', title);
      const received = await stream.waitFor(title);
      stream.close();
      console.log(`[faults] two instances: session from A accepted by B; message sent via B ${received.includes(title) ? 'received' : 'NOT received'} on A's stream`);
      expect(received).toContain(title);
    });

    it('drops a cached page part on both instances when a notice is published through one of them', async () => {
      // The main page's notice list is cached for 30 s on each instance; A reads it first.
      const before = await fetch(a.baseUrl + '/user/main').then((r) => r.text());
      const title = `다른 서버에서 게시한 공지 ${Date.now()}`;
      expect(before).not.toContain(title);

      const editor = await login(b.baseUrl, 'staff1', 'stf');
      const res = await fetch(b.baseUrl + '/api/v1/content/posts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: b.baseUrl, cookie: editor },
        body: JSON.stringify({ boardCd: 'NOTICE', title, bodyHtml: '<p>두 서버 캐시 확인</p>', action: 'publish', pinYn: 'Y' }),
      });
      expect(res.status).toBe(200);

      // Well within the 30 s the cached list would otherwise live: A hears the invalidation.
      const t0 = Date.now();
      let after = '';
      while (Date.now() - t0 < 5_000) {
        after = await fetch(a.baseUrl + '/user/main').then((r) => r.text());
        if (after.includes(title)) break;
        await sleep(100);
      }
      console.log(`[faults] two instances: notice published via B ${after.includes(title) ? `shown by A after ${Date.now() - t0} ms` : 'NOT shown by A within 5 s'}`);
      expect(after).toContain(title);
    });

    it("drops a student's own stored page on A when her data changes through B", async () => {
      const student = await login(a.baseUrl, 'student4', 'std');
      const page = () => fetch(a.baseUrl + '/user/mypage', { headers: { cookie: student } });
      await page();
      const stored = await page();
      expect(stored.headers.get('x-page-cache')).toBe('hit');
      const title = `다른 서버에서 보낸 마이페이지 알림 ${Date.now()}`;
      expect(await stored.text()).not.toContain(title);
      // Written through B; the database announces the change to both instances after it commits.
      await sendMessage(b.baseUrl, await login(b.baseUrl, 'staff1', 'stf'), 'student4', title);
      const t0 = Date.now();
      let after = '';
      while (Date.now() - t0 < 5_000) {
        after = await page().then((r) => r.text());
        if (after.includes(title)) break;
        await sleep(50);
      }
      console.log(`[faults] two instances: message via B ${after.includes(title) ? `on A's stored my page after ${Date.now() - t0} ms` : 'NOT on A within 5 s'}`);
      expect(after).toContain(title);
    });
  });

  describe('PostgreSQL restart', () => {
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    let portal: RunningServer;
    let link: ReturnType<typeof relay>;
    beforeAll(async () => {
      db = await freshDatabase('restart');
      link = relay(db.url);
      await link.open();
      const viaRelay = new URL(db.url);
      viaRelay.hostname = '127.0.0.1';
      viaRelay.port = String(link.port);
      portal = await startServer({ DATABASE_URL: viaRelay.href, SEED_DEMO: 'force' });
    });
    afterAll(async () => {
      await portal?.stop();
      await link?.cut().catch(() => {});
      await db?.drop();
    });

    it('answers 503 with a Korean message while PostgreSQL is away and recovers without a restart', async () => {
      const { baseUrl, child } = portal;
      const api = baseUrl + '/api/v1/cmmn/getYearTerm';
      expect((await timed(api)).status).toBe(200);

      await link.cut();
      const during: Outcome[] = [];
      const pages: Outcome[] = [];
      const until = Date.now() + 4000;
      await Promise.all(
        Array.from({ length: 4 }, async (_, i) => {
          while (Date.now() < until) {
            if (i === 0) pages.push(await timed(baseUrl + '/user/main'));
            else during.push(await timed(api));
          }
        }),
      );
      // Readiness says so (the load balancer sends no visitors); liveness does not (no restart).
      const readyDuring = await fetch(baseUrl + '/api/health/ready');
      expect(readyDuring.status).toBe(503);
      expect((await readyDuring.json()).data.failed).toContain('database');
      expect((await fetch(baseUrl + '/api/health/live')).status).toBe(200);
      await link.open();
      // Back: the pool makes new connections on the next requests; no portal restart.
      const after: Outcome[] = [];
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const o = await timed(api);
        after.push(o);
        if (o.status === 200 && after.filter((a) => a.status === 200).length >= 5) break;
        await sleep(100);
      }
      console.log(`[faults] restart: during outage ${during.length} API calls ${JSON.stringify(tally(during))}, ${pages.length} pages ${JSON.stringify(tally(pages))}, slowest ${Math.max(...during.map((o) => o.ms))} ms; after restore ${after.length} calls ${JSON.stringify(tally(after))}`);

      expect(during.length).toBeGreaterThan(0);
      for (const o of [...during, ...pages]) {
        expect(o.status).toBe(503);
        expect(o.body).toContain(KOREAN_503);
        expect(o.retryAfter).toBe('5');
        expect(o.ms).toBeLessThan(5_000);
      }
      expect(JSON.parse(during[0].body)).toMatchObject({ code: 503, data: null });
      expect(pages[0].body).toContain('<html lang="ko"');
      expect(after.at(-1)!.status).toBe(200);
      expect(JSON.parse(after.at(-1)!.body).code).toBe(200);
      expect(child.exitCode).toBeNull();
      // Ready again once the pool and the LISTEN connection are back.
      await expect.poll(async () => (await fetch(baseUrl + '/api/health/ready')).status, { timeout: 15_000, interval: 250 }).toBe(200);

      // Live messages work again: the LISTEN connection was re-established after the outage.
      const staff = await login(baseUrl, 'staff1', 'stf');
      const student = await login(baseUrl, 'student2', 'std');
      const stream = await openStream(baseUrl, student);
      await stream.waitFor('event: open');
      const title = `복구 후 알림 ${Date.now()}`;
      await sendMessage(baseUrl, staff, 'student2', title);
      const received = await stream.waitFor(title);
      stream.close();
      console.log(`[faults] restart: live message after recovery ${received.includes(title) ? 'received' : 'NOT received'}`);
      expect(received).toContain(title);
    });
  });
});
