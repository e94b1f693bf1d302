// The legal minimum wage as data. The portal ships the official figures (2024 9,860원, 2025
// 10,030원, 2026 10,320원); a part-time job is refused under the figure of its period's year and
// taken at exactly it, by staff and companies alike. A period touching a year nobody recorded is
// refused with a message naming the year, instead of borrowing the last known figure. The
// recruiting office (RECRUITING_MANAGER, decision 046) records a new year on the staff page and the
// next posting is checked against it at once; a correction applies at once too, and both are in the
// audit log. Students, companies and staff without the role cannot change the table (nor read it
// through the office API). Hostile input answers 400 in Korean.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, studentClient, unique } from './client';

const WAGES = '/api/v1/recruiting/manage/wages';
const JOBS = '/api/v1/recruiting/manage/parttime';
// Years far enough ahead that no other test file records them.
const NEW_YEAR = 2034;
const MISSING_YEAR = 2039;

function jobInput(over: Record<string, unknown> = {}) {
  return {
    title: unique('도서관 근로학생'),
    employerNm: '중앙도서관',
    campusCd: 'ON',
    place: '중앙도서관 2층',
    hoursPerWeek: 10,
    hourlyPay: 10_320,
    workTime: '평일 14:00~18:00',
    periodStartDt: '2026-12-01',
    periodEndDt: '2026-12-31',
    deadlineDt: '2026-11-30',
    description: '도서 정리와 대출 반납 업무를 돕습니다.',
    howToApply: '포털에서 지원합니다.',
    applyInPortal: 'Y',
    ...over,
  };
}
const inYear = (y: number, over: Record<string, unknown> = {}) => jobInput({ periodStartDt: `${y}-03-02`, periodEndDt: `${y}-06-30`, deadlineDt: `${y}-02-20`, ...over });

let admin: Client;
let programAdmin: Client;
let programAdminId: string;
let plainStaff: Client;
let noRoleStaff: Client;
let company: Client;
let student: Client;
let sysAdmin: Client;

async function auditRows(action: string) {
  const page = await sysAdmin.page(`/adm/audit?action=${encodeURIComponent(action)}`);
  expect(page.status).toBe(200);
  const table = /data-testid="audit-log"[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(page.html)?.[1] ?? '';
  return table.split(/<tr[^>]*>/).slice(1).map((row) => row.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

beforeAll(async () => {
  let pa;
  // plainStaff posts part-time jobs for the recruiting office; programAdmin records the figures.
  [{ client: admin }, pa, { client: plainStaff }, { client: noRoleStaff }, { client: company }, { client: student }, { client: sysAdmin }] = await Promise.all([
    accountClient('adm'),
    accountClient('stf', { roles: ['RECRUITING_MANAGER'] }),
    accountClient('stf', { roles: ['RECRUITING_MANAGER'] }),
    accountClient('stf'),
    accountClient('otsdr'),
    studentClient(),
    accountClient('adm'),
  ]);
  programAdmin = pa.client;
  programAdminId = pa.account.userId;
});

describe('the official figures', () => {
  it('are listed for staff with the year, amount and effective date', async () => {
    const res = await plainStaff.get(WAGES);
    expect(res.status).toBe(200);
    const byYear = new Map((res.body.data as { year: number; hourlyWage: number; effectiveDt: string }[]).map((w) => [w.year, w]));
    expect(byYear.get(2024)).toMatchObject({ hourlyWage: 9_860, effectiveDt: '2024-01-01' });
    expect(byYear.get(2025)).toMatchObject({ hourlyWage: 10_030 });
    expect(byYear.get(2026)).toMatchObject({ hourlyWage: 10_320 });
    const page = await plainStaff.page('/stf/recruiting/wages');
    expect(page.status).toBe(200);
    expect(page.html).toContain('10,320원');
    expect(page.html).toContain('9,860원');
    // The recruiting office both reads the figures and records them: the page carries the form.
    expect(page.html).toContain('data-testid="wage-form"');
  });

  it('refuse a pay under the year’s figure and take exactly it, for staff and companies', async () => {
    const low = await plainStaff.post(JOBS, jobInput({ hourlyPay: 10_319 }));
    expect(low.status).toBe(400);
    expect(low.body.data.hourlyPay).toBe('시급은 2026년 최저임금 10,320원 이상이어야 합니다.');
    expect((await plainStaff.post(JOBS, jobInput({ hourlyPay: 10_320 }))).status).toBe(200);
    expect((await company.post(JOBS, jobInput({ hourlyPay: 10_319 }))).status).toBe(400);
    expect((await company.post(JOBS, jobInput({ hourlyPay: 10_320 }))).status).toBe(200);
    // 2024 is in the table too.
    const y2024 = await plainStaff.post(JOBS, inYear(2024, { hourlyPay: 9_859 }));
    expect(y2024.body.data.hourlyPay).toBe('시급은 2024년 최저임금 9,860원 이상이어야 합니다.');
    expect((await plainStaff.post(JOBS, inYear(2024, { hourlyPay: 9_860 }))).status).toBe(200);
  });

  it('refuse a period touching a year nobody recorded, naming the year, whatever the pay', async () => {
    for (const c of [plainStaff, company]) {
      const res = await c.post(JOBS, inYear(MISSING_YEAR, { hourlyPay: 50_000 }));
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(`${MISSING_YEAR}년 최저임금이 등록되지 않아`);
      expect(res.body.data.hourlyPay).toContain(`${MISSING_YEAR}년`);
    }
    // A period running into a year with no figure names the first such year.
    const spanning = await plainStaff.post(JOBS, jobInput({ periodEndDt: `${MISSING_YEAR}-01-31`, hourlyPay: 50_000 }));
    expect(spanning.status).toBe(400);
    expect(spanning.body.message).toMatch(/^20\d\d년 최저임금이 등록되지 않아/);
  });
});

describe('recording a year', () => {
  it('takes effect on the next posting, and a correction too, both audited', async () => {
    // Before the figure exists the year is refused.
    expect((await plainStaff.post(JOBS, inYear(NEW_YEAR, { hourlyPay: 20_000 }))).status).toBe(400);

    const created = await programAdmin.post(WAGES, { year: String(NEW_YEAR), hourlyWage: '12000', effectiveDt: `${NEW_YEAR}-01-01` });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe(`${NEW_YEAR}년 최저임금을 등록했습니다.`);
    const under = await plainStaff.post(JOBS, inYear(NEW_YEAR, { hourlyPay: 11_999 }));
    expect(under.body.data.hourlyPay).toBe(`시급은 ${NEW_YEAR}년 최저임금 12,000원 이상이어야 합니다.`);
    expect((await company.post(JOBS, inYear(NEW_YEAR, { hourlyPay: 12_000 }))).status).toBe(200);

    // An admin corrects it; the next posting is held to the new figure.
    const fixed = await admin.post(WAGES, { year: NEW_YEAR, hourlyWage: 12_500, effectiveDt: `${NEW_YEAR}-01-01` });
    expect(fixed.status).toBe(200);
    expect(fixed.body.message).toBe(`${NEW_YEAR}년 최저임금을 수정했습니다.`);
    expect((await plainStaff.post(JOBS, inYear(NEW_YEAR, { hourlyPay: 12_000 }))).status).toBe(400);
    expect((await plainStaff.post(JOBS, inYear(NEW_YEAR, { hourlyPay: 12_500 }))).status).toBe(200);

    const list = (await plainStaff.get(WAGES)).body.data as { year: number; hourlyWage: number }[];
    expect(list.find((w) => w.year === NEW_YEAR)).toMatchObject({ hourlyWage: 12_500 });
    const page = await programAdmin.page('/stf/recruiting/wages');
    expect(page.html).toContain('12,500원');
    expect(page.html).toContain('data-testid="wage-form"');

    const createdRows = (await auditRows('recruiting.wage.create')).filter((r) => r.includes(String(NEW_YEAR)));
    expect(createdRows.length).toBe(1);
    const updatedRows = (await auditRows('recruiting.wage.update')).filter((r) => r.includes(String(NEW_YEAR)));
    expect(updatedRows.length).toBe(1);
    expect(createdRows[0]).toContain(programAdminId);
  });

  it('is refused to students, companies and staff without the recruiting role', async () => {
    const body = { year: 2035, hourlyWage: 13_000, effectiveDt: '2035-01-01' };
    expect((await student.post(WAGES, body)).status).toBe(403);
    expect((await student.get(WAGES)).status).toBe(403);
    expect((await company.post(WAGES, body)).status).toBe(403);
    const staffTry = await noRoleStaff.post(WAGES, body);
    expect(staffTry.status).toBe(403);
    expect((await noRoleStaff.get(WAGES)).status).toBe(403);
    expect(((await plainStaff.get(WAGES)).body.data as { year: number }[]).some((w) => w.year === 2035)).toBe(false);
    expect((await new Client().post(WAGES, body)).status).toBe(401);
    expect((await student.page('/stf/recruiting/wages')).status).not.toBe(200);
  });

  it('answers hostile input with 400 and Korean field messages', async () => {
    const bad = [
      { year: 'abc', hourlyWage: 12_000, effectiveDt: '2036-01-01' },
      { year: 1999, hourlyWage: 12_000, effectiveDt: '1999-01-01' },
      { year: 2036, hourlyWage: -5, effectiveDt: '2036-01-01' },
      { year: 2036, hourlyWage: 12.5, effectiveDt: '2036-01-01' },
      { year: 2036, hourlyWage: 12_000, effectiveDt: '2037-01-01' },
      { year: 2036, hourlyWage: 12_000, effectiveDt: '2036-02-30' },
      { year: 2036, hourlyWage: '1e9', effectiveDt: '2036-01-01' },
      { year: 2036, hourlyWage: { $gt: 0 }, effectiveDt: '2036-01-01' },
      {},
    ];
    for (const body of bad) {
      const res = await programAdmin.post(WAGES, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.values(res.body.data as Record<string, string>).join(' ')).toMatch(/[가-힣]/);
    }
    expect(((await plainStaff.get(WAGES)).body.data as { year: number }[]).some((w) => w.year === 2036)).toBe(false);
  });
});
