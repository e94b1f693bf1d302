// Ending a session: the logout button, and a session that expired while the page was open
// (spec section 8: an API call answered with 401 clears the login info and goes back to login).
import { test, expect, loginAs, storedLoginInfo, student, submitLogin, untilHydrated } from './fixtures';

test.describe('session end', () => {
  test('the header logout button ends the session and forgets the login info', async ({ page }) => {
    await loginAs(page, student(18));
    expect(await storedLoginInfo(page)).toMatchObject({ id: 'student18' });

    await page.getByRole('button', { name: '로그아웃' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/masterLogin');
    await expect(page.getByRole('status').filter({ hasText: '로그아웃되었습니다.' })).toBeVisible();
    await expect.poll(() => storedLoginInfo(page)).toBeNull();

    // The session is really gone: a page that needs a login asks for one again.
    await page.goto('/user/mypage');
    await expect(page).toHaveURL((url) => url.pathname === '/masterLogin' && url.searchParams.get('redirectUrl') === '/user/mypage');
  });

  test('when the session cookie is gone, the next island call sends the user to /masterLogin and clears the login info', async ({ page, context }) => {
    await loginAs(page, student(9));
    await page.goto('/user/search');
    const star = page.getByRole('button', { name: '통합검색 즐겨찾기 추가' });
    await untilHydrated(star);
    expect(await storedLoginInfo(page)).toMatchObject({ id: 'student9', userDiv: 'std' });

    // The server-side session ends (here: its cookie disappears); isSso=N stays.
    await context.clearCookies({ name: 'portal_sid' });
    expect((await context.cookies()).map((c) => c.name)).toContain('isSso');

    await star.click();

    await page.waitForURL((url) => url.pathname === '/masterLogin');
    await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
    await expect.poll(() => storedLoginInfo(page)).toBeNull();
    // The page the user was on is kept as the target after logging in again.
    expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBe('/user/search');

    // Logging in again goes back there.
    await submitLogin(page, student(9));
    await page.waitForURL((url) => url.pathname === '/user/search');
    await expect(page.getByRole('button', { name: '통합검색 즐겨찾기 추가' })).toBeVisible();
  });
});
