// A student's personal calendar over HTTP, read the way a phone does: without a session, at the
// secret address, parsed with ical.js. The factories give her one record of every kind (a
// counselling appointment, an approved programme with a session, its report and test, a job-fair
// booking, a startup space booking, a bookmarked posting, an open scholarship she may apply for);
// each is in the feed at its time, the appointment in neutral words only, and none of another
// student's. Moving the appointment keeps its UID and raises its SEQUENCE; cancelling it sends it as
// CANCELLED. A reset kills the old address, revoking kills the new one, a bad token is 404.
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, cnslApplication, sameInstant, seoulIso, studentClient, unique, type CnslSlot } from './client';

const TODAY = '2026-11-22';
const FEED = '/api/v1/mypage/calendar';
const day = (n: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** A Seoul wall-clock time (YYYY-MM-DDTHH:mm) `hours` from the real now. */
const seoulIn = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 9 * 3_600_000).toISOString().slice(0, 16);
const realDay = (n: number) => new Date(Date.now() + n * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);

interface Ev {
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  sequence: number;
  status: string | null;
  start: Date;
  startText: string;
  allDay: boolean;
}

function parse(text: string): Ev[] {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      description: (v.getFirstPropertyValue('description') as string | null) ?? null,
      location: (v.getFirstPropertyValue('location') as string | null) ?? null,
      sequence: e.sequence,
      status: (v.getFirstPropertyValue('status') as string | null) ?? null,
      start: e.startDate.toJSDate(),
      startText: e.startDate.toString(),
      allDay: e.startDate.isDate,
    };
  });
}

/** The feed as a calendar app fetches it: no cookie, no session. */
async function fetchFeed(path: string) {
  const res = await new Client().raw(path);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function issue(c: Client) {
  const res = await c.post(FEED);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { url: string; path: string; webcal: string; token: string };
}

let alice: Client;
let bora: Client;
let feedPath: string;
let cnslApplId: number;
let programId: number;
let fairBookingId: number;
let spaceBookingId: number;
let postingId: number;
let scholId: number;
let reportId: number;
let testId: number;
let counsellorId: string;
let firstSlot: CnslSlot;
const programTitle = unique('캘린더 프로그램');
const companyNm = unique('캘린더상사').slice(0, 30);
const spaceNm = unique('캘린더 회의실').slice(0, 40);
const scholTitle = unique('캘린더 장학금');
const topic = unique('시험 불안이 심해요');

async function openSlots(c: Client) {
  const res = await c.get('/api/v1/cnsl/slots', { cnslKind: 'PERSON', handlerId: counsellorId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.slots as CnslSlot[]).filter((s) => s.handlerId === counsellorId && new Date(s.start).getTime() > Date.now() + 30 * 3600_000);
}

beforeAll(async () => {
  const [a, b, counsellor, programStaff, recruiting, startup, scholarship] = await Promise.all([
    studentClient(),
    studentClient(),
    accountClient('cnslr', { cnslrDiv: 'PSY' }),
    accountClient('stf', { roles: ['PROGRAM_MANAGER'] }),
    accountClient('stf', { roles: ['RECRUITING_MANAGER'] }),
    accountClient('stf', { roles: ['STARTUP_MANAGER'] }),
    accountClient('stf', { roles: ['SCHOLARSHIP_MANAGER'] }),
  ]);
  alice = a.client;
  bora = b.client;
  counsellorId = counsellor.account.userId;

  // Counselling: the counsellor opens extra hours three days on; Alice books the first slot.
  const hours = await counsellor.client.post('/api/v1/cnsl/availability', { onDate: realDay(3), kind: 'EXTRA', startTime: '10:00', endTime: '12:00', place: '학생회관 402호 상담실 3', note: '추가 상담' });
  expect(hours.status, JSON.stringify(hours.body)).toBe(200);
  [firstSlot] = await openSlots(alice);
  expect(firstSlot).toBeDefined();
  const applied = await alice.post('/api/v1/cnsl/apply', cnslApplication('PERSON', { handlerId: counsellorId, slotStart: firstSlot.start, topic }));
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  cnslApplId = applied.body.data.applId;

  // A programme she is approved for (approval on apply), with a session, a report and a test.
  const created = await programStaff.client.post('/api/v1/stf/career/programs', {
    title: programTitle,
    categoryCd: 'CAREER_SKILL',
    summary: '캘린더로 받는 프로그램',
    description: '회차가 하나 있습니다.',
    competencyCds: [],
    mileage: 5,
    eligibleColgCds: [],
    eligibleDeptCds: [],
    eligibleGrades: [],
    eligibleStatusCds: [],
    capacity: 5,
    waitlistCapacity: 0,
    autoApprove: true,
    applyStartDt: day(-2),
    applyEndDt: day(5),
    runStartDt: day(9),
    runEndDt: day(12),
    minAttendPct: 0,
    reportsRequired: 0,
    sessions: [{ title: '오리엔테이션', sessionDt: day(9), startTm: '14:00', endTm: '16:00', place: '학생회관 301호' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  programId = created.body.data.programId;
  expect((await alice.post(`/api/v1/career/programs/${programId}/apply`, {})).status).toBe(200);
  const report = await programStaff.client.post(`/api/v1/stf/career/programs/${programId}/class/reports`, { title: '활동 보고서', instructions: '한 장으로 정리하세요.', openAt: seoulIn(-1), dueAt: seoulIn(48), closeAt: seoulIn(72), maxScore: 10, allowedExts: ['pdf'] });
  expect(report.status, JSON.stringify(report.body)).toBe(200);
  reportId = report.body.data.reportId;
  const test = await programStaff.client.post(`/api/v1/stf/career/programs/${programId}/tests`, {
    title: '직무 이해도 평가',
    intro: '한 번만 응시할 수 있습니다.',
    openAt: seoulIn(1),
    closeAt: seoulIn(30),
    durationMin: 30,
    questions: [{ kind: 'SINGLE', body: '대한민국의 수도는?', options: ['부산', '서울'], correct: [1], accepted: [], points: 10 }],
  });
  expect(test.status, JSON.stringify(test.body)).toBe(200);
  testId = test.body.data.testId;

  // A job-fair consultation.
  const fair = await recruiting.client.post('/api/v1/recruiting/manage/fairs', { title: unique('캘린더 박람회'), kindCd: 'CAMPUS', place: '공학관 로비', startDt: day(3), endDt: day(3), description: '캘린더 시험용 박람회입니다.' });
  expect(fair.status, JSON.stringify(fair.body)).toBe(200);
  const booth = await recruiting.client.post(`/api/v1/recruiting/manage/fairs/${fair.body.data.fairId}/booths`, { boothNo: 'C-1', companyNm, jobs: '개발 직무 상담' });
  expect(booth.status, JSON.stringify(booth.body)).toBe(200);
  expect((await recruiting.client.post(`/api/v1/recruiting/manage/fairs/booths/${booth.body.data.boothId}/slots`, { date: day(3), start: '10:00', end: '10:20', minutes: 20, capacity: 1 })).status).toBe(200);
  const fairView = await alice.get(`/api/v1/recruiting/fairs/${fair.body.data.fairId}`);
  const slotId = (fairView.body.data.booths as { boothId: number; slots: { slotId: number }[] }[]).find((x) => x.boothId === booth.body.data.boothId)!.slots[0].slotId;
  const booked = await alice.post(`/api/v1/recruiting/fairs/slots/${slotId}/book`, {});
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  fairBookingId = booked.body.data.bookingId;

  // A startup space.
  const space = await startup.client.post('/api/v1/recruiting/manage/startup/spaces', { kindCd: 'ROOM', spaceNm, location: '학생회관 3층', seats: 4, openTm: '09:00', closeTm: '18:00' });
  expect(space.status, JSON.stringify(space.body)).toBe(200);
  const spaceBooking = await alice.post('/api/v1/recruiting/startup/spaces/bookings', { spaceId: space.body.data.spaceId, useDt: day(2), start: '13:00', end: '14:00', purpose: '팀 회의' });
  expect(spaceBooking.status, JSON.stringify(spaceBooking.body)).toBe(200);
  spaceBookingId = spaceBooking.body.data.bookingId;

  // A bookmarked posting still open.
  const postings = await alice.get('/api/v1/recruiting/postings', { deadline: 'open' });
  expect(postings.status, JSON.stringify(postings.body)).toBe(200);
  postingId = postings.body.data.list[0].postingId;
  expect((await alice.post(`/api/v1/recruiting/postings/${postingId}/bookmark`, { bookmarked: 'Y' })).status).toBe(200);

  // A scholarship open now whose only rule (enrolled) she meets.
  const schol = await scholarship.client.post('/api/v1/stf/scholarships', { title: scholTitle, kindCd: 'MERIT', year: 2027, termCd: '10', amountMin: 500_000, amountMax: 500_000, quota: 3, description: '시험용 장학금입니다.', applyStartDt: day(-3), applyEndDt: day(10), eligibleStatusCds: ['10'], requiredDocs: [] });
  expect(schol.status, JSON.stringify(schol.body)).toBe(200);
  scholId = schol.body.data.scholId;

  feedPath = (await issue(alice)).path;
});

describe('what the feed holds', () => {
  let events: Ev[];
  beforeAll(async () => {
    const res = await fetchFeed(feedPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toMatch(/private/);
    events = parse(res.text);
  });
  const byUid = (uid: string) => events.find((e) => e.uid === uid);

  it('answers without a session and holds every kind of her records at its time', () => {
    const session = events.find((e) => e.uid.startsWith('session-') && e.summary.includes(programTitle))!;
    expect(session, JSON.stringify(events.map((e) => e.summary))).toBeDefined();
    expect(sameInstant(session.start, seoulIso(day(9), '14:00'))).toBe(true);
    expect(session.location).toBe('학생회관 301호');

    const report = byUid(`report-${reportId}@calendar.student-portal`)!;
    expect(report.summary).toContain('보고서 마감');
    const test = byUid(`test-${testId}@calendar.student-portal`)!;
    expect(test.summary).toContain('시험 마감');

    const fair = byUid(`fair-${fairBookingId}@calendar.student-portal`)!;
    expect(fair.summary).toContain(companyNm);
    expect(sameInstant(fair.start, seoulIso(day(3), '10:00'))).toBe(true);

    const space = byUid(`space-${spaceBookingId}@calendar.student-portal`)!;
    expect(space.summary).toContain(spaceNm);
    expect(sameInstant(space.start, seoulIso(day(2), '13:00'))).toBe(true);

    const posting = byUid(`posting-${postingId}@calendar.student-portal`)!;
    expect(posting.allDay).toBe(true);
    expect(posting.summary).toContain('채용 마감');

    const schol = byUid(`schol-${scholId}@calendar.student-portal`)!;
    expect(schol.allDay).toBe(true);
    expect(schol.startText).toBe(day(10));
    expect(schol.summary).toContain(scholTitle);
  });

  it('names the counselling appointment neutrally: no kind, topic or counsellor, the room as place', () => {
    const c = byUid(`cnsl-${cnslApplId}@calendar.student-portal`)!;
    expect(c).toBeDefined();
    expect(c.summary).toBe('학생상담센터 상담');
    expect(sameInstant(c.start, firstSlot.start)).toBe(true);
    expect(c.location).toBe('학생회관 402호 상담실 3');
    const raw = JSON.stringify(c);
    for (const word of ['개인상담', '심리', topic, counsellorId, 'psychcnsl']) expect(raw).not.toContain(word);
  });

  it('holds nothing of another student', async () => {
    const other = await issue(bora);
    const res = await fetchFeed(other.path);
    expect(res.status).toBe(200);
    const hers = parse(res.text);
    expect(hers.some((e) => e.uid.startsWith(`cnsl-${cnslApplId}@`) || e.uid.startsWith(`fair-${fairBookingId}@`) || e.summary.includes(programTitle))).toBe(false);
    // The scholarship is open to her as well: eligibility is hers, the rule the area's own.
    expect(hers.some((e) => e.uid === `schol-${scholId}@calendar.student-portal`)).toBe(true);
  });
});

describe('the pages where she sees an item', () => {
  it('offer its .ics: the appointment, the fair booking, the programme, the space booking', async () => {
    const state = await alice.page('/user/colglife/psychcnsl/applystate?tab=person');
    expect(state.html).toContain(`/api/v1/mypage/calendar/items/cnsl/${cnslApplId}.ics`);
    const one = await alice.raw(`${FEED}/items/cnsl/${cnslApplId}.ics`);
    expect(one.status).toBe(200);
    const [event] = parse(await one.text());
    expect(event.uid).toBe(`cnsl-${cnslApplId}@calendar.student-portal`);
    expect(event.summary).toBe('학생상담센터 상담');
    expect((await bora.raw(`${FEED}/items/cnsl/${cnslApplId}.ics`)).status).toBe(404);
    expect((await alice.page('/user/careerinfo/recrtfair')).html).toContain(`/api/v1/mypage/calendar/items/fair/${fairBookingId}.ics`);
    expect((await alice.page(`/user/futuredesign/careerAct/detail/${programId}`)).html).toContain(`/api/v1/mypage/calendar/items/program/${programId}.ics`);
    expect((await alice.page('/user/careerinfo/startupsupp/tab03')).html).toContain(`/api/v1/mypage/calendar/items/space/${spaceBookingId}.ics`);
  });
});

describe('changes keep the identity', () => {
  it('a moved appointment keeps its UID with a higher SEQUENCE', async () => {
    const before = parse((await fetchFeed(feedPath)).text).find((e) => e.uid === `cnsl-${cnslApplId}@calendar.student-portal`)!;
    const other = (await openSlots(alice)).find((s) => !sameInstant(s.start, firstSlot.start))!;
    expect(other).toBeDefined();
    const moved = await alice.post(`/api/v1/cnsl/applications/${cnslApplId}/time`, { slotStart: other.start });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = parse((await fetchFeed(feedPath)).text).find((e) => e.uid === before.uid)!;
    expect(sameInstant(after.start, other.start)).toBe(true);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    // Fetched again without a change: the same sequence.
    const again = parse((await fetchFeed(feedPath)).text).find((e) => e.uid === before.uid)!;
    expect(again.sequence).toBe(after.sequence);
  });

  it('a cancelled appointment and a withdrawn booking come as CANCELLED, not silently gone', async () => {
    const before = parse((await fetchFeed(feedPath)).text).find((e) => e.uid === `cnsl-${cnslApplId}@calendar.student-portal`)!;
    expect((await alice.post(`/api/v1/cnsl/applications/${cnslApplId}/cancel`, { reason: '시험 일정과 겹쳐요' })).status).toBe(200);
    expect((await alice.post(`/api/v1/recruiting/fairs/bookings/${fairBookingId}/cancel`, {})).status).toBe(200);
    const events = parse((await fetchFeed(feedPath)).text);
    const c = events.find((e) => e.uid === before.uid)!;
    expect(c.status).toBe('CANCELLED');
    expect(c.sequence).toBeGreaterThan(before.sequence);
    expect(events.find((e) => e.uid === `fair-${fairBookingId}@calendar.student-portal`)?.status).toBe('CANCELLED');
    // And still so on the next poll.
    expect(parse((await fetchFeed(feedPath)).text).find((e) => e.uid === before.uid)?.status).toBe('CANCELLED');
  });
});

describe('single-event downloads', () => {
  it('gives her own programme and space booking as .ics, anyone else 404', async () => {
    const mine = await alice.raw(`${FEED}/items/program/${programId}.ics`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toContain('attachment');
    expect(parse(await mine.text()).some((e) => e.summary.includes(programTitle))).toBe(true);
    expect((await alice.raw(`${FEED}/items/space/${spaceBookingId}.ics`)).status).toBe(200);
    expect((await bora.raw(`${FEED}/items/space/${spaceBookingId}.ics`)).status).toBe(404);
    expect((await bora.raw(`${FEED}/items/program/${programId}.ics`)).status).toBe(404);
    for (const bad of ['cnsl/0', 'cnsl/abc', 'nope/1', 'cnsl/99999999999']) expect((await alice.raw(`${FEED}/items/${bad}.ics`)).status, bad).toBe(404);
    expect((await new Client().raw(`${FEED}/items/program/${programId}.ics`)).status).toBe(401);
  });
});

describe('the address', () => {
  it('reset kills the old address, revoke kills the new one', async () => {
    const fresh = await issue(alice);
    expect(fresh.webcal.startsWith('webcal://')).toBe(true);
    expect((await fetchFeed(feedPath)).status).toBe(404);
    expect((await fetchFeed(fresh.path)).status).toBe(200);
    const status = await alice.get(FEED);
    expect(status.body.data.active).toBe(true);
    expect(JSON.stringify(status.body.data)).not.toContain(fresh.token);
    expect((await alice.post(`${FEED}/revoke`)).status).toBe(200);
    expect((await fetchFeed(fresh.path)).status).toBe(404);
    expect((await alice.post(`${FEED}/revoke`)).status).toBe(404);
    expect((await alice.get(FEED)).body.data.active).toBe(false);
  });

  it('answers 404, never 500, to a bad token', async () => {
    for (const bad of ['x', 'A'.repeat(43), '%00', `${'a'.repeat(42)}%E2%80%8B`, 'A'.repeat(500), '..%2F..%2Fetc']) {
      const res = await fetchFeed(`${FEED}/feed/${bad}.ics`);
      expect(res.status, bad).toBe(404);
    }
  });

  it('refuses staff and logged-out callers on the settings calls', async () => {
    expect((await new Client().post(FEED)).status).toBe(401);
    const { client: staff } = await accountClient('stf');
    expect((await staff.post(FEED)).status).toBe(403);
  });
});
