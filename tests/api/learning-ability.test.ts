// The competency calls over HTTP: the model and curriculum, the self-diagnosis (validated and scored on
// the server, one attempt per term), the certificate, the general-education completion and the staff
// questions, with every refusal. Students 194-199 and staff6 belong to this file.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, unique } from './client';

const BASE = '/api/v1/learnact';
const DIAG = `${BASE}/ability/diagnosis`;
const STF_Q = '/api/v1/stf/learning/competencies/questions';

interface Question {
  questionId: number;
  competencyCd: string;
  text: string;
}

let student194: Client;
let staff6: Client;
let questions: Question[];
let order: string[];

/** Answers giving competency i (in display order) the answer (i % 5) + 1 on every question. */
function patterned(qs: Question[], shift = 0) {
  return Object.fromEntries(qs.map((q) => [String(q.questionId), ((order.indexOf(q.competencyCd) + shift) % 5) + 1]));
}
/** The score of such answers: every answer the same, so the mean maps straight to 0..100. */
const patternScore = (cd: string, shift = 0) => (((order.indexOf(cd) + shift) % 5) * 100) / 4;

beforeAll(async () => {
  student194 = await loggedIn('student194', 'std');
  staff6 = await loggedIn('staff6', 'stf');
  const model = await student194.get(`${BASE}/ability/competencies`);
  order = model.body.data.map((c: { competencyCd: string }) => c.competencyCd);
  questions = (await student194.get(`${BASE}/ability/questions`)).body.data;
});

describe('who may call what', () => {
  const studentCalls = [`${BASE}/ability/diagnosis`, `${BASE}/ability/questions`, `${BASE}/hcerti/state`, `${BASE}/hokma/completion`];

  it.each(studentCalls)('GET %s needs a login (401)', async (path) => {
    const res = await new Client().get(path);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it.each(studentCalls)('GET %s is for students only (403 for a professor and staff)', async (path) => {
    const prof = await loggedIn('prof1', 'prof');
    expect((await prof.get(path)).status).toBe(403);
    expect((await staff6.get(path)).status).toBe(403);
  });

  it('refuses a diagnosis sent by staff or a professor, storing nothing', async () => {
    const prof = await loggedIn('prof1', 'prof');
    expect((await prof.post(DIAG, { answers: patterned(questions) })).status).toBe(403);
    expect((await staff6.post(DIAG, { answers: patterned(questions) })).status).toBe(403);
  });

  it('keeps the staff question calls to staff (403 for a student and a professor, 401 logged out)', async () => {
    const prof = await loggedIn('prof1', 'prof');
    const body = { competencyCd: order[0], text: unique('학생이 만든 문항') };
    expect((await student194.get(STF_Q)).status).toBe(403);
    expect((await student194.post(STF_Q, body)).status).toBe(403);
    expect((await prof.post(STF_Q, body)).status).toBe(403);
    expect((await new Client().post(STF_Q, body)).status).toBe(401);
    expect((await student194.post(`${STF_Q}/${questions[0].questionId}/use`, { useYn: 'N' })).status).toBe(403);
    expect((await student194.post(`${STF_Q}/${questions[0].questionId}`, body)).status).toBe(403);
    const list = (await staff6.get(STF_Q)).body.data as { text: string; useYn: string; questionId: number }[];
    expect(list.some((q) => q.text === body.text)).toBe(false);
    expect(list.find((q) => q.questionId === questions[0].questionId)!.useYn).toBe('Y');
  });
});

describe('the competency model and curriculum', () => {
  it('lists the six competencies with summary, description and elements', async () => {
    const res = await student194.get(`${BASE}/ability/competencies`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(6);
    for (const c of res.body.data) {
      expect(c.summary.length).toBeGreaterThan(0);
      expect(c.description.length).toBeGreaterThan(0);
      expect(c.elements.length).toBeGreaterThan(0);
    }
  });

  it('gives the subjects of a competency with their weight and its programmes', async () => {
    const res = await student194.get(`${BASE}/ability/educurri`, { competencyCd: order[0] });
    expect(res.status).toBe(200);
    const { subjects, programs, depts, total } = res.body.data;
    expect(subjects.length).toBe(total);
    expect(subjects.length).toBeGreaterThan(0);
    expect(programs.length).toBeGreaterThan(0);
    for (const s of subjects) expect([1, 2, 3]).toContain(s.weight);
    // Strongest first.
    expect(subjects.map((s: { weight: number }) => s.weight)).toEqual([...subjects.map((s: { weight: number }) => s.weight)].sort((a, b) => b - a));
    expect(depts.length).toBeGreaterThan(0);
  });

  it('narrows the subjects by department and by category', async () => {
    const all = (await student194.get(`${BASE}/ability/educurri`, { competencyCd: order[0] })).body.data;
    const dept = all.depts[0].deptCd;
    const byDept = (await student194.get(`${BASE}/ability/educurri`, { competencyCd: order[0], deptCd: dept })).body.data;
    expect(byDept.subjects.length).toBe(all.subjects.filter((s: { deptCd: string }) => s.deptCd === dept).length);
    expect(byDept.subjects.every((s: { deptCd: string }) => s.deptCd === dept)).toBe(true);
    const byCat = (await student194.get(`${BASE}/ability/educurri`, { competencyCd: order[0], category: 'GE_ELEC' })).body.data;
    expect(byCat.subjects.length).toBe(all.subjects.filter((s: { category: string }) => s.category === 'GE_ELEC').length);
  });

  it('refuses an unknown competency and an unknown category with a Korean message', async () => {
    const a = await student194.get(`${BASE}/ability/educurri`, { competencyCd: 'NOPE' });
    expect(a.status).toBe(400);
    expect(a.body.data.competencyCd).toBe('없는 역량입니다.');
    const b = await student194.get(`${BASE}/ability/educurri`, { competencyCd: order[0], category: 'XX' });
    expect(b.status).toBe(400);
    expect(b.body.data.category).toMatch(/이수구분/);
    expect((await student194.get(`${BASE}/ability/educurri`)).status).toBe(400);
  });
});

describe('the self-diagnosis', () => {
  it('has questions for every competency', () => {
    expect(questions.length).toBeGreaterThanOrEqual(order.length);
    expect(new Set(questions.map((q) => q.competencyCd))).toEqual(new Set(order));
  });

  it('starts with no attempt this term (demo data has none for the running term)', async () => {
    const res = await student194.get(DIAG);
    expect(res.status).toBe(200);
    expect(res.body.data.term).toMatchObject({ year: 2026, termCd: '20' });
    expect(res.body.data.current).toBeNull();
  });

  const refused: [string, (qs: Question[]) => unknown, RegExp][] = [
    ['a missing answer', (qs) => ({ answers: Object.fromEntries(qs.slice(1).map((q) => [q.questionId, 3])) }), /모든 문항에 답해/],
    ['an answer of 6', (qs) => ({ answers: { ...Object.fromEntries(qs.map((q) => [q.questionId, 3])), [qs[0].questionId]: 6 } }), /1~5/],
    ['an answer of 0', (qs) => ({ answers: { ...Object.fromEntries(qs.map((q) => [q.questionId, 3])), [qs[0].questionId]: 0 } }), /1~5/],
    ['a fractional answer', (qs) => ({ answers: { ...Object.fromEntries(qs.map((q) => [q.questionId, 3])), [qs[0].questionId]: 2.5 } }), /1~5/],
    ['an answer given as text', (qs) => ({ answers: { ...Object.fromEntries(qs.map((q) => [q.questionId, 3])), [qs[0].questionId]: '3' } }), /.+/],
    ['an unknown question id', (qs) => ({ answers: { ...Object.fromEntries(qs.map((q) => [q.questionId, 3])), 999999: 3 } }), /진단에 없는 문항/],
    ['no answers at all', () => ({}), /.+/],
    ['answers as a list', (qs) => ({ answers: qs.map(() => 3) }), /.+/],
  ];

  it.each(refused)('refuses %s with 400 and a Korean message, storing nothing', async (_name, body, message) => {
    const res = await student194.post(DIAG, body(questions));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(res.body.message).toMatch(/[가-힣]/);
    const after = await student194.get(DIAG);
    expect(after.body.data.current).toBeNull();
  });

  it('names the missing question in the field errors', async () => {
    const res = await student194.post(DIAG, { answers: Object.fromEntries(questions.slice(1).map((q) => [q.questionId, 3])) });
    expect(res.body.data).toEqual({ [`answers.${questions[0].questionId}`]: '이 문항에 답해 주세요.' });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await student194.post(DIAG, '{answers:');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/JSON/);
  });

  it('scores a complete attempt on the server and keeps it as this term’s result', async () => {
    const res = await student194.post(DIAG, { answers: patterned(questions) });
    expect(res.status).toBe(200);
    expect(res.body.data.replaced).toBe(false);
    const expected = Object.fromEntries(order.map((cd) => [cd, patternScore(cd)]));
    expect(res.body.data.current.scores).toEqual(expected);
    const view = (await student194.get(DIAG)).body.data;
    expect(view.current.scores).toEqual(expected);
    expect(view.shown.diagnosisId).toBe(view.current.diagnosisId);
    expect(view.history.filter((h: { year: number; termCd: string }) => h.year === 2026 && h.termCd === '20')).toHaveLength(1);
  });

  it('recommends for the two weakest competencies, subjects that build them and programmes', async () => {
    const view = (await student194.get(DIAG)).body.data;
    // The pattern gives 0 to the 1st and 6th competency (answers 1), then 25 to the 2nd.
    expect(view.weakest.map((w: { competencyCd: string }) => w.competencyCd)).toEqual([order[0], order[5]]);
    for (const w of view.weakest) {
      const curriculum = (await student194.get(`${BASE}/ability/educurri`, { competencyCd: w.competencyCd })).body.data;
      const builds = new Set(curriculum.subjects.map((s: { sbjtKeyId: string }) => s.sbjtKeyId));
      for (const s of w.subjects) expect(builds.has(s.sbjtKeyId)).toBe(true);
      expect(w.subjects.length).toBeLessThanOrEqual(5);
      for (const p of w.programs) expect(p.competencyCd).toBe(w.competencyCd);
    }
  });

  it('compares with averages that leave the student out', async () => {
    const view = (await student194.get(DIAG)).body.data;
    const [dept, grade] = view.averages;
    expect(dept.kind).toBe('dept');
    expect(grade.kind).toBe('grade');
    expect(grade.label).toMatch(/^\d학년$/);
    for (const a of [dept, grade]) {
      // Nobody else has taken this term's diagnosis yet: the basis is an earlier term, not the student's own attempt.
      expect(a.isRunningTerm).toBe(false);
      if (a.count > 0) {
        expect(a.basisTerm).toMatch(/학년도/);
        for (const cd of order) expect(a.scores[cd]).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('asks before replacing this term’s result (409), then replaces it when confirmed', async () => {
    const before = (await student194.get(DIAG)).body.data.current;
    const refused = await student194.post(DIAG, { answers: patterned(questions, 2) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/이미/);
    expect((await student194.get(DIAG)).body.data.current.scores).toEqual(before.scores);

    const res = await student194.post(DIAG, { answers: patterned(questions, 2), replace: true });
    expect(res.status).toBe(200);
    expect(res.body.data.replaced).toBe(true);
    expect(res.body.data.current.scores).toEqual(Object.fromEntries(order.map((cd) => [cd, patternScore(cd, 2)])));
    const view = (await student194.get(DIAG)).body.data;
    expect(view.history.filter((h: { year: number; termCd: string }) => h.year === 2026 && h.termCd === '20')).toHaveLength(1);
  });

  it('shows a student only their own results', async () => {
    const other = await loggedIn('student195', 'std');
    const view = (await other.get(DIAG)).body.data;
    expect(view.current).toBeNull();
    const mine = (await student194.get(DIAG)).body.data;
    const ids = new Set(mine.history.map((h: { diagnosisId: number }) => h.diagnosisId));
    expect(view.history.some((h: { diagnosisId: number }) => ids.has(h.diagnosisId))).toBe(false);
  });

  it('lets the next student’s average include the first one’s attempt of the running term', async () => {
    const other = await loggedIn('student196', 'std');
    const res = await other.post(DIAG, { answers: patterned(questions, 4) });
    expect(res.status).toBe(200);
    const mine = (await student194.get(DIAG)).body.data;
    const theirs = res.body.data;
    // Same department or year: each sees the other's running-term attempt, never their own.
    for (const i of [0, 1]) {
      const a = mine.averages[i];
      const b = theirs.averages[i];
      if (a.label === b.label) {
        expect(a.isRunningTerm).toBe(true);
        expect(a.count).toBe(1);
        expect(a.scores).toEqual(theirs.current.scores);
        expect(b.isRunningTerm).toBe(true);
        expect(b.scores).toEqual(mine.current.scores);
      }
    }
  });
});

describe('the competency certificate', () => {
  it('gives three levels with requirements and the student’s progress', async () => {
    const res = await student194.get(`${BASE}/hcerti/state`);
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.levels.map((l: { levelCd: string }) => l.levelCd)).toEqual(['BRONZE', 'SILVER', 'GOLD']);
    for (const l of s.levels) {
      expect(l.requirements.length).toBeGreaterThan(0);
      for (const r of l.requirements) expect(r.met).toBe(r.value >= r.minValue);
    }
    // A level is earned only on top of the one below.
    const earned = s.levels.map((l: { earned: boolean }) => l.earned);
    expect(earned).toEqual([...earned].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    expect(s.earned?.levelCd ?? null).toBe(s.levels.filter((l: { earned: boolean }) => l.earned).at(-1)?.levelCd ?? null);
  });

  it('counts the diagnoses taken, this term’s included', async () => {
    const s = (await student194.get(`${BASE}/hcerti/state`)).body.data;
    const history = (await student194.get(DIAG)).body.data.history;
    expect(s.facts.diagnoses).toBe(history.length);
    for (const l of s.levels) for (const r of l.requirements.filter((x: { kind: string }) => x.kind === 'DIAGNOSIS')) expect(r.value).toBe(history.length);
  });

  it('shows student1 their own progress (read only)', async () => {
    const student1 = await loggedIn('student1', 'std');
    const s = (await student1.get(`${BASE}/hcerti/state`)).body.data;
    expect(s.facts.passedCnt).toBeGreaterThan(0);
    expect(Object.values(s.facts.competencyPoints).reduce((a: number, b) => a + (b as number), 0)).toBeGreaterThan(0);
  });
});

describe('the general-education curriculum', () => {
  it('lists the areas with sub-areas, required credits and subjects', async () => {
    const res = await student194.get(`${BASE}/hokma/curriculum`);
    expect(res.status).toBe(200);
    const { areas } = res.body.data;
    expect(areas.map((a: { areaCd: string }) => a.areaCd)).toEqual(['GE1', 'GE2', 'GE3']);
    for (const top of areas) {
      expect(top.subAreas.length).toBeGreaterThan(0);
      expect(top.requiredCredits).toBe(top.subAreas.reduce((s: number, a: { minCredits: number }) => s + a.minCredits, 0));
      for (const sub of top.subAreas) for (const s of sub.subjects) expect(s.credits).toBeGreaterThan(0);
    }
  });

  it('gives the student’s completion per area, sub-areas adding up to their top area', async () => {
    const student1 = await loggedIn('student1', 'std');
    const [{ body: cur }, { body: mine }] = await Promise.all([student1.get(`${BASE}/hokma/curriculum`), student1.get(`${BASE}/hokma/completion`)]);
    const byCd = new Map(mine.data.areas.map((a: { areaCd: string }) => [a.areaCd, a]));
    let total = 0;
    for (const top of cur.data.areas) {
      const t = byCd.get(top.areaCd) as { earned: number; required: number };
      expect(t.earned).toBe(top.subAreas.reduce((s: number, a: { areaCd: string }) => s + (byCd.get(a.areaCd) as { earned: number }).earned, 0));
      expect(t.required).toBe(top.requiredCredits);
      total += t.earned;
    }
    expect(mine.data.totalEarned).toBe(total);
    expect(total).toBeGreaterThan(0);
    // Every passed subject listed is a general-education subject of the curriculum.
    const geIds = new Set(cur.data.areas.flatMap((t: { subAreas: { subjects: { sbjtKeyId: string }[] }[] }) => t.subAreas.flatMap((a) => a.subjects.map((s) => s.sbjtKeyId))));
    for (const id of mine.data.passedSbjtKeyIds) expect(geIds.has(id)).toBe(true);
  });
});

describe('staff: the questionnaire', () => {
  let created: { questionId: number; competencyCd: string; text: string };

  it('adds a question at the end of its competency', async () => {
    const text = unique('나는 새로운 관점을 시도한다');
    const res = await staff6.post(STF_Q, { competencyCd: order[1], text: `  ${text}  ` });
    expect(res.status).toBe(200);
    created = res.body.data;
    expect(created).toMatchObject({ competencyCd: order[1], text, useYn: 'Y' });
    const list = (await staff6.get(STF_Q)).body.data as { questionId: number; competencyCd: string; sortOrd: number }[];
    const same = list.filter((q) => q.competencyCd === order[1]);
    expect(same.at(-1)!.questionId).toBe(created.questionId);
    // Students get it at once.
    const forStudent = (await student194.get(`${BASE}/ability/questions`)).body.data as Question[];
    expect(forStudent.some((q) => q.questionId === created.questionId)).toBe(true);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a text of 4 characters', { text: '짧은문항' }, 'text'],
    ['a text of 201 characters', { text: '가'.repeat(201) }, 'text'],
    ['blank text', { text: '      ' }, 'text'],
    ['no competency', { competencyCd: '' }, 'competencyCd'],
    ['an unknown competency', { competencyCd: 'NOPE' }, 'competencyCd'],
    ['a negative order', { sortOrd: -1 }, 'sortOrd'],
  ];

  it.each(invalid)('refuses %s with a Korean field error, storing nothing', async (_n, change, field) => {
    const body = { competencyCd: order[2], text: unique('유효한 문항 내용'), ...change };
    const res = await staff6.post(STF_Q, body);
    expect(res.status).toBe(400);
    expect(res.body.data[field]).toMatch(/[가-힣]/);
    const list = (await staff6.get(STF_Q)).body.data as { text: string }[];
    expect(list.some((q) => q.text === body.text)).toBe(false);
  });

  it('edits a question and refuses an edit of one that does not exist', async () => {
    const text = unique('나는 다른 사람의 생각을 새롭게 엮는다');
    const res = await staff6.post(`${STF_Q}/${created.questionId}`, { competencyCd: created.competencyCd, text, sortOrd: 50 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ text, sortOrd: 50 });
    expect((await staff6.post(`${STF_Q}/99999999`, { competencyCd: created.competencyCd, text })).status).toBe(404);
    expect((await staff6.post(`${STF_Q}/abc`, { competencyCd: created.competencyCd, text })).status).toBe(400);
    expect((await staff6.post(`${STF_Q}/${created.questionId}`, { competencyCd: created.competencyCd, text: 'ab' })).status).toBe(400);
  });

  it('requires the new question in a diagnosis, then disables it: old answers stay valid and it is no longer asked', async () => {
    const student197 = await loggedIn('student197', 'std');
    const current = (await student197.get(`${BASE}/ability/questions`)).body.data as Question[];
    expect(current.some((q) => q.questionId === created.questionId)).toBe(true);
    // Leaving the new question out is refused.
    const without = await student197.post(DIAG, { answers: Object.fromEntries(current.filter((q) => q.questionId !== created.questionId).map((q) => [q.questionId, 4])) });
    expect(without.status).toBe(400);
    expect(without.body.data).toHaveProperty(`answers.${created.questionId}`);
    const ok = await student197.post(DIAG, { answers: Object.fromEntries(current.map((q) => [q.questionId, 4])) });
    expect(ok.status).toBe(200);

    const off = await staff6.post(`${STF_Q}/${created.questionId}/use`, { useYn: 'N' });
    expect(off.status).toBe(200);
    expect(off.body.data.useYn).toBe('N');
    const list = (await staff6.get(STF_Q)).body.data as { questionId: number; answeredCnt: number; useYn: string }[];
    expect(list.find((q) => q.questionId === created.questionId)).toMatchObject({ useYn: 'N', answeredCnt: 1 });

    const after = (await student197.get(`${BASE}/ability/questions`)).body.data as Question[];
    expect(after.some((q) => q.questionId === created.questionId)).toBe(false);
    // The stored result is still there and readable.
    const view = (await student197.get(DIAG)).body.data;
    expect(view.current.scores[order[1]]).toBe(75);
    // Answering the disabled question now is refused as not part of the questionnaire.
    const stale = await student197.post(DIAG, { answers: Object.fromEntries([...after.map((q) => [q.questionId, 4]), [created.questionId, 4]]), replace: true });
    expect(stale.status).toBe(400);
    expect(stale.body.data[`answers.${created.questionId}`]).toBe('진단에 없는 문항입니다.');

    expect((await staff6.post(`${STF_Q}/${created.questionId}/use`, { useYn: 'X' })).status).toBe(400);
    const on = await staff6.post(`${STF_Q}/${created.questionId}/use`, { useYn: 'Y' });
    expect(on.body.data.useYn).toBe('Y');
    // Put it back out of use so that the questionnaire the other tests see stays the seeded one.
    await staff6.post(`${STF_Q}/${created.questionId}/use`, { useYn: 'N' });
  });

  it('does not move an answered question to another competency', async () => {
    const res = await staff6.post(`${STF_Q}/${created.questionId}`, { competencyCd: order[3], text: unique('다른 역량으로 옮기기') });
    expect(res.status).toBe(400);
    expect(res.body.data.competencyCd).toMatch(/역량/);
  });
});
