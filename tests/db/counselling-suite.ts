// The counselling services against a real database: how open slots are cut, and what happens when
// students ask for the same slot or the same seat at the same moment. The same suite runs on the
// embedded PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL (tests/db/counselling.*.test.ts).
// On PostgreSQL the database is shared with the other suites: these tests use students 121-160 only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';

type Actor = import('../../src/lib/users').Actor;
const student = (n: number): Actor => ({ userId: `student${n}`, userDiv: 'std' as const });
const cnslr1: Actor = { userId: 'cnslr1', userDiv: 'cnslr' as const };
const prof29: Actor = { userId: 'prof29', userDiv: 'prof' as const };

/** The portal's day in these tests: Sunday 22 November 2026, noon in Seoul. */
const NOW = new Date('2026-11-22T12:00:00+09:00');
const seoul = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);

const CONSENT = { general: 'GEN-2026-09', psych: 'PSY-2026-09' };

function personAt(handlerId: string, slotStart: string, topic = '잠이 오지 않아요') {
  return { cnslKind: 'PERSON' as const, consentVersion: CONSENT.psych, consentAgreed: true, topic, intake: { reason: '불안', previous: '없음', urgent: '아니요' }, handlerId, slotStart };
}
function profAt(handlerId: string, slotStart: string) {
  return { cnslKind: 'PROF' as const, consentVersion: CONSENT.general, consentAgreed: true, topic: '진로 면담', intake: { reason: '복수전공 고민', area: '진로' }, handlerId, slotStart };
}
function groupOf(programId: number) {
  return { cnslKind: 'GROUP' as const, consentVersion: CONSENT.psych, consentAgreed: true, topic: '집단상담 참여', intake: { reason: '함께 이야기해 보고 싶어요' }, programId };
}
function visit() {
  return { cnslKind: 'VISIT' as const, consentVersion: CONSENT.psych, consentAgreed: true, topic: '첫 방문', intake: { reason: '불안', previous: '없음', urgent: '아니요' }, preferredTimes: '평일 오후' };
}

/** The Seoul start times (HH:mm) of the slots on one Seoul date. */
function timesOn(slots: { start: string }[], date: string) {
  return slots.filter((s) => s.start.startsWith(date)).map((s) => s.start.slice(11, 16));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * PostgreSQL is shared with the other suites of the run, and opening it migrates and seeds it. Let a
 * suite that started at the same time finish doing that first: wait while other sessions are connected
 * to the database and the demo students are not there yet.
 */
async function waitForSharedDatabase(url: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await sleep(1500);
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      const seeded = await client
        .query(`select count(*)::int as n from users where user_div = 'std'`)
        .then((r) => r.rows[0].n >= 300)
        .catch(() => false);
      if (seeded) return;
      const { rows } = await client.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
      if (rows[0].n === 0) return;
      await sleep(500);
    }
  } finally {
    await client.end();
  }
}

export function counsellingSuite(backend: 'pglite' | 'postgres') {
  const url = process.env.TEST_DATABASE_URL;
  describe.skipIf(backend === 'postgres' && !url)(`counselling services on ${backend}`, () => {
    let dataDir: string;
    let dbm: typeof import('../../src/lib/server/db/index');
    let hub: typeof import('../../src/lib/server/events/hub');
    let slots: typeof import('../../src/lib/server/counselling/slots');
    let applications: typeof import('../../src/lib/server/counselling/applications');
    let transitions: typeof import('../../src/lib/server/counselling/transitions');
    let programs: typeof import('../../src/lib/server/counselling/programs');
    let availability: typeof import('../../src/lib/server/counselling/availability');
    let records: typeof import('../../src/lib/server/counselling/records');
    let exporter: typeof import('../../src/lib/server/counselling/export');
    let db: import('../../src/lib/server/db/index').Db;
    let s: typeof import('../../src/lib/server/db/tables');

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `counselling-${backend}-`));
      // The server modules read their configuration when first imported.
      process.env.DATA_DIR = dataDir;
      process.env.PORTAL_TODAY = '2026-11-22';
      if (backend === 'postgres') {
        process.env.DATABASE_URL = url;
        process.env.SEED_DEMO = 'force';
        await waitForSharedDatabase(url!);
      } else delete process.env.DATABASE_URL;
      // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
      await import('../../src/lib/server/areas');
      dbm = await import('../../src/lib/server/db/index');
      hub = await import('../../src/lib/server/events/hub');
      slots = await import('../../src/lib/server/counselling/slots');
      applications = await import('../../src/lib/server/counselling/applications');
      transitions = await import('../../src/lib/server/counselling/transitions');
      programs = await import('../../src/lib/server/counselling/programs');
      availability = await import('../../src/lib/server/counselling/availability');
      records = await import('../../src/lib/server/counselling/records');
      exporter = await import('../../src/lib/server/counselling/export');
      db = await dbm.getDb();
      s = dbm.schema;
    }, 300_000);

    afterAll(async () => {
      hub?.closeAllStreams();
      await dbm?.closeDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    async function statusOf(applId: number) {
      const [row] = await db.select({ status: s.cnslApplications.status }).from(s.cnslApplications).where(eq(s.cnslApplications.applId, applId));
      return row?.status;
    }

    async function registrationsOf(programId: number) {
      return db
        .select({ applId: s.cnslApplications.applId, studentId: s.cnslApplications.studentId, status: s.cnslApplications.status })
        .from(s.cnslApplications)
        .where(eq(s.cnslApplications.programId, programId))
        .orderBy(asc(s.cnslApplications.applId));
    }

    /** A fresh programme of cnslr1, open for applications today. */
    async function freshProgram(capacity: number) {
      const { programId } = await programs.createProgram(cnslr1, {
        title: `시험용 집단상담 ${capacity}명 ${Math.random().toString(36).slice(2, 7)}`,
        description: '동시에 신청하는 경우를 시험합니다.',
        capacity,
        applyStart: '2026-11-01',
        applyEnd: '2026-12-31',
        schedule: '2026. 12. 3. 목 15:00-16:30 (1회)',
        sessionCount: 1,
        place: '학생회관 403호',
      });
      return programId;
    }

    describe('open slots', () => {
      // prof29 keeps the demo office hours on Thursdays 15-17; these tests add their own hours to them.
      it('cuts weekly hours into 50-minute slots, one an hour, with the place of the hours', async () => {
        await availability.addWeekly(prof29, { weekday: 6, startTime: '09:00', endTime: '12:30', place: '연구실 (토)' });
        const open = await slots.openSlots(['prof29'], NOW);
        const saturday = open.filter((x) => x.start.startsWith('2026-11-28'));
        expect(saturday).toEqual([
          { handlerId: 'prof29', start: '2026-11-28T09:00:00+09:00', end: '2026-11-28T09:50:00+09:00', place: '연구실 (토)' },
          { handlerId: 'prof29', start: '2026-11-28T10:00:00+09:00', end: '2026-11-28T10:50:00+09:00', place: '연구실 (토)' },
          { handlerId: 'prof29', start: '2026-11-28T11:00:00+09:00', end: '2026-11-28T11:50:00+09:00', place: '연구실 (토)' },
        ]);
        expect(timesOn(open, '2026-11-26')).toEqual(['15:00', '16:00']);
        // Nothing on the days without hours, Monday to Wednesday and Friday and Sunday.
        for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27', '2026-11-29']) expect(timesOn(open, date), date).toEqual([]);
        for (const slot of open) expect(new Date(slot.end).getTime() - new Date(slot.start).getTime()).toBe(50 * 60_000);
      });

      it('offers the slots of today up to 21 days ahead, and none further', async () => {
        const open = await slots.openSlots(['prof29'], NOW);
        const dates = [...new Set(open.map((x) => x.start.slice(0, 10)))].sort();
        expect(dates).toEqual(['2026-11-26', '2026-11-28', '2026-12-03', '2026-12-05', '2026-12-10', '2026-12-12']);
        expect(open.every((x) => x.start.slice(0, 10) <= '2026-12-13')).toBe(true);
      });

      it('removes a whole day with an OFF exception', async () => {
        await availability.addException(prof29, { onDate: '2026-12-05', kind: 'OFF', note: '학회' });
        const open = await slots.openSlots(['prof29'], NOW);
        expect(timesOn(open, '2026-12-05')).toEqual([]);
        expect(timesOn(open, '2026-11-28')).toEqual(['09:00', '10:00', '11:00']);
        expect(timesOn(open, '2026-12-12')).toEqual(['09:00', '10:00', '11:00']);
      });

      it('adds the slots of an EXTRA exception on a day without weekly hours, at its place', async () => {
        await availability.addException(prof29, { onDate: '2026-11-24', kind: 'EXTRA', startTime: '13:00', endTime: '15:00', place: '세미나실' });
        const open = await slots.openSlots(['prof29'], NOW);
        expect(open.filter((x) => x.start.startsWith('2026-11-24'))).toEqual([
          { handlerId: 'prof29', start: '2026-11-24T13:00:00+09:00', end: '2026-11-24T13:50:00+09:00', place: '세미나실' },
          { handlerId: 'prof29', start: '2026-11-24T14:00:00+09:00', end: '2026-11-24T14:50:00+09:00', place: '세미나실' },
        ]);
      });

      it('offers a slot once when EXTRA hours overlap the weekly hours of that day', async () => {
        await availability.addException(prof29, { onDate: '2026-12-03', kind: 'EXTRA', startTime: '15:00', endTime: '18:00', place: '연구실' });
        const open = await slots.openSlots(['prof29'], NOW);
        expect(timesOn(open, '2026-12-03')).toEqual(['15:00', '16:00', '17:00']);
      });

      it('hides a booked slot from everyone, and offers it again once the booking is cancelled', async () => {
        const { applId } = await applications.apply(student(121), profAt('prof29', '2026-11-28T10:00:00+09:00'), NOW);
        expect(timesOn(await slots.openSlots(['prof29'], NOW), '2026-11-28')).toEqual(['09:00', '11:00']);
        await transitions.cancelByStudent(student(121), applId, '일정 변경', NOW);
        expect(timesOn(await slots.openSlots(['prof29'], NOW), '2026-11-28')).toEqual(['09:00', '10:00', '11:00']);
      });

      it('hides slots that have begun or start within the 2-hour lead time', async () => {
        const at = (time: string) => seoul('2026-11-28', time);
        expect(timesOn(await slots.openSlots(['prof29'], at('08:30')), '2026-11-28')).toEqual(['11:00']);
        expect(timesOn(await slots.openSlots(['prof29'], at('09:00')), '2026-11-28')).toEqual(['11:00']);
        expect(timesOn(await slots.openSlots(['prof29'], at('09:01')), '2026-11-28')).toEqual([]);
        expect(timesOn(await slots.openSlots(['prof29'], at('07:00')), '2026-11-28')).toEqual(['09:00', '10:00', '11:00']);
        const later = await slots.openSlots(['prof29'], at('12:00'));
        expect(later.every((x) => new Date(x.start).getTime() >= at('14:00').getTime())).toBe(true);
      });

      it('refuses to book a slot within the lead time (409) or one that has passed (400), and stores nothing', async () => {
        await expect(applications.apply(student(122), profAt('prof29', '2026-11-28T10:00:00+09:00'), seoul('2026-11-28', '08:30'))).rejects.toMatchObject({ status: 409 });
        await expect(applications.apply(student(122), profAt('prof29', '2026-11-28T09:00:00+09:00'), seoul('2026-11-28', '09:30'))).rejects.toMatchObject({ status: 400 });
        expect(await db.select().from(s.cnslApplications).where(eq(s.cnslApplications.studentId, 'student122'))).toEqual([]);
      });
    });

    describe('at the same moment', () => {
      it('gives one open slot asked for by 10 students at once to exactly one of them; the others get 409', async () => {
        const [slot] = await slots.openSlots(['cnslr2'], NOW);
        const ids = Array.from({ length: 10 }, (_, i) => 123 + i);
        const results = await Promise.allSettled(ids.map((n) => applications.apply(student(n), personAt('cnslr2', slot.start, `동시 신청 ${n}`), NOW)));
        const won = results.filter((r) => r.status === 'fulfilled');
        const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost.map((r) => r.reason?.status)).toEqual(Array(9).fill(409));

        const rows = await db
          .select()
          .from(s.cnslApplications)
          .where(inArray(s.cnslApplications.studentId, ids.map((n) => `student${n}`)));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ handlerId: 'cnslr2', status: 'APPLIED', applId: (won[0] as PromiseFulfilledResult<{ applId: number }>).value.applId });
        expect(rows[0].slotStart!.getTime()).toBe(new Date(slot.start).getTime());
        expect(await db.select().from(s.cnslStatusHistory).where(eq(s.cnslStatusHistory.applId, rows[0].applId))).toHaveLength(1);
        expect((await slots.openSlots(['cnslr2'], NOW)).some((x) => x.start === slot.start)).toBe(false);
      });

      it('gives the last seat of a programme of 1 to exactly one of 5 students at once; the other 4 wait', async () => {
        const programId = await freshProgram(1);
        const ids = [133, 134, 135, 136, 137];
        const results = await Promise.all(ids.map((n) => applications.apply(student(n), groupOf(programId), NOW)));
        expect(results.map((r) => r.status).sort()).toEqual(['APPLIED', 'WAITING', 'WAITING', 'WAITING', 'WAITING']);
        const rows = await registrationsOf(programId);
        expect(rows).toHaveLength(5);
        expect(rows.filter((r) => r.status === 'APPLIED')).toHaveLength(1);
        expect(await programs.seatsTaken(programId)).toBe(1);
      });

      it('keeps the seats within capacity when seated students cancel while others register, and fills freed seats from the waiting list first', async () => {
        const programId = await freshProgram(2);
        for (const n of [138, 139, 140]) await applications.apply(student(n), groupOf(programId), NOW);
        const before = await registrationsOf(programId);
        expect(before.map((r) => [r.studentId, r.status])).toEqual([
          ['student138', 'APPLIED'],
          ['student139', 'APPLIED'],
          ['student140', 'WAITING'],
        ]);
        const [seat138, seat139] = before;
        const results = await Promise.allSettled([
          transitions.cancelByStudent(student(138), seat138.applId, undefined, NOW),
          applications.apply(student(141), groupOf(programId), NOW),
          transitions.cancelByStudent(student(139), seat139.applId, undefined, NOW),
          applications.apply(student(142), groupOf(programId), NOW),
          applications.apply(student(143), groupOf(programId), NOW),
        ]);
        expect(results.map((r) => r.status)).toEqual(Array(5).fill('fulfilled'));

        const after = Object.fromEntries((await registrationsOf(programId)).map((r) => [r.studentId, r.status]));
        expect(after).toMatchObject({ student138: 'CANCELLED', student139: 'CANCELLED', student140: 'APPLIED' });
        expect(await programs.seatsTaken(programId)).toBe(2);
        const newcomers = [after.student141, after.student142, after.student143];
        expect(newcomers.filter((x) => x === 'APPLIED')).toHaveLength(1);
        expect(newcomers.filter((x) => x === 'WAITING')).toHaveLength(2);
      });

      it('lets a seated student and the first waiting student cancel at once: both cancelled, the next one seated (5 times over)', async () => {
        // The same three students in five fresh programmes of one seat: on PostgreSQL the two
        // cancellations really run side by side, so one round alone could miss a bad interleaving.
        const outcomes: string[] = [];
        for (let round = 1; round <= 5; round++) {
          const programId = await freshProgram(1);
          for (const n of [144, 145, 146]) await applications.apply(student(n), groupOf(programId), NOW);
          const [seated, firstWaiting] = await registrationsOf(programId);
          const results = await Promise.allSettled([
            transitions.cancelByStudent(student(144), seated.applId, undefined, NOW),
            transitions.cancelByStudent(student(145), firstWaiting.applId, undefined, NOW),
          ]);
          const after = Object.fromEntries((await registrationsOf(programId)).map((r) => [r.studentId, r.status]));
          const errors = results.map((r) => (r.status === 'rejected' ? String(r.reason?.cause?.message ?? r.reason?.message ?? r.reason) : 'ok'));
          outcomes.push(`round ${round}: ${errors.join(' / ')} -> ${JSON.stringify(after)}`);
        }
        const expected = JSON.stringify({ student144: 'CANCELLED', student145: 'CANCELLED', student146: 'APPLIED' });
        expect(outcomes).toEqual([1, 2, 3, 4, 5].map((round) => `round ${round}: ok / ok -> ${expected}`));
      });

      it.skipIf(backend === 'pglite')('does not seat a waiting student whose rejection commits while a freed seat is being given', async () => {
        // The counsellor's rejection is played by a second connection that holds the row while the seat is freed.
        const programId = await freshProgram(1);
        for (const n of [147, 148, 149]) await applications.apply(student(n), groupOf(programId), NOW);
        const [seated, rejected] = await registrationsOf(programId);
        const { default: pg } = await import('pg');
        const counsellor = new pg.Client({ connectionString: url });
        await counsellor.connect();
        try {
          await counsellor.query('begin');
          await counsellor.query('select status from cnsl_applications where appl_id = $1 for update', [rejected.applId]);
          await counsellor.query(`update cnsl_applications set status = 'REJECTED', reject_reason = '대상이 아닙니다' where appl_id = $1`, [rejected.applId]);
          await counsellor.query(`insert into cnsl_status_history (appl_id, from_status, to_status, actor_id, note) values ($1, 'WAITING', 'REJECTED', 'cnslr1', '대상이 아닙니다')`, [rejected.applId]);
          const cancelling = transitions.cancelByStudent(student(147), seated.applId, undefined, NOW);
          // Commit once the cancellation waits for the row (or after a while, if it never does).
          for (let i = 0; i < 40; i++) {
            const { rows } = await counsellor.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
            if (rows[0].n > 0) break;
            await sleep(100);
          }
          await counsellor.query('commit');
          await cancelling;
        } finally {
          await counsellor.end();
        }
        const after = Object.fromEntries((await registrationsOf(programId)).map((r) => [r.studentId, r.status]));
        expect(after).toEqual({ student147: 'CANCELLED', student148: 'REJECTED', student149: 'APPLIED' });
      });
    });

    describe('group seats freed by the counselling staff', () => {
      it('gives a seat freed by a rejection to the first waiting student, not to a newcomer', async () => {
        const programId = await freshProgram(1);
        for (const n of [150, 151]) await applications.apply(student(n), groupOf(programId), NOW);
        const [seated, waiting] = await registrationsOf(programId);
        expect([seated.status, waiting.status]).toEqual(['APPLIED', 'WAITING']);
        await transitions.reject(cnslr1, seated.applId, '참여 조건에 맞지 않습니다.');
        const late = await applications.apply(student(152), groupOf(programId), NOW);
        expect(await statusOf(waiting.applId)).toBe('APPLIED');
        expect(late.status).toBe('WAITING');
        expect(await programs.seatsTaken(programId)).toBe(1);
      });
    });

    describe('records and the export', () => {
      it('writes every read of the records to the audit log, with the reader and the application', async () => {
        const { applId } = await applications.apply(student(154), visit(), NOW);
        await transitions.accept(cnslr1, applId);
        const [slot] = await slots.openSlots(['cnslr1'], NOW);
        await transitions.schedule(cnslr1, applId, { slotStart: slot.start }, NOW);
        await records.addRecord(cnslr1, applId, { category: '접수면담', notes: '비공개 메모' });
        const reads = () =>
          db
            .select()
            .from(s.auditLog)
            .where(and(eq(s.auditLog.action, 'cnsl.record.read'), eq(s.auditLog.targetId, String(applId))));
        expect(await reads()).toHaveLength(0);
        expect((await records.recordsFor(cnslr1, applId, '10.0.0.7'))[0].notes).toBe('비공개 메모');
        await records.recordsFor({ userId: 'cnslr2', userDiv: 'cnslr' as const }, applId);
        const rows = await reads();
        expect(rows.map((r) => [r.actorId, r.targetType, r.ip])).toEqual(
          expect.arrayContaining([
            ['cnslr1', 'cnsl_application', '10.0.0.7'],
            ['cnslr2', 'cnsl_application', null],
          ]),
        );
        expect(rows).toHaveLength(2);
        // A refused read (a career counsellor) is not a read.
        await expect(records.recordsFor({ userId: 'cnslr4', userDiv: 'cnslr' as const }, applId)).rejects.toMatchObject({ status: 404 });
        expect(await reads()).toHaveLength(2);
        expect(await records.summariesForStudent('student154', applId)).toEqual([]);
      });

      it('counts an application made in the last second of the last day of the period', async () => {
        const { applId } = await applications.apply(student(153), visit(), NOW);
        await db.update(s.cnslApplications).set({ createdAt: new Date('2026-11-20T23:59:59.500+09:00') }).where(eq(s.cnslApplications.applId, applId));
        const { buffer } = await exporter.exportApplications(cnslr1, '2026-11-20', '2026-11-20');
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(buffer as unknown as ArrayBuffer);
        const exported: unknown[] = [];
        book.worksheets[0].eachRow((row, n) => n > 1 && exported.push(row.getCell(1).value));
        expect(exported).toContain(applId);
        const inbox = await applications.inboxFor(cnslr1, { from: '2026-11-20', to: '2026-11-20', keyword: 'student153', page: 1, size: 20 });
        expect(inbox.list.map((a) => a.applId)).toEqual([applId]);
      });
    });

    describe('the day-before reminder', () => {
      const remindersOf = async (studentId: string) =>
        db
          .select({ title: s.systemMessages.msgTitle, body: s.systemMessages.msgCont, href: s.systemMessages.userDef2 })
          .from(s.systemMessages)
          .innerJoin(s.messageRecipients, eq(s.messageRecipients.msgId, s.systemMessages.msgId))
          .where(and(eq(s.messageRecipients.recvUserId, studentId), eq(s.systemMessages.msgCont, reminders.REMINDER_BODY)));
      let reminders: typeof import('../../src/lib/server/counselling/reminders');
      beforeAll(async () => {
        reminders = await import('../../src/lib/server/counselling/reminders');
      });

      it('reminds a confirmed session once, from 9:00 the day before, saying neither time nor place; a moved session is reminded again', async () => {
        const { applId } = await applications.apply(student(158), profAt('prof29', '2026-12-10T16:00:00+09:00'), NOW);
        await transitions.accept(prof29, applId);
        // Not yet confirmed: nothing to remind.
        expect(await reminders.sendDayBeforeReminders(seoul('2026-12-09', '10:00'))).not.toContain(applId);
        await transitions.schedule(prof29, applId, {}, NOW);
        expect(await statusOf(applId)).toBe('SCHEDULED');
        expect(await reminders.sendDayBeforeReminders(seoul('2026-12-08', '12:00'))).not.toContain(applId);
        expect(await reminders.sendDayBeforeReminders(seoul('2026-12-09', '08:59'))).not.toContain(applId);
        expect(await reminders.sendDayBeforeReminders(seoul('2026-12-09', '09:00'))).toContain(applId);
        // The next round (or another instance) sends nothing more.
        expect(await reminders.sendDayBeforeReminders(seoul('2026-12-09', '09:10'))).not.toContain(applId);
        const sent = await remindersOf('student158');
        expect(sent).toEqual([{ title: transitions.NEUTRAL_TITLE, body: reminders.REMINDER_BODY, href: `/user/colglife/generalcnsl/state?applId=${applId}` }]);
        expect(sent[0].body).not.toMatch(/16:00|연구실|교수/);

        // Moved a week earlier, to the extra hours of 3 December: reminded for the new day.
        await transitions.changeTimeByStudent(student(158), applId, '2026-12-03T17:00:00+09:00', NOW);
        await transitions.schedule(prof29, applId, {}, NOW);
        expect(await reminders.sendDayBeforeReminders(seoul('2026-12-02', '11:00'))).toContain(applId);
        expect(await remindersOf('student158')).toHaveLength(2);
      });

      it('does not remind a session the student cancelled', async () => {
        const { applId } = await applications.apply(student(159), profAt('prof29', '2026-12-10T15:00:00+09:00'), NOW);
        await transitions.accept(prof29, applId);
        await transitions.schedule(prof29, applId, {}, NOW);
        await transitions.cancelByStudent(student(159), applId, '일정이 생겼어요', NOW);
        expect(await reminders.sendDayBeforeReminders(seoul('2026-12-09', '09:30'))).not.toContain(applId);
        expect(await remindersOf('student159')).toEqual([]);
      });
    });

    describe('an urgent application nobody opens', () => {
      const urgentVisit = () => ({ ...visit(), topic: '지금 너무 위험해요', intake: { reason: '견디기 힘듭니다', previous: '없음', urgent: '예' } });
      const headMessages = async (applId: number) =>
        db
          .select({ title: s.systemMessages.msgTitle, to: s.messageRecipients.recvUserId })
          .from(s.systemMessages)
          .innerJoin(s.messageRecipients, eq(s.messageRecipients.msgId, s.systemMessages.msgId))
          .where(and(eq(s.systemMessages.userDef2, `/cnslr/applications/${applId}`), eq(s.messageRecipients.recvUserId, 'cnslr1')));

      it('is escalated to the centre’s head once after an hour, and not before', async () => {
        const urgent = await import('../../src/lib/server/counselling/urgent');
        const { applId, urgent: flagged } = await applications.apply(student(155), urgentVisit(), NOW);
        expect(flagged).toBe(true);
        const created = (await db.select({ at: s.cnslApplications.createdAt }).from(s.cnslApplications).where(eq(s.cnslApplications.applId, applId)))[0].at;
        const before = (await headMessages(applId)).length;
        expect(await urgent.escalateUnopened(new Date(created.getTime() + 59 * 60_000), 60)).not.toContain(applId);
        expect(await urgent.escalateUnopened(new Date(created.getTime() + 61 * 60_000), 60)).toContain(applId);
        // A second check (another instance, a minute later) sends nothing more.
        expect(await urgent.escalateUnopened(new Date(created.getTime() + 62 * 60_000), 60)).not.toContain(applId);
        const after = await headMessages(applId);
        expect(after.length - before).toBe(1);
        expect(after.some((m) => m.title.startsWith('[긴급·미확인]'))).toBe(true);
        const [row] = await db.select({ escalatedAt: s.cnslApplications.escalatedAt }).from(s.cnslApplications).where(eq(s.cnslApplications.applId, applId));
        expect(row.escalatedAt).not.toBeNull();
      });

      it('is not escalated once someone in charge has opened it', async () => {
        const urgent = await import('../../src/lib/server/counselling/urgent');
        const { applId } = await applications.apply(student(156), urgentVisit(), NOW);
        await urgent.markOpened('cnslr2', applId);
        const created = (await db.select({ at: s.cnslApplications.createdAt }).from(s.cnslApplications).where(eq(s.cnslApplications.applId, applId)))[0].at;
        expect(await urgent.escalateUnopened(new Date(created.getTime() + 120 * 60_000), 60)).not.toContain(applId);
        const [row] = await db.select({ by: s.cnslApplications.firstOpenedBy, esc: s.cnslApplications.escalatedAt }).from(s.cnslApplications).where(eq(s.cnslApplications.applId, applId));
        expect(row).toEqual({ by: 'cnslr2', esc: null });
      });

      it('is not urgent when the student answers 아니요', async () => {
        const { urgent: flagged } = await applications.apply(student(157), visit(), NOW);
        expect(flagged).toBe(false);
      });
    });
  });
}
