// Job fairs over HTTP. A staff member registers a fair, gives two companies (outside users) a booth
// each and makes consultation slots. A student books a slot: the same slot again, a full slot and
// an overlapping slot at another booth are refused with Korean messages; two students racing for
// the last seat leave exactly one booking. She cancels a booking before the 24-hour cut-off but not
// after it, and cannot touch another student's booking (404). Each company sees only its own booth's
// bookings, without student numbers; staff export every booking as Excel. Fair days reach the
// calendar and, for a student with a booking, her private feed. Hostile input is refused with 400.
// Every account here is made fresh by the factories. The races bite on PostgreSQL
// (TEST_API_DATABASE_URL): without the row locks of the booking they fail there; PGlite runs one
// statement at a time and passes them either way.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Client, accountClient, byTestId, loggedIn, studentClient, unique } from './client';

const TODAY = '2026-11-22';
const BASE = '/api/v1/recruiting/fairs';
const MANAGE = '/api/v1/recruiting/manage/fairs';

const day = (n: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

interface Slot {
  slotId: number;
  day: string;
  start: string;
  end: string;
  left: number;
  capacity: number;
  past: boolean;
  myBookingId: number | null;
  canBook: boolean;
  canCancel: boolean;
}
interface Booth {
  boothId: number;
  boothNo: string;
  companyNm: string;
  slots: Slot[];
}

let staff: Client;
let companyA: { client: Client; userId: string };
let companyB: { client: Client; userId: string };
let fairId: number;
let fairTitle: string;
const names = { a: unique('가람테크').slice(0, 40), b: unique('나래물산').slice(0, 40) };
const boothIds: Record<'a' | 'b', number> = { a: 0, b: 0 };

async function detail(c: Client, id = fairId) {
  const res = await c.get(`${BASE}/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { fair: { title: string; phase: string }; booths: Booth[]; myBookings: { bookingId: number; slotId: number; canCancel: boolean }[] };
}
/** The slot of a booth starting at day/time. */
async function slotAt(c: Client, booth: 'a' | 'b', d: string, start: string) {
  const b = (await detail(c)).booths.find((x) => x.boothId === boothIds[booth])!;
  const s = b.slots.find((x) => x.day === d && x.start === start);
  expect(s, `${booth} ${d} ${start}`).toBeTruthy();
  return s!;
}
const book = (c: Client, slotId: number | string) => c.post(`${BASE}/slots/${slotId}/book`, {});
const cancel = (c: Client, bookingId: number | string) => c.post(`${BASE}/bookings/${bookingId}/cancel`, {});

beforeAll(async () => {
  staff = (await accountClient('stf', { roles: ['RECRUITING_MANAGER'] })).client;
  const a = await accountClient('otsdr');
  const b = await accountClient('otsdr');
  companyA = { client: a.client, userId: a.account.userId };
  companyB = { client: b.client, userId: b.account.userId };
  fairTitle = unique('시험 채용박람회');
  const created = await staff.post(MANAGE, { title: fairTitle, kindCd: 'CAMPUS', place: '공학관 로비', startDt: day(1), endDt: day(5), description: '시험용 채용박람회입니다. 부스 상담을 예약합니다.' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  fairId = created.body.data.fairId;
  for (const [k, owner, no] of [['a', companyA.userId, 'T-1'], ['b', companyB.userId, 'T-2']] as const) {
    const res = await staff.post(`${MANAGE}/${fairId}/booths`, { boothNo: no, ownerId: owner, companyNm: names[k], jobs: '개발 직무 상담' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    boothIds[k] = res.body.data.boothId;
  }
  // Booth A: 10:00-11:00 in 20-minute slots three days ahead, and just after midnight tomorrow
  // (always within 24 hours of now on the pinned day). Booth B: 10:00-10:40 the same day.
  const slotsA = await staff.post(`${MANAGE}/booths/${boothIds.a}/slots`, { date: day(3), start: '10:00', end: '11:00', minutes: 20, capacity: 1 });
  expect(slotsA.status, JSON.stringify(slotsA.body)).toBe(200);
  expect(slotsA.body.data).toEqual({ created: 3, skipped: 0 });
  expect((await staff.post(`${MANAGE}/booths/${boothIds.a}/slots`, { date: day(1), start: '00:00', end: '00:40', minutes: 20, capacity: 1 })).body.data.created).toBe(2);
  expect((await staff.post(`${MANAGE}/booths/${boothIds.b}/slots`, { date: day(3), start: '10:00', end: '10:40', minutes: 20, capacity: 1 })).body.data.created).toBe(2);
});

describe('fairs for students', () => {
  it('lists upcoming fairs on campus and online, past ones on the full list, and finds a fair by a company at it', async () => {
    const { client: s } = await studentClient();
    const upcoming = await s.get(BASE, { when: 'upcoming', size: 100 });
    expect(upcoming.status).toBe(200);
    const titles = upcoming.body.data.list.map((f: { title: string }) => f.title);
    expect(titles).toContain('2026 한울 겨울 채용박람회');
    expect(titles).toContain('IT·데이터 직무 온라인 채용설명회');
    expect(titles).not.toContain('2026 하반기 한울 채용박람회');
    const online = upcoming.body.data.list.find((f: { title: string }) => f.title === 'IT·데이터 직무 온라인 채용설명회');
    expect(online).toMatchObject({ kindCd: 'ONLINE', kindNm: '온라인', phase: 'UPCOMING', startDt: '2026-12-10' });
    const past = await s.get(BASE, { when: 'past' });
    expect(past.body.data.list.map((f: { title: string; phase: string }) => [f.title, f.phase])).toContainEqual(['2026 하반기 한울 채용박람회', 'ENDED']);
    // A word of a booth's company finds the fair.
    const byCompany = await s.get(BASE, { keyword: names.a.slice(0, 8) });
    expect(byCompany.body.data.list.map((f: { fairId: number }) => f.fairId)).toEqual([fairId]);
    // The pages render, escaped, with the fair and the student's (empty) bookings.
    const home = await s.page('/user/careerinfo/recrtfair');
    expect(home.status).toBe(200);
    expect(home.html).toContain(fairTitle);
    expect(byTestId(home.html, 'my-booking-count')).toBe('0');
    const list = await s.page(`/user/careerinfo/recrtfair_list?when=past`);
    expect(list.html).toContain('2026 하반기 한울 채용박람회');
    expect(list.html).not.toContain(fairTitle);
  });

  it('shows the demo booking of student1 in her bookings', async () => {
    const s1 = await loggedIn('student1', 'std');
    const res = await s1.get(`${BASE}/bookings`);
    expect(res.status).toBe(200);
    expect(res.body.data.filter((b: { past: boolean }) => !b.past).map((b: { companyNm: string; day: string; start: string }) => [b.companyNm, b.day, b.start])).toEqual([['(주)누리데이터웍스', '2026-12-03', '10:00']]);
  });
});

describe('booking a slot', () => {
  it('books, refuses the same slot twice, a full slot and an overlapping slot, and accepts the next slot', async () => {
    const { client: x } = await studentClient();
    const { client: y } = await studentClient();
    const first = await slotAt(x, 'a', day(3), '10:00');
    expect(first).toMatchObject({ end: '10:20', capacity: 1, left: 1, canBook: true, myBookingId: null });

    const ok = await book(x, first.slotId);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe('상담을 예약했습니다.');
    const after = await slotAt(x, 'a', day(3), '10:00');
    expect(after).toMatchObject({ left: 0, canBook: false, myBookingId: ok.body.data.bookingId, canCancel: true });

    const again = await book(x, first.slotId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 예약한 상담 시간입니다.');

    const full = await book(y, first.slotId);
    expect(full.status).toBe(409);
    expect(full.body.message).toContain('이미 예약이 마감된 상담 시간입니다');
    expect((await slotAt(y, 'a', day(3), '10:00')).canBook).toBe(false);

    // Booth B at 10:00 overlaps her 10:00 at booth A.
    const other = await slotAt(x, 'b', day(3), '10:00');
    const clash = await book(x, other.slotId);
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('같은 시간에 예약한 상담이 있습니다');
    expect(clash.body.message).toContain(names.a);

    // 10:20 at booth A touches 10:20 but does not overlap: allowed.
    const next = await slotAt(x, 'a', day(3), '10:20');
    expect((await book(x, next.slotId)).status).toBe(200);
    const mine = await x.get(`${BASE}/bookings`);
    expect(mine.body.data.map((b: { start: string; companyNm: string }) => `${b.companyNm} ${b.start}`)).toEqual([`${names.a} 10:00`, `${names.a} 10:20`]);
    const page = await x.page(`/user/careerinfo/recrtfair/detail/${fairId}`);
    expect(page.status).toBe(200);
    expect(byTestId(page.html, 'my-booking-count')).toBe('2');
    expect(page.html).toContain('내 예약');
  });

  it('lets exactly one of two students racing for the last seat have it', async () => {
    const [{ client: p }, { client: q }] = await Promise.all([studentClient(), studentClient()]);
    const s = await slotAt(p, 'b', day(3), '10:20');
    expect(s.left).toBe(1);
    const results = await Promise.all([book(p, s.slotId), book(q, s.slotId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await slotAt(p, 'b', day(3), '10:20')).left).toBe(0);
    const board = await staff.get(`${MANAGE}/${fairId}`);
    const slot = board.body.data.booths.flatMap((b: { slots: { slotId: number; booked: number }[] }) => b.slots).find((x: { slotId: number }) => x.slotId === s.slotId);
    expect(slot.booked).toBe(1);
  });

  it('keeps a slot of two seats at two bookings when five students ask at once, and one student from two overlapping slots at once', async () => {
    expect((await staff.post(`${MANAGE}/booths/${boothIds.a}/slots`, { date: day(4), start: '14:00', end: '14:20', minutes: 20, capacity: 2 })).body.data.created).toBe(1);
    expect((await staff.post(`${MANAGE}/booths/${boothIds.a}/slots`, { date: day(4), start: '15:00', end: '15:20', minutes: 20, capacity: 1 })).body.data.created).toBe(1);
    expect((await staff.post(`${MANAGE}/booths/${boothIds.b}/slots`, { date: day(4), start: '15:10', end: '15:30', minutes: 20, capacity: 1 })).body.data.created).toBe(1);
    const students = await Promise.all(Array.from({ length: 5 }, () => studentClient()));
    const pair = await slotAt(students[0].client, 'a', day(4), '14:00');
    const results = await Promise.all(students.map(({ client }) => book(client, pair.slotId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect((await slotAt(students[0].client, 'a', day(4), '14:00')).left).toBe(0);

    const me = students[4].client;
    const [x, y] = [await slotAt(me, 'a', day(4), '15:00'), await slotAt(me, 'b', day(4), '15:10')];
    const both = await Promise.all([book(me, x.slotId), book(me, y.slotId)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.message).toContain('같은 시간에 예약한 상담이 있습니다');
  });

  it('refuses a slot that has already started, and slots of a cancelled fair are not found', async () => {
    const { client: s } = await studentClient();
    const past = (await s.get(BASE, { when: 'past' })).body.data.list.find((f: { title: string }) => f.title === '2026 하반기 한울 채용박람회');
    const d = await detail(s, past.fairId);
    const slot = d.booths[0].slots[0];
    expect(slot.past).toBe(true);
    const res = await book(s, slot.slotId);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('이미 시작했거나 지난 상담 시간은 예약할 수 없습니다.');

    const other = await staff.post(MANAGE, { title: unique('취소될 박람회'), kindCd: 'ONLINE', place: 'Zoom', onlineUrl: 'https://meet.example.com/x', startDt: day(10), endDt: day(10), description: '곧 취소될 박람회입니다.' });
    const booth = await staff.post(`${MANAGE}/${other.body.data.fairId}/booths`, { boothNo: 'Z-1', companyNm: '취소상사', jobs: '상담' });
    await staff.post(`${MANAGE}/booths/${booth.body.data.boothId}/slots`, { date: day(10), start: '10:00', end: '10:20', minutes: 20, capacity: 1 });
    const slotId = (await detail(s, other.body.data.fairId)).booths[0].slots[0].slotId;
    expect((await book(s, slotId)).status).toBe(200);
    expect((await s.get(`${BASE}/bookings`)).body.data.map((b: { slotId: number }) => b.slotId)).toContain(slotId);
    expect((await staff.post(`${MANAGE}/${other.body.data.fairId}/status`, { status: 'CANCELLED' })).status).toBe(200);
    // Her booking there is no longer listed.
    expect((await s.get(`${BASE}/bookings`)).body.data.map((b: { slotId: number }) => b.slotId)).not.toContain(slotId);
    expect((await s.get(`${BASE}/${other.body.data.fairId}`)).status).toBe(404);
    expect((await book(s, slotId)).status).toBe(404);
    expect((await s.page(`/user/careerinfo/recrtfair/detail/${other.body.data.fairId}`)).status).toBe(404);
  });
});

describe('cancelling', () => {
  it('cancels before the cut-off (the seat opens again), refuses after it, and hides other students’ bookings', async () => {
    const { client: x } = await studentClient();
    const { client: y } = await studentClient();
    const later = await slotAt(x, 'a', day(3), '10:40');
    const booked = await book(x, later.slotId);
    expect(booked.status).toBe(200);

    // Another student can neither cancel nor see it: 404 as for a booking that does not exist.
    const foreign = await cancel(y, booked.body.data.bookingId);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('예약을 찾을 수 없습니다.');
    expect((await cancel(y, 2_000_000_000)).status).toBe(404);

    const done = await cancel(x, booked.body.data.bookingId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe('예약을 취소했습니다.');
    expect((await cancel(x, booked.body.data.bookingId)).status).toBe(404);
    // The seat is free again: the other student takes it.
    expect((await book(y, later.slotId)).status).toBe(200);

    // Just after midnight tomorrow is always less than 24 hours away on the pinned day.
    const soon = await slotAt(x, 'a', day(1), '00:00');
    const late = await book(x, soon.slotId);
    expect(late.status).toBe(200);
    expect((await slotAt(x, 'a', day(1), '00:00')).canCancel).toBe(false);
    const refused = await cancel(x, late.body.data.bookingId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('상담 시작 24시간 전까지만 취소할 수 있습니다');
    expect((await x.get(`${BASE}/bookings`)).body.data.map((b: { slotId: number }) => b.slotId)).toContain(soon.slotId);

    // The centre can still cancel it for her; a company cannot.
    expect((await companyA.client.post(`${MANAGE}/bookings/${late.body.data.bookingId}/cancel`, {})).status).toBe(403);
    const byStaff = await staff.post(`${MANAGE}/bookings/${late.body.data.bookingId}/cancel`, {});
    expect(byStaff.status).toBe(200);
    expect((await x.get(`${BASE}/bookings`)).body.data.map((b: { slotId: number }) => b.slotId)).not.toContain(soon.slotId);
    expect((await staff.post(`${MANAGE}/bookings/${late.body.data.bookingId}/cancel`, {})).status).toBe(404);
  });
});

describe('companies and staff', () => {
  it('shows a company only the bookings of its own booth, without student numbers', async () => {
    const { client: s, account } = await studentClient({ korNm: '예약학생' });
    const slot = await slotAt(s, 'b', day(3), '10:00');
    expect((await book(s, slot.slotId)).status).toBe(200);

    const b = await companyB.client.get(`${MANAGE}/${fairId}`);
    expect(b.status).toBe(200);
    expect(b.body.data.booths.map((x: Booth) => x.companyNm)).toEqual([names.b]);
    const bookings = b.body.data.booths[0].slots.flatMap((x: { bookings: { korNm: string; studentId: string | null }[] }) => x.bookings);
    expect(bookings).toContainEqual(expect.objectContaining({ korNm: '예약학생', studentId: null }));
    const a = await companyA.client.get(`${MANAGE}/${fairId}`);
    expect(a.body.data.booths.map((x: Booth) => x.companyNm)).toEqual([names.a]);
    expect(JSON.stringify(a.body.data)).not.toContain('예약학생');

    const page = await companyB.client.page(`/otsdr/recruiting/fairs/${fairId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('예약학생');
    expect(page.html).not.toContain(names.a);
    expect(page.html).not.toContain(account.userId);
    expect((await companyA.client.page('/otsdr/recruiting/fairs')).html).toContain(fairTitle);

    // A company with no booth at the fair finds nothing; students and companies cannot manage.
    const { client: stranger } = await accountClient('otsdr');
    expect((await stranger.get(`${MANAGE}/${fairId}`)).status).toBe(404);
    expect((await stranger.page(`/otsdr/recruiting/fairs/${fairId}`)).status).toBe(404);
    expect((await s.get(`${MANAGE}/${fairId}`)).status).toBe(403);
    expect((await companyA.client.post(`${MANAGE}/${fairId}/booths`, { boothNo: 'X-9', companyNm: '끼어들기', jobs: '상담' })).status).toBe(403);
    expect((await companyA.client.post(`${MANAGE}/booths/${boothIds.a}/slots`, { date: day(3), start: '13:00', end: '14:00', minutes: 20, capacity: 1 })).status).toBe(403);
    expect((await companyA.client.get(`${MANAGE}/${fairId}/export`)).status).toBe(403);
  });

  it('lets staff see every booking with student numbers and export them as Excel', async () => {
    const board = await staff.get(`${MANAGE}/${fairId}`);
    expect(board.body.data.booths.map((x: Booth) => x.companyNm)).toEqual([names.a, names.b]);
    const res = await staff.bytes(`${MANAGE}/${fairId}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('상담 예약')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('기업');
    const companies = new Set<string>();
    const states = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      companies.add(String(row.getCell(2).value));
      states.add(String(row.getCell(9).value));
      expect(String(row.getCell(5).value)).toMatch(/^s/);
    });
    expect([...companies].sort()).toEqual([names.a, names.b].sort());
    expect(states).toEqual(new Set(['예약', '취소']));
    const page = await staff.page(`/stf/recruiting/fairs/${fairId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(names.b);
    expect((await staff.page('/stf/recruiting/fairs')).html).toContain(fairTitle);
  });

  it('skips slots that overlap the booth’s existing ones and keeps slots inside the fair’s days', async () => {
    const res = await staff.post(`${MANAGE}/booths/${boothIds.b}/slots`, { date: day(3), start: '10:30', end: '11:30', minutes: 30, capacity: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ created: 1, skipped: 1 });
    const outside = await staff.post(`${MANAGE}/booths/${boothIds.b}/slots`, { date: day(9), start: '10:00', end: '11:00', minutes: 20, capacity: 1 });
    expect(outside.status).toBe(400);
    expect(outside.body.data.date).toContain(day(1));
    const tooShort = await staff.post(`${MANAGE}/booths/${boothIds.b}/slots`, { date: day(4), start: '10:00', end: '10:10', minutes: 20, capacity: 1 });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toMatch(/[가-힣]/);
  });
});

describe('calendar', () => {
  it('puts every day of a fair in the calendar and a booked fair in the student’s private feed', async () => {
    const { client: s } = await studentClient();
    const cal = await s.get('/api/v1/recruiting/calendar', { start: '2026-12-01', end: '2026-12-31', kinds: 'FAIR' });
    expect(cal.status).toBe(200);
    const entries = cal.body.data as { id: string; kind: string; title: string; date: string; url: string }[];
    expect(entries.filter((e) => e.title === '[채용박람회] 2026 한울 겨울 채용박람회').map((e) => e.date)).toEqual(['2026-12-03', '2026-12-04']);
    expect(entries.every((e) => e.kind === 'FAIR')).toBe(true);
    // Bookmarks only: fairs where she holds a booking.
    expect((await s.get('/api/v1/recruiting/calendar', { start: '2026-11-01', end: '2026-12-31', bookmarked: 'Y', kinds: 'FAIR' })).body.data).toEqual([]);
    const free = (await detail(s)).booths.flatMap((b) => b.slots).find((x) => x.canBook)!;
    expect((await book(s, free.slotId)).status).toBe(200);
    const mine = await s.get('/api/v1/recruiting/calendar', { start: '2026-11-01', end: '2026-12-31', bookmarked: 'Y', kinds: 'FAIR' });
    expect(mine.body.data.map((e: { title: string }) => e.title)).toContain(`[채용박람회] ${fairTitle}`);
    const issued = await s.post('/api/v1/recruiting/feed');
    const ics = await (await new Client().raw(issued.body.data.path)).text();
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain(fairTitle);
  });
});

describe('hostile input', () => {
  it('answers 400 in Korean for malformed ids, queries and bodies, and escapes what staff wrote', async () => {
    const { client: s } = await studentClient();
    for (const path of [`${BASE}/slots/abc/book`, `${BASE}/slots/99999999999/book`, `${BASE}/slots/-1/book`, `${BASE}/bookings/1e3/cancel`]) {
      const res = await s.post(path, {});
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect((await book(s, 2_000_000_000)).status).toBe(404);
    const queries: Record<string, string | number>[] = [{ when: 'future' }, { kindCd: 'MOON' }, { page: 0 }, { size: 1000 }, { keyword: 'a\u0000b' }];
    for (const q of queries) {
      const res = await s.get(BASE, q);
      expect(res.status, JSON.stringify(q)).toBe(400);
    }
    expect((await s.get(`${BASE}/abc`)).status).toBe(400);

    const bad = [
      { title: '짧', kindCd: 'CAMPUS', place: '강당', startDt: day(1), endDt: day(2), description: '설명이 충분히 깁니다.' },
      { title: '정상 박람회 제목', kindCd: 'MOON', place: '강당', startDt: day(1), endDt: day(2), description: '설명이 충분히 깁니다.' },
      { title: '정상 박람회 제목', kindCd: 'CAMPUS', place: '강당', startDt: day(3), endDt: day(2), description: '설명이 충분히 깁니다.' },
      { title: '정상 박람회 제목', kindCd: 'CAMPUS', place: '강당\u202E', startDt: day(1), endDt: day(2), description: '설명이 충분히 깁니다.' },
      { title: '정상 박람회 제목', kindCd: 'ONLINE', place: 'Zoom', startDt: day(1), endDt: day(2), description: '설명이 충분히 깁니다.' },
      { title: '정상 박람회 제목', kindCd: 'CAMPUS', place: '강당', startDt: '2026-02-30', endDt: day(2), description: '설명이 충분히 깁니다.' },
    ];
    for (const body of bad) {
      const res = await staff.post(MANAGE, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.values(res.body.data as Record<string, string>).join(' ')).toMatch(/[가-힣]/);
    }
    expect((await staff.post(MANAGE, '{"title":')).status).toBe(400);
    const slotBad = [
      { date: day(3), start: '25:00', end: '26:00', minutes: 20, capacity: 1 },
      { date: day(3), start: '11:00', end: '10:00', minutes: 20, capacity: 1 },
      { date: day(3), start: '10:00', end: '11:00', minutes: 5, capacity: 1 },
      { date: day(3), start: '10:00', end: '11:00', minutes: 20, capacity: 0 },
    ];
    for (const body of slotBad) expect((await staff.post(`${MANAGE}/booths/${boothIds.a}/slots`, body)).status, JSON.stringify(body)).toBe(400);
    const unknownOwner = await staff.post(`${MANAGE}/${fairId}/booths`, { boothNo: 'Q-1', ownerId: 'student1', jobs: '상담' });
    expect(unknownOwner.status).toBe(400);
    expect(unknownOwner.body.data.ownerId).toMatch(/[가-힣]/);
    const dupNo = await staff.post(`${MANAGE}/${fairId}/booths`, { boothNo: 'T-1', companyNm: '중복부스', jobs: '상담' });
    expect(dupNo.status).toBe(409);

    // What staff typed is shown as text, never as markup.
    const xss = await staff.post(`${MANAGE}/${fairId}/booths`, { boothNo: 'X-1', companyNm: '<img src=x onerror=alert(1)>', jobs: '<script>alert(1)</script>' });
    expect(xss.status).toBe(200);
    const page = await s.page(`/user/careerinfo/recrtfair/detail/${fairId}`);
    expect(page.html).not.toContain('<img src=x onerror');
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('staff edit a fair and delete booths and slots', () => {
  it('edits a fair, keeps its period around the slots, and refuses to delete a booth or slot a student booked until the booking is cancelled', async () => {
    const title = unique('삭제 시험 박람회');
    const created = await staff.post(MANAGE, { title, kindCd: 'CAMPUS', place: '인문관 로비', startDt: day(2), endDt: day(4), description: '부스와 상담 시간 삭제를 시험합니다.' });
    const id = created.body.data.fairId as number;
    const booth = (await staff.post(`${MANAGE}/${id}/booths`, { boothNo: 'D-1', companyNm: unique('다온상사').slice(0, 40), jobs: '영업 직무' })).body.data.boothId as number;
    const spare = (await staff.post(`${MANAGE}/${id}/booths`, { boothNo: 'D-2', companyNm: unique('라온식품').slice(0, 40), jobs: '품질 관리' })).body.data.boothId as number;
    expect((await staff.post(`${MANAGE}/booths/${booth}/slots`, { date: day(3), start: '13:00', end: '14:00', minutes: 30, capacity: 1 })).body.data.created).toBe(2);
    expect((await staff.post(`${MANAGE}/booths/${spare}/slots`, { date: day(3), start: '13:00', end: '13:30', minutes: 30, capacity: 1 })).body.data.created).toBe(1);

    // Edit: a new title and place are stored; a period that leaves the slots' day out is refused.
    const edit = { title: `${title} (수정)`, kindCd: 'CAMPUS', place: '인문관 1층', startDt: day(2), endDt: day(5), description: '장소가 바뀌었습니다. 부스 상담을 예약합니다.' };
    const saved = await staff.post(`${MANAGE}/${id}`, edit);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const board = (await staff.get(`${MANAGE}/${id}`)).body.data;
    expect(board.fair).toMatchObject({ title: `${title} (수정)`, place: '인문관 1층', endDt: day(5) });
    const shrink = await staff.post(`${MANAGE}/${id}`, { ...edit, startDt: day(4), endDt: day(5) });
    expect(shrink.status).toBe(400);
    expect(shrink.body.message).toContain(day(3));
    const { client: company } = await accountClient('otsdr');
    expect((await company.post(`${MANAGE}/${id}`, edit)).status).toBe(403);
    expect((await staff.post(`${MANAGE}/99999999`, edit)).status).toBe(404);

    // A student books the first slot of booth D-1.
    const { client: s } = await studentClient();
    const slots = board.booths.find((b: { boothId: number }) => b.boothId === booth).slots as { slotId: number; start: string }[];
    const [first, second] = slots;
    const booked = await book(s, first.slotId);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);

    // The booked slot and its booth are kept, with a Korean reason; the free slot goes.
    const refusedSlot = await staff.post(`${MANAGE}/slots/${first.slotId}/delete`, {});
    expect(refusedSlot.status).toBe(409);
    expect(refusedSlot.body.message).toBe('이 상담 시간에 예약한 학생이 1명 있어 삭제할 수 없습니다. 예약을 먼저 취소해 주세요.');
    const refusedBooth = await staff.post(`${MANAGE}/booths/${booth}/delete`, {});
    expect(refusedBooth.status).toBe(409);
    expect(refusedBooth.body.message).toContain('예약을 먼저 취소해 주세요');
    expect((await staff.post(`${MANAGE}/slots/${second.slotId}/delete`, {})).status).toBe(200);
    expect((await staff.post(`${MANAGE}/slots/${second.slotId}/delete`, {})).status).toBe(404);
    expect((await company.post(`${MANAGE}/slots/${first.slotId}/delete`, {})).status).toBe(403);

    // Once staff cancel the booking, the booth goes with its slot; the student's booking list no longer shows it.
    expect((await staff.post(`${MANAGE}/bookings/${booked.body.data.bookingId}/cancel`, {})).status).toBe(200);
    expect((await staff.post(`${MANAGE}/booths/${booth}/delete`, {})).status).toBe(200);
    expect((await staff.post(`${MANAGE}/booths/${spare}/delete`, {})).status).toBe(200);
    const after = (await staff.get(`${MANAGE}/${id}`)).body.data;
    expect(after.booths).toEqual([]);
    expect((await s.get(`${BASE}/bookings`)).body.data.map((b: { bookingId: number }) => b.bookingId)).not.toContain(booked.body.data.bookingId);
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expect((await staff.post(`${MANAGE}/booths/${bad}/delete`, {})).status).toBe(400);
      expect((await staff.post(`${MANAGE}/slots/${bad}/delete`, {})).status).toBe(400);
    }
  });
});
