// Shared steps of the browser tests: logging in through the master login form the way a person
// does, closing the system popups of the student main page, and reading what the page shows.
// Every test also watches its pages for what the browser refuses or reports (see `test` below).
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { USER_DIV_NAMES } from '../../src/lib/users';
import { startServer } from '../support/server';

export { expect };

/** Password of every demo account. */
export const DEMO_PASSWORD = 'portal1234!';

export type UserDiv = 'std' | 'prof' | 'stf' | 'cnslr' | 'otsdr' | 'adm';

/** What the 사용자 구분 select shows for each user type. */
export const USER_DIV_LABEL: Record<UserDiv, string> = USER_DIV_NAMES;

/** The page each user type lands on after logging in. */
export const HOME_PAGE: Record<UserDiv, string> = {
  std: '/user/main',
  prof: '/prof',
  stf: '/stf',
  cnslr: '/cnslr',
  otsdr: '/otsdr',
  adm: '/adm',
};

/** Demo accounts the tests use, with the names the header shows. */
export const DEMO = {
  student1: { id: 'student1', div: 'std', name: '김하늘' },
  prof1: { id: 'prof1', div: 'prof', name: '이정민' },
  staff1: { id: 'staff1', div: 'stf', name: '정다은' },
  cnslr1: { id: 'cnslr1', div: 'cnslr', name: '송미경' },
  outsider1: { id: 'outsider1', div: 'otsdr', name: '김예림' },
  admin1: { id: 'admin1', div: 'adm', name: '시스템관리자' },
} as const satisfies Record<string, { id: string; div: UserDiv; name: string }>;

/** A student account, by number (student8 .. student20 are kept for these tests). */
export const student = (n: number) => ({ id: `student${n}`, div: 'std' as const });

/** An island reacts to clicks and typing only once hydrated: wait for its <astro-island> to lose `ssr`. */
export async function untilHydrated(target: Locator): Promise<void> {
  await expect(target.first()).toBeAttached();
  // Islands on client:visible or client:interaction hydrate when the reader scrolls to them or
  // reaches for them: do what she does before using one that has not hydrated yet.
  await target.first().evaluate((el) => {
    if (el.closest('astro-island[ssr]') === null) return;
    el.scrollIntoView({ block: 'center' });
    el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await expect
    .poll(() => target.first().evaluate((el) => el.closest('astro-island[ssr]') === null), { message: 'island hydrated' })
    .toBe(true);
}

/** The master login form. */
export function loginForm(page: Page) {
  return {
    userDiv: page.getByLabel('사용자 구분'),
    userId: page.getByLabel('아이디'),
    password: page.getByLabel('비밀번호'),
    submit: page.getByRole('button', { name: '로그인' }),
  };
}

/** Fills and sends the master login form already on screen. */
export async function submitLogin(page: Page, account: { id: string; div: UserDiv }, password = DEMO_PASSWORD): Promise<void> {
  const form = loginForm(page);
  await untilHydrated(form.submit);
  await form.userDiv.selectOption({ label: USER_DIV_LABEL[account.div] });
  await form.userId.fill(account.id);
  await form.password.fill(password);
  await form.submit.click();
}

/** The student main page opens its active system popups as modal dialogs: close each with 닫기. */
export async function dismissSysPopups(page: Page): Promise<void> {
  const open = page.locator('dialog.sys-popup[open]');
  // One at a time: the next popup opens on the close event of the previous one, a moment after
  // the click, so each round waits briefly before deciding that none is left.
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(150);
    if ((await open.count()) === 0) break;
    const id = await open.first().getAttribute('data-popup-id');
    await open.first().getByRole('button', { name: '닫기' }).click();
    await expect(page.locator(`dialog.sys-popup[data-popup-id="${id}"][open]`)).toHaveCount(0);
  }
}

/**
 * Logs in through the master login form and waits for the user type's home page.
 * `redirectUrl` opens the form the way the route guard does for a page that needs a login.
 * Accounts made by the factories (`tests/support/factories.ts`) pass their own password.
 */
export async function loginAs(page: Page, account: { id: string; div: UserDiv }, opts: { landOn?: string; password?: string } = {}): Promise<void> {
  await page.goto('/masterLogin');
  await submitLogin(page, account, opts.password);
  const landOn = opts.landOn ?? HOME_PAGE[account.div];
  await page.waitForURL((url) => url.pathname === landOn);
  if (landOn === '/user/main') await dismissSysPopups(page);
}

/** Opens the student main page and closes its system popups, as a user would before reading it. */
export async function gotoMain(page: Page): Promise<void> {
  await page.goto('/user/main');
  await dismissSysPopups(page);
}

/** The browser's copy of the login info (spec section 3), or null when there is none. */
export async function storedLoginInfo(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('loginInfo'));
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown> | null);
}

/** A toast notice containing the text. */
export function toastWith(page: Page, text: string | RegExp): Locator {
  return page.locator('.toast').filter({ hasText: text });
}

/** The side menu (주 메뉴). */
/** The ☰ button that opens the side menu at phone widths (a label around the menu's checkbox). */
export function menuButton(page: Page): Locator {
  return page.locator('label.menu-toggle-btn');
}

export function sideMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: '주 메뉴' });
}

/**
 * Opens a page from the side menu the way a person does: unfolds its group when the link is hidden,
 * clicks it, and waits for the page's heading (and its path, when given).
 */
export async function openFromMenu(page: Page, item: string, { group = '학습활동', path }: { group?: string; path?: string } = {}): Promise<void> {
  const menu = sideMenu(page);
  const link = menu.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await menu.getByText(group, { exact: true }).click();
  await link.click();
  if (path) await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

/** The header's unread badge count (0 when no badge is shown). */
export async function unreadBadgeCount(page: Page): Promise<number> {
  const badge = page.locator('header .unread-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())?.trim() || '0');
}

/** What the browser refused or reported on the pages of a test. */
export interface BrowserProblems {
  /** Content-Security-Policy violations: an inline style or script, a font or image from a refused source. */
  csp: string[];
  /** Console errors (a failed request, React's warnings of a broken page) and uncaught exceptions. */
  errors: string[];
}

/**
 * Listens on every page of the context, the first one and any opened later: the document's
 * `securitypolicyviolation` events (reported through a binding, which the page's own policy does not
 * govern), console messages of type error and uncaught exceptions.
 */
async function watchBrowser(context: BrowserContext): Promise<BrowserProblems> {
  const problems: BrowserProblems = { csp: [], errors: [] };
  await context.exposeBinding('__portalPolicyViolation', ({ page }, v: { directive: string; blocked: string; sample: string; source: string; line: number }) => {
    problems.csp.push(`${page.url()}: ${v.directive} refused ${v.blocked || 'inline'}${v.sample ? ` "${v.sample}"` : ''}${v.source ? ` (${v.source}:${v.line})` : ''}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __portalPolicyViolation?: (v: unknown) => void }).__portalPolicyViolation;
      report?.({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile, line: e.lineNumber });
    });
  });
  const attach = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      // The policy's own console line is already reported through the event, with its element.
      if (/Content Security Policy/.test(msg.text())) return;
      const at = msg.location().url;
      // The page itself answered with its status (a code that verifies nothing is a 404 page): that is
      // the answer the test asked for, not a failure on the page. A part of the page that fails counts.
      if (/^Failed to load resource/.test(msg.text()) && at === page.url()) return;
      problems.errors.push(`${page.url()}: console error: ${msg.text()}${at && at !== page.url() ? ` (${at})` : ''}`);
    });
    page.on('pageerror', (err) => problems.errors.push(`${page.url()}: uncaught ${err.name}: ${err.message}`));
  };
  context.pages().forEach(attach);
  context.on('page', attach);
  return problems;
}

/**
 * Every test watches its pages for what the browser refuses or reports. A Content-Security-Policy
 * violation fails any test: the portal's pages carry no inline style or script and load fonts and
 * images only from where the policy allows. Console errors and uncaught exceptions fail the tests
 * that ask for it with `test.use({ consoleErrors: 'fail' })` (the page sweep of
 * accessibility.spec.ts does); a test that provokes a failed request on purpose keeps the default.
 */
export const test = base.extend<{ consoleErrors: 'fail' | 'ignore'; browserProblems: BrowserProblems }, { portal: string }>({
  // Each worker runs its own portal on its own data (a fresh demo world), so the workers share
  // nothing and a file sees only what its own worker did; E2E_BASE_URL points every worker at one
  // portal already running instead.
  portal: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (process.env.E2E_BASE_URL) return use(process.env.E2E_BASE_URL);
      const server = await startServer();
      await use(server.baseUrl);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ portal }, provide) => provide(portal),
  consoleErrors: ['ignore', { option: true }],
  browserProblems: [
    async ({ context, consoleErrors }, use) => {
      const problems = await watchBrowser(context);
      await use(problems);
      expect(problems.csp, `Content-Security-Policy violations:\n${problems.csp.join('\n')}`).toEqual([]);
      if (consoleErrors === 'fail') expect(problems.errors, `console errors:\n${problems.errors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});
