// A student's career goal over HTTP: saving the job family, industries, companies and a roadmap
// (with Korean field errors and nothing stored for bad input), what the goal recommends with the
// reason, and nobody else's goal in sight. Students 61-63 belong to this file.
import { describe, expect, it } from 'vitest';
import { Client, loggedIn } from './client';

const URL = '/api/v1/career/goal';
const clients = new Map<string, Client>();
async function student(n: number) {
  if (!clients.has(`s${n}`)) clients.set(`s${n}`, await loggedIn(`student${n}`, 'std'));
  return clients.get(`s${n}`)!;
}
const goal = (over: Record<string, unknown> = {}) => ({
  jobClsCd: 'JOB02',
  industries: ['반도체', 'AI'],
  companies: ['한울전자'],
  roadmap: [
    { grade: 3, termCd: '2', plan: '데이터 분석 프로젝트 완성' },
    { grade: 1, termCd: '1', plan: '전공 기초 다지기' },
    { grade: 2, termCd: '1', plan: '' },
  ],
  ...over,
});

describe('career goal', () => {
  it('starts empty and recommends nothing until a goal is saved', async () => {
    const res = await (await student(61)).get(URL);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ goal: null, recommendations: [] });
    const page = await (await student(61)).page('/user/futuredesign/careergoalsetup');
    expect(page.status).toBe(200);
    expect(page.html).toContain('희망 직무를 저장하면');
  });

  it('refuses a made-up job family, too many companies and control characters, storing nothing', async () => {
    const c = await student(61);
    const bad = await c.post(URL, goal({ jobClsCd: 'NOPE' }));
    expect(bad.status).toBe(400);
    expect(bad.body.data.jobClsCd).toBe('희망 직무를 선택해 주세요.');
    const many = await c.post(URL, goal({ companies: ['a', 'b', 'c', 'd', 'e', 'f'] }));
    expect(many.status).toBe(400);
    expect(many.body.data.companies).toBe('목표 기업은 5개까지 입력할 수 있습니다.');
    const ctrl = await c.post(URL, goal({ industries: ['금융\u0000'] }));
    expect(ctrl.status).toBe(400);
    const long = await c.post(URL, goal({ roadmap: [{ grade: 5, termCd: '1', plan: 'x' }] }));
    expect(long.status).toBe(400);
    expect((await c.get(URL)).body.data.goal).toBeNull();
  });

  it('saves the goal with the roadmap in order (blank terms dropped) and shows it back', async () => {
    const c = await student(62);
    const res = await c.post(URL, goal());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('진로목표를 저장했습니다.');
    expect(res.body.data.goal).toMatchObject({ jobClsCd: 'JOB02', industries: ['반도체', 'AI'], companies: ['한울전자'] });
    expect(res.body.data.goal.roadmap).toEqual([
      { grade: 1, termCd: '1', plan: '전공 기초 다지기' },
      { grade: 3, termCd: '2', plan: '데이터 분석 프로젝트 완성' },
    ]);
    const again = await c.post(URL, goal({ jobClsCd: 'JOB01', roadmap: [] }));
    expect(again.body.data.goal).toMatchObject({ jobClsCd: 'JOB01', roadmap: [] });
    const page = await c.page('/user/futuredesign/careergoalsetup');
    // The form starts from the stored goal (its props), and the recommendations follow the new job family.
    expect(page.html).toContain('&quot;jobClsCd&quot;:[0,&quot;JOB01&quot;]');
    expect(page.html).toContain('한울전자');
    expect(page.html).toContain('희망 직무 경영·사무·금융·보험직이 중요하게 보는');
  });

  it('recommends programmes for the competencies of the job family, postings and subjects, each with a reason', async () => {
    const c = await student(63);
    const res = await c.post(URL, goal({ jobClsCd: 'JOB02' }));
    const recs = res.body.data.recommendations as { kind: string; title: string; href: string; reason: string }[];
    const programs = recs.filter((r) => r.kind === 'PROGRAM');
    expect(programs.length).toBeGreaterThan(0);
    for (const p of programs) {
      expect(p.reason).toMatch(/^희망 직무 연구직 및 공학기술직이 중요하게 보는 (전문성|창의융합)/);
      const detail = await c.get(`/api/v1/career/programs/${p.href.split('/').pop()}`);
      // Still taking applications today (the demo world's 2026-11-22).
      expect(detail.body.data.applyStartDt <= '2026-11-22' && '2026-11-22' <= detail.body.data.applyEndDt).toBe(true);
      expect(detail.body.data.competencies.some((x: { competencyCd: string }) => ['EXPT', 'CRTV'].includes(x.competencyCd))).toBe(true);
    }
    expect(recs.find((r) => r.kind === 'SUBJECTS')?.title).toBe('전문성·창의융합 역량 교과목');
    const postings = recs.find((r) => r.kind === 'POSTINGS');
    if (postings) expect(postings.href).toBe('/user/careerinfo/cmmnrecrt?jobClsCd=JOB02');
    // Another student's goal never shows: each reads only her own.
    expect((await (await student(61)).get(URL)).body.data.goal).toBeNull();
  });

  it('is for students only', async () => {
    const staff = await loggedIn('staff3', 'stf');
    expect((await staff.get(URL)).status).toBe(403);
    expect((await new Client().get(URL)).status).toBe(401);
  });
});
