// A track approval as an activity event, against a fresh embedded database: staff approving a track
// application publish TRACK_APPROVED in the same transaction, so a badge whose rule counts track
// approvals is issued at once with a message to the student; the portfolio history still shows the
// approval once (the learning source owns it); the demo world's earlier approvals have their events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';

describe('track approvals as events (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let tracksAdmin: typeof import('../../src/lib/server/learning/tracks-admin');
  let history: typeof import('../../src/lib/server/portfolio/history');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'track-events-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    dbm = await import('../../src/lib/server/db/index');
    tracksAdmin = await import('../../src/lib/server/learning/tracks-admin');
    history = await import('../../src/lib/server/portfolio/history');
    await dbm.getDb();
  });

  afterAll(async () => {
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the demo world an event for every approved track application', async () => {
    const db = await dbm.getDb();
    const s = dbm.schema;
    const approved = await db.select({ applId: s.trackApplications.applId }).from(s.trackApplications).where(eq(s.trackApplications.status, 'APPROVED'));
    expect(approved.length).toBeGreaterThan(0);
    const events = await db.select().from(s.activityEvents).where(eq(s.activityEvents.kind, 'TRACK_APPROVED'));
    expect(events.map((e) => Number(e.refId)).sort((a, b) => a - b)).toEqual(approved.map((a) => a.applId).sort((a, b) => a - b));
  });

  it('issues a track badge with a message when staff approve, and keeps one history item', async () => {
    const db = await dbm.getDb();
    const s = dbm.schema;
    const [badge] = await db
      .insert(s.badges)
      .values({ badgeNm: '트랙 도전자', description: '트랙을 시작했습니다.', criteria: '트랙 1개를 승인받습니다.', rule: { kind: 'TRACK_APPROVED', count: 1 }, useYn: 'Y' })
      .returning();
    // A waiting application of a student who holds no approved track yet, reviewed by staff2 (학사 담당).
    const waiting = await db.select().from(s.trackApplications).where(eq(s.trackApplications.status, 'APPLIED'));
    const approvedStudents = new Set((await db.select({ studentId: s.trackApplications.studentId }).from(s.trackApplications).where(eq(s.trackApplications.status, 'APPROVED'))).map((r) => r.studentId));
    const appl = waiting.find((w) => !approvedStudents.has(w.studentId));
    expect(appl, 'a waiting application in the demo world').toBeTruthy();
    await tracksAdmin.reviewApplication({ userId: 'staff2', userDiv: 'stf' as const } as never, appl!.applId, { decision: 'APPROVE' } as never);

    const [event] = await db.select().from(s.activityEvents).where(and(eq(s.activityEvents.kind, 'TRACK_APPROVED'), eq(s.activityEvents.refId, String(appl!.applId))));
    expect(event.userId).toBe(appl!.studentId);
    const awards = await db.select().from(s.badgeAwards).where(and(eq(s.badgeAwards.badgeId, badge.badgeId), eq(s.badgeAwards.userId, appl!.studentId)));
    expect(awards).toHaveLength(1);
    expect(awards[0].evidence.map((e) => e.title)).toEqual([event.title]);
    const told = await db
      .select({ title: s.systemMessages.msgTitle })
      .from(s.messageRecipients)
      .innerJoin(s.systemMessages, eq(s.systemMessages.msgId, s.messageRecipients.msgId))
      .where(eq(s.messageRecipients.recvUserId, appl!.studentId));
    expect(told.map((m) => m.title)).toContain('[디지털 배지] 트랙 도전자 배지를 받았습니다');
    const items = await history.gatherHistory(appl!.studentId);
    expect(items.filter((i) => i.title === event.title)).toHaveLength(1);
  });
});
