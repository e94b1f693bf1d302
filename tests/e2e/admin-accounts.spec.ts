// An admin creates an outside user's account in the browser, hands over the one-time link, and the
// new user sets a password through it and logs in; the link does not work a second time.
import { test, expect, DEMO, loginAs, sideMenu, submitLogin } from './fixtures';

test('admin creates an account; its one-time link sets a password that logs in', async ({ page, browser }) => {
  const userId = `e2e${Date.now().toString(36)}`;
  await loginAs(page, DEMO.admin1);
  await sideMenu(page).getByRole('link', { name: '계정 관리', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/adm/accounts');

  const form = page.getByTestId('create-form');
  await form.getByLabel('아이디').fill(userId);
  await form.getByLabel('이름').fill('김협력');
  await form.getByLabel('사용자 구분').selectOption('otsdr');
  await form.getByLabel('사유').fill('진로 멘토링 외부 강사');
  await form.getByRole('button', { name: '계정 만들기' }).click();

  await expect(page.getByTestId('created')).toContainText(`김협력(${userId}) 계정을 만들었습니다`);
  const link = await page.getByTestId('password-link').inputValue();
  expect(link).toMatch(/\/account\/set-password\?token=[A-Za-z0-9_-]{40,}$/);

  // The account is listed and its page shows the audited creation.
  await page.getByLabel('아이디 또는 이름').fill(userId);
  await page.getByRole('button', { name: '조회' }).click();
  await page.getByTestId('accounts').getByRole('link', { name: userId }).click();
  await expect(page.getByTestId('history')).toContainText('계정 생성');
  await expect(page.getByTestId('history')).toContainText('진로 멘토링 외부 강사');

  // The new user, in a browser of their own.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByText(`김협력(${userId}) 님`)).toBeVisible();
  await other.getByLabel('새 비밀번호').fill('password1');
  await other.getByLabel('비밀번호 확인').fill('password1');
  await other.getByRole('button', { name: '비밀번호 설정' }).click();
  await expect(other.getByRole('alert')).toHaveText('너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.');

  await other.getByLabel('새 비밀번호').fill('Mentor-Hanul-5521');
  await other.getByLabel('비밀번호 확인').fill('Mentor-Hanul-5521');
  await other.getByRole('button', { name: '비밀번호 설정' }).click();
  await expect(other.getByTestId('password-done')).toContainText('비밀번호를 설정했습니다');
  await other.getByRole('link', { name: '로그인하러 가기' }).click();
  await submitLogin(other, { id: userId, div: 'otsdr' }, 'Mentor-Hanul-5521');
  await other.waitForURL((url) => url.pathname === '/otsdr');
  await expect(other.locator('header .user-name')).toContainText('김협력');

  await other.goto(link);
  await expect(other.getByTestId('link-invalid')).toBeVisible();
  await context.close();
});
