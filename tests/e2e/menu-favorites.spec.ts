// The side menu and favourites: a student finds pages through the menu, stars a page and finds it
// again on the main page; on a phone the menu folds away behind ☰.
import { test, expect, DEMO, gotoMain, loginAs, sideMenu, toastWith, untilHydrated, menuButton } from './fixtures';

const student = DEMO.student1;

test.describe('side menu and favourites', () => {
  test('the student opens 알림마당 and goes to 공지사항, which the menu marks as the current page', async ({ page }) => {
    await loginAs(page, student);
    const menu = sideMenu(page);

    const notices = menu.getByRole('link', { name: '공지사항', exact: true });
    await expect(notices).toBeHidden();
    await menu.getByText('알림마당', { exact: true }).click();
    await expect(notices).toBeVisible();
    await notices.click();

    await expect(page).toHaveURL((url) => url.pathname === '/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    const current = sideMenu(page).getByRole('link', { name: '공지사항', exact: true });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(sideMenu(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: '현재 위치' })).toContainText('알림마당');
  });

  test('the student stars 통합검색, finds it on the main page, then removes it again', async ({ page }) => {
    await loginAs(page, student);
    const favourites = page.getByRole('region', { name: '즐겨찾기' });
    await expect(favourites.getByRole('link', { name: '통합검색' })).toHaveCount(0);

    await page.goto('/user/search');
    const addStar = page.getByRole('button', { name: '통합검색 즐겨찾기 추가' });
    await expect(addStar).toHaveText('☆');
    await untilHydrated(addStar);
    await addStar.click();

    const removeStar = page.getByRole('button', { name: '통합검색 즐겨찾기 해제' });
    await expect(removeStar).toHaveText('★');
    await expect(removeStar).toHaveAttribute('aria-pressed', 'true');
    await expect(toastWith(page, '즐겨찾기에 추가했습니다.')).toBeVisible();

    // Stored: the star stays lit after a reload, and the main page lists the page.
    await page.reload();
    await expect(page.getByRole('button', { name: '통합검색 즐겨찾기 해제' })).toHaveText('★');
    await gotoMain(page);
    await expect(favourites.getByRole('link', { name: '통합검색' })).toHaveAttribute('href', '/user/search');

    await page.goto('/user/search');
    const star = page.getByRole('button', { name: '통합검색 즐겨찾기 해제' });
    await untilHydrated(star);
    await star.click();
    await expect(page.getByRole('button', { name: '통합검색 즐겨찾기 추가' })).toHaveText('☆');
    await expect(toastWith(page, '즐겨찾기에서 삭제했습니다.')).toBeVisible();

    await gotoMain(page);
    await expect(favourites).toBeVisible();
    await expect(favourites.getByRole('link', { name: '통합검색' })).toHaveCount(0);
    // The favourite the student had before (공지사항) is untouched.
    await expect(favourites.getByRole('link', { name: '공지사항' })).toBeVisible();
  });

  test.describe('at a phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the side menu stays hidden until the ☰ button is pressed', async ({ page }) => {
      await loginAs(page, student);
      const menu = sideMenu(page);
      const toggle = menuButton(page);

      await expect(toggle).toBeVisible();
      await expect(menu).toBeHidden();

      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: '홈', exact: true })).toBeVisible();
      await menu.getByText('알림마당', { exact: true }).click();
      await menu.getByRole('link', { name: '통합검색', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/user/search');

      // A new page starts with the menu folded again.
      await expect(sideMenu(page)).toBeHidden();
    });

    test('the ☰ button opens and folds the menu from the keyboard', async ({ page }) => {
      await loginAs(page, student);
      await page.goto('/notice');
      const toggle = page.getByRole('checkbox', { name: '메뉴 열기' });
      // From the top of the page: the skip link, then the ☰ button.
      for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Space');
      await expect(sideMenu(page)).toBeVisible();
      await expect(toggle).toBeChecked();
      await page.keyboard.press('Space');
      await expect(sideMenu(page)).toBeHidden();
    });
  });
});
