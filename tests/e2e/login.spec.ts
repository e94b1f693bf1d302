// Master login: every user type lands on its own home page with its own menu; wrong passwords and
// pages that need a login behave as a user expects.
import { test, expect, DEMO, HOME_PAGE, loginAs, submitLogin, storedLoginInfo, sideMenu, student, loginForm } from './fixtures';

/** A menu entry each user type's side menu has, and the group it sits in (null: top level). */
const MENU_ENTRY: Record<keyof typeof DEMO, { group: string | null; link: string }> = {
  student1: { group: '마이페이지', link: '메시지함' },
  prof1: { group: '알림마당', link: '메시지함' },
  staff1: { group: null, link: '메시지 발송' },
  cnslr1: { group: '알림마당', link: '메시지함' },
  outsider1: { group: '알림마당', link: '메시지함' },
  admin1: { group: null, link: '감사 로그' },
};

test.describe('master login', () => {
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    const account = DEMO[key];
    test(`${account.id} (${account.div}) logs in and lands on ${HOME_PAGE[account.div]} with their name and menu`, async ({ page }) => {
      await loginAs(page, account);

      await expect(page).toHaveURL((url) => url.pathname === HOME_PAGE[account.div]);
      await expect(page.locator('header .user-name')).toContainText(account.name);
      await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

      const menu = sideMenu(page);
      await expect(menu.getByRole('link', { name: '홈', exact: true })).toHaveAttribute('aria-current', 'page');
      const entry = MENU_ENTRY[key];
      if (entry.group) await menu.getByText(entry.group, { exact: true }).click();
      await expect(menu.getByRole('link', { name: entry.link, exact: true })).toBeVisible();
      // Every type also reaches its inbox from the menu (staff and admins through 알림마당).
      if (!entry.group) await menu.getByText('알림마당', { exact: true }).click();
      await expect(menu.getByRole('link', { name: '메시지함', exact: true }).first()).toBeVisible();

      const info = await storedLoginInfo(page);
      expect(info).toMatchObject({ id: account.id, userDiv: account.div, name: account.name });
    });
  }

  test('a wrong password shows the Korean error and stays on the login page', async ({ page }) => {
    await page.goto('/masterLogin');
    await submitLogin(page, student(13), 'wrong-password!');

    await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.');
    await expect(page).toHaveURL((url) => url.pathname === '/masterLogin');
    expect(await storedLoginInfo(page)).toBeNull();
    await expect(loginForm(page).password).toHaveValue('wrong-password!');
  });

  test('a logged-out visit to /user/mypage asks for a login and then opens /user/mypage', async ({ page }) => {
    await page.goto('/user/mypage');

    await expect(page).toHaveURL((url) => url.pathname === '/masterLogin' && url.searchParams.get('redirectUrl') === '/user/mypage');
    await expect(page.getByText('로그인이 필요한 페이지입니다.')).toBeVisible();

    await submitLogin(page, student(14));
    await page.waitForURL((url) => url.pathname === '/user/mypage');
    await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
    await expect(page.getByTestId('student-record')).toContainText('student14');
  });

  test('a professor opening the student my page is sent to /unauthorized', async ({ page }) => {
    await loginAs(page, DEMO.prof1);
    await page.goto('/user/mypage');

    await expect(page).toHaveURL((url) => url.pathname === '/unauthorized');
    await expect(page.getByRole('heading', { level: 1, name: '접근 권한 없음' })).toBeVisible();
    await expect(page.getByText('이 페이지를 볼 수 있는 권한이 없습니다.')).toBeVisible();
  });
});
