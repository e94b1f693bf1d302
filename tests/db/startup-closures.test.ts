// A closed day added over bookings already made, against a fresh embedded database with the clock
// given: the bookings it covers that have not started are cancelled with the closure as the reason
// (who and why stored) and each booker gets a message; a booking of the same weekday that already
// began today, and last week's, stay as they were, as do bookings of another weekday or space.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';

describe('startup space closures over existing bookings (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let startup: typeof import('../../src/lib/server/recruiting/startup-spaces');
  const staff = { userId: 'staff1', userDiv: 'stf' as const };
  // Tuesday 2026-11-24, 14:00 in Seoul.
  const NOW = new Date('2026-11-24T14:00:00+09:00');
  const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+09:00`);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-closures-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    dbm = await import('../../src/lib/server/db/index');
    startup = await import('../../src/lib/server/recruiting/startup-spaces');
    await dbm.getDb();
  });

  afterAll(async () => {
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('cancels only the covered bookings that have not started, and tells their bookers', async () => {
    const db = await dbm.getDb();
    const s = dbm.schema;
    const space = await startup.createSpace(staff, { kindCd: 'ROOM', spaceNm: '점검 회의실', location: '학생회관 2층', seats: 6, openTm: '09:00', closeTm: '21:00' });
    const other = await startup.createSpace(staff, { kindCd: 'ROOM', spaceNm: '옆 회의실', location: '학생회관 2층', seats: 6, openTm: '09:00', closeTm: '21:00' });
    const book = (spaceId: number, studentId: string, useDt: string, start: string, end: string) => ({ spaceId, studentId, useDt, startsAt: at(useDt, start), endsAt: at(useDt, end), purpose: '팀 회의' });
    const rows = await db
      .insert(s.startupSpaceBookings)
      .values([
        book(space.spaceId, 'student11', '2026-11-17', '10:00', '11:00'), // last Tuesday: past
        book(space.spaceId, 'student12', '2026-11-24', '13:00', '15:00'), // today, already begun
        book(space.spaceId, 'student13', '2026-11-24', '16:00', '17:00'), // today, later: covered
        book(space.spaceId, 'student14', '2026-12-01', '10:00', '11:00'), // next Tuesday: covered
        book(space.spaceId, 'student15', '2026-11-25', '10:00', '11:00'), // Wednesday: another day
        book(other.spaceId, 'student16', '2026-12-01', '10:00', '11:00'), // another space
      ])
      .returning({ bookingId: s.startupSpaceBookings.bookingId, studentId: s.startupSpaceBookings.studentId });
    const idOf = (studentId: string) => rows.find((r) => r.studentId === studentId)!.bookingId;

    const input = { kind: 'WEEKDAY' as const, weekday: 2, note: '정기 휴무' };
    expect(await startup.closureImpact(staff, space.spaceId, input, NOW)).toEqual({ cancels: 2, label: '매주 화요일 정기 휴무' });
    const added = await startup.addSpaceClosure(staff, space.spaceId, input, null, NOW);
    expect(added).toMatchObject({ label: '매주 화요일 정기 휴무', cancelled: 2 });

    const after = await db.select().from(s.startupSpaceBookings).where(inArray(s.startupSpaceBookings.bookingId, rows.map((r) => r.bookingId)));
    const state = Object.fromEntries(after.map((b) => [b.studentId, [b.status, b.cancelledBy, b.cancelNote]]));
    expect(state).toEqual({
      student11: ['BOOKED', null, null],
      student12: ['BOOKED', null, null],
      student13: ['CANCELLED', 'staff1', '매주 화요일 정기 휴무'],
      student14: ['CANCELLED', 'staff1', '매주 화요일 정기 휴무'],
      student15: ['BOOKED', null, null],
      student16: ['BOOKED', null, null],
    });
    expect(after.find((b) => b.studentId === 'student13')!.cancelledAt).not.toBeNull();

    const told = await db
      .select({ to: s.messageRecipients.recvUserId, title: s.systemMessages.msgTitle, body: s.systemMessages.msgCont, ref: s.systemMessages.userDef2 })
      .from(s.systemMessages)
      .innerJoin(s.messageRecipients, eq(s.messageRecipients.msgId, s.systemMessages.msgId))
      .where(eq(s.systemMessages.userDef1, 'STARTUP_SPACE'));
    expect(told.map((m) => m.to).sort()).toEqual(['student13', 'student14']);
    const m14 = told.find((m) => m.to === 'student14')!;
    expect(m14.title).toBe('[창업지원] 점검 회의실 2026-12-01 예약이 취소되었습니다');
    expect(m14.body).toContain('점검 회의실 2026-12-01(화) 10:00~11:00 예약이 휴무일 지정으로 취소되었습니다. 사유: 매주 화요일 정기 휴무');
    expect(m14.ref).toBe(String(idOf('student14')));
  });

  it('stores nothing when the closure is refused', async () => {
    const db = await dbm.getDb();
    const s = dbm.schema;
    const space = await startup.createSpace(staff, { kindCd: 'DESK', spaceNm: '코워킹 좌석 9', location: '학생회관 2층', seats: 1, openTm: '09:00', closeTm: '21:00' });
    const [b] = await db
      .insert(s.startupSpaceBookings)
      .values({ spaceId: space.spaceId, studentId: 'student20', useDt: '2026-11-26', startsAt: at('2026-11-26', '10:00'), endsAt: at('2026-11-26', '11:00'), purpose: '시제품' })
      .returning({ bookingId: s.startupSpaceBookings.bookingId });
    // Thursday is closed already; that booking is put back as if made after, then a second Thursday
    // closure is refused (409) and cancels nothing.
    expect((await startup.addSpaceClosure(staff, space.spaceId, { kind: 'WEEKDAY', weekday: 4, note: '휴무' }, null, NOW)).cancelled).toBe(1);
    await db.update(s.startupSpaceBookings).set({ status: 'BOOKED', cancelledAt: null, cancelledBy: null, cancelNote: null }).where(eq(s.startupSpaceBookings.bookingId, b.bookingId));
    await expect(startup.addSpaceClosure(staff, space.spaceId, { kind: 'WEEKDAY', weekday: 4, note: '또 휴무' }, null, NOW)).rejects.toMatchObject({ status: 409 });
    const [kept] = await db.select().from(s.startupSpaceBookings).where(eq(s.startupSpaceBookings.bookingId, b.bookingId));
    expect(kept.status).toBe('BOOKED');
    await expect(startup.addSpaceClosure({ userId: 'student20', userDiv: 'std' as const }, space.spaceId, { kind: 'WEEKDAY', weekday: 5, note: '휴무' }, null, NOW)).rejects.toMatchObject({ status: 403 });
  });
});
