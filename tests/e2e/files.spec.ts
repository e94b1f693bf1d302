// Attachments of a notice: the list is shown, the whole group comes as one zip, each file alone too.
import fs from 'node:fs/promises';
import { test, expect, loginAs, student, untilHydrated } from './fixtures';

const reader = student(17);

test.describe('notice attachments', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, reader);
  });

  test('notice 3 lists its attachments and 전체 내려받기 (ZIP) saves a zip archive', async ({ page }) => {
    const response = await page.goto('/notice/3');
    expect(response?.status(), 'notice page answers').toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();

    const attachments = page.getByTestId('attachments');
    await expect(page.getByRole('heading', { name: /^첨부파일 \d+개$/ })).toBeVisible();
    await expect(attachments.getByRole('link').first()).toBeVisible();

    const zipButton = page.getByRole('button', { name: '전체 내려받기 (ZIP)' });
    await untilHydrated(zipButton);
    const [download] = await Promise.all([page.waitForEvent('download'), zipButton.click()]);

    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = await fs.readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await expect(page.locator('.toast').filter({ hasText: '다운로드에 실패' })).toHaveCount(0);
  });

  test('clicking one attachment of notice 3 downloads that file under its own name', async ({ page }) => {
    const response = await page.goto('/notice/3');
    expect(response?.status(), 'notice page answers').toBe(200);

    const link = page.getByTestId('attachments').getByRole('link').first();
    const name = (await link.textContent())!.trim();
    expect(name).toMatch(/\.\w+$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);

    expect(download.suggestedFilename()).toBe(name);
    const stat = await fs.stat((await download.path())!);
    expect(stat.size).toBeGreaterThan(0);
  });
});
