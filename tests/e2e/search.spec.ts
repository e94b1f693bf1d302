// Search on a phone: a fresh student opens 통합검색 at 390 px, types the initial consonants ㅈㅎㄱ,
// sees 장학금 results each named by its area, follows the scholarship notice to its page, and on
// coming back to the empty box finds her search among her recent ones and removes it. The page ships
// no script of its own (a GET form, small POST forms) and has no accessibility violation at 390 and 1280 px.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, loginAs } from './fixtures';
import { newStudent } from '../support/factories';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test.use({ viewport: { width: 390, height: 844 } });

async function axeViolations(page: import('@playwright/test').Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('ㅈㅎㄱ finds the scholarship notice on a phone, named by its area, and she follows it', async ({ page, baseURL }) => {
  const student = await newStudent(baseURL!);
  await loginAs(page, { id: student.userId, div: 'std' }, { password: student.password });
  await page.goto('/user/search');
  await expect(page.getByTestId('recent-searches')).toContainText('최근 검색어가 없습니다.');

  const box = page.getByRole('searchbox', { name: '검색어' });
  const boxAt = (await box.boundingBox())!;
  expect(boxAt.x).toBeGreaterThanOrEqual(0);
  expect(boxAt.x + boxAt.width).toBeLessThanOrEqual(390);
  await box.fill('ㅈㅎㄱ');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/search\?q=/);

  await expect(page.getByTestId('search-summary')).toContainText("'ㅈㅎㄱ' 검색 결과");
  const notice = page.getByTestId('search-result').filter({ hasText: '국가장학금 2차 신청 결과 확인 안내' });
  await expect(notice.getByTestId('result-area')).toHaveText('공지사항');
  const schol = page.getByTestId('search-result').filter({ has: page.locator('[data-testid="result-area"]', { hasText: '장학금' }) });
  await expect(schol.first()).toBeVisible();
  // Nothing runs off the screen: no row wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('search-390.png'), fullPage: true });

  await notice.getByRole('link').click();
  await expect(page).toHaveURL(/\/notice\/\d+$/);
  await expect(page.getByRole('heading', { name: '국가장학금 2차 신청 결과 확인 안내' })).toBeVisible();

  await page.goto('/user/search');
  const recent = page.getByTestId('recent-item');
  await expect(recent).toHaveCount(1);
  await expect(recent).toContainText('ㅈㅎㄱ');
  await recent.getByRole('button', { name: '최근 검색어 ㅈㅎㄱ 지우기' }).click();
  await expect(page.getByTestId('recent-searches')).toContainText('최근 검색어가 없습니다.');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/user/search?q=${encodeURIComponent('창엽')}`);
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('search-1280.png'), fullPage: true });
});

test('a visitor who is not logged in searches public notices on a phone, and nothing of hers is kept', async ({ page }) => {
  await page.goto('/user/search');
  await expect(page.getByRole('searchbox', { name: '검색어' })).toBeVisible();
  await expect(page.getByTestId('recent-searches')).toHaveCount(0);
  await expect(page.getByTestId('search-login-hint')).toContainText('로그인하면');
  await page.getByRole('searchbox', { name: '검색어' }).fill('ㅈㅎㄱ');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const areas = page.getByTestId('result-area');
  await expect(areas.first()).toBeVisible();
  // Notices only: programmes, scholarships and subjects are for students.
  expect(new Set(await areas.allTextContents())).toEqual(new Set(['공지사항']));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('search-visitor-390.png'), fullPage: true });
});
