// External activities on a phone. A fresh student opens 교외활동 from the menu, registers a contest
// award with an evidence file and sends it; the programme admin sees it waiting on 교외활동·봉사 심사,
// opens the evidence and returns it with a reason; the student reads the reason, corrects the
// activity and sends it again; the admin approves it and the student sees it as 승인. The student
// and the reviewer are fresh accounts from the factories.
import { test, expect, loginAs, openFromMenu, toastWith, untilHydrated, menuButton } from './fixtures';
import { newAccount, newStudent, type NewAccount } from '../support/factories';
import type { Browser, Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

async function openAs(browser: Browser, baseURL: string | undefined, account: NewAccount): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginAs(page, { id: account.userId, div: account.userDiv }, { password: account.password });
  return page;
}

test('a student sends an external activity, it is returned with a reason, corrected and approved', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const me = await newStudent(baseURL!);
  const reviewerAccount = await newAccount(baseURL!, 'stf', { roles: ['PROGRAM_ADMIN'] });
  const title = `캡스톤 공모전 우수상 ${Date.now().toString(36).slice(-5)}`;

  // 교외활동: a new activity with evidence, saved and sent in one go.
  await loginAs(page, { id: me.userId, div: 'std' }, { password: me.password });
  await menuButton(page).click();
  await openFromMenu(page, '교외활동', { group: '진로·취업', path: '/user/futuredesign/outecp' });
  await page.getByTestId('new-activity').locator('summary').click();
  const form = page.getByTestId('activity-form');
  await untilHydrated(form.getByLabel('활동명'));
  await form.getByLabel('활동 종류').selectOption({ label: '공모전' });
  await form.getByLabel('활동명').fill(title);
  await form.getByLabel('주최 기관').fill('한국산업기술진흥원');
  await form.getByLabel('시작일').fill('2026-09-01');
  await form.getByLabel('종료일').fill('2026-10-15');
  await form.getByLabel('활동 내용 (선택)').fill('팀장으로 스마트 캠퍼스 서비스를 기획했습니다.');
  await form.getByLabel('창의융합', { exact: true }).check();
  await form.getByTestId('evidence-input').setInputFiles({ name: '상장.txt', mimeType: 'text/plain', buffer: Buffer.from('우수상 상장 사본', 'utf8') });
  await expect(toastWith(page, '증빙 파일을 올렸습니다.')).toBeVisible();
  await form.getByTestId('submit-activity').click();
  await page.waitForURL(/\/user\/futuredesign\/outecp\/detail\/\d+$/);
  const detailPath = new URL(page.url()).pathname;
  const id = detailPath.split('/').pop()!;
  await expect(page.getByTestId('status')).toHaveText('신청');
  await expect(page.getByTestId('files')).toContainText('상장.txt');

  // 교외활동·봉사 심사: the reviewer finds it waiting, reads the evidence and returns it.
  const reviewer = await openAs(browser, baseURL, reviewerAccount);
  await reviewer.goto('/stf/extact?target=activity&status=SUBMITTED');
  await reviewer.getByLabel('검색어').fill(title);
  await reviewer.getByTestId('filters').getByRole('button', { name: '조회' }).click();
  await reviewer.getByRole('link', { name: title }).click();
  await expect(reviewer).toHaveURL(new RegExp(`/stf/extact/activity/${id}$`));
  await expect(reviewer.getByTestId('files')).toContainText('상장.txt');
  const decision = reviewer.getByTestId('decision-form');
  await untilHydrated(decision.getByTestId('return'));
  await decision.getByTestId('return').click();
  await expect(decision.locator('#decision-reason-error')).toHaveText('반려 사유를 입력해 주세요.');
  await decision.getByLabel(/반려 사유/).fill('상장에 수상 일자가 보이지 않습니다. 전체가 보이게 다시 올려 주세요.');
  await decision.getByTestId('return').click();
  await expect(toastWith(reviewer, '반려했습니다.')).toBeVisible();
  await expect(reviewer.getByTestId('status')).toHaveText('반려');

  // The student reads the reason, uploads a clearer file and sends it again.
  await page.reload();
  await expect(page.getByTestId('return-reason')).toContainText('수상 일자가 보이지 않습니다');
  const edit = page.getByTestId('activity-form');
  await untilHydrated(edit.getByLabel('활동명'));
  await edit.getByTestId('evidence-input').setInputFiles({ name: '상장-전체.txt', mimeType: 'text/plain', buffer: Buffer.from('우수상 상장 전체 사본 2026-10-15', 'utf8') });
  await expect(toastWith(page, '증빙 파일을 올렸습니다.')).toBeVisible();
  await edit.getByTestId('submit-activity').click();
  await expect(toastWith(page, '신청했습니다')).toBeVisible();
  await expect(page.getByTestId('status')).toHaveText('신청');
  await expect(page.getByTestId('files')).toContainText('상장-전체.txt');

  // The reviewer approves; the student's list shows it as 승인.
  await reviewer.reload();
  const again = reviewer.getByTestId('decision-form');
  await untilHydrated(again.getByTestId('approve'));
  await again.getByTestId('approve').click();
  await expect(toastWith(reviewer, '승인했습니다.')).toBeVisible();
  await page.goto('/user/futuredesign/outecp?status=APPROVED');
  await expect(page.getByTestId('activity').filter({ hasText: title })).toContainText('승인');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
