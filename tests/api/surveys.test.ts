// Surveys over HTTP: the office builds a survey (Korean field errors for bad input) and publishes
// it; only the students it addresses see it (anyone else gets 404); required questions are refused
// on the server with a Korean message; one answer per student, or a replacement where the survey
// allows it; a closed survey takes no answers; anonymous results and exports never name anyone; a
// satisfaction survey appears only to the completers of its programme (completion read from the
// activity events); results count every choice. Students 211-225 belong to this file; every survey
// and programme is created here through the app's own APIs.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Client, loggedIn, studentClient } from './client';

const STD = '/api/v1/diag/surveys';
const STF = '/api/v1/stf/surveys';
const CAREER = '/api/v1/stf/career';
// The test server's today (PORTAL_TODAY) and a period around it.
const TODAY = '2026-11-22';
const OPEN_AT = '2026-11-21T09:00';
const CLOSE_AT = '2026-11-30T18:00';

const clients = new Map<string, Client>();
async function as(userId: string, div: 'std' | 'stf') {
  if (!clients.has(userId)) clients.set(userId, await loggedIn(userId, div));
  return clients.get(userId)!;
}
const student = (n: number) => as(`student${n}`, 'std');
const office = () => as('staff1', 'stf');

let seq = 0;
const QUESTIONS = [
  { kind: 'SCALE', title: '전반적으로 만족한다.', requiredYn: 'Y', options: [] },
  { kind: 'SINGLE', title: '가장 도움이 된 것은?', requiredYn: 'Y', options: ['강의', '실습', '상담'] },
  { kind: 'MULTI', title: '더 원하는 것을 모두 고르세요.', requiredYn: 'N', options: ['자료', '시간', '멘토'] },
  { kind: 'LONG', title: '하고 싶은 말', requiredYn: 'N', options: [] },
];

function surveyInput(over: Record<string, unknown> = {}) {
  seq++;
  return {
    title: `설문 테스트 ${Date.now().toString(36)}-${seq}`,
    description: '테스트 설문입니다.',
    kind: 'GENERAL',
    targetDeptCds: [],
    targetGrades: [],
    openAt: OPEN_AT,
    closeAt: CLOSE_AT,
    anonymousYn: 'N',
    editableYn: 'N',
    questions: QUESTIONS,
    ...over,
  };
}

interface QuestionView {
  questionId: number;
  seq: number;
  kind: string;
}
interface SurveyView {
  surveyId: number;
  title: string;
  state: string;
  canAnswer: boolean;
  questions: QuestionView[];
  myAnswers: Record<string, unknown>;
}
interface Results {
  responses: number;
  target: number;
  responseRate: number;
  questions: { questionId: number; answered: number; withheld: string | null; options: { label: string; count: number; percent: number }[]; mean: number | null; texts: string[] }[];
}

/** A published survey made by the office; returns its id and question ids in order. */
async function publishedSurvey(over: Record<string, unknown> = {}) {
  const staff = await office();
  const created = await staff.post(STF, surveyInput(over));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const surveyId = created.body.data.surveyId as number;
  const pub = await staff.post(`${STF}/${surveyId}/status`, { action: 'PUBLISH' });
  expect(pub.status, JSON.stringify(pub.body)).toBe(200);
  return surveyId;
}

async function view(n: number, surveyId: number) {
  const res = await (await student(n)).get<SurveyView>(`${STD}/${surveyId}`);
  return res;
}

/** A full answer sheet for a survey made with QUESTIONS. */
async function sheet(n: number, surveyId: number, values: [string, string, string[], string]) {
  const res = await view(n, surveyId);
  expect(res.status).toBe(200);
  const q = res.body.data.questions;
  return Object.fromEntries(q.map((x, i) => [`q${x.questionId}`, values[i]]));
}

async function answer(n: number, surveyId: number, answers: Record<string, unknown>) {
  return (await student(n)).post(`${STD}/${surveyId}/answer`, { answers });
}

/** An answer from a fresh student (a survey made with QUESTIONS that addresses everyone). */
async function freshAnswer(surveyId: number, values: [string, string, string[], string]) {
  const { client } = await studentClient();
  const v = await client.get<SurveyView>(`${STD}/${surveyId}`);
  expect(v.status).toBe(200);
  const answers = Object.fromEntries(v.body.data.questions.map((x, i) => [`q${x.questionId}`, values[i]]));
  const res = await client.post(`${STD}/${surveyId}/answer`, { answers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const WITHHELD = '응답이 5건 미만이라 결과를 보여 드리지 않습니다.';

async function results(surveyId: number) {
  const res = await (await office()).get<Results>(`${STF}/${surveyId}/results`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The student's college and grade, from her login info. */
async function factsOf(n: number) {
  const c = new Client();
  const info = await c.login(`student${n}`, 'std');
  return { colgCd: info.userDetail.colgCd as string, grade: Number(info.userDetail.gradeCd) };
}

let staff: Client;
beforeAll(async () => {
  staff = await office();
});

describe('building a survey', () => {
  it('refuses bad input with Korean field errors and stores nothing', async () => {
    const bad = await staff.post(STF, surveyInput({ title: '', closeAt: '2026-11-01T09:00', questions: [{ kind: 'SINGLE', title: '보기 하나', requiredYn: 'Y', options: ['하나'] }] }));
    expect(bad.status).toBe(400);
    expect(bad.body.data.title).toBe('설문 제목을 입력해 주세요.');
    expect(bad.body.data.closeAt).toBe('마감 일시는 시작 일시보다 늦어야 합니다.');
    expect(bad.body.data['questions.0.options']).toBe('선택형 문항에는 보기를 2개 이상 넣어 주세요.');
    const noProgram = await staff.post(STF, surveyInput({ kind: 'SATISFACTION' }));
    expect(noProgram.status).toBe(400);
    expect(noProgram.body.data.programId).toBe('만족도 조사의 대상 프로그램을 선택해 주세요.');
    const missingProgram = await staff.post(STF, surveyInput({ kind: 'SATISFACTION', programId: 2_000_000_000 }));
    expect(missingProgram.status).toBe(400);
  });

  it('is for staff only', async () => {
    const s = await student(211);
    expect((await s.post(STF, surveyInput())).status).toBe(403);
    expect((await s.get(STF)).status).toBe(403);
    expect((await new Client().get(STF)).status).toBe(401);
  });

  it('keeps a draft from students until it is published', async () => {
    const created = await staff.post(STF, surveyInput());
    const surveyId = created.body.data.surveyId as number;
    expect((await view(211, surveyId)).status).toBe(404);
    const list = await (await student(211)).get<{ surveyId: number }[]>(STD);
    expect(list.body.data.some((s) => s.surveyId === surveyId)).toBe(false);
    expect((await staff.post(`${STF}/${surveyId}/status`, { action: 'PUBLISH' })).status).toBe(200);
    expect((await view(211, surveyId)).body.data.state).toBe('TODO');
    expect((await staff.post(`${STF}/${surveyId}/status`, { action: 'PUBLISH' })).status).toBe(409);
  });
});

describe('targeting', () => {
  it('shows a survey to the students it addresses and answers 404 to anyone else', async () => {
    const facts = await factsOf(211);
    const otherGrade = facts.grade === 1 ? 2 : 1;
    const mine = await publishedSurvey({ targetDeptCds: [facts.colgCd], targetGrades: [facts.grade] });
    const notMine = await publishedSurvey({ targetGrades: [otherGrade] });
    const nobody = await publishedSurvey({ targetDeptCds: ['C99'] });

    const list = (await (await student(211)).get<{ surveyId: number; state: string }[]>(STD)).body.data;
    expect(list.find((s) => s.surveyId === mine)?.state).toBe('TODO');
    expect(list.some((s) => s.surveyId === notMine || s.surveyId === nobody)).toBe(false);
    for (const id of [notMine, nobody]) {
      expect((await view(211, id)).status).toBe(404);
      expect((await answer(211, id, {})).status).toBe(404);
      expect((await (await student(211)).page(`/user/diag/surveyRsch/${id}`)).status).toBe(404);
    }
    const page = await (await student(211)).page(`/user/diag/surveyRsch/${mine}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('survey-form');
    // A named survey says so before she answers.
    expect(page.html).toContain('실명 설문입니다. 응답은 학번·이름과 함께 기록되며');
    // A general survey is not a satisfaction survey.
    expect((await (await student(211)).page(`/user/diag/satisRsch/${mine}`)).status).toBe(404);
  });
});

describe('answering', () => {
  let surveyId: number;
  beforeAll(async () => {
    surveyId = await publishedSurvey();
  });

  it('refuses a missing required answer with a Korean message and stores nothing', async () => {
    const answers = await sheet(212, surveyId, ['', '1', [], '']);
    const res = await answer(212, surveyId, answers);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('1번 문항: 점수를 선택해 주세요.');
    const q1 = Object.keys(answers)[0];
    expect(res.body.data[q1]).toBe('점수를 선택해 주세요.');
    const outOfRange = await answer(212, surveyId, { ...answers, [q1]: '4', [Object.keys(answers)[1]]: '7' });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.message).toBe('2번 문항: 보기 중에서 선택해 주세요.');
    expect((await results(surveyId)).responses).toBe(0);
    expect((await view(212, surveyId)).body.data.state).toBe('TODO');
  });

  it('takes one answer, shows it back to her, and refuses a second one', async () => {
    const res = await answer(212, surveyId, await sheet(212, surveyId, ['4', '1', ['0', '2'], '실습이 좋았어요']));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('응답해 주셔서 감사합니다.');
    const v = (await view(212, surveyId)).body.data;
    expect(v.state).toBe('DONE');
    expect(v.canAnswer).toBe(false);
    expect(Object.values(v.myAnswers)).toEqual(['4', '1', ['0', '2'], '실습이 좋았어요']);
    const again = await answer(212, surveyId, await sheet(212, surveyId, ['5', '0', [], '']));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 응답한 설문입니다. 이 설문은 응답을 한 번만 받습니다.');
    // One answer is too few to show: the counts are withheld, the number of responses is not.
    const r = await results(surveyId);
    expect(r.responses).toBe(1);
    expect(r.questions[0].withheld).toBe(WITHHELD);
    expect(r.questions[0].options).toEqual([]);
    expect(r.questions[3].texts).toEqual([]);
  });

  it('refuses edits of a survey that has answers', async () => {
    const res = await staff.post(`${STF}/${surveyId}`, surveyInput());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('응답이 있는 설문은 고칠 수 없습니다.');
  });

  it('replaces the answer where the survey allows changes', async () => {
    const editable = await publishedSurvey({ editableYn: 'Y' });
    expect((await answer(213, editable, await sheet(213, editable, ['2', '0', [], '']))).status).toBe(200);
    const again = await answer(213, editable, await sheet(213, editable, ['5', '2', ['1'], '다시 생각해 보니 좋았어요']));
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('응답을 수정했습니다.');
    expect(Object.values((await view(213, editable)).body.data.myAnswers)).toEqual(['5', '2', ['1'], '다시 생각해 보니 좋았어요']);
    // With four more answers the replaced one is counted once, as changed.
    for (let i = 0; i < 4; i++) await freshAnswer(editable, ['1', '0', [], '']);
    const r = await results(editable);
    expect(r.responses).toBe(5);
    expect(r.questions[0].options.map((o) => o.count)).toEqual([4, 0, 0, 0, 1]);
    expect(r.questions[1].options.map((o) => o.count)).toEqual([4, 0, 1]);
    expect(r.questions[3].texts).toEqual([]);
  });

  it('refuses answers once the survey is closed', async () => {
    const closing = await publishedSurvey();
    const answers = await sheet(214, closing, ['3', '0', [], '']);
    expect((await staff.post(`${STF}/${closing}/status`, { action: 'CLOSE' })).status).toBe(200);
    const res = await answer(214, closing, answers);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('마감된 설문입니다.');
    const list = (await (await student(214)).get<{ surveyId: number; state: string; canAnswer: boolean }[]>(STD)).body.data;
    expect(list.find((s) => s.surveyId === closing)).toMatchObject({ state: 'CLOSED', canAnswer: false });
    expect((await results(closing)).responses).toBe(0);
  });

  it('counts every answer in the results', async () => {
    const counted = await publishedSurvey();
    const sheets: [number, [string, string, string[], string]][] = [
      [215, ['5', '0', ['0'], '']],
      [216, ['4', '0', ['0', '1'], '']],
      [217, ['4', '2', [], '멘토링이 더 있으면 좋겠어요']],
      [218, ['2', '1', ['1'], '']],
      [225, ['3', '1', [], '']],
    ];
    for (const [n, values] of sheets) expect((await answer(n, counted, await sheet(n, counted, values))).status).toBe(200);
    const r = await results(counted);
    expect(r.responses).toBe(5);
    expect(r.questions[0].options.map((o) => o.count)).toEqual([0, 1, 1, 2, 1]);
    expect(r.questions[0].mean).toBe(3.6);
    expect(r.questions[1].options.map((o) => [o.count, o.percent])).toEqual([[2, 40], [2, 40], [1, 20]]);
    // Three answered the optional question: too few, withheld; the one text answer too.
    expect(r.questions[2].answered).toBe(3);
    expect(r.questions[2].withheld).toBe(WITHHELD);
    expect(r.questions[2].options).toEqual([]);
    expect(r.questions[3].withheld).toBe(WITHHELD);
    expect(r.questions[3].texts).toEqual([]);
    expect(r.target).toBeGreaterThanOrEqual(5);
    // The staff list and the results page show the same count.
    const list = (await staff.get<{ surveyId: number; responses: number }[]>(STF)).body.data;
    expect(list.find((s) => s.surveyId === counted)?.responses).toBe(5);
    const page = await staff.page(`/stf/surveys/${counted}/results`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/data-testid="response-count">5명</);
    expect(page.html).toContain(WITHHELD);
  });
});

describe('anonymous surveys', () => {
  it('count who took part but never tie an answer to her, in results, her view or the export', async () => {
    const anon = await publishedSurvey({ anonymousYn: 'Y', editableYn: 'Y' });
    const texts = ['익명 의견 하나', '익명 의견 둘'];
    for (const [i, n] of [219, 220].entries()) {
      expect((await answer(n, anon, await sheet(n, anon, ['3', String(i), [], texts[i]]))).status).toBe(200);
    }
    // Participation is kept: no second answer (anonymous answers cannot be changed either).
    const again = await answer(219, anon, await sheet(219, anon, ['5', '0', [], '']));
    expect(again.status).toBe(409);
    const v = (await view(219, anon)).body.data;
    expect(v.state).toBe('DONE');
    expect(v.myAnswers).toEqual({});

    // Two answers: nothing of them is shown, and the export is refused.
    const few = await (await office()).get(`${STF}/${anon}/results`);
    expect(few.body.data.responses).toBe(2);
    expect(few.body.data.questions[3]).toMatchObject({ withheld: WITHHELD, texts: [] });
    const refused = await (await office()).get(`${STF}/${anon}/export`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(WITHHELD);

    const more = ['익명 의견 셋', '익명 의견 넷', '익명 의견 다섯'];
    for (const text of more) await freshAnswer(anon, ['3', '0', [], text]);
    const r = await (await office()).get(`${STF}/${anon}/results`);
    expect(r.body.data.responses).toBe(5);
    // Sorted by text, not by when (or by whom) they were written.
    expect(r.body.data.questions[3].texts).toEqual([...texts, ...more].sort((a, b) => a.localeCompare(b, 'ko')));
    expect(JSON.stringify(r.body)).not.toMatch(/student219|student220/);

    const file = await (await office()).bytes(`${STF}/${anon}/export`);
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(6);
    expect(JSON.stringify(rows)).not.toMatch(/학번|이름|student219|student220/);
    expect(JSON.stringify(rows)).toContain('익명 의견 둘');

    // A named survey's export does name the respondent.
    const named = await publishedSurvey();
    expect((await answer(221, named, await sheet(221, named, ['4', '0', [], '']))).status).toBe(200);
    const namedFile = await (await office()).bytes(`${STF}/${named}/export`);
    const namedBook = new ExcelJS.Workbook();
    await namedBook.xlsx.load(namedFile.bytes as unknown as ArrayBuffer);
    expect(JSON.stringify(namedBook.worksheets[0].getSheetValues())).toContain('student221');
  });
});

describe('satisfaction surveys', () => {
  let programId: number;
  let surveyId: number;

  beforeAll(async () => {
    // A programme held up to today: 222 attends and completes, 223 misses it, 224 never applies.
    const created = await staff.post(`${CAREER}/programs`, {
      title: `만족도 테스트 프로그램 ${Date.now().toString(36)}`,
      categoryCd: 'CAREER_SKILL',
      summary: '한 번의 실습',
      description: '만족도 조사 테스트용 실습입니다.',
      competencyCds: ['EXPT'],
      mileage: 5,
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
      place: '학생회관 205호',
      minAttendPct: 100,
      sessions: [
        { title: '실습', sessionDt: '2026-11-21', startTm: '10:00', endTm: '12:00' },
        { title: '발표', sessionDt: TODAY, startTm: '10:00', endTm: '12:00' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    programId = created.body.data.programId;
    for (const n of [222, 223]) {
      const res = await (await student(n)).post(`/api/v1/career/programs/${programId}/apply`, {});
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const roster = (await staff.get(`${CAREER}/programs/${programId}`)).body.data as { list: { applId: number; studentId: string }[]; sessions: { sessionId: number }[] };
    for (const row of roster.list) {
      for (const session of roster.sessions) {
        const res = await staff.post(`${CAREER}/programs/${programId}/attendance`, { sessionId: session.sessionId, applId: row.applId, present: row.studentId === 'student222' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    }
    const closed = await staff.post(`${CAREER}/programs/${programId}/close`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    surveyId = await publishedSurvey({ kind: 'SATISFACTION', programId, anonymousYn: 'Y' });
  });

  it('is shown only to the completers of its programme', async () => {
    const mine = (await (await student(222)).get<{ surveyId: number; state: string }[]>(STD, { kind: 'SATISFACTION' })).body.data;
    expect(mine.find((s) => s.surveyId === surveyId)?.state).toBe('TODO');
    const page = await (await student(222)).page('/user/diag/satisRsch');
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-survey-id="${surveyId}"`);
    for (const n of [223, 224]) {
      const list = (await (await student(n)).get<{ surveyId: number }[]>(STD, { kind: 'SATISFACTION' })).body.data;
      expect(list.some((s) => s.surveyId === surveyId)).toBe(false);
      expect((await view(n, surveyId)).status).toBe(404);
      expect((await answer(n, surveyId, {})).status).toBe(404);
      expect((await (await student(n)).page(`/user/diag/satisRsch/${surveyId}`)).status).toBe(404);
    }
    // The completer was told with a link; the others were not.
    const inbox = await (await student(222)).get('/api/v1/messages/inbox', { size: 20 });
    const told = (inbox.body.data.list as { msgTitle: string; userDef2: string | null }[]).find((m) => m.userDef2 === `/user/diag/satisRsch/${surveyId}`);
    expect(told?.msgTitle).toMatch(/^\[만족도 조사\] /);
    const other = await (await student(223)).get('/api/v1/messages/inbox', { size: 20 });
    expect((other.body.data.list as { userDef2: string | null }[]).some((m) => m.userDef2 === `/user/diag/satisRsch/${surveyId}`)).toBe(false);
    // Not in the general list either, even for the completer.
    const general = (await (await student(222)).get<{ surveyId: number }[]>(STD)).body.data;
    expect(general.some((s) => s.surveyId === surveyId)).toBe(false);
  });

  it('takes the completer\'s answer and counts the response rate among completers', async () => {
    const res = await answer(222, surveyId, await sheet(222, surveyId, ['5', '1', [], '']));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = await results(surveyId);
    expect(r).toMatchObject({ responses: 1, target: 1, responseRate: 100 });
  });
});
