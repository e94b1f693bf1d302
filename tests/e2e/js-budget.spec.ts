// JavaScript byte budgets (gzip), measured in the browser the way a phone downloads them: the
// layout's own script must stay small, so a page without islands of its own costs a few kilobytes,
// and pages with React islands stay under a ceiling. Bytes, not timings, so the check is stable.
import { gzipSync } from 'node:zlib';
import { test, expect, loginAs, dismissSysPopups, DEMO } from './fixtures';
import type { Page } from '@playwright/test';

/** Pages whose content has no island: only the layout's script. */
const LAYOUT_ONLY_KB = 20;
/** Any page, islands included. */
const ANY_PAGE_KB = 130;

async function scriptKb(page: Page, path: string) {
  const sizes: Promise<number>[] = [];
  const onResponse = (res: import('@playwright/test').Response) => {
    if (res.request().resourceType() === 'script') sizes.push(res.body().then((b) => gzipSync(b).length).catch(() => 0));
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'load' });
  if (path === '/user/main') await dismissSysPopups(page);
  // Islands on client:idle / client:visible load after the load event.
  await page.waitForTimeout(1000);
  page.off('response', onResponse);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024;
}

test('a visitor downloads only a small script on the public pages', async ({ page }) => {
  for (const path of ['/user/main', '/notice', '/guide']) expect(await scriptKb(page, path), path).toBeLessThan(LAYOUT_ONLY_KB);
});

test('logged-in pages without islands of their own stay small, and every page stays under the ceiling', async ({ page }) => {
  await loginAs(page, DEMO.student1);
  for (const path of ['/user/main', '/notice', '/user/learnact/abilitymng/intro', '/user/futuredesign/careerAct', '/user/futuredesign/crrcerti', '/user/mypage/ebadge/state', '/user/futuredesign/ecpguide', '/user/careerinfo/recrtfair_list', '/user/careerinfo/parttimejob', '/user/employrefer', '/user/employrefer/online', '/user/mypage/graduated'])
    expect(await scriptKb(page, path), path).toBeLessThan(LAYOUT_ONLY_KB);
  for (const path of ['/user/mypage', '/messages', '/user/learnact/mytimetbl', '/user/futuredesign/careerAct/detail/1', '/user/colglife/generalcnsl/careercnsl', '/user/futuredesign/outecp', '/user/futuredesign/servecerti', '/user/mypage/ebadge', '/user/careerinfo/recrtfair', '/user/careerinfo/recrtfair/detail/1', '/user/careerinfo/parttimejob/detail/1', '/user/employrefer/careertest', '/user/employrefer/careertest?take=1', '/user/employrefer/jasoseol/1'])
    expect(await scriptKb(page, path), path).toBeLessThan(ANY_PAGE_KB);
});
