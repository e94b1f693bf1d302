// 나의 이력 over HTTP. A student's timeline gathers what other areas know (her subjects, and a
// self-diagnosis she takes through the learning calls appears without anything else to do); she
// adds an award, a language score and a project of her own, with an evidence file she uploaded,
// edits and deletes them; the rules refuse a future date, a missing score, a stranger's file and
// unknown competencies; another student's entry is not found for reading, editing or deleting;
// the filters by year, area and competency narrow the list. Students 271-274 belong to this file.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, unique } from './client';

const BASE = '/api/v1/portfolio';

interface Item {
  key: string;
  area: string;
  title: string;
  date: string;
  detail: string | null;
  competencies: string[];
  evidenceFileGroupId?: number | null;
  entryId?: number;
}
interface History {
  items: Item[];
  years: number[];
  total: number;
}

const clients = new Map<string, Client>();
async function student(n: number) {
  const id = `student${n}`;
  if (!clients.has(id)) clients.set(id, await loggedIn(id, 'std'));
  return clients.get(id)!;
}
async function history(c: Client, query?: Record<string, string>) {
  const res = await c.get<History>(`${BASE}/history`, query);
  expect(res.status).toBe(200);
  return res.body.data;
}
/** A valid entry body with some fields changed. */
const entry = (change: Record<string, unknown> = {}) => ({ kind: 'AWARD', title: unique('교내 경진대회 대상'), issuer: '창업지원단', acquiredDt: '2025-05-10', ...change });
async function addEntry(c: Client, change: Record<string, unknown> = {}) {
  const res = await c.post(`${BASE}/entries`, entry(change));
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as { entryId: number; title: string; kind: string; score: string | null; competencyCds: string[]; evidenceFileGroupId: number | null };
}
const PNG = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'));
async function uploadEvidence(c: Client) {
  const res = await c.upload('/api/files/upload', [{ name: '상장.png', bytes: PNG, type: 'image/png' }]);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.fileGroupId as number;
}
let competencyCds: string[] = [];

beforeAll(async () => {
  const c = await student(271);
  const res = await c.get<{ competencyCd: string }[]>('/api/v1/learnact/ability/competencies');
  expect(res.status).toBe(200);
  competencyCds = res.body.data.map((x) => x.competencyCd);
  expect(competencyCds.length).toBeGreaterThan(1);
});

describe('the gathered history', () => {
  it('shows the subjects of the transcript with their term and grade, newest first', async () => {
    const h = await history(await student(272));
    const subjects = h.items.filter((i) => i.area === 'SUBJECT');
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects[0].detail).toMatch(/학기 · \d학점 · (성적 \S+|수강 중)/);
    const dates = h.items.map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(h.years).toEqual([...new Set(dates.map((d) => Number(d.slice(0, 4))))].sort((a, b) => b - a));
  });

  it('picks up a self-diagnosis the moment the student takes it in the learning area', async () => {
    const c = await student(273);
    const before = (await history(c, { area: 'DIAGNOSIS' })).items.length;
    const questions = (await c.get<{ questionId: number }[]>('/api/v1/learnact/ability/questions')).body.data;
    const answers = Object.fromEntries(questions.map((q, i) => [String(q.questionId), (i % 5) + 1]));
    const sent = await c.post('/api/v1/learnact/ability/diagnosis', { answers, replace: true });
    expect(sent.status, sent.body.message).toBe(200);
    const after = (await history(c, { area: 'DIAGNOSIS' })).items;
    // A second diagnosis in the same term replaces the first, so there is at least one and never fewer.
    expect(after.length).toBeGreaterThanOrEqual(Math.max(1, before));
    expect(after[0].title).toContain('핵심역량 진단');
    expect(after[0].detail).toMatch(/\d+점/);
  });

  it('never lists counselling', async () => {
    const h = await history(await student(272));
    expect(h.items.some((i) => /상담/.test(i.title) || /상담/.test(i.detail ?? ''))).toBe(false);
  });

  it('answers 401 logged out and 403 to staff', async () => {
    expect((await new Client().get(`${BASE}/history`)).status).toBe(401);
    const staff = await loggedIn('staff1', 'stf');
    expect((await staff.get(`${BASE}/history`)).status).toBe(403);
    expect((await staff.post(`${BASE}/entries`, entry())).status).toBe(403);
  });
});

describe("the student's own entries", () => {
  it('stores an award with competencies and evidence, and shows it in the timeline', async () => {
    const c = await student(271);
    const fileGroupId = await uploadEvidence(c);
    const created = await addEntry(c, { competencyCds: [competencyCds[0]], evidenceFileGroupId: fileGroupId, description: '팀장으로 사업계획서를 썼습니다.' });
    expect(created.competencyCds).toEqual([competencyCds[0]]);
    const h = await history(c);
    const item = h.items.find((i) => i.entryId === created.entryId)!;
    expect(item).toMatchObject({ area: 'AWARD', title: created.title, date: '2025-05-10', competencies: [competencyCds[0]], evidenceFileGroupId: fileGroupId });
    expect(item.detail).toContain('창업지원단');
    const page = await c.page('/user/portfolio/myHistory');
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-key="entry:${created.entryId}"`);
    expect(page.html).toContain('상장.png');
  });

  it('keeps a language score and a project period; a score on other kinds is dropped', async () => {
    const c = await student(271);
    const lang = await addEntry(c, { kind: 'LANGUAGE', title: 'TOEIC', issuer: 'ETS', score: '905' });
    expect(lang.score).toBe('905');
    const award = await addEntry(c, { score: '100' });
    expect(award.score).toBeNull();
    const project = await addEntry(c, { kind: 'PROJECT', title: unique('캡스톤 디자인'), acquiredDt: '2025-03-02', endDt: '2025-06-20' });
    const item = (await history(c, { area: 'PROJECT' })).items.find((i) => i.entryId === project.entryId)!;
    expect(item.detail).toContain('~ 2025-06-20');
  });

  it('refuses what cannot be true, with the reason by field, storing nothing', async () => {
    const c = await student(271);
    const count = async () => (await c.get<unknown[]>(`${BASE}/entries`)).body.data.length;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ acquiredDt: '2099-01-01' }, 'acquiredDt'],
      [{ acquiredDt: '2025-02-30' }, 'acquiredDt'],
      [{ kind: 'LANGUAGE', score: '' }, 'score'],
      [{ kind: 'PROJECT', acquiredDt: '2025-05-01', endDt: '2025-04-01' }, 'endDt'],
      [{ title: '' }, 'title'],
      [{ title: 'a\u202Eb' }, 'title'],
      [{ kind: 'HOBBY' }, 'kind'],
      [{ competencyCds: ['NOPE'] }, 'competencyCds'],
      [{ competencyCds: competencyCds.concat(competencyCds).slice(0, 6) }, 'competencyCds'],
      [{ evidenceFileGroupId: 'x' }, 'evidenceFileGroupId'],
    ];
    for (const [change, field] of cases) {
      const res = await c.post(`${BASE}/entries`, entry(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.body.data ?? {}), JSON.stringify(change)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it("refuses another student's file as evidence", async () => {
    const other = await uploadEvidence(await student(274));
    const res = await (await student(271)).post(`${BASE}/entries`, entry({ evidenceFileGroupId: other }));
    expect(res.status).toBe(400);
    expect(res.body.data.evidenceFileGroupId).toContain('증빙 파일');
  });

  it('edits and deletes an entry', async () => {
    const c = await student(272);
    const created = await addEntry(c, { kind: 'LICENSE', title: unique('정보처리기사'), issuer: '한국산업인력공단' });
    const edited = await c.post(`${BASE}/entries/${created.entryId}`, entry({ kind: 'LICENSE', title: '정보처리기사 (수정)', issuer: '한국산업인력공단', acquiredDt: '2025-08-01' }));
    expect(edited.status).toBe(200);
    expect((await c.get(`${BASE}/entries/${created.entryId}`)).body.data).toMatchObject({ title: '정보처리기사 (수정)', acquiredDt: '2025-08-01' });
    expect((await c.post(`${BASE}/entries/${created.entryId}/delete`)).status).toBe(200);
    expect((await c.get(`${BASE}/entries/${created.entryId}`)).status).toBe(404);
    expect((await history(c)).items.some((i) => i.entryId === created.entryId)).toBe(false);
  });

  it("answers 404 for another student's entry, and changes nothing", async () => {
    const mine = await addEntry(await student(274), { title: unique('봉사상') });
    const other = await student(271);
    expect((await other.get(`${BASE}/entries/${mine.entryId}`)).status).toBe(404);
    expect((await other.post(`${BASE}/entries/${mine.entryId}`, entry())).status).toBe(404);
    expect((await other.post(`${BASE}/entries/${mine.entryId}/delete`)).status).toBe(404);
    expect((await (await student(274)).get(`${BASE}/entries/${mine.entryId}`)).body.data.title).toBe(mine.title);
    expect((await other.get(`${BASE}/entries/0`)).status).toBe(400);
    expect((await other.get(`${BASE}/entries/99999999999`)).status).toBe(400);
  });
});

describe('the filters', () => {
  it('narrow by year, area and competency, together', async () => {
    const c = await student(274);
    const comp = competencyCds[1];
    const a = await addEntry(c, { title: unique('2024년 수상'), acquiredDt: '2024-11-01', competencyCds: [comp] });
    const b = await addEntry(c, { kind: 'LICENSE', title: unique('2024년 자격'), acquiredDt: '2024-10-01' });
    const d = await addEntry(c, { title: unique('2025년 수상'), acquiredDt: '2025-04-01', competencyCds: [comp] });
    const all = await history(c);
    const y2024 = await history(c, { year: '2024' });
    expect(y2024.items.every((i) => i.date.startsWith('2024-'))).toBe(true);
    expect(y2024.items.map((i) => i.entryId)).toEqual(expect.arrayContaining([a.entryId, b.entryId]));
    expect(y2024.total).toBe(all.total);
    const awards = await history(c, { area: 'AWARD' });
    expect(awards.items.every((i) => i.area === 'AWARD')).toBe(true);
    expect(awards.items.map((i) => i.entryId)).toEqual(expect.arrayContaining([a.entryId, d.entryId]));
    const both = await history(c, { year: '2024', area: 'AWARD', competency: comp });
    expect(both.items.map((i) => i.entryId)).toContain(a.entryId);
    expect(both.items.every((i) => i.area === 'AWARD' && i.date.startsWith('2024-') && i.competencies.includes(comp))).toBe(true);
    const page = await c.page(`/user/portfolio/myHistory?year=2024&area=LICENSE`);
    // The timeline (not the list of own entries above it) holds the licence of 2024 only.
    expect(page.html).toContain(`data-key="entry:${b.entryId}"`);
    expect(page.html).not.toContain(`data-key="entry:${a.entryId}"`);
    expect(page.html).not.toContain(`data-key="entry:${d.entryId}"`);
  });

  it('refuses bad filters with 400 on the API and a notice on the page', async () => {
    const c = await student(274);
    for (const q of [{ year: 'abc' }, { year: '3000' }, { area: 'NOPE' }, { competency: "'; drop" }]) {
      expect((await c.get(`${BASE}/history`, q)).status, JSON.stringify(q)).toBe(400);
    }
    // The 전체 options of the filter form send empty values: no filter, no complaint.
    const blank = await c.get<History>(`${BASE}/history`, { year: '', area: '', competency: '' });
    expect(blank.status).toBe(200);
    expect(blank.body.data.items.length).toBe(blank.body.data.total);
    expect((await c.page('/user/portfolio/myHistory?year=&area=&competency=')).html).not.toContain('data-testid="filter-errors"');
    const page = await c.page('/user/portfolio/myHistory?area=NOPE');
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="filter-errors"');
  });
});
