// Subject recommendations and subject detail over HTTP: a student sees only their own (the call
// takes no student id), every recommendation holds against the student's own transcript as the
// detail call reports it, and unknown or malformed subject ids get 404 / 400, never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn } from './client';

const REC = '/api/v1/learnact/currircmd';
const PAGE = '/user/learnact/learnplan/currircmd';
/** Students of this area (read-only checks only; nothing here changes data). */
const OWN_STUDENTS = ['student240', 'student241', 'student242', 'student243', 'student244', 'student245'];

interface Rec {
  sbjtKeyId: string;
  korNm: string;
  kind: string;
  score: number;
  retake: boolean;
  reasons: { code: string; text: string; points: number }[];
  missingPrereqs: { sbjtKeyId: string }[];
  sections: unknown[];
}

let student1: Client;
let view: any;

beforeAll(async () => {
  student1 = await loggedIn('student1', 'std');
  const res = await student1.get(REC);
  expect(res.status).toBe(200);
  view = res.body.data;
});

async function detail(client: Client, id: string) {
  const res = await client.get(`${REC}/${id}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('GET recommendations', () => {
  it('is for the next regular term, 2027학년도 1학기', () => {
    expect(view.term).toEqual({ year: 2027, termCd: '10' });
    expect(view.termLabel).toBe('2027학년도 1학기');
    expect(view.recommended.length).toBeGreaterThan(0);
  });

  it('every recommendation has a reason, a section in that term, and the score is the sum of its reasons', () => {
    for (const r of [...view.recommended, ...view.needsPrereq] as Rec[]) {
      expect(r.reasons.length, r.korNm).toBeGreaterThan(0);
      expect(r.sections.length, r.korNm).toBeGreaterThan(0);
      expect(r.score).toBe(r.reasons.reduce((s, x) => s + x.points, 0));
    }
  });

  it('is ordered by score, best first', () => {
    const scores = (view.recommended as Rec[]).map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('never recommends a subject the detail call says the student passed or is taking; retakes are failed ones', async () => {
    for (const r of [...view.recommended, ...view.needsPrereq] as Rec[]) {
      const d = await detail(student1, r.sbjtKeyId);
      expect(['PASSED', 'IN_PROGRESS'], `${r.korNm} ${d.student.status}`).not.toContain(d.student.status);
      expect(r.retake).toBe(d.student.status === 'FAILED');
      expect(r.reasons.some((x) => x.code === 'RETAKE')).toBe(r.retake);
    }
  });

  it('keeps subjects with a missing prerequisite apart, and the detail agrees', async () => {
    for (const r of view.needsPrereq as Rec[]) {
      expect(r.missingPrereqs.length).toBeGreaterThan(0);
      const d = await detail(student1, r.sbjtKeyId);
      expect(d.student.prereqsMet).toBe(false);
      for (const m of r.missingPrereqs) expect(d.student.prereqs.find((p: any) => p.sbjtKeyId === m.sbjtKeyId)?.status).toBe('MISSING');
    }
    for (const r of (view.recommended as Rec[]).filter((x) => x.reasons.some((y) => y.code === 'PREREQ_MET'))) {
      const d = await detail(student1, r.sbjtKeyId);
      expect(d.student.prereqs.every((p: any) => p.status !== 'MISSING')).toBe(true);
    }
  });

  it('names the student’s tracks in track reasons, and only those', () => {
    const names = (view.tracks as { korNm: string }[]).map((t) => t.korNm);
    for (const r of view.recommended as Rec[])
      for (const reason of r.reasons.filter((x) => x.code.startsWith('TRACK_'))) expect(names.some((n) => reason.text.includes(`「${n}」`))).toBe(true);
  });

  it('uses the lowest score of the latest diagnosis, or none without a diagnosis', async () => {
    for (const id of ['student1', ...OWN_STUDENTS]) {
      const v = id === 'student1' ? view : (await (await loggedIn(id, 'std')).get(REC)).body.data;
      const all = [...v.recommended, ...v.needsPrereq] as Rec[];
      if (!v.diagnosis) {
        expect(v.weakest).toEqual([]);
        expect(all.some((r) => r.reasons.some((x) => x.code === 'COMPETENCY'))).toBe(false);
        continue;
      }
      const lowest = Math.min(...(Object.values(v.diagnosis.scores) as number[]));
      expect(v.weakest.length).toBeGreaterThan(0);
      for (const w of v.weakest) expect(w.score).toBe(lowest);
      expect(v.weakest.length).toBe(Object.values(v.diagnosis.scores).filter((s) => s === lowest).length);
    }
  });

  it('takes no student id: asking for another student still returns one’s own', async () => {
    const res = await student1.get(REC, { studentId: 'student2', userId: 'student2' });
    expect(res.status).toBe(200);
    expect(res.body.data.recommended.map((r: Rec) => r.sbjtKeyId)).toEqual(view.recommended.map((r: Rec) => r.sbjtKeyId));
    expect(res.body.data.departments).toEqual(view.departments);
  });

  it('filters by kind, and refuses an unknown kind with a Korean message', async () => {
    const major = await student1.get(REC, { kind: 'MAJOR' });
    expect(major.status).toBe(200);
    expect(major.body.data.recommended.length).toBeGreaterThan(0);
    expect(major.body.data.recommended.every((r: Rec) => r.kind === 'MAJOR')).toBe(true);
    const bad = await student1.get(REC, { kind: 'NOPE' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.kind).toBe('추천 구분이 올바르지 않습니다.');
  });

  it('needs a logged-in student', async () => {
    const anon = await new Client().get(REC);
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ code: 401, message: 'Access Denied' });
    const prof = await (await loggedIn('prof1', 'prof')).get(REC);
    expect(prof.status).toBe(403);
  });
});

describe('GET subject detail', () => {
  it('shows the subject with its prerequisites, competencies, sections of both terms and requirements', async () => {
    const first = (view.recommended as Rec[])[0];
    const d = await detail(student1, first.sbjtKeyId);
    expect(d).toMatchObject({ sbjtKeyId: first.sbjtKeyId, korNm: first.korNm });
    expect(d.running).toMatchObject({ year: 2026, termCd: '20', label: '2026학년도 2학기' });
    expect(d.next).toMatchObject({ year: 2027, termCd: '10', label: '2027학년도 1학기' });
    expect(d.next.sections.length).toBe(first.sections.length);
    expect(d.competencies.length).toBeGreaterThan(0);
    expect(d.student.fills.at(-1).role).toBe('TOTAL');
  });

  it('a major subject of the student’s department fills the primary major', async () => {
    const major = (view.recommended as Rec[]).find((r) => r.kind === 'MAJOR')!;
    const d = await detail(student1, major.sbjtKeyId);
    expect(d.student.fills[0].role).toBe('PRIMARY');
    expect(d.student.fills[0].text).toContain(view.departments[0].deptNm);
  });

  it('a subject the student passed says so', async () => {
    // A prerequisite met by a recommended subject is one the student passed.
    const withMet = (view.recommended as Rec[]).find((r) => r.reasons.some((x) => x.code === 'PREREQ_MET'));
    expect(withMet, 'student1 has a recommendation whose prerequisite is passed').toBeDefined();
    const d = await detail(student1, withMet!.sbjtKeyId);
    const passed = d.student.prereqs.find((p: any) => p.status === 'PASSED');
    const pd = await detail(student1, passed.sbjtKeyId);
    expect(pd.student.status).toBe('PASSED');
    expect(pd.student.attempts.some((a: any) => a.grade && !['F', 'NP'].includes(a.grade))).toBe(true);
  });

  it('an unknown subject is 404 JSON; a malformed id is 400', async () => {
    const missing = await student1.get(`${REC}/SBJ99999`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, message: '교과목을 찾을 수 없습니다.', data: null });
    const bad = await student1.get(`${REC}/${encodeURIComponent('x y;drop')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.data.sbjtKeyId).toBe('교과목 번호 형식이 올바르지 않습니다.');
  });

  it('needs a logged-in student', async () => {
    const id = view.recommended[0].sbjtKeyId;
    expect((await new Client().get(`${REC}/${id}`)).status).toBe(401);
    expect((await (await loggedIn('prof1', 'prof')).get(`${REC}/${id}`)).status).toBe(403);
  });
});

describe('pages', () => {
  it('the detail page of an unknown subject is the site’s 404 page', async () => {
    const page = await student1.page(`${PAGE}/SBJ99999`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('요청하신 페이지가 없거나 주소가 바뀌었습니다');
  });

  it('the list page shows the recommendations', async () => {
    const page = await student1.page(PAGE);
    expect(page.status).toBe(200);
    expect(page.html).toContain(view.recommended[0].korNm);
    expect(page.html).toContain('추천 방식 안내');
  });
});
