// The graduation simulation over HTTP: the current state computed from the transcript, the what-if and
// its difference, saved scenarios (owner only, unique names, at most 10) and the professor's read-only
// view of an advisee. Students 184-189 are this file's; student1 and prof1 are only read.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SetResult as SetR, SimulationView } from '../../src/lib/learning/grad-types';
import { Client, loggedIn, unique } from './client';

const API = '/api/v1/learnact/grdtsmlt';

type View = SimulationView;

let s184: Client;
let s185: Client;
let s186: Client;
let prof1: Client;
let student1: Client;
let hakgua: { deptCd: string; deptNm: string }[];

const rule = (v: View, kind: string) => v.simulation.sets.flatMap((s) => s.rules).find((r) => r.kind === kind)!;
const current = async (c: Client) => (await c.get<View>(API)).body.data;
const scenarios = async (c: Client) => (await c.get<{ scenarioId: number; name: string }[]>(`${API}/scenarios`)).body.data;

/** A department that is none of the student's. */
const otherDept = (v: View) => hakgua.find((d) => ![v.selection.primaryDeptCd, v.selection.doubleDeptCd, v.selection.minorDeptCd].includes(d.deptCd))!;

beforeAll(async () => {
  [s184, s185, s186, prof1, student1] = await Promise.all([loggedIn('student184', 'std'), loggedIn('student185', 'std'), loggedIn('student186', 'std'), loggedIn('prof1', 'prof'), loggedIn('student1', 'std')]);
  hakgua = (await s184.get('/api/v1/cmmn/getDeptList', { deptDiv: 'HAKGUA' })).body.data;
  expect(hakgua.length).toBeGreaterThan(3);
  // Leave no scenarios behind from an earlier run.
  for (const c of [s184, s185, s186]) for (const s of await scenarios(c)) await c.post(`${API}/scenarios/${s.scenarioId}/delete`);
});

describe('GET the current simulation', () => {
  it('gives the university and primary-major sets with figures that add up from the transcript', async () => {
    const res = await s184.get<View>(API);
    expect(res.status).toBe(200);
    const v = res.body.data;
    expect(v.student.userId).toBe('student184');
    const roles = v.simulation.sets.map((s) => s.role);
    expect(roles).toContain('UNIVERSITY');
    expect(roles).toContain('PRIMARY');
    expect(v.simulation.sets.find((s) => s.role === 'PRIMARY')!.deptCd).toBe(v.selection.primaryDeptCd);
    const total = rule(v, 'TOTAL_CREDITS');
    expect(total.completed).toBe(v.simulation.summary.earnedCredits);
    expect(v.simulation.summary.requiredCredits).toBe(total.required);
    for (const r of v.simulation.sets.flatMap((s) => s.rules)) {
      if (r.kind === 'GPA') continue;
      expect(r.remaining).toBe(Math.max(0, r.required - r.completed));
      expect(r.met).toBe(r.completed >= r.required);
      if (['TOTAL_CREDITS', 'CATEGORY_CREDITS', 'GE_AREA_CREDITS'].includes(r.kind)) expect(r.fills.reduce((s, f) => s + f.credits, 0)).toBe(r.completed);
    }
    expect(v.simulation.summary.unmetCount).toBe(v.simulation.sets.flatMap((s) => s.rules).filter((r) => !r.met).length);
  });

  it('gives student1 the double-major set of 통계학과 too', async () => {
    const v = await current(student1);
    expect(v.simulation.sets.find((s) => s.role === 'DOUBLE')?.deptCd).toBe('D3040');
  });

  it('is for students only, and needs a session', async () => {
    expect((await prof1.get(API)).status).toBe(403);
    expect((await new Client().get(API)).status).toBe(401);
    expect((await prof1.post(`${API}/whatif`, { plannedSbjtKeyIds: [] })).status).toBe(403);
    expect((await prof1.get(`${API}/scenarios`)).status).toBe(403);
  });
});

describe('POST what-if', () => {
  it('adds a minor set and reports it as added, with each rule before and after', async () => {
    const before = await current(s184);
    const dept = otherDept(before);
    const res = await s184.post(`${API}/whatif`, { minorDeptCd: dept.deptCd, plannedSbjtKeyIds: [] });
    expect(res.status).toBe(200);
    const { after, diff } = res.body.data;
    const minor = after.simulation.sets.find((s: SetR) => s.role === 'MINOR');
    expect(minor.deptCd).toBe(dept.deptCd);
    expect(diff.setsAdded.map((s: { setId: number }) => s.setId)).toEqual([minor.setId]);
    expect(diff.setsRemoved).toEqual([]);
    expect(diff.rules.length).toBe(before.simulation.sets.reduce((n, s) => n + s.rules.length, 0));
    // Nothing is stored by a what-if.
    expect((await current(s184)).selection.minorDeptCd).toBe(before.selection.minorDeptCd);
  });

  it('counts a planned subject as passed, marked planned, and lowers what remains', async () => {
    const before = await current(s184);
    const hits = (await s184.get(`${API}/subjects`, { keyword: '학' })).body.data as { sbjtKeyId: string; credits: number; deptCd: string | null; passed: boolean }[];
    const pick = hits.find((h) => !h.passed)!;
    expect(pick).toBeDefined();
    const res = await s184.post(`${API}/whatif`, { plannedSbjtKeyIds: [pick.sbjtKeyId] });
    expect(res.status).toBe(200);
    const after: View = res.body.data.after;
    const total = rule(after, 'TOTAL_CREDITS');
    expect(total.completed).toBe(rule(before, 'TOTAL_CREDITS').completed + pick.credits);
    expect(total.fills.find((f) => f.sbjtKeyId === pick.sbjtKeyId)?.planned).toBe(true);
    expect(after.simulation.summary.plannedCredits).toBe(pick.credits);
    expect(after.simulation.summary.gpa).toBe(before.simulation.summary.gpa);
    const d = res.body.data.diff.rules.find((r: { ruleId: number }) => r.ruleId === total.ruleId);
    expect(d.before.remaining - d.after.remaining).toBe(Math.min(pick.credits, d.before.remaining));
  });

  it('leaves out a planned subject already passed and says so', async () => {
    const before = await current(s184);
    const passed = rule(before, 'TOTAL_CREDITS').fills.find((f) => f.sbjtKeyId && !f.transfer)!;
    expect(passed).toBeDefined();
    const res = await s184.post(`${API}/whatif`, { plannedSbjtKeyIds: [passed.sbjtKeyId] });
    expect(res.status).toBe(200);
    expect(res.body.data.after.simulation.ignoredPlanned.map((p: { sbjtKeyId: string }) => p.sbjtKeyId)).toEqual([passed.sbjtKeyId]);
    expect(rule(res.body.data.after, 'TOTAL_CREDITS').completed).toBe(rule(before, 'TOTAL_CREDITS').completed);
  });

  it('drops the double major with null', async () => {
    const res = await student1.post(`${API}/whatif`, { doubleDeptCd: null });
    expect(res.status).toBe(200);
    expect(res.body.data.after.simulation.sets.some((s: SetR) => s.role === 'DOUBLE')).toBe(false);
    expect(res.body.data.diff.setsRemoved.map((s: { role: string }) => s.role)).toEqual(['DOUBLE']);
  });

  it('refuses unknown departments and subjects and second majors equal to the primary one, in Korean', async () => {
    const v = await current(s184);
    const cases: [unknown, string][] = [
      [{ minorDeptCd: 'D9999' }, 'minorDeptCd'],
      [{ primaryDeptCd: 'X0000' }, 'primaryDeptCd'],
      [{ doubleDeptCd: v.selection.primaryDeptCd }, 'doubleDeptCd'],
      [{ minorDeptCd: v.selection.primaryDeptCd }, 'minorDeptCd'],
      [{ plannedSbjtKeyIds: ['SBJ99999'] }, 'plannedSbjtKeyIds'],
      [{ plannedSbjtKeyIds: 'SBJ00001' }, 'plannedSbjtKeyIds'],
      [{ minorDeptCd: 'not a code!' }, 'minorDeptCd'],
      [{ plannedSbjtKeyIds: Array.from({ length: 41 }, (_, i) => `SBJ${String(i + 1).padStart(5, '0')}`) }, 'plannedSbjtKeyIds'],
    ];
    for (const [body, field] of cases) {
      const res = await s184.post(`${API}/whatif`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
      expect(res.body.data[field], JSON.stringify(body)).toMatch(/[가-힣]/);
    }
    const other = otherDept(v);
    const both = await s184.post(`${API}/whatif`, { doubleDeptCd: other.deptCd, minorDeptCd: other.deptCd });
    expect(both.status).toBe(400);
    expect(both.body.data.minorDeptCd).toContain('복수전공');
    expect((await s184.post(`${API}/whatif`, '{not json')).status).toBe(400);
  });
});

describe('subject search', () => {
  it('finds subjects by name and marks the passed ones', async () => {
    const v = await current(s184);
    const passed = rule(v, 'TOTAL_CREDITS').fills.find((f) => f.sbjtKeyId && !f.transfer && f.sbjtCd)!;
    const byCode = (await s184.get(`${API}/subjects`, { keyword: passed.sbjtCd! })).body.data as { sbjtKeyId: string; passed: boolean }[];
    expect(byCode.find((h) => h.sbjtKeyId === passed.sbjtKeyId)?.passed).toBe(true);
    const hits = (await s184.get(`${API}/subjects`, { keyword: '학' })).body.data as { korNm: string; passed: boolean }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(20);
    for (const h of hits) expect(h.korNm).toContain('학');
  });

  it('needs a keyword', async () => {
    const res = await s184.get(`${API}/subjects`, { keyword: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.data.keyword).toMatch(/[가-힣]/);
    expect((await s184.get(`${API}/subjects`)).status).toBe(400);
  });
});

describe('scenarios', () => {
  it('saves, lists with their figures, and deletes the owner’s scenario', async () => {
    const v = await current(s185);
    const dept = otherDept(v);
    const name = '부전공 ' + dept.deptNm.slice(0, 10);
    const saved = await s185.post(`${API}/scenarios`, { name: `  ${name}  `, minorDeptCd: dept.deptCd, plannedSbjtKeyIds: [] });
    expect(saved.status).toBe(200);
    const list = (await s185.get(`${API}/scenarios`)).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ scenarioId: saved.body.data.scenarioId, name, params: { minorDeptCd: dept.deptCd, plannedSbjtKeyIds: [] } });
    expect(list[0].result.simulation.sets.some((s: SetR) => s.role === 'MINOR' && s.deptCd === dept.deptCd)).toBe(true);
    // Not visible to another student.
    expect(await scenarios(s186)).toEqual([]);
    const del = await s185.post(`${API}/scenarios/${saved.body.data.scenarioId}/delete`);
    expect(del.status).toBe(200);
    expect(await scenarios(s185)).toEqual([]);
  });

  it('refuses a duplicate, empty or too long name, and bad what-ifs, storing nothing', async () => {
    const v = await current(s186);
    expect((await s186.post(`${API}/scenarios`, { name: '기준안', plannedSbjtKeyIds: [] })).status).toBe(200);
    const bad: [unknown, string][] = [
      [{ name: '기준안', plannedSbjtKeyIds: [] }, 'name'],
      [{ name: '   ', plannedSbjtKeyIds: [] }, 'name'],
      [{ name: '가'.repeat(31), plannedSbjtKeyIds: [] }, 'name'],
      [{ plannedSbjtKeyIds: [] }, 'name'],
      [{ name: '잘못된 학과', minorDeptCd: 'D9999' }, 'minorDeptCd'],
      [{ name: '같은 학과', doubleDeptCd: v.selection.primaryDeptCd }, 'doubleDeptCd'],
      [{ name: '없는 과목', plannedSbjtKeyIds: ['SBJ99999'] }, 'plannedSbjtKeyIds'],
    ];
    for (const [body, field] of bad) {
      const res = await s186.post(`${API}/scenarios`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data[field], JSON.stringify(body)).toMatch(/[가-힣]/);
    }
    expect((await scenarios(s186)).map((s) => s.name)).toEqual(['기준안']);
  });

  it('keeps at most 10 per student', async () => {
    for (const s of await scenarios(s186)) await s186.post(`${API}/scenarios/${s.scenarioId}/delete`);
    for (let i = 1; i <= 10; i++) expect((await s186.post(`${API}/scenarios`, { name: `안 ${i}`, plannedSbjtKeyIds: [] })).status).toBe(200);
    const eleventh = await s186.post(`${API}/scenarios`, { name: '안 11', plannedSbjtKeyIds: [] });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.message).toContain('10개');
    expect(await scenarios(s186)).toHaveLength(10);
    for (const s of await scenarios(s186)) await s186.post(`${API}/scenarios/${s.scenarioId}/delete`);
  });

  it('lets nobody else delete a scenario', async () => {
    const saved = await s185.post(`${API}/scenarios`, { name: unique('남의 것').slice(0, 30), plannedSbjtKeyIds: [] });
    const id = saved.body.data.scenarioId;
    // Another student: not found, as if it did not exist; a professor: not a student call at all.
    expect((await s186.post(`${API}/scenarios/${id}/delete`)).status).toBe(404);
    expect((await prof1.post(`${API}/scenarios/${id}/delete`)).status).toBe(403);
    expect((await s185.post(`${API}/scenarios/99999999/delete`)).status).toBe(404);
    expect((await s185.post(`${API}/scenarios/abc/delete`)).status).toBe(400);
    expect((await scenarios(s185)).map((s) => s.scenarioId)).toEqual([id]);
    expect((await s185.post(`${API}/scenarios/${id}/delete`)).status).toBe(200);
  });
});

describe("a professor's read-only view", () => {
  it('shows prof1 the simulation of an advisee with the figures the student sees', async () => {
    const res = await prof1.get<View>(`${API}/advisees/student1`);
    expect(res.status).toBe(200);
    const own = await current(student1);
    expect(res.body.data.simulation).toEqual(own.simulation);
  });

  it('refuses a student who is not an advisee, and students calling it', async () => {
    // student184's advisor is not prof1 (the advisee list has no such row).
    const page = await prof1.page('/prof/advisees?keyword=student184');
    expect(page.html).not.toContain('data-student-id="student184"');
    const res = await prof1.get(`${API}/advisees/student184`);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect((await prof1.get(`${API}/advisees/nobody`)).status).toBe(404);
    expect((await s184.get(`${API}/advisees/student184`)).status).toBe(403);
    expect((await s184.get(`${API}/advisees/student1`)).status).toBe(403);
  });

  it('the professor page shows an advisee and sends a non-advisee to the unauthorized page', async () => {
    const ok = await prof1.page('/prof/advisees/student1/grdtsmlt');
    expect(ok.status).toBe(200);
    expect(ok.html).toContain('data-testid="grad-set"');
    const refused = await prof1.page('/prof/advisees/student184/grdtsmlt');
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('/unauthorized');
    const list = await prof1.page('/prof/advisees?keyword=student1');
    expect(list.html).toContain('/prof/advisees/student1/grdtsmlt');
  });
});
