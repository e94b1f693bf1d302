// 우수 포트폴리오 in the browser. A fresh student adds an award, saves her résumé as a named version
// with a self-introduction, and publishes it without her name; the programme admin (staff2) selects
// it on 우수 포트폴리오 선정; another student, on her phone, opens 우수 포트폴리오 from the menu, finds
// it under the masked name, and reads the award and the introduction.
import { test, expect, loginAs, openFromMenu, toastWith, untilHydrated, menuButton } from './fixtures';
import { newStudent } from '../support/factories';
import type { Browser, Page } from '@playwright/test';

async function openAs(browser: Browser, baseURL: string | undefined, account: { id: string; div: 'std' | 'stf' }, opts: { password?: string; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: opts.width ?? 1280, height: opts.width ? 844 : 900 } });
  const page = await context.newPage();
  await loginAs(page, account, { password: opts.password });
  return page;
}

test('a student publishes a résumé version; staff select it; another student reads it on her phone', async ({ browser, baseURL }) => {
  const author = await newStudent(baseURL!);
  const reader = await newStudent(baseURL!);
  const stamp = Date.now() % 100000;
  const award = `캡스톤 디자인 경진대회 금상 ${stamp}`;
  const title = `서비스 기획 지원용 ${stamp}`;

  const page = await openAs(browser, baseURL, { id: author.userId, div: 'std' }, { password: author.password });
  const added = await page.request.post('/api/v1/portfolio/entries', { data: { kind: 'AWARD', title: award, issuer: '공과대학', acquiredDt: '2026-06-10' }, headers: { origin: baseURL! } });
  expect(added.status()).toBe(200);
  await openFromMenu(page, '이력서·포트폴리오', { group: '포트폴리오', path: '/user/portfolio/myResume' });
  const version = page.getByTestId('resume-version');
  await version.scrollIntoViewIfNeeded();
  await untilHydrated(version.getByTestId('resume-save-new'));
  // Nothing typed: the name is asked for next to its field, nothing is saved.
  await version.getByTestId('resume-save-new').click();
  await expect(version.locator('#rv-title-error')).toBeVisible();
  await version.getByLabel('이력서 이름').fill(title);
  await version.getByLabel('자기소개').fill('사용자 인터뷰로 문제를 찾고, 작은 실험으로 답을 확인하는 기획자가 되겠습니다.');
  await expect(version.getByText(/\d+ \/ 2,000자/)).toBeVisible();
  await version.getByTestId('resume-save-new').click();
  await expect(page).toHaveURL(/resumeId=\d+/);
  await expect(toastWith(page, '이력서를 저장했습니다.')).toBeVisible();
  await expect(page.getByTestId('resume-versions')).toContainText(title);
  await expect(page.getByTestId('resume-intro')).toContainText('작은 실험으로 답을 확인하는 기획자');
  const publish = page.getByTestId('resume-publish');
  await publish.scrollIntoViewIfNeeded();
  await untilHydrated(publish);
  await publish.click();
  await expect(toastWith(page, /우수 포트폴리오 후보로 게시했습니다/)).toBeVisible();
  await expect(page.getByTestId('resume-showcase')).toContainText('선정 대기');

  const staff = await openAs(browser, baseURL, { id: 'staff2', div: 'stf' });
  await openFromMenu(staff, '우수 포트폴리오 선정', { group: '진로활동 관리', path: '/stf/portfolio/showcases' });
  const row = staff.locator('tr', { hasText: title });
  await expect(row).toContainText(author.korNm);
  const select = row.getByRole('button', { name: `${title} 선정` });
  await select.scrollIntoViewIfNeeded();
  await untilHydrated(select);
  await select.click();
  await expect(toastWith(staff, '우수 포트폴리오로 선정했습니다.')).toBeVisible();
  await expect(staff.locator('tr', { hasText: title })).toContainText('우수 포트폴리오 선정');

  const phone = await openAs(browser, baseURL, { id: reader.userId, div: 'std' }, { password: reader.password, width: 390 });
  await menuButton(phone).click();
  await openFromMenu(phone, '우수 포트폴리오', { group: '포트폴리오', path: '/user/portfolio/bestPortfolio' });
  const masked = author.korNm[0] + '*'.repeat(author.korNm.length - 1);
  const card = phone.getByTestId('best-list').getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText(masked);
  await expect(phone.getByTestId('best-list')).not.toContainText(author.korNm);
  await card.click();
  await expect(phone.getByTestId('showcase')).toContainText(award);
  await expect(phone.getByTestId('showcase')).toContainText('작은 실험으로 답을 확인하는 기획자');
  // Nothing runs off the side of the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
