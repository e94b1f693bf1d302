import { chromium } from 'playwright-core';
const [,, base, who, div, ...paths] = process.argv;
const exe = process.env.CHROME;
const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox'] });
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await ctx.newPage();
  if (who !== '-') {
    await page.goto(base + '/masterLogin');
    await page.fill('#login-id', who); await page.fill('#login-pw', 'portal1234!');
    await page.selectOption('#login-div', div).catch(() => {});
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  }
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'load' });
    await page.waitForTimeout(800);
    const name = `/tmp/shots/${who}-${p.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
