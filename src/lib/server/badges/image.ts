// The image the portal draws for a badge without an uploaded one: a round badge in its colour with
// its symbol and name. The letters are drawn as outlines from Pretendard, so the image needs no
// font on the reader's device (an SVG shown as <img> cannot use the page's web font).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
let font: fontkit.Font | null = null;
const boldFont = () => (font ??= fontkit.create(fs.readFileSync(require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf'))));

/** SVG path data of `text` centred on cx with its baseline at y, at most `maxWidth` wide. */
function textOutline(text: string, size: number, cx: number, y: number, maxWidth: number) {
  const f = boldFont();
  const run = f.layout(text);
  let scale = size / f.unitsPerEm;
  if (run.advanceWidth * scale > maxWidth) scale = maxWidth / run.advanceWidth;
  let x = cx - (run.advanceWidth * scale) / 2;
  const parts: string[] = [];
  run.glyphs.forEach((g, i) => {
    const pos = run.positions[i];
    parts.push(g.path.scale(scale, -scale).translate(x + pos.xOffset * scale, y - pos.yOffset * scale).toSVG());
    x += pos.xAdvance * scale;
  });
  return parts.join('');
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function generatedSvg(b: { badgeNm: string; color: string; symbol: string }) {
  const color = /^#[0-9A-Fa-f]{6}$/.test(b.color) ? b.color : '#5D87FF';
  const name = [...b.badgeNm].slice(0, 10).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(b.badgeNm)}">
<circle cx="60" cy="60" r="56" fill="${color}"/>
<circle cx="60" cy="60" r="47" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="4 3"/>
<path fill="#ffffff" d="${textOutline(b.symbol, 34, 60, 64, 64)}"/>
<path fill="#ffffff" d="${textOutline(name, 11, 60, 86, 70)}"/>
</svg>`;
}
