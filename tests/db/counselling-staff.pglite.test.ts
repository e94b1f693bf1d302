// Counselling staff actions on the embedded database. PGlite runs one transaction at a time, so a
// status change must not query outside its transaction (it would wait for itself forever): every
// call here is raced against a short deadline to turn such a hang into a failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function soon<T>(p: Promise<T>, what: string, ms = 15_000): Promise<T> {
  return Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms))]);
}

describe('counselling staff services on pglite', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let hub: typeof import('../../src/lib/server/events/hub');
  let apps: typeof import('../../src/lib/server/counselling/applications');
  let tr: typeof import('../../src/lib/server/counselling/transitions');
  let slots: typeof import('../../src/lib/server/counselling/slots');
  let records: typeof import('../../src/lib/server/counselling/records');
  let agenda: typeof import('../../src/lib/server/counselling/agenda');

  const cnslr1 = { userId: 'cnslr1', userDiv: 'cnslr' as const };
  const prof1 = { userId: 'prof1', userDiv: 'prof' as const };
  const std = (n: number) => ({ userId: `student${n}`, userDiv: 'std' as const });
  const psych = { consentVersion: 'PSY-2026-09', consentAgreed: true };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cnsl-staff-pglite-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    dbm = await import('../../src/lib/server/db/index');
    hub = await import('../../src/lib/server/events/hub');
    apps = await import('../../src/lib/server/counselling/applications');
    tr = await import('../../src/lib/server/counselling/transitions');
    slots = await import('../../src/lib/server/counselling/slots');
    records = await import('../../src/lib/server/counselling/records');
    agenda = await import('../../src/lib/server/counselling/agenda');
    await dbm.getDb();
  });

  afterAll(async () => {
    hub?.closeAllStreams();
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a counsellor accepts, schedules, records and completes; the session is on her agenda meanwhile', async () => {
    const open = (await slots.openSlots(['cnslr1'])).at(-1)!;
    const { applId } = await apps.apply(std(70), { cnslKind: 'PERSON', ...psych, topic: '수면 문제', intake: { reason: '잠을 못 잡니다.', previous: '없음', urgent: '아니요' }, handlerId: 'cnslr1', slotStart: open.start });
    expect(await agenda.waitingForAcceptance(cnslr1)).toContainEqual(expect.objectContaining({ cnslKind: 'PERSON', n: expect.any(Number) }));
    await soon(tr.accept(cnslr1, applId), 'accept');
    await soon(tr.schedule(cnslr1, applId, { place: '상담실 2' }), 'schedule');
    expect((await agenda.upcomingSessions('cnslr1')).map((s) => s.applId)).toContain(applId);
    await records.addRecord(cnslr1, applId, { category: '정서', notes: '호흡 연습을 함께 함.' });
    expect((await records.recordsFor(cnslr1, applId)).map((r) => r.notes)).toEqual(['호흡 연습을 함께 함.']);
    // Not before the session: the result is recorded once it has begun.
    await expect(tr.complete(cnslr1, applId)).rejects.toMatchObject({ status: 409 });
    await soon(tr.complete(cnslr1, applId, new Date(new Date(open.start).getTime() + 60_000)), 'complete');
    expect((await apps.applicationDetail(cnslr1, applId)).status).toBe('DONE');
    expect((await agenda.upcomingSessions('cnslr1')).map((s) => s.applId)).not.toContain(applId);
  });

  it('a visit request goes to a colleague at 접수 and is confirmed on her open slot', async () => {
    const { applId } = await apps.apply(std(71), { cnslKind: 'VISIT', ...psych, topic: '첫 상담', intake: { reason: '적응이 어렵습니다.', previous: '없음', urgent: '아니요' }, preferredTimes: '화요일 오전' });
    await soon(tr.accept(cnslr1, applId, 'cnslr3'), 'accept with assignment');
    const slot = (await slots.openSlots(['cnslr3']))[0];
    await soon(tr.schedule(cnslr1, applId, { slotStart: slot.start }), 'schedule on an open slot');
    const detail = await apps.applicationDetail(cnslr1, applId);
    expect(detail).toMatchObject({ status: 'SCHEDULED', handlerId: 'cnslr3', place: slot.place });
    expect(detail.slotStart?.getTime()).toBe(new Date(slot.start).getTime());
    // The slot is taken now.
    expect((await slots.openSlots(['cnslr3'])).some((s) => s.start === slot.start)).toBe(false);
  });

  it('a student moves a booked time; a professor handles a request to her and shares a summary', async () => {
    const [first, second] = (await slots.openSlots(['prof1'])).slice(-2);
    const { applId } = await apps.apply(std(72), { cnslKind: 'PROF', consentVersion: 'GEN-2026-09', consentAgreed: true, topic: '진로', intake: { reason: '진학 상담', area: '진로' }, handlerId: 'prof1', slotStart: first.start });
    await soon(tr.changeTimeByStudent(std(72), applId, second.start), 'change time');
    await soon(tr.accept(prof1, applId), 'professor accepts');
    await soon(tr.schedule(prof1, applId, {}), 'professor schedules');
    await records.addRecord(prof1, applId, { category: '진로', notes: '내부 메모', studentSummary: '논문 세 편 읽기' });
    expect(await records.summariesForStudent('student72', applId)).toEqual([expect.objectContaining({ summary: '논문 세 편 읽기' })]);
    await expect(records.addRecord(cnslr1, applId, { category: '기타', notes: 'x' })).rejects.toMatchObject({ status: 404 });
  });
});
