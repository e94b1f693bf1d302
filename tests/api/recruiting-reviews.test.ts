// Recruiting over HTTP, as a company and students meet it. A company (outside user) posts a job: while
// it waits for approval her list shows its days to the deadline, not 마감; staff return it with a
// reason and later approve it, and each time she gets a portal message saying so, with the reason and
// the posting's page. A posting for experienced hires only (경력) is not recommended to a current
// student, and the page says how many were left out; a graduate still sees it, with a caution. The
// private .ics feed folds its lines at 75 octets (RFC 5545), so a long Korean title comes back whole
// through an iCalendar parser. Every account and company here is made by the test.
import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { Client, accountClient, studentClient, unique } from './client';

const BASE = '/api/v1/recruiting';
const MANAGE = `${BASE}/manage`;
const TODAY = '2026-11-22';
const day = (n: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

interface Managed {
  postingId: number;
  status: string;
  closed: boolean;
  dDay: string;
  phaseNm: string;
}
interface Message {
  msgTitle: string;
  msgCont: string;
  userDef1: string | null;
  userDef2: string | null;
}

let staff: Client;
let company: Client;
let companyUserId: string;
let companyId: number;

function postingInput(over: Record<string, unknown> = {}) {
  return {
    companyId,
    title: `${unique('공고')} 데이터 분석가`,
    jobClsCd: 'JOB02',
    empTypeCd: 'FULL',
    regionCd: 'SEOUL',
    careerLvlCd: 'NEW',
    openDt: day(-1),
    deadlineDt: day(10),
    headcount: 1,
    requirements: '· 통계 또는 컴퓨터 관련 전공',
    howToApply: '채용 홈페이지에서 지원합니다.',
    ...over,
  };
}

async function post(by: Client, over: Record<string, unknown> = {}) {
  const res = await by.post(`${MANAGE}/postings`, postingInput(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { postingId: number; status: string };
}

async function inbox(c: Client) {
  const res = await c.get('/api/v1/messages/inbox', { size: 50 });
  expect(res.status).toBe(200);
  return res.body.data.list as Message[];
}

beforeAll(async () => {
  const [s, o] = await Promise.all([accountClient('stf', { roles: ['RECRUITING_MANAGER'] }), accountClient('otsdr')]);
  staff = s.client;
  company = o.client;
  companyUserId = o.account.userId;
  const res = await staff.post(`${MANAGE}/companies`, { companyNm: unique('한울분석랩'), sizeCd: 'SMALL', industryNm: '데이터 분석', regionCd: 'SEOUL', introduction: '시험용 기업입니다.', ownerId: companyUserId });
  expect(res.status, res.body.message).toBe(200);
  companyId = res.body.data.companyId;
});

describe("a company's posting under review", () => {
  it('is listed with its days to the deadline while it waits for approval, not as closed', async () => {
    const { postingId, status } = await post(company);
    expect(status).toBe('PENDING');
    const mine = (await company.get(`${MANAGE}/postings`, { status: 'PENDING' })).body.data.list as Managed[];
    const row = mine.find((p) => p.postingId === postingId)!;
    expect(row).toMatchObject({ status: 'PENDING', closed: false, dDay: 'D-10' });
    expect(row.phaseNm).not.toBe('마감');
    const page = await company.page('/otsdr/recruiting?status=PENDING');
    const cell = page.html.slice(page.html.indexOf(`data-posting-id="${postingId}"`));
    expect(cell.slice(0, cell.indexOf('</tr>'))).toContain('D-10');
    expect(cell.slice(0, cell.indexOf('</tr>'))).not.toContain('마감');
  });

  it('tells the company by message when staff return it, with the reason, and when they approve it', async () => {
    const title = `${unique('검토')} 마케팅 인턴`;
    const { postingId } = await post(company, { title });
    const returned = await staff.post(`${MANAGE}/postings/${postingId}/decision`, { action: 'REJECT', note: '근무 조건(급여)을 적어 주세요.' });
    expect(returned.status, returned.body.message).toBe(200);
    let told = (await inbox(company)).filter((m) => m.userDef2 === String(postingId));
    expect(told).toHaveLength(1);
    expect(told[0].msgTitle).toContain('반려');
    expect(told[0].msgTitle).toContain(title);
    expect(told[0].msgCont).toContain('근무 조건(급여)을 적어 주세요.');
    expect(told[0].msgCont).toContain(`/otsdr/recruiting/${postingId}`);

    // She corrects it (back to review), and staff approve: a second message.
    const edited = await company.post(`${MANAGE}/postings/${postingId}`, postingInput({ title, salary: '월 220만 원' }));
    expect(edited.body.data.status).toBe('PENDING');
    expect((await staff.post(`${MANAGE}/postings/${postingId}/decision`, { action: 'APPROVE' })).status).toBe(200);
    told = (await inbox(company)).filter((m) => m.userDef2 === String(postingId));
    expect(told).toHaveLength(2);
    expect(told.some((m) => m.msgTitle.includes('승인') && m.msgCont.includes(`/otsdr/recruiting/${postingId}`))).toBe(true);

    // Closing it early is her own or staff's act, not a review: no message for that.
    expect((await staff.post(`${MANAGE}/postings/${postingId}/decision`, { action: 'CLOSE' })).status).toBe(200);
    expect((await inbox(company)).filter((m) => m.userDef2 === String(postingId))).toHaveLength(2);
  });

  it('sends nothing when the decision loses a race or is refused', async () => {
    const { postingId } = await post(company);
    const staff2 = (await accountClient('stf', { roles: ['RECRUITING_MANAGER'] })).client;
    const race = await Promise.all([staff.post(`${MANAGE}/postings/${postingId}/decision`, { action: 'APPROVE' }), staff2.post(`${MANAGE}/postings/${postingId}/decision`, { action: 'APPROVE' })]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await inbox(company)).filter((m) => m.userDef2 === String(postingId))).toHaveLength(1);
  });
});

describe('recommendations of experienced-hire postings', () => {
  it('leaves a 경력-only posting out for a current student and says so; a graduate sees it with a caution', async () => {
    const title = `${unique('경력직')} 데이터 엔지니어`;
    const { postingId } = await post(staff, { title, careerLvlCd: 'EXP', jobClsCd: 'JOB02' });
    const { postingId: newcomer } = await post(staff, { careerLvlCd: 'NEW', jobClsCd: 'JOB02' });
    // Both students are of 컴퓨터공학과, whose graduates go into JOB02.
    const [current, graduate] = await Promise.all([studentClient({ shregSt: '10' }), studentClient({ shregSt: '30', gradeCd: '4' })]);

    const mine = (await current.client.get(`${BASE}/recommendations`)).body.data;
    const ids = (mine.list as { postingId: number }[]).map((p) => p.postingId);
    expect(ids).toContain(newcomer);
    expect(ids).not.toContain(postingId);
    expect(mine.basis.experiencedLeftOut).toBeGreaterThanOrEqual(1);
    const page = await current.client.page('/user/careerinfo/rcmdrecrt');
    expect(page.html).toContain('data-testid="experienced-left-out"');
    expect(page.html).toContain('경력자만 뽑는 공고');

    const hers = (await graduate.client.get(`${BASE}/recommendations`)).body.data;
    const rec = (hers.list as { postingId: number; caution: string | null }[]).find((p) => p.postingId === postingId);
    expect(rec, 'a graduate is recommended the experienced-hire posting').toBeTruthy();
    expect(rec!.caution).toContain('경력');
    expect((hers.list as { postingId: number; caution: string | null }[]).find((p) => p.postingId === newcomer)!.caution).toBeNull();
    expect(hers.basis.experiencedLeftOut).toBe(0);
  });
});

describe('the private calendar feed', () => {
  it('folds every line at 75 octets, and an iCalendar parser reads the long Korean titles back whole', async () => {
    const title = `${unique('피드')} 2027년 상반기 신입 데이터 분석·인공지능 연구개발 직무 공개채용 (서울 본사 근무)`;
    const { postingId } = await post(staff, { title, deadlineDt: day(12) });
    const s = (await studentClient()).client;
    expect((await s.post(`${BASE}/postings/${postingId}/bookmark`, { bookmarked: 'Y' })).status).toBe(200);
    const path = (await s.post(`${BASE}/feed`)).body.data.path as string;
    const res = await new Client().raw(path);
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    const text = body.toString('utf8');

    // Each line's octets, as a calendar app reads them: at most 75, and never a character cut in two.
    const raw: Buffer[] = [];
    for (let from = 0; from < body.length; ) {
      const at = body.indexOf('\r\n', from);
      raw.push(body.subarray(from, at === -1 ? body.length : at));
      from = at === -1 ? body.length : at + 2;
    }
    for (const line of raw) {
      expect(line.length, line.toString('utf8')).toBeLessThanOrEqual(75);
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(line)).not.toThrow();
    }
    expect(raw.some((l) => l[0] === 0x20), 'the long title was folded').toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const deadline = events.find((e) => e.uid === `posting-${postingId}-deadline@student-portal`)!;
    expect(deadline, 'the bookmarked deadline is in the feed').toBeTruthy();
    expect(deadline.summary).toContain(title);
    expect(deadline.startDate.toString()).toBe(day(12));
    expect(deadline.startDate.isDate).toBe(true);
    expect(deadline.endDate.toString()).toBe(day(13));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('한울여자대학교 채용 캘린더');
  });
});
