// FullCalendar's icon font as a file. Its injected styles carry the font as a data: URL, which the pages'
// font policy ('self') refuses (and Chromium fetches a data: font as soon as the rule is added, used or
// not). The build (astro.config.mjs) points that rule at /fonts/fcicons.ttf instead, and this script
// writes the file from the package. Run it again after an upgrade of @fullcalendar/core
// (tests/unit/inline-styles.test.ts fails while the copy differs):   node scripts/fullcalendar-icons.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The icon font FullCalendar embeds in its injected styles. */
export function embeddedIconFont() {
  const source = fs.readFileSync(path.join(path.dirname(require.resolve('@fullcalendar/core')), 'internal-common.js'), 'utf8');
  const match = /font-family:fcicons;[^}]*?url\(\\?"data:application\/x-font-ttf;charset=utf-8;base64,([A-Za-z0-9+/=]+)/.exec(source);
  if (!match) throw new Error('FullCalendar no longer embeds its icon font as expected: look at @fullcalendar/core/internal-common.js');
  return Buffer.from(match[1], 'base64');
}

const DATA_FONT = /url\((\\?["']?)data:application\/x-font-ttf;charset=utf-8;base64,[A-Za-z0-9+/=]+\1\)/;

/** FullCalendar's module source with its icon font read from the file served beside the pages. */
export function withIconFontFile(code) {
  return code.replace(DATA_FONT, (_all, quote) => `url(${quote}/fonts/fcicons.ttf${quote})`);
}

/** The build step (a Vite plugin) that applies withIconFontFile to FullCalendar's styles. */
export function fullcalendarIconFont() {
  return {
    name: 'fullcalendar-icon-font',
    transform(code, id) {
      if (!id.includes('fullcalendar') || !code.includes('font-family:fcicons;')) return null;
      const out = withIconFontFile(code);
      if (out === code) throw new Error(`FullCalendar's icon font is no longer a data: URL where expected (${id}): look at scripts/fullcalendar-icons.mjs`);
      return { code: out, map: null };
    },
  };
}

export const ICON_FONT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/fonts/fcicons.ttf');

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.writeFileSync(ICON_FONT_FILE, embeddedIconFont());
  console.log(`${ICON_FONT_FILE}: ${fs.statSync(ICON_FONT_FILE).size} bytes`);
}
