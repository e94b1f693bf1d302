// Every page of every portal, checked with axe against WCAG 2.0, 2.1 and 2.2 A and AA as its user
// sees it, on a phone (390 px) and on a desktop (1280 px): any violation, whatever its impact, fails
// the test with the rule and the elements. Each user type's pages are the entries of her own side
// menu (read from the menu the layout renders, so only switched-on entries she may open) plus the
// detail pages listed below; at phone width the menu is also checked unfolded behind ☰.
// New areas add their detail pages to the lists below.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, loginAs, dismissSysPopups, menuButton, DEMO, HOME_PAGE, type UserDiv } from './fixtures';
import type { Page } from '@playwright/test';

// Every page the sweep visits must also leave the console without errors (a failed request, an
// uncaught exception, React's warning of a broken page); Content-Security-Policy violations fail
// every browser test (fixtures.ts).
test.use({ consoleErrors: 'fail' });
// The sweep only reads: its tests are spread over the workers.
test.describe.configure({ mode: 'parallel' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const PAGES: { who: { id: string; div: UserDiv } | null; paths: string[]; label?: string }[] = [
  { who: null, paths: ['/user/main', '/guide', '/notice', '/masterLogin', '/verify/AAAAAAAAAAAAAAAA', '/verify/badge/AAAAAAAAAAAAAAAA'] },
  {
    who: DEMO.student1,
    paths: [
      '/user/main',
      '/user/mypage',
      '/messages',
      '/user/learnact/majorexplore',
      '/user/learnact/majormap',
      '/user/learnact/mytimetbl',
      '/user/learnact/grdtsmlt',
      '/user/learnact/track/applymng',
      '/user/futuredesign/careerAct',
      '/user/futuredesign/careerAct/detail/1',
      '/user/futuredesign/myecp',
      '/user/futuredesign/crrcerti',
      '/user/futuredesign/outecp',
      '/user/futuredesign/outecp/detail/3',
      '/user/futuredesign/servecerti',
      '/user/futuredesign/servecerti/reg',
      '/user/colglife/generalcnsl/careercnsl',
      '/user/colglife/generalcnsl/state',
      '/user/futuredesign/careergoalsetup',
      '/user/careerinfo/cmmnrecrt',
      '/user/careerinfo/rcmdrecrt',
      '/user/careerinfo/recrtfair',
      '/user/careerinfo/recrtfair_list',
      '/user/careerinfo/recrtfair/detail/1',
      '/user/careerinfo/parttimejob',
      '/user/careerinfo/parttimejob/detail/1',
      '/user/portfolio/myHistory',
      '/user/portfolio/analyze',
      '/user/portfolio/myResume',
      '/user/portfolio/bestPortfolio',
      '/user/portfolio/bestPortfolio?id=1',
      '/user/futuredesign/myecp/class?id=4',
      '/user/futuredesign/myecp/class?id=4&tab=qna',
      '/user/futuredesign/myecp/class?id=4&tab=refer',
      '/user/futuredesign/myecp/class?id=4&tab=report',
      '/user/futuredesign/myecp/class?id=4&tab=test',
      '/user/futuredesign/myecp/class?id=4&tab=attend',
      '/user/futuredesign/myecp/class/test/intro?id=4&testId=1',
      '/user/futuredesign/myecp/class/test/mark?id=5&testId=2',
      '/user/colglife/scholamt',
      '/user/colglife/scholamt/state',
      '/user/colglife/club',
      '/user/colglife/exchgStd',
      '/user/mypage/ebadge',
      '/user/mypage/ebadge/state',
      '/user/futuredesign/ecpguide',
      '/user/employrefer',
      '/user/employrefer/careertest',
      '/user/employrefer/careertest?take=1',
      '/user/employrefer/jasoseol',
      '/user/employrefer/jasoseol/1',
      '/user/employrefer/jasoseol/new?question=MOTIVE',
      '/user/employrefer/online',
      '/user/employrefer/detail?id=1',
    ],
  },
  {
    who: DEMO.staff1,
    paths: ['/stf', '/stf/career', '/stf/career/new', '/stf/career/3', '/stf/clubs', '/stf/exchange', '/stf/recruiting/postings', '/stf/recruiting/fairs', '/stf/recruiting/fairs/1', '/stf/recruiting/parttime', '/stf/recruiting/startup', '/stf/recruiting/startup/programs', '/stf/recruiting/startup/spaces', '/stf/recruiting/startup/teams', '/stf/recruiting/startup/funding', '/stf/recruiting/wages', '/stf/exchange/incoming', '/stf/content', '/stf/content/popups', '/stf/content/popups/new', '/stf/content/banners', '/stf/content/banners/new'],
  },
  // The programme admin (staff2) reviews external activities and service hours, and runs the badge
  // pages; she also keeps the academic data.
  { who: { id: 'staff2', div: 'stf' }, paths: ['/stf/learning/subjects', '/stf/learning/offerings', '/stf/extact', '/stf/extact/activity/2', '/stf/extact/service/6', '/stf/badges', '/stf/badges/1', '/stf/portfolio/showcases', '/stf/mentoring', '/stf/employrefer/online'] },
  // The scholarship office.
  { label: 'staff5 (scholarships)', who: { id: 'staff5', div: 'stf' }, paths: ['/stf', '/stf/scholarships', '/stf/scholarships/1'] },
  // The manager of the running hackathon: its classroom and tests.
  { who: { id: 'staff10', div: 'stf' }, paths: ['/stf/career/4/class', '/stf/career/4/class?tab=report', '/stf/career/4/tests', '/stf/career/4/tests/1'] },
  // Mentoring and the career development roadmap of a student.
  { label: 'student1 (mentoring and roadmap)', who: DEMO.student1, paths: ['/user/mentoring/junior', '/user/mentoring/senior', '/user/mentoring/senior/detail?id=1', '/user/mentoring/comento', '/user/careerdevelop'] },
  // A graduate's my page, and her alumni mentor page.
  { who: { id: 'graduate1', div: 'std' }, paths: ['/user/mypage/graduated', '/user/mentoring/junior'] },
  // A professor's advisees and an advisee's career.
  { who: DEMO.prof1, paths: ['/prof/advisees', '/prof/advisees/student1'] },
  { who: DEMO.cnslr1, paths: ['/cnslr'] },
  { who: DEMO.outsider1, paths: ['/otsdr/recruiting/fairs', '/otsdr/recruiting/fairs/1', '/otsdr/recruiting/parttime', '/otsdr/recruiting/parttime/3', '/otsdr/mentoring'] },
  { who: DEMO.admin1, paths: ['/adm', '/adm/accounts', '/adm/badges', '/adm/menus', '/adm/content/banners'] },
];

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** The pages of the side menu the layout renders for the signed-in user (or the visitor). */
async function menuPaths(page: Page): Promise<string[]> {
  const hrefs = await page.locator('#side-menu a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

/** Waits until the islands that hydrate at once have done so: axe then sees what the user sees. */
async function settle(page: Page): Promise<void> {
  // client:visible islands below the fold stay as their server-rendered HTML, which is checked too.
  await page.waitForFunction(() => ![...document.querySelectorAll('astro-island[ssr]')].some((el) => el.getAttribute('client') === 'load'));
}

// Several groups share a user type (the three staff accounts have different roles, hence menus).
const seenMenus = new Map<string, string[]>();

for (const { who, paths, label } of PAGES) {
  for (const { name, viewport } of WIDTHS) {
    test(`pages of ${label ?? who?.id ?? 'a visitor'} have no accessibility violations at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      if (who) await loginAs(page, who);
      else await page.goto('/user/main');
      await dismissSysPopups(page);
      const found: string[] = [];
      if (name === 'phone') {
        // The menu unfolded behind ☰, as a phone user reads it.
        await settle(page);
        await menuButton(page).click();
        await expect(page.locator('#side-menu')).toBeVisible();
        found.push(...(await violations(page)).map((v) => `(menu open) ${page.url()} ${v}`));
      }
      const key = who?.id ?? 'visitor';
      const menu = label ? [] : (seenMenus.get(key) ?? (await menuPaths(page)));
      seenMenus.set(key, menu);
      const all = [...new Set([who ? HOME_PAGE[who.div] : '/user/main', ...menu, ...paths])];
      test.setTimeout(60_000 + all.length * 8_000);
      const checked = new Set<string>();
      for (const path of all) {
        await page.goto(path);
        // A visitor's menu leads to pages that ask for a login first: the login form is checked once.
        const landed = new URL(page.url());
        const at = landed.pathname + landed.search;
        if (checked.has(at)) continue;
        checked.add(at);
        if (landed.pathname === '/user/main') await dismissSysPopups(page);
        await settle(page);
        found.push(...(await violations(page)).map((v) => `${path} ${v}`));
      }
      expect(found).toEqual([]);
    });
  }
}
