// Applying for counselling over HTTP: each way of booking (an open slot, preferred times, a group
// programme, the advisor's office hours), the refusals that store nothing, and one slot for one student.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, cnslApplication, CONSENT_VERSION, INTAKE, inSeoul, loggedIn, sameInstant, seoulIso, unique, type CnslSlot } from './client';

let cnslr1: Client;
let staff1: Client;
/** The demo programmes, by title. */
let programs: Record<string, { programId: number; capacity: number; seated: number; waiting: number }>;

const MINDFULNESS = '마음 챙김 집단상담';
const TEST_ANXIETY = '시험 불안 다루기';
const SELF_UNDERSTANDING = '나를 알아가는 자기 이해 집단';

async function programList(client: Client) {
  const res = await client.get('/api/v1/cnsl/programs');
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body.data as { title: string; programId: number; capacity: number; seated: number; waiting: number }[]).map((p) => [p.title, p]));
}

async function openSlots(client: Client, cnslKind: string, handlerId?: string): Promise<CnslSlot[]> {
  const res = await client.get('/api/v1/cnsl/slots', { cnslKind, handlerId });
  expect(res.status).toBe(200);
  return res.body.data.slots;
}

async function myApplications(client: Client) {
  const res = await client.get('/api/v1/cnsl/my');
  expect(res.status).toBe(200);
  return res.body.data as { applId: number; status: string; topic: string; slotStart: string | null; handlerId: string | null; programId: number | null }[];
}

/** How many applications exist in all, as staff see it (figures only). */
async function totalApplications() {
  const res = await staff1.get('/api/v1/cnsl/counts');
  expect(res.status).toBe(200);
  return (res.body.data as { n: number }[]).reduce((sum, row) => sum + Number(row.n), 0);
}

/** A tiny but real PDF, as a browser would upload it. */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  [cnslr1, staff1] = await Promise.all([loggedIn('cnslr1', 'cnslr'), loggedIn('staff1', 'stf')]);
  programs = await programList(cnslr1);
});

describe('a student applying for individual counselling (PERSON) with an open slot', () => {
  it('gets APPLIED, and the application holds the slot with its place, the consent version and the intake answers', async () => {
    const student = await loggedIn('student81', 'std');
    const [slot] = await openSlots(student, 'PERSON');
    expect(slot).toBeDefined();
    const body = cnslApplication('PERSON', { handlerId: slot.handlerId, slotStart: slot.start });
    const res = await student.post('/api/v1/cnsl/apply', body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ applId: expect.any(Number), status: 'APPLIED' });
    const applId = res.body.data.applId;

    const detail = (await student.get(`/api/v1/cnsl/applications/${applId}`)).body.data;
    expect(detail).toMatchObject({ applId, cnslKind: 'PERSON', status: 'APPLIED', studentId: 'student81', topic: body.topic, handlerId: slot.handlerId, place: slot.place, consentVersion: CONSENT_VERSION.psych, intake: INTAKE.PERSON });
    expect(sameInstant(detail.slotStart, slot.start)).toBe(true);
    expect(sameInstant(detail.slotEnd, slot.end)).toBe(true);
    expect(detail.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'APPLIED' })]);
    expect((await myApplications(student)).map((a) => a.applId)).toContain(applId);
  });

  it('no longer offers the booked slot to anyone, and shows the application in the counsellor’s inbox', async () => {
    const student = await loggedIn('student81', 'std');
    const [mine] = await myApplications(student);
    const other = await loggedIn('student82', 'std');
    const offered = await openSlots(other, 'PERSON', mine.handlerId!);
    expect(offered.some((s) => sameInstant(s.start, mine.slotStart))).toBe(false);
    const inbox = (await cnslr1.get('/api/v1/cnsl/inbox', { keyword: mine.topic })).body.data;
    expect(inbox.list.map((a: { applId: number }) => a.applId)).toEqual([mine.applId]);
  });
});

describe('a student applying for a first visit (VISIT) with preferred times', () => {
  it('gets APPLIED with no slot and no counsellor yet, and the preferred times are stored', async () => {
    const student = await loggedIn('student82', 'std');
    const preferredTimes = '월·수 오후 2시 이후, 금요일 오전';
    const body = cnslApplication('VISIT', { preferredTimes });
    const res = await student.post('/api/v1/cnsl/apply', body);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('APPLIED');
    const detail = (await student.get(`/api/v1/cnsl/applications/${res.body.data.applId}`)).body.data;
    expect(detail).toMatchObject({ cnslKind: 'VISIT', status: 'APPLIED', preferredTimes, slotStart: null, handlerId: null, topic: body.topic });
  });

  it('is refused without preferred times (400 on preferredTimes)', async () => {
    const student = await loggedIn('student82', 'std');
    const before = (await myApplications(student)).length;
    const res = await student.post('/api/v1/cnsl/apply', cnslApplication('VISIT'));
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('preferredTimes');
    expect(await myApplications(student)).toHaveLength(before);
  });
});

describe('a student registering for a group programme (GROUP)', () => {
  it(`gets the last seat of '${TEST_ANXIETY}' (9 of 10 taken): APPLIED, and the programme is full`, async () => {
    const student = await loggedIn('student83', 'std');
    const program = programs[TEST_ANXIETY];
    expect(program).toMatchObject({ capacity: 10, seated: 9 });
    const res = await student.post('/api/v1/cnsl/apply', cnslApplication('GROUP', { programId: program.programId }));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('APPLIED');
    const [mine] = await myApplications(student);
    expect(mine).toMatchObject({ applId: res.body.data.applId, status: 'APPLIED', programId: program.programId });
    expect((await programList(student))[TEST_ANXIETY]).toMatchObject({ seated: 10 });
  });

  it(`is put on the waiting list of the full '${MINDFULNESS}': WAITING, with the reason in the history`, async () => {
    const student = await loggedIn('student84', 'std');
    const program = programs[MINDFULNESS];
    expect(program).toMatchObject({ capacity: 8, seated: 8 });
    const res = await student.post('/api/v1/cnsl/apply', cnslApplication('GROUP', { programId: program.programId }));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('WAITING');
    expect(res.body.message).toContain('대기자');
    const detail = (await student.get(`/api/v1/cnsl/applications/${res.body.data.applId}`)).body.data;
    expect(detail).toMatchObject({ status: 'WAITING', programId: program.programId, programTitle: MINDFULNESS });
    expect(detail.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'WAITING', note: expect.stringContaining('대기자') })]);
    expect((await programList(student))[MINDFULNESS]).toMatchObject({ seated: 8, waiting: program.waiting + 1 });
  });

  it('refuses a second registration for the same programme (409) and keeps one', async () => {
    const student = await loggedIn('student84', 'std');
    const program = programs[MINDFULNESS];
    const res = await student.post('/api/v1/cnsl/apply', cnslApplication('GROUP', { programId: program.programId }));
    expect(res.status).toBe(409);
    expect(res.body.data).toHaveProperty('programId');
    expect((await myApplications(student)).filter((a) => a.programId === program.programId)).toHaveLength(1);
  });

  it(`refuses '${SELF_UNDERSTANDING}' before its application period opens (400 on programId) and stores nothing`, async () => {
    const student = await loggedIn('student90', 'std');
    const program = programs[SELF_UNDERSTANDING];
    const res = await student.post('/api/v1/cnsl/apply', cnslApplication('GROUP', { programId: program.programId }));
    expect(res.status).toBe(400);
    expect(res.body.data.programId).toContain('2026-12-14');
    expect(await myApplications(student)).toEqual([]);
    expect((await programList(student))[SELF_UNDERSTANDING]).toMatchObject({ seated: 0, waiting: 0 });
  });
});

describe('a student applying for professor counselling (PROF)', () => {
  let studentId: string;

  beforeAll(async () => {
    // One of prof1's advisees among the students these tests use.
    const prof1 = await loggedIn('prof1', 'prof');
    const advisees = (await prof1.get('/api/v1/cmmn/getUserList', { size: 100 })).body.data.list.map((u: { userId: string }) => u.userId) as string[];
    studentId = advisees.find((id) => {
      const n = Number(id.replace('student', ''));
      return n >= 81 && n <= 120;
    })!;
    expect(studentId).toBeDefined();
  });

  it('is offered the advisor prof1 and only prof1’s Thursday 14-17 office hours when no professor is chosen', async () => {
    const student = await loggedIn(studentId, 'std');
    const res = await student.get('/api/v1/cnsl/slots', { cnslKind: 'PROF' });
    expect(res.status).toBe(200);
    expect(res.body.data.handlers.map((h: { userId: string }) => h.userId)).toEqual(['prof1']);
    const slots: CnslSlot[] = res.body.data.slots;
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) {
      expect(s.handlerId).toBe('prof1');
      expect(inSeoul(s.start).weekday).toBe(4);
      expect(['14:00', '15:00', '16:00']).toContain(inSeoul(s.start).time);
    }
  });

  it('books the advisor’s office hour: APPLIED, in prof1’s inbox and not in another professor’s', async () => {
    const student = await loggedIn(studentId, 'std');
    const [slot] = await openSlots(student, 'PROF');
    const body = cnslApplication('PROF', { handlerId: slot.handlerId, slotStart: slot.start });
    const res = await student.post('/api/v1/cnsl/apply', body);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('APPLIED');
    const detail = (await student.get(`/api/v1/cnsl/applications/${res.body.data.applId}`)).body.data;
    expect(detail).toMatchObject({ cnslKind: 'PROF', handlerId: 'prof1', consentVersion: CONSENT_VERSION.general });
    const prof1 = await loggedIn('prof1', 'prof');
    expect((await prof1.get('/api/v1/cnsl/inbox', { keyword: body.topic })).body.data.list.map((a: { applId: number }) => a.applId)).toEqual([res.body.data.applId]);
    const prof2 = await loggedIn('prof2', 'prof');
    expect((await prof2.get('/api/v1/cnsl/inbox', { keyword: body.topic })).body.data.totalCnt).toBe(0);
  });
});

describe('an application that is refused stores nothing', () => {
  let student: Client;
  let slot: CnslSlot;
  /** A group of files uploaded by another student. */
  let othersGroupId: number;

  beforeAll(async () => {
    student = await loggedIn('student85', 'std');
    [slot] = await openSlots(student, 'PERSON', 'cnslr2');
    const other = await loggedIn('student89', 'std');
    const up = await other.upload('/api/files/upload', [{ name: '진단서.pdf', bytes: PDF, type: 'application/pdf' }]);
    expect(up.status).toBe(200);
    othersGroupId = up.body.data.fileGroupId;
  });

  /** Three days from now, at 03:00 in Seoul: nobody works then. */
  function nightTime() {
    return seoulIso(inSeoul(new Date(Date.now() + 3 * 86400_000)).date, '03:00');
  }

  const cases: [string, () => Record<string, unknown>, number, string][] = [
    ['without consent (400 on consentAgreed)', () => cnslApplication('PERSON', { handlerId: slot.handlerId, slotStart: slot.start, consentAgreed: false }), 400, 'consentAgreed'],
    ['with consent not sent at all (400 on consentAgreed)', () => ({ ...cnslApplication('PERSON', { handlerId: slot.handlerId, slotStart: slot.start }), consentAgreed: undefined }), 400, 'consentAgreed'],
    ['agreeing to another version of the consent (400 on consentAgreed)', () => cnslApplication('PERSON', { handlerId: slot.handlerId, slotStart: slot.start, consentVersion: CONSENT_VERSION.general }), 400, 'consentAgreed'],
    ['without the reason of the intake (400 on intake.reason)', () => cnslApplication('PERSON', { handlerId: slot.handlerId, slotStart: slot.start, intake: { ...INTAKE.PERSON, reason: '  ' } }), 400, 'intake.reason'],
    ['with an intake answer that is not one of the options (400 on intake.urgent)', () => cnslApplication('PERSON', { handlerId: slot.handlerId, slotStart: slot.start, intake: { ...INTAKE.PERSON, urgent: '글쎄요' } }), 400, 'intake.urgent'],
    ['at a time that is not open, 03:00 at night (409 on slotStart)', () => cnslApplication('PERSON', { handlerId: slot.handlerId, slotStart: nightTime() }), 409, 'slotStart'],
    ['at a time that has passed (400 on slotStart)', () => cnslApplication('PERSON', { handlerId: slot.handlerId, slotStart: '2026-01-05T10:00:00+09:00' }), 400, 'slotStart'],
    ['with a career counsellor for psychological counselling (400 on handlerId)', () => cnslApplication('PERSON', { handlerId: 'cnslr4', slotStart: slot.start }), 400, 'handlerId'],
    ['with a professor as counsellor (400 on handlerId)', () => cnslApplication('PERSON', { handlerId: 'prof1', slotStart: slot.start }), 400, 'handlerId'],
    ['with the attachment of another student (400 on fileGroupId)', () => cnslApplication('PERSON', { handlerId: slot.handlerId, slotStart: slot.start, fileGroupId: othersGroupId }), 400, 'fileGroupId'],
    ['without a slot (400 on slotStart)', () => cnslApplication('PERSON', { handlerId: slot.handlerId }), 400, 'slotStart'],
  ];

  it.each(cases)('%s', async (_name, body, status, field) => {
    const res = await student.post('/api/v1/cnsl/apply', body());
    expect(res.status).toBe(status);
    expect(res.body.data).toHaveProperty([field]);
    expect(await myApplications(student)).toEqual([]);
  });

  it('leaves the slot the refused applications asked for open', async () => {
    expect((await openSlots(student, 'PERSON', slot.handlerId)).some((s) => s.start === slot.start)).toBe(true);
    expect((await cnslr1.get('/api/v1/cnsl/inbox', { keyword: 'student85' })).body.data.totalCnt).toBe(0);
  });

  it('refuses a professor and a member of staff (403) and stores nothing', async () => {
    const before = await totalApplications();
    for (const [userId, userDiv] of [['prof3', 'prof'], ['staff1', 'stf'], ['cnslr2', 'cnslr']]) {
      const client = await loggedIn(userId, userDiv);
      const res = await client.post('/api/v1/cnsl/apply', cnslApplication('PERSON', { handlerId: slot.handlerId, slotStart: slot.start }));
      expect(res.status, userId).toBe(403);
    }
    expect(await totalApplications()).toBe(before);
  });
});

describe('two students asking for the same slot one after the other', () => {
  it('gives the slot to the first (APPLIED) and refuses the second (409 on slotStart)', async () => {
    const [first, second] = await Promise.all([loggedIn('student86', 'std'), loggedIn('student87', 'std')]);
    const [slot] = await openSlots(first, 'PERSON', 'cnslr2');
    const topic = unique('같은 시간');
    const a = await first.post('/api/v1/cnsl/apply', cnslApplication('PERSON', { topic, handlerId: slot.handlerId, slotStart: slot.start }));
    expect(a.status).toBe(200);
    const b = await second.post('/api/v1/cnsl/apply', cnslApplication('PERSON', { topic, handlerId: slot.handlerId, slotStart: slot.start }));
    expect(b.status).toBe(409);
    expect(b.body.data).toHaveProperty('slotStart');

    expect(await myApplications(second)).toEqual([]);
    const inbox = (await cnslr1.get('/api/v1/cnsl/inbox', { keyword: topic })).body.data;
    expect(inbox.list).toHaveLength(1);
    expect(inbox.list[0]).toMatchObject({ applId: a.body.data.applId, studentId: 'student86', handlerId: 'cnslr2' });
    expect(sameInstant(inbox.list[0].slotStart, slot.start)).toBe(true);
  });
});
