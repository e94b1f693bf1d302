// Published content as readers see it. A visitor opens the FAQ guide of the demo data (/guide/25),
// whose contacts are a table: its cells have borders, as in the editor (the content styles used to
// load on editor pages only). A content editor publishes a main-page banner with a summary; a
// student sees the summary under the title, and on a phone (390 px) the banner takes the width of
// the screen instead of a narrow card. The editor and the student are fresh accounts.
import { test, expect, loginAs } from './fixtures';
import { newAccount, newStudent } from '../support/factories';
import { png } from '../support/images';

test('a published guide shows its table with borders around every cell, on a phone and on a desktop', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/guide/25');
    const table = page.locator('.post-content table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('cell', { name: '정보전산팀' })).toBeVisible();
    const borders = await table.locator('th, td').evaluateAll((cells) =>
      cells.map((c) => {
        const s = getComputedStyle(c);
        return [s.borderTopStyle, s.borderTopWidth, s.borderLeftStyle, s.borderLeftWidth].join(' ');
      }),
    );
    expect(borders.length).toBeGreaterThan(10);
    for (const b of borders) expect(b, `${width} px`).toBe('solid 1px solid 1px');
  }
});

test('a main-page banner shows the summary the editor wrote, and fills the width of a phone', async ({ page, browser, baseURL }) => {
  // Two fresh accounts, an upload and a publication before the main page is read.
  test.setTimeout(120_000);
  const editor = await newAccount(baseURL!, 'stf', { roles: ['CONTENT_EDITOR'] });
  await loginAs(page, { id: editor.userId, div: 'stf' }, { password: editor.password });
  const headers = { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' };
  const up = await page.request.post('/api/files/upload', { headers, multipart: { file: { name: 'camp.png', mimeType: 'image/png', buffer: Buffer.from(png(320, 140)) } } });
  const upBody = await up.json();
  expect(up.status(), upBody.message).toBe(200);
  const title = `겨울방학 진로 캠프 ${Date.now().toString(36)}`;
  const summary = '12월 28일까지 신청하면 2박 3일 캠프에 무료로 참가할 수 있습니다.';
  const res = await page.request.post('/api/v1/content/banners', {
    headers,
    data: { placement: 'BANNER', title, summary, linkUrl: '/user/futuredesign/careerAct', imageFileId: upBody.data.files[0].fileId, imageAlt: '진로 캠프 포스터', startDt: '2026-11-20', endDt: '2026-12-31', sortOrd: 0, action: 'publish' },
  });
  expect(res.status(), (await res.json()).message).toBe(200);

  const student = await newStudent(baseURL!);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await loginAs(phone, { id: student.userId, div: 'std' }, { password: student.password });
  const strip = phone.getByTestId('main-banners');
  const banner = strip.locator('li').filter({ hasText: title });
  await expect(banner).toContainText(summary);
  await expect(banner.getByTestId('banner-summary')).toBeVisible();
  await expect(banner.getByRole('img', { name: '진로 캠프 포스터' })).toBeVisible();
  // As wide as the strip (the content column), not a card of 85 % with empty space beside it.
  const [stripWidth, cardWidth] = await Promise.all([strip.locator('ul').evaluate((el) => el.clientWidth), banner.locator('.banner-card').evaluate((el) => el.getBoundingClientRect().width)]);
  const others = await strip.locator('li').count();
  expect(cardWidth / stripWidth).toBeGreaterThanOrEqual(others > 1 ? 0.88 : 0.99);
  await context.close();
});
