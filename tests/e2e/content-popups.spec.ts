// System popups on a phone (390 px): a content editor opens 팝업 관리 from the menu, creates a popup
// for students with the rich-text editor and publishes it; a student sees it on the main page,
// checks 오늘 하루 보지 않기 and closes it, and after a reload it stays closed while the other popups
// still open. Both accounts are made here by the factories.
import { test, expect, loginAs, sideMenu, submitLogin, untilHydrated } from './fixtures';
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
  await page.getByLabel('메뉴 열기').click();
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
