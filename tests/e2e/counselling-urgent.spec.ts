// Two people at once: a counsellor has her home page open when a student answers 예 to the question
// about harming herself. The counsellor hears of it live, the application is marked urgent and comes
// first in her inbox, and opening it records who saw it when. Student 162 belongs to this file.
import { test, expect, DEMO, loginAs, student, untilHydrated } from './fixtures';

test('an urgent visit application reaches the counsellor on duty live and comes first, marked urgent', async ({ page, browser, baseURL }) => {
  // The counsellor, in a browser of her own, waits on her home page with the message stream open.
  const counsellorContext = await browser.newContext({ baseURL });
  const counsellor = await counsellorContext.newPage();
  const streamOpened = counsellor.waitForResponse((r) => r.url().includes('/getSseConn') && r.status() === 200);
  await loginAs(counsellor, DEMO.cnslr1);
  await streamOpened;

  // The student applies and answers 예: she is shown the crisis lines at once.
  await loginAs(page, student(162));
  await page.goto('/user/colglife/psychcnsl/visit/agree');
  const agree = page.getByTestId('agree-form');
  for (const box of await agree.getByRole('checkbox').all()) await box.check();
  await agree.getByRole('button', { name: '동의하고 계속' }).click();
  await page.getByTestId('to-apply').click();
  const form = page.getByTestId('apply-form');
  await untilHydrated(form.getByRole('button', { name: '신청하기' }));
  const topic = `지금 너무 힘들어요 ${Date.now()}`;
  await form.getByLabel('상담 주제').fill(topic);
  await form.getByLabel('상담을 받고 싶은 이유를 적어 주세요.').fill('아무것도 할 수가 없습니다.');
  await form.getByRole('radio', { name: '없음' }).check();
  await form.getByRole('radio', { name: '예' }).check();
  await expect(form.getByRole('alert')).toContainText('109');
  await form.getByLabel(/상담 가능한 요일과 시간/).fill('오늘 언제든');
  await form.getByRole('button', { name: '신청하기' }).click();
  await expect(page).toHaveURL(/applystate/);
  const applId = new URL(page.url()).searchParams.get('applied')!;

  // The counsellor's open page hears of it through the live stream.
  await expect(counsellor.getByTestId('live-message')).toContainText('[긴급] 위기 응답이 있는 상담 신청', { timeout: 15_000 });
  // Her home page counts it, and the inbox shows it first, marked urgent.
  await counsellor.goto('/cnslr');
  await expect(counsellor.getByTestId('urgent-alert')).toContainText('긴급 신청');
  await counsellor.getByTestId('urgent-alert').getByRole('link', { name: '긴급 신청 보기' }).click();
  const first = counsellor.getByTestId('inbox').locator('tbody tr').first();
  await expect(first).toHaveAttribute('data-appl-id', applId);
  await expect(first.getByTestId('urgent-badge')).toHaveText('긴급');
  await expect(first).toContainText(topic);

  // Opening it records who saw it first, and when.
  await first.getByRole('link').first().click();
  await expect(counsellor.getByTestId('urgent-alert')).toContainText('위급 응답');
  await expect(counsellor.getByTestId('first-opened')).toContainText('처음 열람');
  await expect(counsellor.getByTestId('first-opened')).toContainText('(');
  await counsellorContext.close();
});
