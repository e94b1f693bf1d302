// External activities and service hours over HTTP. A student registers an internship as a draft,
// cannot send it without evidence, uploads a file through the file service, sends it; it is then
// locked. Another student gets 404 for it and cannot borrow its evidence. Staff without the
// programme admin role, and students, may not review. The programme admin finds it, returns it
// with a reason the student reads (page and message); she corrects it and sends it again; an admin
// approves it, a second decision is refused, and it appears in her portfolio history. Service hours
// are bounded per day and never in the future; approved ones are summed per year, and the
// certificate is a PDF holding her name that anyone can verify. Hostile input answers 400, never 500.
// Every student and staff member here is a fresh account from the factories.
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, byTestId, loggedIn, studentClient, unique } from './client';

const ACT = '/api/v1/extact/activities';
const SVC = '/api/v1/extact/service';
const STF = '/api/v1/stf/extact';

/** Every Unicode character a PDF's ToUnicode maps name (the text a reader extracts), as the résumé test reads it. */
function pdfCharacters(pdf: Buffer): Set<string> {
  const chars = new Set<string>();
  const text = pdf.toString('latin1');
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = text.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!body.includes('beginbfrange') && !body.includes('beginbfchar')) continue;
    for (const hex of body.matchAll(/<([0-9a-fA-F]{4,})>/g)) {
      const code = parseInt(hex[1].slice(-4), 16);
      if (code > 0x7f) chars.add(String.fromCharCode(code));
    }
  }
  return chars;
}

const activity = (change: Record<string, unknown> = {}) => ({
  kindCd: 'INTERN',
  title: unique('여름 데이터 분석 인턴십'),
  organizer: '(주)바른데이터',
  startDt: '2026-07-01',
  endDt: '2026-08-31',
  description: '매출 데이터 대시보드를 만들었습니다.',
  competencyCds: ['EXPT'],
  ...change,
});

const service = (change: Record<string, unknown> = {}) => ({
  organization: unique('한울노인복지관'),
  startDt: '2026-10-10',
  endDt: '2026-10-10',
  hours: 4,
  activity: '배식 봉사',
  ...change,
});

async function uploadEvidence(c: Client, name = '수료증.txt', text = '인턴십 수료 확인서') {
  const res = await c.upload('/api/files/upload', [{ name, bytes: new Uint8Array(Buffer.from(text, 'utf8')), type: 'text/plain' }]);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as { fileGroupId: number; files: { fileId: number }[] };
}

let a: Client;
let aName: string;
let b: Client;
let admin: Client;
let reviewer: Client;
let plainStaff: Client;

beforeAll(async () => {
  const sa = await studentClient();
  a = sa.client;
  aName = sa.account.korNm;
  b = (await studentClient()).client;
  reviewer = (await accountClient('stf', { roles: ['PROGRAM_ADMIN'] })).client;
  plainStaff = (await accountClient('stf')).client;
  admin = await loggedIn('admin1', 'adm');
});

describe('an external activity from draft to approval', () => {
  let id: number;
  let body: ReturnType<typeof activity>;
  let evidence: { fileGroupId: number; files: { fileId: number }[] };

  it('is saved as a draft and listed under 작성중', async () => {
    body = activity();
    const res = await a.post(ACT, body);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'DRAFT', statusNm: '작성중', kindNm: '인턴십', editable: true });
    id = res.body.data.activityId;
    const list = await a.get(ACT, { status: 'DRAFT', year: 2026 });
    expect(list.body.data.list.map((x: { activityId: number }) => x.activityId)).toContain(id);
    expect(list.body.data.years).toContain(2026);
    expect((await a.get(ACT, { status: 'APPROVED' })).body.data.list).toEqual([]);
    expect((await a.get(ACT, { year: 2025 })).body.data.list).toEqual([]);
  });

  it('cannot be sent without evidence; with a file uploaded it is sent and then locked', async () => {
    const bare = await a.post(`${ACT}/${id}/submit`);
    expect(bare.status).toBe(400);
    expect(bare.body.message).toContain('증빙');
    evidence = await uploadEvidence(a);
    const saved = await a.post(`${ACT}/${id}`, { ...body, evidenceFileGroupId: evidence.fileGroupId });
    expect(saved.status, saved.body.message).toBe(200);
    const sent = await a.post(`${ACT}/${id}/submit`);
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.data.status).toBe('SUBMITTED');
    expect((await a.post(`${ACT}/${id}`, { ...body, title: '바꾼 제목' })).status).toBe(409);
    expect((await a.post(`${ACT}/${id}/delete`)).status).toBe(409);
    expect((await a.post(`${ACT}/${id}/submit`)).status).toBe(409);
    const detail = await a.get(`${ACT}/${id}`);
    expect(detail.body.data.files).toHaveLength(1);
    expect(detail.body.data.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['DRAFT', 'SUBMITTED']);
  });

  it('is not found for another student, whose own evidence must be her own', async () => {
    expect((await b.get(`${ACT}/${id}`)).status).toBe(404);
    expect((await b.post(`${ACT}/${id}`, body)).status).toBe(404);
    expect((await b.post(`${ACT}/${id}/submit`)).status).toBe(404);
    expect((await b.post(`${ACT}/${id}/delete`)).status).toBe(404);
    expect((await b.page(`/user/futuredesign/outecp/detail/${id}`)).status).toBe(404);
    expect((await b.raw(`/api/files/download/${evidence.files[0].fileId}`)).status).toBe(404);
    const borrowed = await b.post(ACT, activity({ evidenceFileGroupId: evidence.fileGroupId }));
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.data.evidenceFileGroupId).toBeTruthy();
    expect((await b.get(ACT)).body.data.list.some((x: { activityId: number }) => x.activityId === id)).toBe(false);
  });

  it('may be reviewed only by programme admins and admins', async () => {
    expect((await plainStaff.get(STF, { target: 'activity' })).status).toBe(403);
    expect((await plainStaff.post(`${STF}/activity/${id}/decision`, { decision: 'APPROVE' })).status).toBe(403);
    expect((await a.get(STF)).status).toBe(403);
    expect((await a.post(`${STF}/activity/${id}/decision`, { decision: 'APPROVE' })).status).toBe(403);
    expect((await new Client().get(STF)).status).toBe(401);
    // The page rule sends her to the page that names the roles that open it (decision 046).
    const page = await plainStaff.page('/stf/extact');
    expect(page.status).toBe(302);
    expect(page.location).toContain('/unauthorized?page=');
  });

  it('is found by the reviewer with its evidence, and returned with a reason she reads', async () => {
    const list = await reviewer.get(STF, { target: 'activity', status: 'SUBMITTED', keyword: body.title });
    expect(list.status, list.body.message).toBe(200);
    expect(list.body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.body.data.waiting.activity).toBeGreaterThan(0);
    const detail = await reviewer.get(`${STF}/activity/${id}`);
    expect(detail.body.data.files).toHaveLength(1);
    expect(detail.body.data.student.korNm).toBe(aName);
    expect((await reviewer.raw(`/api/files/download/${evidence.files[0].fileId}`)).status).toBe(200);
    const page = await reviewer.page(`/stf/extact/activity/${id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(body.title);
    expect((await reviewer.post(`${STF}/activity/${id}/decision`, { decision: 'RETURN' })).status).toBe(400);
    const reason = '수료증에 <b>기간</b>이 없습니다.';
    const returned = await reviewer.post(`${STF}/activity/${id}/decision`, { decision: 'RETURN', reason });
    expect(returned.status, returned.body.message).toBe(200);
    expect(returned.body.data.status).toBe('RETURNED');
    const mine = await a.get(`${ACT}/${id}`);
    expect(mine.body.data).toMatchObject({ status: 'RETURNED', returnReason: reason, editable: true });
    const html = (await a.page(`/user/futuredesign/outecp/detail/${id}`)).html;
    expect(byTestId(html, 'return-reason')).toContain('수료증에 &lt;b&gt;기간&lt;/b&gt;이 없습니다.');
    const inbox = await a.get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle.includes(body.title) && m.msgTitle.includes('반려'))).toBe(true);
  });

  it('is corrected and sent again, approved by an admin once, and reaches her portfolio', async () => {
    const fixed = await a.post(`${ACT}/${id}`, { ...body, evidenceFileGroupId: evidence.fileGroupId, description: '기간이 적힌 수료증을 다시 올렸습니다.' });
    expect(fixed.status, fixed.body.message).toBe(200);
    expect(fixed.body.data.status).toBe('RETURNED');
    expect((await a.post(`${ACT}/${id}/submit`)).body.data.status).toBe('SUBMITTED');
    const approved = await admin.post(`${STF}/activity/${id}/decision`, { decision: 'APPROVE' });
    expect(approved.status, approved.body.message).toBe(200);
    expect((await reviewer.post(`${STF}/activity/${id}/decision`, { decision: 'RETURN', reason: '늦은 반려' })).status).toBe(409);
    const detail = await a.get(`${ACT}/${id}`);
    expect(detail.body.data.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['DRAFT', 'SUBMITTED', 'RETURNED', 'SUBMITTED', 'APPROVED']);
    expect(detail.body.data.editable).toBe(false);
    const history = await a.get('/api/v1/portfolio/history');
    const item = history.body.data.items.find((i: { title: string }) => i.title === body.title);
    expect(item).toMatchObject({ area: 'CAREER', date: '2026-07-01', competencies: ['EXPT'] });
    // Counted once: the approval event does not add a second line.
    expect(history.body.data.items.filter((i: { title: string }) => i.title === body.title)).toHaveLength(1);
    const inbox = await a.get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle.includes('승인'))).toBe(true);
  });

  it('deletes a draft, and refuses dates far ahead, an end before the start, and unknown competencies', async () => {
    const draft = await a.post(ACT, activity());
    expect((await a.post(`${ACT}/${draft.body.data.activityId}/delete`)).status).toBe(200);
    expect((await a.get(`${ACT}/${draft.body.data.activityId}`)).status).toBe(404);
    expect((await a.post(ACT, activity({ startDt: '2028-01-01', endDt: '2028-01-02' }))).status).toBe(400);
    expect((await a.post(ACT, activity({ startDt: '2026-08-01', endDt: '2026-07-01' }))).status).toBe(400);
    expect((await a.post(ACT, activity({ startDt: '2026-02-30' }))).status).toBe(400);
    expect((await a.post(ACT, activity({ competencyCds: ['NOPE'] }))).status).toBe(400);
    expect((await a.post(ACT, activity({ kindCd: 'PARTY' }))).status).toBe(400);
  });
});

describe('service hours', () => {
  let c: Client;
  let cName: string;
  beforeAll(async () => {
    const s = await studentClient();
    c = s.client;
    cName = s.account.korNm;
  });

  it('refuses more than 24 hours a day, quarter hours, future days and long spans', async () => {
    for (const bad of [
      service({ hours: 25 }),
      service({ hours: 0.25 }),
      service({ hours: 0 }),
      service({ hours: 49, endDt: '2026-10-11' }),
      service({ startDt: '2026-11-23', endDt: '2026-11-23' }),
      service({ startDt: '2026-01-01', endDt: '2026-03-01' }),
      service({ endDt: '2026-10-09' }),
      service({ hours: 'many' }),
    ]) {
      const res = await c.post(SVC, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await c.post(SVC, service({ hours: 48, endDt: '2026-10-11' }))).status).toBe(200);
  });

  it('sums approved hours per year and makes a certificate PDF with her name that anyone can verify', async () => {
    const evidence = await uploadEvidence(c, '봉사확인서.txt', '봉사 확인');
    const made: number[] = [];
    for (const s of [service({ startDt: '2025-05-10', endDt: '2025-05-10', hours: 3.5 }), service({ hours: 4 }), service({ startDt: '2026-11-01', endDt: '2026-11-01', hours: '2.5' })]) {
      const res = await c.post(SVC, { ...s, evidenceFileGroupId: evidence.fileGroupId });
      expect(res.status, res.body.message).toBe(200);
      made.push(res.body.data.serviceId);
      expect((await c.post(`${SVC}/${res.body.data.serviceId}/submit`)).status).toBe(200);
    }
    // The 48-hour draft of the test before is not counted: only approved hours are.
    for (const id of made) expect((await reviewer.post(`${STF}/service/${id}/decision`, { decision: 'APPROVE' })).status).toBe(200);
    const list = await c.get(SVC);
    expect(list.body.data.approvedByYear).toEqual([
      { year: 2026, hours: 6.5, halfHours: 13, entries: 2 },
      { year: 2025, hours: 3.5, halfHours: 7, entries: 1 },
    ]);
    expect(list.body.data.approvedTotal).toBe(10);
    expect((await c.get(SVC, { status: 'DRAFT' })).body.data.list).toHaveLength(1);
    const page = await c.page('/user/futuredesign/servecerti');
    expect(byTestId(page.html, 'total-hours')).toContain('10시간');

    const pdf = await c.bytes(`${SVC}/certificate?year=2026`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Pretendard-Regular/);
    const chars = pdfCharacters(pdf.bytes);
    for (const ch of `${cName}봉사활동확인서`) expect(chars.has(ch), ch).toBe(true);
    // Asking again with nothing new approved gives the same certificate.
    await c.bytes(`${SVC}/certificate?year=2026`);
    const html = (await c.page('/user/futuredesign/servecerti')).html;
    const codes = [...html.matchAll(/data-testid="issued-cert" data-cert-no="([^"]+)" data-code="([A-Z2-7]{16})"/g)];
    expect(codes).toHaveLength(1);
    expect(codes[0][1]).toMatch(/^SVC-2026-\d{6}$/);
    const verify = await new Client().page(`/verify/${codes[0][2]}`);
    expect(verify.status).toBe(200);
    expect(verify.html).toContain('유효한 봉사활동 확인서입니다.');
    expect(byTestId(verify.html, 'holder')).toBe(cName);
    expect(byTestId(verify.html, 'service-hours')).toContain('6.5시간');
    expect(verify.html).not.toContain(c.sessionId ?? 'no-session');

    const all = await c.bytes(`${SVC}/certificate`);
    expect(all.status).toBe(200);
    expect((await c.get(`${SVC}/certificate`, { year: 2024 })).status).toBe(404);
    expect((await c.get(`${SVC}/certificate`, { year: 'abc' })).status).toBe(400);
    expect((await b.get(`${SVC}/certificate`)).status).toBe(404);
    expect((await b.get(`${SVC}/${made[0]}`)).status).toBe(404);
    expect((await reviewer.get(`${SVC}/certificate`)).status).toBe(403);
  });
});

describe('two decisions at once', () => {
  it('lets one win and answers the other with 409', async () => {
    const c = (await studentClient()).client;
    const evidence = await uploadEvidence(c);
    const made = await c.post(ACT, activity({ evidenceFileGroupId: evidence.fileGroupId }));
    const id = made.body.data.activityId;
    // A double click on 신청 sends once.
    const sends = await Promise.all([c.post(`${ACT}/${id}/submit`), c.post(`${ACT}/${id}/submit`)]);
    expect(sends.map((r) => r.status).sort()).toEqual([200, 409]);
    const both = await Promise.all([
      reviewer.post(`${STF}/activity/${id}/decision`, { decision: 'APPROVE' }),
      admin.post(`${STF}/activity/${id}/decision`, { decision: 'RETURN', reason: '동시에 반려' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const final = (await c.get(`${ACT}/${id}`)).body.data;
    expect(final.history.filter((h: { toStatus: string }) => h.toStatus === 'APPROVED' || h.toStatus === 'RETURNED')).toHaveLength(1);
  });
});

describe('demo data and routes', () => {
  it('gives student1 activities in three states and approved hours in two years', async () => {
    const s1 = await loggedIn('student1', 'std');
    const acts = (await s1.get(ACT)).body.data.list as { status: string }[];
    for (const st of ['APPROVED', 'SUBMITTED', 'RETURNED']) expect(acts.some((x) => x.status === st), st).toBe(true);
    const hours = (await s1.get(SVC)).body.data.approvedByYear as { year: number }[];
    expect(hours.map((h) => h.year)).toEqual([2026, 2025]);
    for (const path of ['/user/futuredesign/outecp', '/user/futuredesign/servecerti', '/user/futuredesign/servecerti/reg']) expect((await s1.page(path)).status, path).toBe(200);
  });

  it('answers the legacy names with 301 to the new pages', async () => {
    const anon = new Client();
    for (const [from, to] of [
      ['/futuredesign/careerAct/outsideecp', '/user/futuredesign/outecp'],
      ['/futuredesign/careerAct/outsideecpreg', '/user/futuredesign/outecp'],
      ['/futuredesign/careerAct/servecerti', '/user/futuredesign/servecerti'],
    ]) {
      const res = await anon.page(from);
      expect(res.status, from).toBe(301);
      expect(new URL(res.location!, 'http://x').pathname).toBe(to);
    }
  });
});

describe('hostile input', () => {
  it('answers 400, never 500', async () => {
    const nul = activity({ title: 'a\u0000b' });
    const bodies: unknown[] = [
      nul,
      activity({ title: 'x'.repeat(5000) }),
      activity({ competencyCds: 'EXPT' }),
      activity({ competencyCds: Array.from({ length: 50 }, () => 'EXPT') }),
      activity({ evidenceFileGroupId: 99999999999 }),
      activity({ evidenceFileGroupId: -1 }),
      activity({ startDt: '2026-13-01' }),
      activity({ description: { $gt: '' } }),
      activity({ title: '\u202Eevil' }),
      [],
      'null',
      '{"kindCd":',
    ];
    for (const body of bodies) {
      const res = await a.post(ACT, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const body of [service({ hours: 1e308 }), service({ hours: '4; drop table' }), service({ organization: '\u0000' }), service({ startDt: null })]) {
      expect((await a.post(SVC, body)).status).toBe(400);
    }
    for (const path of [`${ACT}/0`, `${ACT}/99999999999`, `${ACT}/abc`, `${SVC}/-5`]) expect((await a.get(path)).status, path).toBe(400);
    expect((await a.get(ACT, { status: 'NOPE' })).status).toBe(400);
    expect((await a.get(ACT, { year: '20x6' })).status).toBe(400);
    expect((await reviewer.get(STF, { target: 'other' })).status).toBe(400);
    expect((await reviewer.get(`${STF}/other/1`)).status).toBe(400);
    expect((await reviewer.post(`${STF}/activity/1/decision`, { decision: 'MAYBE' })).status).toBe(400);
    expect((await reviewer.post(`${STF}/activity/99999/decision`, { decision: 'APPROVE' })).status).toBe(404);
    expect((await a.page('/user/futuredesign/outecp?status=%00&year=abc')).status).toBe(200);
    expect((await a.page('/user/futuredesign/outecp/detail/abc')).status).toBe(404);
    expect((await a.page('/user/futuredesign/servecerti/reg?id=abc')).status).toBe(404);
    expect((await reviewer.page('/stf/extact/other/1')).status).toBe(404);
  });
});
