// 포트폴리오 분석 over HTTP: a self-diagnosis taken in the learning area appears in the trend and
// drives the weakest-competency suggestion with its reason; the activity share and the competency
// coverage count exactly the items of her history (an award she adds with a competency moves both);
// the group average is given only for groups of at least 5 and never names anyone; only students
// get an analysis. Student 273 (shared with the history and résumé files) is used.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, unique } from './client';

interface Analysis {
  competencies: { competencyCd: string; korNm: string }[];
  trend: { label: string; scores: Record<string, number> }[];
  areaShare: { area: string; count: number }[];
  coverage: { competencyCd: string; count: number }[];
  latest: Record<string, number> | null;
  group: { label: string; count: number; scores: Record<string, number> | null };
  weakest: { competencyCd: string; korNm: string; score: number; reason: string } | null;
}

let c: Client;
async function analysis() {
  const res = await c.get<Analysis>('/api/v1/portfolio/analysis');
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  c = await loggedIn('student273', 'std');
  const questions = (await c.get<{ questionId: number }[]>('/api/v1/learnact/ability/questions')).body.data;
  // Answers low on the first questions, so one competency is clearly the weakest.
  const answers = Object.fromEntries(questions.map((q, i) => [String(q.questionId), i < 3 ? 1 : 5]));
  const sent = await c.post('/api/v1/learnact/ability/diagnosis', { answers, replace: true });
  expect(sent.status, sent.body.message).toBe(200);
});

describe('the analysis', () => {
  it('shows the latest diagnosis in the trend and explains the weakest competency', async () => {
    const a = await analysis();
    expect(a.trend.length).toBeGreaterThan(0);
    expect(a.latest).toEqual(a.trend[a.trend.length - 1].scores);
    expect(a.weakest).not.toBeNull();
    const min = Math.min(...Object.values(a.latest!));
    expect(a.weakest!.score).toBe(min);
    expect(a.weakest!.reason).toContain(a.weakest!.korNm);
  });

  it('counts exactly the items of the history, and follows a new award', async () => {
    const before = await analysis();
    const history = (await c.get('/api/v1/portfolio/history')).body.data.items as { area: string; competencies: string[] }[];
    for (const s of before.areaShare) expect(s.count, s.area).toBe(history.filter((i) => i.area === s.area).length);
    const comp = before.competencies[0].competencyCd;
    const added = await c.post('/api/v1/portfolio/entries', { kind: 'AWARD', title: unique('분석용 수상'), acquiredDt: '2026-04-01', competencyCds: [comp] });
    expect(added.status).toBe(200);
    const after = await analysis();
    const awards = (x: Analysis) => x.areaShare.find((s) => s.area === 'AWARD')?.count ?? 0;
    expect(awards(after)).toBe(awards(before) + 1);
    const cov = (x: Analysis) => x.coverage.find((s) => s.competencyCd === comp)!.count;
    expect(cov(after)).toBe(cov(before) + 1);
  });

  it('gives the group average only for 5 or more students, and the page says which', async () => {
    const a = await analysis();
    expect(a.group.scores === null).toBe(a.group.count < 5);
    const page = await c.page('/user/portfolio/analyze');
    expect(page.status).toBe(200);
    expect(page.html).toContain(a.group.scores ? `학생 ${a.group.count}명의 최근 진단 평균` : '5명 미만');
    expect(page.html).toContain('data-testid="trend-table"');
  });

  it('is for students only', async () => {
    expect((await new Client().get('/api/v1/portfolio/analysis')).status).toBe(401);
    const staff = await loggedIn('staff1', 'stf');
    expect((await staff.get('/api/v1/portfolio/analysis')).status).toBe(403);
  });
});
