// Running a career programme from the staff side, over HTTP: staff1 registers a programme (with
// Korean field errors for bad periods and made-up codes), students apply, she approves one and
// rejects another with a reason (the first waiting student moves up and is told), keeps attendance,
// and closes the programme once its last session is over. The rule decides completion; the
// completer gets a certificate as a PDF and a public verification page that shows only name,
// programme, dates and validity; a correction withdraws it. Staff who do not run the programme,
// and students, get nothing. Students 297-300 belong to this file; the programmes are its own.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Client, loggedIn } from './client';

const STAFF = '/api/v1/stf/career';
const TODAY = '2026-11-22';

const clients = new Map<string, Client>();
async function as(userId: string, div: string) {
  if (!clients.has(userId)) clients.set(userId, await loggedIn(userId, div));
  return clients.get(userId)!;
}
const student = (n: number) => as(`student${n}`, 'std');

let seq = 0;
/** A programme that runs up to the demo world's today, so it may be applied for and closed today. */
function programInput(overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    title: `직무 역량 실습 ${Date.now().toString(36)}-${seq}`,
    categoryCd: 'CAREER_SKILL',
    summary: '현직자와 함께하는 이틀 실습',
    description: '첫날은 직무 분석, 둘째 날은 실습 과제 발표입니다.',
    competencyCds: ['EXPT'],
    mileage: 15,
    eligibleColgCds: [],
    eligibleDeptCds: [],
    eligibleGrades: [],
    eligibleStatusCds: [],
    capacity: 2,
    waitlistCapacity: 2,
    autoApprove: false,
    applyStartDt: '2026-11-20',
    applyEndDt: TODAY,
    runStartDt: '2026-11-21',
    runEndDt: TODAY,
    place: '학생회관 205호',
    minAttendPct: 100,
    sessions: [
      { title: '직무 분석', sessionDt: '2026-11-21', startTm: '14:00', endTm: '17:00' },
      { title: '실습 발표', sessionDt: TODAY, startTm: '10:00', endTm: '12:00' },
    ],
    ...overrides,
  };
}

async function createProgram(staff: Client, overrides: Record<string, unknown> = {}) {
  const res = await staff.post(`${STAFF}/programs`, programInput(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.programId as number;
}

interface RosterRow {
  applId: number;
  studentId: string;
  status: string;
  waitPosition: number | null;
  attendance: Record<string, boolean>;
  completion: { completed: boolean; attendPct: number } | null;
  certNo: string | null;
  actions: { action: string }[];
}
async function roster(staff: Client, programId: number) {
  const res = await staff.get(`${STAFF}/programs/${programId}`);
  expect(res.status).toBe(200);
  return res.body.data as { list: RosterRow[]; sessions: { sessionId: number; held: boolean }[]; closed: boolean; closeRefusal: string | null };
}
const rowOf = (r: { list: RosterRow[] }, studentId: string) => r.list.find((a) => a.studentId === studentId)!;

async function certificatesPage(c: Client) {
  const page = await c.page('/user/futuredesign/crrcerti');
  expect(page.status).toBe(200);
  const certs = [...page.html.matchAll(/data-cert-no="([^"]+)"[\s\S]*?\/verify\/([A-Z2-7]{16})[\s\S]*?\/api\/v1\/career\/certificates\/(\d+)/g)].map((m) => ({ certNo: m[1], code: m[2], certId: Number(m[3]) }));
  return { html: page.html, certs };
}

let staff1: Client;
beforeAll(async () => {
  staff1 = await as('staff1', 'stf');
});

describe('registering a programme', () => {
  it('refuses bad periods, sessions outside the run and made-up codes with field errors, storing nothing', async () => {
    const before = (await staff1.get(`${STAFF}/programs`, { size: 100 })).body.data.totalCnt;
    const reversed = await staff1.post(`${STAFF}/programs`, programInput({ runStartDt: '2026-12-10', runEndDt: '2026-12-01' }));
    expect(reversed.status).toBe(400);
    expect(reversed.body.data.runEndDt).toBe('운영 종료일은 운영 시작일 이후여야 합니다.');
    const outside = await staff1.post(`${STAFF}/programs`, programInput({ sessions: [{ title: '사전 모임', sessionDt: '2026-11-01', startTm: '10:00', endTm: '11:00' }] }));
    expect(outside.status).toBe(400);
    // The session out of the run is named at its own date, with the period it must fit.
    expect(outside.body.data['sessions.0.sessionDt']).toBe('회차 날짜는 운영 기간(2026-11-21 ~ 2026-11-22) 안이어야 합니다.');
    const backwards = await staff1.post(`${STAFF}/programs`, programInput({ sessions: [{ title: '역순', sessionDt: TODAY, startTm: '15:00', endTm: '14:00' }] }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.data['sessions.0.endTm']).toBe('끝 시각은 시작 시각보다 늦어야 합니다.');
    const madeUp = await staff1.post(`${STAFF}/programs`, programInput({ categoryCd: 'NO_SUCH', competencyCds: ['NOPE'] }));
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.data).toMatchObject({ categoryCd: '분류를 선택해 주세요.', competencyCds: '없는 역량이 있습니다.' });
    const noSessions = await staff1.post(`${STAFF}/programs`, programInput({ sessions: [] }));
    expect(noSessions.body.data.sessions).toBe('회차를 하나 이상 입력해 주세요.');
    expect((await staff1.get(`${STAFF}/programs`, { size: 100 })).body.data.totalCnt).toBe(before);
  });

  it('lists the new programme for its manager and shows it to students with its sessions', async () => {
    const programId = await createProgram(staff1, { title: '목록 확인용 실습' + Date.now() });
    const mine = await staff1.get(`${STAFF}/programs`, { keyword: '목록 확인용', size: 100 });
    expect(mine.body.data.list.map((p: { programId: number }) => p.programId)).toContain(programId);
    const detail = await (await student(297)).get(`/api/v1/career/programs/${programId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.sessions.map((s: { title: string }) => s.title)).toEqual(['직무 분석', '실습 발표']);
    expect(detail.body.data.completionRule.minAttendPct).toBe(100);
  });

  it('answers 404 to staff who do not run the programme and 403 to students', async () => {
    const programId = await createProgram(staff1);
    const other = await as('staff3', 'stf');
    expect((await other.get(`${STAFF}/programs/${programId}`)).status).toBe(404);
    expect((await other.post(`${STAFF}/programs/${programId}/close`)).status).toBe(404);
    expect((await other.get(`${STAFF}/programs/${programId}/export`)).status).toBe(404);
    expect((await other.get(`${STAFF}/programs`, { size: 100 })).body.data.list.some((p: { programId: number }) => p.programId === programId)).toBe(false);
    expect((await (await student(297)).get(`${STAFF}/programs/${programId}`)).status).toBe(404);
    const page = await other.page(`/stf/career/${programId}`);
    expect(page.status).toBe(404);
  });
});

describe('one programme from applications to certificates', () => {
  let programId: number;
  const ids = { a: 'student297', b: 'student298', c: 'student299', d: 'student300' };

  beforeAll(async () => {
    programId = await createProgram(staff1, { title: `면접 실전 워크숍 ${Date.now().toString(36)}` });
    for (const n of [297, 298, 299, 300]) {
      const res = await (await student(n)).post(`/api/v1/career/programs/${programId}/apply`, {});
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it('puts the first two on review and the others on the waiting list, in order', async () => {
    const r = await roster(staff1, programId);
    expect(rowOf(r, ids.a).status).toBe('APPLIED');
    expect(rowOf(r, ids.b).status).toBe('APPLIED');
    expect([rowOf(r, ids.c).waitPosition, rowOf(r, ids.d).waitPosition]).toEqual([1, 2]);
    expect(rowOf(r, ids.a).actions.map((a) => a.action)).toEqual(['APPROVE', 'REJECT']);
  });

  it('approves, and rejects only with a reason; the freed seat goes to the first waiting student, who is told', async () => {
    const r = await roster(staff1, programId);
    const approve = await staff1.post(`${STAFF}/applications/${rowOf(r, ids.a).applId}/decision`, { action: 'APPROVE' });
    expect(approve.status).toBe(200);
    expect(approve.body.data.status).toBe('APPROVED');
    const noReason = await staff1.post(`${STAFF}/applications/${rowOf(r, ids.b).applId}/decision`, { action: 'REJECT' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.note).toBe('반려 사유를 입력해 주세요.');
    const reject = await staff1.post(`${STAFF}/applications/${rowOf(r, ids.b).applId}/decision`, { action: 'REJECT', note: '3학년 이상 우선 선발' });
    expect(reject.status).toBe(200);
    expect(reject.body.data.promoted).toBe(1);
    const after = await roster(staff1, programId);
    expect(rowOf(after, ids.b).status).toBe('REJECTED');
    expect(rowOf(after, ids.c).status).toBe('APPLIED');
    expect(rowOf(after, ids.d).waitPosition).toBe(1);
    // The rejected student reads the reason in her history and her inbox.
    const mine = await (await student(298)).get('/api/v1/career/applications');
    const appl = mine.body.data.find((m: { programId: number }) => m.programId === programId);
    expect(appl.status).toBe('REJECTED');
    expect(appl.history.at(-1)).toMatchObject({ toStatus: 'REJECTED', note: '3학년 이상 우선 선발' });
    const inbox = await (await student(298)).get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle.includes('반려'))).toBe(true);
    const promotedInbox = await (await student(299)).get('/api/v1/messages/inbox', { size: 20 });
    expect(promotedInbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle.includes('대기 순번'))).toBe(true);
    // A decision that does not fit the state is refused with the state's name.
    const twice = await staff1.post(`${STAFF}/applications/${rowOf(after, ids.a).applId}/decision`, { action: 'APPROVE' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('승인 상태에서는 승인할 수 없습니다.');
    const early = await staff1.post(`${STAFF}/applications/${rowOf(after, ids.a).applId}/decision`, { action: 'COMPLETE', note: '보강 참석 확인' });
    expect(early.status).toBe(409);
  });

  it('keeps attendance for participants only, on sessions of this programme', async () => {
    const r0 = await roster(staff1, programId);
    await staff1.post(`${STAFF}/applications/${rowOf(r0, ids.c).applId}/decision`, { action: 'APPROVE' });
    const r = await roster(staff1, programId);
    const [s1, s2] = r.sessions.map((s) => s.sessionId);
    for (const [who, sessionId, present] of [[ids.a, s1, true], [ids.a, s2, true], [ids.c, s1, true], [ids.c, s2, false]] as const) {
      const res = await staff1.post(`${STAFF}/programs/${programId}/attendance`, { sessionId, applId: rowOf(r, who).applId, present });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const waitingOne = await staff1.post(`${STAFF}/programs/${programId}/attendance`, { sessionId: s1, applId: rowOf(r, ids.d).applId, present: true });
    expect(waitingOne.status).toBe(409);
    expect(waitingOne.body.message).toBe('대기 상태인 신청자는 출석을 기록할 수 없습니다.');
    const otherProgram = await createProgram(staff1);
    const foreign = await roster(staff1, otherProgram);
    const wrongSession = await staff1.post(`${STAFF}/programs/${programId}/attendance`, { sessionId: foreign.sessions[0].sessionId, applId: rowOf(r, ids.a).applId, present: true });
    expect(wrongSession.status).toBe(404);
    const after = await roster(staff1, programId);
    expect(rowOf(after, ids.a).completion).toMatchObject({ completed: true, attendPct: 100 });
    expect(rowOf(after, ids.c).completion).toMatchObject({ completed: false, attendPct: 50 });
  });

  it('refuses a capacity below the seats already given', async () => {
    const res = await staff1.post(`${STAFF}/programs/${programId}`, programInput({ title: '정원 축소', capacity: 1 }));
    expect(res.status).toBe(400);
    expect(res.body.data.capacity).toBe('2명 이상으로 입력해 주세요.');
  });

  it('does not close a programme whose last session is still ahead', async () => {
    const later = await createProgram(staff1, { runEndDt: '2026-11-30', sessions: [{ title: '마지막', sessionDt: '2026-11-30', startTm: '10:00', endTm: '12:00' }] });
    const res = await staff1.post(`${STAFF}/programs/${later}/close`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('마지막 회차(2026-11-30)가 끝난 뒤에 마감할 수 있습니다.');
    expect((await roster(staff1, later)).closed).toBe(false);
  });

  it('closes by the rule: certificate for the completer, 미이수 for the other, the waiting application ends', async () => {
    const res = await staff1.post(`${STAFF}/programs/${programId}/close`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ completed: 1, notCompleted: 1 });
    const r = await roster(staff1, programId);
    expect(r.closed).toBe(true);
    expect(rowOf(r, ids.a).status).toBe('COMPLETED');
    expect(rowOf(r, ids.a).certNo).toMatch(/^ECP-2026-\d{6}$/);
    expect(rowOf(r, ids.c).status).toBe('NOT_COMPLETED');
    expect(rowOf(r, ids.c).certNo).toBeNull();
    expect(rowOf(r, ids.d).status).toBe('CANCELLED');
    expect(rowOf(r, ids.a).actions.map((a) => a.action)).toEqual(['NOT_COMPLETE']);
    // Closed is final: no second close, no edits, no attendance changes.
    expect((await staff1.post(`${STAFF}/programs/${programId}/close`)).status).toBe(409);
    expect((await staff1.post(`${STAFF}/programs/${programId}`, programInput())).status).toBe(409);
    const att = await staff1.post(`${STAFF}/programs/${programId}/attendance`, { sessionId: r.sessions[1].sessionId, applId: rowOf(r, ids.c).applId, present: true });
    expect(att.status).toBe(409);
    // The students hear the result; the completer's message names the certificate.
    const inbox = await (await student(297)).get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle.includes('이수를 축하합니다'))).toBe(true);
  });

  it('gives the completer a PDF certificate with the Korean font, and nobody else', async () => {
    const a = await student(297);
    const { certs } = await certificatesPage(a);
    const r = await roster(staff1, programId);
    const cert = certs.find((c) => c.certNo === rowOf(r, ids.a).certNo)!;
    expect(cert).toBeTruthy();
    const pdf = await a.raw(`/api/v1/career/certificates/${cert.certId}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The Pretendard subset is embedded, so the Korean text prints on any machine.
    expect(bytes.toString('latin1')).toMatch(/Pretendard/);
    expect(bytes.toString('latin1')).toMatch(/\/FontFile3?/);
    const other = await (await student(299)).raw(`/api/v1/career/certificates/${cert.certId}`);
    expect(other.status).toBe(404);
    expect((await certificatesPage(await student(299))).certs.some((c) => c.certNo === cert.certNo)).toBe(false);
  });

  it('verifies the certificate publicly with name, programme and dates only', async () => {
    const { certs } = await certificatesPage(await student(297));
    const r = await roster(staff1, programId);
    const cert = certs.find((c) => c.certNo === rowOf(r, ids.a).certNo)!;
    const anon = new Client();
    const page = await anon.page(`/verify/${cert.code}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('유효한 이수증입니다.');
    expect(page.html).toContain(cert.certNo);
    expect(page.html).toContain('면접 실전 워크숍');
    expect(page.html).not.toContain('student297');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const lower = await anon.page(`/verify/${cert.code.toLowerCase()}`);
    expect(lower.status).toBe(200);
    for (const bad of ['AAAAAAAAAAAAAAAA', 'short', '%00', 'A'.repeat(300)]) expect((await anon.page(`/verify/${bad}`)).status).toBe(404);
  });

  it('corrects one result after closing: the certificate is withdrawn or issued, and verification follows', async () => {
    const r = await roster(staff1, programId);
    const { certs } = await certificatesPage(await student(297));
    const code = certs.find((c) => c.certNo === rowOf(r, ids.a).certNo)!.code;
    const noReason = await staff1.post(`${STAFF}/applications/${rowOf(r, ids.a).applId}/decision`, { action: 'NOT_COMPLETE', note: '출석 기록 정정' });
    expect(noReason.status).toBe(200);
    const verify = await new Client().page(`/verify/${code}`);
    expect(verify.html).toContain('취소된 이수증입니다.');
    expect((await certificatesPage(await student(297))).certs).toEqual([]);
    const fix = await staff1.post(`${STAFF}/applications/${rowOf(r, ids.c).applId}/decision`, { action: 'COMPLETE', note: '보강 수업 참석 확인' });
    expect(fix.status).toBe(200);
    expect(fix.body.data.certNo).toMatch(/^ECP-2026-/);
    expect((await certificatesPage(await student(299))).certs.map((c) => c.certNo)).toEqual([fix.body.data.certNo]);
  });

  it('exports the roster with attendance and results as Excel', async () => {
    const res = await staff1.raw(`${STAFF}/programs/${programId}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('신청자')!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const header = rows[0].slice(1);
    expect(header.slice(0, 5)).toEqual(['학번', '이름', '학과', '학년', '상태']);
    const of = (id: string) => rows.find((row) => row[1] === id)!.slice(1);
    expect(of(ids.c)).toContain('이수');
    expect(of(ids.c)).toContain('결석');
    expect(of(ids.b)).toContain('반려');
  });
});

describe('attendance by rotating QR code', () => {
  let programId: number;
  let todaySession: number;
  let pastSession: number;

  beforeAll(async () => {
    programId = await createProgram(staff1, { title: `QR 출석 실습 ${Date.now().toString(36)}`, autoApprove: true, capacity: 3 });
    const r = await roster(staff1, programId);
    [pastSession, todaySession] = r.sessions.map((s) => s.sessionId);
    for (const n of [297, 298]) expect((await (await student(n)).post(`/api/v1/career/programs/${programId}/apply`, {})).status).toBe(200);
  });

  async function code() {
    const res = await staff1.get(`${STAFF}/sessions/${todaySession}/checkin-code`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.body.data as { url: string; svg: string; roomNumber: string; present: number };
  }
  const pathOf = (url: string) => url.slice(url.indexOf('/user/'));

  it('shows a signed code for today\'s session only, to the staff who run the programme', async () => {
    const c = await code();
    expect(c.svg).toMatch(/^<svg/);
    expect(c.url).toMatch(new RegExp(`/user/futuredesign/myecp/checkin\\?s=${todaySession}&t=\\d+&sig=[A-Za-z0-9_-]{16}$`));
    const past = await staff1.get(`${STAFF}/sessions/${pastSession}/checkin-code`);
    expect(past.status).toBe(409);
    expect(past.body.message).toBe('출석 QR은 회차 당일(2026-11-21)에만 띄울 수 있습니다.');
    expect((await (await as('staff3', 'stf')).get(`${STAFF}/sessions/${todaySession}/checkin-code`)).status).toBe(404);
  });

  it('asks for the number on the screen, then marks a participant present once', async () => {
    const { url, roomNumber } = await code();
    expect(roomNumber).toMatch(/^\d{4}$/);
    expect(url).not.toContain(roomNumber);
    const a = await student(297);
    const scanned = await a.page(pathOf(url));
    expect(scanned.status).toBe(200);
    expect(scanned.html).toContain('출석 번호 4자리');
    expect(scanned.html).not.toContain('출석이 기록되었습니다.');
    expect(rowOf(await roster(staff1, programId), 'student297').attendance[todaySession]).toBeUndefined();
    const first = await a.page(`${pathOf(url)}&n=${roomNumber}`);
    expect(first.status).toBe(200);
    expect(first.html).toContain('출석이 기록되었습니다.');
    const again = await a.page(pathOf(url));
    expect(again.html).toContain('이미 출석한 회차입니다.');
    const r = await roster(staff1, programId);
    expect(rowOf(r, 'student297').attendance[todaySession]).toBe(true);
    expect(rowOf(r, 'student298').attendance[todaySession]).toBeUndefined();
    expect((await code()).present).toBe(1);
  });

  it('does not check in a forwarded link without the number, and stops guessing after five wrong numbers', async () => {
    const { url, roomNumber } = await code();
    const b = await student(298);
    const wrong = String((Number(roomNumber) + 5000) % 10_000).padStart(4, '0');
    for (let i = 0; i < 5; i++) {
      const res = await b.page(`${pathOf(url)}&n=${wrong}`);
      expect(res.status).toBe(400);
      expect(res.html).toContain('출석 번호가 맞지 않습니다.');
    }
    const malformed = await b.page(`${pathOf(url)}&n=12a4`);
    expect(malformed.html).toContain('출석 번호는 화면에 보이는 숫자 4자리입니다.');
    const locked = await b.page(`${pathOf(url)}&n=${(await code()).roomNumber}`);
    expect(locked.status).toBe(429);
    expect(locked.html).toContain('담당 교직원에게 출석 확인을 요청해 주세요.');
    expect(rowOf(await roster(staff1, programId), 'student298').attendance[todaySession]).toBeUndefined();
  });

  it('refuses an edited code, a student who is not a participant, and a missing one', async () => {
    const { url } = await code();
    const forged = pathOf(url).replace(/sig=[A-Za-z0-9_-]{16}/, 'sig=AAAAAAAAAAAAAAAA');
    const bad = await (await student(298)).page(forged);
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('출석 코드가 올바르지 않습니다.');
    const otherSession = pathOf(url).replace(`s=${todaySession}`, `s=${pastSession}`);
    expect((await (await student(298)).page(otherSession)).html).toContain('출석 코드가 올바르지 않습니다.');
    const outsider = await (await student(300)).page(pathOf(url));
    expect(outsider.status).toBe(404);
    expect(outsider.html).toContain('이 프로그램의 참여자가 아닙니다.');
    for (const q of ['', '?s=1', '?s=%00&t=1&sig=x', `?s=${todaySession}&t=99999999999&sig=AAAAAAAAAAAAAAAA`]) expect((await (await student(298)).page(`/user/futuredesign/myecp/checkin${q}`)).status).toBe(400);
    const r = await roster(staff1, programId);
    expect(rowOf(r, 'student298').attendance[todaySession]).toBeUndefined();
  });

  it('sends a logged-out scanner to login and back to the same code', async () => {
    const { url } = await code();
    const page = await new Client().page(pathOf(url));
    expect(page.status).toBe(302);
    expect(page.location).toContain(encodeURIComponent('/user/futuredesign/myecp/checkin?s='));
  });
});
