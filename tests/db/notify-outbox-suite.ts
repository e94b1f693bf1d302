// The notification outbox against a real database (decision 059): a message to a student who chose
// email writes its outbox row in the same transaction; a digest row waits for 08:00 Seoul; an
// unconfirmed address gets nothing; counselling mail carries no content; two senders running at once
// on the same due rows send each row exactly once; a refused mail is retried with a growing wait and
// fails after the last attempt. Run on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import type { OutgoingMail } from '../../src/lib/server/notifications/mailer';

export function notifyOutboxSuite(backend: 'pglite' | 'postgres') {
  const url = process.env.TEST_DATABASE_URL;
  describe.skipIf(backend === 'postgres' && !url)(`notification outbox on ${backend}`, () => {
    let dataDir: string;
    let dbm: typeof import('../../src/lib/server/db/index');
    let hub: typeof import('../../src/lib/server/events/hub');
    let messages: typeof import('../../src/lib/server/messages/service');
    let worker: typeof import('../../src/lib/server/notifications/worker');
    let db: import('../../src/lib/server/db/index').Db;
    let s: typeof import('../../src/lib/server/db/tables');
    const run = Date.now().toString(36).slice(-5);
    const uid = (n: string) => `nt${run}${n}`;
    // On PostgreSQL a database of its own on the server of TEST_DATABASE_URL: the other PostgreSQL suites
    // share that one and count its students and demo data.
    let own: { url: string; drop(): Promise<void> } | undefined;
    async function ownDatabase(shared: string) {
      const admin = new URL(shared);
      admin.pathname = '/postgres';
      const name = `portal_notify_${process.pid}_${run}`;
      const sql = async (text: string) => {
        const client = new pg.Client({ connectionString: admin.href });
        await client.connect();
        try {
          await client.query(text);
        } finally {
          await client.end();
        }
      };
      await sql(`CREATE DATABASE ${name}`);
      const mine = new URL(shared);
      mine.pathname = `/${name}`;
      return { url: mine.href, drop: () => sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
    }

    async function student(name: string, opts: { channel?: string; category?: string; confirmed?: boolean } = {}) {
      const userId = uid(name);
      await db.insert(s.users).values({ userId, userDiv: 'std', korNm: `학생${name}`, useYn: 'Y' });
      await db.insert(s.notifyAddresses).values({ userId, email: `${userId}@example.ac.kr`, confirmedAt: opts.confirmed === false ? null : new Date() });
      await db.insert(s.notifyPrefs).values({ userId, category: opts.category ?? 'PROGRAM', channel: opts.channel ?? 'EMAIL' });
      return userId;
    }

    const rowsOf = (userId: string) => db.select().from(s.notifyOutbox).where(eq(s.notifyOutbox.userId, userId)).orderBy(s.notifyOutbox.outboxId);

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `notify-${backend}-`));
      process.env.DATA_DIR = dataDir;
      process.env.SEED_DEMO = 'false';
      // Quiet hours are the schedule's (unit tested); here mail is due when it is written, at any hour of the run.
      process.env.NOTIFY_QUIET_HOURS = 'off';
      // Mail is configured (rows are written); the tests hand the sender its transport.
      process.env.SMTP_URL = 'smtp://127.0.0.1:9';
      if (backend === 'postgres') {
        own = await ownDatabase(url!);
        process.env.DATABASE_URL = own.url;
      } else delete process.env.DATABASE_URL;
      await import('../../src/lib/server/areas');
      dbm = await import('../../src/lib/server/db/index');
      hub = await import('../../src/lib/server/events/hub');
      messages = await import('../../src/lib/server/messages/service');
      worker = await import('../../src/lib/server/notifications/worker');
      s = await import('../../src/lib/server/db/tables');
      db = await dbm.getDb();
    }, 300_000);

    afterAll(async () => {
      hub?.closeAllStreams();
      await dbm?.closeDatabase();
      await own?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('writes the outbox row with the message, and only for a confirmed address that chose mail', async () => {
      const yes = await student('a');
      const unconfirmed = await student('b', { confirmed: false });
      const portalOnly = await student('c', { channel: 'PORTAL' });
      for (const id of [yes, unconfirmed, portalOnly]) await messages.notifyUser(id, '[진로활동] 글쓰기 특강 신청이 승인되었습니다', '본문', { category: 'PROGRAM', href: '/user/futuredesign/myecp' });
      const [row] = await rowsOf(yes);
      expect(row).toMatchObject({ status: 'WAITING', channel: 'EMAIL', category: 'PROGRAM', subject: '[학생지원포털] [진로활동] 글쓰기 특강 신청이 승인되었습니다', href: '/user/futuredesign/myecp' });
      expect(row.msgId).toBeGreaterThan(0);
      expect(await rowsOf(unconfirmed)).toHaveLength(0);
      expect(await rowsOf(portalOnly)).toHaveLength(0);
      // A message in a rolled-back transaction leaves no mail behind.
      await expect(
        db.transaction(async (tx) => {
          await messages.notifyUserInTransaction(tx, yes, '되돌린 알림', '본문', { category: 'PROGRAM' });
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      expect(await rowsOf(yes)).toHaveLength(1);
    });

    it('keeps counselling content and scholarship details out of the mail', async () => {
      const c = await student('d', { category: 'CNSL' });
      await messages.notifyUser(c, '[심리상담] 우울 상담 일정이 확정되었습니다', '11월 24일 14시 상담', { category: 'CNSL', userDef2: '/user/colglife/cnsl/psych/7' });
      const [row] = await rowsOf(c);
      expect(row.subject).toBe('[학생지원포털] 학생상담센터에서 새 알림이 있습니다');
      expect(`${row.subject} ${row.line} ${row.href}`).not.toMatch(/심리|우울|일정|psych/);
      const sch = await student('e', { category: 'CAMPUS' });
      await messages.notifyUser(sch, '[장학] 성적우수 장학금 선정 (2,000,000원)', '평점 4.3', {});
      const [srow] = await rowsOf(sch);
      expect(`${srow.subject} ${srow.line}`).not.toMatch(/장학금|2,000,000|4\.3/);
    });

    it('sends each due row exactly once when two senders run at the same time', async () => {
      const ids = await Promise.all(['f', 'g', 'h', 'i', 'j'].map((n) => student(n)));
      for (const id of ids) for (let k = 0; k < 3; k++) await messages.notifyUser(id, `[진로활동] 알림 ${k}`, '본문', { category: 'PROGRAM' });
      const sent: string[] = [];
      const send = async (m: OutgoingMail) => {
        await new Promise((r) => setTimeout(r, 20));
        sent.push(`${m.to} ${m.subject}`);
      };
      const at = new Date(Date.now() + 1000);
      // Rounds of two senders until nothing is due: the rows of this test only are counted.
      for (let i = 0; i < 10; i++) {
        const [a, b] = await Promise.all([worker.sendDueMail({ at, send }), worker.sendDueMail({ at, send })]);
        if (a.sent + b.sent + a.failed + b.failed === 0) break;
      }
      const mine = sent.filter((m) => ids.some((id) => m.startsWith(id)));
      expect(mine).toHaveLength(15);
      expect(new Set(mine).size).toBe(15);
      const rows = await db.select().from(s.notifyOutbox).where(inArray(s.notifyOutbox.userId, ids));
      expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1 && r.sentTo === `${r.userId}@example.ac.kr`)).toBe(true);
    });

    it('sends with no transaction open: another round runs meanwhile and skips the claimed row until its lease ends', async () => {
      const id = await student('m');
      await messages.notifyUser(id, '[진로활동] 임대 확인', '본문', { category: 'PROGRAM' });
      const at = new Date(Date.now() + 1000);
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let started!: () => void;
      const sending = new Promise<void>((r) => (started = r));
      const slow = async (m: OutgoingMail) => {
        if (!m.to.startsWith(id)) return;
        started();
        await gate;
      };
      const first = worker.sendDueMail({ at, send: slow });
      await sending;
      // The first sender is in the middle of its mail: a second round answers (nothing is held) and takes nothing of hers.
      const seen: string[] = [];
      const record = async (m: OutgoingMail) => void seen.push(m.to);
      await worker.sendDueMail({ at, send: record });
      expect(seen.filter((t) => t.startsWith(id))).toHaveLength(0);
      // Had the first sender stopped here, the row is due again once the lease is over.
      await worker.sendDueMail({ at: new Date(at.getTime() + 6 * 60_000), send: record });
      expect(seen.filter((t) => t.startsWith(id))).toHaveLength(1);
      release();
      await first;
      const [row] = await rowsOf(id);
      expect(row.status).toBe('SENT');
    });

    it('holds digest rows until 08:00 Seoul and sends them as one mail', async () => {
      const d = await student('k', { channel: 'DIGEST' });
      for (const t of ['[진로활동] 첫째', '[진로활동] 둘째']) await messages.notifyUser(d, t, '본문', { category: 'PROGRAM' });
      const rows = await rowsOf(d);
      expect(rows).toHaveLength(2);
      const due = rows[0].dueAt;
      // 08:00 in Seoul is 23:00 UTC.
      expect(due.getUTCHours()).toBe(23);
      expect(due.getUTCMinutes()).toBe(0);
      const sent: OutgoingMail[] = [];
      const send = async (m: OutgoingMail) => void sent.push(m);
      await worker.sendDueMail({ at: new Date(due.getTime() - 60_000), send });
      expect(sent.filter((m) => m.to.startsWith(d))).toHaveLength(0);
      await worker.sendDueMail({ at: due, send });
      const mine = sent.filter((m) => m.to.startsWith(d));
      expect(mine).toHaveLength(1);
      expect(mine[0].subject).toBe('[학생지원포털] 오늘의 알림 2건');
      expect(mine[0].text).toContain('첫째');
      expect(mine[0].text).toContain('둘째');
    });

    it('retries a refused mail with a growing wait and gives up after the last attempt', async () => {
      const f = await student('l');
      await messages.notifyUser(f, '[진로활동] 실패할 알림', '본문', { category: 'PROGRAM' });
      const refuse = async () => {
        throw new Error('550 mailbox unavailable');
      };
      let at = new Date(Date.now() + 1000);
      const waits: number[] = [];
      for (let i = 0; i < 3; i++) {
        await worker.sendDueMail({ at, send: refuse, retryBaseMs: 60_000, maxAttempts: 3 });
        const [row] = await rowsOf(f);
        expect(row.attempts).toBe(i + 1);
        expect(row.lastError).toContain('550');
        if (i < 2) {
          expect(row.status).toBe('WAITING');
          waits.push(row.dueAt.getTime() - at.getTime());
          at = row.dueAt;
        } else expect(row.status).toBe('FAILED');
      }
      expect(waits).toEqual([60_000, 120_000]);
    });
  });
}
