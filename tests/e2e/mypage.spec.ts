// What a student changes for themselves (contact details, main page layout), the search page, and
// the system popups' "오늘 하루 보지 않기".
import { test, expect, gotoMain, loginAs, student, toastWith, untilHydrated } from './fixtures';

test.describe('my page and main page', () => {
  test('an invalid mobile number is refused with a Korean message; a valid one is saved and survives a reload', async ({ page }) => {
    await loginAs(page, student(10));
    await page.goto('/user/mypage');
    const form = page.getByTestId('contact-form');
    const phone = form.getByLabel('휴대전화');
    const save = form.getByRole('button', { name: '연락처 저장' });
    await untilHydrated(save);
    const before = await phone.inputValue();
    expect(before).toMatch(/^010-\d{4}-\d{4}$/);

    await phone.fill('010-12');
    await save.click();
    await expect(form.getByText('휴대전화 번호를 확인해 주세요. 숫자만 입력해도 됩니다. (예: 01012345678)')).toBeVisible();
    // Fixing the field takes the message away.
    await phone.fill('010-1234-5678');
    await expect(form.getByText('휴대전화 번호를 확인해 주세요.', { exact: false })).toHaveCount(0);

    await page.reload();
    await untilHydrated(page.getByTestId('contact-form').getByRole('button', { name: '연락처 저장' }));
    await expect(page.getByTestId('contact-form').getByLabel('휴대전화')).toHaveValue(before);

    // Typed as digits only on a phone keypad: stored and shown with hyphens.
    const next = before === '010-4321-8765' ? '010-8765-4321' : '010-4321-8765';
    const field = page.getByTestId('contact-form').getByLabel('휴대전화');
    await expect(field).toHaveAttribute('inputmode', 'tel');
    await field.fill(next.replace(/-/g, ''));
    await page.getByTestId('contact-form').getByRole('button', { name: '연락처 저장' }).click();
    await expect(toastWith(page, '연락처를 저장했습니다.')).toBeVisible();
    await expect(field).toHaveValue(next);

    await page.reload();
    await untilHydrated(page.getByTestId('contact-form').getByRole('button', { name: '연락처 저장' }));
    await expect(page.getByTestId('contact-form').getByLabel('휴대전화')).toHaveValue(next);
  });

  test('the student hides 학사일정 and moves 공지사항 down; the main page follows the saved layout', async ({ page }) => {
    await loginAs(page, student(11));
    const blockTitles = () => page.locator('[data-block] h2').evaluateAll((hs) => hs.map((h) => h.firstChild?.textContent?.trim() ?? ''));
    expect(await blockTitles()).toEqual(['공지사항', '프로그램 소식', '학사일정', '즐겨찾기', '새 메시지']);

    await page.getByRole('link', { name: '메인 화면 설정' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/user/main/setup');
    const editor = page.getByTestId('main-setup');
    const calendar = editor.getByRole('checkbox', { name: '학사일정' });
    await untilHydrated(calendar);

    await calendar.uncheck();
    await expect(calendar).not.toBeChecked();
    await editor.getByRole('button', { name: '공지사항 아래로' }).click();
    // The switches read top to bottom in the new order.
    await expect(editor.getByRole('checkbox').nth(0)).toHaveAccessibleName('프로그램 소식');
    await expect(editor.getByRole('checkbox').nth(1)).toHaveAccessibleName('공지사항');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(toastWith(page, '메인 화면 설정을 저장했습니다.')).toBeVisible();

    await gotoMain(page);
    expect(await blockTitles()).toEqual(['프로그램 소식', '공지사항', '즐겨찾기', '새 메시지']);
    await expect(page.getByRole('heading', { name: '학사일정' })).toHaveCount(0);

    // The setup page shows the stored choice too.
    await page.goto('/user/main/setup');
    await expect(page.getByTestId('main-setup').getByRole('checkbox', { name: '학사일정' })).not.toBeChecked();
    await expect(page.getByTestId('main-setup').getByRole('checkbox').first()).toHaveAccessibleName('프로그램 소식');
  });

  test('searching for 장학 lists results named by their area, notices linking to the notice', async ({ page }) => {
    await loginAs(page, student(12));
    await page.goto('/user/search');
    await page.getByRole('searchbox', { name: '검색어' }).fill('장학');
    await page.getByRole('button', { name: '검색', exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/user/search' && url.searchParams.get('q') === '장학');
    await expect(page.getByTestId('search-summary')).toHaveText(/^'장학' 검색 결과 [1-9]\d*건$/);
    const noticeLink = page.locator('main a[href^="/notice/"]').filter({ hasText: '장학' }).first();
    await expect(noticeLink).toBeVisible();
    await expect(noticeLink).toHaveAttribute('href', /^\/notice\/\d+$/);
  });
});

test.describe('system popups', () => {
  test('popups open one at a time; a visitor ticks 오늘 하루 보지 않기 on one and after a reload only that one stays closed', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/user/main');
    const open = page.locator('dialog.sys-popup[open]');
    await expect(open.first()).toBeVisible();
    // Never stacked: one popup open at a time.
    await expect(open).toHaveCount(1);
    const all = await page.locator('dialog.sys-popup').count();
    expect(all).toBeGreaterThan(1);

    const top = open.first();
    const hiddenId = await top.getAttribute('data-popup-id');
    const hiddenTitle = (await top.getByRole('heading').textContent())!.trim();
    await expect(page.getByRole('dialog', { name: hiddenTitle })).toBeVisible();
    // Targets a finger can hit.
    for (const target of [top.locator('.hide-today'), top.getByRole('button', { name: '닫기' })]) {
      const box = (await target.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await top.getByLabel('오늘 하루 보지 않기').check();
    await top.getByRole('button', { name: '닫기' }).click();
    await expect(page.locator(`dialog.sys-popup[data-popup-id="${hiddenId}"]`)).not.toHaveAttribute('open');
    // The next one opens after the first is closed; each is closed without ticking.
    for (let i = 1; i < all; i++) {
      await expect(open).toHaveCount(1);
      const id = await open.first().getAttribute('data-popup-id');
      expect(id).not.toBe(hiddenId);
      await open.first().getByRole('button', { name: '닫기' }).click();
      await expect(page.locator(`dialog.sys-popup[data-popup-id="${id}"][open]`)).toHaveCount(0);
    }
    await expect(open).toHaveCount(0);

    await page.reload();
    await expect(open).toHaveCount(1);
    await expect(page.locator(`dialog.sys-popup[data-popup-id="${hiddenId}"]`)).not.toHaveAttribute('open');
    await expect(page.getByRole('dialog', { name: hiddenTitle })).toBeHidden();
    await context.close();
  });
});
