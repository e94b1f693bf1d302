// Clubs over HTTP. Staff register a recruiting club and a closed one and appoint a president; a
// student finds the club by search and category, asks to join (a second request is refused, as is
// a request outside the recruiting period); a student who is no officer cannot see or decide the
// request (404); the president approves, the member count grows, and the membership and a recorded
// activity reach the student's activity history.
// Students 287-292 belong to this file; staff1 only registers clubs of its own here.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, unique } from './client';

const BASE = '/api/v1/clubs';
const STF = '/api/v1/stf/clubs';

let staff: Client;
const clients = new Map<string, Client>();
async function student(n: number) {
  const id = `student${n}`;
  if (!clients.has(id)) clients.set(id, await loggedIn(id, 'std'));
  return clients.get(id)!;
}

/** Registers a club through the staff API and returns its id. */
async function newClub(change: Record<string, unknown> = {}) {
  const body = {
    categoryCd: 'CLUB_HOBBY',
    clubNm: unique('테스트클럽').slice(0, 40),
    summary: '함께 퍼즐을 푸는 동아리',
    introduction: '매주 금요일에 모여 퍼즐을 풉니다.',
    room: '학생회관 999호',
    recruitStartDt: '2026-11-16',
    recruitEndDt: '2026-12-04',
    useYn: 'Y',
    ...change,
  };
  const res = await staff.post(STF, body);
  expect(res.status, res.body.message).toBe(200);
  return { clubId: res.body.data.clubId as number, clubNm: body.clubNm };
}
const detail = (c: Client, clubId: number) => c.get(`${BASE}/${clubId}`);
const join = (c: Client, clubId: number, motivation?: string) => c.post(`${BASE}/${clubId}/join`, motivation ? { motivation } : {});
const decide = (c: Client, memberId: number, decision: 'APPROVE' | 'REJECT', note?: string) => c.post(`${BASE}/members/${memberId}/decision`, { decision, note });

let club: { clubId: number; clubNm: string };
let closed: { clubId: number; clubNm: string };

beforeAll(async () => {
  staff = await loggedIn('staff1', 'stf');
  club = await newClub();
  closed = await newClub({ categoryCd: 'CLUB_SPORTS', recruitStartDt: '2026-09-01', recruitEndDt: '2026-09-18' });
  const appointed = await staff.post(`${STF}/${club.clubId}/officers`, { studentId: 'student287', roleCd: 'PRESIDENT' });
  expect(appointed.status, appointed.body.message).toBe(200);
});

describe('club directory', () => {
  it('finds a club by a word of its name, within its category, with its member count', async () => {
    const s = await student(288);
    const res = await s.get(BASE, { keyword: club.clubNm });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((c: { clubId: number }) => c.clubId)).toEqual([club.clubId]);
    expect(res.body.data.list[0]).toMatchObject({ categoryNm: '취미·교양', recruitState: 'OPEN', memberCount: 1 });
    const other = await s.get(BASE, { keyword: club.clubNm, categoryCd: 'CLUB_SPORTS' });
    expect(other.body.data.totalCnt).toBe(0);
    const recruiting = await s.get(BASE, { categoryCd: 'CLUB_SPORTS', recruiting: 'Y', size: 100 });
    expect(recruiting.body.data.list.some((c: { clubId: number }) => c.clubId === closed.clubId)).toBe(false);
  });

  it('shows the page of a club with its officers by role, and the directory page renders it', async () => {
    const s = await student(288);
    const res = await detail(s, club.clubId);
    expect(res.status).toBe(200);
    expect(res.body.data.officers).toEqual([{ korNm: expect.any(String), roleCd: 'PRESIDENT', roleNm: '회장' }]);
    expect(res.body.data.canJoin).toBe(true);
    // A student's page shows no one's pending requests.
    expect(res.body.data.pending).toEqual([]);
    const page = await s.page(`/user/colglife/club?keyword=${encodeURIComponent(club.clubNm)}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(club.clubNm);
    const clubPage = await s.page(`/user/colglife/club/${club.clubId}`);
    expect(clubPage.status).toBe(200);
    expect(clubPage.html).toContain('회장');
  });

  it('refuses bad input with 400 and unknown clubs with 404', async () => {
    const s = await student(288);
    expect((await s.get(BASE, { page: 'x' })).status).toBe(400);
    expect((await s.get(`${BASE}/99999999999`)).status).toBe(400);
    expect((await s.get(`${BASE}/2147483646`)).status).toBe(404);
    expect((await s.page('/user/colglife/club/2147483646')).status).toBe(404);
  });
});

describe('joining a club', () => {
  let memberId: number;

  it('takes one request within the recruiting period and refuses a second one', async () => {
    const s = await student(288);
    const res = await join(s, club.clubId, '퍼즐을 좋아합니다.');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.status).toBe('APPLIED');
    memberId = res.body.data.memberId;
    const again = await join(s, club.clubId);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('이미 가입을 신청');
    const mine = await s.get(`${BASE}/mine`);
    expect(mine.body.data.clubs.find((c: { clubId: number }) => c.clubId === club.clubId)).toMatchObject({ status: 'APPLIED', statusNm: '신청' });
    // The president hears of it by a portal message.
    const inbox = await (await student(287)).get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle === `[동아리] ${club.clubNm}에 새 가입 신청이 있습니다`)).toBe(true);
  });

  it('takes one request when two arrive at once', async () => {
    const s = await student(290);
    const [a, b] = await Promise.all([join(s, club.clubId), join(s, club.clubId)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('refuses a request outside the recruiting period, saying why', async () => {
    const s = await student(289);
    const res = await join(s, closed.clubId);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('모집 기간(2026-09-01 ~ 2026-09-18)이 끝났습니다.');
    const d = await detail(s, closed.clubId);
    expect(d.body.data).toMatchObject({ canJoin: false, recruitState: 'CLOSED' });
  });

  it('opens the closed club when staff change its recruiting period, and checks what staff type', async () => {
    const s = await student(289);
    const body = { categoryCd: 'CLUB_SPORTS', clubNm: closed.clubNm, summary: '다시 모집합니다', introduction: '추가 모집', room: '', recruitStartDt: '2026-11-20', recruitEndDt: '2026-11-27', useYn: 'Y' };
    const bad = await staff.post(`${STF}/${closed.clubId}`, { ...body, categoryCd: 'NOPE' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.categoryCd).toBe('등록된 동아리 분류가 아닙니다.');
    const half = await staff.post(`${STF}/${closed.clubId}`, { ...body, recruitEndDt: '' });
    expect(half.body.data.recruitEndDt).toBe('모집 시작일과 마감일을 함께 입력해 주세요.');
    const dup = await staff.post(STF, { ...body, clubNm: club.clubNm });
    expect(dup.status).toBe(409);
    expect((await staff.post(`${STF}/${closed.clubId}`, body)).status).toBe(200);
    const res = await join(s, closed.clubId);
    expect(res.status, res.body.message).toBe(200);
    expect((await s.post(`${BASE}/${closed.clubId}/leave`)).status).toBe(200);
  });

  it('hides the request from a student who is no officer of the club (404), and from staff APIs (403)', async () => {
    const outsider = await student(289);
    const res = await decide(outsider, memberId, 'APPROVE');
    expect(res.status).toBe(404);
    expect((await outsider.post(`${BASE}/${club.clubId}/activities`, { actDt: '2026-11-20', title: '몰래 기록', description: '기록' })).status).toBe(404);
    expect((await outsider.get(STF)).status).toBe(403);
    // The applicant herself cannot approve her own request either.
    expect((await decide(await student(288), memberId, 'APPROVE')).status).toBe(404);
  });

  it('lets the president see the request, asks a reason to reject, and approves', async () => {
    const president = await student(287);
    const d = await detail(president, club.clubId);
    expect(d.body.data.isOfficer).toBe(true);
    expect(d.body.data.pending.map((p: { memberId: number }) => p.memberId)).toContain(memberId);
    const noReason = await decide(president, memberId, 'REJECT');
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.note).toBe('반려 사유를 입력해 주세요.');
    const ok = await decide(president, memberId, 'APPROVE');
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.data.status).toBe('APPROVED');
    expect((await decide(president, memberId, 'APPROVE')).status).toBe(409);
  });

  it('counts the new member and records the membership in her activity history', async () => {
    const s = await student(288);
    const d = await detail(s, club.clubId);
    expect(d.body.data.memberCount).toBe(2);
    expect(d.body.data.my).toMatchObject({ status: 'APPROVED', roleNm: '회원' });
    const mine = await s.get(`${BASE}/mine`);
    const mineClub = mine.body.data.clubs.find((c: { clubId: number }) => c.clubId === club.clubId);
    expect(mineClub.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['APPLIED', 'APPROVED']);
    expect(mine.body.data.events).toContainEqual(expect.objectContaining({ kind: 'CLUB_JOINED', title: `${club.clubNm} 가입`, refId: String(memberId) }));
    const inbox = await s.get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle === `[동아리] ${club.clubNm} 가입이 승인되었습니다`)).toBe(true);
    const staffList = await staff.get(STF);
    expect(staffList.body.data.find((c: { clubId: number }) => c.clubId === club.clubId)).toMatchObject({ memberCount: 2, pendingCount: 1 });
  });

  it('lets the president record an activity that reaches every member, and refuses a future day', async () => {
    const president = await student(287);
    const title = unique('정기모임');
    const future = await president.post(`${BASE}/${club.clubId}/activities`, { actDt: '2026-12-01', title, description: '퍼즐 대회' });
    expect(future.status).toBe(400);
    const old = await president.post(`${BASE}/${club.clubId}/activities`, { actDt: '2025-11-21', title, description: '오래된 기록' });
    expect(old.body.data.actDt).toBe('2025-11-22 이후 날짜를 입력해 주세요.');
    const res = await president.post(`${BASE}/${club.clubId}/activities`, { actDt: '2026-11-21', title, description: '퍼즐 대회를 열었습니다.' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.members).toBe(2);
    const mine = await (await student(288)).get(`${BASE}/mine`);
    expect(mine.body.data.events).toContainEqual(expect.objectContaining({ kind: 'CLUB_ACTIVITY', title: `${club.clubNm}: ${title}` }));
    const d = await detail(await student(289), club.clubId);
    expect(d.body.data.activities[0]).toMatchObject({ title, actDt: '2026-11-21' });
  });

  it('lets a member leave, and answers 404 to a student with nothing to leave', async () => {
    const s = await student(291);
    expect((await s.post(`${BASE}/${club.clubId}/leave`)).status).toBe(404);
    expect((await join(s, club.clubId)).status).toBe(200);
    const left = await s.post(`${BASE}/${club.clubId}/leave`);
    expect(left.status).toBe(200);
    expect(left.body.data.status).toBe('LEFT');
    // A withdrawn request does not block a new one.
    expect((await join(s, club.clubId)).status).toBe(200);
  });
});
