// The life of an application over HTTP: accept, reject, schedule, complete, no-show by the counselling
// staff; cancel and change of time by the student; the waiting list moving up; the 24-hour cut-off.
// Every step is read back as the student sees it: the application, its history and the portal message.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, cnslApplication, inSeoul, loggedIn, sameInstant, unique, type CnslSlot } from './client';

let cnslr1: Client;
let cnslr2: Client;

interface Detail {
  applId: number;
  status: string;
  statusNm: string;
  slotStart: string | null;
  slotEnd: string | null;
  place: string | null;
  handlerId: string | null;
  rejectReason: string | null;
  history: { fromStatus: string | null; toStatus: string; note: string | null }[];
}

interface Message {
  msgTitle: string;
  msgCont: string;
  userDef1: string | null;
  userDef2: string | null;
}

async function detail(client: Client, applId: number): Promise<Detail> {
  const res = await client.get(`/api/v1/cnsl/applications/${applId}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

async function openSlots(client: Client, cnslKind: string, handlerId?: string): Promise<CnslSlot[]> {
  const res = await client.get('/api/v1/cnsl/slots', { cnslKind, handlerId });
  expect(res.status).toBe(200);
  return res.body.data.slots;
}

/** Open slots of a counsellor more than `hours` ahead: far enough from the 24-hour cut-off. */
async function laterSlots(client: Client, handlerId: string, hours = 26) {
  return (await openSlots(client, 'PERSON', handlerId)).filter((s) => new Date(s.start).getTime() > Date.now() + hours * 3600_000);
}

/** The student books a PERSON slot of the counsellor, well after the cut-off. */
async function book(student: Client, handlerId = 'cnslr1') {
  const [slot] = await laterSlots(student, handlerId);
  expect(slot).toBeDefined();
  const res = await student.post('/api/v1/cnsl/apply', cnslApplication('PERSON', { handlerId: slot.handlerId, slotStart: slot.start }));
  expect(res.status).toBe(200);
  return { applId: res.body.data.applId as number, slot };
}

async function visit(student: Client) {
  const res = await student.post('/api/v1/cnsl/apply', cnslApplication('VISIT', { preferredTimes: '평일 오후' }));
  expect(res.status).toBe(200);
  return res.body.data.applId as number;
}

function act(client: Client, applId: number, action: string, body: unknown = {}) {
  return client.post(`/api/v1/cnsl/applications/${applId}/${action}`, body);
}

/** The portal messages the student got about one application, oldest first. */
async function messagesAbout(student: Client, applId: number): Promise<Message[]> {
  const res = await student.get('/api/v1/messages/inbox', { size: 100 });
  expect(res.status).toBe(200);
  return (res.body.data.list as Message[]).filter((m) => m.userDef1 === 'CNSL' && new URL(m.userDef2 ?? '', 'http://x').searchParams.get('applId') === String(applId)).reverse();
}

beforeAll(async () => {
  [cnslr1, cnslr2] = await Promise.all([loggedIn('cnslr1', 'cnslr'), loggedIn('cnslr2', 'cnslr')]);
});

describe('a counsellor taking an individual application from APPLIED to DONE', () => {
  let student: Client;
  let applId: number;
  let slot: CnslSlot;

  beforeAll(async () => {
    student = await loggedIn('student91', 'std');
    ({ applId, slot } = await book(student));
  });

  it('accepts it: ACCEPTED, one more step in the history, and a message to the student', async () => {
    const res = await act(cnslr1, applId, 'accept');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ applId, status: 'ACCEPTED' });
    const d = await detail(student, applId);
    expect(d).toMatchObject({ status: 'ACCEPTED', statusNm: '접수', handlerId: slot.handlerId });
    expect(d.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'APPLIED'],
      ['APPLIED', 'ACCEPTED'],
    ]);
    const messages = await messagesAbout(student, applId);
    expect(messages).toHaveLength(1);
    // Messages show on the main page and my page: a neutral title, no kind, time or place, and a link to the record.
    expect(messages[0]).toMatchObject({ msgTitle: '상담센터에서 알림이 있습니다' });
    expect(messages[0].msgCont).not.toMatch(/개인상담|접수/);
    expect(messages[0].userDef2).toBe(`/user/colglife/psychcnsl/applystate?applId=${applId}`);
  });

  it('schedules it at the time the student picked: SCHEDULED, and the message gives the place', async () => {
    const res = await act(cnslr1, applId, 'schedule');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('SCHEDULED');
    const d = await detail(student, applId);
    expect(d).toMatchObject({ status: 'SCHEDULED', place: slot.place });
    expect(sameInstant(d.slotStart, slot.start)).toBe(true);
    expect(d.history.at(-1)).toMatchObject({ fromStatus: 'ACCEPTED', toStatus: 'SCHEDULED', note: expect.stringContaining(slot.place) });
    const last = (await messagesAbout(student, applId)).at(-1)!;
    expect(last.msgTitle).toBe('상담센터에서 알림이 있습니다');
    expect(last.msgCont).not.toContain(slot.place);
  });

  it('cannot complete it or mark a no-show before the session starts (409 with the start time), and nothing changes', async () => {
    for (const action of ['complete', 'noShow']) {
      const res = await act(cnslr1, applId, action);
      expect(res.status, action).toBe(409);
      expect(res.body.message).toContain('상담 시작 시각');
    }
    const d = await detail(student, applId);
    expect(d.status).toBe('SCHEDULED');
    expect(d.history).toHaveLength(3);
    expect(await messagesAbout(student, applId)).toHaveLength(2);
  });
});

/** A seeded session of cnslr1 that took place on 2026-11-20 and still waits for its result. */
async function pastSession(topic: string) {
  const res = await cnslr1.get('/api/v1/cnsl/inbox', { status: 'SCHEDULED', keyword: topic });
  expect(res.status).toBe(200);
  const [row] = res.body.data.list as { applId: number; studentId: string; slotStart: string }[];
  expect(new Date(row.slotStart).getTime()).toBeLessThan(Date.now());
  return row;
}

describe('a counsellor recording the result of a session that has taken place', () => {
  it('completes it: DONE, the student is told neutrally, and no further step is possible (409)', async () => {
    const row = await pastSession('발표할 때 긴장이 심해요');
    const student = await loggedIn(row.studentId, 'std');
    const res = await act(cnslr1, row.applId, 'complete');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ applId: row.applId, status: 'DONE' });
    const d = await detail(student, row.applId);
    expect(d.status).toBe('DONE');
    expect(d.history.at(-1)).toMatchObject({ fromStatus: 'SCHEDULED', toStatus: 'DONE' });
    expect((await messagesAbout(student, row.applId)).map((m) => m.msgTitle)).toEqual(['상담센터에서 알림이 있습니다']);
    for (const action of ['accept', 'schedule', 'complete', 'noShow']) expect((await act(cnslr1, row.applId, action)).status, action).toBe(409);
    expect((await act(cnslr1, row.applId, 'reject', { reason: '늦은 반려' })).status).toBe(409);
    expect((await act(student, row.applId, 'cancel')).status).toBe(409);
    expect((await detail(student, row.applId)).status).toBe('DONE');
  });

  it('marks a no-show: NO_SHOW, and the student is told', async () => {
    const row = await pastSession('잠들기 어려워요');
    const student = await loggedIn(row.studentId, 'std');
    const res = await act(cnslr1, row.applId, 'noShow');
    expect(res.status).toBe(200);
    expect((await detail(student, row.applId)).status).toBe('NO_SHOW');
    expect((await messagesAbout(student, row.applId)).at(-1)).toMatchObject({ msgTitle: '상담센터에서 알림이 있습니다' });
  });
});

describe('a counsellor rejecting an application', () => {
  it('with a reason: REJECTED, and the student reads the reason in the application and its history, not in the shared message', async () => {
    const student = await loggedIn('student92', 'std');
    const applId = await visit(student);
    const reason = unique('학생상담센터 대상이 아닌 요청입니다');
    const res = await act(cnslr2, applId, 'reject', { reason });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('REJECTED');
    const d = await detail(student, applId);
    expect(d).toMatchObject({ status: 'REJECTED', rejectReason: reason });
    expect(d.history.at(-1)).toMatchObject({ fromStatus: 'APPLIED', toStatus: 'REJECTED', note: reason });
    const my = (await student.get('/api/v1/cnsl/my')).body.data.find((a: { applId: number }) => a.applId === applId);
    expect(my).toMatchObject({ status: 'REJECTED', rejectReason: reason });
    const [message] = await messagesAbout(student, applId);
    expect(message.msgTitle).toBe('상담센터에서 알림이 있습니다');
    expect(message.msgCont).not.toContain(reason);
  });

  it('without a reason (or with blanks only): 400 on reason, and it stays APPLIED with no message', async () => {
    const student = await loggedIn('student93', 'std');
    const applId = await visit(student);
    for (const body of [{}, { reason: '   ' }]) {
      const res = await act(cnslr2, applId, 'reject', body);
      expect(res.status).toBe(400);
      expect(res.body.data).toHaveProperty('reason');
    }
    const d = await detail(student, applId);
    expect(d).toMatchObject({ status: 'APPLIED', rejectReason: null });
    expect(d.history).toHaveLength(1);
    expect(await messagesAbout(student, applId)).toEqual([]);
  });
});

describe('a counsellor scheduling a first visit and marking a no-show', () => {
  let student: Client;
  let applId: number;

  beforeAll(async () => {
    student = await loggedIn('student94', 'std');
    applId = await visit(student);
  });

  it('cannot schedule, complete or mark a no-show before accepting (409), and nothing is recorded', async () => {
    for (const action of ['schedule', 'complete', 'noShow']) expect((await act(cnslr1, applId, action)).status, action).toBe(409);
    const d = await detail(student, applId);
    expect(d.status).toBe('APPLIED');
    expect(d.history).toHaveLength(1);
    expect(await messagesAbout(student, applId)).toEqual([]);
  });

  it('accepts it (the counsellor takes it on) and schedules it at one of their open slots: SCHEDULED with that time', async () => {
    expect((await act(cnslr1, applId, 'accept')).status).toBe(200);
    expect((await detail(student, applId)).handlerId).toBe('cnslr1');
    // A visit has no time yet: scheduling needs one, and an open one.
    const none = await act(cnslr1, applId, 'schedule');
    expect(none.status).toBe(400);
    expect(none.body.data).toHaveProperty('slotStart');
    const night = `${inSeoul(new Date(Date.now() + 3 * 86400_000)).date}T03:00:00+09:00`;
    expect((await act(cnslr1, applId, 'schedule', { slotStart: night })).status).toBe(409);
    expect((await detail(student, applId)).status).toBe('ACCEPTED');
    const [slot] = await laterSlots(cnslr1, 'cnslr1');
    const res = await act(cnslr1, applId, 'schedule', { slotStart: slot.start });
    expect(res.status).toBe(200);
    const d = await detail(student, applId);
    expect(d).toMatchObject({ status: 'SCHEDULED', handlerId: 'cnslr1', place: slot.place });
    expect(sameInstant(d.slotStart, slot.start)).toBe(true);
    expect(sameInstant(d.slotEnd, slot.end)).toBe(true);
    expect((await openSlots(student, 'PERSON', 'cnslr1')).some((s) => s.start === slot.start)).toBe(false);
  });

  it('lets the student ask for another open slot of the same counsellor, which the counsellor then confirms', async () => {
    // The status card promises that the time can be moved once it is set: the picker lists the counsellor's slots.
    const d0 = await detail(student, applId);
    const slotsRes = await student.get('/api/v1/cnsl/slots', { cnslKind: 'VISIT', handlerId: 'cnslr1' });
    expect(slotsRes.status).toBe(200);
    const other = (slotsRes.body.data.slots as CnslSlot[]).find((s) => s.handlerId === 'cnslr1' && new Date(s.start).getTime() > Date.now() + 30 * 3600_000 && !sameInstant(d0.slotStart, s.start))!;
    expect(other).toBeDefined();
    const moved = await act(student, applId, 'time', { slotStart: other.start });
    expect(moved.status).toBe(200);
    const d1 = await detail(student, applId);
    expect(d1.status).toBe('ACCEPTED');
    expect(sameInstant(d1.slotStart, other.start)).toBe(true);
    // The counsellor is told and confirms the new time.
    const inbox = (await cnslr1.get('/api/v1/messages/inbox', { size: 50 })).body.data.list as Message[];
    expect(inbox.some((m) => m.msgTitle === '상담 시간 변경 요청' && m.userDef2 === `/cnslr/applications/${applId}`)).toBe(true);
    expect((await act(cnslr1, applId, 'schedule')).status).toBe(200);
    const d2 = await detail(student, applId);
    expect(d2.status).toBe('SCHEDULED');
    expect(sameInstant(d2.slotStart, other.start)).toBe(true);
  });

  it('does not list visit slots to a student with no visit of that counsellor (400)', async () => {
    const stranger = await loggedIn('student97', 'std');
    const res = await stranger.get('/api/v1/cnsl/slots', { cnslKind: 'VISIT', handlerId: 'cnslr1' });
    expect(res.status).toBe(400);
  });

  it('refuses the transitions to students (403), whoever’s application it is', async () => {
    const other = await loggedIn('student95', 'std');
    const mine = await visit(other);
    for (const action of ['accept', 'reject', 'schedule', 'complete', 'noShow']) expect((await act(other, mine, action, { reason: '셀프 반려' })).status, action).toBe(403);
    expect((await detail(other, mine)).status).toBe('APPLIED');
  });
});

describe('a student cancelling', () => {
  it('an individual booking more than a day ahead: CANCELLED, the reason kept, and the slot is open again', async () => {
    const student = await loggedIn('student96', 'std');
    const { applId, slot } = await book(student);
    const res = await act(student, applId, 'cancel', { reason: '시험 일정과 겹쳐요' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ applId, status: 'CANCELLED', promotedApplId: null });
    const d = await detail(student, applId);
    expect(d.status).toBe('CANCELLED');
    expect(d.history.at(-1)).toMatchObject({ fromStatus: 'APPLIED', toStatus: 'CANCELLED', note: '시험 일정과 겹쳐요' });
    expect((await openSlots(student, 'PERSON', slot.handlerId)).some((s) => s.start === slot.start)).toBe(true);
    expect((await act(student, applId, 'cancel')).status).toBe(409);
  });

  it('a seated registration of the full programme 1 (student201): the first on the waiting list (student209) is moved to APPLIED and told', async () => {
    const student201 = await loggedIn('student201', 'std');
    const student209 = await loggedIn('student209', 'std');
    const programs = (await student201.get('/api/v1/cnsl/programs')).body.data as { programId: number; title: string; seated: number; waiting: number }[];
    const program = programs.find((p) => p.title === '마음 챙김 집단상담')!;
    expect(program.seated).toBe(8);
    const seat = (await student201.get('/api/v1/cnsl/my')).body.data.find((a: { programId: number | null }) => a.programId === program.programId);
    const waiting = (await student209.get('/api/v1/cnsl/my')).body.data.find((a: { programId: number | null }) => a.programId === program.programId);
    expect(seat.status).toBe('APPLIED');
    expect(waiting.status).toBe('WAITING');

    const res = await act(student201, seat.applId, 'cancel');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ applId: seat.applId, status: 'CANCELLED', promotedApplId: waiting.applId });

    expect((await detail(student201, seat.applId)).status).toBe('CANCELLED');
    const moved = await detail(student209, waiting.applId);
    expect(moved.status).toBe('APPLIED');
    expect(moved.history.at(-1)).toMatchObject({ fromStatus: 'WAITING', toStatus: 'APPLIED', note: expect.stringContaining('대기 순서') });
    const [message] = await messagesAbout(student209, waiting.applId);
    expect(message).toMatchObject({ msgTitle: '상담센터에서 알림이 있습니다' });
    const after = ((await student201.get('/api/v1/cnsl/programs')).body.data as typeof programs).find((p) => p.programId === program.programId)!;
    expect(after).toMatchObject({ seated: 8, waiting: program.waiting - 1 });
  });
});

describe('a student changing the time of a booking', () => {
  let student: Client;
  let applId: number;
  let first: CnslSlot;

  beforeAll(async () => {
    student = await loggedIn('student97', 'std');
    ({ applId, slot: first } = await book(student));
  });

  it('moves it to another open slot of the same counsellor: the new time is stored, the old one is open again', async () => {
    const next = (await laterSlots(student, first.handlerId)).find((s) => s.start !== first.start)!;
    const res = await act(student, applId, 'time', { slotStart: next.start });
    expect(res.status).toBe(200);
    const d = await detail(student, applId);
    expect(d.status).toBe('APPLIED');
    expect(sameInstant(d.slotStart, next.start)).toBe(true);
    expect(sameInstant(d.slotEnd, next.end)).toBe(true);
    expect(d.history.at(-1)).toMatchObject({ fromStatus: 'APPLIED', toStatus: 'APPLIED', note: expect.stringContaining('시간 변경') });
    const open = await openSlots(student, 'PERSON', first.handlerId);
    expect(open.some((s) => s.start === first.start)).toBe(true);
    expect(open.some((s) => s.start === next.start)).toBe(false);
  });

  it('refuses a time that is not open (409) and keeps the booked one', async () => {
    const before = await detail(student, applId);
    const night = `${inSeoul(new Date(Date.now() + 3 * 86400_000)).date}T03:00:00+09:00`;
    const res = await act(student, applId, 'time', { slotStart: night });
    expect(res.status).toBe(409);
    expect((await detail(student, applId)).slotStart).toBe(before.slotStart);
  });

  it('sends a confirmed session back to ACCEPTED when its time changes, for the counsellor to confirm again', async () => {
    expect((await act(cnslr1, applId, 'accept')).status).toBe(200);
    expect((await act(cnslr1, applId, 'schedule')).status).toBe(200);
    const current = await detail(student, applId);
    const next = (await laterSlots(student, first.handlerId)).find((s) => !sameInstant(s.start, current.slotStart))!;
    expect((await act(student, applId, 'time', { slotStart: next.start })).status).toBe(200);
    const d = await detail(student, applId);
    expect(d.status).toBe('ACCEPTED');
    expect(sameInstant(d.slotStart, next.start)).toBe(true);
  });
});

describe('a booking less than 24 hours ahead', () => {
  let student: Client;
  let cnslr3: Client;
  let applId: number;
  let soon: Date;

  /** The first :30 in Seoul at least three hours from now (never 23:30, whose session would end the next day). */
  function soonHalfHour() {
    const earliest = Date.now() + 3 * 3600_000;
    const t = new Date(earliest);
    t.setUTCMinutes(30, 0, 0);
    if (t.getTime() < earliest) t.setTime(t.getTime() + 3600_000);
    if (inSeoul(t).hour === 23) t.setTime(t.getTime() + 3600_000);
    return t;
  }

  beforeAll(async () => {
    student = await loggedIn('student98', 'std');
    cnslr3 = await loggedIn('cnslr3', 'cnslr');
    // Extra hours of cnslr3 a few hours from now: a slot that is bookable (past the 2-hour lead) and within 24 hours.
    soon = soonHalfHour();
    const at = inSeoul(soon);
    const end = inSeoul(new Date(soon.getTime() + 50 * 60_000));
    const added = await cnslr3.post('/api/v1/cnsl/availability', { onDate: at.date, kind: 'EXTRA', startTime: at.time, endTime: end.time, place: '학생회관 402호 상담실 3', note: '당일 추가 상담' });
    expect(added.status).toBe(200);
    const slot = (await openSlots(student, 'PERSON', 'cnslr3')).find((s) => sameInstant(s.start, soon));
    expect(slot).toBeDefined();
    const res = await student.post('/api/v1/cnsl/apply', cnslApplication('PERSON', { handlerId: 'cnslr3', slotStart: slot!.start }));
    expect(res.status).toBe(200);
    applId = res.body.data.applId;
  });

  it('cannot be cancelled by the student (400) and stays APPLIED', async () => {
    const res = await act(student, applId, 'cancel', { reason: '급한 일' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('24시간');
    const d = await detail(student, applId);
    expect(d.status).toBe('APPLIED');
    expect(d.history).toHaveLength(1);
  });

  it('cannot be moved to another time by the student (400) and keeps its time', async () => {
    const [later] = await laterSlots(student, 'cnslr3');
    const res = await act(student, applId, 'time', { slotStart: later.start });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('24시간');
    const d = await detail(student, applId);
    expect(sameInstant(d.slotStart, soon)).toBe(true);
    expect((await openSlots(student, 'PERSON', 'cnslr3')).some((s) => s.start === later.start)).toBe(true);
  });
});
