// Scholarships in the browser: student270 reads her eligibility on 장학, applies for the merit
// scholarship with her transcript as the document, staff5 (its manager) finds the application in 장학 신청 심사,
// selects her with the amount (the student's open page gets the live message) and pays it in two
// instalments (a live message for each); the student sees the instalments and totals on 나의 장학
// 수혜 현황. The office then withdraws the second instalment as entered by mistake: it stays struck
// through and she is told. Students 263-270 belong to the scholarship tests.
import { test, expect, loginAs, openFromMenu, student, toastWith, untilHydrated, type UserDiv } from './fixtures';
import type { Browser, Page } from '@playwright/test';

const TITLE = '2027학년도 1학기 성적우수장학금';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function openAs(browser: Browser, baseURL: string | undefined, account: { id: string; div: UserDiv }): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginAs(page, account);
  return page;
}

test('a student applies with a document, staff select and pay, and the student sees the amount', async ({ page, browser, baseURL }) => {
  await loginAs(page, student(270));
  await openFromMenu(page, '장학', { group: '대학생활', path: '/user/colglife/scholamt' });
  await expect(page.getByTestId('facts')).toContainText('평점평균');
  const card = page.locator('[data-testid="scholarship"]').filter({ has: page.getByRole('heading', { name: TITLE }) });
  await expect(card.getByTestId('eligible')).toBeVisible();

  // The form refuses a missing document next to its field, then takes the upload.
  const open = card.getByTestId('open-apply');
  // The form hydrates when it comes into view.
  await open.scrollIntoViewIfNeeded();
  await untilHydrated(open);
  await open.click();
  const form = card.getByTestId('apply-form');
  await form.getByLabel('신청 사유 (선택)').fill('성적을 유지하며 전공 공부에 집중하고 싶습니다.');
  await form.getByRole('button', { name: '신청서 제출' }).click();
  await expect(form.getByText('성적증명서 파일을 올려 주세요.')).toBeVisible();
  await form.getByLabel(/성적증명서/).setInputFiles({ name: '성적증명서.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: '신청서 제출' }).click();
  await expect(toastWith(page, '장학금을 신청했습니다.')).toBeVisible();
  const mine = page.getByTestId('my-appl').filter({ hasText: TITLE });
  await expect(mine.getByTestId('schol-status').first()).toHaveText(/신청$/);
  await expect(mine.getByRole('link', { name: '성적증명서.pdf' })).toBeVisible();

  // staff5, who manages it, reviews it in 장학 신청 심사 and selects her with 1,500,000원.
  const staff = await openAs(browser, baseURL, { id: 'staff5', div: 'stf' });
  await openFromMenu(staff, '장학 신청 심사', { group: '대학생활 관리' });
  await staff.getByLabel('학생 (이름·학번)').fill('student270');
  await staff.getByRole('button', { name: '조회' }).click();
  const row = staff.locator('[data-student="student270"]').filter({ hasText: TITLE });
  await row.getByRole('link').click();
  await expect(staff.getByTestId('documents')).toContainText('성적증명서');
  const amount = staff.getByLabel('선정 금액 (원)');
  await untilHydrated(amount);
  await amount.fill('1500000');
  await staff.getByTestId('action-SELECT').click();
  await expect(toastWith(staff, '선정으로 처리했습니다')).toBeVisible();
  // The student's open page hears about it at once.
  await expect(toastWith(page, `[장학] ${TITLE} 선정`)).toBeVisible();

  // The payer (staff7) pays it: the one who selected it never does (decision 046).
  const payer = await openAs(browser, baseURL, { id: 'staff7', div: 'stf' });
  await payer.goto(staff.url());
  // The office pays it in two instalments (분할 지급); the first leaves it 선정 with the rest to pay.
  const pay = payer.getByTestId('payment-form');
  await untilHydrated(pay.getByLabel('지급액 (원)'));
  await expect(pay.getByLabel('지급액 (원)')).toHaveValue('1500000');
  await pay.getByLabel('지급액 (원)').fill('1000000');
  await pay.getByLabel('메모 (선택)').fill('1차 지급');
  await pay.getByRole('button', { name: '지급 기록' }).click();
  await expect(toastWith(payer, '1회차 지급을 기록했습니다.')).toBeVisible();
  await expect(payer.getByTestId('instalment')).toHaveText([/^1회차 1,000,000원 \(\d{4}\.\d{2}\.\d{2}\) · 1차 지급$/]);
  await expect(payer.getByTestId('remaining')).toHaveText('500,000원');
  // The student's open page hears about the instalment at once.
  await expect(toastWith(page, `[장학] ${TITLE} 1회차 지급`)).toBeVisible();

  // Her state page already counts what was paid so far.
  await page.goto('/user/colglife/scholamt/state');
  await expect(page.getByRole('heading', { level: 1, name: '나의 장학 수혜 현황' })).toBeVisible();
  const year = page.locator('[data-testid="year"][data-year="2027"]');
  await expect(year.getByTestId('amount')).toHaveText(['1,000,000원']);
  await expect(year).toContainText('선정 1,500,000원 중 일부 지급');

  // The second instalment completes the award: 지급완료, and the open state page hears of it.
  const pay2 = payer.getByTestId('payment-form');
  await untilHydrated(pay2.getByLabel('지급액 (원)'));
  await expect(pay2.getByTestId('pay-remaining')).toHaveText('500,000원');
  await expect(pay2.getByLabel('지급액 (원)')).toHaveValue('500000');
  await pay2.getByRole('button', { name: '지급 기록' }).click();
  await expect(toastWith(payer, '2회차 지급을 기록했습니다. 선정 금액을 모두 지급했습니다.')).toBeVisible();
  await expect(payer.getByTestId('paid-total')).toHaveText('1,500,000원');
  await expect(payer.getByTestId('payment-form')).toHaveCount(0);
  await expect(toastWith(page, `[장학] ${TITLE} 지급완료`)).toBeVisible();

  // On the state page: both instalments, the term subtotal and the total.
  await page.reload();
  await expect(year.getByTestId('amount')).toHaveText(['1,500,000원']);
  await expect(year.getByTestId('instalment')).toHaveText([/^1회차 \d{4}\.\d{2}\.\d{2} · 1,000,000원 · 1차 지급$/, /^2회차 \d{4}\.\d{2}\.\d{2} · 500,000원$/]);
  await expect(year.getByTestId('year-total')).toHaveText('1,500,000원');
  await expect(page.getByTestId('grand-total')).toHaveText('1,500,000원');
  await expect(page.getByTestId('count')).toHaveText('1건');

  // The second instalment was entered by mistake: the office withdraws it with a reason. It stays
  // listed, struck through, the application is 선정 again with 500,000원 to pay, and she is told.
  const withdraw = payer.getByTestId('cancel-payment-2');
  await untilHydrated(withdraw);
  await withdraw.click();
  await payer.getByLabel('2회차 지급 취소 사유').fill('지급일 오입력');
  await payer.getByRole('button', { name: '취소 확정' }).click();
  await expect(toastWith(payer, '2회차 지급을 취소했습니다. 지급 합계가 선정 금액보다 적어 선정 상태로 돌아갔습니다.')).toBeVisible();
  const struck = payer.getByTestId('instalment-cancelled');
  await expect(struck.locator('del')).toHaveText(/^2회차 500,000원/);
  await expect(struck).toContainText('지급 취소');
  await expect(struck).toContainText('지급일 오입력');
  await expect(payer.getByTestId('paid-total')).toHaveText('1,000,000원');
  await expect(payer.getByTestId('payment-form').getByTestId('pay-remaining')).toHaveText('500,000원');
  await expect(toastWith(page, `[장학] ${TITLE} 2회차 지급 취소`)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('grand-total')).toHaveText('1,000,000원');
});

test('the pages of student1 fit a phone: demo payments by year with totals, 44 px buttons', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginAs(page, { id: 'student1', div: 'std' });
  await page.goto('/user/colglife/scholamt/state');
  await expect(page.getByTestId('grand-total')).toHaveText('6,700,000원');
  await expect(page.locator('[data-testid="year"][data-year="2026"]').getByTestId('year-total')).toHaveText('4,700,000원');
  // Nothing wider than the phone, and buttons a finger can hit, on both pages.
  for (const path of ['/user/colglife/scholamt/state', '/user/colglife/scholamt']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    const heights = await page.locator('.schol-page .btn').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.getBoundingClientRect().height));
    expect(heights.length, path).toBeGreaterThan(0);
    expect(Math.min(...heights), path).toBeGreaterThanOrEqual(44);
  }
});

test('staff create a scholarship with the form (mistakes shown under their fields) and students see it', async ({ page, browser, baseURL }) => {
  const title = `e2e 봉사장학금 ${Date.now().toString(36)}`;
  await loginAs(page, { id: 'staff5', div: 'stf' });
  await openFromMenu(page, '장학금 관리', { group: '대학생활 관리' });
  await page.getByTestId('new-scholarship').click();
  const form = page.getByTestId('scholarship-editor');
  await untilHydrated(form.getByLabel('장학금명'));
  await form.getByLabel('장학금명').fill(title);
  await form.getByLabel('장학 구분').selectOption({ label: '특기·봉사' });
  await form.getByLabel('학년도').fill('2027');
  await form.getByLabel('최소 금액 (원)').fill('800000');
  await form.getByLabel('최대 금액 (원)').fill('500000');
  await form.getByLabel('신청 마감일').fill('2026-12-20');
  await form.getByLabel('장학금 설명').fill('봉사 활동이 우수한 학생을 선발합니다.');
  await form.getByLabel('최저 평점평균').fill('2.50');
  await form.getByLabel('제출 서류 (한 줄에 하나)').fill('봉사활동 확인서');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByText('최대 금액이 최소 금액보다 작습니다.')).toBeVisible();
  await form.getByLabel('최대 금액 (원)').fill('800000');
  await form.getByRole('button', { name: '저장' }).click();
  await page.waitForURL((url) => url.pathname === '/stf/scholarships');
  const row = page.getByTestId('scholarships').locator('tr').filter({ hasText: title });
  await expect(row).toContainText('800,000원');
  await expect(row).toContainText('특기·봉사');

  const s = await browser.newContext({ baseURL }).then((c) => c.newPage());
  await loginAs(s, student(263));
  await s.goto('/user/colglife/scholamt');
  const card = s.locator('[data-testid="scholarship"]').filter({ has: s.getByRole('heading', { name: title }) });
  await expect(card).toContainText('평점평균 2.50 이상');
  await expect(card).toContainText('봉사활동 확인서');
});
