// The personal calendar settings page on a phone (390 px): a fresh student finds it in her my page
// menu, makes her address (shown with a copy button and a webcal link), reads it back without a
// session, then makes a new one: the old address answers 404 and the new one works. The page passes
// axe at 390 and 1280 px.
import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect, loginAs, untilHydrated, toastWith } from './fixtures';
import { newStudent } from '../support/factories';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test('a student makes her calendar address, copies it and resets it on a phone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const student = await newStudent(baseURL!);
  await loginAs(page, { id: student.userId, div: 'std' }, { password: student.password });
  await page.goto('/user/mypage/calendar');
  await expect(page.getByRole('heading', { level: 1, name: '내 캘린더 구독' })).toBeVisible();
  await expect(page.locator('a[href="/user/mypage/calendar"]').first()).toBeAttached();
  await expect(page.getByText('설정 > 캘린더 > 계정 > 계정 추가 > 기타 > 구독 캘린더 추가')).toBeVisible();
  await expect(page.getByText('URL로 추가', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '캘린더에 들어가는 일정' })).toBeVisible();

  const feed = page.getByTestId('calendar-feed');
  await expect(feed.getByTestId('calendar-feed-status')).toHaveText('사용 중인 구독 주소가 없습니다.');
  await untilHydrated(feed.getByTestId('calendar-feed-issue'));
  await feed.getByTestId('calendar-feed-issue').click();
  const field = feed.getByTestId('calendar-feed-url');
  await expect(field).toBeVisible();
  const first = await field.inputValue();
  expect(first).toMatch(/\/api\/v1\/mypage\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(feed.getByTestId('calendar-feed-webcal')).toHaveAttribute('href', first.replace(/^https?:/, 'webcal:'));
  await expect(feed.getByTestId('calendar-feed-status')).toContainText(`사용 중인 주소: ${first.split('/feed/')[1].slice(0, 6)}`);
  await feed.getByTestId('calendar-feed-copy').click();
  await expect(toastWith(page, /주소를 복사했습니다|직접 복사해 주세요/)).toBeVisible();

  const anonymous = await playwrightRequest.newContext({ baseURL });
  const res = await anonymous.get(first);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('private');
  expect(await res.text()).toContain('BEGIN:VCALENDAR');

  await page.screenshot({ path: test.info().outputPath('calendar-390.png'), fullPage: true });
  const phone = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(phone.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Reset: a new address, the old one dead at once.
  await feed.getByTestId('calendar-feed-issue').click();
  await page.getByRole('dialog').getByRole('button', { name: '새 주소 만들기' }).click();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect(second).toMatch(/\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  expect((await anonymous.get(first)).status()).toBe(404);
  expect((await anonymous.get(second)).status()).toBe(200);

  // After a reload the address is no longer shown, only which one is live.
  await page.reload();
  await expect(feed.getByTestId('calendar-feed-url')).toHaveCount(0);
  await expect(feed.getByTestId('calendar-feed-status')).toContainText(`사용 중인 주소: ${second.split('/feed/')[1].slice(0, 6)}`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('calendar-1280.png'), fullPage: true });
  const desktop = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(desktop.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Revoked: the address stops answering.
  await untilHydrated(feed.getByTestId('calendar-feed-revoke'));
  await feed.getByTestId('calendar-feed-revoke').click();
  await page.getByRole('dialog').getByRole('button', { name: '해지' }).click();
  await expect(feed.getByTestId('calendar-feed-status')).toHaveText('사용 중인 구독 주소가 없습니다.');
  expect((await anonymous.get(second)).status()).toBe(404);
  await anonymous.dispose();
});
