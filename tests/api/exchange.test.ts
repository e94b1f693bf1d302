// Exchange programmes over HTTP. Staff register partner universities and open a round; a student
// sees her GPA as her record has it, is refused with reasons when a university asks for a higher
// GPA or language score (and when she is on leave), applies with three universities in the order she
// chose, and cannot see another student's application. Staff review and select within the seats:
// two parallel selections for the last seat give one selection, and the dispatch is recorded for
// the portfolio.
// Students 292-296 belong to this file; staff1 only creates universities and rounds of its own.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, studentClient, unique } from './client';

const BASE = '/api/v1/exchange';
const STF = '/api/v1/stf/exchange';

let staff: Client;
const clients = new Map<string, Client>();
async function student(n: number) {
  const id = `student${n}`;
  if (!clients.has(id)) clients.set(id, await loggedIn(id, 'std'));
  return clients.get(id)!;
}

/** Registers a partner university through the staff API. */
async function newUniv(change: Record<string, unknown> = {}) {
  const name = unique('테스트대학');
  const res = await staff.post(`${STF}/universities`, {
    univNm: name,
    univEngNm: `${name} University`,
    countryCd: 'US',
    city: '보스턴',
    langCd: 'EN',
    testCd: 'TOEFL',
    minLevel: '70',
    minGpa: '2.5',
    seatsPerTerm: '2',
    termsOffered: ['10', '20'],
    description: '시험용 협정 대학',
    useYn: 'Y',
    ...change,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { univId: res.body.data.univId as number, univNm: name };
}

async function newRound() {
  const res = await staff.post(`${STF}/rounds`, { title: unique('시험 모집'), year: '2027', termCd: '20', applyStartDt: '2026-11-20', applyEndDt: '2026-11-30' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.roundId as number;
}

/** A one-page PDF, as a scanned score report would be. */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
async function evidence(c: Client) {
  const res = await c.upload('/api/files/upload', [{ name: 'toefl.pdf', bytes: PDF, type: 'application/pdf' }]);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.fileGroupId as number;
}

const PLAN = '전공 과목과 현지 언어 수업을 함께 들으며 국제 감각을 키우고 돌아와 전공 심화 과목과 연결하겠습니다.';
async function applyBody(c: Client, roundId: number, choices: number[], toefl = 95) {
  return { roundId, choices, scores: [{ testCd: 'TOEFL', level: String(toefl), testDt: '2026-10-01' }], evidenceFileGroupId: await evidence(c), studyPlan: PLAN };
}
const mine = async (c: Client) => (await c.get(`${BASE}/applications`)).body.data;

let roundId: number;
let easy: { univId: number; univNm: string }[];

beforeAll(async () => {
  staff = await loggedIn('staff1', 'stf');
  roundId = await newRound();
  easy = [await newUniv(), await newUniv({ countryCd: 'JP', langCd: 'JA', testCd: '', minLevel: '' }), await newUniv({ countryCd: 'CA', minGpa: '' })];
});

describe('partner universities', () => {
  it('lists them by country and language with their requirement in words', async () => {
    const s = await student(292);
    const jp = await s.get(`${BASE}/universities`, { countryCd: 'JP', langCd: 'JA', keyword: easy[1].univNm });
    expect(jp.status).toBe(200);
    expect(jp.body.data).toHaveLength(1);
    expect(jp.body.data[0]).toMatchObject({ univId: easy[1].univId, countryNm: '일본', langNm: '일본어', requirement: '평점 2.50 이상' });
    const us = await s.get(`${BASE}/universities`, { keyword: easy[0].univNm });
    expect(us.body.data[0].requirement).toBe('TOEFL iBT 70점 이상, 평점 2.50 이상');
    expect((await s.get(`${BASE}/universities`, { countryCd: 'JP', keyword: easy[0].univNm })).body.data).toHaveLength(0);
    const page = await s.page('/user/colglife/exchgStd');
    expect(page.status).toBe(200);
    expect(page.html).toContain('협정 대학');
  });

  it('shows returned students’ reviews without their names in full', async () => {
    const s = await student(292);
    const all = await s.get(`${BASE}/universities`);
    const reviewed = all.body.data.find((u: { reviews: unknown[] }) => u.reviews.length > 0);
    expect(reviewed.reviews[0].writerNm).toMatch(/^.\*+$/);
    expect(reviewed.reviews[0]).not.toHaveProperty('studentId');
  });
});

describe('applying', () => {
  it('reads the GPA from the student record', async () => {
    const s = await student(292);
    const data = await mine(s);
    expect(data.standing.gpa).toEqual(expect.any(Number));
    expect(data.standing.gpa).toBeGreaterThan(0);
    const page = await s.page('/user/colglife/exchgStd/tab02');
    expect(page.status).toBe(200);
    expect(page.html).toContain(data.standing.gpa.toFixed(2));
  });

  it('refuses a university whose GPA and language requirements are not met, with the reasons', async () => {
    const s = await student(292);
    const { gpa } = (await mine(s)).standing;
    const hard = await newUniv({ testCd: 'TOEFL', minLevel: '110', minGpa: '4.5' });
    const res = await s.post(`${BASE}/applications`, await applyBody(s, roundId, [easy[0].univId, hard.univId], 95));
    expect(res.status).toBe(400);
    expect(res.body.data.reasons).toEqual([
      `2지망 ${hard.univNm}: 평점 4.50 이상이 필요합니다. (현재 ${gpa.toFixed(2)})`,
      `2지망 ${hard.univNm}: TOEFL iBT 110점 이상이 필요합니다. (제출 TOEFL iBT 95점)`,
    ]);
    expect(res.body.data['choices.1']).toContain('평점 4.50');
    expect(res.body.data['choices.0']).toBeUndefined();
    // A score without evidence, and a university that takes no one in this term, are refused too.
    const noFile = await s.post(`${BASE}/applications`, { roundId, choices: [easy[0].univId], scores: [{ testCd: 'TOEFL', level: '95', testDt: '2026-10-01' }], studyPlan: PLAN });
    expect(noFile.status).toBe(400);
    expect(noFile.body.data.evidenceFileGroupId).toBe('어학 성적 증빙 파일을 올려 주세요.');
    const springOnly = await newUniv({ termsOffered: ['10'] });
    const term = await s.post(`${BASE}/applications`, await applyBody(s, roundId, [springOnly.univId]));
    expect(term.body.message).toContain('이 학기에 교환학생을 받지 않습니다');
    // Nothing was stored.
    expect((await mine(s)).applications.filter((a: { roundId: number }) => a.roundId === roundId)).toHaveLength(0);
  });

  it('refuses a student on leave, and input that is not a choice list', async () => {
    const onLeave = await student(295);
    const res = await onLeave.post(`${BASE}/applications`, await applyBody(onLeave, roundId, [easy[0].univId]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('재학 중인 학생만 교환학생에 지원할 수 있습니다.');
    const s = await student(292);
    const four = await s.post(`${BASE}/applications`, await applyBody(s, roundId, [easy[0].univId, easy[1].univId, easy[2].univId, easy[0].univId + 1000]));
    expect(four.status).toBe(400);
    expect(four.body.data.choices).toBe('지망 대학은 3곳까지 고를 수 있습니다.');
    const twice = await s.post(`${BASE}/applications`, await applyBody(s, roundId, [easy[0].univId, easy[0].univId]));
    expect(twice.body.data.choices).toBe('같은 대학을 두 번 고를 수 없습니다.');
    const badScore = await s.post(`${BASE}/applications`, { ...(await applyBody(s, roundId, [easy[0].univId])), scores: [{ testCd: 'IELTS', level: '6.3', testDt: '2026-10-01' }] });
    expect(badScore.status).toBe(400);
    expect(badScore.body.message).toBe('IELTS 밴드는 9.0부터 1.0까지의 목록에서 골라 주세요.');
    expect(badScore.body.data['scores.0.level']).toBe(badScore.body.message);
    // A bare number is not a JLPT level: refused, never stored as some other level.
    const jlptNumber = await s.post(`${BASE}/applications`, { ...(await applyBody(s, roundId, [easy[1].univId])), scores: [{ testCd: 'JLPT', level: '2', testDt: '2026-10-01' }] });
    expect(jlptNumber.status).toBe(400);
    expect(jlptNumber.body.data['scores.0.level']).toBe('JLPT 급수는 N1부터 N5까지의 목록에서 골라 주세요.');
    expect((await mine(s)).applications.filter((a: { roundId: number }) => a.roundId === roundId)).toHaveLength(0);
  });

  it('takes language levels as each test reports them: JLPT N1 meets N2, stored and shown as N1; TOPIK and HSK by 급', async () => {
    const { client: s } = await studentClient();
    const japan = await newUniv({ countryCd: 'JP', langCd: 'JA', testCd: 'JLPT', minLevel: 'N2', minGpa: '' });
    // Staff pick the requirement from the same list: a number is not a JLPT level.
    const wrong = await staff.post(`${STF}/universities`, { univNm: unique('레벨대학'), univEngNm: unique('Level University'), countryCd: 'JP', langCd: 'JA', testCd: 'JLPT', minLevel: '4', seatsPerTerm: '1', termsOffered: ['20'], description: '시험용', useYn: 'Y' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.minLevel).toBe('JLPT 급수는 N1부터 N5까지의 목록에서 골라 주세요.');
    const listed = (await s.get(`${BASE}/universities`, { keyword: japan.univNm })).body.data;
    expect(JSON.stringify(listed)).toContain('JLPT N2 이상');

    const n3 = await s.post(`${BASE}/applications`, { ...(await applyBody(s, roundId, [japan.univId])), scores: [{ testCd: 'JLPT', level: 'N3', testDt: '2026-07-05' }] });
    expect(n3.status).toBe(400);
    expect(n3.body.data.reasons).toEqual([`1지망 ${japan.univNm}: JLPT N2 이상이 필요합니다. (제출 JLPT N3)`]);
    const res = await s.post(`${BASE}/applications`, {
      ...(await applyBody(s, roundId, [japan.univId])),
      scores: [
        { testCd: 'JLPT', level: 'n1', testDt: '2026-07-05' },
        { testCd: 'TOPIK', level: '6', testDt: '2026-04-12' },
        { testCd: 'HSK', level: '5급', testDt: '2026-05-17' },
        { testCd: 'IELTS', level: '7', testDt: '2026-08-02' },
      ],
    });
    expect(res.status, res.body.message).toBe(200);
    const stored = (await s.get(`${BASE}/applications/${res.body.data.applId}`)).body.data.scores as { testCd: string; level: string; text: string }[];
    expect(Object.fromEntries(stored.map((x) => [x.testCd, [x.level, x.text]]))).toEqual({
      JLPT: ['N1', 'JLPT N1'],
      TOPIK: ['6', 'TOPIK 6급'],
      HSK: ['5', 'HSK 5급'],
      IELTS: ['7.0', 'IELTS 7.0'],
    });
    expect((await s.page('/user/colglife/exchgStd/tab02')).html).toContain('JLPT N1, TOPIK 6급');
  });

  let applId: number;
  it('stores three universities in the order chosen, with the GPA of the record and the history', async () => {
    const s = await student(292);
    const { gpa } = (await mine(s)).standing;
    const order = [easy[2].univId, easy[0].univId, easy[1].univId];
    const res = await s.post(`${BASE}/applications`, await applyBody(s, roundId, order));
    expect(res.status, res.body.message).toBe(200);
    applId = res.body.data.applId;
    const again = await s.post(`${BASE}/applications`, await applyBody(s, roundId, order));
    expect(again.status).toBe(409);
    const one = await s.get(`${BASE}/applications/${applId}`);
    expect(one.status).toBe(200);
    expect(one.body.data.choices.map((c: { rank: number; univId: number }) => [c.rank, c.univId])).toEqual([
      [1, order[0]],
      [2, order[1]],
      [3, order[2]],
    ]);
    expect(one.body.data).toMatchObject({ status: 'APPLIED', statusNm: '신청', gpa, canCancel: true });
    expect(one.body.data.scores).toEqual([expect.objectContaining({ testCd: 'TOEFL', level: '95', text: 'TOEFL iBT 95점' })]);
    expect(one.body.data.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['APPLIED']);
  });

  it('answers 404 for another student’s application and her evidence file', async () => {
    const other = await student(296);
    expect((await other.get(`${BASE}/applications/${applId}`)).status).toBe(404);
    expect((await other.post(`${BASE}/applications/${applId}/cancel`)).status).toBe(404);
    const own = await student(292);
    const evidenceId = (await own.get(`${BASE}/applications/${applId}`)).body.data.evidenceFileGroupId;
    expect((await other.bytes(`/api/files/${evidenceId}`)).status).toBe(404);
    // Nor can she attach someone else's file to her own application.
    const res = await other.post(`${BASE}/applications`, { roundId, choices: [easy[0].univId], scores: [{ testCd: 'TOEFL', level: '95', testDt: '2026-10-01' }], evidenceFileGroupId: evidenceId, studyPlan: PLAN });
    expect(res.status).toBe(400);
    expect(res.body.data.evidenceFileGroupId).toBe('증빙 파일을 다시 올려 주세요.');
  });

  it('keeps staff endpoints from students (403)', async () => {
    const s = await student(292);
    expect((await s.get(`${STF}/applications`)).status).toBe(403);
    expect((await s.post(`${STF}/applications/${applId}/decision`, { action: 'SCREEN' })).status).toBe(403);
  });

  it('lets the student cancel before the review, and apply again', async () => {
    const s = await student(292);
    const res = await s.post(`${BASE}/applications/${applId}/cancel`);
    expect(res.status).toBe(200);
    expect((await s.get(`${BASE}/applications/${applId}`)).body.data.status).toBe('CANCELLED');
    const again = await s.post(`${BASE}/applications`, await applyBody(s, roundId, [easy[0].univId]));
    expect(again.status, again.body.message).toBe(200);
  });
});

describe('selection within the seats', () => {
  it('selects only one of two students for the last seat when both are selected at once, then dispatches', async () => {
    const lastSeat = await newUniv({ seatsPerTerm: '1', minGpa: '2.0' });
    const ids: number[] = [];
    for (const n of [293, 294]) {
      const s = await student(n);
      const res = await s.post(`${BASE}/applications`, await applyBody(s, roundId, [lastSeat.univId, easy[2].univId]));
      expect(res.status, res.body.message).toBe(200);
      ids.push(res.body.data.applId);
    }
    // Selecting before the document review is refused.
    expect((await staff.post(`${STF}/applications/${ids[0]}/decision`, { action: 'SELECT', univId: lastSeat.univId })).status).toBe(409);
    for (const id of ids) expect((await staff.post(`${STF}/applications/${id}/decision`, { action: 'SCREEN' })).status).toBe(200);
    // A university the student did not choose, and a failure without its reason, are refused.
    expect((await staff.post(`${STF}/applications/${ids[0]}/decision`, { action: 'SELECT', univId: easy[1].univId })).status).toBe(400);
    expect((await staff.post(`${STF}/applications/${ids[0]}/decision`, { action: 'FAIL' })).body.data.note).toBe('탈락 사유를 입력해 주세요.');

    const results = await Promise.all(ids.map((id) => staff.post(`${STF}/applications/${id}/decision`, { action: 'SELECT', univId: lastSeat.univId })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe(`${lastSeat.univNm}의 정원(1명)이 모두 찼습니다.`);
    const list = await staff.get(`${STF}/applications`, { roundId });
    expect(list.body.data.seats.find((s: { univId: number }) => s.univId === lastSeat.univId)).toMatchObject({ seats: 1, taken: 1 });

    const winner = ids[results.findIndex((r) => r.status === 200)];
    const winnerStudent = await student(winner === ids[0] ? 293 : 294);
    const dispatched = await staff.post(`${STF}/applications/${winner}/decision`, { action: 'DISPATCH' });
    expect(dispatched.status).toBe(200);
    const data = await mine(winnerStudent);
    const appl = data.applications.find((a: { applId: number }) => a.applId === winner);
    expect(appl).toMatchObject({ status: 'DISPATCHED', selectedUnivNm: lastSeat.univNm });
    expect(appl.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['APPLIED', 'SCREENING', 'SELECTED', 'DISPATCHED']);
    expect(data.events).toContainEqual(expect.objectContaining({ kind: 'EXCHANGE_DISPATCHED', refId: String(winner), title: `${lastSeat.univNm} 교환학생 파견 (2027학년도 2학기)` }));
    const inbox = await winnerStudent.get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.filter((m: { msgTitle: string }) => m.msgTitle.startsWith('[교환학생]')).map((m: { msgTitle: string }) => m.msgTitle.split(': ').pop())).toEqual(expect.arrayContaining(['서류심사', '선발', '파견']));
    // Back home, she reviews the university; once, and only she who went there.
    const review = { rating: 5, title: '추천합니다', content: '수업과 생활 모두 만족스러웠고 국제학생 지원이 훌륭했습니다.' };
    expect((await winnerStudent.post(`${BASE}/universities/${lastSeat.univId}/reviews`, review)).status).toBe(200);
    expect((await winnerStudent.post(`${BASE}/universities/${lastSeat.univId}/reviews`, review)).status).toBe(409);
    expect((await (await student(292)).post(`${BASE}/universities/${lastSeat.univId}/reviews`, review)).status).toBe(403);
    const listed = (await (await student(292)).get(`${BASE}/universities`, { keyword: lastSeat.univNm })).body.data[0];
    expect(listed.reviews).toEqual([expect.objectContaining({ title: '추천합니다', termLabel: '2027학년도 2학기', writerNm: expect.stringMatching(/^.\*+$/) })]);
    // The committee's workbook lists both, with their choices in order.
    const xlsx = await staff.bytes(`${STF}/rounds/${roundId}/export`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const rows = book.getWorksheet('지원자')!.getSheetValues().slice(2) as unknown[][];
    const winnerRow = rows.find((r) => r[1] === winner)!;
    expect([winnerRow[7], winnerRow[8], winnerRow[11], winnerRow[12]]).toEqual([lastSeat.univNm, easy[2].univNm, '파견', lastSeat.univNm]);
    expect((await winnerStudent.bytes(`${STF}/rounds/${roundId}/export`)).status).toBe(403);
    // Selected once, she applies no more.
    const next = await newRound();
    const again = await winnerStudent.post(`${BASE}/applications`, await applyBody(winnerStudent, next, [easy[0].univId]));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('교환학생으로 선발되었거나 파견된 학생은 다시 지원할 수 없습니다.');
    // The one left out may still be selected for her second choice.
    const loser = ids.find((id) => id !== winner)!;
    expect((await staff.post(`${STF}/applications/${loser}/decision`, { action: 'SELECT', univId: easy[2].univId })).status).toBe(200);
  });
});
