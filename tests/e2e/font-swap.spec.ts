// Pretendard arrives after the first paint (font-display: swap, one file per subset): until then the
// text is set in fallback faces with Pretendard's metrics, so a visitor reading a notice, a guide or the
// main page on a phone sees nothing move when the subsets come in, one by one, in any order.
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 412, height: 823 } });

/** Holds every font file back: the first subset (preloaded) briefly, the others longer and unevenly. */
async function lateFonts(page: Page) {
  let n = 0;
  await page.route(/\.woff2$/, async (route) => {
    const first = route.request().url().includes('subset.91');
    await new Promise((r) => setTimeout(r, first ? 200 : 600 + (n++ % 5) * 150));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Page text in Pretendard once loaded, and the layout shifts seen on the way. */
async function readWhileFontsArrive(page: Page, path: string) {
  await lateFonts(page);
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  return page.evaluate(() => ({
    shift: (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
    subsets: [...document.fonts].filter((f) => f.family === 'Pretendard Variable' && f.status === 'loaded').length,
    pretendard: document.fonts.check('16px "Pretendard Variable"', '공지사항'),
  }));
}

test('a notice keeps its place while the font subsets come in', async ({ page }) => {
  await page.goto('/notice');
  const href = await page.locator('a[href^="/notice/"]').first().getAttribute('href');
  const seen = await readWhileFontsArrive(page, href!);
  // The notice's text needs several subsets, and they did arrive and are used.
  expect(seen.subsets).toBeGreaterThan(2);
  expect(seen.pretendard).toBe(true);
  // Before the fallback faces the swap moved the notice body and everything below it (0.14 to 0.26).
  expect(seen.shift).toBeLessThan(0.01);
  await expect(page.locator('article h2')).toBeVisible();
});

test('the main page and a guide keep their place too', async ({ page, context }) => {
  await page.goto('/guide');
  const guide = (await page.locator('a[href^="/guide/"]').first().getAttribute('href'))!;
  for (const path of ['/user/main', guide]) {
    const fresh = await context.newPage();
    const seen = await readWhileFontsArrive(fresh, path);
    expect(seen.subsets, path).toBeGreaterThan(0);
    expect(seen.pretendard, path).toBe(true);
    expect(seen.shift, path).toBeLessThan(0.01);
    await fresh.close();
  }
});
