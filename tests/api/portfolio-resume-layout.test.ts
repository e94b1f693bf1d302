// The résumé PDF's layout, read back the way a PDF reader does (pdf.js): no two runs of text on
// different lines overlap or touch, so the name stands clear of the department line and each item's
// title clear of the line under it; the English name sits on the Korean name's baseline and every
// item's date on its title's line. A demo student with an English name, a long history and awards
// is used (student273, whose history the portfolio history test shares; nothing is changed here
// except one award of her own, added as in the résumé test).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import * as fontkit from 'fontkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { Client, loggedIn, unique } from './client';

const require = createRequire(import.meta.url);

/** Pretendard's ascent and descent per point of size: a run's box is [baseline - descent, baseline + ascent]. */
const font = fontkit.create(readFileSync(require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf'))) as unknown as { ascent: number; descent: number; unitsPerEm: number };
const ASCENT = font.ascent / font.unitsPerEm;
const DESCENT = -font.descent / font.unitsPerEm;
/** The least white space between two lines of text, in points. */
const MIN_GAP = 1;

interface Run {
  text: string;
  x: number;
  width: number;
  baseline: number;
  size: number;
  top: number;
  bottom: number;
}

async function runsOf(pdf: Uint8Array): Promise<Run[][]> {
  const task = getDocument({ data: pdf, useSystemFonts: false });
  const doc = await task.promise;
  const pages: Run[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const runs: Run[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [a, b, , , x, y] = item.transform as number[];
      const size = Math.hypot(a, b);
      runs.push({ text: item.str, x, width: item.width, baseline: y, size, top: y + ASCENT * size, bottom: y - DESCENT * size });
    }
    pages.push(runs);
  }
  await task.destroy();
  return pages;
}

/** Pairs of runs on different lines whose boxes overlap or come closer than MIN_GAP, where they share some width. */
function crowded(runs: Run[]) {
  const out: string[] = [];
  for (let i = 0; i < runs.length; i++)
    for (let j = i + 1; j < runs.length; j++) {
      const [p, q] = [runs[i], runs[j]];
      if (Math.abs(p.baseline - q.baseline) < 0.5) continue;
      const sideBySide = p.x + p.width <= q.x || q.x + q.width <= p.x;
      if (sideBySide) continue;
      const [upper, lower] = p.baseline > q.baseline ? [p, q] : [q, p];
      const gap = upper.bottom - lower.top;
      if (gap < MIN_GAP) out.push(`「${upper.text}」 and 「${lower.text}」: ${gap.toFixed(1)} pt apart`);
    }
  return out;
}

let c: Client;
let name: string;
let pages: Run[][];

beforeAll(async () => {
  c = await loggedIn('student273', 'std');
  name = (await c.get('/api/v1/headerUserInfo')).body.data.name;
  const res = await c.post('/api/v1/portfolio/entries', { kind: 'AWARD', title: unique('교내 논문 공모전 우수상을 받은 긴 제목의 수상 이력'), issuer: '사회과학대학', acquiredDt: '2026-06-10' });
  expect(res.status, res.body.message).toBe(200);
  const pdf = await c.bytes('/api/v1/portfolio/resume?sections=AWARDS,SUBJECTS,PROGRAMS&contact=Y');
  expect(pdf.status).toBe(200);
  pages = await runsOf(new Uint8Array(pdf.bytes));
});

describe('the résumé PDF layout', () => {
  it('keeps the name clear of the department line, with the English name on its baseline', () => {
    const first = pages[0];
    const nameRun = first.find((r) => r.text === name)!;
    expect(nameRun, 'the name is a run of its own').toBeTruthy();
    const below = first.filter((r) => r.baseline < nameRun.baseline - 0.5).sort((a, b) => b.baseline - a.baseline)[0];
    expect(below.text, 'the department line follows the name').toMatch(/학과|학부|학년/);
    expect(nameRun.bottom - below.top).toBeGreaterThanOrEqual(MIN_GAP);
    const english = first.find((r) => /^[A-Za-z][A-Za-z .-]+$/.test(r.text) && r.x > nameRun.x);
    expect(english, 'the English name is shown').toBeTruthy();
    expect(Math.abs(english!.baseline - nameRun.baseline)).toBeLessThan(0.5);
  });

  it('never lets a line of text overlap or touch the line under it, on any page', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const [i, runs] of pages.entries()) expect(crowded(runs), `page ${i + 1}`).toEqual([]);
  });

  it("puts each item's date on its title's line, at the right", () => {
    const first = pages[0];
    const dates = first.filter((r) => /^\d{4}\.\d{2}\.\d{2}$/.test(r.text));
    expect(dates.length).toBeGreaterThan(3);
    const right = Math.max(...dates.map((d) => d.x + d.width));
    for (const d of dates) {
      expect(right - (d.x + d.width), `${d.text} is right-aligned`).toBeLessThan(1);
      const title = first.find((r) => r !== d && Math.abs(r.baseline - d.baseline) < 3 && r.x < d.x && r.size > d.size);
      expect(title, `${d.text} has its title on the same line`).toBeTruthy();
    }
  });
});
