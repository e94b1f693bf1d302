// What the student pages of counselling rely on, against the embedded database: applying, moving a
// booked time and a counsellor accepting (each inside one transaction, which must not wait on itself),
// the self-check privacy rule, the professors offered and the cut-off of the student's actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';

describe('counselling for students (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let hub: typeof import('../../src/lib/server/events/hub');
  let apps: typeof import('../../src/lib/server/counselling/applications');
  let transitions: typeof import('../../src/lib/server/counselling/transitions');
  let slots: typeof import('../../src/lib/server/counselling/slots');
  let screenings: typeof import('../../src/lib/server/counselling/screenings');
  let student: typeof import('../../src/lib/server/counselling/student');
  let records: typeof import('../../src/lib/server/counselling/records');
  // A Monday morning in Seoul: the tests book from here, whatever day they run.
  const now = new Date('2026-11-23T08:00:00+09:00');
  const me = { userId: 'student60', userDiv: 'std' as const };
  const base = { consentVersion: 'PSY-2026-09', consentAgreed: true, topic: '시험 불안', intake: { reason: '잠을 못 잡니다.', previous: '없음', urgent: '아니요' } };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cnsl-student-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    dbm = await import('../../src/lib/server/db/index');
    hub = await import('../../src/lib/server/events/hub');
    apps = await import('../../src/lib/server/counselling/applications');
    transitions = await import('../../src/lib/server/counselling/transitions');
    slots = await import('../../src/lib/server/counselling/slots');
    screenings = await import('../../src/lib/server/counselling/screenings');
    student = await import('../../src/lib/server/counselling/student');
    records = await import('../../src/lib/server/counselling/records');
    await dbm.getDb();
  });

  afterAll(async () => {
    hub?.closeAllStreams();
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('books a slot, moves it to another open slot, and a counsellor accepts it', { timeout: 30_000 }, async () => {
    const open = (await slots.openSlots(['cnslr1'], now)).filter((s) => new Date(s.start).getTime() - now.getTime() > 48 * 3600_000);
    const [first, second] = open;
    const created = await apps.apply(me, { ...base, cnslKind: 'PERSON', handlerId: 'cnslr1', slotStart: first.start }, now);
    expect(created.status).toBe('APPLIED');

    const moved = await transitions.changeTimeByStudent(me, created.applId, second.start, now);
    expect(new Date(moved.slotStart).getTime()).toBe(new Date(second.start).getTime());
    // The old time is open again, the new one is taken.
    const after = await slots.openSlots(['cnslr1'], now);
    expect(after.some((s) => s.start === first.start)).toBe(true);
    expect(after.some((s) => s.start === second.start)).toBe(false);

    const accepted = await transitions.accept({ userId: 'cnslr1', userDiv: 'cnslr' as const }, created.applId, 'cnslr1');
    expect(accepted.status).toBe('ACCEPTED');
    const [mine] = await student.applicationsForStudent(me.userId, ['PERSON'], now);
    expect(mine.history.map((h) => h.toStatus)).toEqual(['APPLIED', 'APPLIED', 'ACCEPTED']);
    expect(mine.canCancel && mine.canMove).toBe(true);
    expect(mine).not.toHaveProperty('notes');
  });

  it('shows the student the summary a professor shares, never the notes', { timeout: 30_000 }, async () => {
    const list = await student.professorsForStudent(me.userId);
    const advisor = list.find((p) => p.isAdvisor)!;
    const open = (await slots.openSlots([advisor.userId], now)).filter((s) => new Date(s.start).getTime() - now.getTime() > 48 * 3600_000);
    const created = await apps.apply(me, { cnslKind: 'PROF', consentVersion: 'GEN-2026-09', consentAgreed: true, topic: '진로 면담', intake: { reason: '대학원 진학', area: '진로' }, handlerId: advisor.userId, slotStart: open[0].start }, now);
    const prof = { userId: advisor.userId, userDiv: 'prof' as const };
    await transitions.accept(prof, created.applId);
    await transitions.schedule(prof, created.applId, {}, now);
    await records.addRecord(prof, created.applId, { category: '진로', notes: '교수만 보는 메모: 가정 형편 이야기', studentSummary: '연구실 두 곳에 먼저 메일을 보내 보기로 했습니다.' });
    const mine = (await student.applicationsForStudent(me.userId, ['PROF'], now)).find((a) => a.applId === created.applId)!;
    expect(mine.statusNm).toBe('일정확정');
    expect(mine.summaries.map((x) => x.summary)).toEqual(['연구실 두 곳에 먼저 메일을 보내 보기로 했습니다.']);
    expect(JSON.stringify(mine)).not.toContain('교수만 보는 메모');
  });

  it('within the cut-off the student can neither cancel nor move, and is told why', () => {
    const soon = student.studentActions({ status: 'SCHEDULED', slotStart: new Date(now.getTime() + 3 * 3600_000), handlerId: 'cnslr1', programId: null, cnslKind: 'PERSON' }, now);
    expect(soon).toMatchObject({ canCancel: false, canMove: false });
    expect(soon.why).toContain('24시간');
    const waiting = student.studentActions({ status: 'WAITING', slotStart: null, handlerId: 'cnslr1', programId: 1, cnslKind: 'GROUP' }, now);
    expect(waiting).toMatchObject({ canCancel: true, canMove: false });
  });

  it('a self-check result is shared with psychological counselling only', async () => {
    const taken = await screenings.takeScreening(me.userId, 'GAD7', [1, 1, 1, 1, 1, 1, 1]);
    const open = await slots.openSlots(['cnslr6'], now);
    await expect(
      apps.apply(me, { cnslKind: 'LEARN', consentVersion: 'GEN-2026-09', consentAgreed: true, topic: '시험 준비', intake: { reason: '계획', previous: '없음', area: '시험 준비' }, handlerId: 'cnslr6', slotStart: open.at(-1)!.start, screeningId: taken.screeningId }, now),
    ).rejects.toMatchObject({ status: 400, data: { screeningId: expect.any(String) } });
    const visit = await apps.apply(me, { ...base, cnslKind: 'VISIT', preferredTimes: '월 오후', screeningId: taken.screeningId }, now);
    expect(visit.status).toBe('APPLIED');
    const results = await student.screeningResults(me.userId);
    expect(results[0]).toMatchObject({ screeningId: taken.screeningId, score: 7, label: '가벼운 불안' });
  });

  it('offers the advisor first among the professors of the department', async () => {
    const db = await dbm.getDb();
    const [u] = await db.select({ guideProfNo: dbm.schema.users.guideProfNo }).from(dbm.schema.users).where(eq(dbm.schema.users.userId, 'student1'));
    const list = await student.professorsForStudent('student1');
    expect(u.guideProfNo).toBe('P0001');
    expect(list[0]).toMatchObject({ userId: 'prof1', isAdvisor: true });
    expect(list.length).toBeGreaterThan(1);
    expect(list.filter((p) => p.isAdvisor)).toHaveLength(1);
  });
});
