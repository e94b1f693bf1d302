// Scholarships on public pages. A fresh student is paid a need-based scholarship (가계곤란) and a
// merit one (성적): her own history names both with their amounts, but a public or parent share
// that ticks the 장학 section shows the merit one only as "교내 장학금 수혜" (no name, no amount,
// nothing that tells grades) and the need-based one not at all; a share that does not tick the
// section shows no scholarship. Every record is made through the portal's own API.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, studentClient, unique } from './client';

const STF = '/api/v1/stf/scholarships';
const STD = '/api/v1/colglife/scholamt';
const TODAY = '2026-11-22';
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let student: Client;
const titles = { NEED: unique('시험 가계곤란장학금'), MERIT: unique('시험 성적우수장학금') };

async function paidScholarship(manager: Client, payer: Client, kindCd: 'NEED' | 'MERIT', title: string) {
  const made = await manager.post(STF, {
    title,
    kindCd,
    year: 2027,
    termCd: '10',
    amountMin: 1_730_000,
    amountMax: 1_730_000,
    description: '공개 화면 시험용 장학금입니다.',
    applyStartDt: '2026-11-16',
    applyEndDt: '2026-12-04',
    requiredDocs: ['신청서'],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const scholId = made.body.data.scholId as number;
  const applied = await student.upload(`${STD}/scholarships/${scholId}/apply`, [{ field: 'doc0', name: '신청서.pdf', bytes: PDF }], { statement: '학업 계획입니다.' });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const mine = (await student.get(`${STD}/applications`)).body.data as { applId: number; scholId: number }[];
  const applId = mine.find((a) => a.scholId === scholId)!.applId;
  expect((await manager.post(`${STF}/applications/${applId}/decide`, { action: 'SELECT' })).status).toBe(200);
  const paid = await payer.post(`${STF}/applications/${applId}/pay`, { amount: 1_730_000, paidDt: TODAY });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

async function sharePage(kind: 'PUBLIC' | 'PARENT', sections: string[]) {
  const res = await student.post('/api/v1/portfolio/shares', { kind, days: 30, label: unique('장학 공개 시험'), sections });
  expect(res.status, res.body.message).toBe(200);
  const url = new URL(res.body.data.url as string);
  const page = await new Client().page(url.pathname + url.search);
  expect(page.status).toBe(200);
  return page.html;
}

beforeAll(async () => {
  const [manager, payer] = await Promise.all([loggedIn('staff5', 'stf'), loggedIn('staff7', 'stf')]);
  student = (await studentClient()).client;
  await paidScholarship(manager, payer, 'NEED', titles.NEED);
  await paidScholarship(manager, payer, 'MERIT', titles.MERIT);
}, 120_000);

describe('scholarships on public pages', () => {
  it('are named with their amounts in her own history', async () => {
    const history = JSON.stringify((await student.get('/api/v1/portfolio/history')).body.data);
    expect(history).toContain(titles.NEED);
    expect(history).toContain(titles.MERIT);
  });

  for (const kind of ['PUBLIC', 'PARENT'] as const) {
    it(`show on a ${kind.toLowerCase()} share only as a kind, never by name or amount, and never a need-based one`, async () => {
      const html = await sharePage(kind, ['AWARDS', 'SCHOLARSHIPS']);
      expect(html).toContain('교내 장학금 수혜');
      expect(html.match(/교내 장학금 수혜/g)).toHaveLength(1);
      for (const secret of [titles.NEED, titles.MERIT, '가계곤란', '성적우수', '1,730,000', '173만']) expect(html).not.toContain(secret);
    });
  }

  it('do not show on a share that leaves the 장학 section out', async () => {
    const html = await sharePage('PUBLIC', ['AWARDS', 'PROGRAMS']);
    expect(html).not.toContain('장학금');
  });
});
