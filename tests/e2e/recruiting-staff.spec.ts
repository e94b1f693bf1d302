// The recruiting office's managers in the browser: a new staff account registers a contest, is told
// next to the field that its deadline comes before its start, fixes it and sees it listed; edits it;
// closes it early and opens it again. Graduate admissions use the same form parts: a missing school
// name is refused under its field.
import { test, expect, loginAs, untilHydrated } from './fixtures';
import { newAccount } from '../support/factories';

test('staff register, edit, close and reopen a contest, with Korean field errors', async ({ page, baseURL }) => {
  const staff = await newAccount(baseURL!, 'stf', { roles: ['RECRUITING_MANAGER'] });
  await loginAs(page, { id: staff.userId, div: 'stf' }, { password: staff.password });
  await page.goto('/stf/recruiting/contests');
  const form = page.getByTestId('contest-form');
  await untilHydrated(form.getByLabel('공모전명'));

  const title = `캠퍼스 사진 공모전 ${Date.now().toString(36).slice(-5)}`;
  await form.getByLabel('공모전명').fill(title);
  await form.getByLabel('분야').selectOption({ index: 1 });
  await form.getByLabel('주최').fill('한울여자대학교 홍보팀');
  await form.getByLabel('접수 시작일').fill('2026-12-10');
  await form.getByLabel('마감일').fill('2026-12-01');
  await form.getByLabel('소개').fill('캠퍼스의 사계절을 담은 사진을 모집합니다.');
  await page.getByTestId('contest-save').click();
  await expect(page.locator('#contest-applyEndDt-error')).toHaveText('마감일은 접수 시작일보다 빠를 수 없습니다.');
  await expect(form.getByLabel('마감일')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('마감일').fill('2026-12-31');
  await page.getByTestId('contest-save').click();
  const row = page.getByTestId('contest-admin-list').getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();

  // Edit: the form takes the contest's values; the new prize is saved.
  await untilHydrated(row.getByRole('button', { name: `${title} 수정` }));
  await row.getByRole('button', { name: `${title} 수정` }).click();
  await expect(form.getByLabel('공모전명')).toHaveValue(title);
  await form.getByLabel('시상·혜택').fill('대상 50만 원');
  // Saving reloads the page; opened again, the contest has the new prize.
  await Promise.all([page.waitForEvent('load'), page.getByTestId('contest-save').click()]);
  const edited = page.getByTestId('contest-admin-list').getByRole('row').filter({ hasText: title });
  await untilHydrated(edited.getByRole('button', { name: `${title} 수정` }));
  await edited.getByRole('button', { name: `${title} 수정` }).click();
  await expect(form.getByLabel('시상·혜택')).toHaveValue('대상 50만 원');

  // Close early, then open again.
  const again = page.getByTestId('contest-admin-list').getByRole('row').filter({ hasText: title });
  await untilHydrated(again.getByRole('button', { name: `${title} 마감` }));
  await again.getByRole('button', { name: `${title} 마감` }).click();
  await expect(page.getByTestId('contest-admin-list').getByRole('row').filter({ hasText: title }).getByRole('button', { name: `${title} 다시 게시` })).toBeVisible();
  const reopen = page.getByTestId('contest-admin-list').getByRole('row').filter({ hasText: title }).getByRole('button', { name: `${title} 다시 게시` });
  await untilHydrated(reopen);
  await reopen.click();
  await expect(page.getByTestId('contest-admin-list').getByRole('row').filter({ hasText: title }).getByRole('button', { name: `${title} 마감` })).toBeVisible();
});

test('graduate admissions refuse a round without a school name under its field', async ({ page, baseURL }) => {
  const staff = await newAccount(baseURL!, 'stf', { roles: ['RECRUITING_MANAGER'] });
  await loginAs(page, { id: staff.userId, div: 'stf' }, { password: staff.password });
  await page.goto('/stf/recruiting/grad');
  const form = page.getByTestId('grad-form');
  await untilHydrated(form.locator('#grad-roundNm'));
  await page.getByTestId('grad-save').click();
  await expect(page.locator('#grad-schoolNm-error')).not.toBeEmpty();
  await expect(form.locator('#grad-schoolNm')).toHaveAttribute('aria-invalid', 'true');
});
