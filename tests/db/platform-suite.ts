// The platform's services against a real database. The same suite runs on the embedded PGlite and,
// when TEST_DATABASE_URL is set, on PostgreSQL (tests/db/platform.*.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';

export function platformSuite(backend: 'pglite' | 'postgres') {
  const url = process.env.TEST_DATABASE_URL;
  describe.skipIf(backend === 'postgres' && !url)(`platform services on ${backend}`, () => {
    let dataDir: string;
    let dbm: typeof import('../../src/lib/server/db/index');
    let sessions: typeof import('../../src/lib/server/auth/sessions');
    let login: typeof import('../../src/lib/server/auth/login');
    let messages: typeof import('../../src/lib/server/messages/service');
    let hub: typeof import('../../src/lib/server/events/hub');
    let favorites: typeof import('../../src/lib/server/favorites/service');
    let search: typeof import('../../src/lib/server/search/service');
    let codes: typeof import('../../src/lib/server/codes/repository');
    let db: import('../../src/lib/server/db/index').Db;
    let s: typeof import('../../src/lib/server/db/tables');

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `platform-${backend}-`));
      // The server modules read their configuration when first imported.
      process.env.DATA_DIR = dataDir;
      if (backend === 'postgres') {
        process.env.DATABASE_URL = url;
        process.env.SEED_DEMO = 'force';
      } else delete process.env.DATABASE_URL;
      // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
      await import('../../src/lib/server/areas');
      dbm = await import('../../src/lib/server/db/index');
      sessions = await import('../../src/lib/server/auth/sessions');
      login = await import('../../src/lib/server/auth/login');
      messages = await import('../../src/lib/server/messages/service');
      hub = await import('../../src/lib/server/events/hub');
      favorites = await import('../../src/lib/server/favorites/service');
      search = await import('../../src/lib/server/search/service');
      codes = await import('../../src/lib/server/codes/repository');
      db = await dbm.getDb();
      s = dbm.schema;
    });

    afterAll(async () => {
      hub?.closeAllStreams();
      await dbm?.closeDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('migrates and loads the demo data once', async () => {
      const [{ n }] = await db.select({ n: count() }).from(s.users).where(eq(s.users.userDiv, 'std'));
      // 300 numbered students, graduate1 and three incoming exchange students.
      expect(n).toBe(304);
      expect((await dbm.database()).kind).toBe(backend);
    });

    it('keeps a session until it has been idle too long, then deletes it', async () => {
      const { token } = await sessions.createSession('student11', 'test');
      expect((await sessions.validateSession(token))?.userId).toBe('student11');
      const idHash = (await import('node:crypto')).createHash('sha256').update(token).digest('hex');
      await db.update(s.sessions).set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000) }).where(eq(s.sessions.idHash, idHash));
      // Remembered for a few seconds: an idle session is one nobody has used for far longer.
      expect((await sessions.validateSession(token))?.userId).toBe('student11');
      sessions.forgetRecentSessions();
      expect(await sessions.validateSession(token)).toBeNull();
      expect(await db.select().from(s.sessions).where(eq(s.sessions.idHash, idHash))).toHaveLength(0);
    });

    it('ends a session at its absolute expiry even when it is in use', async () => {
      const { token } = await sessions.createSession('student11', 'test');
      const idHash = (await import('node:crypto')).createHash('sha256').update(token).digest('hex');
      expect((await sessions.validateSession(token))?.userId).toBe('student11');
      await db.update(s.sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(s.sessions.idHash, idHash));
      sessions.forgetRecentSessions();
      expect(await sessions.validateSession(token)).toBeNull();
    });

    it('stores the session id only as a hash', async () => {
      const { token } = await sessions.createSession('student11', 'test');
      const rows = await db.select({ idHash: s.sessions.idHash }).from(s.sessions).where(eq(s.sessions.userId, 'student11'));
      expect(rows.some((r) => r.idHash === token)).toBe(false);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.idHash))).toBe(true);
    });

    it('sends a message to every recipient in one transaction', async () => {
      const sent = await messages.sendSystemMessage({ userId: 'staff1', userDiv: 'stf' as const }, { msgType: 'MSG_TYPE01', recvIdArr: ['student11', 'student12', 'student11'], msgTitle: '시험', msgCont: '두 명에게' });
      expect(sent.recvCnt).toBe(2);
      const rows = await db.select().from(s.messageRecipients).where(eq(s.messageRecipients.msgId, sent.msgId));
      expect(rows.map((r) => r.recvUserId).sort()).toEqual(['student11', 'student12']);
      expect((await messages.inbox('student12', { unreadOnly: true })).list[0].msgCont).toBe('두 명에게');
    });

    it('stores nothing when a recipient does not exist', async () => {
      const before = (await db.select({ n: count() }).from(s.systemMessages))[0].n;
      await expect(messages.sendSystemMessage({ userId: 'staff1', userDiv: 'stf' as const }, { msgType: 'MSG_TYPE01', recvIdArr: ['student11', 'nobody'], msgTitle: 't', msgCont: 'c' })).rejects.toMatchObject({ status: 400 });
      expect((await db.select({ n: count() }).from(s.systemMessages))[0].n).toBe(before);
    });

    it('refuses messages from students and from professors to students they do not advise', async () => {
      await expect(messages.sendSystemMessage({ userId: 'student11', userDiv: 'std' as const }, { msgType: 'MSG_TYPE01', recvIdArr: ['student12'], msgTitle: 't', msgCont: 'c' })).rejects.toMatchObject({ status: 403 });
      const [other] = await db.select({ userId: s.users.userId }).from(s.users).where(and(eq(s.users.userDiv, 'std'), sql`${s.users.guideProfNo} <> 'P0001'`)).limit(1);
      await expect(messages.sendSystemMessage({ userId: 'prof1', userDiv: 'prof' as const }, { msgType: 'MSG_TYPE01', recvIdArr: [other.userId], msgTitle: 't', msgCont: 'c' })).rejects.toMatchObject({ status: 403 });
    });

    it('pushes a sent message to the recipient’s open stream only, and forgets closed streams', async () => {
      const mine = (await hub.openStream('student13', sessions.sessionHashOf((await sessions.createSession('student13', 'test')).token))).getReader();
      const theirs = (await hub.openStream('student14', sessions.sessionHashOf((await sessions.createSession('student14', 'test')).token))).getReader();
      const decoder = new TextDecoder();
      await mine.read(); // the opening event
      await theirs.read();
      await messages.sendSystemMessage({ userId: 'staff1', userDiv: 'stf' as const }, { msgType: 'MSG_TYPE01', recvIdArr: ['student13'], msgTitle: '실시간', msgCont: '지금 도착' });
      let received = '';
      while (!received.includes('지금 도착')) received += decoder.decode((await mine.read()).value);
      expect(received).toContain('event: message');
      const other = await Promise.race([theirs.read().then((r) => decoder.decode(r.value)), new Promise<string>((r) => setTimeout(() => r('nothing'), 300))]);
      expect(other).toBe('nothing');
      expect(hub.openStreamCount()).toBe(2);
      await mine.cancel();
      await theirs.cancel();
      expect(hub.openStreamCount()).toBe(0);
    });

    it('ends the open stream of a session when that session logs out', async () => {
      const { token } = await sessions.createSession('student16', 'test');
      const reader = (await hub.openStream('student16', sessions.sessionHashOf(token))).getReader();
      await reader.read(); // the opening event
      await sessions.deleteSession(token);
      const next = await Promise.race([reader.read(), new Promise<'open'>((r) => setTimeout(() => r('open'), 2000))]);
      expect(next).toEqual({ done: true, value: undefined });
      expect(hub.openStreamCount()).toBe(0);
    });

    it('delivers nothing to the stream of a session that has idled out, and ends that stream', async () => {
      const { token } = await sessions.createSession('student17', 'test');
      const idHash = sessions.sessionHashOf(token);
      const reader = (await hub.openStream('student17', idHash)).getReader();
      await reader.read(); // the opening event
      // Her last request was longer ago than the idle limit; the stream itself stays connected.
      await db.update(s.sessions).set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000) }).where(eq(s.sessions.idHash, idHash));
      await messages.sendSystemMessage({ userId: 'staff1', userDiv: 'stf' }, { msgType: 'MSG_TYPE01', recvIdArr: ['student17'], msgTitle: '비공개', msgCont: '유휴 세션에는 가면 안 되는 내용' });
      const decoder = new TextDecoder();
      let received = '';
      for (;;) {
        const next = await Promise.race([reader.read(), new Promise<'open'>((r) => setTimeout(() => r('open'), 3000))]);
        if (next === 'open' || next.done) {
          expect(next).toEqual({ done: true, value: undefined });
          break;
        }
        received += decoder.decode(next.value);
      }
      expect(received).not.toContain('유휴 세션');
      expect(hub.openStreamCount()).toBe(0);
    });

    it('purges expired and idle sessions and keeps those in use', async () => {
      const idle = await sessions.createSession('student18', 'test');
      const expired = await sessions.createSession('student18', 'test');
      const inUse = await sessions.createSession('student18', 'test');
      await db.update(s.sessions).set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000) }).where(eq(s.sessions.idHash, sessions.sessionHashOf(idle.token)));
      await db.update(s.sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(s.sessions.idHash, sessions.sessionHashOf(expired.token)));
      await sessions.purgeExpiredSessions();
      const left = await db.select({ idHash: s.sessions.idHash }).from(s.sessions).where(eq(s.sessions.userId, 'student18'));
      expect(left.map((r) => r.idHash)).toEqual([sessions.sessionHashOf(inUse.token)]);
    });

    it('hears NOTIFY on a second connection, as another instance would', async () => {
      const second = await dbm.openDatabase(backend === 'postgres' ? { url: url! } : { dataDir: 'memory' });
      const target = backend === 'postgres' ? second : await dbm.database();
      const heard = new Promise<string>((resolve) => void target.listen('portal_test', resolve));
      await new Promise((r) => setTimeout(r, 100));
      await (await dbm.database()).notify('portal_test', 'hello');
      expect(await heard).toBe('hello');
      await second.close();
    });

    it('keeps one favourite when the same one is added many times at once', async () => {
      const results = await Promise.all(Array.from({ length: 5 }, () => favorites.mergeFavorite({ userId: 'student15', userDiv: 'std' as const }, { flMenuId: 'STD_BOARD_SEARCH', flType: 'MENU' })));
      expect(new Set(results.map((r) => r.flId)).size).toBe(1);
      const rows = await db.select().from(s.favorites).where(and(eq(s.favorites.userId, 'student15'), eq(s.favorites.flMenuId, 'STD_BOARD_SEARCH')));
      expect(rows).toHaveLength(1);
    });

    it('slows down failed logins of one account from one address, never the right password from elsewhere', async () => {
      for (let i = 0; i < login.FREE_FAILURES; i++) expect((await login.attemptLogin({ userId: 'outsider4', password: 'wrong' }, '10.0.0.1')).kind).toBe('wrong');
      // The guessing address waits, even with the right password...
      const limited = await login.attemptLogin({ userId: 'outsider4', password: 'portal1234!' }, '10.0.0.1');
      expect(limited).toMatchObject({ kind: 'limited', retryAfterSeconds: 1 });
      // ...but the owner elsewhere is not locked out, and other accounts are untouched.
      expect((await login.attemptLogin({ userId: 'outsider4', password: 'portal1234!' }, '10.0.0.2')).kind).toBe('ok');
      expect((await login.attemptLogin({ userId: 'outsider3', password: 'portal1234!' }, '10.0.0.1')).kind).toBe('ok');
    });

    it('doubles the wait after each further failure, up to 15 minutes', () => {
      const last = new Date(1_000_000);
      expect(login.waitAfter(login.FREE_FAILURES - 1, last, last.getTime())).toBe(0);
      expect(login.waitAfter(login.FREE_FAILURES, last, last.getTime())).toBe(1000);
      expect(login.waitAfter(login.FREE_FAILURES + 3, last, last.getTime())).toBe(8000);
      expect(login.waitAfter(login.FREE_FAILURES + 3, last, last.getTime() + 8000)).toBe(0);
      expect(login.waitAfter(login.FREE_FAILURES + 30, last, last.getTime())).toBe(15 * 60_000);
    });

    it('finds Korean substrings in notices and menus, through the trigram index', async () => {
      const student = { userId: 'student1', userDiv: 'std' as const };
      const found = await search.searchEverywhere('장학금', student);
      const notices = found.results.filter((r) => r.area === 'notice');
      expect(notices.length).toBeGreaterThan(0);
      expect(notices.every((n) => (n.title + (n.snippet ?? '')).includes('장학금'))).toBe(true);
      expect((await search.searchEverywhere('공지', student)).results.filter((r) => r.area === 'menu').map((m) => m.href)).toContain('/notice');
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(sql`explain select post_id from posts where title like '%장학금%'`);
      });
      expect(JSON.stringify(plan)).toContain('posts_title_trgm');
    });

    it('writes every Hangul syllable as its initial consonant and as its letters, exactly as es-hangul does', async () => {
      const { getChoseong, disassemble } = await import('es-hangul');
      const rows = (await db.execute(sql`select c, hangul_initials(chr(c)) as initial, hangul_jamo(chr(c)) as letters from generate_series(44032, 55203) as c`)).rows as { c: number; initial: string; letters: string }[];
      // 19 initials x 21 vowels x 28 finals (none included): 가 각 ... 힣.
      expect(rows).toHaveLength(11172);
      const wrong = rows.filter((r) => r.initial !== getChoseong(String.fromCodePoint(r.c)) || r.letters !== disassemble(String.fromCodePoint(r.c)));
      expect(wrong.map((r) => String.fromCodePoint(r.c))).toEqual([]);
      const [edge] = (
        await db.execute(
          sql`select hangul_initials('2026학년도  장학금 신청 A+ ㅋ 漢字 😀') as initials, hangul_jamo('값 ㅘ Ab 1') as letters, hangul_initials('') as empty, hangul_initials(' 창업 ') as trimmed, hangul_initials(null) as missing`,
        )
      ).rows as { initials: string; letters: string; empty: string; trimmed: string; missing: string | null }[];
      // Digits, Latin letters, symbols, lone jamo, Hanja and emoji pass through; words stay one space apart.
      expect(edge).toEqual({ initials: '2026ㅎㄴㄷ ㅈㅎㄱ ㅅㅊ A+ ㅋ 漢字 😀', letters: 'ㄱㅏㅂㅅ ㅘ Ab 1', empty: '', trimmed: 'ㅊㅇ', missing: null });
    });

    it('matches initial consonants and near titles through the expression indexes', async () => {
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const initials = await tx.execute(sql`explain select post_id from posts where hangul_initials(title) ilike '%ㅈㅎㄱ%'`);
        const near = await tx.execute(sql`explain select post_id from posts where 'ㅈㅏㅇㅎㅏㄱㄱㅜㅁ' <% hangul_jamo(title)`);
        return JSON.stringify(initials) + JSON.stringify(near);
      });
      expect(plan).toContain('posts_title_initials_trgm');
      expect(plan).toContain('posts_title_jamo_trgm');
    });

    it('knows the current academic year and term', async () => {
      const term = await codes.currentYearTerm('2026-11-22');
      expect(term).toMatchObject({ year: 2026, termCd: '20' });
    });

    it('refuses to switch on a menu whose page does not exist, and changes nothing', async () => {
      // Every seeded menu has its page now: a menu waiting for one is made here.
      const menusAdmin = await import('../../src/lib/server/menus/admin');
      await db.insert(s.menus).values({ menuId: 'STD_TEST_NO_PAGE', menuNm: '준비 중인 화면', menuUrl: '/user/not-built-yet', userDiv: 'std', depth: 2, upMenuId: 'STD_BOARD', useYn: 'N' });
      try {
        const admin = { userId: 'admin1', userDiv: 'adm' as const } as Parameters<typeof menusAdmin.updateMenu>[0];
        await expect(menusAdmin.updateMenu(admin, 'STD_TEST_NO_PAGE', { menuNm: '준비 중인 화면', sortOrd: 1, useYn: 'Y' })).rejects.toMatchObject({ status: 400 });
        const [row] = await db.select().from(s.menus).where(eq(s.menus.menuId, 'STD_TEST_NO_PAGE'));
        expect(row.useYn).toBe('N');
        // A real page can be switched on.
        await menusAdmin.updateMenu(admin, 'STD_TEST_NO_PAGE', { menuNm: '준비 중인 화면', sortOrd: 1, useYn: 'N' });
        const listed = await menusAdmin.adminMenuList(admin, 'std');
        expect(listed.find((m) => m.menuId === 'STD_TEST_NO_PAGE')).toMatchObject({ pageExists: false });
        expect(listed.find((m) => m.menuUrl === '/user/main')).toMatchObject({ pageExists: true });
      } finally {
        await db.delete(s.menus).where(eq(s.menus.menuId, 'STD_TEST_NO_PAGE'));
      }
    });
  });
}
