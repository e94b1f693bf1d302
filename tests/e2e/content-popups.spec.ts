// System popups on a phone (390 px): a content editor opens 팝업 관리 from the menu, creates a popup
// for students with the rich-text editor and publishes it; a student sees it on the main page,
// checks 오늘 하루 보지 않기 and closes it, and after a reload it stays closed while the other popups
// still open. Then the editor changes a popup, compares the two revisions on its history page and
// restores the old one, which the student sees at once. Accounts are made here by the factories.
import { test, expect, loginAs, sideMenu, submitLogin, toastWith, untilHydrated, menuButton } from './fixtures';
import { newAccount, newStudent } from '../support/factories';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

/** Closes the popups one by one as they open and returns the ids that opened. */
async function closeOpenPopups(page: Page, keep?: (id: string) => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const open = page.locator('dialog.sys-popup[open]');
  for (let i = 0; i < 12; i++) {
    await page.waitForTimeout(200);
    if ((await open.count()) === 0) break;
    const id = (await open.first().getAttribute('data-popup-id'))!;
    seen.push(id);
    if (keep) await keep(id);
    await open.first().getByRole('button', { name: '닫기' }).click();
    await expect(page.locator(`dialog.sys-popup[data-popup-id="${id}"][open]`)).toHaveCount(0);
  }
  return seen;
}

test('an editor publishes a popup for students; a student hides it for today and it stays hidden after a reload', async ({ page, browser, baseURL }) => {
  const editorAccount = await newAccount(baseURL!, 'stf', { roles: ['CONTENT_EDITOR'] });
  const title = `장학금 신청 마감 안내 ${Date.now().toString(36)}`;

  await loginAs(page, { id: editorAccount.userId, div: 'stf' }, { password: editorAccount.password });
  await menuButton(page).click();
  await sideMenu(page).getByRole('link', { name: '팝업 관리', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '팝업 관리' })).toBeVisible();
  await page.getByRole('link', { name: '새 팝업 만들기' }).click();
  const form = page.getByTestId('popup-editor');
  await untilHydrated(form.getByLabel('제목', { exact: true }));
  await form.getByLabel('제목', { exact: true }).fill(title);
  await form.getByLabel('게시 시작일').fill('2026-11-20');
  await form.getByLabel('게시 종료일').fill('2026-12-31');
  await form.getByLabel('선택한 사용자 유형만').check();
  await form.getByLabel('학생', { exact: true }).check();
  await form.getByTestId('rich-text').click();
  await page.keyboard.type('이번 주 금요일까지 신청해 주세요.');
  await form.getByTestId('publish').click();
  await expect(page).toHaveURL(/\/stf\/content\/popups\/\d+\?saved=published/);
  const popupId = /popups\/(\d+)/.exec(page.url())![1];
  await expect(page.getByTestId('doc-state')).toHaveText('게시 중');

  // The student: a fresh account in its own browser, also at 390 px.
  const studentAccount = await newStudent(baseURL!);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const reader = await context.newPage();
  await reader.goto('/masterLogin');
  await submitLogin(reader, { id: studentAccount.userId, div: 'std' }, studentAccount.password);
  await reader.waitForURL((url) => url.pathname === '/user/main');
  const opened = await closeOpenPopups(reader, async (id) => {
    if (id !== popupId) return;
    const dialog = reader.locator(`dialog.sys-popup[data-popup-id="${popupId}"]`);
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(dialog).toContainText('이번 주 금요일까지 신청해 주세요.');
    await dialog.getByLabel('오늘 하루 보지 않기').check();
  });
  expect(opened).toContain(popupId);
  expect(opened.length).toBeGreaterThan(1);

  await reader.reload();
  const again = await closeOpenPopups(reader);
  // The other popups open again; this one stays closed for today.
  expect(again.length).toBe(opened.length - 1);
  expect(again).not.toContain(popupId);
  await expect(reader.locator(`dialog.sys-popup[data-popup-id="${popupId}"]`)).toHaveCount(1);
  await expect(reader.locator(`dialog.sys-popup[data-popup-id="${popupId}"][open]`)).toHaveCount(0);
  await context.close();
});

test('an editor compares two revisions of a popup and restores the old one; a student sees the restored popup', async ({ page, browser, baseURL }) => {
  const editorAccount = await newAccount(baseURL!, 'stf', { roles: ['CONTENT_EDITOR'] });
  const stamp = Date.now().toString(36);
  const oldTitle = `기숙사 입사 안내 ${stamp}`;
  const newTitle = `기숙사 입사 안내 ${stamp} 일정 변경`;

  await loginAs(page, { id: editorAccount.userId, div: 'stf' }, { password: editorAccount.password });
  const headers = { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' };
  const created = await page.request.post('/api/v1/content/popups', {
    headers,
    data: { title: oldTitle, bodyHtml: '<p>입사 서류는 금요일까지 내 주세요.</p>', startDt: '2026-11-20', endDt: '2026-12-31', audienceScope: 'DIVS', audienceDivs: ['std'], action: 'publish' },
  });
  expect(created.ok()).toBe(true);
  const { popupId } = (await created.json()).data as { popupId: number };

  // The editor changes the title and the period in the browser and publishes.
  await page.goto(`/stf/content/popups/${popupId}`);
  const form = page.getByTestId('popup-editor');
  await untilHydrated(form.getByLabel('제목', { exact: true }));
  await form.getByLabel('제목', { exact: true }).fill(newTitle);
  await form.getByLabel('게시 종료일').fill('2026-12-15');
  await form.getByTestId('publish').click();
  await expect(toastWith(page, '게시했습니다.')).toBeVisible();

  // History: three revisions, the last two compared by default.
  await page.reload();
  await page.getByTestId('history-link').click();
  await expect(page.getByRole('heading', { level: 1, name: '팝업 변경 이력' })).toBeVisible();
  const revisions = page.getByTestId('revisions');
  await expect(revisions.locator('tbody tr')).toHaveCount(3);
  const diff = page.getByTestId('diff');
  await expect(diff.getByTestId('diff-title').locator('ins')).toContainText('일정 변경');
  const period = diff.locator('tr[data-field="period"]');
  await expect(period).toHaveAttribute('data-changed', 'Y');
  await expect(period.locator('del')).toHaveText('2026.11.20 ~ 2026.12.31');
  await expect(period.locator('ins')).toHaveText('2026.11.20 ~ 2026.12.15');
  await expect(diff.locator('tr[data-field="audience"]')).toHaveAttribute('data-changed', 'N');

  // Comparing the draft with the first published revision: nothing but the state differs.
  await page.getByLabel('이전 판').selectOption('1');
  await page.getByLabel('비교할 판').selectOption('2');
  await page.getByRole('button', { name: '비교', exact: true }).click();
  await expect(page).toHaveURL(/from=1&to=2/);
  await expect(page.getByTestId('diff').locator('tr[data-changed="Y"]')).toHaveCount(0);

  // Restore revision 2 and publish it at once.
  const restore = revisions.locator('tr[data-rev="2"]').getByTestId('restore-publish-2');
  await untilHydrated(restore);
  await restore.click();
  await page.getByRole('dialog').getByRole('button', { name: '복원해 게시', exact: true }).click();
  await expect(toastWith(page, '2판을 복원해 게시했습니다.')).toBeVisible();
  await expect(revisions.locator('tbody tr')).toHaveCount(4);
  await expect(revisions.locator('tr[data-rev="4"]')).toContainText('2판에서 복원');
  await expect(revisions.locator('tr[data-rev="4"]')).toContainText(oldTitle);
  await expect(revisions.locator('tr[data-rev="3"]')).toContainText(newTitle);

  // The student gets the restored popup on the main page.
  const studentAccount = await newStudent(baseURL!);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const reader = await context.newPage();
  await reader.goto('/masterLogin');
  await submitLogin(reader, { id: studentAccount.userId, div: 'std' }, studentAccount.password);
  await reader.waitForURL((url) => url.pathname === '/user/main');
  const dialog = reader.locator(`dialog.sys-popup[data-popup-id="${popupId}"]`);
  await expect(dialog.getByRole('heading', { name: oldTitle, exact: true, includeHidden: true })).toHaveCount(1);
  await expect(dialog).not.toContainText('일정 변경');
  await context.close();
});
