// Career programmes over HTTP: the list (search, filters, paging, eligibility), the detail with
// live seats, applying (seat, waiting list, refusals by period, eligibility and duplicates),
// parallel applications for the last seats, cancelling with promotion from the waiting list and
// its message, bookmarks, and privacy of other students' applications.
// Students 240-262 and the demo programmes' fillers 113-117 belong to this file.
import { describe, expect, it } from 'vitest';
import { Client, loggedIn } from './client';

const BASE = '/api/v1/career';

interface ListItem {
  programId: number;
  title: string;
  categoryCd: string;
  phase: string;
  capacity: number;
  seatsTaken: number;
  waiting: number;
  eligible: boolean;
  ineligibleReasons: string[];
  bookmarked: boolean;
  competencies: { competencyCd: string }[];
  myStatus: string | null;
}
interface Detail extends ListItem {
  waitlistCapacity: number;
  sessions: { seq: number; title: string; sessionDt: string; place: string | null }[];
  myApplication: { applId: number; status: string; waitPosition: number | null; canCancel: boolean } | null;
  canApply: boolean;
  applyAs: 'SEAT' | 'WAITING' | null;
  refusals: string[];
}
interface MyAppl {
  applId: number;
  programId: number;
  status: string;
  statusNm: string;
  waitPosition: number | null;
  history: { toStatus: string; actorNm: string; note: string | null }[];
}

const clients = new Map<string, Client>();
async function student(n: number) {
  const id = `student${n}`;
  if (!clients.has(id)) clients.set(id, await loggedIn(id, 'std'));
  return clients.get(id)!;
}
async function list(client: Client, query: Record<string, string | number | undefined> = {}) {
  const res = await client.get(`${BASE}/programs`, { size: 100, ...query });
  expect(res.status).toBe(200);
  return res.body.data as { list: ListItem[]; totalCnt: number };
}
async function detail(client: Client, programId: number) {
  const res = await client.get(`${BASE}/programs/${programId}`);
  expect(res.status).toBe(200);
  return res.body.data as Detail;
}
async function mine(client: Client) {
  const res = await client.get(`${BASE}/applications`);
  expect(res.status).toBe(200);
  return res.body.data as MyAppl[];
}
async function programByTitle(client: Client, title: string) {
  const found = (await list(client, { keyword: title })).list.find((p) => p.title === title);
  expect(found, title).toBeTruthy();
  return found!;
}
const apply = (client: Client, programId: number, motivation?: string) => client.post(`${BASE}/programs/${programId}/apply`, motivation ? { motivation } : {});

describe('programme list', () => {
  it('searches by a Korean substring and filters by category, competency and phase', async () => {
    const s = await student(240);
    const all = await list(s);
    expect(all.totalCnt).toBeGreaterThanOrEqual(10);
    const hits = await list(s, { keyword: '첨삭' });
    expect(hits.list.map((p) => p.title)).toContain('자기소개서 1:1 첨삭 클리닉');
    expect(hits.totalCnt).toBeLessThan(all.totalCnt);
    const job = await list(s, { categoryCd: 'CAREER_JOB' });
    expect(job.list.length).toBeGreaterThan(0);
    expect(job.list.every((p) => p.categoryCd === 'CAREER_JOB')).toBe(true);
    const glbl = await list(s, { competencyCd: 'GLBL' });
    expect(glbl.list.every((p) => p.competencies.some((c) => c.competencyCd === 'GLBL'))).toBe(true);
    for (const phase of ['RECRUITING', 'RUNNING', 'CLOSED', 'FINISHED']) {
      const r = await list(s, { phase });
      expect(r.list.length, phase).toBeGreaterThan(0);
      expect(r.list.every((p) => p.phase === phase)).toBe(true);
    }
  });

  it('pages with the shared page size and refuses bad filters with Korean messages', async () => {
    const s = await student(240);
    const first = await list(s, { size: 3, page: 1 });
    const second = await list(s, { size: 3, page: 2 });
    expect(first.list).toHaveLength(3);
    expect(second.list.map((p) => p.programId)).not.toContain(first.list[0].programId);
    for (const q of [{ page: 0 }, { page: 'x' }, { size: 1000 }, { phase: 'NOPE' }, { from: '2026-02-30' }, { categoryCd: "a' or 1=1" }]) {
      const res = await s.get(`${BASE}/programs`, q);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
  });

  it('shows per student why she may not apply (grade and enrolment rules)', async () => {
    const s1 = await student(1);
    const p = await programByTitle(s1, '4학년 금융권 취업 전략');
    expect(p.eligible).toBe(false);
    expect(p.ineligibleReasons.join(' ')).toContain('4학년만 신청할 수 있습니다.');
    const refused = await apply(s1, p.programId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('4학년만');
  });

  it('keeps bookmarks per student', async () => {
    const s = await student(241);
    const other = await student(242);
    const p = await programByTitle(s, '직무탐색 캠프: AI 시대의 일과 직업');
    const put = await s.post(`${BASE}/programs/${p.programId}/bookmark`, { bookmarked: 'Y' });
    expect(put.status).toBe(200);
    expect((await list(s, { bookmarked: 'Y' })).list.map((x) => x.programId)).toEqual([p.programId]);
    expect((await list(other, { bookmarked: 'Y' })).list).toHaveLength(0);
    expect((await s.post(`${BASE}/programs/${p.programId}/bookmark`, { bookmarked: 'N' })).status).toBe(200);
    expect((await list(s, { bookmarked: 'Y' })).list).toHaveLength(0);
    expect((await s.post(`${BASE}/programs/999999/bookmark`, { bookmarked: 'Y' })).status).toBe(404);
    expect((await s.post(`${BASE}/programs/${p.programId}/bookmark`, { bookmarked: 'maybe' })).status).toBe(400);
  });
});

describe('applying', () => {
  it('refuses outside the application period, twice, and for unknown programmes', async () => {
    const s = await student(243);
    const finished = await programByTitle(s, '글로벌 인턴십 준비 과정');
    const late = await apply(s, finished.programId);
    expect(late.status).toBe(400);
    expect(late.body.message).toContain('신청 기간');
    const upcoming = await programByTitle(s, 'UX 디자인 포트폴리오 워크숍');
    const early = await apply(s, upcoming.programId);
    expect(early.status).toBe(400);
    expect(early.body.message).toContain('2026-12-01부터');
    const open = await programByTitle(s, '진로 탐색 MBTI·STRONG 워크숍');
    const first = await apply(s, open.programId, '흥미 검사 결과를 진로 설계에 활용하고 싶습니다.');
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('APPROVED');
    const again = await apply(s, open.programId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 신청한 프로그램입니다.');
    expect((await apply(s, 999999)).status).toBe(404);
    expect((await s.post(`${BASE}/programs/abc/apply`, {})).status).toBe(400);
    const mineNow = await mine(s);
    const row = mineNow.find((a) => a.programId === open.programId)!;
    expect(row.status).toBe('APPROVED');
    expect(row.history.map((h) => h.toStatus)).toEqual(['APPROVED']);
  });

  it('gives the last seats to exactly as many parallel applicants as there are seats; the rest wait in order', async () => {
    const title = '직무탐색 캠프: AI 시대의 일과 직업';
    const s = await student(244);
    const before = await detail(s, (await programByTitle(s, title)).programId);
    const free = before.capacity - before.seatsTaken;
    const waitFree = before.waitlistCapacity - before.waiting;
    expect(free).toBeGreaterThan(0);
    // More applicants than seats plus waiting places: every outcome occurs at once.
    const ids = Array.from({ length: free + waitFree + 2 }, (_, i) => 244 + i).filter((n) => n <= 262);
    expect(ids.length).toBeGreaterThan(free);
    const cs = await Promise.all(ids.map((n) => student(n)));
    const results = await Promise.all(cs.map((c) => apply(c, before.programId)));
    const statuses = results.map((r) => (r.status === 200 ? r.body.data.status : r.status));
    const seats = statuses.filter((x) => x === 'APPROVED').length;
    const waiting = statuses.filter((x) => x === 'WAITING').length;
    expect(seats).toBe(Math.min(free, ids.length));
    expect(waiting).toBe(Math.min(waitFree, ids.length - seats));
    expect(statuses.filter((x) => x === 409).length).toBe(ids.length - seats - waiting);
    const after = await detail(s, before.programId);
    expect(after.seatsTaken).toBe(after.capacity);
    expect(after.waiting).toBe(before.waiting + waiting);
    const positions = results.filter((r) => r.status === 200 && r.body.data.status === 'WAITING').map((r) => r.body.data.waitPosition).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: waiting }, (_, i) => before.waiting + i + 1));
  });
});

describe('cancelling and the waiting list', () => {
  it('promotes the first waiting student when a seat is cancelled, and tells her', async () => {
    const title = '자기소개서 1:1 첨삭 클리닉';
    const holder = await student(113);
    const first = await student(117);
    const s1 = await student(1);
    const p = await programByTitle(holder, title);
    const before = await detail(first, p.programId);
    expect(before.myApplication?.status).toBe('WAITING');
    expect(before.myApplication?.waitPosition).toBe(1);
    expect((await detail(s1, p.programId)).myApplication?.waitPosition).toBe(2);
    const held = (await mine(holder)).find((a) => a.programId === p.programId)!;
    // Another student's application is not found, the same as one that does not exist.
    expect((await first.post(`${BASE}/applications/${held.applId}/cancel`)).status).toBe(404);
    expect((await holder.post(`${BASE}/applications/999999/cancel`)).status).toBe(404);
    const res = await holder.post(`${BASE}/applications/${held.applId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('CANCELLED');
    const promoted = await detail(first, p.programId);
    expect(promoted.myApplication?.status).toBe('APPROVED');
    expect(promoted.seatsTaken).toBe(promoted.capacity);
    expect((await detail(s1, p.programId)).myApplication?.waitPosition).toBe(1);
    const history = (await mine(first)).find((a) => a.programId === p.programId)!.history;
    expect(history.map((h) => h.toStatus)).toEqual(['WAITING', 'APPROVED']);
    expect(history[1].note).toContain('대기에서 올라왔습니다');
    const inbox = await first.get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle.includes(title) && m.msgTitle.includes('대기 순번'))).toBe(true);
    // A cancelled application cannot be cancelled again.
    const again = await holder.post(`${BASE}/applications/${held.applId}/cancel`);
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('취소 상태인 신청은 취소할 수 없습니다.');
  });

  it('refuses cancelling after the period and for finished states', async () => {
    const s1 = await student(1);
    const my = await mine(s1);
    const running = my.find((a) => a.status === 'ATTENDING')!;
    const res = await s1.post(`${BASE}/applications/${running.applId}/cancel`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('수강중 상태인 신청은 취소할 수 없습니다.');
  });

  it('lists only her own applications, in every state, with their history', async () => {
    const s1 = await student(1);
    const my = await mine(s1);
    const states = new Set(my.map((a) => a.status));
    for (const st of ['APPLIED', 'WAITING', 'APPROVED', 'REJECTED', 'ATTENDING', 'COMPLETED', 'NOT_COMPLETED', 'CANCELLED']) expect(states.has(st), st).toBe(true);
    const rejected = my.find((a) => a.status === 'REJECTED')!;
    expect(rejected.history.at(-1)?.note).toContain('선발되지 않았습니다');
    const other = await mine(await student(245));
    expect(other.some((a) => my.some((m) => m.applId === a.applId))).toBe(false);
  });

  it('answers 401 logged out and 403 to staff', async () => {
    const anon = new Client();
    expect((await anon.get(`${BASE}/programs`)).status).toBe(401);
    const staff = await loggedIn('staff3', 'stf');
    expect((await staff.get(`${BASE}/applications`)).status).toBe(403);
  });
});
