// Part-time jobs over HTTP. Staff and a company post jobs; a pay under the legal minimum wage of the
// period's year (2026: 10,320 won) is refused with a Korean message naming it, at exactly the
// minimum it is taken. A student finds a job by a word and by on/off campus, applies once with a
// short form (a second application, a closed job and a job that takes no portal applications are
// refused), and sees her application. Each poster sees the applications of her own jobs only;
// another poster's job is not found. A company's job waits for staff approval: students do not see
// it until staff approve it; returned with a reason, the company reads the reason on its page.
// Hostile input answers 400. Every account is made fresh.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, byTestId, studentClient, unique } from './client';

const BASE = '/api/v1/recruiting/parttime';
const MANAGE = '/api/v1/recruiting/manage/parttime';

function jobInput(over: Record<string, unknown> = {}) {
  return {
    title: unique('학생식당 홀 서빙'),
    employerNm: '한울생활협동조합',
    campusCd: 'ON',
    place: '학생회관 지하 1층 식당',
    hoursPerWeek: 10,
    hourlyPay: 10_320,
    workTime: '평일 11:00~13:00',
    periodStartDt: '2026-12-01',
    periodEndDt: '2026-12-31',
    deadlineDt: '2026-11-30',
    description: '점심 시간 배식과 식당 정리를 돕습니다.',
    howToApply: '포털에서 지원합니다.',
    applyInPortal: 'Y',
    contact: '학생식당 02-940-1200',
    ...over,
  };
}

let staff: Client;
let company: Client;
let staffJob: number;
let companyJob: number;

async function post(c: Client, over: Record<string, unknown> = {}) {
  const res = await c.post(MANAGE, jobInput(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.jobId as number;
}

beforeAll(async () => {
  staff = (await accountClient('stf', { roles: ['RECRUITING_MANAGER'] })).client;
  company = (await accountClient('otsdr')).client;
  staffJob = await post(staff);
  companyJob = await post(company, { title: unique('카페 바리스타'), employerNm: '새봄카페', campusCd: 'OFF', place: '정문 앞 카페', hourlyPay: 11_000 });
  // A company's job reaches students once staff approve it (tested in its own block below).
  expect((await staff.post(`${MANAGE}/${companyJob}/decision`, { action: 'APPROVE' })).status).toBe(200);
});

describe('posting and the minimum wage', () => {
  it('refuses a pay under the year’s minimum wage with a Korean message and takes exactly the minimum', async () => {
    const low = await staff.post(MANAGE, jobInput({ hourlyPay: 10_319 }));
    expect(low.status).toBe(400);
    expect(low.body.data.hourlyPay).toBe('시급은 2026년 최저임금 10,320원 이상이어야 합니다.');
    // A company is held to the same rule.
    expect((await company.post(MANAGE, jobInput({ hourlyPay: 9_860 }))).status).toBe(400);
    // A 2025 period is checked against 2025's wage (10,030 won).
    const old = await staff.post(MANAGE, jobInput({ hourlyPay: 10_100, periodStartDt: '2025-12-01', periodEndDt: '2025-12-31', deadlineDt: '2025-11-30' }));
    expect(old.status, JSON.stringify(old.body)).toBe(200);
    // A period running from 2025 into 2026 must meet 2026's.
    const spanning = await staff.post(MANAGE, jobInput({ hourlyPay: 10_100, periodStartDt: '2025-12-01', periodEndDt: '2026-01-31', deadlineDt: '2025-11-30' }));
    expect(spanning.status).toBe(400);
    expect(spanning.body.data.hourlyPay).toContain('2026년 최저임금 10,320원');
    expect((await staff.post(MANAGE, jobInput({ hourlyPay: 10_320 }))).status).toBe(200);
  });

  it('refuses hostile and inconsistent input with 400 and Korean messages', async () => {
    const bad = [
      jobInput({ hourlyPay: 'lots' }),
      jobInput({ hourlyPay: -1 }),
      jobInput({ hoursPerWeek: 0 }),
      jobInput({ hoursPerWeek: 99 }),
      jobInput({ campusCd: 'MARS' }),
      jobInput({ title: '짧' }),
      jobInput({ place: '식당\u0007' }),
      jobInput({ periodEndDt: '2026-11-01' }),
      jobInput({ deadlineDt: '2027-01-15' }),
      jobInput({ periodStartDt: '2026-13-01' }),
      jobInput({ applyInPortal: 'maybe' }),
    ];
    for (const body of bad) {
      const res = await staff.post(MANAGE, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
      expect(Object.values(res.body.data as Record<string, string>).join(' ')).toMatch(/[가-힣]/);
    }
    expect((await staff.post(MANAGE, '[1,2')).status).toBe(400);
    const { client: s } = await studentClient();
    expect((await s.post(MANAGE, jobInput())).status).toBe(403);
    for (const q of [{ campusCd: 'X' }, { deadline: 'soon' }, { page: -1 }, { size: 'all' }]) expect((await s.get(BASE, q)).status, JSON.stringify(q)).toBe(400);
    expect((await s.get(`${BASE}/abc`)).status).toBe(400);
    expect((await s.post(`${BASE}/99999999999/apply`, { motivation: '열심히 하겠습니다. 성실합니다.', availableHours: '평일' })).status).toBe(400);
    expect((await s.post(`${BASE}/${staffJob}/apply`, { motivation: '짧음', availableHours: '평일' })).status).toBe(400);
    expect((await s.post(`${BASE}/${staffJob}/apply`, { motivation: '열심히 하겠습니다.\u202E 성실합니다.', availableHours: '평일' })).status).toBe(400);
  });
});

describe('students', () => {
  it('find jobs by a word and place, with pay, hours and period; the demo jobs are there', async () => {
    const { client: s } = await studentClient();
    const all = await s.get(BASE, { size: 100 });
    expect(all.status).toBe(200);
    const library = all.body.data.list.find((j: { title: string }) => j.title === '중앙도서관 자료실 근로학생');
    expect(library).toMatchObject({ campusCd: 'ON', campusNm: '교내', hourlyPay: 10_320, hoursPerWeek: 10, periodStartDt: '2026-12-01', closed: false, applyInPortal: true });
    expect(all.body.data.list.find((j: { title: string }) => j.title === '입학설명회 행사 보조').closed).toBe(true);
    const off = await s.get(BASE, { campusCd: 'OFF', size: 100 });
    expect(off.body.data.list.every((j: { campusCd: string }) => j.campusCd === 'OFF')).toBe(true);
    expect(off.body.data.list.map((j: { jobId: number }) => j.jobId)).toContain(companyJob);
    const open = await s.get(BASE, { deadline: 'open', size: 100 });
    expect(open.body.data.list.some((j: { closed: boolean }) => j.closed)).toBe(false);
    const page = await s.page('/user/careerinfo/parttimejob?keyword=' + encodeURIComponent('도서관'));
    expect(page.status).toBe(200);
    expect(page.html).toContain('중앙도서관 자료실 근로학생');
    expect(page.html).toContain('10,320원');
  });

  it('apply once with a short form, and see their application', async () => {
    const { client: s } = await studentClient();
    const detail = await s.get(`${BASE}/${staffJob}`);
    expect(detail.body.data).toMatchObject({ canApply: true, myApplication: null, minimumWage: { year: 2026, wage: 10_320 } });
    const ok = await s.post(`${BASE}/${staffJob}/apply`, { motivation: '<b>점심 시간</b>에 꾸준히 일할 수 있습니다.', availableHours: '월·수·금 11:00~13:00' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe('지원서를 제출했습니다.');
    const again = await s.post(`${BASE}/${staffJob}/apply`, { motivation: '한 번 더 지원합니다. 꼭 뽑아 주세요.', availableHours: '매일' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 지원한 아르바이트입니다.');
    const after = await s.get(`${BASE}/${staffJob}`);
    expect(after.body.data).toMatchObject({ canApply: false, myApplication: { availableHours: '월·수·금 11:00~13:00' } });
    expect((await s.get(`${BASE}/applications`)).body.data.map((a: { jobId: number }) => a.jobId)).toEqual([staffJob]);
    const page = await s.page(`/user/careerinfo/parttimejob/detail/${staffJob}`);
    expect(byTestId(page.html, 'my-application')).toContain('&lt;b&gt;점심 시간&lt;/b&gt;');
  });

  it('cannot apply to a closed job or to one that takes applications elsewhere', async () => {
    const { client: s } = await studentClient();
    const list = (await s.get(BASE, { size: 100 })).body.data.list as { jobId: number; title: string }[];
    const past = list.find((j) => j.title === '입학설명회 행사 보조')!;
    const closedRes = await s.post(`${BASE}/${past.jobId}/apply`, { motivation: '행사 보조 경험이 많습니다. 성실합니다.', availableHours: '토요일' });
    expect(closedRes.status).toBe(400);
    expect(closedRes.body.message).toBe('모집이 마감된 아르바이트입니다.');
    const elsewhere = list.find((j) => j.title === '주말 편의점 근무')!;
    const res = await s.post(`${BASE}/${elsewhere.jobId}/apply`, { motivation: '주말에 꾸준히 일할 수 있습니다.', availableHours: '토·일' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('포털에서 지원받지 않습니다');
    // Closed early by its poster.
    const early = await post(staff, { title: unique('조기 마감 알바') });
    expect((await staff.post(`${MANAGE}/${early}/status`, { status: 'CLOSED' })).status).toBe(200);
    expect((await s.post(`${BASE}/${early}/apply`, { motivation: '지원합니다. 성실하게 일하겠습니다.', availableHours: '평일' })).status).toBe(400);
    expect((await s.get(`${BASE}/${early}`)).body.data.closed).toBe(true);
  });
});

describe('posters see only their own applications', () => {
  it('shows each poster the applicants of her own jobs and nobody else’s (404)', async () => {
    const { client: s, account } = await studentClient({ korNm: '알바지원' });
    expect((await s.post(`${BASE}/${companyJob}/apply`, { motivation: '카페 아르바이트 경험이 1년 있습니다.', availableHours: '주말 종일' })).status).toBe(200);

    const mine = await company.get(`${MANAGE}/${companyJob}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.applications.map((a: { korNm: string; availableHours: string }) => [a.korNm, a.availableHours])).toEqual([['알바지원', '주말 종일']]);
    expect(JSON.stringify(mine.body.data)).not.toContain(account.userId);
    const list = await company.get(MANAGE);
    expect(list.body.data.map((j: { jobId: number; applCnt: number }) => [j.jobId, j.applCnt])).toEqual([[companyJob, 1]]);

    // The staff member's job is not the company's, and the other way round; a demo job neither.
    expect((await company.get(`${MANAGE}/${staffJob}`)).status).toBe(404);
    expect((await staff.get(`${MANAGE}/${companyJob}`)).status).toBe(404);
    expect((await company.post(`${MANAGE}/${staffJob}/status`, { status: 'CLOSED' })).status).toBe(404);
    const { client: otherCompany } = await accountClient('otsdr');
    expect((await otherCompany.get(`${MANAGE}/${companyJob}`)).status).toBe(404);
    expect((await otherCompany.get(MANAGE)).body.data).toEqual([]);
    expect((await otherCompany.page(`/otsdr/recruiting/parttime/${companyJob}`)).status).toBe(404);
    expect((await s.get(`${MANAGE}/${companyJob}`)).status).toBe(403);

    const page = await company.page(`/otsdr/recruiting/parttime/${companyJob}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('알바지원');
    expect(page.html).toContain('카페 아르바이트 경험이 1년 있습니다.');
    expect((await staff.page('/stf/recruiting/parttime')).html).toContain('학생식당 홀 서빙');
  });
});

describe('staff approve companies’ jobs', () => {
  it('keeps a company’s job from students until staff approve it, and shows the company the reason of a return', async () => {
    const { client: s } = await studentClient();
    const title = unique('주말 베이커리 판매');
    const jobId = await post(company, { title, employerNm: '밀알베이커리', campusCd: 'OFF', place: '후문 베이커리', hourlyPay: 10_500 });
    const mine = (await company.get(MANAGE)).body.data.find((j: { jobId: number }) => j.jobId === jobId);
    expect(mine).toMatchObject({ status: 'PENDING', statusNm: '승인 대기' });
    // Students neither list nor open it, nor apply to it.
    const listed = async () => ((await s.get(BASE, { keyword: title, size: 100 })).body.data.list as { jobId: number }[]).map((j) => j.jobId);
    expect(await listed()).toEqual([]);
    expect((await s.get(`${BASE}/${jobId}`)).status).toBe(404);
    expect((await s.post(`${BASE}/${jobId}/apply`, { motivation: '빵을 좋아하고 판매 경험이 있습니다.', availableHours: '주말' })).status).toBe(404);
    expect((await s.page(`/user/careerinfo/parttimejob/detail/${jobId}`)).status).toBe(404);
    // The company cannot approve or close it herself; a student cannot decide at all.
    expect((await company.post(`${MANAGE}/${jobId}/decision`, { action: 'APPROVE' })).status).toBe(403);
    expect((await s.post(`${MANAGE}/${jobId}/decision`, { action: 'APPROVE' })).status).toBe(403);
    expect((await company.post(`${MANAGE}/${jobId}/status`, { status: 'CLOSED' })).status).toBe(409);

    // Staff see it waiting; a return needs a reason, which the company then reads.
    expect((await staff.page('/stf/recruiting/parttime')).html).toContain(title);
    const noReason = await staff.post(`${MANAGE}/${jobId}/decision`, { action: 'REJECT' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.note).toBe('반려 사유를 입력해 주세요.');
    const rejected = await staff.post(`${MANAGE}/${jobId}/decision`, { action: 'REJECT', note: '근무 시간대를 구체적으로 적어 주세요.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', statusNm: '반려' });
    expect((await staff.post(`${MANAGE}/${jobId}/decision`, { action: 'REJECT', note: '두 번째 반려' })).status).toBe(409);
    const page = await company.page('/otsdr/recruiting/parttime');
    expect(byTestId(page.html, 'job-review-note')).toContain('근무 시간대를 구체적으로 적어 주세요.');
    expect(await listed()).toEqual([]);

    // Approved, students find it and may apply.
    const approved = await staff.post(`${MANAGE}/${jobId}/decision`, { action: 'APPROVE' });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('OPEN');
    expect(await listed()).toEqual([jobId]);
    expect((await s.post(`${BASE}/${jobId}/apply`, { motivation: '빵을 좋아하고 판매 경험이 있습니다.', availableHours: '주말' })).status).toBe(200);
    expect((await staff.post(`${MANAGE}/${jobId}/decision`, { action: 'APPROVE' })).status).toBe(409);
    // Staff's own jobs go live at once.
    const staffOwn = (await staff.get(MANAGE)).body.data.find((j: { jobId: number }) => j.jobId === staffJob);
    expect(staffOwn.status).toBe('OPEN');
    for (const body of [{ action: 'MAYBE' }, {}, { action: 'REJECT', note: '사유\u0007' }]) expect((await staff.post(`${MANAGE}/${jobId}/decision`, body)).status).toBe(400);
    expect((await staff.post(`${MANAGE}/99999999/decision`, { action: 'APPROVE' })).status).toBe(404);
  });
});
