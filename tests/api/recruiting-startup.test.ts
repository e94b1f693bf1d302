// Startup support over HTTP. A staff member edits the centre's introduction and team, and opens a
// programme with two seats: students apply within the application period only, a third is refused
// when the seats are gone, and of several students racing for the last seat exactly one wins; a
// student cancels until the deadline and her seat opens again. Spaces are booked by time range
// within opening hours: of two students racing for one range exactly one wins, an overlap is
// refused, a student holds at most four hours a day, she cancels until the start and cannot touch
// another student's booking (404). A leader registers a team naming members by student number and
// name; staff cannot decide until every member confirmed, then approve or return it with a reason.
// Funding goes 신청 → 심사중 → 선정/탈락 with a history and a portal message at each step; skipping
// a step is refused and another student's application is not found. Staff export applications as
// Excel. Every account is made fresh; races bite on PostgreSQL (row locks), PGlite passes either way.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Client, accountClient, byTestId, studentClient, unique } from './client';

const TODAY = '2026-11-22';
const BASE = '/api/v1/recruiting/startup';
const MANAGE = '/api/v1/recruiting/manage/startup';

const day = (n: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

let staff: Client;

function programInput(over: Record<string, unknown> = {}) {
  return { kindCd: 'PROGRAM', title: unique('린 스타트업 워크숍'), description: '고객 인터뷰로 아이디어를 검증하는 실습입니다.', place: '학생회관 301호', startDt: day(10), endDt: day(10), applyStartDt: day(-2), applyEndDt: day(5), capacity: 2, ...over };
}
async function createProgram(over: Record<string, unknown> = {}) {
  const res = await staff.post(`${MANAGE}/programs`, programInput(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.programId as number;
}
async function programOf(c: Client, programId: number) {
  const res = await c.get(`${BASE}/programs`);
  expect(res.status).toBe(200);
  return (res.body.data as { programId: number; applied: number; phase: string; myApplId: number | null; canApply: boolean }[]).find((p) => p.programId === programId)!;
}
async function createSpace(over: Record<string, unknown> = {}) {
  const res = await staff.post(`${MANAGE}/spaces`, { kindCd: 'ROOM', spaceNm: unique('시험 회의실').slice(0, 40), location: '학생회관 3층', seats: 4, openTm: '09:00', closeTm: '18:00', ...over });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.spaceId as number;
}
const book = (c: Client, spaceId: number, useDt: string, start: string, end: string) => c.post(`${BASE}/spaces/bookings`, { spaceId, useDt, start, end, purpose: '팀 회의' });

beforeAll(async () => {
  staff = (await accountClient('stf', { roles: ['STARTUP_MANAGER'] })).client;
});

describe('the centre and its team', () => {
  it('shows what staff wrote on tab 1, and only staff may write it', async () => {
    const intro = `창업지원단은 아이디어 검증부터 법인 설립까지 돕습니다. ${unique('소개')}`;
    const centre = { INTRO: intro, PLACE: '학생회관 3층', HOURS: '평일 09:00~18:00', CONTACT: '02-940-1390' };
    expect((await staff.post(`${MANAGE}/centre`, centre)).status).toBe(200);
    const name = unique('담당').slice(0, 20);
    const added = await staff.post(`${MANAGE}/staff`, { korNm: name, roleNm: '창업 매니저', duty: '창업공간 운영', phone: '02-940-1399', email: 'manager@hanul.ac.kr', sortOrd: 5 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { client: s } = await studentClient();
    const page = await s.page('/user/careerinfo/startupsupp/tab01');
    expect(page.status).toBe(200);
    expect(byTestId(page.html, 'centre-intro')).toContain(intro);
    expect(byTestId(page.html, 'centre-team')).toContain(name);
    expect((await s.post(`${MANAGE}/centre`, centre)).status).toBe(403);
    expect((await staff.post(`${MANAGE}/staff`, { korNm: name, roleNm: '매니저', duty: '운영', email: 'not-an-email', sortOrd: 1 })).status).toBe(400);
    // Taken off the list, the member is no longer shown.
    expect((await staff.post(`${MANAGE}/staff/${added.body.data.staffId}/delete`, {})).status).toBe(200);
    expect(byTestId((await s.page('/user/careerinfo/startupsupp/tab01')).html, 'centre-team')).not.toContain(name);
    expect((await staff.post(`${MANAGE}/staff/${added.body.data.staffId}/delete`, {})).status).toBe(404);
    // The demo team and every tab answer with real content.
    for (const tab of ['tab01', 'tab02', 'tab03', 'tab04', 'tab05']) expect((await s.page(`/user/careerinfo/startupsupp/${tab}`)).status).toBe(200);
    expect((await s.page('/user/careerinfo/startupsupp')).location).toBe('/user/careerinfo/startupsupp/tab01');
  });
});

describe('programmes and camps', () => {
  it('takes applications within the period while seats remain, and lets a student cancel until the deadline', async () => {
    const programId = await createProgram();
    const [{ client: a }, { client: b }, { client: c }] = await Promise.all([studentClient(), studentClient(), studentClient()]);
    const first = await a.post(`${BASE}/programs/${programId}/apply`, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await a.post(`${BASE}/programs/${programId}/apply`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 신청한 프로그램입니다.');
    expect((await b.post(`${BASE}/programs/${programId}/apply`, {})).status).toBe(200);
    const full = await c.post(`${BASE}/programs/${programId}/apply`, {});
    expect(full.status).toBe(409);
    expect(full.body.message).toContain('정원이 모두 찼습니다');
    expect(await programOf(c, programId)).toMatchObject({ applied: 2, phase: 'FULL', canApply: false });
    // A cancel opens the seat again; someone else's application is not found.
    const mine = await programOf(a, programId);
    expect((await c.post(`${BASE}/programs/applications/${mine.myApplId}/cancel`, {})).status).toBe(404);
    expect((await a.post(`${BASE}/programs/applications/${mine.myApplId}/cancel`, {})).status).toBe(200);
    expect((await a.post(`${BASE}/programs/applications/${mine.myApplId}/cancel`, {})).status).toBe(404);
    expect((await c.post(`${BASE}/programs/${programId}/apply`, {})).status).toBe(200);
    // Staff cannot lower the seats below those taken.
    const lower = await staff.post(`${MANAGE}/programs/${programId}`, programInput({ capacity: 1 }));
    expect(lower.status).toBe(400);
    expect(lower.body.data.capacity).toContain('2명 이상');
    const applicants = await staff.get(`${MANAGE}/programs/${programId}`);
    expect(applicants.body.data.applicants.filter((x: { status: string }) => x.status === 'APPLIED')).toHaveLength(2);
  });

  it('refuses applications before the period opens and after it ends, and cancels after the deadline', async () => {
    const { client: s } = await studentClient();
    const upcoming = await createProgram({ applyStartDt: day(3), applyEndDt: day(6) });
    const before = await s.post(`${BASE}/programs/${upcoming}/apply`, {});
    expect(before.status).toBe(400);
    expect(before.body.message).toContain(`${day(3)}부터`);
    expect((await programOf(s, upcoming)).phase).toBe('UPCOMING');
    const past = await createProgram({ startDt: day(-5), endDt: day(-5), applyStartDt: day(-20), applyEndDt: day(-10) });
    const after = await s.post(`${BASE}/programs/${past}/apply`, {});
    expect(after.status).toBe(400);
    expect(after.body.message).toBe('신청 기간이 끝난 프로그램입니다.');
    // Inconsistent periods never reach the database.
    for (const bad of [programInput({ applyEndDt: day(20) }), programInput({ endDt: day(9) }), programInput({ capacity: 0 }), programInput({ kindCd: 'PARTY' }), programInput({ startDt: '2026-02-30' })]) {
      const res = await staff.post(`${MANAGE}/programs`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect((await s.post(`${MANAGE}/programs`, programInput())).status).toBe(403);
    expect((await s.post(`${BASE}/programs/99999999/apply`, {})).status).toBe(404);
    expect((await s.post(`${BASE}/programs/abc/apply`, {})).status).toBe(400);
  });

  it('gives the last seat to exactly one of several students asking at once', async () => {
    const programId = await createProgram({ capacity: 1 });
    const students = await Promise.all([1, 2, 3, 4].map(() => studentClient()));
    const results = await Promise.all(students.map(({ client }) => client.post(`${BASE}/programs/${programId}/apply`, {})));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await programOf(students[0].client, programId)).applied).toBe(1);
  });
});

describe('startup spaces', () => {
  it('books within opening hours, refuses overlaps and more than four hours a day, and cancels until the start', async () => {
    const spaceId = await createSpace();
    const other = await createSpace({ kindCd: 'DESK', seats: 1, openTm: '08:00', closeTm: '22:00' });
    const [{ client: a }, { client: b }] = await Promise.all([studentClient(), studentClient()]);
    const d = day(3);
    const first = await book(a, spaceId, d, '10:00', '12:00');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Another student's overlapping range is refused with the taken time; touching ranges are fine.
    const overlap = await book(b, spaceId, d, '11:00', '13:00');
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toContain('10:00~12:00');
    expect((await book(b, spaceId, d, '12:00', '13:00')).status).toBe(200);
    // Outside opening hours, beyond the booking window, in the past, off the 30-minute grid.
    const early = await book(a, spaceId, d, '08:00', '09:30');
    expect(early.status).toBe(400);
    expect(early.body.message).toContain('09:00~18:00');
    expect((await book(a, spaceId, day(20), '10:00', '11:00')).status).toBe(400);
    expect((await book(a, spaceId, day(-1), '10:00', '11:00')).status).toBe(400);
    expect((await book(a, spaceId, d, '10:15', '11:00')).status).toBe(400);
    expect((await book(a, spaceId, d, '11:00', '10:00')).status).toBe(400);
    // Her own overlapping booking elsewhere, then the daily limit of four hours across spaces.
    const self = await book(a, other, d, '11:00', '12:00');
    expect(self.status).toBe(409);
    expect(self.body.message).toContain('같은 시간에 예약한 공간이 있습니다');
    expect((await book(a, other, d, '13:00', '15:00')).status).toBe(200);
    const limit = await book(a, other, d, '16:00', '16:30');
    expect(limit.status).toBe(409);
    expect(limit.body.message).toContain('하루 4시간');
    // Students see the taken times without names; her bookings list them.
    const list = await b.get(`${BASE}/spaces`, { useDt: d });
    const space = list.body.data.spaces.find((s: { spaceId: number }) => s.spaceId === spaceId);
    expect(space.booked).toEqual([{ start: '10:00', end: '12:00' }, { start: '12:00', end: '13:00' }]);
    const mine = (await a.get(`${BASE}/spaces/bookings`)).body.data as { bookingId: number; canCancel: boolean }[];
    expect(mine).toHaveLength(2);
    // Someone else's booking is not found; her own cancels and frees the time.
    const bookingId = first.body.data.bookingId;
    expect((await b.post(`${BASE}/spaces/bookings/${bookingId}/cancel`, {})).status).toBe(404);
    expect((await a.post(`${BASE}/spaces/bookings/${bookingId}/cancel`, {})).status).toBe(200);
    expect((await a.post(`${BASE}/spaces/bookings/${bookingId}/cancel`, {})).status).toBe(404);
    expect((await book(b, spaceId, d, '10:00', '11:00')).status).toBe(200);
    // Staff see who booked.
    const board = await staff.get(`${MANAGE}/bookings`, { from: d });
    expect(board.body.data.some((x: { spaceNm: string; start: string }) => x.start === '12:00')).toBe(true);
    const page = await a.page(`/user/careerinfo/startupsupp/tab03?useDt=${d}`);
    expect(page.status).toBe(200);
    expect(byTestId(page.html, 'my-space-bookings')).toContain('13:00~15:00');
  });

  it('lets exactly one of two students racing for the same time have it', async () => {
    const spaceId = await createSpace();
    const [{ client: a }, { client: b }, { client: c }] = await Promise.all([studentClient(), studentClient(), studentClient()]);
    const d = day(4);
    const results = await Promise.all([book(a, spaceId, d, '14:00', '15:00'), book(b, spaceId, d, '14:30', '15:30'), book(c, spaceId, d, '14:00', '15:00')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const list = await a.get(`${BASE}/spaces`, { useDt: d });
    expect(list.body.data.spaces.find((s: { spaceId: number }) => s.spaceId === spaceId).booked).toHaveLength(1);
    // One student's two parallel bookings over the daily limit: only one passes.
    const [x, y] = await Promise.all([book(a, spaceId, day(5), '09:00', '12:00'), book(a, spaceId, day(5), '13:00', '16:00')]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
  });
});

describe('startup teams', () => {
  it('waits for every member to confirm, then staff approve or return it with a reason', async () => {
    const { client: leader } = await studentClient();
    const m1 = await studentClient({ korNm: '정다온' });
    const m2 = await studentClient({ korNm: '윤새봄' });
    const teamNm = unique('새싹팀').slice(0, 30);
    const input = { teamNm, item: '캠퍼스 공유 우산', description: '비 오는 날 캠퍼스 곳곳에서 우산을 빌리고 반납합니다.', leaderRole: '대표', members: [{ userId: m1.account.userId, korNm: '정다온', roleNm: '개발' }, { userId: m2.account.userId, korNm: '윤새봄', roleNm: '마케팅' }] };
    // A wrong name for a student number is refused.
    const wrong = await leader.post(`${BASE}/teams`, { ...input, members: [{ userId: m1.account.userId, korNm: '다른이름', roleNm: '개발' }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain(m1.account.userId);
    const created = await leader.post(`${BASE}/teams`, input);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.status).toBe('CONSENT');
    const teamId = created.body.data.teamId as number;
    // Staff cannot decide while members have not confirmed.
    const early = await staff.post(`${MANAGE}/teams/${teamId}/decision`, { action: 'APPROVE' });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('팀원이 모두 참여를 확인한 뒤');
    // A member is asked by a portal message and confirms; the leader or an outsider cannot answer.
    expect((await leader.post(`${BASE}/teams/${teamId}/consent`, { agree: true })).status).toBe(404);
    const { client: stranger } = await studentClient();
    expect((await stranger.post(`${BASE}/teams/${teamId}/consent`, { agree: true })).status).toBe(404);
    expect((await m1.client.post(`${BASE}/teams/${teamId}/consent`, { agree: true })).body.data.status).toBe('CONSENT');
    expect((await m1.client.post(`${BASE}/teams/${teamId}/consent`, { agree: true })).status).toBe(409);
    expect((await m2.client.post(`${BASE}/teams/${teamId}/consent`, { agree: true })).body.data.status).toBe('PENDING');
    // A return needs a reason; the leader reads it.
    expect((await staff.post(`${MANAGE}/teams/${teamId}/decision`, { action: 'RETURN' })).status).toBe(400);
    const returned = await staff.post(`${MANAGE}/teams/${teamId}/decision`, { action: 'RETURN', reason: '아이템 설명을 보완해 주세요.' });
    expect(returned.status).toBe(200);
    const mine = (await leader.get(`${BASE}/teams`)).body.data.find((t: { teamId: number }) => t.teamId === teamId);
    expect(mine).toMatchObject({ status: 'RETURNED', returnReason: '아이템 설명을 보완해 주세요.' });
    expect((await staff.post(`${MANAGE}/teams/${teamId}/decision`, { action: 'APPROVE' })).status).toBe(409);
    expect((await m1.client.post(`${MANAGE}/teams/${teamId}/decision`, { action: 'APPROVE' })).status).toBe(403);
    expect((await staff.post(`${MANAGE}/teams/99999999/decision`, { action: 'APPROVE' })).status).toBe(404);
  });

  it('lets a member decline (she leaves the team) and approves a team whose remaining members confirmed', async () => {
    const { client: leader } = await studentClient();
    const m1 = await studentClient({ korNm: '백하람' });
    const created = await leader.post(`${BASE}/teams`, { teamNm: unique('별빛').slice(0, 30), item: '야간 안심 귀가 동행', description: '늦게 귀가하는 학생을 위한 동행 매칭 서비스입니다.', leaderRole: '대표', members: [{ userId: m1.account.userId, korNm: '백하람', roleNm: '운영' }] });
    const teamId = created.body.data.teamId as number;
    const declined = await m1.client.post(`${BASE}/teams/${teamId}/consent`, { agree: false });
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe('PENDING');
    expect((await m1.client.get(`${BASE}/teams`)).body.data).toEqual([]);
    const approved = await staff.post(`${MANAGE}/teams/${teamId}/decision`, { action: 'APPROVE' });
    expect(approved.status).toBe(200);
    expect((await leader.get(`${BASE}/teams`)).body.data[0]).toMatchObject({ teamId, status: 'APPROVED', statusNm: '승인' });
    // Hostile bodies.
    for (const bad of [{}, { teamNm: '팀', item: '아', description: '짧음', leaderRole: '', members: [] }, { teamNm: '좋은팀이름', item: '아이템', description: '충분히 긴 팀 소개입니다.', leaderRole: '대표', members: 'x' }]) {
      expect((await leader.post(`${BASE}/teams`, bad)).status).toBe(400);
    }
  });
});

describe('funding and mentoring', () => {
  it('moves an application 신청 → 심사중 → 선정 with a history and a message at each step', async () => {
    const { client: s, account } = await studentClient();
    const plan = await s.upload('/api/files/upload', [{ name: '사업계획서.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), type: 'application/pdf' }]);
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    const title = unique('공유 우산 시제품');
    const input = { kindCd: 'FUNDING', title, summary: '캠퍼스 곳곳에 우산 대여함을 설치하는 시제품 비용을 신청합니다.', amount: '3,000,000', fileGroupId: plan.body.data.fileGroupId };
    // An amount must be a number in range; funding needs a plan.
    expect((await s.post(`${BASE}/funding`, { ...input, amount: '삼백만원' })).body.data.amount).toContain('숫자');
    expect((await s.post(`${BASE}/funding`, { ...input, amount: '100,000,000' })).status).toBe(400);
    expect((await s.post(`${BASE}/funding`, { ...input, fileGroupId: undefined })).body.data.fileGroupId).toBe('사업계획서를 올려 주세요.');
    const created = await s.post(`${BASE}/funding`, input);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const fundingId = created.body.data.fundingId as number;
    const mine = (await s.get(`${BASE}/funding/${fundingId}`)).body.data;
    expect(mine).toMatchObject({ amount: 3_000_000, amountText: '3,000,000원', status: 'APPLIED', statusNm: '신청' });
    expect(mine.files).toHaveLength(1);

    // Skipping review is refused; each step is stored and messaged.
    const skip = await staff.post(`${MANAGE}/funding/${fundingId}/decision`, { status: 'SELECTED' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toContain('신청 상태에서는');
    expect((await staff.post(`${MANAGE}/funding/${fundingId}/decision`, { status: 'REVIEW' })).status).toBe(200);
    expect((await staff.post(`${MANAGE}/funding/${fundingId}/decision`, { status: 'SELECTED', note: '1차 지원금 300만 원을 지급합니다.' })).status).toBe(200);
    expect((await staff.post(`${MANAGE}/funding/${fundingId}/decision`, { status: 'REJECTED' })).status).toBe(409);
    const after = (await s.get(`${BASE}/funding`)).body.data[0];
    expect(after.status).toBe('SELECTED');
    expect(after.history.map((h: { toNm: string }) => h.toNm)).toEqual(['신청', '심사중', '선정']);
    const inbox = await s.get('/api/v1/messages/inbox', { size: 20 });
    const titles = JSON.stringify(inbox.body.data);
    expect(titles).toContain(`「${title}」 심사중`);
    expect(titles).toContain(`「${title}」 선정`);
    const page = await s.page('/user/careerinfo/startupsupp/tab05');
    expect(byTestId(page.html, 'my-funding')).toContain('3,000,000원');

    // Another student's application and file are not found; a student cannot decide.
    const { client: other } = await studentClient();
    expect((await other.get(`${BASE}/funding/${fundingId}`)).status).toBe(404);
    expect((await other.post(`${MANAGE}/funding/${fundingId}/decision`, { status: 'REVIEW' })).status).toBe(403);
    expect((await other.post(`${BASE}/funding`, { ...input, fileGroupId: plan.body.data.fileGroupId })).status).toBe(400);
    expect((await staff.get(`${BASE}/funding/${fundingId}`)).body.data.studentId).toBe(account.userId);
    expect((await staff.post(`${MANAGE}/funding/99999999/decision`, { status: 'REVIEW' })).status).toBe(404);
  });

  it('takes a mentoring application without an amount, refuses a team the student is not in, and exports to Excel', async () => {
    const { client: s } = await studentClient();
    const res = await s.post(`${BASE}/funding`, { kindCd: 'MENTORING', title: unique('가격 전략'), summary: '구독 서비스 가격을 어떻게 정할지 전문가 조언을 구합니다.', mentoringField: '가격 전략' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await s.post(`${BASE}/funding`, { kindCd: 'MENTORING', title: '멘토링', summary: '분야를 적지 않은 멘토링 신청서입니다. 충분히 깁니다.' })).body.data.mentoringField).toBe('멘토링 분야를 입력해 주세요.');
    const team = await s.post(`${BASE}/funding`, { kindCd: 'MENTORING', teamId: 1, title: '남의 팀', summary: '내가 속하지 않은 팀으로 신청해 봅니다. 충분히 깁니다.', mentoringField: '마케팅' });
    expect(team.status).toBe(400);
    expect(team.body.data.teamId).toContain('승인된 팀');
    const file = await staff.bytes(`${MANAGE}/export`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as never);
    expect(book.worksheets.map((w) => w.name)).toEqual(['프로그램 신청', '지원금·멘토링']);
    const rows = book.getWorksheet('지원금·멘토링')!.getSheetValues().flat().map(String);
    expect(rows.some((v) => v.includes('가격 전략'))).toBe(true);
    expect((await s.bytes(`${MANAGE}/export`)).status).toBe(403);
  });
});
