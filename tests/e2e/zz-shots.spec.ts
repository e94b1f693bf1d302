import { test, loginAs } from './fixtures';
test('shots', async ({ page }) => {
  await loginAs(page, { id: 'student1', div: 'std' });
  for (const [w, h] of [[390, 844], [1280, 900]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/user/careerinfo/recrtfair');
    await page.screenshot({ path: `/tmp/shots/fair-home-${w}.png`, fullPage: true });
    await page.goto('/user/careerinfo/recrtfair/detail/1');
    await page.screenshot({ path: `/tmp/shots/fair-detail-${w}.png`, fullPage: true });
  }
});
