// Tracks over HTTP: the catalogue, a student's progress, applying (eligibility, one live application,
// the race of two parallel applies), cancelling before and after the deadline, another student's
// application, and staff editing tracks and reviewing applications (capacity, messages, audit).
// Students 230-239 and a fresh learning manager belong to this file; anyone else is only read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackInfo } from '../../src/lib/server/learning/tracks';
import { Client, accountClient, loggedIn, unique } from './client';

const TODAY = '2026-11-22';
const BASE = '/api/v1/learnact/track';
const STF = '/api/v1/stf/learning/tracks';

interface Overview {
  profile: { grade: number; earnedCredits: number };
  items: {
    track: TrackInfo;
    window: 'BEFORE' | 'OPEN' | 'CLOSED';
    seatsTaken: number;
    application: { applId: number; status: string } | null;
    refusals: { code: string; message: string }[];
    progress: { earnedCredits: number; inProgressCredits: number; minCredits: number; complete: boolean; requiredMissing: unknown[]; subjects: { sbjtKeyId: string; credits: number; state: string }[] };
  }[];
}

let staff4: Client;
let staff4Id: string;
let catalogue: TrackInfo[];
const clients = new Map<string, Client>();
const overviews = new Map<string, Overview>();

const motivation = (label = '트랙') => `${unique(label)} 전공과 연결해 체계적으로 공부하고 싶어 신청합니다.`;
const isOpen = (t: TrackInfo) => t.applyStartDt <= TODAY && TODAY <= t.applyEndDt;

async function student(n: number) {
  const id = `student${n}`;
  if (!clients.has(id)) clients.set(id, await loggedIn(id, 'std'));
  return clients.get(id)!;
}
async function overview(client: Client) {
  const res = await client.get<Overview>(`${BASE}/my`);
  expect(res.status).toBe(200);
  return res.body.data;
}
async function myList(client: Client) {
  const res = await client.get(`${BASE}/applications`);
  expect(res.status).toBe(200);
  return res.body.data as { applId: number; trackCd: string; status: string; motivation: string; canCancel: boolean; reviewNote: string | null }[];
}
async function staffTrack(trackCd: string) {
  const res = await staff4.get(`${STF}/${trackCd}`);
  expect(res.status).toBe(200);
  return res.body.data as TrackInfo & { summary: string; description: string; approvedCount: number; subjects: { sbjtKeyId: string; required: boolean; credits: number }[] };
}
/** The body of a track edit that keeps everything as it is, with some fields changed. */
async function editBody(trackCd: string, change: Record<string, unknown> = {}) {
  const t = await staffTrack(trackCd);
  return {
    summary: t.summary,
    description: t.description,
    applyStartDt: t.applyStartDt,
    applyEndDt: t.applyEndDt,
    capacity: t.capacity,
    minCredits: t.minCredits,
    subjects: t.subjects.map((s) => ({ sbjtKeyId: s.sbjtKeyId, required: s.required })),
    ...change,
  };
}
async function review(applId: number, decision: 'APPROVE' | 'RETURN', note?: string) {
  return staff4.post(`${STF}/applications/${applId}/review`, { decision, note });
}

/** Our students who may apply to open tracks, and one who may not (grade or credits): refusals only. */
const eligible: number[] = [];
let ineligible: { n: number; code: string } | null = null;
/** Open tracks, with and without a capacity. */
let openTracks: TrackInfo[];
const restore: { trackCd: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  // Tracks are managed by the learning office (LEARNING_MANAGER, decision 046).
  ({ client: staff4, account: { userId: staff4Id } } = await accountClient('stf', { roles: ['LEARNING_MANAGER'] }));
  const res = await staff4.get<TrackInfo[]>(`${BASE}/tracks`);
  expect(res.status).toBe(200);
  catalogue = res.body.data;
  openTracks = catalogue.filter(isOpen);
  expect(openTracks.length).toBeGreaterThanOrEqual(3);
  for (let n = 230; n <= 239; n++) {
    const o = await overview(await student(n));
    overviews.set(`student${n}`, o);
    const open = o.items.find((i) => i.window === 'OPEN')!;
    const personal = open.refusals.filter((r) => r.code === 'GRADE' || r.code === 'CREDITS');
    if (personal.length === 0) eligible.push(n);
    else ineligible ??= { n, code: personal[0].code };
  }
  expect(eligible.length).toBeGreaterThanOrEqual(5);
  expect(ineligible).not.toBeNull();
});

afterAll(async () => {
  // Tracks edited for a test go back to what they were, for the other test files of the run.
  for (const r of restore.reverse()) await staff4.post(`${STF}/${r.trackCd}`, r.body);
});

describe('the catalogue (트랙 안내)', () => {
  it('lists the tracks in use with their subjects, required ones marked, and credit rules their subjects can meet', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(3);
    for (const t of catalogue) {
      expect(t.subjects.length).toBeGreaterThan(0);
      expect(t.subjects.some((s) => s.required)).toBe(true);
      expect(t.totalCredits).toBe(t.subjects.reduce((s, x) => s + x.credits, 0));
      expect(t.minCredits).toBeLessThanOrEqual(t.totalCredits);
    }
    // The demo world has open, closed and upcoming windows.
    expect(catalogue.some((t) => t.applyEndDt < TODAY)).toBe(true);
    expect(catalogue.some((t) => t.applyStartDt > TODAY)).toBe(true);
  });
  it('needs a login', async () => {
    const res = await new Client().get(`${BASE}/tracks`);
    expect(res.status).toBe(401);
  });
  it('is the page a student opens, with every track name', async () => {
    const page = await (await student(230)).page('/user/learnact/track/about');
    expect(page.status).toBe(200);
    for (const t of catalogue) expect(page.html).toContain(t.korNm);
  });
  it('is rendered once for every student, shows each her own name, and shows a staff edit at once', async () => {
    const path = '/user/learnact/track/about';
    const [a, b] = [await student(231), await student(232)];
    await a.page(path);
    const shared = await b.page(path);
    expect(shared.headers.get('x-page-cache')).toBe('hit');
    const nameOf = async (c: Client) => (await c.get('/api/v1/headerUserInfo')).body.data.name as string;
    expect(shared.html).toContain(`<strong>${await nameOf(b)}</strong>`);
    expect(shared.html).not.toContain(`<strong>${await nameOf(a)}</strong>`);
    const trackCd = catalogue[0].trackCd;
    const original = await editBody(trackCd);
    restore.push({ trackCd, body: original });
    const summary = unique('새 트랙 목표');
    expect((await staff4.post(`${STF}/${trackCd}`, { ...original, summary })).status).toBe(200);
    const after = await a.page(path);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(after.html).toContain(summary);
    // A professor may not open the students' page: no stored copy answers her.
    const prof = await loggedIn('prof1', 'prof');
    expect((await prof.page(path)).status).toBe(302);
  });
});

describe('progress (나의 트랙)', () => {
  it('adds up the credits of passed track subjects and counts running-term ones apart', () => {
    for (const o of overviews.values()) {
      expect(o.items).toHaveLength(catalogue.length);
      for (const i of o.items) {
        const done = i.progress.subjects.filter((s) => s.state === 'DONE');
        expect(i.progress.earnedCredits).toBe(done.reduce((s, x) => s + x.credits, 0));
        const running = i.progress.subjects.filter((s) => s.state === 'IN_PROGRESS');
        expect(i.progress.inProgressCredits).toBe(running.reduce((s, x) => s + x.credits, 0));
        expect(i.progress.complete).toBe(i.progress.earnedCredits >= i.progress.minCredits && i.progress.requiredMissing.length === 0);
      }
    }
  });
  it('shows student1 (seeded applications) the approved track first', async () => {
    const o = await overview(await loggedIn('student1', 'std'));
    expect(o.items[0].application?.status).toBe('APPROVED');
  });
  it('is for students only', async () => {
    expect((await staff4.get(`${BASE}/my`)).status).toBe(403);
    expect((await new Client().get(`${BASE}/my`)).status).toBe(401);
  });
});

describe('applying', () => {
  it('stores an application as 신청 with the motivation, shown in the list, the detail and the pages', async () => {
    const n = eligible[0];
    const c = await student(n);
    const track = openTracks[0];
    const text = motivation();
    const res = await c.post(`${BASE}/applications`, { trackCd: track.trackCd, motivation: `  ${text}  ` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ applId: expect.any(Number), status: 'APPLIED' });
    const applId = res.body.data.applId;
    const mine = await myList(c);
    expect(mine[0]).toMatchObject({ applId, trackCd: track.trackCd, status: 'APPLIED', motivation: text, canCancel: true });
    const detail = await c.get(`${BASE}/applications/${applId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.history.map((h: { status: string }) => h.status)).toEqual(['APPLIED']);
    const page = await c.page('/user/learnact/track/applymng');
    expect(page.html).toContain(track.korNm);
    expect(page.html).toContain('data-status="APPLIED"');
    expect((await c.page(`/user/learnact/track/applymng/${applId}`)).html).toContain(text);
    const o = await overview(c);
    expect(o.items[0].track.trackCd).toBe(track.trackCd);
    expect(o.items[0].application).toMatchObject({ applId, status: 'APPLIED' });
  });

  it('refuses a second live application to the same track with a Korean 409', async () => {
    const c = await student(eligible[0]);
    const before = await myList(c);
    const res = await c.post(`${BASE}/applications`, { trackCd: openTracks[0].trackCd, motivation: motivation() });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('이미 신청');
    expect(await myList(c)).toHaveLength(before.length);
  });

  it('lets exactly one of two parallel applies win', async () => {
    const c = await student(eligible[1]);
    const track = openTracks[1];
    const [a, b] = await Promise.all([
      c.post(`${BASE}/applications`, { trackCd: track.trackCd, motivation: motivation('동시1') }),
      c.post(`${BASE}/applications`, { trackCd: track.trackCd, motivation: motivation('동시2') }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toMatch(/이미 신청/);
    const live = (await myList(c)).filter((x) => x.trackCd === track.trackCd && ['APPLIED', 'APPROVED'].includes(x.status));
    expect(live).toHaveLength(1);
  });

  it('refuses invalid input with field errors and stores nothing', async () => {
    const c = await student(ineligible!.n);
    const before = await myList(c);
    const short = await c.post(`${BASE}/applications`, { trackCd: openTracks[0].trackCd, motivation: '너무 짧은 동기' });
    expect(short.status).toBe(400);
    expect(short.body.data.motivation).toContain('20자 이상');
    const long = await c.post(`${BASE}/applications`, { trackCd: openTracks[0].trackCd, motivation: '가'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.data.motivation).toContain('1000자');
    const unknown = await c.post(`${BASE}/applications`, { trackCd: 'NOPE99', motivation: motivation() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.trackCd).toBeTruthy();
    const bad = await c.post(`${BASE}/applications`, '{not json');
    expect(bad.status).toBe(400);
    expect(await myList(c)).toHaveLength(before.length);
  });

  it('refuses tracks whose window is closed or not yet open, saying when', async () => {
    const c = await student(ineligible!.n);
    const closed = catalogue.find((t) => t.applyEndDt < TODAY)!;
    const upcoming = catalogue.find((t) => t.applyStartDt > TODAY)!;
    const r1 = await c.post(`${BASE}/applications`, { trackCd: closed.trackCd, motivation: motivation() });
    expect(r1.status).toBe(400);
    expect(r1.body.message).toContain('지났습니다');
    const r2 = await c.post(`${BASE}/applications`, { trackCd: upcoming.trackCd, motivation: motivation() });
    expect(r2.status).toBe(400);
    expect(r2.body.message).toContain(upcoming.applyStartDt);
    expect(await myList(c)).toHaveLength(0);
  });

  it('refuses a student below the year or credits the track asks for', async () => {
    const who = ineligible!;
    const c = await student(who.n);
    const before = await myList(c);
    const res = await c.post(`${BASE}/applications`, { trackCd: openTracks[0].trackCd, motivation: motivation() });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(who.code === 'GRADE' ? /학년 이상/ : /취득학점/);
    expect(await myList(c)).toHaveLength(before.length);
  });

  it('is for students only, from the portal itself', async () => {
    expect((await staff4.post(`${BASE}/applications`, { trackCd: openTracks[0].trackCd, motivation: motivation() })).status).toBe(403);
    const c = await student(ineligible!.n);
    const res = await c.post(`${BASE}/applications`, { trackCd: openTracks[0].trackCd, motivation: motivation() }, {}, { origin: null });
    expect(res.status).toBe(403);
    expect(await myList(c)).toHaveLength(0);
  });
});

describe("another student's application", () => {
  it('is not found, in the API and on the detail page, and cannot be cancelled', async () => {
    const owner = await student(eligible[0]);
    const [mine] = await myList(owner);
    const other = await student(eligible[2]);
    expect((await other.get(`${BASE}/applications/${mine.applId}`)).status).toBe(404);
    expect((await other.post(`${BASE}/applications/${mine.applId}/cancel`)).status).toBe(404);
    const page = await other.page(`/user/learnact/track/applymng/${mine.applId}`);
    expect(page.status).toBe(404);
    expect(page.html).not.toContain(mine.motivation);
    expect((await myList(owner))[0].status).toBe('APPLIED');
    expect((await other.get(`${BASE}/applications/abc`)).status).toBe(400);
  });
});

describe('cancelling', () => {
  it('works before the deadline; the track can then be applied to again', async () => {
    const c = await student(eligible[3]);
    const track = openTracks[2];
    const { body } = await c.post(`${BASE}/applications`, { trackCd: track.trackCd, motivation: motivation() });
    const res = await c.post(`${BASE}/applications/${body.data.applId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('CANCELLED');
    const detail = (await c.get(`${BASE}/applications/${body.data.applId}`)).body.data;
    expect(detail.status).toBe('CANCELLED');
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['APPLIED', 'CANCELLED']);
    const again = await c.post(`${BASE}/applications/${body.data.applId}/cancel`);
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('취소 상태');
    const reapply = await c.post(`${BASE}/applications`, { trackCd: track.trackCd, motivation: motivation() });
    expect(reapply.status).toBe(200);
    expect((await myList(c)).map((a) => a.status)).toEqual(['APPLIED', 'CANCELLED']);
  });

  it('is refused after the window has ended, with a Korean reason', async () => {
    const c = await student(eligible[3]);
    const track = openTracks[2];
    const [live] = (await myList(c)).filter((a) => a.status === 'APPLIED');
    // The track's window is moved into the past (as if the deadline had gone by), then restored.
    const original = await editBody(track.trackCd);
    restore.push({ trackCd: track.trackCd, body: original });
    expect((await staff4.post(`${STF}/${track.trackCd}`, { ...original, applyStartDt: '2026-11-01', applyEndDt: '2026-11-21' })).status).toBe(200);
    const res = await c.post(`${BASE}/applications/${live.applId}/cancel`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('마감일(2026-11-21)이 지나');
    expect((await myList(c)).find((a) => a.applId === live.applId)).toMatchObject({ status: 'APPLIED', canCancel: false });
    expect((await staff4.post(`${STF}/${track.trackCd}`, original)).status).toBe(200);
    restore.pop();
  });
});

describe('staff: tracks', () => {
  it('lists every track with application counts, for staff only', async () => {
    const res = await staff4.get(`${STF}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: { trackCd: string }) => t.trackCd)).toEqual(expect.arrayContaining(catalogue.map((t) => t.trackCd)));
    const c = await student(eligible[0]);
    expect((await c.get(`${STF}`)).status).toBe(403);
    expect((await c.get(`${STF}/${catalogue[0].trackCd}`)).status).toBe(403);
    expect((await c.post(`${STF}/${catalogue[0].trackCd}`, await editBody(catalogue[0].trackCd))).status).toBe(403);
    expect((await c.get(`${STF}/applications`)).status).toBe(403);
    expect((await c.get(`${STF}/subject-search`, { keyword: '데이터' })).status).toBe(403);
    expect((await staff4.get(`${STF}/NOPE99`)).status).toBe(404);
  });

  it('finds subjects by name to add', async () => {
    const name = catalogue[0].subjects[0].korNm;
    const res = await staff4.get(`${STF}/subject-search`, { keyword: name });
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { korNm: string }) => s.korNm)).toContain(name);
    expect((await staff4.get(`${STF}/subject-search`, { keyword: '' })).status).toBe(400);
  });

  it('refuses an edit that breaks the rules and stores nothing', async () => {
    const track = catalogue.find((t) => t.applyEndDt < TODAY)!;
    const before = await staffTrack(track.trackCd);
    const body = await editBody(track.trackCd);
    const backwards = await staff4.post(`${STF}/${track.trackCd}`, { ...body, applyStartDt: '2026-12-10', applyEndDt: '2026-12-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.applyEndDt).toContain('시작일');
    const tooMany = await staff4.post(`${STF}/${track.trackCd}`, { ...body, minCredits: before.totalCredits + 1 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.minCredits).toContain(String(before.totalCredits));
    const ghost = await staff4.post(`${STF}/${track.trackCd}`, { ...body, subjects: [...body.subjects, { sbjtKeyId: 'SBJ99999', required: false }] });
    expect(ghost.status).toBe(400);
    expect(ghost.body.data.subjects).toContain('SBJ99999');
    const twice = await staff4.post(`${STF}/${track.trackCd}`, { ...body, subjects: [...body.subjects, body.subjects[0]] });
    expect(twice.status).toBe(400);
    const noDate = await staff4.post(`${STF}/${track.trackCd}`, { ...body, applyEndDt: '2026-13-01', summary: ' ' });
    expect(noDate.status).toBe(400);
    expect(Object.keys(noDate.body.data)).toEqual(expect.arrayContaining(['applyEndDt', 'summary']));
    const after = await staffTrack(track.trackCd);
    expect(after).toEqual(before);
  });

  it('saves an edit (subjects removed, added and marked required), shows it to students and audits it', async () => {
    const track = catalogue.find((t) => t.applyEndDt < TODAY)!;
    const original = await editBody(track.trackCd);
    restore.push({ trackCd: track.trackCd, body: original });
    // Another track's subject comes in as required; the last optional one goes.
    const extra = catalogue.flatMap((t) => t.subjects).find((s) => !track.subjects.some((x) => x.sbjtKeyId === s.sbjtKeyId))!;
    const dropped = track.subjects.filter((s) => !s.required).at(-1)!;
    const subjects = [...original.subjects.filter((s) => s.sbjtKeyId !== dropped.sbjtKeyId), { sbjtKeyId: extra.sbjtKeyId, required: true }];
    const summary = unique('편집한 트랙 목표');
    const res = await staff4.post(`${STF}/${track.trackCd}`, { ...original, summary, capacity: 25, subjects });
    expect(res.status).toBe(200);
    const saved = await staffTrack(track.trackCd);
    expect(saved).toMatchObject({ summary, capacity: 25 });
    expect(saved.subjects.map((s) => s.sbjtKeyId).sort()).toEqual(subjects.map((s) => s.sbjtKeyId).sort());
    expect(saved.subjects.find((s) => s.sbjtKeyId === extra.sbjtKeyId)?.required).toBe(true);
    // The catalogue is cached; the edit clears it on this server.
    const seen = (await staff4.get<TrackInfo[]>(`${BASE}/tracks`)).body.data.find((t) => t.trackCd === track.trackCd)!;
    expect(seen.subjects.map((s) => s.sbjtKeyId)).toContain(extra.sbjtKeyId);
    expect(seen.subjects.map((s) => s.sbjtKeyId)).not.toContain(dropped.sbjtKeyId);
    const admin = await loggedIn('admin1', 'adm');
    const audit = await admin.page('/adm/audit?action=track.update');
    expect(audit.html).toContain(`track:${track.trackCd}`);
    expect(audit.html).toContain(staff4Id);
    expect((await staff4.post(`${STF}/${track.trackCd}`, original)).status).toBe(200);
    restore.pop();
  });
});

describe('staff: reviewing applications', () => {
  it('lists applications by track and state, waiting ones first', async () => {
    const track = openTracks[0];
    const res = await staff4.get(`${STF}/applications`, { trackCd: track.trackCd, status: 'APPLIED', size: 100 });
    expect(res.status).toBe(200);
    const list = res.body.data.list as { studentId: string; trackCd: string; status: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.trackCd === track.trackCd && a.status === 'APPLIED')).toBe(true);
    expect(list.map((a) => a.studentId)).toContain(`student${eligible[0]}`);
    expect((await staff4.get(`${STF}/applications`, { status: 'DONE' })).status).toBe(400);
    const all = (await staff4.get(`${STF}/applications`, { size: 100 })).body.data.list as { status: string }[];
    const firstOther = all.findIndex((a) => a.status !== 'APPLIED');
    if (firstOther >= 0) expect(all.slice(firstOther).some((a) => a.status === 'APPLIED')).toBe(false);
  });

  it('approves with a message to the student, who sees 승인 and the note', async () => {
    const c = await student(eligible[0]);
    const [appl] = await myList(c);
    const note = unique('승인 의견');
    const res = await review(appl.applId, 'APPROVE', note);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('APPROVED');
    const detail = (await c.get(`${BASE}/applications/${appl.applId}`)).body.data;
    expect(detail).toMatchObject({ status: 'APPROVED', reviewNote: note });
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['APPLIED', 'APPROVED']);
    const inbox = (await c.get('/api/v1/messages/inbox')).body.data.list as { msgTitle: string; msgCont: string }[];
    expect(inbox[0].msgTitle).toContain('승인');
    expect(inbox[0].msgCont).toContain(note);
    // Decided once: a second decision is refused.
    const again = await review(appl.applId, 'RETURN', '다시');
    expect(again.status).toBe(409);
    const audit = await (await loggedIn('admin1', 'adm')).page('/adm/audit?action=track.approve');
    expect(audit.html).toContain(`track_application:${appl.applId}`);
  });

  it('returns only with a reason; the student reads it and may apply again', async () => {
    const c = await student(eligible[1]);
    const [appl] = (await myList(c)).filter((a) => a.status === 'APPLIED');
    const noReason = await review(appl.applId, 'RETURN', '  ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.note).toContain('반려 사유');
    expect((await myList(c)).find((a) => a.applId === appl.applId)?.status).toBe('APPLIED');
    const reason = unique('이수 계획을 구체적으로');
    expect((await review(appl.applId, 'RETURN', reason)).status).toBe(200);
    const mine = (await myList(c)).find((a) => a.applId === appl.applId)!;
    expect(mine).toMatchObject({ status: 'RETURNED', reviewNote: reason, canCancel: false });
    const inbox = (await c.get('/api/v1/messages/inbox')).body.data.list as { msgCont: string }[];
    expect(inbox[0].msgCont).toContain(reason);
    expect((await c.page(`/user/learnact/track/applymng/${appl.applId}`)).html).toContain(reason);
    const track = catalogue.find((t) => t.trackCd === mine.trackCd)!;
    expect((await c.post(`${BASE}/applications`, { trackCd: track.trackCd, motivation: motivation() })).status).toBe(200);
  });

  it('is for staff only and knows no made-up application', async () => {
    const c = await student(eligible[2]);
    const [appl] = (await myList(await student(eligible[1]))).filter((a) => a.status === 'APPLIED');
    expect((await c.post(`${STF}/applications/${appl.applId}/review`, { decision: 'APPROVE' })).status).toBe(403);
    expect((await review(99999999, 'APPROVE')).status).toBe(404);
    expect((await staff4.post(`${STF}/applications/${appl.applId}/review`, { decision: 'MAYBE' })).status).toBe(400);
  });
});

describe('capacity', () => {
  it('refuses applying when the live applications fill it, and approving beyond it; the last seat goes to one of two', async () => {
    // A track whose window is open gets a capacity of one more seat than it has now.
    const track = openTracks[openTracks.length - 1];
    const original = await editBody(track.trackCd);
    restore.push({ trackCd: track.trackCd, body: original });
    const seats = (await overview(await student(eligible[4]))).items.find((i) => i.track.trackCd === track.trackCd)!.seatsTaken;
    const before = await staffTrack(track.trackCd);
    expect((await staff4.post(`${STF}/${track.trackCd}`, { ...original, capacity: seats + 1 })).status).toBe(200);

    // Two students race for the last seat: one gets it, the other is told it is full.
    const [a, b] = [await student(eligible[4]), await student(eligible[2])];
    const results = await Promise.all([a, b].map((c) => c.post(`${BASE}/applications`, { trackCd: track.trackCd, motivation: motivation('정원') })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toContain('정원');

    const winner = results[0].status === 200 ? 0 : 1;
    const [winnerAppl, loser] = [results[winner].body.data.applId as number, [a, b][1 - winner]];
    expect((await review(winnerAppl, 'APPROVE')).status).toBe(200);
    const approved = before.approvedCount + 1;
    expect((await staffTrack(track.trackCd)).approvedCount).toBe(approved);

    // The capacity may not go below the approved students.
    const tooLow = await staff4.post(`${STF}/${track.trackCd}`, { ...original, capacity: approved - 1 || 0 });
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.data.capacity).toBeTruthy();

    // With room again the other student applies; once the capacity equals the approved, approving is refused.
    expect((await staff4.post(`${STF}/${track.trackCd}`, { ...original, capacity: null })).status).toBe(200);
    const late = await loser.post(`${BASE}/applications`, { trackCd: track.trackCd, motivation: motivation('정원2') });
    expect(late.status).toBe(200);
    expect((await staff4.post(`${STF}/${track.trackCd}`, { ...original, capacity: approved })).status).toBe(200);
    const refused = await review(late.body.data.applId, 'APPROVE');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('정원');
    expect((await loser.get(`${BASE}/applications/${late.body.data.applId}`)).body.data.status).toBe('APPLIED');
    expect((await staff4.post(`${STF}/${track.trackCd}`, original)).status).toBe(200);
    restore.pop();
  });
});

describe('the staff page', () => {
  it('shows the tracks and the waiting applications to staff, and is closed to students', async () => {
    const page = await staff4.page('/stf/learning/tracks');
    expect(page.status).toBe(200);
    for (const t of catalogue) expect(page.html).toContain(t.korNm);
    expect(page.html).toContain('data-testid="review-list"');
    const edit = await staff4.page(`/stf/learning/tracks/${catalogue[0].trackCd}`);
    expect(edit.status).toBe(200);
    expect(edit.html).toContain(catalogue[0].subjects[0].korNm);
    expect((await (await student(eligible[0])).page('/stf/learning/tracks')).status).toBe(302);
  });
});
