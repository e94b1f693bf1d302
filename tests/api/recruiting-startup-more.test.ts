// Startup support, the second round. Spaces have closed days: staff close a space every Sunday and
// on one date; a booking on either is refused with a Korean reason naming the closure, the day
// after is bookable, the booking page shows the closures, and opening the date again makes it
// bookable. Students cannot close spaces; bad closures answer 400, unknown ones 404.
// A team returned by staff can be edited by its leader and sent again: with the same members it
// goes straight back to staff and the members' confirmations stand; with a changed member list every
// member confirms again (a removed member is told, a new one is asked) and staff wait for them.
// Only the leader of a returned team may do it (anyone else: 404; a team not returned: 409), and
// every step is in the team's history that the members and staff read. Every account is made fresh.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, byTestId, studentClient, unique } from './client';

const TODAY = '2026-11-22'; // a Sunday, the demo world's today
const BASE = '/api/v1/recruiting/startup';
const MANAGE = '/api/v1/recruiting/manage/startup';
const day = (n: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const SUNDAY = day(7);
const CLOSED = day(3);

let staff: Client;
const book = (c: Client, spaceId: number, useDt: string) => c.post(`${BASE}/spaces/bookings`, { spaceId, useDt, start: '10:00', end: '11:00', purpose: '팀 회의' });

beforeAll(async () => {
  staff = (await accountClient('stf', { roles: ['STARTUP_MANAGER'] })).client;
});

describe('closed days of a space', () => {
  let spaceId: number;
  let dateClosure: number;
  let student: Client;

  beforeAll(async () => {
    const res = await staff.post(`${MANAGE}/spaces`, { kindCd: 'ROOM', spaceNm: unique('휴무 회의실').slice(0, 40), location: '학생회관 3층', seats: 4, openTm: '09:00', closeTm: '18:00' });
    spaceId = res.body.data.spaceId;
    student = (await studentClient()).client;
  });

  it('are set by staff, every given weekday or one date, once each', async () => {
    const weekly = await staff.post(`${MANAGE}/spaces/${spaceId}/closures`, { kind: 'WEEKDAY', weekday: '0', note: '정기 휴무' });
    expect(weekly.status, JSON.stringify(weekly.body)).toBe(200);
    expect(weekly.body.message).toBe('휴무일을 등록했습니다: 매주 일요일 정기 휴무');
    const once = await staff.post(`${MANAGE}/spaces/${spaceId}/closures`, { kind: 'DATE', closedDt: CLOSED, weekday: '', note: '시설 점검 휴관' });
    expect(once.status, JSON.stringify(once.body)).toBe(200);
    dateClosure = once.body.data.closureId;
    expect((await staff.post(`${MANAGE}/spaces/${spaceId}/closures`, { kind: 'WEEKDAY', weekday: 0, note: '또 휴무' })).status).toBe(409);
    const listed = (await staff.get(`${MANAGE}/spaces/${spaceId}/closures`)).body.data as { label: string }[];
    expect(listed.map((c) => c.label)).toEqual(['매주 일요일 정기 휴무', `${CLOSED}(수) 시설 점검 휴관`]);
    const page = await staff.page('/stf/recruiting/startup/spaces');
    expect(byTestId(page.html, `space-closures-${spaceId}`)).toContain('매주 일요일 정기 휴무');
  });

  it('refuse a booking on a closed day with the reason, and take the day after', async () => {
    const sunday = await book(student, spaceId, SUNDAY);
    expect(sunday.status).toBe(400);
    expect(sunday.body.message).toContain(`${SUNDAY}(일)에는`);
    expect(sunday.body.message).toContain('매주 일요일 정기 휴무');
    expect(sunday.body.data.useDt).toContain('이용할 수 없습니다');
    const closed = await book(student, spaceId, CLOSED);
    expect(closed.status).toBe(400);
    expect(closed.body.message).toContain('시설 점검 휴관');
    expect((await book(student, spaceId, day(8))).status).toBe(200);
    // Nothing was stored for the refused days.
    const mine = (await student.get(`${BASE}/spaces/bookings`)).body.data as { useDt: string }[];
    expect(mine.map((b) => b.useDt)).toEqual([day(8)]);
  });

  it('are shown on the booking page and in the list of the day', async () => {
    const list = await student.get(`${BASE}/spaces`, { useDt: SUNDAY });
    const space = list.body.data.spaces.find((s: { spaceId: number }) => s.spaceId === spaceId);
    expect(space).toMatchObject({ closedNote: '매주 일요일 정기 휴무', closures: ['매주 일요일 정기 휴무', `${CLOSED}(수) 시설 점검 휴관`] });
    const open = (await student.get(`${BASE}/spaces`, { useDt: day(8) })).body.data.spaces.find((s: { spaceId: number }) => s.spaceId === spaceId);
    expect(open.closedNote).toBeNull();
    const page = await student.page(`/user/careerinfo/startupsupp/tab03?useDt=${SUNDAY}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`${SUNDAY} 휴무 (매주 일요일 정기 휴무)`);
    expect(page.html).toContain(`${CLOSED}(수) 시설 점검 휴관`);
  });

  it('open again when staff remove them', async () => {
    expect((await staff.post(`${MANAGE}/closures/${dateClosure}`, {})).status).toBe(200);
    expect((await staff.post(`${MANAGE}/closures/${dateClosure}`, {})).status).toBe(404);
    expect((await book(student, spaceId, CLOSED)).status).toBe(200);
  });

  it('are refused to students and check their input', async () => {
    expect((await student.post(`${MANAGE}/spaces/${spaceId}/closures`, { kind: 'WEEKDAY', weekday: 6, note: '휴무' })).status).toBe(403);
    expect((await staff.post(`${MANAGE}/spaces/99999999/closures`, { kind: 'WEEKDAY', weekday: 6, note: '휴무' })).status).toBe(404);
    const bad = [
      { kind: 'MONTH', weekday: 1, note: '휴무' },
      { kind: 'WEEKDAY', weekday: 7, note: '휴무' },
      { kind: 'WEEKDAY', weekday: 'sun', note: '휴무' },
      { kind: 'WEEKDAY', note: '휴무' },
      { kind: 'DATE', closedDt: '2026-02-30', note: '휴관' },
      { kind: 'DATE', note: '휴관' },
      { kind: 'DATE', closedDt: CLOSED, note: '' },
      { kind: 'DATE', closedDt: CLOSED, note: '휴\u0000관' },
      { kind: 'DATE', closedDt: CLOSED, note: '가'.repeat(41) },
    ];
    for (const body of bad) {
      const res = await staff.post(`${MANAGE}/spaces/${spaceId}/closures`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.values(res.body.data as Record<string, string>).join(' ')).toMatch(/[가-힣]/);
    }
    expect((await staff.post(`${MANAGE}/closures/abc`, {})).status).toBe(400);
  });
});

describe('a closed day added over existing bookings', () => {
  let roomA: number;
  let roomB: number;
  let spaceNm: string;
  let s1: Client;
  let s2: Client;
  let s3: Client;
  const TUESDAY = day(2); // 2026-11-24
  const NEXT_TUESDAY = day(9);
  const WEDNESDAY = day(3);
  const mine = async (c: Client) => (await c.get(`${BASE}/spaces/bookings`)).body.data as { bookingId: number; useDt: string; status: string; cancelNote: string | null; spaceNm: string }[];

  beforeAll(async () => {
    spaceNm = unique('휴무 예정 회의실').slice(0, 40);
    roomA = (await staff.post(`${MANAGE}/spaces`, { kindCd: 'ROOM', spaceNm, location: '학생회관 3층', seats: 4, openTm: '09:00', closeTm: '18:00' })).body.data.spaceId;
    roomB = (await staff.post(`${MANAGE}/spaces`, { kindCd: 'ROOM', spaceNm: unique('옆 회의실').slice(0, 40), location: '학생회관 3층', seats: 4, openTm: '09:00', closeTm: '18:00' })).body.data.spaceId;
    [s1, s2, s3] = (await Promise.all([studentClient(), studentClient(), studentClient()])).map((s) => s.client);
    for (const [c, spaceId, useDt, start, end] of [
      [s1, roomA, TUESDAY, '10:00', '11:00'],
      [s1, roomA, NEXT_TUESDAY, '10:00', '11:00'],
      [s1, roomA, WEDNESDAY, '10:00', '11:00'],
      [s2, roomA, TUESDAY, '12:00', '13:00'],
      [s3, roomB, TUESDAY, '10:00', '11:00'],
    ] as const) {
      const res = await c.post(`${BASE}/spaces/bookings`, { spaceId, useDt, start, end, purpose: '팀 회의' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it('tells staff first how many bookings it would cancel, without changing anything', async () => {
    const asked = await staff.get(`${MANAGE}/spaces/${roomA}/closures/impact`, { kind: 'WEEKDAY', weekday: '2', note: '정기 휴무' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toEqual({ cancels: 3, label: '매주 화요일 정기 휴무' });
    expect((await staff.get(`${MANAGE}/spaces/${roomA}/closures/impact`, { kind: 'DATE', closedDt: day(4), note: '점검' })).body.data.cancels).toBe(0);
    expect((await mine(s1)).every((b) => b.status === 'BOOKED')).toBe(true);
    // Checked like the closure itself; students may not ask; an unknown space is not found.
    const bad = await staff.get(`${MANAGE}/spaces/${roomA}/closures/impact`, { kind: 'WEEKDAY', weekday: '9', note: '휴무' });
    expect(bad.status).toBe(400);
    expect(Object.values(bad.body.data as Record<string, string>).join(' ')).toMatch(/[가-힣]/);
    expect((await s1.get(`${MANAGE}/spaces/${roomA}/closures/impact`, { kind: 'WEEKDAY', weekday: '2', note: '휴무' })).status).toBe(403);
    expect((await staff.get(`${MANAGE}/spaces/99999999/closures/impact`, { kind: 'WEEKDAY', weekday: '2', note: '휴무' })).status).toBe(404);
  });

  it('cancels the covered bookings with the reason and tells each booker; other days and spaces stay', async () => {
    const added = await staff.post(`${MANAGE}/spaces/${roomA}/closures`, { kind: 'WEEKDAY', weekday: '2', note: '정기 휴무' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.cancelled).toBe(3);
    expect(added.body.message).toBe('휴무일을 등록했습니다: 매주 화요일 정기 휴무. 예약 3건을 취소하고 예약자에게 알렸습니다.');

    const first = await mine(s1);
    expect(first.map((b) => [b.useDt, b.status, b.cancelNote])).toEqual([
      [TUESDAY, 'CANCELLED', '매주 화요일 정기 휴무'],
      [WEDNESDAY, 'BOOKED', null],
      [NEXT_TUESDAY, 'CANCELLED', '매주 화요일 정기 휴무'],
    ]);
    expect((await mine(s2)).map((b) => b.status)).toEqual(['CANCELLED']);
    expect((await mine(s3)).map((b) => b.status)).toEqual(['BOOKED']);

    const inbox = (await s1.get('/api/v1/messages/inbox', { size: 20 })).body.data as { msgTitle: string; msgCont: string }[];
    const told = JSON.stringify(inbox);
    expect(told).toContain(`${spaceNm} ${TUESDAY} 예약이 취소되었습니다`);
    expect(told).toContain(`${spaceNm} ${NEXT_TUESDAY}(화) 10:00~11:00 예약이 휴무일 지정으로 취소되었습니다. 사유: 매주 화요일 정기 휴무`);
    expect(JSON.stringify((await s2.get('/api/v1/messages/inbox', { size: 20 })).body.data)).toContain(`${TUESDAY}(화) 12:00~13:00`);
    expect(JSON.stringify((await s3.get('/api/v1/messages/inbox', { size: 20 })).body.data)).not.toContain('휴무일 지정으로 취소');

    // Her page lists the booking as cancelled by the closed day; staff no longer see it booked.
    const page = await s1.page('/user/careerinfo/startupsupp/tab03');
    expect(page.html).toContain('휴무로 취소 (매주 화요일 정기 휴무)');
    const staffPage = await staff.page('/stf/recruiting/startup/spaces');
    expect(byTestId(staffPage.html, 'staff-bookings')).not.toContain(`${TUESDAY}(화)</td><td class="text-nowrap">10:00~11:00</td><td>${spaceNm}`);
  });

  it('a date closure cancels only that day, and a second closure of a day with nothing left cancels nothing', async () => {
    const added = await staff.post(`${MANAGE}/spaces/${roomA}/closures`, { kind: 'DATE', closedDt: WEDNESDAY, note: '시설 점검' });
    expect(added.body.data.cancelled).toBe(1);
    expect((await mine(s1)).find((b) => b.useDt === WEDNESDAY)).toMatchObject({ status: 'CANCELLED', cancelNote: `${WEDNESDAY}(수) 시설 점검` });
    const again = await staff.post(`${MANAGE}/spaces/${roomA}/closures`, { kind: 'DATE', closedDt: day(10), note: '시설 점검' });
    expect(again.body).toMatchObject({ message: `휴무일을 등록했습니다: ${day(10)}(수) 시설 점검`, data: { cancelled: 0 } });
  });

  it('marks the closed days of each space in the booking form', async () => {
    const list = (await s1.get(`${BASE}/spaces`, { useDt: day(1) })).body.data.spaces as { spaceId: number; closedDays: Record<string, string> }[];
    expect(list.find((s) => s.spaceId === roomA)!.closedDays).toEqual({ [TUESDAY]: '매주 화요일 정기 휴무', [WEDNESDAY]: `${WEDNESDAY}(수) 시설 점검`, [NEXT_TUESDAY]: '매주 화요일 정기 휴무', [day(10)]: `${day(10)}(수) 시설 점검` });
    expect(list.find((s) => s.spaceId === roomB)!.closedDays).toEqual({});
  });
});

describe('a returned team sent again', () => {
  it('goes back to staff at once with the same members, and every member confirms again when the list changed', async () => {
    const { client: leader } = await studentClient();
    const m1 = await studentClient({ korNm: '한가람' });
    const m2 = await studentClient({ korNm: '서이룸' });
    const m3 = await studentClient({ korNm: '문채원' });
    const teamNm = unique('다시팀').slice(0, 30);
    const members = [{ userId: m1.account.userId, korNm: '한가람', roleNm: '개발' }, { userId: m2.account.userId, korNm: '서이룸', roleNm: '디자인' }];
    const input = { teamNm, item: '캠퍼스 분실물 찾기', description: '분실물 사진을 올리면 비슷한 습득물을 찾아 알려 줍니다.', leaderRole: '대표', members };
    const teamId = (await leader.post(`${BASE}/teams`, input)).body.data.teamId as number;
    await m1.client.post(`${BASE}/teams/${teamId}/consent`, { agree: true });
    await m2.client.post(`${BASE}/teams/${teamId}/consent`, { agree: true });
    // Only a returned team can be sent again.
    expect((await leader.post(`${BASE}/teams/${teamId}`, input)).status).toBe(409);
    expect((await staff.post(`${MANAGE}/teams/${teamId}/decision`, { action: 'RETURN', reason: '아이템의 차별점을 적어 주세요.' })).status).toBe(200);
    const page = await leader.page('/user/careerinfo/startupsupp/tab04');
    expect(byTestId(page.html, `team-edit-${teamId}`)).toContain('수정해 다시 제출');
    expect(page.html).not.toContain(`team-edit-${teamId + 1}"`);

    // A member, a stranger or anyone for a team that does not exist cannot send it.
    expect((await m1.client.post(`${BASE}/teams/${teamId}`, input)).status).toBe(404);
    expect((await (await studentClient()).client.post(`${BASE}/teams/${teamId}`, input)).status).toBe(404);
    expect((await leader.post(`${BASE}/teams/99999999`, input)).status).toBe(404);

    // Same members, a better item: straight back to staff, confirmations kept.
    const same = await leader.post(`${BASE}/teams/${teamId}`, { ...input, item: '사진 비교로 찾는 캠퍼스 분실물 서비스' });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.data).toMatchObject({ status: 'PENDING', reconfirm: false });
    let mine = (await leader.get(`${BASE}/teams`)).body.data.find((t: { teamId: number }) => t.teamId === teamId);
    expect(mine).toMatchObject({ status: 'PENDING', item: '사진 비교로 찾는 캠퍼스 분실물 서비스', returnReason: null, canResubmit: false });
    expect(mine.members.every((m: { consented: boolean }) => m.consented)).toBe(true);

    // Returned again; now m2 leaves and m3 joins: everyone confirms again.
    expect((await staff.post(`${MANAGE}/teams/${teamId}/decision`, { action: 'RETURN', reason: '팀원 구성을 보완해 주세요.' })).status).toBe(200);
    const changed = await leader.post(`${BASE}/teams/${teamId}`, { ...input, members: [members[0], { userId: m3.account.userId, korNm: '문채원', roleNm: '마케팅' }] });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: 'CONSENT', reconfirm: true });
    expect(changed.body.message).toContain('다시 확인');
    expect((await staff.post(`${MANAGE}/teams/${teamId}/decision`, { action: 'APPROVE' })).status).toBe(409);
    expect((await m2.client.get(`${BASE}/teams`)).body.data).toEqual([]);
    expect(JSON.stringify((await m2.client.get('/api/v1/messages/inbox', { size: 20 })).body.data)).toContain(`${teamNm} 팀원에서 빠졌습니다`);
    expect(JSON.stringify((await m3.client.get('/api/v1/messages/inbox', { size: 20 })).body.data)).toContain(`${teamNm} 팀원 참여 확인 요청`);
    const m1View = (await m1.client.get(`${BASE}/teams`)).body.data.find((t: { teamId: number }) => t.teamId === teamId);
    expect(m1View.mustConfirm).toBe(true);
    expect((await m1.client.post(`${BASE}/teams/${teamId}/consent`, { agree: true })).body.data.status).toBe('CONSENT');
    expect((await m3.client.post(`${BASE}/teams/${teamId}/consent`, { agree: true })).body.data.status).toBe('PENDING');
    expect((await staff.post(`${MANAGE}/teams/${teamId}/decision`, { action: 'APPROVE' })).status).toBe(200);

    // The history tells the whole story, to the leader and to staff.
    mine = (await leader.get(`${BASE}/teams`)).body.data.find((t: { teamId: number }) => t.teamId === teamId);
    const steps = mine.history.map((h: { fromNm: string | null; toNm: string }) => `${h.fromNm ?? ''}>${h.toNm}`);
    expect(steps).toEqual([
      '>팀원 동의 대기',
      '팀원 동의 대기>승인 대기',
      '승인 대기>반려',
      '반려>승인 대기',
      '승인 대기>반려',
      '반려>팀원 동의 대기',
      '팀원 동의 대기>승인 대기',
      '승인 대기>승인',
    ]);
    expect(mine.history[2].note).toBe('아이템의 차별점을 적어 주세요.');
    expect(mine.history[3].note).toBe('수정 후 다시 제출');
    const board = (await staff.get(`${MANAGE}/teams`)).body.data.find((t: { teamId: number }) => t.teamId === teamId);
    expect(board.history).toHaveLength(8);
    const staffPage = await staff.page('/stf/recruiting/startup/teams');
    expect(byTestId(staffPage.html, `team-history-${teamId}`)).toContain('팀원 구성을 보완해 주세요.');
    // An approved team cannot be sent again.
    expect((await leader.post(`${BASE}/teams/${teamId}`, input)).status).toBe(409);
  });

  it('checks the members and the body like a registration', async () => {
    const { client: leader, account } = await studentClient();
    const m1 = await studentClient({ korNm: '오세린' });
    const input = { teamNm: unique('검사팀').slice(0, 30), item: '중고 교재 나눔', description: '졸업생의 전공 교재를 후배에게 이어 줍니다.', leaderRole: '대표', members: [{ userId: m1.account.userId, korNm: '오세린', roleNm: '운영' }] };
    const teamId = (await leader.post(`${BASE}/teams`, input)).body.data.teamId as number;
    await m1.client.post(`${BASE}/teams/${teamId}/consent`, { agree: true });
    await staff.post(`${MANAGE}/teams/${teamId}/decision`, { action: 'RETURN', reason: '소개를 보완해 주세요.' });
    expect((await leader.post(`${BASE}/teams/${teamId}`, { ...input, members: [{ userId: m1.account.userId, korNm: '다른이름', roleNm: '운영' }] })).status).toBe(400);
    expect((await leader.post(`${BASE}/teams/${teamId}`, { ...input, members: [{ userId: account.userId, korNm: account.korNm, roleNm: '운영' }] })).status).toBe(400);
    for (const bad of [{}, { ...input, teamNm: '' }, { ...input, members: 'x' }, { ...input, description: '<script>' }]) {
      const res = await leader.post(`${BASE}/teams/${teamId}`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await leader.post(`${BASE}/teams/abc`, input)).status).toBe(400);
    // Refusals left the team as staff returned it.
    const mine = (await leader.get(`${BASE}/teams`)).body.data.find((t: { teamId: number }) => t.teamId === teamId);
    expect(mine).toMatchObject({ status: 'RETURNED', returnReason: '소개를 보완해 주세요.', canResubmit: true });
  });
});
