// Major exploration, the major map, professor search and designed-major proposals over HTTP: what a
// student reads, what they may change, and what staff decide. Students 162-169 and staff5 only.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, unique } from './client';
import { checkDesign } from '../../src/lib/learning/major-design';
import { invalidPick, validPick, type CatalogueRow } from '../support/learning-explore';

let s162: Client;
let s163: Client;
let s164: Client;
let staff5: Client;
let catalogue: CatalogueRow[];

const goal = '데이터 분석과 사회 정책을 함께 배워 공공 문제를 해결하는 힘을 기릅니다.';

beforeAll(async () => {
  [s162, s163, s164, staff5] = await Promise.all([loggedIn('student162', 'std'), loggedIn('student163', 'std'), loggedIn('student164', 'std'), loggedIn('staff5', 'stf')]);
  const res = await s162.get('/api/v1/learnact/majors/subjects');
  expect(res.status).toBe(200);
  catalogue = res.body.data;
});

describe('the major directory', () => {
  it('lists colleges with their departments, profiles, core subjects and contacts', async () => {
    const res = await s162.get('/api/v1/learnact/majors');
    expect(res.status).toBe(200);
    const depts = res.body.data.flatMap((c: any) => c.depts);
    expect(depts.length).toBeGreaterThanOrEqual(20);
    const cse = depts.find((d: any) => d.deptCd === 'D4010');
    expect(cse.deptNm).toBe('컴퓨터공학과');
    expect(cse.profile.educationGoal.length).toBeGreaterThan(0);
    expect(cse.profile.careers.length).toBeGreaterThan(0);
    expect(cse.coreSubjects.length).toBeGreaterThan(0);
    expect(cse.coreSubjects.every((s: any) => s.category === 'MAJOR_REQ' && s.deptCd === 'D4010')).toBe(true);
    expect(cse.telNo).toMatch(/^02-/);
  });

  it('finds departments by a part of their name', async () => {
    const res = await s162.get('/api/v1/learnact/majors', { q: '컴퓨터' });
    const names = res.body.data.flatMap((c: any) => c.depts.map((d: any) => d.deptNm));
    expect(names).toContain('컴퓨터공학과');
    expect(names.length).toBeLessThan(26);
  });

  it('refuses a search term that is too long, and callers who are not students', async () => {
    expect((await s162.get('/api/v1/learnact/majors', { q: '가'.repeat(51) })).status).toBe(400);
    expect((await staff5.get('/api/v1/learnact/majors')).status).toBe(403);
    expect((await new Client().get('/api/v1/learnact/majors')).status).toBe(401);
  });

  it('shows one department with every major subject, and 404 for an unknown one', async () => {
    const res = await s162.get('/api/v1/learnact/majors/D4010');
    expect(res.status).toBe(200);
    expect(res.body.data.subjects.length).toBe(catalogue.filter((s) => s.deptCd === 'D4010').length);
    expect((await s162.get('/api/v1/learnact/majors/D9999')).status).toBe(404);
    expect((await s162.get('/api/v1/learnact/majors/d4010;')).status).toBe(400);
  });

  it('compares two departments and refuses the same one twice', async () => {
    const res = await s162.get('/api/v1/learnact/majors/compare', { a: 'D4010', b: 'D3040' });
    expect(res.status).toBe(200);
    expect([res.body.data.a.deptNm, res.body.data.b.deptNm]).toEqual(['컴퓨터공학과', '통계학과']);
    const same = await s162.get('/api/v1/learnact/majors/compare', { a: 'D4010', b: 'D4010' });
    expect(same.status).toBe(400);
    expect(same.body.data).toHaveProperty('b');
    expect((await s162.get('/api/v1/learnact/majors/compare', { a: 'D4010' })).status).toBe(400);
  });

  it('offers only major subjects for a designed major', () => {
    expect(catalogue.length).toBeGreaterThan(100);
    expect(catalogue.every((s) => s.category === 'MAJOR_REQ' || s.category === 'MAJOR_ELEC')).toBe(true);
  });
});

describe('the major map', () => {
  it("lays out the student's own department by year and term, marking passed and running subjects", async () => {
    const res = await s162.get('/api/v1/learnact/majors/map');
    expect(res.status).toBe(200);
    const map = res.body.data;
    expect(map.dept.role).toBe('주전공');
    expect(map.years.map((y: any) => y.year)).toEqual([1, 2, 3, 4]);
    const all = map.years.flatMap((y: any) => y.terms.flatMap((t: any) => t.subjects));
    expect(all.length).toBe(catalogue.filter((s) => s.deptCd === map.dept.deptCd).length);
    expect(all.every((s: any) => s.deptCd === map.dept.deptCd)).toBe(true);
    expect(map.totals.doneSubjects).toBe(all.filter((s: any) => s.status === 'DONE').length);
    // A subject is placed in the cell of the year and term it is usually taken.
    for (const y of map.years) for (const t of y.terms) for (const s of t.subjects) expect([s.stdYear, s.stdTermCd]).toEqual([y.year, t.termCd]);
  });

  it("marks student1's completed subjects and this term's subjects (read only)", async () => {
    const s1 = await loggedIn('student1', 'std');
    const map = (await s1.get('/api/v1/learnact/majors/map')).body.data;
    expect(map.dept.deptCd).toBe('D4010');
    expect(map.options.map((o: any) => o.deptCd)).toEqual(['D4010', 'D3040']);
    expect(map.totals.doneSubjects).toBeGreaterThan(0);
    const double = await s1.get('/api/v1/learnact/majors/map', { deptCd: 'D3040' });
    expect(double.body.data.dept.role).toBe('복수전공');
  });

  it("refuses a department that is not one of the student's majors", async () => {
    const own = (await s162.get('/api/v1/learnact/majors/map')).body.data.options.map((o: any) => o.deptCd);
    const foreign = catalogue.map((s) => s.deptCd).find((d) => d && !own.includes(d));
    const res = await s162.get('/api/v1/learnact/majors/map', { deptCd: foreign! });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('deptCd');
    expect((await staff5.get('/api/v1/learnact/majors/map')).status).toBe(403);
  });
});

describe('professor search', () => {
  it('finds a professor by a fragment of the research field', async () => {
    const res = await s162.get('/api/v1/learnact/profsearch', { q: '자연어' });
    expect(res.status).toBe(200);
    const hit = res.body.data.list.find((p: any) => p.korNm === '이정민');
    expect(hit).toMatchObject({ deptNm: '컴퓨터공학과', positionNm: '교수' });
    expect(res.body.data.list.every((p: any) => /자연어/.test(p.researchField + p.korNm + p.deptNm))).toBe(true);
  });

  it('searches one field only when asked, and by department', async () => {
    expect((await s162.get('/api/v1/learnact/profsearch', { q: '자연어', field: 'name' })).body.data.list).toEqual([]);
    const byDept = (await s162.get('/api/v1/learnact/profsearch', { q: '통계', field: 'dept' })).body.data.list;
    expect(byDept.length).toBeGreaterThan(0);
    expect(byDept.every((p: any) => p.deptNm.includes('통계'))).toBe(true);
    const filtered = (await s162.get('/api/v1/learnact/profsearch', { deptCd: 'D4010' })).body.data.list;
    expect(filtered.every((p: any) => p.deptCd === 'D4010')).toBe(true);
  });

  it('treats LIKE wildcards literally and validates the query', async () => {
    expect((await s162.get('/api/v1/learnact/profsearch', { q: '%' })).body.data.list).toEqual([]);
    expect((await s162.get('/api/v1/learnact/profsearch', { field: 'office' })).status).toBe(400);
  });

  it("shows a profile with this term's subjects and when counselling can be requested", async () => {
    const s1 = await loggedIn('student1', 'std');
    const res = await s1.get('/api/v1/learnact/profsearch/P0001');
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.korNm).toBe('이정민');
    expect(p.term).toMatchObject({ year: 2026, termCd: '20' });
    expect(p.officeHours).toBeTruthy();
    expect(p.offerings.length).toBeGreaterThan(0);
    expect(p.counselling).toEqual({ allowed: true, isAdvisor: true });
    // A professor of another department who is not the advisor: no counselling button.
    const other = (await s1.get('/api/v1/learnact/profsearch', { q: '무용', field: 'dept' })).body.data.list[0];
    const profile = (await s1.get(`/api/v1/learnact/profsearch/${other.profNo}`)).body.data;
    expect(profile.counselling.allowed).toBe(false);
    expect((await s1.get('/api/v1/learnact/profsearch/P9999')).status).toBe(404);
  });
});

describe('designing a major', () => {
  const mine = (c: Client) => c.get('/api/v1/learnact/proposals');

  it('stores nothing for an invalid draft or unknown subjects', async () => {
    const bad = await s162.post('/api/v1/learnact/proposals', { title: ' ', goal: '짧음', sbjtKeyIds: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toHaveProperty('title');
    expect(bad.body.data).toHaveProperty('goal');
    const unknownSubject = await s162.post('/api/v1/learnact/proposals', { title: '없는 과목 설계', goal, sbjtKeyIds: ['SBJ99999'] });
    expect(unknownSubject.status).toBe(400);
    expect(unknownSubject.body.data.sbjtKeyIds).toContain('SBJ99999');
    expect((await mine(s162)).body.data).toEqual([]);
  });

  it('saves a draft, refuses to submit it while it breaks the rules, and keeps one open proposal', async () => {
    const title = unique('융합설계').slice(0, 40);
    const created = await s162.post('/api/v1/learnact/proposals', { title, goal, sbjtKeyIds: invalidPick(catalogue).map((s) => s.sbjtKeyId) });
    expect(created.status).toBe(200);
    const id = created.body.data.proposalId;
    expect(created.body.data).toMatchObject({ status: 'DRAFT', title });
    expect(created.body.data.check.ok).toBe(false);

    const refused = await s162.post(`/api/v1/learnact/proposals/${id}/submit`);
    expect(refused.status).toBe(400);
    expect(refused.body.data.sbjtKeyIds).toBeTruthy();
    expect((await s162.get(`/api/v1/learnact/proposals/${id}`)).body.data.status).toBe('DRAFT');

    const second = await s162.post('/api/v1/learnact/proposals', { title: '두 번째 설계', goal, sbjtKeyIds: [] });
    expect(second.status).toBe(409);
    expect((await mine(s162)).body.data).toHaveLength(1);
  });

  it('submits a valid design, locks it, lets the student withdraw it and submit again', async () => {
    const [draft] = (await mine(s162)).body.data;
    const pick = validPick(catalogue);
    expect(checkDesign(pick).ok).toBe(true);
    const saved = await s162.post(`/api/v1/learnact/proposals/${draft.proposalId}`, { title: draft.title, goal, sbjtKeyIds: pick.map((s) => s.sbjtKeyId) });
    expect(saved.status).toBe(200);
    expect(saved.body.data.check.ok).toBe(true);
    expect(saved.body.data.sbjtKeyIds).toEqual(pick.map((s) => s.sbjtKeyId));

    const submitted = await s162.post(`/api/v1/learnact/proposals/${draft.proposalId}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('SUBMITTED');
    expect(submitted.body.data.submittedAt).toBeTruthy();

    expect((await s162.post(`/api/v1/learnact/proposals/${draft.proposalId}`, { title: '고침', goal, sbjtKeyIds: [] })).status).toBe(409);
    expect((await s162.post(`/api/v1/learnact/proposals/${draft.proposalId}/delete`)).status).toBe(409);

    const withdrawn = await s162.post(`/api/v1/learnact/proposals/${draft.proposalId}/withdraw`);
    expect(withdrawn.body.data.status).toBe('DRAFT');
    expect((await s162.post(`/api/v1/learnact/proposals/${draft.proposalId}/withdraw`)).status).toBe(409);
    expect((await s162.post(`/api/v1/learnact/proposals/${draft.proposalId}/submit`)).body.data.status).toBe('SUBMITTED');
    expect((await s162.post(`/api/v1/learnact/proposals/${draft.proposalId}/fly`)).status).toBe(404);
  });

  it("answers another student's proposal with 404 as if it did not exist, and staff on the student's calls with 403", async () => {
    const [p] = (await mine(s162)).body.data;
    expect((await s163.get(`/api/v1/learnact/proposals/${p.proposalId}`)).status).toBe(404);
    expect((await s163.post(`/api/v1/learnact/proposals/${p.proposalId}`, { title: '가로채기', goal, sbjtKeyIds: [] })).status).toBe(404);
    expect((await s163.post(`/api/v1/learnact/proposals/${p.proposalId}/withdraw`)).status).toBe(404);
    expect((await s163.post(`/api/v1/learnact/proposals/${p.proposalId}/submit`)).status).toBe(404);
    expect((await s163.post(`/api/v1/learnact/proposals/${p.proposalId}/delete`)).status).toBe(404);
    expect((await s163.get('/api/v1/learnact/proposals/999999')).status).toBe(404);
    expect((await staff5.get(`/api/v1/learnact/proposals/${p.proposalId}`)).status).toBe(403);
    // Nothing changed.
    expect((await s162.get(`/api/v1/learnact/proposals/${p.proposalId}`)).body.data).toMatchObject({ status: 'SUBMITTED', title: p.title });
  });

  it('keeps the review calls for staff', async () => {
    const [p] = (await mine(s162)).body.data;
    expect((await s162.get('/api/v1/stf/learning/proposals')).status).toBe(403);
    expect((await s162.post(`/api/v1/stf/learning/proposals/${p.proposalId}/approve`, {})).status).toBe(403);
    expect((await s163.get(`/api/v1/stf/learning/proposals/${p.proposalId}`)).status).toBe(403);
  });
});

describe('reviewing designed majors', () => {
  it('lists submitted proposals for staff with their rule check', async () => {
    const [p] = (await s162.get('/api/v1/learnact/proposals')).body.data;
    const res = await staff5.get('/api/v1/stf/learning/proposals');
    expect(res.status).toBe(200);
    const row = res.body.data.find((r: any) => r.proposalId === p.proposalId);
    expect(row).toMatchObject({ studentId: 'student162', status: 'SUBMITTED' });
    expect(row.check.ok).toBe(true);
    expect(res.body.data.every((r: any) => r.status === 'SUBMITTED')).toBe(true);
    expect((await staff5.get('/api/v1/stf/learning/proposals', { status: 'LOST' })).status).toBe(400);
  });

  it('needs a note to return a proposal; the student then sees 반려, the note and a message', async () => {
    const [p] = (await s162.get('/api/v1/learnact/proposals')).body.data;
    const noNote = await staff5.post(`/api/v1/stf/learning/proposals/${p.proposalId}/return`, { note: '  ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.data).toHaveProperty('note');
    expect((await s162.get(`/api/v1/learnact/proposals/${p.proposalId}`)).body.data.status).toBe('SUBMITTED');

    const note = unique('3·4학년 교과목의 비중을 늘려 주세요');
    const returned = await staff5.post(`/api/v1/stf/learning/proposals/${p.proposalId}/return`, { note });
    expect(returned.status).toBe(200);
    const seen = (await s162.get(`/api/v1/learnact/proposals/${p.proposalId}`)).body.data;
    expect(seen).toMatchObject({ status: 'RETURNED', statusNm: '반려', reviewNote: note });
    expect(seen.decidedAt).toBeTruthy();

    const inbox = (await s162.get('/api/v1/messages/inbox')).body.data.list;
    expect(inbox.some((m: any) => m.msgTitle.includes(p.title) && m.msgTitle.includes('반려') && m.msgCont.includes(note))).toBe(true);

    expect((await staff5.post(`/api/v1/stf/learning/proposals/${p.proposalId}/approve`, {})).status).toBe(409);
    expect((await s162.post(`/api/v1/learnact/proposals/${p.proposalId}/withdraw`)).status).toBe(409);
  });

  it('lets a student start again after a return, and approves a valid one', async () => {
    const again = await s162.post('/api/v1/learnact/proposals', { title: '다시 설계한 전공', goal, sbjtKeyIds: validPick(catalogue, 1).map((s) => s.sbjtKeyId) });
    expect(again.status).toBe(200);
    expect((await s162.post(`/api/v1/learnact/proposals/${again.body.data.proposalId}/delete`)).status).toBe(200);
    expect((await s162.get(`/api/v1/learnact/proposals/${again.body.data.proposalId}`)).status).toBe(404);

    const created = await s164.post('/api/v1/learnact/proposals', { title: '승인될 설계', goal, sbjtKeyIds: validPick(catalogue, 2).map((s) => s.sbjtKeyId) });
    const id = created.body.data.proposalId;
    expect((await s164.post(`/api/v1/learnact/proposals/${id}/submit`)).status).toBe(200);
    const approved = await staff5.post(`/api/v1/stf/learning/proposals/${id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'APPROVED', reviewerNm: expect.any(String) });
    expect((await s164.get(`/api/v1/learnact/proposals/${id}`)).body.data.statusNm).toBe('승인');
    const list = (await staff5.get('/api/v1/stf/learning/proposals', { status: 'APPROVED' })).body.data;
    expect(list.some((r: any) => r.proposalId === id)).toBe(true);
    expect((await staff5.post(`/api/v1/stf/learning/proposals/${id}/maybe`, {})).status).toBe(404);
  });
});
