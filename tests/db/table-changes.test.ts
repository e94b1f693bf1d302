// Every table announces its writes after commit (the own-page store drops what read it, decision 044):
// the trigger is on every table the migrations create, a notification arrives only once the
// transaction commits, a login time or counted view alone is not announced, the tables written by
// every request are never announced, and the recording of a page notes what its queries read and
// whether they wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, schema, type Database } from '../../src/lib/server/db';
import { CHANGE_CHANNEL, UNANNOUNCED_TABLES } from '../../src/lib/server/db/changes';
import { recordingReads } from '../../src/lib/server/db/reads';

describe('announced table changes (PGlite)', () => {
  let database: Database;
  const heard: string[] = [];
  const settle = () => new Promise((r) => setTimeout(r, 20));

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
    await database.listen(CHANGE_CHANNEL, (table) => heard.push(table));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('puts the trigger on every table but those written by every request', async () => {
    const rows = (await database.db.execute(sql`
      select c.relname as name, exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'portal_changed') as announced
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`)) as unknown as { rows: { name: string; announced: boolean }[] };
    expect(rows.rows.length).toBeGreaterThan(100);
    const silent = rows.rows.filter((r) => !r.announced).map((r) => r.name).sort();
    expect(silent).toEqual([...UNANNOUNCED_TABLES].sort());
  });

  it('announces a write once its transaction commits, and not a rolled back one', async () => {
    heard.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.insert(schema.users).values({ userId: 'chg_1', userDiv: 'std', korNm: '변경 알림' });
      await settle();
      expect(heard).toEqual([]);
    });
    await settle();
    expect(heard).toEqual(['users']);

    heard.length = 0;
    await database.db
      .transaction(async (tx) => {
        await tx.insert(schema.users).values({ userId: 'chg_2', userDiv: 'std', korNm: '되돌린 사용자' });
        throw new Error('rollback');
      })
      .catch(() => {});
    await settle();
    expect(heard).toEqual([]);
  });

  it('does not announce a login time alone, but does a changed name; sessions are never announced', async () => {
    heard.length = 0;
    await database.db.update(schema.users).set({ lastLoginAt: new Date() }).where(eq(schema.users.userId, 'chg_1'));
    await database.db.insert(schema.sessions).values({ idHash: 'h'.repeat(64), userId: 'chg_1', expiresAt: new Date(Date.now() + 3_600_000) });
    await settle();
    expect(heard).toEqual([]);
    await database.db.update(schema.users).set({ korNm: '이름 바꿈', lastLoginAt: new Date() }).where(eq(schema.users.userId, 'chg_1'));
    await settle();
    expect(heard).toEqual(['users']);
  });

  it('records the tables a piece of work read, and that it wrote', async () => {
    const read = await recordingReads(async () =>
      database.db.select({ n: schema.users.korNm }).from(schema.users).innerJoin(schema.sessions, eq(schema.sessions.userId, schema.users.userId)),
    );
    expect(read.value).toHaveLength(1);
    expect([...read.reads.tables].sort()).toEqual(['sessions', 'users']);
    expect(read.reads.wrote).toBe(false);
    const wrote = await recordingReads(async () => database.db.update(schema.users).set({ korNm: '다시 바꿈' }).where(eq(schema.users.userId, 'chg_1')));
    expect(wrote.reads.wrote).toBe(true);
    // Outside a recording nothing is noted.
    const outside = await recordingReads(async () => 1);
    await database.db.select().from(schema.users);
    expect(outside.reads.tables.size).toBe(0);
  });
});
