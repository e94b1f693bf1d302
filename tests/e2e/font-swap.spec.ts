// Pretendard arrives after the first paint (font-display: swap, one file per subset): until then the
// text is set in fallback faces with Pretendard's metrics, so a visitor reading a notice, a guide or the
// main page on a phone sees nothing move when the subsets come in, one by one, in any order.
// Which fallback face sets the Korean text depends on the fonts of the reader's device: a phone has a
// Korean system font (Noto Sans CJK KR on Android), a bare Linux server has none. Both are tested, each
// in a Chromium of its own whose fontconfig shows it the Korean fonts of this machine or none of them.
import { test, expect } from './fixtures';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const VIEWPORT = { width: 412, height: 823 };

/** Families of the Korean fonts fontconfig finds on this machine. */
function koreanFonts(env: NodeJS.ProcessEnv = process.env): string[] {
  try {
    return execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8', env }).split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/** A fontconfig configuration with every font of the system's own but those that cover Korean. */
function withoutKoreanFonts(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fontconfig-no-korean-'));
  const file = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont><pattern><patelt name="lang"><string>ko</string></patelt></pattern></rejectfont></selectfont>
</fontconfig>
`,
  );
  return file;
}

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

/** Page text in Pretendard once loaded, the layout shifts seen on the way, and the Korean fallback faces used. */
async function readWhileFontsArrive(page: Page, path: string) {
  await lateFonts(page);
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  return page.evaluate(() => ({
    shift: (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
    subsets: [...document.fonts].filter((f) => f.family === 'Pretendard Variable' && f.status === 'loaded').length,
    pretendard: document.fonts.check('16px "Pretendard Variable"', '공지사항'),
    // A local() face is loaded once text needed it and the system has the font.
    koreanFallbacks: [...new Set([...document.fonts].filter((f) => /^"?Pretendard Fallback (Apple|Noto|Malgun)/.test(f.family) && f.status === 'loaded').map((f) => f.family.replace(/"/g, '')))],
  }));
}

/** Arial or a metric twin (Liberation Sans, Arimo): the face the Latin fallback is scaled from. */
function latinTwin(): boolean {
  try {
    return /Arial|Liberation Sans|Arimo/.test(execFileSync('fc-match', ['-f', '%{family}', 'Arial'], { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

test.skip(!latinTwin(), 'Arial or Liberation Sans is not installed here (apt-get install fonts-liberation)');

const VARIANTS = [
  { name: 'on a device with a Korean system font (Noto Sans CJK KR, as Android phones have)', korean: true },
  { name: 'on a machine without any Korean font', korean: false },
];

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    const fontconfig = variant.korean ? null : withoutKoreanFonts();
    const env = fontconfig ? { ...process.env, FONTCONFIG_FILE: fontconfig } : process.env;
    // CI installs fonts-noto-cjk (.ci/run); elsewhere the Korean variant needs it too.
    test.skip(variant.korean && !koreanFonts().some((f) => f.includes('Noto Sans CJK KR')), 'Noto Sans CJK KR is not installed here (apt-get install fonts-noto-cjk)');

    let browser: Browser;
    let context: BrowserContext;
    test.beforeAll(async ({ portal }, testInfo) => {
      expect(koreanFonts(env).length > 0).toBe(variant.korean);
      const { executablePath, args } = testInfo.project.use.launchOptions ?? {};
      browser = await chromium.launch({ executablePath, args, env: env as Record<string, string> });
      context = await browser.newContext({ baseURL: portal, viewport: VIEWPORT, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    });
    test.afterAll(async () => {
      await browser?.close();
      if (fontconfig) fs.rmSync(path.dirname(fontconfig), { recursive: true, force: true });
    });

    test('a notice keeps its place while the font subsets come in', async () => {
      const page = await context.newPage();
      await page.goto('/notice');
      const href = await page.locator('a[href^="/notice/"]').first().getAttribute('href');
      const fresh = await context.newPage();
      const seen = await readWhileFontsArrive(fresh, href!);
      // The notice's text needs several subsets, and they did arrive and are used.
      expect(seen.subsets).toBeGreaterThan(2);
      expect(seen.pretendard).toBe(true);
      // Before the fallback faces the swap moved the notice body and everything below it (0.14 to 0.26);
      // with Noto Sans CJK KR unscaled it still moved by 0.046.
      expect(seen.shift).toBeLessThan(0.01);
      // The Korean text waited in the device's own Korean font, scaled to Pretendard's syllables (or,
      // without one, in boxes of a syllable's width).
      expect(seen.koreanFallbacks).toEqual(variant.korean ? ['Pretendard Fallback Noto Sans KR'] : []);
      await expect(fresh.locator('article h2')).toBeVisible();
      await page.close();
      await fresh.close();
    });

    test('the main page and a guide keep their place too', async () => {
      const page = await context.newPage();
      await page.goto('/guide');
      const guide = (await page.locator('a[href^="/guide/"]').first().getAttribute('href'))!;
      await page.close();
      for (const path of ['/user/main', guide]) {
        const fresh = await context.newPage();
        const seen = await readWhileFontsArrive(fresh, path);
        expect(seen.subsets, path).toBeGreaterThan(0);
        expect(seen.pretendard, path).toBe(true);
        expect(seen.shift, path).toBeLessThan(0.01);
        await fresh.close();
      }
    });
  });
}
