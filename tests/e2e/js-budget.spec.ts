// JavaScript byte budgets (gzip), measured in the browser the way a phone downloads them: every
// script response of the page after the load event and the idle and visible islands' hydration.
// Bytes, not timings, so the check is stable (issue 10):
//   - anonymous content and public pages: at most 5 KB, none at all on the public portfolio pages;
//   - logged-in pages without an island of their own: at most 65 KB;
//   - pages with islands: at most 80 KB.
// Islands that hydrate on interaction (client:interaction) download their code when the reader
// reaches for them; a test below checks that such a form still works for a reader who types at once.
import { gzipSync } from 'node:zlib';
import { test, expect, loginAs, dismissSysPopups, toastWith, student, DEMO, type UserDiv } from './fixtures';
import type { Page, Response } from '@playwright/test';

const PUBLIC_KB = 5;
const NO_ISLAND_KB = 65;
const ISLAND_KB = 80;

interface Measured {
  kb: number;
  scripts: string[];
}

async function scriptKb(page: Page, path: string): Promise<Measured> {
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    sizes.push(res.body().then((b) => ({ url: new URL(res.url()).pathname, bytes: gzipSync(b).length })).catch(() => ({ url: res.url(), bytes: 0 })));
  };
  page.on('response', onResponse);
  const res = await page.goto(path, { waitUntil: 'load' });
  expect(res?.status(), path).toBe(200);
  if (path === '/user/main') await dismissSysPopups(page);
  // Islands on client:idle / client:visible load after the load event.
  await page.waitForTimeout(1500);
  page.off('response', onResponse);
  const all = await Promise.all(sizes);
  return { kb: all.reduce((a, b) => a + b.bytes, 0) / 1024, scripts: all.map((s) => `${s.url} ${(s.bytes / 1024).toFixed(1)} KB`) };
}

async function expectUnder(page: Page, path: string, budgetKb: number) {
  const { kb, scripts } = await scriptKb(page, path);
  expect(kb, `${path}: ${kb.toFixed(1)} KB gzip > ${budgetKb} KB\n  ${scripts.join('\n  ')}`).toBeLessThanOrEqual(budgetKb);
}

/** Content and public pages as a visitor sees them. */
const PUBLIC_PAGES = ['/user/main', '/notice', '/notice/5', '/guide'];

// Every page with islands is within 80 KB. The last ones over it (held at their figure measured when
// the budget came in, 85–156 KB) came under it when their forms moved to client:interaction and their
// charts and calendar to scripts without React (decision 042, later change): most now download the
// layout's 10.2 KB until the reader reaches for a form; the portfolio analysis and the survey results
// 75 KB with Chart.js, the recruiting calendar 69 KB with FullCalendar.

const LAYOUT = NO_ISLAND_KB;
const ISLANDS = ISLAND_KB;

/** Logged-in pages per user type, each with its budget in KB. */
const LOGGED_IN: { account: { id: string; div: UserDiv }; pages: [string, number][] }[] = [
  {
    account: DEMO.student1,
    pages: [
      // Layout only.
      ['/user/main', LAYOUT],
      ['/notice', LAYOUT],
      ['/guide', LAYOUT],
      ['/user/learnact/abilitymng/intro', LAYOUT],
      ['/user/learnact/majormap', LAYOUT],
      ['/user/futuredesign/careerAct', LAYOUT],
      ['/user/futuredesign/crrcerti', LAYOUT],
      ['/user/futuredesign/ecpguide', LAYOUT],
      ['/user/careerinfo/recrtfair_list', LAYOUT],
      ['/user/careerinfo/parttimejob', LAYOUT],
      ['/user/careerinfo/startupsupp', LAYOUT],
      ['/user/employrefer', LAYOUT],
      ['/user/employrefer/online', LAYOUT],
      ['/user/mypage/ebadge/state', LAYOUT],
      ['/user/mypage/graduated', LAYOUT],
      ['/user/portfolio/bestPortfolio', LAYOUT],
      ['/user/colglife/scholamt/state', LAYOUT],
      ['/user/colglife/club', LAYOUT],
      ['/user/colglife/exchgStd', LAYOUT],
      ['/user/diag/surveyRsch', LAYOUT],
      ['/user/mentoring/senior', LAYOUT],
      ['/user/colglife/generalcnsl/state', LAYOUT],
      ['/user/colglife/psychcnsl/applystate', LAYOUT],
      ['/user/careerdevelop', LAYOUT],
      // With islands: the main pages of the areas.
      ['/user/mypage', ISLANDS],
      ['/messages', ISLANDS],
      ['/user/learnact/grdtsmlt', ISLANDS],
      ['/user/learnact/majorexplore', ISLANDS],
      ['/user/futuredesign/careerAct/detail/1', ISLANDS],
      ['/user/futuredesign/myecp', ISLANDS],
      ['/user/careerinfo/cmmnrecrt', ISLANDS],
      ['/user/careerinfo/recrtfair', ISLANDS],
      ['/user/careerinfo/recrtfair/detail/1', ISLANDS],
      ['/user/careerinfo/parttimejob/detail/1', ISLANDS],
      ['/user/mypage/ebadge', ISLANDS],
      ['/user/mypage/calendar', ISLANDS],
      ['/user/employrefer/careertest', ISLANDS],
      ['/user/colglife/scholamt', ISLANDS],
      ['/user/learnact/mytimetbl', ISLANDS],
      ['/user/learnact/learnplan/currircmd', ISLANDS],
      ['/user/futuredesign/careergoalsetup', ISLANDS],
      ['/user/portfolio/myHistory', ISLANDS],
      ['/user/portfolio/myResume', ISLANDS],
      ['/user/portfolio/analyze', ISLANDS],
      ['/user/mentoring/junior', ISLANDS],
      ['/user/colglife/generalcnsl/careercnsl', ISLANDS],
      ['/user/careerinfo/recrtcalendar', ISLANDS],
      ['/user/employrefer/jasoseol/1', ISLANDS],
    ],
  },
  {
    // The programme admin (every programme, reviews, badges, mentoring) and the academic office.
    account: { id: 'staff2', div: 'stf' },
    pages: [
      ['/stf', LAYOUT],
      ['/stf/career', LAYOUT],
      ['/stf/extact', LAYOUT],
      ['/stf/learning/subjects', LAYOUT],
      ['/stf/badges', ISLANDS],
      ['/stf/mentoring', ISLANDS],
    ],
  },
  {
    // Recruiting, surveys, clubs and exchange.
    account: { id: 'staff1', div: 'stf' },
    pages: [
      ['/stf/recruiting/postings', LAYOUT],
      ['/stf/surveys', LAYOUT],
      ['/stf/clubs', ISLANDS],
      ['/stf/exchange', ISLANDS],
      ['/stf/recruiting/wages', ISLANDS],
      ['/stf/exchange/incoming', ISLANDS],
      ['/stf/surveys/1/results', ISLANDS],
    ],
  },
  { account: { id: 'staff5', div: 'stf' }, pages: [['/stf/scholarships', LAYOUT]] },
  { account: DEMO.cnslr1, pages: [['/cnslr', LAYOUT], ['/cnslr/applications', LAYOUT], ['/cnslr/schedule', ISLANDS]] },
  { account: DEMO.prof1, pages: [['/prof', ISLANDS], ['/prof/advisees', ISLANDS]] },
  { account: DEMO.admin1, pages: [['/adm', LAYOUT], ['/adm/accounts', LAYOUT], ['/adm/menus', ISLANDS]] },
];

test('a visitor downloads at most a few kilobytes of script on content and public pages', async ({ page }) => {
  for (const path of PUBLIC_PAGES) await expectUnder(page, path, PUBLIC_KB);
});

test('the public portfolio pages a share link opens run no script at all', async ({ page, browser, baseURL }) => {
  await loginAs(page, DEMO.student1);
  const urls: string[] = [];
  for (const kind of ['PUBLIC', 'PARENT']) {
    const res = await page.request.post('/api/v1/portfolio/shares', {
      data: { kind, days: 7, sections: ['PROGRAMS', 'LEARNING', 'SCHOLARSHIPS', 'BADGES'] },
      headers: { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.status(), kind).toBe(200);
    const link = new URL((await res.json()).data.url);
    urls.push(link.pathname + link.search);
  }
  expect(urls.map((u) => u.split('?')[0])).toEqual(['/portfolio/info', '/parent/portfolio/info']);
  // Opened from another phone, without a login.
  const visitor = await browser.newPage();
  try {
    for (const url of urls) {
      const { kb, scripts } = await scriptKb(visitor, url);
      expect(kb, `${url}\n  ${scripts.join('\n  ')}`).toBe(0);
      await expect(visitor.getByRole('heading').first()).toBeVisible();
    }
  } finally {
    await visitor.close();
  }
});

for (const { account, pages } of LOGGED_IN) {
  test(`${account.id}: pages without islands stay under ${NO_ISLAND_KB} KB, pages with islands under ${ISLAND_KB} KB or their recorded figure`, async ({ page }) => {
    test.setTimeout(pages.length * 5000 + 30_000);
    await loginAs(page, account);
    for (const [path, budget] of pages) await expectUnder(page, path, budget);
  });
}

test('a form that loads its code on interaction keeps what was typed before the code arrived', async ({ page }) => {
  await loginAs(page, student(15));
  const islandCode: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && /ContactForm|PhotoUpload/.test(req.url())) islandCode.push(req.url());
  });
  await page.goto('/user/mypage');
  await page.waitForTimeout(1000);
  expect(islandCode, 'no island code before the reader reaches for the form').toEqual([]);

  // The server-rendered form already shows the stored values.
  const form = page.getByTestId('contact-form');
  const phone = form.getByLabel('휴대전화');
  await expect(phone).toHaveValue(/^010-\d{4}-\d{4}$/);
  // No waiting for hydration: type and save at once, the way a quick reader does.
  const email = `budget${Date.now()}@example.com`;
  await form.getByLabel('이메일').fill(email);
  await form.getByRole('button', { name: '연락처 저장' }).click();
  await expect(toastWith(page, '연락처를 저장했습니다.')).toBeVisible();
  expect(islandCode.length).toBeGreaterThan(0);
  // The browser's own submission (the fields in the address) never happened.
  expect(page.url()).not.toContain('email=');

  await page.reload();
  await expect(page.getByTestId('contact-form').getByLabel('이메일')).toHaveValue(email);
});

test('a form whose server HTML shows its values keeps them, and saves what is typed before its code loads', async ({ page }) => {
  await loginAs(page, student(15));
  const islandCode: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && /GoalForm/.test(req.url())) islandCode.push(req.url());
  });
  await page.goto('/user/futuredesign/careergoalsetup');
  const form = page.getByTestId('goal-form');
  // No waiting for hydration: choose, type and save at once.
  const plan = `예산 점검 계획 ${Date.now().toString(36)}`;
  await form.getByLabel('희망 직무').selectOption({ label: '예술·디자인·방송·스포츠직' });
  await form.getByLabel('3학년 2학기').fill(plan);
  await form.getByTestId('goal-save').click();
  await expect(toastWith(page, '진로목표를 저장했습니다.')).toBeVisible();
  expect(islandCode.length).toBeGreaterThan(0);

  // After the reload the saved goal is in the server HTML, before any of the form's code has loaded.
  islandCode.length = 0;
  await page.reload();
  await expect(page.getByTestId('goal-form').getByLabel('3학년 2학기')).toHaveValue(plan);
  await expect(page.getByTestId('goal-form').getByLabel('희망 직무').locator('option:checked')).toHaveText('예술·디자인·방송·스포츠직');
  await page.waitForTimeout(1000);
  expect(islandCode, 'no form code before the reader reaches for the form').toEqual([]);
});

test('the analysis charts and the survey result charts are drawn without React, each when it scrolls into view', async ({ page }) => {
  await loginAs(page, DEMO.student1);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/user/portfolio/analyze');
  for (const id of ['trend-chart', 'share-chart', 'compare-chart']) {
    const chart = page.getByTestId(id);
    if ((await chart.count()) === 0) continue;
    await chart.scrollIntoViewIfNeeded();
    await expect(chart, id).toHaveAttribute('data-ready', 'true');
  }
  // The numbers stay in the table beside the chart.
  await expect(page.getByTestId('trend-table').or(page.getByTestId('no-trend'))).toBeVisible();
  expect(scripts.filter((s) => /\/react(-dom)?\.[\w-]+\.js$/.test(s)), 'no React on the analysis page').toEqual([]);

  await page.context().clearCookies();
  // The survey's manager reads its results.
  await loginAs(page, { id: 'staff1', div: 'stf' });
  await page.goto('/stf/surveys/1/results');
  const charts = page.getByTestId('result-chart');
  expect(await charts.count()).toBeGreaterThan(1);
  const last = charts.last();
  const below = await last.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight);
  if (below) {
    await page.waitForTimeout(500);
    await expect(last, 'a chart further down waits until it is scrolled to').not.toHaveAttribute('data-ready', 'true');
  }
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-ready', 'true');
});
