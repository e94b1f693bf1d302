// Digital badges in the browser. The programme admin (staff2) finds a fresh student by name on
// 디지털 배지 관리 and gives her the 학생지원 서포터즈 badge with a reason; the student, on her phone,
// opens 디지털 배지 from the menu, sees the badge with its reason and opens its verification page,
// which anyone can read without a login and which says the badge is valid. She then hides it.
import { test, expect, loginAs, openFromMenu, toastWith, untilHydrated, menuButton } from './fixtures';
import { newStudent } from '../support/factories';
import type { Browser, Page } from '@playwright/test';

async function openAs(browser: Browser, baseURL: string | undefined, account: { id: string; div: 'std' | 'stf' }, opts: { password?: string; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: opts.width ?? 1280, height: opts.width ? 844 : 900 } });
  const page = await context.newPage();
  await loginAs(page, account, { password: opts.password });
  return page;
}

test('staff give a student a badge; she sees it on her phone and opens its public verification page', async ({ browser, baseURL }) => {
  const student = await newStudent(baseURL!);

  // 디지털 배지 관리: open the hand-issued badge and give it to the student found by name.
  const staff = await openAs(browser, baseURL, { id: 'staff2', div: 'stf' });
  await openFromMenu(staff, '디지털 배지 관리', { group: '진로활동 관리', path: '/stf/badges' });
  await expect(staff.getByTestId('staff-badges')).toContainText('학생지원 서포터즈');
  await staff.getByRole('link', { name: '학생지원 서포터즈' }).click();
  await staff.waitForURL(/\/stf\/badges\/\d+$/);
  const issue = staff.getByTestId('issue-form');
  await untilHydrated(issue.getByRole('button', { name: '검색' }));
  await issue.getByLabel('학생 찾기 (학번 또는 이름)').fill(student.userId);
  await issue.getByRole('button', { name: '검색' }).click();
  await issue.getByRole('button', { name: new RegExp(student.korNm) }).click();
  await expect(issue.getByLabel('학번', { exact: true })).toHaveValue(student.userId);
  await issue.getByLabel('수여 사유').fill('신입생 오리엔테이션 안내 도우미');
  await issue.getByRole('button', { name: '수여' }).click();
  await expect(toastWith(staff, '배지를 수여했습니다.')).toBeVisible();
  await expect(staff.getByTestId('awards')).toContainText(student.korNm);

  // The student opens 디지털 배지 from the menu on her phone.
  const phone = await openAs(browser, baseURL, { id: student.userId, div: 'std' }, { password: student.password, width: 390 });
  await menuButton(phone).click();
  await openFromMenu(phone, '디지털 배지', { group: '마이페이지', path: '/user/mypage/ebadge' });
  const card = phone.getByTestId('badge').filter({ hasText: '학생지원 서포터즈' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('신입생 오리엔테이션 안내 도우미');
  await expect(card.getByTestId('badge-status')).toHaveText('유효');
  await expect(card.getByRole('img', { name: '학생지원 서포터즈 배지 이미지' })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const verifyPath = await card.getByTestId('verify-link').getAttribute('href');
  expect(verifyPath).toMatch(/^\/verify\/badge\/[A-Z2-7]{16}$/);

  // Anyone with the link reads the verification page without logging in.
  const anon = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const visitor = await anon.newPage();
  await visitor.goto(verifyPath!);
  await expect(visitor.getByTestId('verdict')).toHaveText('유효한 배지입니다.');
  await expect(visitor.getByTestId('holder')).toHaveText(student.korNm);
  await expect(visitor.getByTestId('badge-name')).toHaveText('학생지원 서포터즈');
  await expect(visitor.getByText(student.userId)).toHaveCount(0);

  // She hides it from her public pages; the link keeps answering.
  const toggle = card.getByTestId('hide-toggle');
  await untilHydrated(toggle);
  await toggle.click();
  await expect(toastWith(phone, '배지를 숨겼습니다.')).toBeVisible();
  await expect(phone.getByTestId('badge').filter({ hasText: '학생지원 서포터즈' })).toContainText('숨김');
  await visitor.reload();
  await expect(visitor.getByTestId('verdict')).toHaveText('유효한 배지입니다.');
});
