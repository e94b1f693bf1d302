// The portfolio in the browser: a student opens 나의 이력 from the menu, adds an award, makes a
// parent link on 포트폴리오 공유 and gets its QR code; a parent's phone (390 px, no login) opens the
// link and sees her name and the award in large text without sideways scrolling; the student stops
// the link and the parent's page says so. Student 278 belongs to this file.
import { test, expect, openFromMenu, loginAs, student, toastWith, untilHydrated } from './fixtures';

test('a student adds an award, shares a parent page, a parent opens it on a phone, and revoking stops it', async ({ page, browser, baseURL }) => {
  await loginAs(page, student(278));
  await openFromMenu(page, '나의 이력', { group: '포트폴리오', path: '/user/portfolio/myHistory' });
  // The gathered history is there before she adds anything (her subjects).
  await expect(page.getByTestId('history-item').first()).toBeVisible();

  const title = `전국 대학생 마케팅 공모전 우수상 ${Date.now() % 100000}`;
  const add = page.getByTestId('add-entry');
  await untilHydrated(add);
  await add.click();
  const form = page.getByTestId('entry-form');
  await form.getByLabel('종류').selectOption('AWARD');
  await form.getByLabel('수상명').fill(title);
  await form.getByLabel(/수여 기관/).fill('한국마케팅협회');
  await form.getByLabel('취득일').fill('2026-03-15');
  // A future day is refused next to the field, before anything is sent.
  await form.getByLabel('취득일').fill('');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.locator('#entry-acquiredDt-error')).toBeVisible();
  await form.getByLabel('취득일').fill('2026-03-15');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(toastWith(page, '이력을 등록했습니다.')).toBeVisible();
  const item = page.getByTestId('history-item').filter({ hasText: title });
  await expect(item).toContainText('수상');
  await expect(item).toContainText('한국마케팅협회');

  // 포트폴리오 공유: a parent link with the default sections.
  await page.getByTestId('to-share').click();
  await expect(page.getByRole('heading', { level: 1, name: '포트폴리오 공유' })).toBeVisible();
  const create = page.getByTestId('create-share');
  await untilHydrated(create);
  await expect(page.getByLabel('학부모용 페이지')).toBeChecked();
  await create.click();
  const created = page.getByTestId('share-created');
  await expect(created.getByRole('img', { name: /QR 코드/ })).toBeVisible();
  const url = await page.getByTestId('share-url').inputValue();
  expect(url).toContain('/parent/portfolio/info?token=');

  // A parent's phone: no login, 390 px.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const parent = await phone.newPage();
  const link = new URL(url);
  await parent.goto(link.pathname + link.search);
  await expect(parent.getByTestId('student-name')).toContainText('학생의 대학 생활');
  await expect(parent.getByTestId('section-AWARDS')).toContainText(title);
  await expect(parent.getByText('student278')).toHaveCount(0);
  expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await parent.locator('script').count()).toBe(0);

  // The student sees the view, then stops the link.
  await page.getByTestId('share-done').click();
  const row = page.getByTestId('share').first();
  await expect(row.getByTestId('view-count')).toHaveText('1');
  const revoke = row.getByTestId('revoke-share');
  await untilHydrated(revoke);
  await revoke.click();
  await page.getByRole('dialog').getByRole('button', { name: '공유 중지', exact: true }).click();
  await expect(toastWith(page, '공유를 중지했습니다.')).toBeVisible();
  await expect(page.getByTestId('share').first()).toHaveAttribute('data-state', 'REVOKED');

  const response = await parent.reload();
  expect(response?.status()).toBe(410);
  await expect(parent.getByTestId('gone-reason')).toHaveText('학생이 공유를 중지한 링크입니다.');
  await expect(parent.getByText(title)).toHaveCount(0);
  await phone.close();
});

test('a student filters her history and downloads her résumé as a PDF', async ({ page }) => {
  await loginAs(page, student(278));
  await page.goto('/user/portfolio/myHistory');
  const filters = page.getByTestId('filters');
  await filters.getByLabel('영역').selectOption('SUBJECT');
  await filters.getByRole('button', { name: '보기' }).click();
  await expect(page).toHaveURL(/area=SUBJECT/);
  const items = page.getByTestId('history-item');
  await expect(items.first()).toBeVisible();
  for (const area of await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-area')))) expect(area).toBe('SUBJECT');

  await openFromMenu(page, '이력서·포트폴리오', { group: '포트폴리오', path: '/user/portfolio/myResume' });
  const sections = page.getByTestId('resume-sections');
  await untilHydrated(sections.getByRole('button', { name: '미리보기에 적용' }));
  // Grades go in, first: ticked and moved to the top with the buttons.
  await sections.getByRole('checkbox', { name: '수강 과목과 성적' }).check();
  for (let i = 0; i < 8; i++) {
    const up = sections.getByRole('button', { name: '수강 과목과 성적 위로' });
    if (await up.isDisabled()) break;
    await up.click();
  }
  await sections.getByRole('button', { name: '미리보기에 적용' }).click();
  await expect(page).toHaveURL(/sections=SUBJECTS/);
  await expect(page.getByTestId('resume-preview').locator('section').first()).toHaveAttribute('data-testid', 'resume-SUBJECTS');
  const download = page.waitForEvent('download');
  await page.getByTestId('resume-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/이력서\.pdf$/);
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path!).subarray(0, 5).toString()).toBe('%PDF-');
});
