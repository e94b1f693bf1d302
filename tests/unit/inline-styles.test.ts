// The pages' Content-Security-Policy allows styles only from the site's stylesheets and the hashes
// Astro computes for its own <style> elements: a style attribute in the markup is refused by the
// browser (multi-line texts collapse, tabs lose their touch height). Islands are rendered on the
// server too, so their `style` props end up as attributes in the page. Styles belong in classes; a
// value only known in the browser is set through the CSSOM (`element.style.width = ...`), which the
// policy allows.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { embeddedIconFont, ICON_FONT_FILE, withIconFontFile } from '../../scripts/fullcalendar-icons.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full, ext) : ext.test(e.name) ? [full] : [];
  });
}

/** Lines of the sources under src/ that match, as `file:line: text`. */
function offending(ext: RegExp, pattern: RegExp): string[] {
  return filesUnder(path.join(ROOT, 'src'), ext).flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim().slice(0, 160)}`] : [])),
  );
}

describe('inline styles', () => {
  it('no Astro page or component writes a style attribute or define:vars (which renders one)', () => {
    expect(offending(/\.astro$/, /\sstyle\s*=\s*["'{`]|define:vars/)).toEqual([]);
  });

  it('no island or component passes a style prop, which the server renders as an attribute', () => {
    expect(offending(/\.(tsx|jsx)$/, /\bstyle\s*=\s*\{/)).toEqual([]);
  });

  it('no HTML built in a script or module carries a style attribute', () => {
    // Mail is not a page: the policy does not reach it, and web mail (Naver, Daum, Gmail) drops <style>
    // elements and stylesheets, so the notification mail carries its styles inline (decision 059).
    const MAIL = 'src/lib/server/notifications/compose.ts:';
    expect(offending(/\.(ts|mjs|js)$/, /\bstyle=\\?["'`]/).filter((line) => !line.startsWith(MAIL))).toEqual([]);
  });

  it('finds a style attribute where one is written (the checks above can fail)', () => {
    expect(/\sstyle\s*=\s*["'{`]/.test('<p class="small" style="white-space: pre-line">')).toBe(true);
    expect(/\bstyle\s*=\s*\{/.test('<InputGroup size="sm" style={{ width: 150 }}>')).toBe(true);
    expect(/\sstyle\s*=\s*["'{`]/.test('<style is:inline data-fullcalendar></style>')).toBe(false);
  });
});

describe("FullCalendar's icon font", () => {
  it('is served as a file that is the font FullCalendar embeds as a data: URL (run scripts/fullcalendar-icons.mjs after an upgrade)', () => {
    expect(fs.readFileSync(ICON_FONT_FILE).equals(embeddedIconFont())).toBe(true);
  });

  it("is read from that file in FullCalendar's styles once built, not from a data: URL", () => {
    const source = fs.readFileSync(path.join(ROOT, 'node_modules/@fullcalendar/core/internal-common.js'), 'utf8');
    expect(source).toContain('url(\\"data:application/x-font-ttf');
    const built = withIconFontFile(source);
    expect(built).not.toContain('data:application/x-font-ttf');
    expect(built).toContain('font-family:fcicons;font-style:normal;font-weight:400;src:url(\\"/fonts/fcicons.ttf\\")');
  });
});
