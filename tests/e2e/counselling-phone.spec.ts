// Booking on a phone: every date of the time picker is on screen at 390 px (no row that scrolls
// without a cue) and each date button is a touch target of at least 44 px. Only looks; books nothing.
import { test, expect, loginAs, student, untilHydrated } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('all booking dates are reachable and large enough to touch at 390 px', async ({ page }) => {
  await loginAs(page, student(40));
  await page.goto('/user/colglife/generalcnsl/careercnsl');
  const form = page.getByTestId('apply-form');
  const dates = form.locator('.slot-dates label');
  // The form (below the guide and the consent text) loads its code and the open times when she
  // scrolls to it.
  await untilHydrated(form);
  await expect(dates.first()).toBeVisible();
  const count = await dates.count();
  expect(count).toBeGreaterThan(4);
  for (let i = 0; i < count; i++) {
    const box = (await dates.nth(i).boundingBox())!;
    expect(box.x, `date ${i}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `date ${i}`).toBeLessThanOrEqual(390);
    expect(box.height, `date ${i}`).toBeGreaterThanOrEqual(44);
    expect(box.width, `date ${i}`).toBeGreaterThanOrEqual(44);
  }
  // The last date is chosen with a plain tap, and its times appear.
  await dates.last().click();
  await expect(form.locator('.slot-dates input:checked')).toHaveCount(1);
  expect(await form.locator('.slot-dates input').last().isChecked()).toBe(true);
  await expect(form.locator('.slot-times label').first()).toBeVisible();
});
