// The counselling tools over HTTP: self-checks scored on the server (PHQ-9, GAD-7), the Excel export
// of applications (never any notes) and the counsellors' own hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Client, byTestId, cnslApplication, loggedIn, studentClient, unique, type CnslSlot } from './client';

let cnslr1: Client;

beforeAll(async () => {
  cnslr1 = await loggedIn('cnslr1', 'cnslr');
});

function act(client: Client, applId: number, action: string, body: unknown = {}) {
  return client.post(`/api/v1/cnsl/applications/${applId}/${action}`, body);
}

describe('a self-check (POST /api/v1/cnsl/screenings)', () => {
  let student: Client;

  beforeAll(async () => {
    student = await loggedIn('student103', 'std');
  });

  const phq9: [string, number[], { score: number; band: string; showCrisis: boolean; selfHarm: boolean }][] = [
    ['nothing at all', [0, 0, 0, 0, 0, 0, 0, 0, 0], { score: 0, band: 'MINIMAL', showCrisis: false, selfHarm: false }],
    ['4, the top of the normal range', [1, 1, 1, 1, 0, 0, 0, 0, 0], { score: 4, band: 'MINIMAL', showCrisis: false, selfHarm: false }],
    ['5, mild', [1, 1, 1, 1, 1, 0, 0, 0, 0], { score: 5, band: 'MILD', showCrisis: false, selfHarm: false }],
    ['9 without any thought of self-harm, mild', [1, 1, 1, 1, 1, 1, 1, 2, 0], { score: 9, band: 'MILD', showCrisis: false, selfHarm: false }],
    ['every item 1 (so item 9 too): 9, mild, with the crisis contacts', [1, 1, 1, 1, 1, 1, 1, 1, 1], { score: 9, band: 'MILD', showCrisis: true, selfHarm: true }],
    ['only item 9 answered 1: minimal, but with the crisis contacts', [0, 0, 0, 0, 0, 0, 0, 0, 1], { score: 1, band: 'MINIMAL', showCrisis: true, selfHarm: true }],
    ['10, moderate, with the crisis contacts', [2, 2, 2, 2, 2, 0, 0, 0, 0], { score: 10, band: 'MODERATE', showCrisis: true, selfHarm: false }],
    ['15, moderately severe', [3, 3, 3, 3, 3, 0, 0, 0, 0], { score: 15, band: 'MODERATELY_SEVERE', showCrisis: true, selfHarm: false }],
    ['20, severe', [3, 3, 3, 3, 3, 3, 2, 0, 0], { score: 20, band: 'SEVERE', showCrisis: true, selfHarm: false }],
    ['every item 3: 27, severe', [3, 3, 3, 3, 3, 3, 3, 3, 3], { score: 27, band: 'SEVERE', showCrisis: true, selfHarm: true }],
  ];

  it.each(phq9)('scores PHQ-9 %s', async (_name, answers, expected) => {
    const res = await student.post('/api/v1/cnsl/screenings', { instrument: 'PHQ9', answers });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ instrument: 'PHQ9', maxScore: 27, ...expected, screeningId: expect.any(Number) });
    expect(res.body.data.label).toEqual(expect.any(String));
  });

  it('scores GAD-7 with every item 2: 14, moderate, with the crisis contacts', async () => {
    const res = await student.post('/api/v1/cnsl/screenings', { instrument: 'GAD7', answers: [2, 2, 2, 2, 2, 2, 2] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ instrument: 'GAD7', score: 14, maxScore: 21, band: 'MODERATE', showCrisis: true, selfHarm: false });
  });

  it('scores GAD-7 with every item 1: 7, mild, without crisis contacts', async () => {
    const res = await student.post('/api/v1/cnsl/screenings', { instrument: 'GAD7', answers: [1, 1, 1, 1, 1, 1, 1] });
    expect(res.body.data).toMatchObject({ score: 7, band: 'MILD', showCrisis: false });
  });

  const invalid: [string, unknown][] = [
    ['PHQ-9 with 8 answers', { instrument: 'PHQ9', answers: [1, 1, 1, 1, 1, 1, 1, 1] }],
    ['PHQ-9 with 10 answers', { instrument: 'PHQ9', answers: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1] }],
    ['PHQ-9 with an answer of 4', { instrument: 'PHQ9', answers: [4, 1, 1, 1, 1, 1, 1, 1, 1] }],
    ['PHQ-9 with a negative answer', { instrument: 'PHQ9', answers: [-1, 1, 1, 1, 1, 1, 1, 1, 1] }],
    ['PHQ-9 with a fractional answer', { instrument: 'PHQ9', answers: [1.5, 1, 1, 1, 1, 1, 1, 1, 1] }],
    ['GAD-7 with the 9 answers of a PHQ-9', { instrument: 'GAD7', answers: [1, 1, 1, 1, 1, 1, 1, 1, 1] }],
    ['an unknown instrument', { instrument: 'BDI', answers: [1, 1, 1] }],
  ];

  it.each(invalid)('refuses %s (400 with the field)', async (_name, body) => {
    const res = await student.post('/api/v1/cnsl/screenings', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data ?? {}).some((k) => k.startsWith('answers') || k === 'instrument')).toBe(true);
  });

  it('is for students only: a professor and a counsellor get 403', async () => {
    for (const [userId, userDiv] of [
      ['prof1', 'prof'],
      ['cnslr1', 'cnslr'],
    ]) {
      const client = await loggedIn(userId, userDiv);
      expect((await client.post('/api/v1/cnsl/screenings', { instrument: 'PHQ9', answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] })).status, userId).toBe(403);
    }
  });

  it('is stored as the student’s own: it can be shared with their application, but not with another student’s', async () => {
    const taken = await student.post('/api/v1/cnsl/screenings', { instrument: 'GAD7', answers: [3, 3, 2, 2, 1, 1, 0] });
    const screeningId = taken.body.data.screeningId;
    const res = await student.post('/api/v1/cnsl/apply', cnslApplication('VISIT', { preferredTimes: '목요일 오전', screeningId }));
    expect(res.status).toBe(200);
    expect((await student.get(`/api/v1/cnsl/applications/${res.body.data.applId}`)).body.data.screeningId).toBe(screeningId);

    const other = await loggedIn('student106', 'std');
    const refused = await other.post('/api/v1/cnsl/apply', cnslApplication('VISIT', { preferredTimes: '목요일 오전', screeningId }));
    expect(refused.status).toBe(400);
    expect(refused.body.data).toHaveProperty('screeningId');
    expect((await other.get('/api/v1/cnsl/my')).body.data).toEqual([]);
  });
});

describe('a PHQ-9 whose item 9 (thoughts of self-harm) is answered above 전혀 없음', () => {
  // Whatever the sum, such a result is never called normal and never told to keep things as they
  // are: not in the answer, not in her history, not in the application form's picker, not on the
  // counsellor's copy. The score band stays as data (MINIMAL), only its wording is overruled.
  let student: Client;
  const taken: { screeningId: number; answers: number[] }[] = [];
  const appls: number[] = [];
  const NORMAL = /정상|유지해|지금처럼/;

  beforeAll(async () => {
    ({ client: student } = await studentClient());
  });

  afterAll(async () => {
    for (const id of appls) await act(cnslr1, id, 'reject', { reason: '테스트 정리' });
  });

  const cases: [string, number[], string][] = [
    ['items 1-8 전혀 없음 and item 9 거의 매일 (3 points)', [0, 0, 0, 0, 0, 0, 0, 0, 3], 'MINIMAL'],
    ['item 9 며칠 동안 only (1 point)', [0, 0, 0, 0, 0, 0, 0, 0, 1], 'MINIMAL'],
    ['a mild sum with item 9 일주일 이상 (7 points)', [1, 1, 1, 1, 1, 0, 0, 0, 2], 'MILD'],
  ];

  it.each(cases)('answers %s with a crisis label and explanation, the crisis lines shown', async (_name, answers, band) => {
    const res = await student.post('/api/v1/cnsl/screenings', { instrument: 'PHQ9', answers });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ band, selfHarm: true, showCrisis: true, tone: 'danger' });
    expect(data.label).toContain('스스로를 해치는 생각');
    expect(data.label).not.toMatch(NORMAL);
    expect(data.explanation).not.toMatch(NORMAL);
    taken.push({ screeningId: data.screeningId, answers });
  });

  it('keeps a result without thoughts of self-harm labelled by its score band as before', async () => {
    const res = await student.post('/api/v1/cnsl/screenings', { instrument: 'PHQ9', answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] });
    expect(res.body.data).toMatchObject({ band: 'MINIMAL', label: '정상 범위', selfHarm: false, showCrisis: false });
    taken.push({ screeningId: res.body.data.screeningId, answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] });
  });

  it('shows no normal wording for those results in her history or in the picker of the application form', async () => {
    const history = await student.page('/user/colglife/psychcnsl/emhs');
    expect(history.status).toBe(200);
    const rows = byTestId(history.html, 'screening-history') ?? '';
    // Four results: three with the crisis label, one (all 0) that is normal.
    expect(rows.match(/스스로를 해치는 생각/g)?.length).toBe(3);
    expect(rows.match(/정상 범위/g)?.length).toBe(1);

    const form = await student.page('/user/colglife/psychcnsl/person/apply?consent=PSY-2026-09');
    expect(form.status).toBe(200);
    // The picker is drawn by the form's island from its props: the option texts are in them.
    const props = form.html.replace(/&quot;/g, '"');
    const labels = [...props.matchAll(/"text":\[0,"[^"]*우울 자가진단 \(PHQ-9\) \d+점 \(([^)"]*)\)"\]/g)].map((m) => m[1]);
    expect(labels).toHaveLength(4);
    expect(labels.filter((l) => l.includes('스스로를 해치는 생각'))).toHaveLength(3);
    expect(labels.filter((l) => NORMAL.test(l))).toEqual(['정상 범위']);
  });

  it('shows the counsellor a shared result with the crisis label, never as normal', async () => {
    const screeningId = taken[0].screeningId;
    const res = await student.post('/api/v1/cnsl/apply', cnslApplication('VISIT', { preferredTimes: '평일 오후', screeningId }));
    expect(res.status).toBe(200);
    appls.push(res.body.data.applId);
    const page = await cnslr1.page(`/cnslr/applications/${res.body.data.applId}`);
    const shared = byTestId(page.html, 'screening') ?? '';
    expect(shared).toContain('스스로를 해치는 생각');
    expect(shared).not.toMatch(NORMAL);
  });
});

describe('the Excel export of applications (GET /api/v1/cnsl/export)', () => {
  const notes = unique('내보내기에 나오면 안 되는 상담 내용');
  let applId: number;

  beforeAll(async () => {
    // A scheduled individual session of cnslr1 with a record.
    const student = await loggedIn('student107', 'std');
    const [slot] = (await student.get('/api/v1/cnsl/slots', { cnslKind: 'PERSON', handlerId: 'cnslr1' })).body.data.slots as CnslSlot[];
    const res = await student.post('/api/v1/cnsl/apply', cnslApplication('PERSON', { handlerId: 'cnslr1', slotStart: slot.start }));
    applId = res.body.data.applId;
    expect((await act(cnslr1, applId, 'accept')).status).toBe(200);
    expect((await act(cnslr1, applId, 'schedule')).status).toBe(200);
    expect((await cnslr1.post(`/api/v1/cnsl/applications/${applId}/records`, { category: '개인상담', notes, followUp: notes })).status).toBe(200);
  });

  async function workbook(bytes: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { sheet, rows };
  }

  it('answers an xlsx workbook with the header row, the applications of the centre and no notes', async () => {
    const res = await cnslr1.bytes('/api/v1/cnsl/export?from=2026-01-01&to=2030-12-31');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;.*\.xlsx/);
    expect(res.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    const { sheet, rows } = await workbook(res.bytes);
    expect(sheet.name).toBe('상담 신청');
    expect(rows[0]).toEqual(['신청번호', '상담 종류', '상태', '학번', '이름', '담당', '상담 일시', '장소', '신청일시']);
    const mine = rows.find((r) => r[0] === applId);
    expect(mine).toBeDefined();
    expect(mine!.slice(1, 4)).toEqual(['개인상담', '일정확정', 'student107']);
    // Psychological counselling only: the centre of cnslr1.
    const kinds = new Set(rows.slice(1).map((r) => r[1]));
    for (const kind of kinds) expect(['방문상담', '개인상담', '집단상담', '대인관계상담']).toContain(kind);
    // The seeded past applications of other centres are not there.
    expect(rows.some((r) => r[3] === 'student31' || r[3] === 'student105')).toBe(false);
    const cells = rows.flat().map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)));
    expect(cells.some((c) => c.includes(notes))).toBe(false);
  });

  it('gives a professor only the requests addressed to them', async () => {
    const prof1 = await loggedIn('prof1', 'prof');
    const res = await prof1.bytes('/api/v1/cnsl/export?from=2026-01-01&to=2030-12-31');
    expect(res.status).toBe(200);
    const { rows } = await workbook(res.bytes);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r[1] === '교수상담')).toBe(true);
  });

  it('refuses a period that ends before it starts (400 on to) and dates that are not dates (400)', async () => {
    const res = await cnslr1.get('/api/v1/cnsl/export', { from: '2026-12-01', to: '2026-11-01' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('to');
    const bad = await cnslr1.get('/api/v1/cnsl/export', { from: '2026/01/01', to: '2026-12-31' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toHaveProperty('from');
  });

  it('is refused to a student and to staff (403)', async () => {
    for (const [userId, userDiv] of [
      ['student107', 'std'],
      ['staff1', 'stf'],
    ]) {
      const client = await loggedIn(userId, userDiv);
      const res = await client.raw('/api/v1/cnsl/export?from=2026-01-01&to=2030-12-31');
      expect(res.status, userId).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe("a counsellor's own hours (/api/v1/cnsl/availability)", () => {
  let cnslr5: Client;
  interface Weekly {
    availId: number;
    handlerId: string;
    weekday: number;
    startTime: string;
    endTime: string;
  }
  const weeklyOf = async (client: Client) => (await client.get('/api/v1/cnsl/availability')).body.data.weekly as Weekly[];

  beforeAll(async () => {
    cnslr5 = await loggedIn('cnslr5', 'cnslr');
  });

  it('lists the weekly hours of the counsellor: Wednesday and Friday 13-17', async () => {
    const weekly = await weeklyOf(cnslr5);
    expect(weekly.map((w) => [w.weekday, w.startTime, w.endTime])).toEqual([
      [3, '13:00', '17:00'],
      [5, '13:00', '17:00'],
    ]);
  });

  const invalid: [string, Record<string, unknown>, string[]][] = [
    ['times that are not times', { weekday: 6, startTime: '25:00', endTime: '9시', place: '진로상담실' }, ['startTime', 'endTime']],
    ['a weekday that does not exist', { weekday: 8, startTime: '10:00', endTime: '12:00', place: '진로상담실' }, ['weekday']],
    ['no place', { weekday: 6, startTime: '10:00', endTime: '12:00', place: ' ' }, ['place']],
    ['an end before the start', { weekday: 6, startTime: '12:00', endTime: '10:00', place: '진로상담실' }, ['endTime']],
    ['hours overlapping Wednesday 13-17', { weekday: 3, startTime: '16:00', endTime: '18:00', place: '진로상담실' }, ['startTime']],
    ['extra hours without times', { onDate: '2026-12-05', kind: 'EXTRA', place: '진로상담실' }, ['startTime']],
    ['an exception on a date that is not a date', { onDate: '12/05', kind: 'OFF' }, ['onDate']],
    ["a day off on a day already past (the portal's today is 2026-11-22)", { onDate: '2026-11-21', kind: 'OFF' }, ['onDate']],
  ];

  it.each(invalid)('refuses %s (400 with the field errors) and stores nothing', async (_name, body, fields) => {
    const before = (await cnslr5.get('/api/v1/cnsl/availability')).body.data;
    const res = await cnslr5.post('/api/v1/cnsl/availability', body);
    expect(res.status).toBe(400);
    for (const field of fields) expect(res.body.data, field).toHaveProperty(field);
    expect((await cnslr5.get('/api/v1/cnsl/availability')).body.data).toEqual(before);
  });

  it('adds Saturday 10-12, which students then see as two open slots at 10:00 and 11:00', async () => {
    const res = await cnslr5.post('/api/v1/cnsl/availability', { weekday: 6, startTime: '10:00', endTime: '12:00', place: '진로상담실 (토)' });
    expect(res.status).toBe(200);
    const availId = res.body.data.availId;
    expect((await weeklyOf(cnslr5)).find((w) => w.availId === availId)).toMatchObject({ weekday: 6, startTime: '10:00', endTime: '12:00' });
    const student = await loggedIn('student108', 'std');
    const slots = (await student.get('/api/v1/cnsl/slots', { cnslKind: 'CAREER', handlerId: 'cnslr5' })).body.data.slots as CnslSlot[];
    const saturday = slots.filter((s) => s.place === '진로상담실 (토)');
    expect(saturday.length).toBeGreaterThan(0);
    expect(new Set(saturday.map((s) => s.start.slice(11, 16)))).toEqual(new Set(['10:00', '11:00']));
  });

  it("cannot delete another counsellor's hours (404), which stay", async () => {
    const cnslr4 = await loggedIn('cnslr4', 'cnslr');
    const [theirs] = await weeklyOf(cnslr4);
    const res = await cnslr5.post('/api/v1/cnsl/availability/delete', { availId: theirs.availId });
    expect(res.status).toBe(404);
    expect((await weeklyOf(cnslr4)).map((w) => w.availId)).toContain(theirs.availId);
  });

  it('deletes its own Saturday hours, and the Saturday slots are gone', async () => {
    const saturday = (await weeklyOf(cnslr5)).find((w) => w.weekday === 6)!;
    const res = await cnslr5.post('/api/v1/cnsl/availability/delete', { availId: saturday.availId });
    expect(res.status).toBe(200);
    expect((await weeklyOf(cnslr5)).map((w) => w.weekday)).toEqual([3, 5]);
    const slots = (await cnslr5.get('/api/v1/cnsl/slots', { cnslKind: 'CAREER', handlerId: 'cnslr5' })).body.data.slots as CnslSlot[];
    expect(slots.some((s) => s.place === '진로상담실 (토)')).toBe(false);
  });

  it('is for counselling staff only: a student gets 403', async () => {
    const student = await loggedIn('student108', 'std');
    expect((await student.get('/api/v1/cnsl/availability')).status).toBe(403);
    expect((await student.post('/api/v1/cnsl/availability', { weekday: 6, startTime: '10:00', endTime: '12:00', place: '몰래' })).status).toBe(403);
  });
});
