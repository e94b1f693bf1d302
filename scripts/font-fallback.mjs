// Works out the metric overrides of the fallback faces in src/styles/portal.css from the font files,
// so that text set in a system font while Pretendard is on its way takes the room Pretendard will take.
//   node scripts/font-fallback.mjs        (needs fontconfig's fc-match to find Arial's metric twin)
// Latin: Arial, or Liberation Sans / Arimo where Arial is missing (same advance widths and heights by
// design), is scaled with size-adjust until a sample line is as wide as in Pretendard, and its
// ascent, descent and line gap are set to Pretendard's. Hangul: the phones' Korean fonts cannot be read
// here, so their faces only take Pretendard's vertical metrics (no size-adjust). Where no Korean font
// exists at all (servers, minimal Linux desktops, headless test browsers), every Hangul syllable is drawn
// as the empty box of the first face that covers it: DejaVu Sans's box, scaled to the advance of
// Pretendard's syllables (all one width), so that the boxes stand where the letters will.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const pretendardDir = path.join(path.dirname(require.resolve('pretendard/package.json')), 'dist/public/static');

const open = (file) => {
  const font = fontkit.openSync(file);
  return font.fonts ? font.fonts[0] : font;
};
/** Where fontconfig finds a font (Arial resolves to its metric twin on systems without it). */
const systemFont = (pattern) => execFileSync('fc-match', ['-f', '%{file}', pattern], { encoding: 'utf8' });

// What the portal's pages show in Latin letters: words, numbers, dates, times, punctuation.
const SAMPLE = 'The quick brown fox jumps over the lazy dog. 0123456789 2026.11.16 09:00 · PDF, URL (A-Z) 02-3400-1000';
const width = (font, text) => font.layout(text).positions.reduce((sum, p) => sum + p.xAdvance, 0) / font.unitsPerEm;
const pct = (n) => `${(n * 100).toFixed(2)}%`;

/** The vertical metrics browsers lay lines out with (hhea on Android, iOS and macOS). */
function vertical(font, scale = 1) {
  const em = font.unitsPerEm * scale;
  return { ascent: pct(font.hhea.ascent / em), descent: pct(Math.abs(font.hhea.descent) / em), lineGap: pct(font.hhea.lineGap / em) };
}

for (const [weight, pretendardFile, arialPattern] of [
  [400, 'Pretendard-Regular.otf', 'Arial:regular'],
  [700, 'Pretendard-Bold.otf', 'Arial:bold'],
]) {
  const pretendard = open(path.join(pretendardDir, pretendardFile));
  const arialFile = systemFont(arialPattern);
  const arial = open(arialFile);
  const sizeAdjust = width(pretendard, SAMPLE) / width(arial, SAMPLE);
  const v = vertical(pretendard, sizeAdjust);
  console.log(`/* ${weight}: Latin from ${path.basename(arialFile)} */`);
  console.log(`size-adjust: ${pct(sizeAdjust)}; ascent-override: ${v.ascent}; descent-override: ${v.descent}; line-gap-override: ${v.lineGap};`);
  const plain = vertical(pretendard);
  console.log(`/* ${weight}: Hangul (no size-adjust) */`);
  console.log(`ascent-override: ${plain.ascent}; descent-override: ${plain.descent}; line-gap-override: ${plain.lineGap};`);
}

const pretendard = open(path.join(pretendardDir, 'Pretendard-Regular.otf'));
const syllable = pretendard.glyphForCodePoint('한'.codePointAt(0)).advanceWidth / pretendard.unitsPerEm;
const boxFile = systemFont('DejaVu Sans:regular');
const boxFont = open(boxFile);
const box = boxFont.getGlyph(0).advanceWidth / boxFont.unitsPerEm;
const boxAdjust = syllable / box;
const vb = vertical(pretendard, boxAdjust);
console.log(`/* Hangul without a Korean font: the empty box of ${path.basename(boxFile)} (${box.toFixed(4)} em) as wide as a Pretendard syllable (${syllable.toFixed(4)} em) */`);
console.log(`size-adjust: ${pct(boxAdjust)}; ascent-override: ${vb.ascent}; descent-override: ${vb.descent}; line-gap-override: ${vb.lineGap};`);
