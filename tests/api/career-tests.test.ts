// Career programme tests (시험) over HTTP. A fresh staff member runs a programme of her own and
// writes a test of four questions (single, multiple, an exact-match short answer and one graded
// by hand). Three fresh students take part. The first presses start five times at once and gets
// one attempt; her sheet never shows the right answers; she saves, sends an impossible option
// (refused in Korean) and submits; the server scores what it can and waits for staff on the rest;
// her mark shows no right answers until staff release them, which they may do while the window is
// open only once every participant has submitted. A second test closes seconds after it
// opens: the second student's answer after the deadline is refused with a Korean message, what
// she had saved is submitted by the server, and a late start is refused. A student outside the
// programme and a staff member of another programme get 404. Closing the programme with a test
// pass mark waits for grading, then completes only the student who passed every test.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountClient, studentClient, type Client } from './client';

const STAFF = '/api/v1/stf/career';
const TESTS = '/api/v1/career/tests';
const TODAY = '2026-11-22';

/** A Seoul wall-clock time (datetime-local with seconds) `ms` from now. */
const seoulLocal = (offsetMs: number) => new Date(Date.now() + offsetMs + 9 * 3600_000).toISOString().slice(0, 19);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const QUESTIONS = [
  { kind: 'SINGLE', body: '대한민국의 수도는?', options: ['부산', '서울', '대구'], correct: [1], accepted: [], points: 10 },
  { kind: 'MULTI', body: '짝수를 모두 고르세요.', options: ['1', '2', '3', '4'], correct: [1, 3], accepted: [], points: 10 },
  { kind: 'SHORT', body: '면접 답변 기법 S-T-A-R의 이름은?', options: [], correct: [], accepted: ['STAR'], points: 10 },
  { kind: 'SHORT', body: '지원 동기를 한 문장으로 쓰세요.', options: [], correct: [], accepted: [], points: 10 },
];

function testInput(overrides: Record<string, unknown> = {}) {
  return { title: '직무 이해도 평가', intro: '한 번만 응시할 수 있습니다.', openAt: seoulLocal(-60_000), closeAt: seoulLocal(86_400_000), durationMin: 30, questions: QUESTIONS, ...overrides };
}

interface SheetQuestion {
  questionId: number;
  kind: string;
  [k: string]: unknown;
}

let staff: Client;
let otherStaff: Client;
let s1: Client;
let s2: Client;
let s3: Client;
let outsider: Client;
let programId: number;
let testId: number;
let qids: number[];

beforeAll(async () => {
  staff = (await accountClient('stf', { roles: ['PROGRAM_MANAGER'] })).client;
  otherStaff = (await accountClient('stf', { roles: ['PROGRAM_MANAGER'] })).client;
  outsider = (await studentClient()).client;
  const created = await staff.post(`${STAFF}/programs`, {
    title: `시험 운영 실습 ${Date.now().toString(36)}`,
    categoryCd: 'CAREER_SKILL',
    summary: '시험이 있는 프로그램',
    description: '출석과 시험으로 이수를 정합니다.',
    competencyCds: ['EXPT'],
    mileage: 10,
    eligibleColgCds: [],
    eligibleDeptCds: [],
    eligibleGrades: [],
    eligibleStatusCds: [],
    capacity: 10,
    waitlistCapacity: 0,
    autoApprove: true,
    applyStartDt: '2026-11-20',
    applyEndDt: TODAY,
    runStartDt: '2026-11-21',
    runEndDt: TODAY,
    place: '학생회관 205호',
    minAttendPct: 0,
    sessions: [{ title: '실습', sessionDt: '2026-11-21', startTm: '14:00', endTm: '17:00' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  programId = created.body.data.programId;
  [s1, s2, s3] = await Promise.all([1, 2, 3].map(async () => (await studentClient()).client));
  for (const s of [s1, s2, s3]) expect((await s.post(`/api/v1/career/programs/${programId}/apply`, {})).status).toBe(200);
  const made = await staff.post(`${STAFF}/programs/${programId}/tests`, testInput());
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  testId = made.body.data.testId;
  const sheet = await staff.get(`${STAFF}/tests/${testId}`);
  qids = sheet.body.data.questions.map((q: { questionId: number }) => q.questionId);
});

describe('writing a test', () => {
  it('refuses impossible questions with Korean field errors', async () => {
    const bad = await staff.post(
      `${STAFF}/programs/${programId}/tests`,
      testInput({ closeAt: seoulLocal(-120_000), questions: [{ ...QUESTIONS[0], correct: [5] }, { ...QUESTIONS[1], correct: [] }] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ closeAt: '응시 마감 일시는 시작 일시보다 늦어야 합니다.', 'questions.0.correct': '정답은 보기 중에서 골라 주세요.', 'questions.1.correct': '정답을 하나 이상 골라 주세요.' });
  });
});

describe('taking a test', () => {
  it('makes one attempt of five parallel starts', async () => {
    const starts = await Promise.all(Array.from({ length: 5 }, () => s1.post(`${TESTS}/${testId}/start`)));
    expect(starts.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(starts.map((r) => r.body.data.attemptId)).size).toBe(1);
    expect(starts.filter((r) => r.body.data.resumed === false)).toHaveLength(1);
    const view = await staff.get(`${STAFF}/tests/${testId}`);
    expect(view.body.data.list.filter((a: { attemptId: number | null }) => a.attemptId !== null)).toHaveLength(1);
  });

  it('never shows the right answers on the sheet, and keeps the deadline of the server', async () => {
    const res = await s1.get(`${TESTS}/${testId}/attempt`);
    expect(res.status).toBe(200);
    const sheet = res.body.data;
    expect(sheet.state).toBe('IN_PROGRESS');
    for (const q of sheet.questions as SheetQuestion[]) {
      expect(q).not.toHaveProperty('correct');
      expect(q).not.toHaveProperty('accepted');
    }
    expect(sheet.remainingMs).toBeGreaterThan(29 * 60_000);
    expect(sheet.remainingMs).toBeLessThanOrEqual(30 * 60_000);
  });

  it('refuses impossible answers in Korean and autosaves the rest', async () => {
    const wrong = await s1.post(`${TESTS}/${testId}/attempt`, { answers: [{ questionId: qids[0], choices: [7] }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/[가-힣]/);
    const two = await s1.post(`${TESTS}/${testId}/attempt`, { answers: [{ questionId: qids[0], choices: [0, 1] }] });
    expect(two.status).toBe(400);
    expect(two.body.message).toContain('하나만');
    const saved = await s1.post(`${TESTS}/${testId}/attempt`, { answers: [{ questionId: qids[0], choices: [1] }, { questionId: qids[2], text: ' star ' }] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.submitted).toBe(false);
    const sheet = (await s1.get(`${TESTS}/${testId}/attempt`)).body.data;
    expect(sheet.answers[qids[0]]).toEqual([1]);
    expect(sheet.answers[qids[2]]).toBe('star');
  });

  it('scores on the server: choices and exact short answers at once, the rest by staff', async () => {
    const sent = await s1.post(`${TESTS}/${testId}/attempt`, { submit: true, score: 40, answers: [{ questionId: qids[1], choices: [3, 1] }, { questionId: qids[3], text: '사람을 돕는 일을 하고 싶습니다.' }] });
    expect(sent.status).toBe(200);
    expect(sent.body.data.submitted).toBe(true);
    const mark = (await s1.get(`${TESTS}/${testId}/mark`)).body.data;
    expect(mark.state).toBe('SUBMITTED');
    expect(mark.score).toBeNull();
    const again = await s1.post(`${TESTS}/${testId}/attempt`, { answers: [{ questionId: qids[0], choices: [0] }] });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('이미 제출한 시험');
    const restart = await s1.post(`${TESTS}/${testId}/start`);
    expect(restart.status).toBe(409);
    expect(restart.body.message).toContain('한 번만');
  });

  it('hides the right answers and points per question until staff release them', async () => {
    const view = (await staff.get(`${STAFF}/tests/${testId}`)).body.data;
    const mine = view.list.find((a: { attemptId: number | null }) => a.attemptId !== null);
    expect(mine.points).toMatchObject({ [qids[0]]: 10, [qids[1]]: 10, [qids[2]]: 10, [qids[3]]: null });
    const tooMuch = await staff.post(`${STAFF}/attempts/${mine.attemptId}/grade`, { questionId: qids[3], points: 11 });
    expect(tooMuch.status).toBe(400);
    const auto = await staff.post(`${STAFF}/attempts/${mine.attemptId}/grade`, { questionId: qids[0], points: 0 });
    expect(auto.status).toBe(409);
    const graded = await staff.post(`${STAFF}/attempts/${mine.attemptId}/grade`, { questionId: qids[3], points: 7 });
    expect(graded.status).toBe(200);
    expect(graded.body.data).toMatchObject({ graded: true, score: 37 });

    const before = (await s1.get(`${TESTS}/${testId}/mark`)).body.data;
    expect(before).toMatchObject({ state: 'GRADED', score: 37, total: 40, scorePct: 92 });
    expect(before.questions).toEqual([]);
    for (const q of before.questions) {
      expect(q.correct).toBeNull();
      expect(q.accepted).toBeNull();
      expect(q.myPoints).toBeNull();
    }
    const page = await s1.page(`/user/futuredesign/myecp/class/test/mark?id=${programId}&testId=${testId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="answers-hidden"');
    expect(page.html).not.toContain('data-correct="Y"');

    // While the window is open, the answers stay hidden until every participant has submitted.
    const early = await staff.post(`${STAFF}/tests/${testId}/release`, { released: true });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('참여자가 2명');
    // The second student hands in an empty sheet; the third a short answer that waits for staff.
    expect((await s2.post(`${TESTS}/${testId}/start`)).status).toBe(200);
    expect((await s2.post(`${TESTS}/${testId}/attempt`, { submit: true, answers: [] })).status).toBe(200);
    expect((await s3.post(`${TESTS}/${testId}/start`)).status).toBe(200);
    expect((await s3.post(`${TESTS}/${testId}/attempt`, { submit: true, answers: [{ questionId: qids[3], text: '열심히 하겠습니다.' }] })).status).toBe(200);
    expect((await staff.post(`${STAFF}/tests/${testId}/release`, { released: true })).status).toBe(200);
    const after = (await s1.get(`${TESTS}/${testId}/mark`)).body.data;
    expect(after.questions[0].correct).toEqual([1]);
    expect(after.questions[2].accepted).toEqual(['STAR']);
    expect(after.questions[3].myPoints).toBe(7);
    const shown = await s1.page(`/user/futuredesign/myecp/class/test/mark?id=${programId}&testId=${testId}`);
    expect(shown.html).toContain('data-correct="Y"');
  });
});

describe('the deadline', () => {
  it('refuses answers after it, submits what was saved, and refuses a late start', async () => {
    const made = await staff.post(`${STAFF}/programs/${programId}/tests`, testInput({ title: '짧은 확인 평가', closeAt: seoulLocal(4_000), durationMin: 1, questions: QUESTIONS.slice(0, 2) }));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const shortId = made.body.data.testId as number;
    const started = await s2.post(`${TESTS}/${shortId}/start`);
    expect(started.status).toBe(200);
    const sheet = (await s2.get(`${TESTS}/${shortId}/attempt`)).body.data;
    expect(sheet.remainingMs).toBeLessThanOrEqual(4_000);
    const [q1, q2] = sheet.questions.map((q: SheetQuestion) => q.questionId);
    expect((await s2.post(`${TESTS}/${shortId}/attempt`, { answers: [{ questionId: q1, choices: [1] }] })).status).toBe(200);
    // The first student answers both in time and submits.
    expect((await s1.post(`${TESTS}/${shortId}/start`)).status).toBe(200);
    const inTime = await s1.post(`${TESTS}/${shortId}/attempt`, { submit: true, answers: [{ questionId: q1, choices: [1] }, { questionId: q2, choices: [1, 3] }] });
    expect(inTime.status).toBe(200);
    await sleep(5_000);
    const late = await s2.post(`${TESTS}/${shortId}/attempt`, { submit: true, answers: [{ questionId: q2, choices: [1, 3] }] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('제한 시간이 지나 답안을 받을 수 없습니다. 마감 시각까지 저장된 답안으로 제출되었습니다.');
    const mark = (await s2.get(`${TESTS}/${shortId}/mark`)).body.data;
    expect(mark).toMatchObject({ state: 'GRADED', autoSubmitted: true, score: 10, total: 20 });
    // Not released: the mark shows her score, not the questions.
    expect(mark.questions).toEqual([]);
    const lateStart = await s3.post(`${TESTS}/${shortId}/start`);
    expect(lateStart.status).toBe(409);
    expect(lateStart.body.message).toBe('응시 기간이 끝났습니다.');
  });
});

describe('who sees a test', () => {
  it('answers 404 to a student outside the programme and to staff of another programme', async () => {
    for (const path of [`${TESTS}/${testId}`, `${TESTS}/${testId}/attempt`, `${TESTS}/${testId}/mark`]) expect((await outsider.get(path)).status, path).toBe(404);
    expect((await outsider.post(`${TESTS}/${testId}/start`)).status).toBe(404);
    expect((await outsider.page(`/user/futuredesign/myecp/class/test/intro?id=${programId}&testId=${testId}`)).status).toBe(404);
    // The right test under another programme's id is no test either.
    expect((await s1.page(`/user/futuredesign/myecp/class/test/intro?id=${programId + 100000}&testId=${testId}`)).status).toBe(404);
    expect((await otherStaff.get(`${STAFF}/tests/${testId}`)).status).toBe(404);
    expect((await otherStaff.get(`${STAFF}/programs/${programId}/tests`)).status).toBe(404);
    expect((await otherStaff.post(`${STAFF}/tests/${testId}/release`, { released: false })).status).toBe(404);
    const view = (await staff.get(`${STAFF}/tests/${testId}`)).body.data;
    const attemptId = view.list.find((a: { attemptId: number | null }) => a.attemptId !== null).attemptId;
    expect((await otherStaff.post(`${STAFF}/attempts/${attemptId}/grade`, { questionId: qids[3], points: 1 })).status).toBe(404);
    expect((await otherStaff.page(`/stf/career/${programId}/tests/${testId}`)).status).toBe(404);
    // A student is never staff.
    expect((await s1.post(`${STAFF}/attempts/${attemptId}/grade`, { questionId: qids[3], points: 10 })).status).toBeGreaterThanOrEqual(400);
    expect((await s1.get(`${STAFF}/tests/${testId}`)).status).toBeGreaterThanOrEqual(400);
  });
});

describe('completion with a test pass mark', () => {
  it('waits for grading, then completes only the student who passed every test', async () => {
    expect((await staff.post(`${STAFF}/programs/${programId}/pass-mark`, { testPassMark: 101 })).status).toBe(400);
    expect((await staff.post(`${STAFF}/programs/${programId}/pass-mark`, { testPassMark: 50 })).status).toBe(200);
    // The tests are still open: closing names the students it would decide without an attempt, and
    // staff confirm them as the close dialog asks.
    const asked = await staff.post(`${STAFF}/programs/${programId}/close`);
    expect(asked.status).toBe(409);
    expect(asked.body.message).toContain('제출 기간이 끝나지 않았습니다');
    const confirmAffected = (asked.body.data.affected as { applId: number }[]).map((a) => a.applId);
    // The third student's short answer still waits for staff: closing must wait.
    const waiting = await staff.post(`${STAFF}/programs/${programId}/close`, { confirmAffected });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toContain('채점하지 않은 답안');
    const view = (await staff.get(`${STAFF}/tests/${testId}`)).body.data;
    const pending = view.list.filter((a: { state: string }) => a.state === 'SUBMITTED');
    expect(pending).toHaveLength(1);
    expect((await staff.post(`${STAFF}/attempts/${pending[0].attemptId}/grade`, { questionId: qids[3], points: 5 })).status).toBe(200);
    const closed = await staff.post(`${STAFF}/programs/${programId}/close`, { confirmAffected });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ completed: 1, notCompleted: 2 });
    const noteOf = async (c: Client, to: string) => {
      const mine = (await c.get('/api/v1/career/applications')).body.data as { programId: number; status: string; history: { toStatus: string; note: string | null }[] }[];
      const a = mine.find((x) => x.programId === programId)!;
      expect(a.status).toBe(to);
      return a.history.find((h) => h.toStatus === to)!.note;
    };
    // s1: 37/40 (92) and 20/20 (100), the lowest counts; s2: 0/40 and 10/20; s3 never took the second test.
    expect(await noteOf(s1, 'COMPLETED')).toContain('시험 92점, 합격 기준 50점 이상');
    expect(await noteOf(s2, 'NOT_COMPLETED')).toContain('시험 0점, 합격 기준 50점 이상');
    expect(await noteOf(s3, 'NOT_COMPLETED')).toContain('시험 미응시, 합격 기준 50점 이상');
    const s3Mark = (await s3.get(`${TESTS}/${testId}/mark`)).body.data;
    expect(s3Mark).toMatchObject({ state: 'GRADED', score: 5, scorePct: 12, passed: false });
  });
});
