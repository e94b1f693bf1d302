// A student sets her career goal on her phone: a missing job family is refused under its field,
// then the saved goal brings recommendations with their reasons. Student 64 belongs to this file.
import { test, expect, loginAs, openFromMenu, student, toastWith, untilHydrated, menuButton } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('a student saves her career goal and sees what it recommends, with reasons', async ({ page }) => {
  await loginAs(page, student(64));
  await menuButton(page).click();
  await openFromMenu(page, '진로목표 설정', { group: '진로·취업', path: '/user/futuredesign/careergoalsetup' });
  await expect(page.getByTestId('no-goal')).toBeVisible();
  const form = page.getByTestId('goal-form');
  await untilHydrated(form);
  await form.getByLabel('관심 산업 (쉼표로 구분, 5개까지)').fill('게임, 콘텐츠');
  await form.getByTestId('goal-save').click();
  await expect(form.locator('#goal-jobClsCd-error')).toHaveText('희망 직무를 선택해 주세요.');
  await expect(form.getByLabel('관심 산업 (쉼표로 구분, 5개까지)')).toHaveValue('게임, 콘텐츠');
  await form.getByLabel('희망 직무').selectOption({ label: '예술·디자인·방송·스포츠직' });
  await form.getByLabel('2학년 1학기').fill('UX 디자인 포트폴리오 워크숍 참여');
  await form.getByTestId('goal-save').click();
  await expect(toastWith(page, '진로목표를 저장했습니다.')).toBeVisible();
  const recs = page.getByTestId('goal-recommendations');
  await expect(recs.locator('[data-kind="PROGRAM"]').first()).toContainText('희망 직무 예술·디자인·방송·스포츠직이 중요하게 보는');
  await expect(recs.locator('[data-kind="SUBJECTS"]')).toContainText('창의융합·소통 역량 교과목');
  await expect(page.getByLabel('2학년 1학기')).toHaveValue('UX 디자인 포트폴리오 워크숍 참여');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
