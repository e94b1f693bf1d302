// The staff calls that keep the academic data: subjects (with prerequisites and competencies),
// term offerings and graduation requirements. Staff only; invalid input is refused with Korean field
// errors and stores nothing; every change is in the audit log. Test data is created per run
// (codes and rooms unique), seeded rows are only read.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, loggedIn, unique } from './client';

const S = '/api/v1/stf/learning/subjects';
const O = '/api/v1/stf/learning/offerings';
const R = '/api/v1/stf/learning/requirements';

let staff2: Client;
// A second learning manager (LEARNING_MANAGER, decision 046), who reads and edits what the first one made.
let staff3: Client;
let student1: Client;
let prof1: Client;
let admin1: Client;

/** A subject code no other run or test uses: 4 letters + 4 digits. */
function code() {
  const letters = Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  return `${letters}${String(Math.floor(Math.random() * 9000) + 1000)}`;
}

function subjectBody(fields: Record<string, unknown> = {}) {
  return { sbjtCd: code(), korNm: unique('테스트과목'), engNm: null, credits: 3, category: 'MAJOR_ELEC', deptCd: 'D4010', geAreaCd: null, stdYear: 2, stdTermCd: '10', description: '교과목 관리 시험용', prereqs: [], competencies: [], ...fields };
}

async function createSubject(fields: Record<string, unknown> = {}) {
  const body = subjectBody(fields);
  const res = await staff2.post(S, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...body, sbjtKeyId: res.body.data.sbjtKeyId as string };
}

async function auditRows(action: string) {
  const page = await admin1.page(`/adm/audit?action=${encodeURIComponent(action)}`);
  expect(page.status).toBe(200);
  const table = /data-testid="audit-log"[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(page.html)?.[1] ?? '';
  return table
    .split(/<tr[^>]*>/)
    .slice(1)
    .map((row) => row.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

async function countByKeyword(keyword: string) {
  return (await staff2.get(S, { keyword })).body.data.totalCnt as number;
}

beforeAll(async () => {
  [staff2, staff3, student1, prof1, admin1] = await Promise.all([loggedIn('staff2', 'stf'), accountClient('stf', { roles: ['LEARNING_MANAGER'] }).then((a) => a.client), loggedIn('student1', 'std'), loggedIn('prof1', 'prof'), loggedIn('admin1', 'adm')]);
});

describe('only staff', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', S],
    ['POST', S, subjectBody()],
    ['GET', `${S}/SBJ00001`],
    ['POST', `${S}/SBJ00001/use`, { useYn: 'N' }],
    ['POST', `${S}/SBJ00001/delete`],
    ['GET', `${S}/search?keyword=자료`],
    ['GET', O],
    ['POST', O, {}],
    ['POST', `${O}/check`, {}],
    ['POST', `${O}/1/delete`],
    ['GET', R],
    ['POST', R, {}],
    ['GET', `${R}/1`],
    ['POST', `${R}/1/rules`, {}],
    ['POST', `${R}/1/rules/1`, {}],
    ['POST', `${R}/1/delete`],
  ];
  it('refuses students and professors with 403 and anonymous callers with 401', async () => {
    for (const [method, path, body] of calls) {
      for (const client of [student1, prof1]) {
        const res = method === 'GET' ? await client.get(path) : await client.post(path, body ?? {});
        expect(res.status, `${method} ${path}`).toBe(403);
      }
      const anon = new Client();
      const res = method === 'GET' ? await anon.get(path) : await anon.post(path, body ?? {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
  it('keeps the staff pages from students and professors', async () => {
    for (const page of ['/stf/learning/subjects', '/stf/learning/offerings', '/stf/learning/requirements']) {
      expect((await student1.page(page)).status).not.toBe(200);
      expect((await prof1.page(page)).status).not.toBe(200);
      expect((await staff3.page(page)).status).toBe(200);
    }
  });
});

describe('subjects', () => {
  it('searches seeded subjects by name, code, department, category, area and use', async () => {
    const all = await staff2.get(S, { size: 5 });
    expect(all.status).toBe(200);
    expect(all.body.data.totalCnt).toBeGreaterThan(100);
    const first = all.body.data.list[0];
    const byName = await staff2.get(S, { keyword: first.korNm.slice(0, 3) });
    expect(byName.body.data.list.map((s: any) => s.sbjtKeyId)).toContain(first.sbjtKeyId);
    const byCode = await staff2.get(S, { keyword: first.sbjtCd.toLowerCase() });
    expect(byCode.body.data.list.map((s: any) => s.sbjtKeyId)).toContain(first.sbjtKeyId);
    const dept = await staff2.get(S, { deptCd: 'D4010', category: 'MAJOR_REQ', size: 100 });
    expect(dept.body.data.totalCnt).toBeGreaterThan(0);
    expect(dept.body.data.list.every((s: any) => s.deptCd === 'D4010' && s.category === 'MAJOR_REQ')).toBe(true);
    const ge = await staff2.get(S, { geAreaCd: 'GE1', size: 100 });
    expect(ge.body.data.totalCnt).toBeGreaterThan(0);
    expect(ge.body.data.list.every((s: any) => s.geAreaCd?.startsWith('GE1'))).toBe(true);
    const paged = await staff2.get(S, { size: 5, page: 2 });
    expect(paged.body.data.list[0].sbjtKeyId).not.toBe(first.sbjtKeyId);
    expect((await staff2.get(S, { size: 500 })).status).toBe(400);
  });

  it('creates a subject with prerequisites and competencies, and shows them back', async () => {
    const pre = (await staff2.get(S, { deptCd: 'D4010', size: 1 })).body.data.list[0];
    const s = await createSubject({ prereqs: [pre.sbjtKeyId], competencies: [{ competencyCd: 'COMM', weight: 2 }, { competencyCd: 'EXPT', weight: 3 }] });
    expect(s.sbjtKeyId).toMatch(/^SBJ\d{5}$/);
    const d = (await staff3.get(`${S}/${s.sbjtKeyId}`)).body.data;
    expect(d).toMatchObject({ sbjtCd: s.sbjtCd, korNm: s.korNm, credits: 3, category: 'MAJOR_ELEC', deptCd: 'D4010', useYn: 'Y' });
    expect(d.prereqs.map((p: any) => p.sbjtKeyId)).toEqual([pre.sbjtKeyId]);
    expect(d.competencies).toEqual([
      { competencyCd: 'COMM', weight: 2 },
      { competencyCd: 'EXPT', weight: 3 },
    ]);
    expect((await auditRows('learning.subject.create')).some((r) => r.includes(s.sbjtKeyId))).toBe(true);
  });

  it('edits a subject and replaces its prerequisites and competencies', async () => {
    const a = await createSubject();
    const b = await createSubject({ prereqs: [a.sbjtKeyId], competencies: [{ competencyCd: 'COMM', weight: 1 }] });
    const res = await staff2.post(`${S}/${b.sbjtKeyId}`, { ...b, korNm: `${b.korNm} 개정`, credits: 2, prereqs: [], competencies: [{ competencyCd: 'CRTV', weight: 3 }] });
    expect(res.status).toBe(200);
    const d = (await staff2.get(`${S}/${b.sbjtKeyId}`)).body.data;
    expect(d).toMatchObject({ korNm: `${b.korNm} 개정`, credits: 2, prereqs: [], competencies: [{ competencyCd: 'CRTV', weight: 3 }] });
    expect((await auditRows('learning.subject.update')).some((r) => r.includes(b.sbjtKeyId))).toBe(true);
  });

  it('refuses malformed fields with Korean messages and stores nothing', async () => {
    const body = subjectBody({ sbjtCd: 'cs-1', korNm: '', credits: 5, stdYear: 0, competencies: [{ competencyCd: 'COMM', weight: 4 }] });
    const res = await staff2.post(S, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data)).toEqual(expect.arrayContaining(['sbjtCd', 'korNm', 'credits', 'stdYear', 'competencies.0.weight']));
    expect(Object.values(res.body.data).every((m) => /[가-힣]/.test(String(m)))).toBe(true);
  });

  it('needs a department for a major subject and an area for general education', async () => {
    const major = subjectBody({ deptCd: null });
    const r1 = await staff2.post(S, major);
    expect(r1.status).toBe(400);
    expect(r1.body.data.deptCd).toMatch(/개설학과/);
    const ge = subjectBody({ category: 'GE_ELEC', deptCd: null, geAreaCd: null });
    const r2 = await staff2.post(S, ge);
    expect(r2.status).toBe(400);
    expect(r2.body.data.geAreaCd).toMatch(/교양영역/);
    const r3 = await staff2.post(S, subjectBody({ category: 'GE_ELEC', deptCd: null, geAreaCd: 'NOPE' }));
    expect(r3.status).toBe(400);
    expect(r3.body.data.geAreaCd).toBeDefined();
    expect(await countByKeyword(major.korNm)).toBe(0);
    expect(await countByKeyword(ge.korNm)).toBe(0);
  });

  it('refuses a code already taken, a missing prerequisite, an unknown competency: nothing stored', async () => {
    const seeded = (await staff2.get(S, { size: 1 })).body.data.list[0];
    const dup = subjectBody({ sbjtCd: seeded.sbjtCd });
    const r1 = await staff2.post(S, dup);
    expect(r1.status).toBe(400);
    expect(r1.body.data.sbjtCd).toMatch(/이미/);
    const missing = subjectBody({ prereqs: ['SBJ99999'] });
    const r2 = await staff2.post(S, missing);
    expect(r2.status).toBe(400);
    expect(r2.body.data.prereqs).toMatch(/없는 선수과목/);
    // The subject row would be valid on its own: the whole change is one transaction.
    const comp = subjectBody({ competencies: [{ competencyCd: 'NOPE', weight: 1 }] });
    const r3 = await staff2.post(S, comp);
    expect(r3.status).toBe(400);
    expect(r3.body.data.competencies).toBeDefined();
    for (const b of [dup, missing, comp]) expect(await countByKeyword(b.korNm)).toBe(0);
  });

  it('refuses a subject as its own prerequisite and a loop of prerequisites, keeping the old ones', async () => {
    const a = await createSubject();
    const b = await createSubject({ prereqs: [a.sbjtKeyId] });
    const c = await createSubject({ prereqs: [b.sbjtKeyId] });
    const self = await staff2.post(`${S}/${a.sbjtKeyId}`, { ...a, prereqs: [a.sbjtKeyId] });
    expect(self.status).toBe(400);
    expect(self.body.data.prereqs).toMatch(/자기 자신/);
    const loop = await staff2.post(`${S}/${a.sbjtKeyId}`, { ...a, korNm: `${a.korNm} 바뀜`, prereqs: [c.sbjtKeyId] });
    expect(loop.status).toBe(400);
    expect(loop.body.data.prereqs).toMatch(/순환/);
    expect(loop.body.data.prereqs).toContain(c.sbjtCd);
    const d = (await staff2.get(`${S}/${a.sbjtKeyId}`)).body.data;
    expect(d.prereqs).toEqual([]);
    expect(d.korNm).toBe(a.korNm);
  });

  it('deletes an unused subject but only disables one with offerings or enrolments', async () => {
    const unused = await createSubject();
    const del = await staff2.post(`${S}/${unused.sbjtKeyId}/delete`);
    expect(del.status).toBe(200);
    expect(del.body.data.deleted).toBe(true);
    expect((await staff2.get(`${S}/${unused.sbjtKeyId}`)).status).toBe(404);

    // A seeded subject of the running term has enrolments: read its usage, never change it here.
    const running = (await staff2.get(O, { term: '2026-20', size: 1 })).body.data.list[0];
    const usage = (await staff2.get(`${S}/${running.sbjtKeyId}`)).body.data.usage;
    expect(usage.offerings).toBeGreaterThan(0);

    const offered = await createSubject();
    const off = await staff2.post(O, offeringBody(offered.sbjtKeyId));
    expect(off.status).toBe(200);
    const r = await staff2.post(`${S}/${offered.sbjtKeyId}/delete`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ deleted: false, useYn: 'N' });
    const d = (await staff2.get(`${S}/${offered.sbjtKeyId}`)).body.data;
    expect(d.useYn).toBe('N');
    expect((await staff2.get(S, { keyword: offered.sbjtCd, useYn: 'N' })).body.data.totalCnt).toBe(1);
    expect((await staff2.post(`${S}/${offered.sbjtKeyId}/use`, { useYn: 'Y' })).body.data.useYn).toBe('Y');
    expect((await staff2.post(`${S}/${offered.sbjtKeyId}/use`, { useYn: 'X' })).status).toBe(400);
    expect((await auditRows('learning.subject.disable')).some((row) => row.includes(offered.sbjtKeyId))).toBe(true);
  });

  it('answers 404 for a subject that does not exist', async () => {
    expect((await staff2.get(`${S}/SBJ99999`)).status).toBe(404);
    expect((await staff2.get(`${S}/nonsense`)).status).toBe(404);
    expect((await staff2.post(`${S}/SBJ99999`, subjectBody())).status).toBe(404);
  });
});

let roomSeq = 0;
/** A room nobody else uses, so the clash checks only see this test's sections. */
const room = () => `시험관 ${Date.now().toString(36)}-${++roomSeq}`;

function offeringBody(sbjtKeyId: string, fields: Record<string, unknown> = {}) {
  return { year: 2027, termCd: '10', sbjtKeyId, section: '01', profUserId: 'prof2', room: room(), capacity: 40, times: [{ day: 6, start: '09:00', end: '10:15' }], ...fields };
}

describe('offerings', () => {
  it('lists the next term by default and the running term on request, with filters', async () => {
    const next = await staff2.get(O);
    expect(next.status).toBe(200);
    expect(next.body.data.term).toMatchObject({ year: 2027, termCd: '10' });
    expect(next.body.data.totalCnt).toBeGreaterThan(0);
    const running = await staff2.get(O, { term: '2026-20', size: 100 });
    expect(running.body.data.term).toMatchObject({ year: 2026, termCd: '20' });
    expect(running.body.data.list.some((o: any) => o.enrolled > 0)).toBe(true);
    const d = await staff2.get(O, { term: '2026-20', deptCd: 'D4010', size: 100 });
    expect(d.body.data.list.length).toBeGreaterThan(0);
    expect(d.body.data.list.every((o: any) => o.deptCd === 'D4010')).toBe(true);
    expect((await staff2.get(O, { term: '2026-99' })).status).toBe(400);
  });

  it('adds a section, refuses the same room at the same time and warns about overlaps', async () => {
    const s = await createSubject();
    const t = await createSubject();
    const first = offeringBody(s.sbjtKeyId, { profUserId: 'prof3' });
    const created = await staff2.post(O, first);
    expect(created.status).toBe(200);
    expect(created.body.data.warnings).toEqual([]);
    const id = created.body.data.offeringId;
    const stored = (await staff2.get(`${O}/${id}`)).body.data;
    expect(stored).toMatchObject({ sbjtKeyId: s.sbjtKeyId, section: '01', profUserId: 'prof3', room: first.room, capacity: 40, times: first.times, enrolled: 0 });

    // Same room, same slot: refused, with the clashing section named.
    const clash = offeringBody(t.sbjtKeyId, { room: ` ${first.room} `, profUserId: 'prof4' });
    for (const path of [`${O}/check`, O]) {
      const r = await staff2.post(path, clash);
      expect(r.status).toBe(400);
      expect(r.body.data['times.0.start']).toMatch(/겹치는 시간/);
      expect(r.body.data['times.0.start']).toContain(s.sbjtCd);
    }
    expect((await staff2.get(O, { keyword: t.sbjtCd })).body.data.totalCnt).toBe(0);

    // The same room for part of the block is a double booking too: refused.
    const partly = offeringBody(t.sbjtKeyId, { room: first.room, profUserId: 'prof4', times: [{ day: 6, start: '10:00', end: '11:15' }] });
    expect((await staff2.post(O, partly)).status).toBe(400);
    expect((await staff2.get(O, { keyword: t.sbjtCd })).body.data.totalCnt).toBe(0);

    // The same professor at an overlapping time in another room: a warning, saved anyway.
    const overlap = offeringBody(t.sbjtKeyId, { room: `${first.room}-B`, profUserId: 'prof3', times: [{ day: 6, start: '10:00', end: '11:15' }] });
    const check = await staff2.post(`${O}/check`, overlap);
    expect(check.status).toBe(200);
    expect(check.body.data.warnings).toHaveLength(1);
    const saved = await staff2.post(O, overlap);
    expect(saved.status).toBe(200);
    expect(saved.body.data.warnings.join(' ')).toMatch(/담당교수의 다른 수업과 겹칩니다/);
    expect((await auditRows('learning.offering.create')).some((r) => r.includes(`offering:${id}`))).toBe(true);
  });

  it('refuses bad sections with Korean field errors and stores nothing', async () => {
    const s = await createSubject();
    const bad = [
      [{ capacity: 301 }, 'capacity'],
      [{ capacity: 0 }, 'capacity'],
      [{ times: [{ day: 7, start: '09:00', end: '10:15' }] }, 'times.0.day'],
      [{ times: [{ day: 1, start: '10:00', end: '09:00' }] }, 'times.0.end'],
      [{ times: [{ day: 1, start: '07:00', end: '08:15' }] }, 'times.0.start'],
      [{ times: [{ day: 1, start: '09:10', end: '10:15' }] }, 'times.0.start'],
      [{ times: [] }, 'times'],
      [{ profUserId: 'student1' }, 'profUserId'],
      [{ profUserId: 'staff2' }, 'profUserId'],
      [{ sbjtKeyId: 'SBJ99999' }, 'sbjtKeyId'],
      [{ section: '1' }, 'section'],
      [{ room: '' }, 'room'],
    ] as const;
    for (const [fields, field] of bad) {
      const r = await staff2.post(O, offeringBody(s.sbjtKeyId, fields));
      expect(r.status, JSON.stringify(fields)).toBe(400);
      expect(r.body.data[field], JSON.stringify(r.body.data)).toMatch(/[가-힣]/);
    }
    expect((await staff2.get(O, { keyword: s.sbjtCd })).body.data.totalCnt).toBe(0);
  });

  it('refuses a second section with the same number and a subject out of use', async () => {
    const s = await createSubject();
    expect((await staff2.post(O, offeringBody(s.sbjtKeyId))).status).toBe(200);
    const dup = await staff2.post(O, offeringBody(s.sbjtKeyId));
    expect(dup.status).toBe(400);
    expect(dup.body.data.section).toMatch(/이미/);
    // Another term is another offering.
    expect((await staff2.post(O, offeringBody(s.sbjtKeyId, { year: 2026, termCd: '20' }))).status).toBe(200);
    const off = await createSubject();
    await staff2.post(`${S}/${off.sbjtKeyId}/use`, { useYn: 'N' });
    const r = await staff2.post(O, offeringBody(off.sbjtKeyId));
    expect(r.status).toBe(400);
    expect(r.body.data.sbjtKeyId).toMatch(/사용 중지/);
  });

  it('edits a section', async () => {
    const s = await createSubject();
    const body = offeringBody(s.sbjtKeyId);
    const id = (await staff2.post(O, body)).body.data.offeringId;
    const r = await staff2.post(`${O}/${id}`, { ...body, section: '02', capacity: 25, times: [{ day: 2, start: '13:30', end: '14:45' }, { day: 4, start: '13:30', end: '14:45' }] });
    expect(r.status).toBe(200);
    const d = (await staff2.get(`${O}/${id}`)).body.data;
    expect(d).toMatchObject({ section: '02', capacity: 25, times: [{ day: 2, start: '13:30', end: '14:45' }, { day: 4, start: '13:30', end: '14:45' }] });
    expect((await auditRows('learning.offering.update')).some((row) => row.includes(`offering:${id}`))).toBe(true);
  });

  it('deletes a section nobody takes, never one with students', async () => {
    const s = await createSubject();
    const id = (await staff2.post(O, offeringBody(s.sbjtKeyId))).body.data.offeringId;
    const del = await staff2.post(`${O}/${id}/delete`);
    expect(del.status).toBe(200);
    expect(del.body.data.plans).toBe(0);
    expect((await staff2.get(`${O}/${id}`)).status).toBe(404);

    const taken = (await staff2.get(O, { term: '2026-20', size: 100 })).body.data.list.find((o: any) => o.enrolled > 0);
    const refused = await staff2.post(`${O}/${taken.offeringId}/delete`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/수강생/);
    expect((await staff2.get(`${O}/${taken.offeringId}`)).status).toBe(200);
  });
});

describe('graduation requirements', () => {
  // The seeded sets cover admission years 2000-2099: this run's sets go before them.
  const year = 1950 + Math.floor(Math.random() * 10);

  async function createSet(fields: Record<string, unknown> = {}) {
    const body = { deptCd: 'D4010', role: 'MINOR', entryYearFrom: year, entryYearTo: year, title: unique('부전공 시험 요건'), ...fields };
    const r = await staff2.post(R, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { ...body, setId: r.body.data.setId as number };
  }

  it('lists the seeded sets and counts the enrolled students a set applies to', async () => {
    const all = await staff2.get(R);
    expect(all.status).toBe(200);
    expect(all.body.data.some((s: any) => s.role === 'UNIVERSITY' && s.deptCd === null)).toBe(true);
    const cse = (await staff2.get(R, { deptCd: 'D4010', role: 'PRIMARY' })).body.data;
    expect(cse.length).toBeGreaterThan(0);
    expect(cse.every((s: any) => s.deptCd === 'D4010' && s.role === 'PRIMARY')).toBe(true);
    // student1 (컴퓨터공학과, admitted 2024, enrolled) falls under one of them.
    const forStudent1 = cse.find((s: any) => s.entryYearFrom <= 2024 && s.entryYearTo >= 2024);
    const detail = (await staff2.get(`${R}/${forStudent1.setId}`)).body.data;
    expect(detail.studentCnt).toBeGreaterThanOrEqual(1);
    expect(detail.rules.length).toBeGreaterThan(0);
    expect((await staff2.get(`${R}/999999`)).status).toBe(404);
  });

  it('creates sets and refuses overlapping admission-year ranges of the same department and role', async () => {
    const set = await createSet();
    expect((await staff2.get(`${R}/${set.setId}`)).body.data).toMatchObject({ deptCd: 'D4010', role: 'MINOR', entryYearFrom: year, entryYearTo: year, studentCnt: 0, rules: [] });
    const overlap = await staff2.post(R, { ...set, title: unique('겹침') });
    expect(overlap.status).toBe(400);
    expect(overlap.body.data.entryYearFrom).toMatch(/겹칩니다/);
    // Another role of the same department may use the same years.
    const dbl = await createSet({ role: 'DOUBLE' });
    expect(dbl.setId).not.toBe(set.setId);
    // And editing a set into another's range is refused too.
    const later = await createSet({ entryYearFrom: year + 10, entryYearTo: year + 10 });
    const moved = await staff2.post(`${R}/${later.setId}`, { ...later, entryYearFrom: year - 1, entryYearTo: year + 10 });
    expect(moved.status).toBe(400);
    expect((await staff2.get(`${R}/${later.setId}`)).body.data.entryYearFrom).toBe(year + 10);
    expect((await auditRows('learning.requirement.set.create')).some((r) => r.includes(`grad_requirement_set:${set.setId}`))).toBe(true);
  });

  it('refuses sets with bad fields', async () => {
    const cases = [
      [{ deptCd: 'D4010', role: 'MINOR', entryYearFrom: 1999, entryYearTo: 1998, title: 'x' }, 'entryYearTo'],
      [{ deptCd: null, role: 'PRIMARY', entryYearFrom: 1999, entryYearTo: 1999, title: 'x' }, 'deptCd'],
      [{ deptCd: 'D4010', role: 'UNIVERSITY', entryYearFrom: 1999, entryYearTo: 1999, title: 'x' }, 'deptCd'],
      [{ deptCd: 'NOPE', role: 'MINOR', entryYearFrom: 1999, entryYearTo: 1999, title: 'x' }, 'deptCd'],
      [{ deptCd: 'D4010', role: 'BOSS', entryYearFrom: 1999, entryYearTo: 1999, title: 'x' }, 'role'],
      [{ deptCd: 'D4010', role: 'MINOR', entryYearFrom: 1999, entryYearTo: 1999, title: '' }, 'title'],
    ] as const;
    for (const [body, field] of cases) {
      const r = await staff2.post(R, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.data[field]).toMatch(/[가-힣]/);
    }
  });

  it('adds rules of every kind, checked against the engine schemas and the data', async () => {
    const set = await createSet({ entryYearFrom: year + 20, entryYearTo: year + 20 });
    const subject = (await staff2.get(S, { deptCd: 'D4010', category: 'MAJOR_REQ', size: 1 })).body.data.list[0];
    const area = (await staff2.get(S, { category: 'GE_REQ', size: 1 })).body.data.list[0].geAreaCd;
    const good = [
      { kind: 'TOTAL_CREDITS', label: '총 이수학점', params: { min: 21 } },
      { kind: 'CATEGORY_CREDITS', label: '전공 학점', params: { min: 21, categories: ['MAJOR_REQ', 'MAJOR_ELEC'], ownDept: true } },
      { kind: 'REQUIRED_SUBJECTS', label: '전공필수', params: { sbjtKeyIds: [subject.sbjtKeyId] } },
      { kind: 'GE_AREA_CREDITS', label: '교양', params: { areaCd: area, min: 3 } },
      { kind: 'GPA', label: '평점', params: { min: 2.0 } },
      { kind: 'ACHIEVEMENT', label: '영어', params: { achievement: 'ENGLISH', min: 700 } },
    ];
    for (const [i, rule] of good.entries()) {
      const r = await staff2.post(`${R}/${set.setId}/rules`, { ...rule, sortOrd: i, params: { ...rule.params, stray: 'x' } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const d = (await staff2.get(`${R}/${set.setId}`)).body.data;
    expect(d.rules.map((r: any) => ({ kind: r.kind, label: r.label, params: r.params }))).toEqual(good);
    expect(d.subjects.map((s: any) => s.sbjtKeyId)).toEqual([subject.sbjtKeyId]);

    const bad = [
      [{ kind: 'REQUIRED_SUBJECTS', label: 'x', params: { sbjtKeyIds: ['SBJ99999'] } }, 'params.sbjtKeyIds', /없는 교과목/],
      [{ kind: 'GE_AREA_CREDITS', label: 'x', params: { areaCd: 'GE99', min: 3 } }, 'params.areaCd', /교양영역/],
      [{ kind: 'TOTAL_CREDITS', label: 'x', params: { min: 0 } }, 'params.min', /1~200/],
      [{ kind: 'GPA', label: 'x', params: { min: 5 } }, 'params.min', /4.5/],
      [{ kind: 'CATEGORY_CREDITS', label: 'x', params: { min: 3, categories: [], ownDept: false } }, 'params.categories', /이수구분/],
      [{ kind: 'WHATEVER', label: 'x', params: {} }, 'kind', /요건 종류/],
      [{ kind: 'GPA', label: '', params: { min: 2 } }, 'label', /요건 이름/],
    ] as const;
    for (const [body, field, message] of bad) {
      const r = await staff2.post(`${R}/${set.setId}/rules`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.data[field]).toMatch(message);
    }
    expect((await staff2.get(`${R}/${set.setId}`)).body.data.rules).toHaveLength(good.length);
  });

  it('edits and deletes a rule, and deletes a set with its rules', async () => {
    const set = await createSet({ entryYearFrom: year + 30, entryYearTo: year + 30 });
    const ruleId = (await staff2.post(`${R}/${set.setId}/rules`, { kind: 'TOTAL_CREDITS', label: '총 이수학점', params: { min: 21 } })).body.data.ruleId;
    const r = await staff3.post(`${R}/${set.setId}/rules/${ruleId}`, { kind: 'TOTAL_CREDITS', label: '총 이수학점', sortOrd: 3, params: { min: 24 } });
    expect(r.status).toBe(200);
    const d = (await staff2.get(`${R}/${set.setId}`)).body.data;
    expect(d.rules[0]).toMatchObject({ ruleId, sortOrd: 3, params: { min: 24 } });
    expect((await auditRows('learning.requirement.rule.update')).some((row) => row.includes(`grad_requirement_rule:${ruleId}`))).toBe(true);
    // A rule is edited only through its own set.
    expect((await staff2.post(`${R}/${set.setId + 100000}/rules/${ruleId}`, { kind: 'GPA', label: 'x', params: { min: 2 } })).status).toBe(404);
    expect((await staff2.post(`${R}/${set.setId}/rules/${ruleId}/delete`)).status).toBe(200);
    expect((await staff2.get(`${R}/${set.setId}`)).body.data.rules).toEqual([]);
    expect((await staff2.post(`${R}/${set.setId}/delete`)).status).toBe(200);
    expect((await staff2.get(`${R}/${set.setId}`)).status).toBe(404);
  });
});
