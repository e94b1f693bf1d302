// Scholarships over HTTP: eligibility decided from the student's record with each reason, applying
// with documents within the period, refusals (missing or disguised files, duplicates, out of
// period), privacy of another student's application and files, the office's review to selection
// and payment with the portal messages, the state page's totals, loginInfo's count and the Excel
// export. Students 263-270 belong to this file; every scholarship is created here through the
// office's own API.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Client, byTestId, loggedIn, studentClient, unique } from './client';

const STD = '/api/v1/colglife/scholamt';
const STF = '/api/v1/stf/scholarships';
// The test server's today (PORTAL_TODAY).
const TODAY = '2026-11-22';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const clients = new Map<string, Client>();
async function as(userId: string, div: 'std' | 'stf') {
  if (!clients.has(userId)) clients.set(userId, await loggedIn(userId, div));
  return clients.get(userId)!;
}
const student = (n: number) => as(`student${n}`, 'std');
// The scholarship manager (she manages what she creates here) and the payer (decision 046).
const office = () => as('staff5', 'stf');
const payer = () => as('staff7', 'stf');

interface Facts {
  grade: number;
  earnedCredits: number;
  gpa: number;
  incomeCd: string | null;
}
interface OpenItem {
  scholId: number;
  title: string;
  eligible: boolean;
  ineligibleReasons: string[];
  canApply: boolean;
  refusals: string[];
  myApplication: { applId: number; status: string } | null;
}
interface MyAppl {
  applId: number;
  scholId: number;
  title: string;
  status: string;
  reviewNote: string | null;
  awardAmount: number | null;
  payments: { seq: number; amount: number; paidDt: string; memo: string | null }[];
  paidTotal: number;
  remaining: number | null;
  documents: { docNm: string; files: { fileId: number; linkUrlPath: string }[] }[];
  history: { fromStatus: string | null; toStatus: string; actorNm: string | null; note: string | null }[];
  canCancel: boolean;
}

/** A scholarship open today unless told otherwise, created by the office. */
async function createScholarship(over: Record<string, unknown> = {}) {
  const title = unique('테스트 장학금');
  const res = await (await office()).post(STF, {
    title,
    kindCd: 'MERIT',
    year: 2027,
    termCd: '10',
    amountMin: 1_000_000,
    amountMax: 1_000_000,
    quota: 3,
    description: '시험용 장학금입니다.',
    applyStartDt: '2026-11-16',
    applyEndDt: '2026-12-04',
    eligibleStatusCds: ['10'],
    requiredDocs: ['성적증명서'],
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { scholId: res.body.data.scholId as number, title };
}

async function openList(c: Client) {
  const res = await c.get(`${STD}/scholarships`);
  expect(res.status).toBe(200);
  return res.body.data as { list: OpenItem[]; facts: Facts };
}
async function mine(c: Client) {
  const res = await c.get(`${STD}/applications`);
  expect(res.status).toBe(200);
  return res.body.data as MyAppl[];
}
function apply(c: Client, scholId: number, files: { field: string; name: string; bytes: Uint8Array }[] = [{ field: 'doc0', name: '성적증명서.pdf', bytes: PDF }], statement = '학업 계획을 적었습니다.') {
  return c.upload(`${STD}/scholarships/${scholId}/apply`, files, { statement });
}
const decide = async (applId: number, body: Record<string, unknown>) => (await office()).post(`${STF}/applications/${applId}/decide`, body);

describe('eligibility', () => {
  it('refuses a student who does not meet the rules, with her own figures, and lets her in once her income bracket is recorded', async () => {
    const s = await student(263);
    const { facts } = await openList(s);
    expect(facts.grade).toBeGreaterThan(0);
    const above = Math.min(4.5, Math.round((facts.gpa + 0.2) * 100) / 100);
    const strict = await createScholarship({ minGpa: above.toFixed(2), minCredits: facts.earnedCredits + 10, maxIncomeCd: '3' });
    const item = (await openList(s)).list.find((x) => x.scholId === strict.scholId)!;
    expect(item.eligible).toBe(false);
    expect(item.canApply).toBe(false);
    expect(item.ineligibleReasons).toEqual(
      expect.arrayContaining([
        `평점평균이 ${above.toFixed(2)} 이상이어야 합니다. (현재 ${facts.gpa.toFixed(2)})`,
        `취득학점이 ${facts.earnedCredits + 10}학점 이상이어야 합니다. (현재 ${facts.earnedCredits}학점)`,
        expect.stringContaining('소득분위가 등록되어 있지 않습니다'),
      ]),
    );
    const refused = await apply(s, strict.scholId);
    expect(refused.status).toBe(400);
    // The message is the first reason; the field error carries all of them.
    expect(item.ineligibleReasons).toContain(refused.body.message);
    for (const word of ['평점평균', '취득학점', '소득분위']) expect(refused.body.data.scholId).toContain(word);
    expect((await mine(s)).some((a) => a.scholId === strict.scholId)).toBe(false);

    // Need-based only: the missing bracket is the one reason; a bracket above the limit says so.
    const need = await createScholarship({ kindCd: 'NEED', maxIncomeCd: '3', requiredDocs: [] });
    expect((await openList(s)).list.find((x) => x.scholId === need.scholId)!.ineligibleReasons).toHaveLength(1);
    expect((await (await office()).post(`${STF}/incomes`, { studentId: 'student263', bracketCd: '7' })).status).toBe(200);
    expect((await openList(s)).list.find((x) => x.scholId === need.scholId)!.ineligibleReasons).toEqual(['소득분위 3구간 이하만 신청할 수 있습니다. (현재 7구간)']);
    expect((await (await office()).post(`${STF}/incomes`, { studentId: 'student263', bracketCd: '2' })).status).toBe(200);
    const now = (await openList(s)).list.find((x) => x.scholId === need.scholId)!;
    expect(now.eligible).toBe(true);
    expect(now.canApply).toBe(true);
  });

  it('refuses applications outside the period', async () => {
    const s = await student(264);
    const later = await createScholarship({ applyStartDt: '2026-12-01', applyEndDt: '2026-12-15' });
    const past = await createScholarship({ applyStartDt: '2026-11-01', applyEndDt: '2026-11-21' });
    const early = await apply(s, later.scholId);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('신청 기간이 아닙니다. 2026-12-01부터 신청할 수 있습니다.');
    const late = await apply(s, past.scholId);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('신청 기간(2026-11-21까지)이 지났습니다.');
    // A closed one is no longer offered at all.
    const list = await openList(s);
    expect(list.list.some((x) => x.scholId === past.scholId)).toBe(false);
    expect(list.list.find((x) => x.scholId === later.scholId)!.refusals[0]).toContain('신청 기간이 아닙니다');
  });
});

describe('applying', () => {
  it('stores the application with its document and first history step, refuses a second one, and cancels before review', async () => {
    const s = await student(265);
    const { scholId, title } = await createScholarship({ requiredDocs: ['성적증명서', '재학증명서'] });

    // Missing and disguised files are refused with the field they belong to, and nothing is stored.
    const missing = await apply(s, scholId);
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual({ doc1: '재학증명서 파일을 올려 주세요.' });
    const fake = await apply(s, scholId, [
      { field: 'doc0', name: '성적증명서.pdf', bytes: PDF },
      { field: 'doc1', name: '재학증명서.pdf', bytes: new TextEncoder().encode('not a pdf at all') },
    ]);
    expect(fake.status).toBe(400);
    expect(Object.keys(fake.body.data)).toEqual(['doc1']);
    const twice = await apply(s, scholId, [
      { field: 'doc0', name: 'a.pdf', bytes: PDF },
      { field: 'doc0', name: 'b.pdf', bytes: PDF },
      { field: 'doc1', name: 'c.pdf', bytes: PDF },
    ]);
    expect(twice.status).toBe(400);
    expect((await mine(s)).some((a) => a.scholId === scholId)).toBe(false);

    const ok = await apply(s, scholId, [
      { field: 'doc0', name: '성적증명서.pdf', bytes: PDF },
      { field: 'doc1', name: '재학증명서.pdf', bytes: PDF },
    ]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.status).toBe('APPLIED');
    const appl = (await mine(s)).find((a) => a.applId === ok.body.data.applId)!;
    expect(appl.title).toBe(title);
    expect(appl.documents.map((d) => d.docNm)).toEqual(['성적증명서', '재학증명서']);
    expect(appl.history).toHaveLength(1);
    expect(appl.history[0]).toMatchObject({ fromStatus: null, toStatus: 'APPLIED' });
    expect(appl.canCancel).toBe(true);
    // She can read her own document; the office can; another student cannot even learn it exists.
    const link = appl.documents[0].files[0].linkUrlPath;
    expect((await s.bytes(link)).status).toBe(200);
    expect((await (await office()).bytes(link)).status).toBe(200);
    expect((await (await student(266)).bytes(link)).status).toBe(404);

    const again = await apply(s, scholId, [
      { field: 'doc0', name: 'a.pdf', bytes: PDF },
      { field: 'doc1', name: 'b.pdf', bytes: PDF },
    ]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 신청한 장학금입니다.');

    const cancelled = await s.post(`${STD}/applications/${appl.applId}/cancel`);
    expect(cancelled.status).toBe(200);
    const after = (await mine(s)).find((a) => a.applId === appl.applId)!;
    expect(after.status).toBe('CANCELLED');
    expect(after.history.map((h) => h.toStatus)).toEqual(['APPLIED', 'CANCELLED']);
    // Within the period she may apply again after cancelling.
    expect((await openList(s)).list.find((x) => x.scholId === scholId)!.canApply).toBe(true);
  });

  it("answers 404 for another student's application and 403 for students on the office's routes", async () => {
    const owner = await student(267);
    const other = await student(268);
    const { scholId } = await createScholarship({ requiredDocs: [] });
    const res = await apply(owner, scholId, []);
    expect(res.status).toBe(200);
    const applId = res.body.data.applId as number;
    expect((await other.post(`${STD}/applications/${applId}/cancel`)).status).toBe(404);
    expect((await other.upload(`${STD}/applications/${applId}/supplement`, [{ name: 'x.pdf', bytes: PDF }], { docNm: '성적증명서' })).status).toBe(404);
    expect((await mine(other)).some((a) => a.applId === applId)).toBe(false);
    expect((await other.get(`${STF}/applications/${applId}`)).status).toBe(404); // Records of the office: refused as if missing.
    expect((await other.post(`${STF}/applications/${applId}/decide`, { action: 'SELECT' })).status).toBe(404);
    expect((await other.get(`${STF}/export`)).status).toBe(403);
    // Still untouched.
    expect((await mine(owner)).find((a) => a.applId === applId)!.status).toBe('APPLIED');
  });
});

describe('the office', () => {
  it('requests documents, takes the supplement, reviews, selects within the range and pays; each step is in the history and the messages', async () => {
    const s = await student(269);
    const { scholId, title } = await createScholarship({ amountMin: 500_000, amountMax: 1_500_000, requiredDocs: [] });
    const applied = await apply(s, scholId, []);
    expect(applied.status).toBe(200);
    const applId = applied.body.data.applId as number;

    const noReason = await decide(applId, { action: 'REQUEST_DOCS' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.note).toBeTruthy();
    expect((await decide(applId, { action: 'REQUEST_DOCS', note: '가족관계증명서를 추가로 올려 주세요.' })).status).toBe(200);
    let appl = (await mine(s)).find((a) => a.applId === applId)!;
    expect(appl.status).toBe('DOCS_REQUESTED');
    expect(appl.reviewNote).toBe('가족관계증명서를 추가로 올려 주세요.');
    const inbox = await s.get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle === `[장학] ${title} 서류보완`)).toBe(true);

    const supplied = await s.upload(`${STD}/applications/${applId}/supplement`, [{ name: '가족관계증명서.pdf', bytes: PDF }], { docNm: '가족관계증명서', note: '추가했습니다.' });
    expect(supplied.status, JSON.stringify(supplied.body)).toBe(200);
    appl = (await mine(s)).find((a) => a.applId === applId)!;
    expect(appl.status).toBe('APPLIED');
    expect(appl.documents.map((d) => d.docNm)).toEqual(['가족관계증명서']);

    expect((await decide(applId, { action: 'REVIEW' })).status).toBe(200);
    // Under review she can no longer cancel.
    const late = await s.post(`${STD}/applications/${applId}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('심사중 상태인 신청은 취소할 수 없습니다.');
    // Paying before a selection is refused.
    expect((await (await payer()).post(`${STF}/applications/${applId}/pay`, { amount: 1_000_000, paidDt: TODAY })).status).toBe(409);

    const tooMuch = await decide(applId, { action: 'SELECT', awardAmount: 2_000_000 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.data.awardAmount).toContain('500,000원 ~ 1,500,000원');
    expect((await decide(applId, { action: 'SELECT', awardAmount: 1_200_000 })).status).toBe(200);
    expect((await decide(applId, { action: 'REJECT', note: '늦었습니다' })).status).toBe(409);

    const paid = await (await payer()).post(`${STF}/applications/${applId}/pay`, { amount: 1_200_000, paidDt: TODAY });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    appl = (await mine(s)).find((a) => a.applId === applId)!;
    expect(appl.status).toBe('PAID');
    expect(appl.awardAmount).toBe(1_200_000);
    expect(appl.payments).toEqual([{ seq: 1, amount: 1_200_000, paidDt: TODAY, memo: null }]);
    expect(appl).toMatchObject({ paidTotal: 1_200_000, remaining: 0 });
    expect(appl.history.map((h) => h.toStatus)).toEqual(['APPLIED', 'DOCS_REQUESTED', 'APPLIED', 'REVIEWING', 'SELECTED', 'PAID']);
    expect(appl.history.at(-1)!.note).toBe(`1,200,000원 지급 (${TODAY})`);
    // Once the award is paid, another payment is refused.
    const again = await (await payer()).post(`${STF}/applications/${applId}/pay`, { amount: 1_000, paidDt: TODAY });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 선정 금액을 모두 지급한 신청입니다.');
    const after = await s.get('/api/v1/messages/inbox', { size: 30 });
    const titles = after.body.data.list.map((m: { msgTitle: string }) => m.msgTitle);
    for (const st of ['신청', '서류보완', '심사중', '선정', '지급완료']) expect(titles).toContain(`[장학] ${title} ${st}`);

    // The office's review page shows the student and the state.
    const detail = await (await office()).get(`${STF}/applications/${applId}`);
    expect(detail.body.data).toMatchObject({ studentId: 'student269', status: 'PAID', paidTotal: 1_200_000, payments: [{ seq: 1, amount: 1_200_000 }] });
  });

  it('rejects with a reason and never selects more than the number to select', async () => {
    const { scholId } = await createScholarship({ quota: 1, requiredDocs: [] });
    const a = (await apply(await student(270), scholId, [])).body.data.applId as number;
    const b = (await apply(await student(266), scholId, [])).body.data.applId as number;
    // Both selected in parallel: the scholarship row is locked, so only one gets the place.
    const both = await Promise.all([decide(a, { action: 'SELECT' }), decide(b, { action: 'SELECT' })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = both[0].status === 409 ? a : b;
    expect(both.find((r) => r.status === 409)!.body.message).toBe('선발 인원(1명)이 모두 찼습니다.');
    expect((await decide(loser, { action: 'REJECT' })).status).toBe(400);
    expect((await decide(loser, { action: 'REJECT', note: '선발 인원이 찼습니다.' })).status).toBe(200);
    const who = loser === a ? await student(270) : await student(266);
    const mineNow = (await mine(who)).find((x) => x.applId === loser)!;
    expect(mineNow.status).toBe('REJECTED');
    expect(mineNow.reviewNote).toBe('선발 인원이 찼습니다.');
  });

  it('exports the filtered applications to Excel with amounts and the paid total', async () => {
    const s = await student(270);
    const { scholId, title } = await createScholarship({ requiredDocs: [], amountMin: 700_000, amountMax: 700_000 });
    const applId = (await apply(s, scholId, [])).body.data.applId as number;
    expect((await decide(applId, { action: 'SELECT' })).status).toBe(200);
    expect((await (await payer()).post(`${STF}/applications/${applId}/pay`, { amount: 700_000, paidDt: TODAY })).status).toBe(200);
    const res = await (await office()).bytes(`${STF}/export?scholId=${scholId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;.*\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('장학 신청')!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]).toEqual(expect.arrayContaining(['신청번호', '장학금', '학번', '상태', '지급액']));
    const row = rows.find((r) => r.includes(applId))!;
    expect(row).toEqual(expect.arrayContaining([title, 'student270', '지급완료', 700_000]));
    expect(rows.at(-1)).toEqual(expect.arrayContaining(['지급액 합계', 700_000]));
    // Other scholarships are left out by the filter.
    expect(rows.filter((r) => typeof r[1] === 'number').every((r) => r.includes(title))).toBe(true);
    // Bad filters are refused, not failed.
    expect((await (await office()).get(`${STF}/export`, { scholId: 'x' })).status).toBe(400);
  });
});

describe('state page and loginInfo', () => {
  it('groups what she received by year and term with totals, and loginInfo counts the same payments', async () => {
    const s = await student(270);
    const before = await s.get(`${STD}/state`);
    const { scholId } = await createScholarship({ year: 2026, termCd: '25', requiredDocs: [], amountMin: 1_234_000, amountMax: 1_234_000 });
    const applId = (await apply(s, scholId, [])).body.data.applId as number;
    expect((await decide(applId, { action: 'SELECT' })).status).toBe(200);
    expect((await (await payer()).post(`${STF}/applications/${applId}/pay`, { amount: 1_234_000, paidDt: TODAY })).status).toBe(200);

    const state = (await s.get(`${STD}/state`)).body.data as { count: number; total: number; years: { year: number; total: number; terms: { termCd: string; total: number }[] }[] };
    expect(state.count).toBe(before.body.data.count + 1);
    expect(state.total).toBe(before.body.data.total + 1_234_000);
    const yearTotal = (years: typeof state.years, year: number) => years.find((y) => y.year === year)?.total ?? 0;
    const y2026 = state.years.find((y) => y.year === 2026)!;
    expect(y2026.terms.find((t) => t.termCd === '25')!.total).toBe(1_234_000);
    expect(y2026.total).toBe(yearTotal(before.body.data.years, 2026) + 1_234_000);
    // Other years are untouched, and the totals add up.
    for (const y of state.years.filter((x) => x.year !== 2026)) expect(y.total).toBe(yearTotal(before.body.data.years, y.year));
    expect(state.total).toBe(state.years.reduce((n, y) => n + y.total, 0));
    for (const y of state.years) expect(y.total).toBe(y.terms.reduce((n, t) => n + t.total, 0));
    // Newest year first.
    expect(state.years.map((y) => y.year)).toEqual([...state.years.map((y) => y.year)].sort((a, b) => b - a));

    const page = await s.page('/user/colglife/scholamt/state');
    expect(page.status).toBe(200);
    expect(byTestId(page.html, 'grand-total')).toBe(`${state.total.toLocaleString('ko-KR')}원`);
    expect(page.html).toContain('1,234,000원');

    const info = await s.get('/api/v1/headerUserInfo');
    expect(info.body.data.userDTO.scholAmtGetCnt).toBe(state.count);
    expect(info.body.data.userDTO.scholarshipList).toHaveLength(state.count);
  });

  it("shows the office's scholarship notice, escaped, on the students' page and the notice board", async () => {
    const title = unique('장학 공지');
    const posted = await (await office()).post(`${STF}/notices`, { title, content: '신청 안내입니다.\n\n<script>alert(1)</script> 문의: 장학팀', pinYn: 'N' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const page = await (await student(267)).page('/user/colglife/scholamt');
    expect(byTestId(page.html, 'schol-notices')).toContain(title);
    const post = await (await student(267)).page(`/notice/${posted.body.data.postId}`);
    expect(post.status).toBe(200);
    expect(post.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(post.html).not.toContain('<script>alert(1)</script>');
    expect((await (await student(267)).post(`${STF}/notices`, { title, content: 'x', pinYn: 'N' })).status).toBe(403);
  });

  it('shows the open scholarships, her eligibility and her applications on the page', async () => {
    const s = await student(268);
    const { title } = await createScholarship({ minGrade: 1, requiredDocs: ['자기소개서'] });
    const page = await s.page('/user/colglife/scholamt');
    expect(page.status).toBe(200);
    expect(page.html).toContain(title);
    expect(page.html).toContain('자기소개서');
    expect(page.html).toContain('나의 자격 정보');
    expect((await (await office()).page('/user/colglife/scholamt')).status).toBe(302);
  });

  it("renders the office's pages on real data and refuses others", async () => {
    const staff = await office();
    const { scholId, title } = await createScholarship({ requiredDocs: [] });
    const applId = (await apply(await student(264), scholId, [])).body.data.applId as number;
    const list = await staff.page(`/stf/scholarships/applications?scholId=${scholId}`);
    expect(list.status).toBe(200);
    expect(byTestId(list.html, 'appl-list')).toContain('student264');
    const detail = await staff.page(`/stf/scholarships/applications/${applId}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(title);
    expect(detail.html).toContain('자격 확인');
    expect((await staff.page('/stf/scholarships/applications/2147483647')).status).toBe(404);
    expect((await staff.page('/stf/scholarships/applications/abc')).status).toBe(404);
    expect((await staff.page(`/stf/scholarships/${scholId}`)).html).toContain(title);
    expect((await staff.page('/stf/scholarships')).html).toContain(title);
    expect((await (await student(264)).page(`/stf/scholarships/applications/${applId}`)).status).toBe(302);
  });
});

describe('instalments (분할 지급)', () => {
  interface Inbox {
    list: { msgTitle: string; msgCont: string }[];
  }
  const pay = async (applId: number, body: Record<string, unknown>) => (await payer()).post(`${STF}/applications/${applId}/pay`, body);

  /** A fresh student selected for a new 1,000,000원 scholarship. */
  async function selected() {
    const { client } = await studentClient();
    const { scholId, title } = await createScholarship({ requiredDocs: [], year: 2026, termCd: '20' });
    const applied = await apply(client, scholId, []);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const applId = applied.body.data.applId as number;
    expect((await decide(applId, { action: 'SELECT' })).status).toBe(200);
    return { client, applId, title, scholId };
  }

  it('pays a selection in two instalments: 지급완료 only at the award, over-payment refused, a message each time, the state page and loginInfo from the same records, and the Excel sheet of instalments', async () => {
    const { client, applId, title, scholId } = await selected();

    const first = await pay(applId, { amount: '300000', paidDt: '2026-11-20', memo: '1차 지급 (11월)' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ seq: 1, paidTotal: 300_000, remaining: 700_000, status: 'SELECTED' });
    expect(first.body.message).toBe('1회차 지급을 기록했습니다.');
    let appl = (await mine(client)).find((a) => a.applId === applId)!;
    expect(appl).toMatchObject({ status: 'SELECTED', paidTotal: 300_000, remaining: 700_000 });
    let inbox = (await client.get<Inbox>('/api/v1/messages/inbox', { size: 20 })).body.data.list;
    const one = inbox.find((m) => m.msgTitle === `[장학] ${title} 1회차 지급`)!;
    expect(one.msgCont).toContain('300,000원');
    expect(one.msgCont).toContain('남은 금액 700,000원');

    // More than what remains is refused with the remaining amount, and nothing is stored.
    const over = await pay(applId, { amount: 800_000, paidDt: TODAY });
    expect(over.status).toBe(400);
    expect(over.body.data.amount).toContain('남은 금액 700,000원 이하로 입력해 주세요.');
    expect((await mine(client)).find((a) => a.applId === applId)!.payments).toHaveLength(1);
    // Bad input and the wrong people are refused too.
    expect((await pay(applId, { amount: 0, paidDt: TODAY })).body.data.amount).toBeTruthy();
    expect((await pay(applId, { amount: 100, paidDt: '2026-13-01' })).status).toBe(400);
    expect((await pay(applId, { amount: 100, paidDt: TODAY, memo: 'x'.repeat(201) })).body.data.memo).toBeTruthy();
    expect((await client.post(`${STF}/applications/${applId}/pay`, { amount: 100, paidDt: TODAY })).status).toBe(404);
    expect((await pay(999_999_999, { amount: 100, paidDt: TODAY })).status).toBe(404);

    const second = await pay(applId, { amount: 700_000, paidDt: TODAY, memo: '잔액 지급' });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ seq: 2, paidTotal: 1_000_000, remaining: 0, status: 'PAID', statusNm: '지급완료' });
    appl = (await mine(client)).find((a) => a.applId === applId)!;
    expect(appl.status).toBe('PAID');
    expect(appl.payments).toEqual([
      { seq: 1, amount: 300_000, paidDt: '2026-11-20', memo: '1차 지급 (11월)' },
      { seq: 2, amount: 700_000, paidDt: TODAY, memo: '잔액 지급' },
    ]);
    expect(appl.history.filter((h) => h.toStatus === 'PAID')).toHaveLength(1);
    expect(appl.history.at(-1)!.note).toBe(`2회에 나누어 1,000,000원 지급 완료 (${TODAY})`);
    inbox = (await client.get<Inbox>('/api/v1/messages/inbox', { size: 20 })).body.data.list;
    expect(inbox.find((m) => m.msgTitle === `[장학] ${title} 지급완료`)!.msgCont).toContain('누적 1,000,000원 / 선정 1,000,000원');
    expect((await pay(applId, { amount: 1, paidDt: TODAY })).status).toBe(409);

    // The state page lists both instalments with separators; loginInfo counts the scholarship once.
    const state = (await client.get(`${STD}/state`)).body.data as { count: number; total: number; years: { year: number; terms: { items: { applId: number; amount: number; instalments: unknown[] }[] }[] }[] };
    expect(state).toMatchObject({ count: 1, total: 1_000_000 });
    expect(state.years[0].terms[0].items[0]).toMatchObject({ applId, amount: 1_000_000 });
    expect(state.years[0].terms[0].items[0].instalments).toHaveLength(2);
    const page = await client.page('/user/colglife/scholamt/state');
    expect(byTestId(page.html, 'grand-total')).toBe('1,000,000원');
    expect(page.html).toContain('2회 분할 지급');
    expect(page.html.match(/data-testid="instalment"/g)).toHaveLength(2);
    expect(page.html).toContain('300,000원');
    expect(page.html).toContain('700,000원');
    const info = await client.get('/api/v1/headerUserInfo');
    expect(info.body.data.userDTO.scholAmtGetCnt).toBe(1);
    expect(info.body.data.userDTO.scholarshipList).toEqual([expect.objectContaining({ scholNm: title, amount: 1_000_000, paidDt: TODAY })]);

    const xlsx = await (await office()).bytes(`${STF}/export?scholId=${scholId}`);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const paidRows = (book.getWorksheet('지급 회차')!.getSheetValues().filter(Boolean) as unknown[][]).filter((r) => r.includes(applId));
    expect(paidRows).toHaveLength(2);
    expect(paidRows[0]).toEqual(expect.arrayContaining([1, 300_000, '1차 지급 (11월)']));
    expect(paidRows[1]).toEqual(expect.arrayContaining([2, 700_000, '잔액 지급']));
    const main = (book.getWorksheet('장학 신청')!.getSheetValues().filter(Boolean) as unknown[][]).find((r) => r.includes(applId))!;
    expect(main).toEqual(expect.arrayContaining(['지급완료', 1_000_000, 2]));
  });

  it('withdraws an instalment entered by mistake: kept struck through with who, when and why, 지급완료 left, the student told, paid again later', async () => {
    const { client, applId, title } = await selected();
    const other = await selected();
    expect((await pay(applId, { amount: 600_000, paidDt: '2026-11-20' })).status).toBe(200);
    expect((await pay(applId, { amount: 400_000, paidDt: TODAY, memo: '잘못 입력' })).body.data.status).toBe('PAID');
    const otherPay = await pay(other.applId, { amount: 100_000, paidDt: TODAY });
    const cancelUrl = (id: number, paymentId: number) => `${STF}/applications/${id}/payments/${paymentId}/cancel`;
    const staffView = async () => (await (await payer()).get(`${STF}/applications/${applId}`)).body.data as { status: string; paidTotal: number; remaining: number; canPay: boolean; payments: { paymentId: number; seq: number; amount: number; cancelled: { byNm: string; reason: string; at: string } | null }[]; history: { toStatus: string; note: string | null }[] };
    const second = (await staffView()).payments.find((p) => p.seq === 2)!;

    // A reason is required; students may not; another application's instalment is not found.
    const blank = await (await payer()).post(cancelUrl(applId, second.paymentId), { reason: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.data.reason).toMatch(/취소 사유/);
    expect((await client.post(cancelUrl(applId, second.paymentId), { reason: '금액 오입력' })).status).toBe(404);
    expect((await (await payer()).post(cancelUrl(other.applId, second.paymentId), { reason: '금액 오입력' })).status).toBe(404);
    expect((await (await payer()).post(cancelUrl(applId, 999_999_999), { reason: '금액 오입력' })).status).toBe(404);
    expect((await (await payer()).post(`${STF}/applications/${applId}/payments/abc/cancel`, { reason: '금액 오입력' })).status).toBe(400);
    expect((await staffView()).status).toBe('PAID');

    const done = await (await payer()).post(cancelUrl(applId, second.paymentId), { reason: '금액 오입력' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe('2회차 지급을 취소했습니다. 지급 합계가 선정 금액보다 적어 선정 상태로 돌아갔습니다.');
    expect(done.body.data).toMatchObject({ seq: 2, paidTotal: 600_000, remaining: 400_000, status: 'SELECTED', reopened: true });
    expect((await (await payer()).post(cancelUrl(applId, second.paymentId), { reason: '다시' })).status).toBe(409);

    // The office sees it kept, with who, when and why; she sees only what she received.
    let view = await staffView();
    expect(view).toMatchObject({ status: 'SELECTED', paidTotal: 600_000, remaining: 400_000, canPay: true });
    expect(view.payments.map((p) => [p.seq, p.amount, p.cancelled?.reason ?? null])).toEqual([
      [1, 600_000, null],
      [2, 400_000, '금액 오입력'],
    ]);
    expect(view.payments[1].cancelled!.byNm).toBeTruthy();
    expect(view.history.at(-1)).toMatchObject({ toStatus: 'SELECTED', note: '2회차 400,000원 지급 취소: 금액 오입력' });
    const page = await (await office()).page(`/stf/scholarships/applications/${applId}`);
    expect(byTestId(page.html, 'instalment-cancelled')).toContain('<del>2회차 400,000원');
    expect(byTestId(page.html, 'instalment-cancelled')).toContain('금액 오입력');
    expect(byTestId(page.html, 'paid-total')).toBe('600,000원');
    let appl = (await mine(client)).find((a) => a.applId === applId)!;
    expect(appl).toMatchObject({ status: 'SELECTED', paidTotal: 600_000, remaining: 400_000 });
    expect(appl.payments).toEqual([{ seq: 1, amount: 600_000, paidDt: '2026-11-20', memo: null }]);
    const inbox = (await client.get<Inbox>('/api/v1/messages/inbox', { size: 20 })).body.data.list;
    const told = inbox.find((m) => m.msgTitle === `[장학] ${title} 2회차 지급 취소`)!;
    expect(told.msgCont).toContain('400,000원(2026-11-22)이 취소되었습니다. 사유: 금액 오입력');
    expect(told.msgCont).toContain('누적 600,000원 / 선정 1,000,000원');
    const state = (await client.get(`${STD}/state`)).body.data as { total: number };
    expect(state.total).toBe(600_000);

    // Paid again correctly: the next number, 지급완료 again. The other application was untouched.
    const again = await pay(applId, { amount: 400_000, paidDt: TODAY, memo: '정정 지급' });
    expect(again.body.data).toMatchObject({ seq: 3, paidTotal: 1_000_000, status: 'PAID' });
    view = await staffView();
    expect(view.history.filter((h) => h.toStatus === 'PAID')).toHaveLength(2);
    appl = (await mine(client)).find((a) => a.applId === applId)!;
    expect(appl.payments.map((p) => p.seq)).toEqual([1, 3]);
    expect(otherPay.status).toBe(200);
    expect((await mine(other.client)).find((a) => a.applId === other.applId)!.paidTotal).toBe(100_000);

    // Withdrawing an instalment of an application not yet fully paid leaves it 선정.
    const small = (await (await office()).get(`${STF}/applications/${other.applId}`)).body.data.payments[0].paymentId as number;
    const kept = await (await payer()).post(cancelUrl(other.applId, small), { reason: '중복 입력' });
    expect(kept.body).toMatchObject({ message: '1회차 지급을 취소했습니다.', data: { status: 'SELECTED', paidTotal: 0, reopened: false } });
    expect((await other.client.get(`${STD}/state`)).body.data.total).toBe(0);
  });

  it('never pays more than the award when instalments arrive at the same time', async () => {
    const { client, applId } = await selected();
    const three = await Promise.all([0, 1, 2].map(() => pay(applId, { amount: 400_000, paidDt: TODAY })));
    expect(three.map((r) => r.status).sort()).toEqual([200, 200, 400]);
    const last = await Promise.all([0, 1].map(() => pay(applId, { amount: 200_000, paidDt: TODAY })));
    expect(last.map((r) => r.status).sort()).toEqual([200, 409]);
    const appl = (await mine(client)).find((a) => a.applId === applId)!;
    expect(appl).toMatchObject({ status: 'PAID', paidTotal: 1_000_000, remaining: 0 });
    expect(appl.payments.map((p) => p.seq)).toEqual([1, 2, 3]);
    expect(appl.history.filter((h) => h.toStatus === 'PAID')).toHaveLength(1);
  });
});
