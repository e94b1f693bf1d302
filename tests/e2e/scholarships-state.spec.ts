// A student selected for a scholarship that is not paid yet, on a phone (390 px). Her state page
// (/user/colglife/scholamt/state) shows the selected 1,500,000원 waiting for payment instead of
// "아직 받은 장학금이 없습니다"; on the 장학 page her applications (나의 신청 내역) come before the
// list of scholarships; both pages carry the same breadcrumb trail; and the startup-support page
// speaks of 메시지, the portal's word, not 쪽지. The office account and the student are fresh.
import { test, expect, loginAs } from './fixtures';
import { newAccount, newStudent } from '../support/factories';

test.use({ viewport: { width: 390, height: 844 } });

test('a selected scholarship waiting for payment is on the state page, her applications come first, and the breadcrumbs agree', async ({ page, browser, baseURL }) => {
  // Two fresh accounts, a scholarship, an application and a decision before the pages are read.
  test.setTimeout(120_000);
  const office = await newAccount(baseURL!, 'stf', { roles: ['SCHOLARSHIP_MANAGER'] });
  const context = await browser.newContext({ baseURL });
  const staff = await context.newPage();
  await loginAs(staff, { id: office.userId, div: 'stf' }, { password: office.password });
  const headers = { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' };
  const title = `지급 대기 장학금 ${Date.now().toString(36)}`;
  const created = await staff.request.post('/api/v1/stf/scholarships', {
    headers,
    data: { title, kindCd: 'MERIT', year: 2027, termCd: '10', amountMin: 1_000_000, amountMax: 1_500_000, quota: 3, description: '시험용 장학금입니다.', applyStartDt: '2026-11-16', applyEndDt: '2026-12-04', eligibleStatusCds: ['10'], requiredDocs: [] },
  });
  const scholarship = await created.json();
  expect(created.status(), scholarship.message).toBe(200);

  const student = await newStudent(baseURL!);
  await loginAs(page, { id: student.userId, div: 'std' }, { password: student.password });
  const applied = await page.request.post(`/api/v1/colglife/scholamt/scholarships/${scholarship.data.scholId}/apply`, { headers, multipart: { statement: '학업 계획을 적었습니다.' } });
  const application = await applied.json();
  expect(applied.status(), application.message).toBe(200);
  const decided = await staff.request.post(`/api/v1/stf/scholarships/applications/${application.data.applId}/decide`, { headers, data: { action: 'SELECT', awardAmount: 1_500_000 } });
  expect(decided.status(), (await decided.json()).message).toBe(200);
  await context.close();

  await page.goto('/user/colglife/scholamt/state');
  const awaiting = page.getByTestId('awaiting');
  await expect(awaiting.getByRole('heading', { name: '선정되어 지급을 기다리는 장학금' })).toBeVisible();
  const item = awaiting.getByTestId('awaiting-item').filter({ hasText: title });
  await expect(item).toContainText('선정 1,500,000원');
  await expect(item.getByTestId('awaiting-amount')).toHaveText('1,500,000원');
  await expect(page.getByTestId('awaiting-total')).toHaveText('1,500,000원');
  await expect(page.getByText('아직 받은 장학금이 없습니다.', { exact: true })).toHaveCount(0);
  const stateTrail = await page.getByRole('navigation', { name: '현재 위치' }).getByRole('listitem').allInnerTexts();

  await page.goto('/user/colglife/scholamt');
  const trail = await page.getByRole('navigation', { name: '현재 위치' }).getByRole('listitem').allInnerTexts();
  expect(trail.map((t) => t.trim())).toEqual(['홈', '대학생활', '장학']);
  expect(stateTrail.map((t) => t.trim())).toEqual([...trail.map((t) => t.trim()), '나의 장학 수혜 현황']);

  // 나의 신청 내역 is where she looks first: above the list of scholarships, on the first screen.
  const mineHeading = page.getByRole('heading', { level: 2, name: '나의 신청 내역' });
  const openHeading = page.getByRole('heading', { level: 2, name: '신청할 수 있는 장학금' });
  const [mineBox, openBox] = [(await mineHeading.boundingBox())!, (await openHeading.boundingBox())!];
  expect(mineBox.y).toBeLessThan(openBox.y);
  expect(mineBox.y).toBeLessThan(844);
  await expect(page.getByTestId('my-appl').filter({ hasText: title })).toContainText('선정 금액: 1,500,000원');
});

test('startup support speaks of 메시지, the word the rest of the portal uses, not 쪽지', async ({ page, baseURL }) => {
  const student = await newStudent(baseURL!);
  await loginAs(page, { id: student.userId, div: 'std' }, { password: student.password });
  await page.goto('/user/careerinfo/startupsupp/tab05');
  await expect(page.getByText('심사 결과는 메시지로도 알려 드립니다.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('쪽지');
});
