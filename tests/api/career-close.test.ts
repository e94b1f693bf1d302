// Where a programme stands and how it ends, over HTTP. A programme whose run has begun while it
// still takes applications is 모집중 for students, in its badge and under the 모집중 filter alike;
// once staff close it, it is 종료 (never 진행중) and its test closes with it. Closing while a
// required report still takes submissions is refused with the names of the students it would cut
// short, and goes through only when staff confirm exactly those students; the close plan names every
// completion rule. Closing offers the completers the programme's satisfaction survey: the office's
// own when it made one, otherwise a default one from the template.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, studentClient, unique } from './client';

const STAFF = '/api/v1/stf/career';
const TODAY = '2026-11-22';

/** A Seoul wall-clock time (YYYY-MM-DDTHH:mm) `hours` from the real now: reports and tests run on the server clock. */
function seoulIn(hours: number) {
  return new Date(Date.now() + hours * 3_600_000 + 9 * 3_600_000).toISOString().slice(0, 16);
}

function programInput(overrides: Record<string, unknown> = {}) {
  return {
    title: unique('마감 규칙 실습'),
    categoryCd: 'CAREER_SKILL',
    summary: '마감과 단계 확인',
    description: '프로그램의 단계와 마감을 확인합니다.',
    competencyCds: [],
    mileage: 5,
    eligibleColgCds: [],
    eligibleDeptCds: [],
    eligibleGrades: [],
    eligibleStatusCds: [],
    capacity: 10,
    waitlistCapacity: 0,
    autoApprove: true,
    applyStartDt: '2026-11-20',
    applyEndDt: '2026-11-30',
    runStartDt: '2026-11-21',
    runEndDt: '2026-12-05',
    minAttendPct: 0,
    sessions: [
      { title: '1회', sessionDt: '2026-11-21', startTm: '10:00', endTm: '12:00' },
      { title: '2회', sessionDt: TODAY, startTm: '10:00', endTm: '12:00' },
    ],
    ...overrides,
  };
}

let staff: Client;

async function createProgram(overrides: Record<string, unknown> = {}) {
  const res = await staff.post(`${STAFF}/programs`, programInput(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.programId as number;
}

async function join(programId: number) {
  const { client, account } = await studentClient();
  const res = await client.post(`/api/v1/career/programs/${programId}/apply`, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { client, account, applId: res.body.data.applId as number };
}

const ids = (list: { programId: number }[]) => list.map((p) => p.programId);

beforeAll(async () => {
  staff = (await accountClient('stf', { roles: ['PROGRAM_MANAGER'] })).client;
});

describe('the phase a programme shows', () => {
  it('is 모집중 while it takes applications, even once its run has begun, in the badge and under the filter', async () => {
    const programId = await createProgram();
    const { client } = await join(programId);
    const title = (await client.get(`/api/v1/career/programs/${programId}`)).body.data.title as string;
    const detail = await client.get(`/api/v1/career/programs/${programId}`);
    expect(detail.body.data).toMatchObject({ phase: 'RECRUITING', phaseNm: '모집중' });
    const recruiting = await client.get('/api/v1/career/programs', { keyword: title, phase: 'RECRUITING' });
    expect(ids(recruiting.body.data.list)).toEqual([programId]);
    expect(recruiting.body.data.list[0].phaseNm).toBe('모집중');
    const running = await client.get('/api/v1/career/programs', { keyword: title, phase: 'RUNNING' });
    expect(ids(running.body.data.list)).toEqual([]);
    const staffList = await staff.page(`/stf/career?keyword=${encodeURIComponent(title)}&phase=RECRUITING`);
    expect(staffList.html).toContain(`data-program-id="${programId}"`);
  });

  it('is 종료, not 진행중, once staff close it, and its test closes with it', async () => {
    const input = programInput({ applyEndDt: TODAY });
    const programId = await createProgram(input);
    const { client } = await join(programId);
    // Applications end: the run has begun, so it is 진행중 until staff close it.
    const edited = await staff.post(`${STAFF}/programs/${programId}`, { ...input, applyEndDt: '2026-11-21' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await client.get(`/api/v1/career/programs/${programId}`)).body.data.phase).toBe('RUNNING');
    const test = await staff.post(`${STAFF}/programs/${programId}/tests`, {
      title: '확인 시험',
      intro: '한 문항입니다.',
      openAt: seoulIn(-1),
      closeAt: seoulIn(48),
      durationMin: 10,
      questions: [{ kind: 'SINGLE', body: '1 + 1 = ?', options: ['1', '2'], correct: [1], accepted: [], points: 10 }],
    });
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    const testId = test.body.data.testId as number;
    expect((await client.get(`/api/v1/career/tests/${testId}`)).body.data.window).toBe('OPEN');

    const closed = await staff.post(`${STAFF}/programs/${programId}/close`, {});
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const detail = await client.get(`/api/v1/career/programs/${programId}`);
    expect(detail.body.data).toMatchObject({ phase: 'FINISHED', phaseNm: '종료' });
    const title = detail.body.data.title as string;
    expect(ids((await client.get('/api/v1/career/programs', { keyword: title, phase: 'RUNNING' })).body.data.list)).toEqual([]);
    expect(ids((await client.get('/api/v1/career/programs', { keyword: title, phase: 'FINISHED' })).body.data.list)).toEqual([programId]);
    const intro = await client.get(`/api/v1/career/tests/${testId}`);
    expect(intro.body.data.window).toBe('CLOSED');
    expect(intro.body.data.startRefusal).toContain('마감');
    const start = await client.post(`/api/v1/career/tests/${testId}/start`, {});
    expect(start.status).toBe(409);
    const tab = await client.page(`/user/futuredesign/myecp/class?id=${programId}&tab=test`);
    expect(tab.html).not.toContain('응시하기');
  });
});

describe('closing while a required report still takes submissions', () => {
  let programId: number;
  let handedIn: Awaited<ReturnType<typeof join>>;
  let missing: Awaited<ReturnType<typeof join>>;

  beforeAll(async () => {
    programId = await createProgram({ reportsRequired: 1, minAttendPct: 0 });
    handedIn = await join(programId);
    missing = await join(programId);
    const report = await staff.post(`${STAFF}/programs/${programId}/class/reports`, {
      title: '활동 보고서',
      instructions: '한 장으로 정리해 제출하세요.',
      openAt: seoulIn(-24),
      dueAt: seoulIn(24),
      closeAt: seoulIn(48),
      maxScore: 10,
      allowedExts: ['txt'],
    });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const reportId = report.body.data.reportId as number;
    const sent = await handedIn.client.post(`/api/v1/career/class/${programId}/reports/${reportId}/submit`, { body: '보고서 내용입니다.' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });

  it('names every completion rule and the student who has not handed it in yet', async () => {
    const plan = await staff.get(`${STAFF}/programs/${programId}/close`);
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    expect(plan.body.data.rules).toEqual(['출석률 0% 이상 (전체 2회 중 0회 이상 출석)', '과제 1건 이상 제출 (지각 제출 포함)']);
    expect(plan.body.data.open).toEqual([expect.objectContaining({ kind: 'REPORT', title: '활동 보고서' })]);
    expect(plan.body.data.affected.map((a: { applId: number }) => a.applId)).toEqual([missing.applId]);
    expect(plan.body.data.affected[0]).toMatchObject({ korNm: missing.account.korNm, missing: ['과제 0/1건'] });
  });

  it('is refused, naming her, until staff confirm exactly the students it affects', async () => {
    const refused = await staff.post(`${STAFF}/programs/${programId}/close`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('활동 보고서');
    expect(refused.body.message).toContain(missing.account.korNm);
    expect(refused.body.message).not.toContain(handedIn.account.korNm);
    const wrong = await staff.post(`${STAFF}/programs/${programId}/close`, { confirmAffected: [handedIn.applId] });
    expect(wrong.status).toBe(409);
    const still = await missing.client.get(`/api/v1/career/class/${programId}`);
    expect(still.body.data.reports[0]).toMatchObject({ phase: 'OPEN', canSubmit: true });

    const closed = await staff.post(`${STAFF}/programs/${programId}/close`, { confirmAffected: [missing.applId] });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ completed: 1, notCompleted: 1 });
    // Her report tab no longer says 제출 중: the programme is closed.
    const after = await missing.client.get(`/api/v1/career/class/${programId}`);
    expect(after.body.data.reports[0]).toMatchObject({ phase: 'CLOSED', phaseNm: '마감', canSubmit: false });
  });
});

describe('the satisfaction survey when a programme is closed', () => {
  const inbox = async (c: Client) => (await c.get('/api/v1/messages/inbox', { size: 50 })).body.data.list as { msgTitle: string; msgContent?: string; userDef2: string | null }[];

  it('is a default one from the template when staff made none, offered to the completers only', async () => {
    const programId = await createProgram({ minAttendPct: 100 });
    const done = await join(programId);
    const absent = await join(programId);
    const roster = (await staff.get(`${STAFF}/programs/${programId}`)).body.data as { sessions: { sessionId: number }[] };
    for (const s of roster.sessions) {
      const res = await staff.post(`${STAFF}/programs/${programId}/attendance`, { sessionId: s.sessionId, applId: done.applId, present: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const plan = await staff.get(`${STAFF}/programs/${programId}/close`);
    expect(plan.body.data.survey).toMatchObject({ kind: 'DEFAULT', days: 14 });

    const closed = await staff.post(`${STAFF}/programs/${programId}/close`, {});
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.survey).toMatchObject({ created: true, offered: 1 });
    expect(closed.body.message).toContain('만족도 조사');
    const surveyId = closed.body.data.survey.surveyId as number;

    const mine = (await done.client.get('/api/v1/diag/surveys', { kind: 'SATISFACTION' })).body.data as { surveyId: number; title: string; state: string }[];
    expect(mine.find((s) => s.surveyId === surveyId)).toMatchObject({ state: 'TODO' });
    const told = (await inbox(done.client)).find((m) => m.userDef2 === `/user/diag/satisRsch/${surveyId}`);
    expect(told?.msgTitle).toMatch(/^\[만족도 조사\] /);
    const form = await done.client.get(`/api/v1/diag/surveys/${surveyId}`);
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    expect((await inbox(absent.client)).some((m) => m.userDef2 === `/user/diag/satisRsch/${surveyId}`)).toBe(false);
    expect((await absent.client.get(`/api/v1/diag/surveys/${surveyId}`)).status).toBe(404);
  });

  it("is the office's own when it published one, and no default is made", async () => {
    const programId = await createProgram({ minAttendPct: 0 });
    const done = await join(programId);
    const office = (await accountClient('stf', { roles: ['SURVEY_MANAGER'] })).client;
    const created = await office.post('/api/v1/stf/surveys', {
      title: unique('직접 만든 만족도 조사'),
      description: '',
      kind: 'SATISFACTION',
      programId,
      targetDeptCds: [],
      targetGrades: [],
      openAt: '2026-11-21T09:00',
      closeAt: '2026-12-30T18:00',
      anonymousYn: 'Y',
      editableYn: 'N',
      questions: [{ kind: 'SCALE', title: '만족한다.', requiredYn: 'Y', options: [] }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const own = created.body.data.surveyId as number;
    expect((await office.post(`/api/v1/stf/surveys/${own}/status`, { action: 'PUBLISH' })).status).toBe(200);
    expect((await staff.get(`${STAFF}/programs/${programId}/close`)).body.data.survey).toMatchObject({ kind: 'OFFER', survey: { surveyId: own } });

    const closed = await staff.post(`${STAFF}/programs/${programId}/close`, {});
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.survey).toMatchObject({ surveyId: own, created: false, offered: 1 });
    const mine = (await done.client.get('/api/v1/diag/surveys', { kind: 'SATISFACTION' })).body.data as { surveyId: number }[];
    expect(mine.filter((s) => s.surveyId === own)).toHaveLength(1);
    expect((await inbox(done.client)).some((m) => m.userDef2 === `/user/diag/satisRsch/${own}`)).toBe(true);
  });
});
