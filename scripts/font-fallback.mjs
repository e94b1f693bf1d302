// Works out the metric overrides of the fallback faces in src/styles/portal.css from the font files,
// so that text set in a system font while Pretendard is on its way takes the room Pretendard will take.
//   node scripts/font-fallback.mjs        (needs fontconfig's fc-match to find Arial's metric twin)
// Latin: Arial, or Liberation Sans / Arimo where Arial is missing (same advance widths and heights by
// design), is scaled with size-adjust until a sample line is as wide as in Pretendard, and its
// ascent, descent and line gap are set to Pretendard's. Hangul: one face per Korean system font (Noto
// Sans CJK KR / Noto Sans KR on Android and Linux, Apple SD Gothic Neo on iPhones and Macs, Malgun
// Gothic on Windows), each scaled with size-adjust until its syllables are as wide as Pretendard's (every
// Hangul syllable of these fonts has one advance) and given Pretendard's ascent, descent and line gap.
// A font fontconfig cannot find here is reported, and its face keeps the figures last written (or only
// Pretendard's vertical metrics): run this where the font is installed, or name its file:
//   node scripts/font-fallback.mjs "Malgun Gothic=/path/to/malgun.ttf" "Malgun Gothic:bold=/path/to/malgunbd.ttf"
// Where no Korean font exists at all (servers, minimal Linux desktops, headless test browsers), every
// Hangul syllable is drawn as the empty box of the first face that covers it: DejaVu Sans's box, scaled
// to the advance of Pretendard's syllables (all one width), so that the boxes stand where the letters will.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const pretendardDir = path.join(path.dirname(require.resolve('pretendard/package.json')), 'dist/public/static');

/** The font in a file; in a collection (.ttc), the one with this PostScript name or family, else the first. */
const open = (file, name) => {
  const font = fontkit.openSync(file);
  if (!font.fonts) return font;
  return font.fonts.find((f) => name && (f.postscriptName === name || f.familyName === name)) ?? font.fonts[0];
};
/** Where fontconfig finds a font (Arial resolves to its metric twin on systems without it). */
const systemFont = (pattern) => execFileSync('fc-match', ['-f', '%{file}', pattern], { encoding: 'utf8' });
/** The file of exactly this family and style, or null where fontconfig only has a substitute. */
function exactFont(family, style) {
  const given = process.argv.slice(2).find((a) => a.startsWith(`${family}${style === 'bold' ? ':bold' : ''}=`));
  if (given) return given.slice(given.indexOf('=') + 1);
  try {
    const [file, found, psName] = execFileSync('fc-match', ['-f', '%{file}|%{family}|%{postscriptname}', `${family}:${style}`], { encoding: 'utf8' }).split('|');
    return found.split(',').includes(family) ? { file, psName } : null;
  } catch {
    return null;
  }
}

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
}

const pretendard = open(path.join(pretendardDir, 'Pretendard-Regular.otf'));
/** The advance of a Hangul syllable in em (all syllables of these fonts share it). */
const syllableOf = (font) => font.glyphForCodePoint('한'.codePointAt(0)).advanceWidth / font.unitsPerEm;

// The Korean system fonts, as their faces in portal.css name them.
const KOREAN = [
  { face: 'Pretendard Fallback Apple SD Gothic Neo', family: 'Apple SD Gothic Neo' },
  // Noto Sans KR (Google Fonts) is the Korean part of Noto Sans CJK KR, with the same advances.
  { face: 'Pretendard Fallback Noto Sans KR', family: 'Noto Sans CJK KR' },
  { face: 'Pretendard Fallback Malgun Gothic', family: 'Malgun Gothic' },
];
for (const { face, family } of KOREAN) {
  for (const [weight, style, pretendardFile] of [
    [400, 'regular', 'Pretendard-Regular.otf'],
    [700, 'bold', 'Pretendard-Bold.otf'],
  ]) {
    const found = exactFont(family, style);
    if (!found) {
      console.log(`/* ${face} ${weight}: ${family} (${style}) is not installed here; its face keeps the figures it has */`);
      continue;
    }
    const file = typeof found === 'string' ? found : found.file;
    const font = open(file, typeof found === 'string' ? family : found.psName);
    const target = open(path.join(pretendardDir, pretendardFile));
    const sizeAdjust = syllableOf(target) / syllableOf(font);
    const v = vertical(target, sizeAdjust);
    console.log(`/* ${face} ${weight}: ${path.basename(file)}, syllable ${syllableOf(font).toFixed(4)} em -> Pretendard's ${syllableOf(target).toFixed(4)} em */`);
    console.log(`size-adjust: ${pct(sizeAdjust)}; ascent-override: ${v.ascent}; descent-override: ${v.descent}; line-gap-override: ${v.lineGap};`);
  }
}

const syllable = syllableOf(pretendard);
const boxFile = systemFont('DejaVu Sans:regular');
const boxFont = open(boxFile);
const box = boxFont.getGlyph(0).advanceWidth / boxFont.unitsPerEm;
const boxAdjust = syllable / box;
const vb = vertical(pretendard, boxAdjust);
console.log(`/* Hangul without a Korean font: the empty box of ${path.basename(boxFile)} (${box.toFixed(4)} em) as wide as a Pretendard syllable (${syllable.toFixed(4)} em) */`);
console.log(`size-adjust: ${pct(boxAdjust)}; ascent-override: ${vb.ascent}; descent-override: ${vb.descent}; line-gap-override: ${vb.lineGap};`);
