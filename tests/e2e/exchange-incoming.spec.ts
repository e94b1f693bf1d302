// The international office registers an incoming exchange student with the form (a mistake shown
// under its field first), gets her one-time password link and finds her in the term's list.
import { test, expect, loginAs, untilHydrated } from './fixtures';

test('staff register an incoming exchange student and see her in the list of her term', async ({ page }) => {
  const email = `mia.${Date.now().toString(36)}@student.csulb.edu`;
  await loginAs(page, { id: 'staff1', div: 'stf' });
  await page.goto('/stf/exchange');
  await page.getByRole('link', { name: '외국인 교환학생 →' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '외국인 교환학생' })).toBeVisible();
  const form = page.getByTestId('incoming-form');
  await untilHydrated(form.getByLabel('이름'));
  await form.getByLabel('이름').fill('Mia Johnson');
  await form.getByLabel('이메일').fill('mia-at-csulb');
  await form.getByLabel('소속 대학 (협정 대학)').selectOption({ index: 1 });
  await form.getByLabel('학년도').fill('2027');
  await form.getByLabel('학기').selectOption('20');
  await form.getByLabel('수학 학과').selectOption('D4010');
  await form.getByRole('button', { name: '교환학생 등록' }).click();
  await expect(form.getByText('이메일 형식이 올바르지 않습니다.')).toBeVisible();
  await form.getByLabel('이메일').fill(email);
  await form.getByRole('button', { name: '교환학생 등록' }).click();

  const created = page.getByTestId('incoming-created');
  await expect(created).toContainText('Mia Johnson');
  await expect(page.getByTestId('incoming-user-id')).toHaveText(/^ex202720\d{4}$/);
  await expect(page.getByTestId('incoming-link')).toHaveValue(/\/account\/set-password\?token=/);
  await created.getByRole('link', { name: '명단 새로 보기' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /2027학년도 2학기 교환학생/ })).toBeVisible();
  await expect(page.getByTestId('incoming-list')).toContainText('Mia Johnson');
  await expect(page.getByTestId('incoming-list')).toContainText(email);
});
