// The competency certificate as an activity event, against a fresh embedded database. The demo world
// records every level its students hold (COMPETENCY_CERTIFIED) and the demo badge 핵심역량 인증 is
// issued from those events. When the certificate stops being met (here: the bronze requirements are
// raised, as a corrected grade would do) the next look at it withdraws the event and the badge goes
// with a message; met again, the same award comes back valid with its verification code and a
// message, once. The portfolio history shows the level once, dated when it was recorded, and the
// badge as a line of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';

describe('competency certificate as events (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let hcerti: typeof import('../../src/lib/server/learning/hcerti');
  let cache: typeof import('../../src/lib/server/cache');
  let competencies: typeof import('../../src/lib/server/learning/competencies');
  let history: typeof import('../../src/lib/server/portfolio/history');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcerti-events-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    dbm = await import('../../src/lib/server/db/index');
    hcerti = await import('../../src/lib/server/learning/hcerti');
    cache = await import('../../src/lib/server/cache');
    competencies = await import('../../src/lib/server/learning/competencies');
    history = await import('../../src/lib/server/portfolio/history');
    await dbm.getDb();
  });

  afterAll(async () => {
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function certBadge() {
    const db = await dbm.getDb();
    const [b] = await db.select().from(dbm.schema.badges).where(eq(dbm.schema.badges.badgeNm, '핵심역량 인증'));
    return b;
  }
  async function titlesTo(userId: string) {
    const db = await dbm.getDb();
    const s = dbm.schema;
    const rows = await db
      .select({ title: s.systemMessages.msgTitle })
      .from(s.messageRecipients)
      .innerJoin(s.systemMessages, eq(s.systemMessages.msgId, s.messageRecipients.msgId))
      .where(eq(s.messageRecipients.recvUserId, userId));
    return rows.map((r) => r.title);
  }

  it('records the demo world’s levels as events and issues the certificate badge from them', async () => {
    const db = await dbm.getDb();
    const s = dbm.schema;
    const events = await db.select().from(s.activityEvents).where(eq(s.activityEvents.kind, 'COMPETENCY_CERTIFIED'));
    expect(events.length, 'some demo students hold a level').toBeGreaterThan(0);
    // Every event matches what the certificate computes for that student now.
    const holders = [...new Set(events.map((e) => e.userId))];
    for (const userId of holders.slice(0, 5)) {
      const state = await hcerti.certificateState(userId);
      const earned = state.levels.filter((l) => l.earned).map((l) => l.levelCd).sort();
      expect(events.filter((e) => e.userId === userId).map((e) => e.refId).sort()).toEqual(earned);
    }
    const badge = await certBadge();
    expect(badge.rule).toEqual({ kind: 'COMPETENCY_CERTIFIED', count: 1 });
    const awards = await db.select().from(s.badgeAwards).where(eq(s.badgeAwards.badgeId, badge.badgeId));
    expect(awards.map((a) => a.userId).sort()).toEqual(holders.sort());
    // Recording again changes nothing.
    expect(await hcerti.recordCertificate(holders[0])).toEqual([]);
  });

  it('withdraws the event and the badge when the level is no longer met, and brings both back when it is', async () => {
    const db = await dbm.getDb();
    const s = dbm.schema;
    const badge = await certBadge();
    const [holder] = await db
      .select({ userId: s.activityEvents.userId })
      .from(s.activityEvents)
      .where(and(eq(s.activityEvents.kind, 'COMPETENCY_CERTIFIED'), eq(s.activityEvents.refId, 'BRONZE')))
      .orderBy(s.activityEvents.userId)
      .limit(1);
    const userId = holder.userId;
    const [before] = await db.select().from(s.badgeAwards).where(and(eq(s.badgeAwards.badgeId, badge.badgeId), eq(s.badgeAwards.userId, userId)));
    expect(before.revokedAt).toBeNull();

    // Bronze out of reach (a corrected grade would do the same): the next look withdraws everything.
    await db.update(s.hcertiRequirements).set({ minValue: sql`${s.hcertiRequirements.minValue} + 100000` }).where(eq(s.hcertiRequirements.levelCd, 'BRONZE'));
    cache.invalidate(competencies.COMPETENCY_CACHE_PREFIX);
    const shown = await hcerti.shownCertificate(userId);
    expect(shown.earned).toBeNull();
    expect(await db.select().from(s.activityEvents).where(and(eq(s.activityEvents.userId, userId), eq(s.activityEvents.kind, 'COMPETENCY_CERTIFIED')))).toEqual([]);
    const [revoked] = await db.select().from(s.badgeAwards).where(eq(s.badgeAwards.awardId, before.awardId));
    expect(revoked.revokedAt).not.toBeNull();
    expect(revoked.revokedBy).toBeNull();
    expect(await titlesTo(userId)).toContain('[디지털 배지] 핵심역량 인증 배지가 취소되었습니다');

    // Back within reach: recorded again at the next look, the same award valid again, announced once.
    await db.update(s.hcertiRequirements).set({ minValue: sql`${s.hcertiRequirements.minValue} - 100000` }).where(eq(s.hcertiRequirements.levelCd, 'BRONZE'));
    cache.invalidate(competencies.COMPETENCY_CACHE_PREFIX);
    const added = await hcerti.recordCertificate(userId);
    expect(added).toContain('BRONZE');
    const [event] = await db.select().from(s.activityEvents).where(and(eq(s.activityEvents.userId, userId), eq(s.activityEvents.kind, 'COMPETENCY_CERTIFIED'), eq(s.activityEvents.refId, 'BRONZE')));
    expect(event.title).toBe('핵심역량 인증 브론즈');
    const [back] = await db.select().from(s.badgeAwards).where(eq(s.badgeAwards.awardId, before.awardId));
    expect(back).toMatchObject({ revokedAt: null, verifyCode: before.verifyCode });
    expect(back.evidence.map((e) => e.title)).toEqual(['핵심역량 인증 브론즈']);
    expect((await titlesTo(userId)).filter((t) => t === '[디지털 배지] 핵심역량 인증 배지를 받았습니다')).toHaveLength(1);
    expect(await hcerti.recordCertificate(userId)).toEqual([]);

    // The history shows the level once, dated when it was recorded, not as another activity line.
    const items = await history.gatherHistory(userId);
    const certItems = items.filter((i) => i.area === 'CERTIFICATION');
    expect(certItems).toHaveLength(1);
    expect(certItems[0].title).toBe('핵심역량 인증 브론즈');
    // The badge it earned is its own line, in the badges area.
    expect(items.filter((i) => i.area === 'BADGE' && i.title.includes('핵심역량 인증'))).toHaveLength(1);
    expect(certItems[0].detail).toBe('인증 등급을 달성한 날입니다.');
  });

  it('records a level reached through grades written by the academic system, with its badge, without any page being opened', async () => {
    const db = await dbm.getDb();
    const s = dbm.schema;
    const badge = await certBadge();
    // The seed recorded what it holds: nobody is waiting for the sweep.
    expect(await db.select().from(s.hcertiPending)).toEqual([]);
    const [holder] = await db
      .select({ userId: s.activityEvents.userId })
      .from(s.activityEvents)
      .where(and(eq(s.activityEvents.kind, 'COMPETENCY_CERTIFIED'), eq(s.activityEvents.refId, 'BRONZE')))
      .orderBy(s.activityEvents.userId)
      .offset(1)
      .limit(1);
    const userId = holder.userId;
    const levels = async () => (await db.select().from(s.activityEvents).where(and(eq(s.activityEvents.userId, userId), eq(s.activityEvents.kind, 'COMPETENCY_CERTIFIED')))).map((e) => e.refId).sort();
    const held = await levels();
    const award = async () => (await db.select().from(s.badgeAwards).where(and(eq(s.badgeAwards.badgeId, badge.badgeId), eq(s.badgeAwards.userId, userId))))[0];
    expect((await award()).revokedAt).toBeNull();
    const graded = await db.select({ enrolmentId: s.enrolments.enrolmentId, grade: s.enrolments.grade }).from(s.enrolments).where(and(eq(s.enrolments.studentId, userId), isNotNull(s.enrolments.grade)));

    // The academic system takes her grades back (not yet final): the database queues her, and the
    // sweep withdraws her levels and the badge.
    await db.update(s.enrolments).set({ grade: null }).where(eq(s.enrolments.studentId, userId));
    expect((await db.select().from(s.hcertiPending)).map((p) => p.studentId)).toEqual([userId]);
    expect(await hcerti.recordPendingCertificates()).toBe(1);
    expect(await levels()).toEqual([]);
    expect((await award()).revokedAt).not.toBeNull();
    expect(await db.select().from(s.hcertiPending)).toEqual([]);

    // Her grades are entered again, one statement per grade as the academic system writes them:
    // the next sweep records the levels and gives the badge back, with a message; nobody opened a page.
    await db.transaction(async (tx) => {
      for (const g of graded) await tx.update(s.enrolments).set({ grade: g.grade }).where(eq(s.enrolments.enrolmentId, g.enrolmentId));
    });
    expect(await hcerti.recordPendingCertificates()).toBe(1);
    expect(await levels()).toEqual(held);
    expect((await award()).revokedAt).toBeNull();
    expect((await titlesTo(userId)).filter((t) => t === '[디지털 배지] 핵심역량 인증 배지를 받았습니다').length).toBeGreaterThanOrEqual(1);
    // Nothing left to do: a sweep with an empty queue looks at nobody.
    expect(await hcerti.recordPendingCertificates()).toBe(0);
  });
});
