// Recruiting over HTTP. Staff post jobs and they appear to students at once; a company (outside
// user) posts for her own company only, her posting waits for staff approval, and another company
// cannot even find it. Students search with a Korean substring, filter, sort and page; bookmark;
// see postings recommended from their department with the reason; hide one; follow deadlines on
// the calendar and in a private .ics feed that answers without a session and stops when revoked.
// Students 279-284 belong to this file (285 and 286 to the browser test); staff1, staff2, outsider1
// and outsider2 only post and decide through the API.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Client, loggedIn, unique } from './client';

const TODAY = '2026-11-22';
const BASE = '/api/v1/recruiting';
const MANAGE = `${BASE}/manage`;

interface Summary {
  postingId: number;
  title: string;
  companyNm: string;
  jobClsCd: string;
  empTypeCd: string;
  regionCd: string;
  deadlineDt: string;
  closed: boolean;
  dDay: string;
  bookmarked: boolean;
}
interface Recommendations {
  basis: { depts: { deptNm: string; kind: string; jobClsCds: string[] }[] };
  list: (Summary & { reasons: string[] })[];
  hidden: Summary[];
}

const clients = new Map<string, Client>();
async function as(userId: string, div: string) {
  if (!clients.has(userId)) clients.set(userId, await loggedIn(userId, div));
  return clients.get(userId)!;
}
const student = (n: number) => as(`student${n}`, 'std');
const staff = () => as('staff1', 'stf');

const day = (n: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** A staff company to post for (own, so the demo companies stay as they are). */
let companyId: number | undefined;
async function testCompany() {
  if (companyId) return companyId;
  const res = await (await staff()).post(`${MANAGE}/companies`, { companyNm: unique('한울테스트기업'), sizeCd: 'SMALL', industryNm: '소프트웨어', regionCd: 'SEOUL', introduction: '테스트용 기업입니다.' });
  expect(res.status, res.body.message).toBe(200);
  companyId = res.body.data.companyId as number;
  return companyId;
}

function postingInput(over: Record<string, unknown> = {}) {
  return {
    title: `${unique('공고')} 백엔드 개발자`,
    jobClsCd: 'JOB02',
    empTypeCd: 'FULL',
    regionCd: 'SEOUL',
    careerLvlCd: 'NEW',
    openDt: day(-1),
    deadlineDt: day(10),
    headcount: 2,
    salary: '연 3,600만 원',
    requirements: '· 컴퓨터공학 관련 전공\n· 웹 서비스 개발 경험',
    howToApply: '채용 홈페이지에서 온라인으로 지원합니다.\n서류 → 면접',
    applyUrl: 'https://recruit.example.com/apply',
    contact: '인사팀 02-1234-5678',
    ...over,
  };
}

/** A live posting made by staff; returns its id. */
async function staffPosting(over: Record<string, unknown> = {}) {
  const res = await (await staff()).post(`${MANAGE}/postings`, postingInput({ companyId: await testCompany(), ...over }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.status).toBe('OPEN');
  return res.body.data.postingId as number;
}

async function list(c: Client, query: Record<string, string | number | undefined> = {}) {
  const res = await c.get(`${BASE}/postings`, { size: 100, ...query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Summary[]; totalCnt: number };
}

describe('the posting list', () => {
  it('finds postings by a Korean substring and filters, sorts and pages them', async () => {
    const s = await student(279);
    const word = `한울탐색${Date.now().toString(36)}`;
    const a = await staffPosting({ title: `${word} 데이터 분석가`, deadlineDt: day(20), empTypeCd: 'FULL' });
    const b = await staffPosting({ title: `${word} 개발 인턴`, deadlineDt: day(5), empTypeCd: 'INTERN', regionCd: 'REMOTE' });
    const c = await staffPosting({ title: `${word} 연구원`, deadlineDt: day(12), empTypeCd: 'CONTRACT', careerLvlCd: 'EXP' });

    // A part of the word in the middle still matches (substring, not prefix).
    const found = await list(s, { keyword: word.slice(2) });
    expect(found.list.map((p) => p.postingId).sort()).toEqual([a, b, c].sort());
    expect(found.totalCnt).toBe(3);
    // The page's search form sends every select, left at 전체 as an empty value: no filter.
    const blanks = { jobClsCd: '', empTypeCd: '', regionCd: '', careerLvlCd: '', sizeCd: '', deadline: '', sort: '', bookmarked: '' };
    expect((await list(s, { keyword: word, ...blanks })).totalCnt).toBe(3);

    expect((await list(s, { keyword: word, empTypeCd: 'INTERN' })).list.map((p) => p.postingId)).toEqual([b]);
    expect((await list(s, { keyword: word, regionCd: 'REMOTE' })).list.map((p) => p.postingId)).toEqual([b]);
    expect((await list(s, { keyword: word, careerLvlCd: 'EXP' })).list.map((p) => p.postingId)).toEqual([c]);
    expect((await list(s, { keyword: word, deadline: 'week' })).list.map((p) => p.postingId)).toEqual([b]);

    expect((await list(s, { keyword: word, sort: 'deadline' })).list.map((p) => p.postingId)).toEqual([b, c, a]);
    expect((await list(s, { keyword: word, sort: 'newest' })).list.map((p) => p.postingId)).toEqual([c, b, a]);

    const page1 = await list(s, { keyword: word, sort: 'deadline', size: 2, page: 1 });
    const page2 = await list(s, { keyword: word, sort: 'deadline', size: 2, page: 2 });
    expect(page1.list.map((p) => p.postingId)).toEqual([b, c]);
    expect(page2.list.map((p) => p.postingId)).toEqual([a]);
    expect(page2.totalCnt).toBe(3);

    // D-n from the Seoul date the server runs on.
    expect(found.list.find((p) => p.postingId === b)!.dDay).toBe('D-5');

    // The whole demo list is there too, closed postings included.
    const all = await list(s);
    expect(all.totalCnt).toBeGreaterThanOrEqual(40);
  });

  it('refuses bad filters with Korean messages and never fails on odd input', async () => {
    const s = await student(279);
    const bad: Record<string, string | number>[] = [{ page: 0 }, { page: 'x' }, { size: 1000 }, { sort: 'price' }, { deadline: 'soon' }, { jobClsCd: "a' or 1=1" }, { keyword: 'a'.repeat(101) }, { bookmarked: 'maybe' }];
    for (const q of bad) {
      const res = await s.get(`${BASE}/postings`, q);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    // Wildcards are searched for literally.
    expect((await list(s, { keyword: '%' })).totalCnt).toBe(0);
    expect((await s.get(`${BASE}/postings/abc`)).status).toBe(400);
    expect((await s.get(`${BASE}/postings/99999999999`)).status).toBe(400);
    expect((await s.get(`${BASE}/postings/999999`)).status).toBe(404);
  });

  it('marks closed postings: past the deadline, or closed early by staff', async () => {
    const s = await student(280);
    const today = await staffPosting({ title: `${unique('오늘마감')} 채용`, deadlineDt: TODAY });
    let p = (await list(s, { keyword: '오늘마감' })).list.find((x) => x.postingId === today)!;
    expect(p.closed).toBe(false);
    expect(p.dDay).toBe('D-Day');

    const close = await (await staff()).post(`${MANAGE}/postings/${today}/decision`, { action: 'CLOSE' });
    expect(close.status).toBe(200);
    p = (await list(s, { keyword: '오늘마감' })).list.find((x) => x.postingId === today)!;
    expect(p.closed).toBe(true);
    expect(p.dDay).toBe('마감');
    expect((await list(s, { deadline: 'closed' })).list.map((x) => x.postingId)).toContain(today);
    expect((await list(s, { deadline: 'open' })).list.map((x) => x.postingId)).not.toContain(today);
    // Closing twice is refused with the reason.
    const again = await (await staff()).post(`${MANAGE}/postings/${today}/decision`, { action: 'CLOSE' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('게시 중인 공고만');

    // Demo postings whose deadline passed are closed without anyone closing them.
    const past = (await list(s, { deadline: 'closed' })).list.filter((x) => x.deadlineDt < TODAY);
    expect(past.length).toBeGreaterThan(3);
    expect(past.every((x) => x.closed && x.dDay === '마감')).toBe(true);

    // The detail page says so in words.
    const page = await s.page(`/user/careerinfo/cmmnrecrt/detail/${today}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('접수가 마감된 공고입니다.');
    const listPage = await s.page(`/user/careerinfo/cmmnrecrt?keyword=${encodeURIComponent('오늘마감')}`);
    expect(listPage.html).toContain('마감된 공고');
  });

  it('shows the detail with company, requirements, how to apply and contact', async () => {
    const s = await student(280);
    const id = await staffPosting({ title: `${unique('상세확인')} 채용` });
    const res = await s.get(`${BASE}/postings/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.requirements).toContain('웹 서비스 개발 경험');
    expect(res.body.data.howToApply).toContain('서류 → 면접');
    expect(res.body.data.contact).toBe('인사팀 02-1234-5678');
    expect(res.body.data.company.industryNm).toBe('소프트웨어');
    const page = await s.page(`/user/careerinfo/cmmnrecrt/detail/${id}`);
    expect(page.html).toContain('인사팀 02-1234-5678');
    expect(page.html).toContain('D-10');
  });
});

describe('attachments', () => {
  it('a posting carries the files its poster uploaded; students can download them; another uploader\'s group is refused', async () => {
    const s = await student(280);
    const up = await (await staff()).upload('/api/files/upload', [{ name: '입사지원서 양식.txt', bytes: new TextEncoder().encode('성명:\n연락처:\n'), type: 'text/plain' }]);
    expect(up.status).toBe(200);
    const fileGroupId = up.body.data.fileGroupId as number;
    const id = await staffPosting({ title: `${unique('첨부')} 채용`, fileGroupId });
    const detail = (await s.get(`${BASE}/postings/${id}`)).body.data as { files: { oriFileNm: string; linkUrlPath: string }[] };
    expect(detail.files.map((f) => f.oriFileNm)).toEqual(['입사지원서 양식']);
    const file = await s.bytes(detail.files[0].linkUrlPath);
    expect(file.status).toBe(200);
    expect(file.bytes.toString('utf8')).toContain('연락처');
    // A company may not attach a group somebody else uploaded.
    const company = await as('outsider1', 'otsdr');
    const own = (await company.get(`${MANAGE}/companies`)).body.data as { companyId: number }[];
    const borrowed = await company.post(`${MANAGE}/postings`, postingInput({ companyId: own[0].companyId, fileGroupId }));
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.data.fileGroupId).toMatch(/[가-힣]/);
  });
});

describe('bookmarks', () => {
  it('keeps bookmarks per student and refuses unknown postings', async () => {
    const s = await student(281);
    const other = await student(282);
    const id = await staffPosting({ title: `${unique('관심')} 채용` });
    expect((await s.post(`${BASE}/postings/${id}/bookmark`, { bookmarked: 'Y' })).status).toBe(200);
    // Twice is harmless.
    expect((await s.post(`${BASE}/postings/${id}/bookmark`, { bookmarked: 'Y' })).status).toBe(200);
    const mine = await list(s, { bookmarked: 'Y' });
    expect(mine.list.map((p) => p.postingId)).toEqual([id]);
    expect(mine.list[0].bookmarked).toBe(true);
    expect((await list(other, { bookmarked: 'Y' })).list.map((p) => p.postingId)).not.toContain(id);
    expect((await s.post(`${BASE}/postings/${id}/bookmark`, { bookmarked: 'N' })).status).toBe(200);
    expect((await list(s, { bookmarked: 'Y' })).list).toHaveLength(0);
    expect((await s.post(`${BASE}/postings/999999/bookmark`, { bookmarked: 'Y' })).status).toBe(404);
    expect((await s.post(`${BASE}/postings/${id}/bookmark`, { bookmarked: 'maybe' })).status).toBe(400);
  });
});

describe('saved searches', () => {
  it('saves the filters under a name, refuses duplicates and empty ones, and deletes only her own', async () => {
    const s = await student(281);
    const other = await student(282);
    const saved = await s.post(`${BASE}/searches`, { searchNm: '서울 개발 인턴', keyword: '개발', empTypeCd: 'INTERN', regionCd: 'SEOUL' });
    expect(saved.status).toBe(200);
    const searchId = saved.body.data.searchId as number;
    const list = (await s.get(`${BASE}/searches`)).body.data as { searchId: number; searchNm: string; href: string }[];
    expect(list.map((x) => x.searchNm)).toEqual(['서울 개발 인턴']);
    expect(list[0].href).toBe('/user/careerinfo/cmmnrecrt?keyword=%EA%B0%9C%EB%B0%9C&empTypeCd=INTERN&regionCd=SEOUL');
    expect((await s.post(`${BASE}/searches`, { searchNm: '서울 개발 인턴', keyword: '개발' })).status).toBe(409);
    const empty = await s.post(`${BASE}/searches`, { searchNm: '아무거나' });
    expect(empty.status).toBe(400);
    expect(empty.body.data.searchNm).toContain('조건을 하나 이상');
    expect((await other.get(`${BASE}/searches`)).body.data).toEqual([]);
    expect((await other.post(`${BASE}/searches/${searchId}/delete`)).status).toBe(404);
    const page = await s.page('/user/careerinfo/cmmnrecrt');
    expect(page.html).toContain('서울 개발 인턴');
    expect((await s.post(`${BASE}/searches/${searchId}/delete`)).status).toBe(200);
    expect((await s.get(`${BASE}/searches`)).body.data).toEqual([]);
  });
});

describe('recommendations', () => {
  it('recommends postings of her department with the reason, leaves others out, and hides on request', async () => {
    const s = await student(283);
    const before = (await s.get(`${BASE}/recommendations`)).body.data as Recommendations;
    const major = before.basis.depts.find((d) => d.kind === '주전공')!;
    expect(major, 'student283 has a major').toBeTruthy();
    const mine = major.jobClsCds[0];
    const theirs = ['JOB01', 'JOB02', 'JOB03', 'JOB04', 'JOB05', 'JOB10'].find((c) => !before.basis.depts.some((d) => d.jobClsCds.includes(c)))!;
    const fit = await staffPosting({ title: `${unique('추천맞춤')} 채용`, jobClsCd: mine });
    const unfit = await staffPosting({ title: `${unique('추천무관')} 채용`, jobClsCd: theirs, empTypeCd: 'FULL', regionCd: 'SEOUL' });

    const r = (await s.get(`${BASE}/recommendations`)).body.data as Recommendations;
    const hit = r.list.find((p) => p.postingId === fit);
    expect(hit, 'the posting of her job family is recommended').toBeTruthy();
    expect(hit!.reasons.join(' ')).toContain(`주전공 ${major.deptNm}`);
    expect(r.list.map((p) => p.postingId)).not.toContain(unfit);
    expect(r.list.every((p) => p.reasons.length > 0 && !p.closed)).toBe(true);

    expect((await s.post(`${BASE}/postings/${fit}/hide`, { hidden: 'Y' })).status).toBe(200);
    const hidden = (await s.get(`${BASE}/recommendations`)).body.data as Recommendations;
    expect(hidden.list.map((p) => p.postingId)).not.toContain(fit);
    expect(hidden.hidden.map((p) => p.postingId)).toContain(fit);
    // Another student still gets it if it fits her; hiding is per student.
    const page = await s.page('/user/careerinfo/rcmdrecrt');
    expect(page.status).toBe(200);
    expect(page.html).toContain('숨긴 공고');

    expect((await s.post(`${BASE}/postings/${fit}/hide`, { hidden: 'N' })).status).toBe(200);
    const back = (await s.get(`${BASE}/recommendations`)).body.data as Recommendations;
    expect(back.list.map((p) => p.postingId)).toContain(fit);
  });
});

describe('posting management', () => {
  it('staff post live; students and others may not manage', async () => {
    const s = await student(284);
    expect((await s.get(`${MANAGE}/postings`)).status).toBe(403);
    expect((await s.post(`${MANAGE}/postings`, postingInput({ companyId: await testCompany() }))).status).toBe(403);
    // Field errors in Korean, for every wrong field at once.
    const bad = await (await staff()).post(`${MANAGE}/postings`, postingInput({ companyId: await testCompany(), title: '', applyUrl: 'javascript:alert(1)' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data)).toEqual(expect.arrayContaining(['title', 'applyUrl']));
    const backwards = await (await staff()).post(`${MANAGE}/postings`, postingInput({ companyId: await testCompany(), openDt: day(3), deadlineDt: day(1) }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.deadlineDt).toContain('접수 시작일');
    const past = await (await staff()).post(`${MANAGE}/postings`, postingInput({ companyId: await testCompany(), openDt: day(-10), deadlineDt: day(-5) }));
    expect(past.status).toBe(400);
    expect(past.body.data.deadlineDt).toMatch(/[가-힣]/);
    const unknownCode = await (await staff()).post(`${MANAGE}/postings`, postingInput({ companyId: await testCompany(), jobClsCd: 'JOB99' }));
    expect(unknownCode.status).toBe(400);
    expect(unknownCode.body.data.jobClsCd).toMatch(/[가-힣]/);
  });

  it('staff export postings to Excel; a company cannot', async () => {
    const title = `${unique('엑셀')} 채용`;
    const id = await staffPosting({ title });
    const file = await (await staff()).bytes(`${MANAGE}/postings/export?status=OPEN&keyword=${encodeURIComponent(title)}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('채용공고')!;
    expect(sheet.getRow(1).getCell(6).value).toBe('공고 제목');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(id);
    expect(sheet.getRow(2).getCell(6).value).toBe(title);
    expect((await (await as('outsider1', 'otsdr')).raw(`${MANAGE}/postings/export`)).status).toBe(403);
    expect((await (await student(284)).raw(`${MANAGE}/postings/export`)).status).toBe(403);
  });

  it('a company posts for itself only; its posting waits for approval; another company cannot find it', async () => {
    const company = await as('outsider1', 'otsdr');
    const rival = await as('outsider2', 'otsdr');
    const s = await student(284);
    const own = ((await company.get(`${MANAGE}/companies`)).body.data as { companyId: number; companyNm: string }[]);
    expect(own.map((c) => c.companyNm)).toEqual(['(주)누리데이터웍스']);
    const rivalCompanies = (await rival.get(`${MANAGE}/companies`)).body.data as { companyId: number }[];

    // Not for somebody else's company.
    const wrong = await company.post(`${MANAGE}/postings`, postingInput({ companyId: rivalCompanies[0].companyId }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.companyId).toContain('담당하는 기업');

    const title = `${unique('외부등록')} 데이터 분석 인턴`;
    const created = await company.post(`${MANAGE}/postings`, postingInput({ companyId: own[0].companyId, title }));
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe('PENDING');
    const id = created.body.data.postingId as number;

    // Students do not see it before approval.
    expect((await s.get(`${BASE}/postings/${id}`)).status).toBe(404);
    expect((await list(s, { keyword: title })).totalCnt).toBe(0);

    // Another company: not found, for reading, editing and deciding alike.
    expect((await rival.get(`${MANAGE}/postings/${id}`)).status).toBe(404);
    expect((await rival.post(`${MANAGE}/postings/${id}`, postingInput({ companyId: own[0].companyId }))).status).toBe(404);
    expect((await rival.post(`${MANAGE}/postings/${id}/decision`, { action: 'CLOSE' })).status).toBe(404);
    expect(((await rival.get(`${MANAGE}/postings`)).body.data.list as Summary[]).map((p) => p.postingId)).not.toContain(id);

    // The company cannot approve itself.
    expect((await company.post(`${MANAGE}/postings/${id}/decision`, { action: 'APPROVE' })).status).toBe(403);
    // Staff reject with a reason, then approve.
    expect((await (await staff()).post(`${MANAGE}/postings/${id}/decision`, { action: 'REJECT' })).status).toBe(400);
    expect((await (await staff()).post(`${MANAGE}/postings/${id}/decision`, { action: 'APPROVE' })).status).toBe(200);
    expect((await s.get(`${BASE}/postings/${id}`)).status).toBe(200);
    expect((await list(s, { keyword: title })).list.map((p) => p.postingId)).toEqual([id]);

    // Two of the recruiting office closing it at the same moment: exactly one wins, the other is told why.
    const staff2 = await loggedIn('staff9', 'stf');
    const race = await Promise.all([(await staff()).post(`${MANAGE}/postings/${id}/decision`, { action: 'CLOSE' }), staff2.post(`${MANAGE}/postings/${id}/decision`, { action: 'CLOSE' })]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await (await staff()).post(`${MANAGE}/postings/${id}/decision`, { action: 'REOPEN' })).status).toBe(200);

    // Her edit of the live posting goes back to review.
    const edited = await company.post(`${MANAGE}/postings/${id}`, postingInput({ companyId: own[0].companyId, title: `${title} (수정)` }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.status).toBe('PENDING');
    expect((await s.get(`${BASE}/postings/${id}`)).status).toBe(404);
    // The management pages answer the same: another company's posting page is not found.
    expect((await company.page(`/otsdr/recruiting/${id}`)).status).toBe(200);
    expect((await rival.page(`/otsdr/recruiting/${id}`)).status).toBe(404);
    expect((await s.page(`/otsdr/recruiting/${id}`)).status).toBe(302);
    const stored = (await company.get(`${MANAGE}/postings/${id}`)).body.data;
    expect(stored.title).toBe(`${title} (수정)`);
    expect(stored.status).toBe('PENDING');
  });
});

describe('the calendar and its private feed', () => {
  it('lists deadlines in a window, by kind', async () => {
    const s = await student(284);
    const id = await staffPosting({ title: `${unique('달력')} 채용`, openDt: day(-2), deadlineDt: day(9) });
    const res = await s.get(`${BASE}/calendar`, { start: day(-10), end: day(30) });
    expect(res.status).toBe(200);
    const entries = res.body.data as { id: string; kind: string; date: string; url: string }[];
    expect(entries).toContainEqual(expect.objectContaining({ id: `posting-${id}-deadline`, kind: 'POSTING_DEADLINE', date: day(9), url: `/user/careerinfo/cmmnrecrt/detail/${id}` }));
    expect(entries.map((e) => e.id)).toContain(`posting-${id}-open`);
    const deadlines = (await s.get(`${BASE}/calendar`, { start: day(-10), end: day(30), kinds: 'POSTING_DEADLINE' })).body.data as { kind: string }[];
    expect(deadlines.every((e) => e.kind === 'POSTING_DEADLINE')).toBe(true);
    expect((await s.get(`${BASE}/calendar`, { start: day(5), end: day(1) })).status).toBe(400);
    expect((await s.get(`${BASE}/calendar`, { start: '2026-02-30', end: day(1) })).status).toBe(400);
    expect((await s.get(`${BASE}/calendar`, { start: '2020-01-01', end: '2030-01-01' })).status).toBe(400);
  });

  it('serves bookmarked deadlines as .ics to the secret address only, without a session; a new or revoked address closes the old one', async () => {
    const s = await student(283);
    const title = `${unique('피드')} 채용`;
    const id = await staffPosting({ title, deadlineDt: day(14) });
    expect((await s.post(`${BASE}/postings/${id}/bookmark`, { bookmarked: 'Y' })).status).toBe(200);
    expect((await s.get(`${BASE}/feed`)).body.data.active).toBe(false);
    // Nothing to revoke yet.
    expect((await s.post(`${BASE}/feed/revoke`)).status).toBe(404);

    const issued = await s.post(`${BASE}/feed`);
    expect(issued.status).toBe(200);
    const path = issued.body.data.path as string;
    expect(path).toMatch(/^\/api\/v1\/recruiting\/feed\/[A-Za-z0-9_-]{43}\.ics$/);

    const anonymous = new Client();
    const feed = await anonymous.raw(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:posting-${id}-deadline@student-portal`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${day(14).replaceAll('-', '')}`);
    expect(ics).toContain(title);
    // Only her bookmarks: a posting she did not bookmark is not in it.
    const other = await staffPosting({ title: `${unique('비관심')} 채용`, deadlineDt: day(14) });
    expect(await (await anonymous.raw(path)).text()).not.toContain(`posting-${other}-`);
    expect((await s.get(`${BASE}/feed`)).body.data.active).toBe(true);

    // A new address replaces the old one.
    const again = await s.post(`${BASE}/feed`);
    const path2 = again.body.data.path as string;
    expect(path2).not.toBe(path);
    expect((await anonymous.raw(path)).status).toBe(404);
    expect((await anonymous.raw(path2)).status).toBe(200);

    // Revoked: not found, like a guessed address.
    expect((await s.post(`${BASE}/feed/revoke`)).status).toBe(200);
    expect((await anonymous.raw(path2)).status).toBe(404);
    expect((await anonymous.raw(`${BASE}/feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await anonymous.raw(`${BASE}/feed/short.ics`)).status).toBe(404);
    // Managing the feed needs her session.
    expect((await anonymous.post(`${BASE}/feed`)).status).toBe(401);
  });
});

describe('contests and external activities', () => {
  it('lists contests by a Korean substring, field and deadline, marks closed ones, and puts deadlines on the calendar', async () => {
    const s = await student(282);
    const all = (await s.get(`${BASE}/contests`, { size: 100 })).body.data as { list: { contestId: number; title: string; fieldCd: string; closed: boolean; dDay: string; applyEndDt: string }[]; totalCnt: number };
    expect(all.totalCnt).toBeGreaterThanOrEqual(10);
    const hits = (await s.get(`${BASE}/contests`, { keyword: '데이터' })).body.data.list as { title: string }[];
    expect(hits.map((c) => c.title)).toContain('공공데이터 활용 서비스 개발 경진대회');
    const software = (await s.get(`${BASE}/contests`, { fieldCd: 'IT', size: 100 })).body.data.list as { fieldCd: string }[];
    expect(software.length).toBeGreaterThan(0);
    expect(software.every((c) => c.fieldCd === 'IT')).toBe(true);
    const closed = (await s.get(`${BASE}/contests`, { deadline: 'closed', size: 100 })).body.data.list as { closed: boolean; dDay: string }[];
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((c) => c.closed && c.dDay === '마감')).toBe(true);
    const open = (await s.get(`${BASE}/contests`, { deadline: 'open', size: 100 })).body.data.list as { closed: boolean }[];
    expect(open.every((c) => !c.closed)).toBe(true);
    expect((await s.get(`${BASE}/contests`, { fieldCd: "x' or 1=1" })).status).toBe(400);

    const target = all.list.find((c) => c.title === '친환경 패키지 디자인 공모전')!;
    expect(target.dDay).toBe('D-3');
    const detail = await s.get(`${BASE}/contests/${target.contestId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.description).toContain('패키지 디자인');
    expect((await s.get(`${BASE}/contests/999999`)).status).toBe(404);
    const page = await s.page(`/user/careerinfo/contestrecrt/detail/${target.contestId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('늘품식품(주)');
    // The old address still leads here.
    const legacy = await s.page(`/futuredesign/careerinfo/externalrecrt/detail/${target.contestId}`);
    expect(legacy.status).toBe(301);
    expect(legacy.location).toBe(`/user/careerinfo/contestrecrt/detail/${target.contestId}`);

    const cal = (await s.get(`${BASE}/calendar`, { start: day(0), end: day(10), kinds: 'CONTEST_DEADLINE' })).body.data as { id: string; date: string }[];
    expect(cal).toContainEqual(expect.objectContaining({ id: `contest-${target.contestId}-deadline`, date: target.applyEndDt }));
  });
});

describe('contest management', () => {
  it('staff add, edit and close a contest; students see the change; others may not manage', async () => {
    const s = await student(283);
    const title = `${unique('공모')} 아이디어 공모전`;
    const body = { title, fieldCd: 'IDEA', hostNm: '한울여자대학교', targetNm: '재학생', prize: '대상 50만 원', applyStartDt: day(-1), applyEndDt: day(6), description: '캠퍼스 생활을 바꾸는 아이디어를 모읍니다.', homepage: '' };
    expect((await s.post(`${MANAGE}/contests`, body)).status).toBe(403);
    expect((await (await as('outsider2', 'otsdr')).post(`${MANAGE}/contests`, body)).status).toBe(403);
    const backwards = await (await staff()).post(`${MANAGE}/contests`, { ...body, applyStartDt: day(6), applyEndDt: day(1) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.applyEndDt).toContain('접수 시작일');
    expect((await (await staff()).post(`${MANAGE}/contests`, { ...body, fieldCd: 'NOPE' })).status).toBe(400);

    const created = await (await staff()).post(`${MANAGE}/contests`, body);
    expect(created.status).toBe(200);
    const id = created.body.data.contestId as number;
    const seen = (await s.get(`${BASE}/contests`, { keyword: title })).body.data.list as { contestId: number; dDay: string }[];
    expect(seen.map((c) => c.contestId)).toEqual([id]);
    expect(seen[0].dDay).toBe('D-6');

    expect((await (await staff()).post(`${MANAGE}/contests/${id}`, { ...body, prize: '대상 100만 원' })).status).toBe(200);
    expect((await s.get(`${BASE}/contests/${id}`)).body.data.prize).toBe('대상 100만 원');

    expect((await (await staff()).post(`${MANAGE}/contests/${id}/status`, { status: 'CLOSED' })).status).toBe(200);
    const closed = (await s.get(`${BASE}/contests`, { keyword: title })).body.data.list as { closed: boolean }[];
    expect(closed[0].closed).toBe(true);
    expect((await (await staff()).post(`${MANAGE}/contests/999999/status`, { status: 'OPEN' })).status).toBe(404);
    expect((await (await staff()).page('/stf/recruiting/contests')).status).toBe(200);
  });
});

describe('graduate-school admissions', () => {
  it('lists admission rounds by substring and degree, marks closed ones, and puts deadlines on the calendar', async () => {
    const s = await student(284);
    const all = (await s.get(`${BASE}/grad`, { size: 100 })).body.data as { list: { admissionId: number; schoolNm: string; programNm: string; degreeCd: string; closed: boolean; dDay: string; applyEndDt: string }[]; totalCnt: number };
    expect(all.totalCnt).toBeGreaterThanOrEqual(8);
    const hits = (await s.get(`${BASE}/grad`, { keyword: '데이터사이언스' })).body.data.list as { programNm: string }[];
    expect(hits.map((r) => r.programNm)).toEqual(['데이터사이언스학과']);
    const doctors = (await s.get(`${BASE}/grad`, { degreeCd: 'DOCTOR' })).body.data.list as { degreeCd: string }[];
    expect(doctors.length).toBeGreaterThan(0);
    expect(doctors.every((r) => r.degreeCd === 'DOCTOR')).toBe(true);
    const closed = all.list.filter((r) => r.applyEndDt < TODAY);
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((r) => r.closed && r.dDay === '마감')).toBe(true);
    expect((await s.get(`${BASE}/grad`, { deadline: 'never' })).status).toBe(400);
    const special = all.list.find((r) => r.programNm === '상담심리교육전공')!;
    expect(special.dDay).toBe('D-3');
    const cal = (await s.get(`${BASE}/calendar`, { start: day(0), end: day(10), kinds: 'GRAD_DEADLINE' })).body.data as { id: string }[];
    expect(cal.map((e) => e.id)).toContain(`grad-${special.admissionId}-deadline`);
    const page = await s.page('/user/careerinfo/grdtrecrt?degreeCd=&deadline=open');
    expect(page.status).toBe(200);
    expect(page.html).toContain('상담심리교육전공');
  });
});

describe('graduate admission management', () => {
  it('staff add, edit and close a round; students see the change; students may not manage', async () => {
    const s = await student(284);
    const programNm = `${unique('전공')}`.slice(0, 40);
    const body = { schoolNm: '한울여자대학교 일반대학원', programNm, degreeCd: 'MASTER', roundNm: '2027학년도 전기 추가', applyStartDt: day(0), applyEndDt: day(4), documents: '입학원서, 학업계획서', homepage: '' };
    expect((await s.post(`${MANAGE}/grad`, body)).status).toBe(403);
    expect((await (await staff()).post(`${MANAGE}/grad`, { ...body, degreeCd: 'NOPE' })).status).toBe(400);
    const created = await (await staff()).post(`${MANAGE}/grad`, body);
    expect(created.status).toBe(200);
    const id = created.body.data.admissionId as number;
    const seen = (await s.get(`${BASE}/grad`, { keyword: programNm })).body.data.list as { admissionId: number; dDay: string; documents: string }[];
    expect(seen.map((r) => r.admissionId)).toEqual([id]);
    expect(seen[0].dDay).toBe('D-4');
    expect((await (await staff()).post(`${MANAGE}/grad/${id}`, { ...body, documents: '입학원서, 학업계획서, 추천서' })).status).toBe(200);
    expect(((await s.get(`${BASE}/grad`, { keyword: programNm })).body.data.list[0] as { documents: string }).documents).toContain('추천서');
    expect((await (await staff()).post(`${MANAGE}/grad/${id}/status`, { status: 'CLOSED' })).status).toBe(200);
    expect(((await s.get(`${BASE}/grad`, { keyword: programNm })).body.data.list[0] as { closed: boolean }).closed).toBe(true);
    expect((await (await staff()).page('/stf/recruiting/grad')).status).toBe(200);
  });
});
