// Story: a career programme's test must not reach a participant before she sits it. A programme
// manager (a fresh staff account holding PROGRAM_MANAGER) writes three tests: one that opens
// tomorrow, one open now, and one that closes seconds after it opens. A participating student
// gets the questions and their options on the sheet only inside the window and after pressing
// start: not before the window, not while the window is open but she has not started, not after
// the close. The mark shows the questions only once staff release the answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountClient, studentClient, type Client } from './client';

const STAFF = '/api/v1/stf/career';
const TESTS = '/api/v1/career/tests';
const TODAY = '2026-11-22';

const seoulLocal = (offsetMs: number) => new Date(Date.now() + offsetMs + 9 * 3600_000).toISOString().slice(0, 19);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const QUESTIONS = [
  { kind: 'SINGLE', body: '보안 점검 문항: 수도는?', options: ['부산', '서울'], correct: [1], accepted: [], points: 10 },
  { kind: 'SHORT', body: '보안 점검 문항: 한 단어로', options: [], correct: [], accepted: ['예'], points: 10 },
];

const test = (title: string, openMs: number, closeMs: number) => ({ title, intro: '한 번만 응시할 수 있습니다.', openAt: seoulLocal(openMs), closeAt: seoulLocal(closeMs), durationMin: 30, questions: QUESTIONS });

let staff: Client;
let student: Client;
let programId: number;
let later: number;
let open: number;
let brief: number;

/** What the student's sheet and mark give away of the questions. */
async function seen(testId: number) {
  const sheet = await student.get(`${TESTS}/${testId}/attempt`);
  const mark = await student.get(`${TESTS}/${testId}/mark`);
  expect(sheet.status).toBe(200);
  expect(mark.status).toBe(200);
  const text = JSON.stringify([sheet.body.data, mark.body.data]);
  return { sheet: sheet.body.data, mark: mark.body.data, leaks: text.includes('보안 점검 문항') || text.includes('부산') };
}

beforeAll(async () => {
  staff = (await accountClient('stf', { roles: ['PROGRAM_MANAGER'] })).client;
  student = (await studentClient()).client;
  const created = await staff.post(`${STAFF}/programs`, {
    title: `시험 공개 시점 ${Date.now().toString(36)}`,
    categoryCd: 'CAREER_SKILL',
    summary: '시험 문항 공개 시점 확인',
    description: '시험 문항은 응시를 시작한 뒤에만 보입니다.',
    competencyCds: ['EXPT'],
    mileage: 0,
    eligibleColgCds: [],
    eligibleDeptCds: [],
    eligibleGrades: [],
    eligibleStatusCds: [],
    capacity: 5,
    waitlistCapacity: 0,
    autoApprove: true,
    applyStartDt: '2026-11-20',
    applyEndDt: TODAY,
    runStartDt: '2026-11-21',
    runEndDt: TODAY,
    minAttendPct: 0,
    sessions: [{ title: '실습', sessionDt: '2026-11-21', startTm: '14:00', endTm: '17:00' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  programId = created.body.data.programId;
  expect((await student.post(`/api/v1/career/programs/${programId}/apply`, {})).status).toBe(200);
  const make = async (body: ReturnType<typeof test>) => {
    const res = await staff.post(`${STAFF}/programs/${programId}/tests`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.testId as number;
  };
  later = await make(test('내일 여는 시험', 86_400_000, 2 * 86_400_000));
  open = await make(test('지금 열린 시험', -60_000, 86_400_000));
  brief = await make(test('곧 닫히는 시험', -60_000, 4_000));
});

describe('the questions of a test', () => {
  it('are not shown before the window opens', async () => {
    const { sheet, mark, leaks } = await seen(later);
    expect(sheet.state).toBe('NOT_STARTED');
    expect(sheet.questions).toEqual([]);
    expect(mark.questions).toEqual([]);
    expect(leaks).toBe(false);
    expect((await student.post(`${TESTS}/${later}/start`)).status).toBe(409);
    expect((await seen(later)).leaks).toBe(false);
  });

  it('are not shown while the window is open but her attempt has not started', async () => {
    const { sheet, mark, leaks } = await seen(open);
    expect(sheet.state).toBe('NOT_STARTED');
    expect(sheet.questions).toEqual([]);
    expect(mark.questions).toEqual([]);
    expect(leaks).toBe(false);
  });

  it('are shown with their options once she has started, without the right answers', async () => {
    expect((await student.post(`${TESTS}/${open}/start`)).status).toBe(200);
    const { sheet, mark } = await seen(open);
    expect(sheet.state).toBe('IN_PROGRESS');
    expect(sheet.questions.map((q: { body: string }) => q.body)).toEqual(QUESTIONS.map((q) => q.body));
    expect(sheet.questions[0].options).toEqual(['부산', '서울']);
    expect(sheet.questions[0]).not.toHaveProperty('correct');
    // The mark is not the way round it: nothing there until staff release the answers.
    expect(mark.questions).toEqual([]);
  });

  it('are not shown after the close, to one who started or one who did not, until released', async () => {
    expect((await student.post(`${TESTS}/${brief}/start`)).status).toBe(200);
    expect((await seen(brief)).sheet.questions).toHaveLength(2);
    const other = (await studentClient()).client;
    expect((await other.post(`/api/v1/career/programs/${programId}/apply`, {})).status).toBe(200);
    await sleep(5_000);
    const after = await seen(brief);
    // Her time ran out with the window: the server submitted what was saved (nothing, so graded 0).
    expect(['SUBMITTED', 'GRADED']).toContain(after.sheet.state);
    expect(after.sheet.questions).toEqual([]);
    expect(after.mark.questions).toEqual([]);
    expect(after.leaks).toBe(false);
    const never = await other.get(`${TESTS}/${brief}/attempt`);
    expect(never.status).toBe(200);
    expect(never.body.data.questions).toEqual([]);
    expect((await other.get(`${TESTS}/${brief}/mark`)).body.data.questions).toEqual([]);
  });

  it('are shown on the mark once staff release the answers, with the right answers', async () => {
    expect((await staff.post(`${STAFF}/tests/${brief}/release`, { released: true })).status).toBe(200);
    const { mark } = await seen(brief);
    expect(mark.questions.map((q: { body: string }) => q.body)).toEqual(QUESTIONS.map((q) => q.body));
    expect(mark.questions[0].correct).toEqual([1]);
    // Hidden again: the questions go with the answers.
    expect((await staff.post(`${STAFF}/tests/${brief}/release`, { released: false })).status).toBe(200);
    expect((await seen(brief)).mark.questions).toEqual([]);
  });
});
