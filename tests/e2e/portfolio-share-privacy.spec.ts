// Scholarships on a parent's page, in the browser. A fresh student is paid a need-based scholarship
// (가계곤란) and a merit one; on 포트폴리오 공유 the 장학 section is not ticked; she ticks it for
// one parent link, and the parent's phone shows "교내 장학금 수혜" once, with no scholarship's name
// or amount and nothing of the need-based one. Records are made through the portal's own API by the
// scholarship office's people (staff5 selects, staff7 pays).
import { request as pwRequest, type APIRequestContext } from '@playwright/test';
import { test, expect, loginAs, untilHydrated, DEMO_PASSWORD } from './fixtures';
import { newStudent } from '../support/factories';

const STF = '/api/v1/stf/scholarships';
const STD = '/api/v1/colglife/scholamt';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function apiAs(baseURL: string, userId: string, userDiv: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const api = await pwRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL } });
  const res = await api.post('/api/auth/login', { data: { userId, password, userDiv } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

async function paid(manager: APIRequestContext, payer: APIRequestContext, student: APIRequestContext, kindCd: 'NEED' | 'MERIT', title: string) {
  const made = await manager.post(STF, {
    data: { title, kindCd, year: 2027, termCd: '10', amountMin: 1_730_000, amountMax: 1_730_000, description: '학부모 화면 시험용 장학금입니다.', applyStartDt: '2026-11-16', applyEndDt: '2026-12-04', requiredDocs: ['신청서'] },
  });
  expect(made.status(), await made.text()).toBe(200);
  const scholId = (await made.json()).data.scholId as number;
  const applied = await student.post(`${STD}/scholarships/${scholId}/apply`, { multipart: { doc0: { name: '신청서.pdf', mimeType: 'application/pdf', buffer: PDF }, statement: '학업 계획입니다.' } });
  expect(applied.status(), await applied.text()).toBe(200);
  const mine = (await (await student.get(`${STD}/applications`)).json()).data as { applId: number; scholId: number }[];
  const applId = mine.find((a) => a.scholId === scholId)!.applId;
  expect((await manager.post(`${STF}/applications/${applId}/decide`, { data: { action: 'SELECT' } })).status()).toBe(200);
  const pay = await payer.post(`${STF}/applications/${applId}/pay`, { data: { amount: 1_730_000, paidDt: '2026-11-22' } });
  expect(pay.status(), await pay.text()).toBe(200);
}

test('a parent page shows a scholarship only when she ticks it, and then only as 교내 장학금 수혜', async ({ page, browser, baseURL }) => {
  const who = await newStudent(baseURL!);
  const stamp = Date.now() % 100000;
  const titles = [`시험 가계곤란장학금 ${stamp}`, `시험 성적우수장학금 ${stamp}`];
  const [manager, payer, student] = await Promise.all([apiAs(baseURL!, 'staff5', 'stf'), apiAs(baseURL!, 'staff7', 'stf'), apiAs(baseURL!, who.userId, 'std', who.password)]);
  await paid(manager, payer, student, 'NEED', titles[0]);
  await paid(manager, payer, student, 'MERIT', titles[1]);
  await Promise.all([manager.dispose(), payer.dispose(), student.dispose()]);

  await loginAs(page, { id: who.userId, div: 'std' }, { password: who.password });
  // Her own history names both, with the amount.
  await page.goto('/user/portfolio/myHistory');
  for (const title of titles) await expect(page.getByTestId('history-item').filter({ hasText: title })).toBeVisible();

  await page.goto('/qr/preview');
  const create = page.getByTestId('create-share');
  await untilHydrated(create);
  const form = page.getByTestId('share-form');
  // Private by default: 장학 is not ticked.
  await expect(form.getByLabel('장학', { exact: true })).not.toBeChecked();
  await form.getByLabel('장학', { exact: true }).check();
  await create.click();
  const url = new URL(await page.getByTestId('share-url').inputValue());

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const parent = await phone.newPage();
  await parent.goto(url.pathname + url.search);
  const section = parent.getByTestId('section-SCHOLARSHIPS');
  await expect(section).toContainText('교내 장학금 수혜');
  await expect(section.getByText('교내 장학금 수혜')).toHaveCount(1);
  const text = await parent.locator('body').innerText();
  for (const secret of [...titles, '가계곤란', '성적우수', '1,730,000', '173만']) expect(text).not.toContain(secret);
  await phone.close();
});
