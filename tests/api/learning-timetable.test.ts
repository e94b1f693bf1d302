// 나의 시간표 over HTTP: the running term from the student's enrolments, the next term's offerings,
// saved plans (create, save, copy, rename, delete, at most five), the server's refusals (conflict,
// credit limit, unknown or other-term sections) that store nothing, and who may touch a plan.
// Students 174-179 belong to this file.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn } from './client';
import { checkPlan, findConflicts, MAX_CREDITS, MAX_PLANS, totalCredits, type SectionInfo } from '../../src/lib/learning/timetable';

const API = '/api/v1/learnact/timetable';

interface Plan {
  planId: number;
  name: string;
  offeringIds: number[];
  sections: SectionInfo[];
  credits: number;
  issues: { kind: string; blocking: boolean; message: string }[];
}

let offerings: SectionInfo[];

/** Sections of distinct subjects that fit together (no conflict), up to `credits` or more. */
function compatible(minCredits: number, pool = offerings): SectionInfo[] {
  const picked: SectionInfo[] = [];
  for (const s of pool) {
    if (totalCredits(picked) >= minCredits) break;
    if (!s.times.length || picked.some((p) => p.sbjtKeyId === s.sbjtKeyId)) continue;
    if (findConflicts([...picked, s]).length) continue;
    picked.push(s);
  }
  expect(totalCredits(picked)).toBeGreaterThanOrEqual(minCredits);
  return picked;
}

/** Two sections of different subjects whose times overlap. */
function overlappingPair(): [SectionInfo, SectionInfo] {
  for (const a of offerings)
    for (const b of offerings) {
      if (a.sbjtKeyId === b.sbjtKeyId) continue;
      if (findConflicts([a, b]).length) return [a, b];
    }
  throw new Error('no overlapping pair in the demo offerings');
}

const ids = (list: SectionInfo[]) => list.map((s) => s.offeringId);

async function plansOf(client: Client): Promise<Plan[]> {
  const res = await client.get(`${API}/plans`);
  expect(res.status).toBe(200);
  return res.body.data.plans;
}

async function create(client: Client, name: string, offeringIds: number[] = []) {
  return client.post<Plan>(`${API}/plans`, { name, offeringIds });
}

beforeAll(async () => {
  const reader = await loggedIn('student174', 'std');
  const res = await reader.get(`${API}/offerings`);
  expect(res.status).toBe(200);
  offerings = res.body.data.offerings;
  expect(offerings.length).toBeGreaterThan(20);
});

describe('the running term', () => {
  it("shows each student's own sections of 2026학년도 2학기 with subject, room, professor and the credit total", async () => {
    const seen = new Map<string, number[]>();
    for (const id of ['student174', 'student175', 'student176', 'student177']) {
      const client = await loggedIn(id, 'std');
      const res = await client.get(`${API}/current`);
      expect(res.status).toBe(200);
      const { term, sections, credits } = res.body.data as { term: any; sections: SectionInfo[]; credits: number };
      expect(term).toMatchObject({ year: 2026, termCd: '20', label: '2026학년도 2학기' });
      expect(term.startDt < term.endDt).toBe(true);
      expect(credits).toBe(totalCredits(sections));
      // Enrolment needs a timetable a student could attend: no two sections at the same time.
      expect(findConflicts(sections)).toEqual([]);
      for (const s of sections) {
        expect(s.korNm).toBeTruthy();
        expect(s.times.length).toBeGreaterThan(0);
        expect(s.profNm).toBeTruthy();
      }
      seen.set(id, ids(sections));
      // The page shows the same subjects, or says there are none.
      const page = await client.page('/user/learnact/mytimetbl');
      expect(page.status).toBe(200);
      for (const s of sections) expect(page.html).toContain(s.korNm);
      if (!sections.length) expect(page.html).toContain('2026학년도 2학기에 수강 중인 과목이 없습니다.');
    }
    // Students on leave have none; the others each have their own.
    const withSections = [...seen.values()].filter((l) => l.length);
    expect(withSections.length).toBeGreaterThan(1);
    expect(new Set(withSections.map((l) => l.join())).size).toBeGreaterThan(1);
  });

  it('the page has the planner for 2027학년도 1학기 and states the credit rule', async () => {
    const page = await (await loggedIn('student175', 'std')).page('/user/learnact/mytimetbl');
    expect(page.html).toContain('2027학년도 1학기 시간표 계획');
    expect(page.html).toContain(`최대 <strong>${MAX_CREDITS}학점</strong>`);
  });

  it('is for students only', async () => {
    expect((await new Client().get(`${API}/current`)).status).toBe(401);
    const prof = await loggedIn('prof1', 'prof');
    expect((await prof.get(`${API}/current`)).status).toBe(403);
    expect((await prof.get(`${API}/plans`)).status).toBe(403);
  });
});

describe('offerings of the next term', () => {
  it('are the sections of 2027학년도 1학기 with names, searchable by name, category and day', async () => {
    const client = await loggedIn('student174', 'std');
    const all = (await client.get(`${API}/offerings`)).body.data;
    expect(all.term).toMatchObject({ year: 2027, termCd: '10', label: '2027학년도 1학기' });
    expect(all.departments.length).toBeGreaterThan(0);
    const sample = offerings[0];
    const byName = (await client.get(`${API}/offerings`, { q: sample.korNm })).body.data.offerings as SectionInfo[];
    expect(byName.map((s) => s.offeringId)).toContain(sample.offeringId);
    expect(byName.every((s) => s.korNm.includes(sample.korNm) || s.sbjtCd.toLowerCase().includes(sample.korNm.toLowerCase()) || (s.profNm ?? '').includes(sample.korNm))).toBe(true);
    const tuesday = (await client.get(`${API}/offerings`, { day: 2 })).body.data.offerings as SectionInfo[];
    expect(tuesday.length).toBeGreaterThan(0);
    expect(tuesday.every((s) => s.times.some((t) => t.day === 2))).toBe(true);
    const ge = (await client.get(`${API}/offerings`, { category: 'GE_REQ' })).body.data.offerings as SectionInfo[];
    expect(ge.every((s) => s.category === 'GE_REQ')).toBe(true);
    const dept = all.departments[0].deptCd;
    const ofDept = (await client.get(`${API}/offerings`, { deptCd: dept })).body.data.offerings as SectionInfo[];
    expect(ofDept.length).toBeGreaterThan(0);
    expect(ofDept.every((s) => s.deptCd === dept)).toBe(true);
  });

  it('refuses a bad filter with a Korean message', async () => {
    const client = await loggedIn('student174', 'std');
    const day = await client.get(`${API}/offerings`, { day: 9 });
    expect(day.status).toBe(400);
    expect(day.body.data.day).toBe('요일이 올바르지 않습니다.');
    const cat = await client.get(`${API}/offerings`, { category: 'X' });
    expect(cat.status).toBe(400);
    expect(cat.body.data.category).toBe('이수구분이 올바르지 않습니다.');
  });
});

describe('saving plans', () => {
  let client: Client;
  let plan: Plan;
  let fits: SectionInfo[];

  beforeAll(async () => {
    client = await loggedIn('student175', 'std');
    for (const p of await plansOf(client)) await client.post(`${API}/plans/${p.planId}/delete`);
    fits = compatible(6).slice(0, 2);
  });

  it('creates a plan with sections and lists it with its credits', async () => {
    const res = await create(client, '1안', ids(fits));
    expect(res.status).toBe(200);
    plan = res.body.data;
    expect(plan).toMatchObject({ name: '1안', offeringIds: ids(fits), credits: totalCredits(fits) });
    expect(plan.sections.map((s) => s.korNm)).toEqual(fits.map((s) => s.korNm));
    const listed = await plansOf(client);
    expect(listed.map((p) => [p.name, p.offeringIds])).toEqual([['1안', ids(fits)]]);
  });

  it('refuses a plan with a time conflict, naming both subjects, and keeps what was stored', async () => {
    const [a, b] = overlappingPair();
    const res = await client.post(`${API}/plans/${plan.planId}`, { name: '1안', offeringIds: [a.offeringId, b.offeringId] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(a.korNm);
    expect(res.body.message).toContain(b.korNm);
    expect(res.body.message).toContain('겹칩니다');
    expect(res.body.data.offeringIds).toContain('겹칩니다');
    expect((await client.get(`${API}/plans/${plan.planId}`)).body.data.offeringIds).toEqual(ids(fits));
    // A new plan with a conflict is not created either.
    expect((await create(client, '충돌안', [a.offeringId, b.offeringId])).status).toBe(400);
    expect((await plansOf(client)).map((p) => p.name)).toEqual(['1안']);
  });

  it(`refuses more than ${MAX_CREDITS} credits and keeps what was stored`, async () => {
    const many = compatible(MAX_CREDITS + 1);
    expect(checkPlan(many).map((i) => i.kind)).not.toContain('CONFLICT');
    const res = await client.post(`${API}/plans/${plan.planId}`, { name: '1안', offeringIds: ids(many) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`${totalCredits(many)}학점`);
    expect(res.body.message).toContain(`최대 ${MAX_CREDITS}학점`);
    expect((await client.get(`${API}/plans/${plan.planId}`)).body.data.offeringIds).toEqual(ids(fits));
  });

  it('refuses unknown sections, sections of another term and the same section twice', async () => {
    const unknown = await client.post(`${API}/plans/${plan.planId}`, { name: '1안', offeringIds: [999999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('존재하지 않는 분반');

    const running = (await client.get(`${API}/current`)).body.data.sections as SectionInfo[];
    expect(running.length).toBeGreaterThan(0);
    const otherTerm = await client.post(`${API}/plans/${plan.planId}`, { name: '1안', offeringIds: [running[0].offeringId] });
    expect(otherTerm.status).toBe(400);
    expect(otherTerm.body.message).toContain('2027학년도 1학기에 개설되지 않은 분반');

    const twice = await client.post(`${API}/plans/${plan.planId}`, { name: '1안', offeringIds: [fits[0].offeringId, fits[0].offeringId] });
    expect(twice.status).toBe(400);
    expect(twice.body.data.offeringIds).toBe('같은 분반이 두 번 들어 있습니다.');

    const badShape = await client.post(`${API}/plans/${plan.planId}`, { name: '', offeringIds: 'x' });
    expect(badShape.status).toBe(400);
    expect(badShape.body.data.name).toBe('계획 이름을 입력해 주세요.');
    expect(badShape.body.data.offeringIds).toBeTruthy();

    const notJson = await client.post(`${API}/plans/${plan.planId}`, '{oops');
    expect(notJson.status).toBe(400);
    expect((await client.get(`${API}/plans/${plan.planId}`)).body.data.offeringIds).toEqual(ids(fits));
  });

  it('refuses two sections of the same subject when a subject has two', async () => {
    const bySubject = new Map<string, SectionInfo[]>();
    for (const s of offerings) bySubject.set(s.sbjtKeyId, [...(bySubject.get(s.sbjtKeyId) ?? []), s]);
    const pair = [...bySubject.values()].find((l) => l.length > 1 && !findConflicts(l.slice(0, 2)).length);
    if (!pair) return; // every subject with two sections meets at the same time: the conflict test covers it
    const res = await client.post(`${API}/plans/${plan.planId}`, { name: '1안', offeringIds: ids(pair.slice(0, 2)) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('두 번 이상 담겨');
  });

  it('saves a changed plan and a new name', async () => {
    const next = compatible(9).slice(0, 3);
    const res = await client.post(`${API}/plans/${plan.planId}`, { name: ' 최종안 ', offeringIds: ids(next) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ planId: plan.planId, name: '최종안', offeringIds: ids(next), credits: totalCredits(next) });
    expect((await plansOf(client)).map((p) => [p.name, p.offeringIds])).toEqual([['최종안', ids(next)]]);
    plan = res.body.data;
  });

  it('copies a plan under a new name, refuses a name already used, and deletes', async () => {
    const copy = await client.post(`${API}/plans/${plan.planId}/copy`, { name: '2안' });
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({ name: '2안', offeringIds: plan.offeringIds });
    expect(copy.body.data.planId).not.toBe(plan.planId);

    const clash = await client.post(`${API}/plans/${copy.body.data.planId}`, { name: '최종안', offeringIds: [] });
    expect(clash.status).toBe(400);
    expect(clash.body.data.name).toBe('같은 이름의 계획이 이미 있습니다.');
    expect((await create(client, '2안')).status).toBe(400);

    const del = await client.post(`${API}/plans/${copy.body.data.planId}/delete`);
    expect(del.status).toBe(200);
    expect((await client.get(`${API}/plans/${copy.body.data.planId}`)).status).toBe(404);
    expect((await plansOf(client)).map((p) => p.name)).toEqual(['최종안']);
  });
});

describe('limits and advice', () => {
  it(`keeps at most ${MAX_PLANS} plans per term`, async () => {
    const client = await loggedIn('student176', 'std');
    for (const p of await plansOf(client)) await client.post(`${API}/plans/${p.planId}/delete`);
    for (let n = 1; n <= MAX_PLANS; n++) expect((await create(client, `${n}안`)).status).toBe(200);
    const sixth = await create(client, '6안');
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toContain(`${MAX_PLANS}개까지`);
    const first = (await plansOf(client))[0];
    const copy = await client.post(`${API}/plans/${first.planId}/copy`, { name: '복사' });
    expect(copy.status).toBe(400);
    expect(await plansOf(client)).toHaveLength(MAX_PLANS);
  });

  it('a prerequisite not passed is a warning: the plan is saved and says so', async () => {
    const client = await loggedIn('student179', 'std');
    for (const p of await plansOf(client)) await client.post(`${API}/plans/${p.planId}/delete`);
    // Upper-year subjects with a prerequisite the student has not passed (the page's record says which).
    const withPrereq = offerings.filter((s) => s.prereqs.length);
    expect(withPrereq.length).toBeGreaterThan(0);
    for (const s of withPrereq) {
      const res = await create(client, '선수과목', [s.offeringId]);
      expect(res.status).toBe(200);
      const warned = res.body.data.issues.filter((i) => i.kind === 'PREREQ');
      await client.post(`${API}/plans/${res.body.data.planId}/delete`);
      if (warned.length) {
        expect(warned[0].blocking).toBe(false);
        expect(warned[0].message).toContain('선수과목');
        expect(s.prereqs.some((p) => warned[0].message.includes(p.korNm))).toBe(true);
        return;
      }
    }
    throw new Error('student179 has passed every prerequisite of the term: pick another student');
  });
});

describe('only the owner sees and changes a plan', () => {
  let owner: Client;
  let other: Client;
  let plan: Plan;

  beforeAll(async () => {
    owner = await loggedIn('student177', 'std');
    other = await loggedIn('student178', 'std');
    for (const p of await plansOf(owner)) await owner.post(`${API}/plans/${p.planId}/delete`);
    plan = (await create(owner, '내 계획', ids(compatible(3).slice(0, 1)))).body.data;
  });

  it('another student gets 404 for reading, saving, copying and deleting, as if it did not exist, and nothing changes', async () => {
    expect((await other.get(`${API}/plans/${plan.planId}`)).status).toBe(404);
    expect((await other.post(`${API}/plans/${plan.planId}`, { name: '가로채기', offeringIds: [] })).status).toBe(404);
    expect((await other.post(`${API}/plans/${plan.planId}/copy`, { name: '복사' })).status).toBe(404);
    expect((await other.post(`${API}/plans/${plan.planId}/delete`)).status).toBe(404);
    expect((await plansOf(other)).map((p) => p.planId)).not.toContain(plan.planId);
    const mine = await owner.get(`${API}/plans/${plan.planId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ name: '내 계획', offeringIds: plan.offeringIds });
  });

  it('a plan that does not exist is 404, a malformed id 400, a professor 403, no session 401', async () => {
    expect((await owner.get(`${API}/plans/99999999`)).status).toBe(404);
    expect((await owner.post(`${API}/plans/99999999/delete`)).status).toBe(404);
    expect((await owner.get(`${API}/plans/abc`)).status).toBe(400);
    const prof = await loggedIn('prof1', 'prof');
    expect((await prof.get(`${API}/plans/${plan.planId}`)).status).toBe(403);
    expect((await new Client().post(`${API}/plans/${plan.planId}/delete`)).status).toBe(401);
    expect((await owner.get(`${API}/plans/${plan.planId}`)).status).toBe(200);
  });
});
