// The layout's stylesheet carries only the Bootstrap rules the portal can use (decision 043), yet every
// class that is built at run time (status tones, React-Bootstrap props, dialogs, toasts) keeps its rule;
// the first Pretendard subset is preloaded and every subset swaps in when it arrives, in the place its
// metric-matched fallback held.
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './client';

let html = '';
let css = '';
let cssBytes = 0;
beforeAll(async () => {
  html = await (await fetch(`${baseUrl()}/guide`)).text();
  const href = /<link[^>]+rel="stylesheet"[^>]+href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1] ?? /href="(\/_astro\/[^"]+\.css)"/.exec(html)![1];
  const res = await fetch(baseUrl() + href, { headers: { 'accept-encoding': 'identity' } });
  css = await res.text();
  cssBytes = Buffer.byteLength(css);
});

/** Whether the stylesheet has a rule whose selector contains `selector` as a whole class name. */
const hasRule = (selector: string) => new RegExp(`${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(css);

describe('layout stylesheet', () => {
  it('is far smaller than the whole of Bootstrap', () => {
    // bootstrap.min.css alone is 232 KB; with the fonts' and the portal's rules the layout sent 281 KB.
    expect(cssBytes).toBeLessThan(180_000);
    // Rules nothing in the portal uses are gone.
    for (const unused of ['.carousel-item', '.navbar-expand-lg', '.offcanvas-xl', '.accordion-button', '.column-gap-md-3', '.link-underline-opacity-75']) {
      expect(hasRule(unused), unused).toBe(false);
    }
  });

  it('keeps the classes built at run time and by React-Bootstrap', () => {
    const kept = [
      // every status tone (variantsOf in src/lib/status.ts) as a badge
      '.text-bg-primary', '.text-bg-secondary', '.text-bg-success', '.text-bg-danger', '.text-bg-warning', '.text-bg-info', '.text-bg-light', '.text-bg-dark',
      // Button variants and sizes, Spinner, Alert, Badge bg
      '.btn-outline-danger', '.btn-outline-success', '.btn-sm', '.btn-check', '.spinner-border-sm', '.alert-warning', '.bg-success',
      // grid props of Row and Col
      '.col-md-6', '.col-lg-4', '.row-cols-md-2', '.g-3',
      // forms and validation
      '.form-control', '.form-select-sm', '.form-switch', '.is-invalid', '.invalid-feedback', '.input-group-text',
      // dialogs, toasts, menus and transitions added while a component runs
      '.modal-dialog', '.modal-backdrop', '.toast-container', '.toast-body', '.dropdown-menu', '.collapsing', '.fade', '.show',
      // classes the pages write themselves
      '.d-flex', '.breadcrumb-item', '.visually-hidden', '.list-group-item', '.table-striped', '.card-header',
    ];
    for (const cls of kept) expect(hasRule(cls), cls).toBe(true);
  });

  it('preloads the first font subset, which the stylesheet uses, and lets every subset swap in', async () => {
    const preload = /<link rel="preload" href="(\/_astro\/PretendardVariable\.subset\.91\.[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin/.exec(html);
    expect(preload).not.toBeNull();
    expect(css).toContain(preload![1]);
    const faces = (css.match(/@font-face\{[^}]*\}/g) ?? []).filter((face) => face.includes('Pretendard Variable'));
    expect(faces.length).toBeGreaterThan(80);
    for (const face of faces) expect(face).toContain('font-display:swap');
    const font = await fetch(baseUrl() + preload![1]);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toContain('font/woff2');
  });

  it('sets text in fallback faces with the metrics of Pretendard until the font arrives, so the swap moves nothing', () => {
    // The minifier may drop the quotes around family names: compare without them.
    const plain = css.replace(/["']/g, '');
    const face = (family: string, weight: string) =>
      (plain.match(/@font-face\{[^}]*\}/g) ?? []).find((f) => f.includes(`font-family:${family};`) && f.includes(`font-weight:${weight};`)) ?? '';
    // The figures of scripts/font-fallback.mjs, read from Pretendard's and the system fonts' files.
    const latin = face('Pretendard Fallback', '400');
    expect(latin).toContain('local(Arial)');
    expect(latin).toContain('local(Liberation Sans)');
    expect(latin).toMatch(/size-adjust:100\.45%/);
    expect(latin).toMatch(/ascent-override:94\.79%/);
    expect(latin).toMatch(/descent-override:24\.01%/);
    expect(latin).toMatch(/line-gap-override:0(%)?[;}]/);
    const latinBold = face('Pretendard Fallback', '700');
    expect(latinBold).toContain('local(Arial Bold)');
    expect(latinBold).toMatch(/size-adjust:102\.03%/);
    // Each Korean system font in a face of its own: Noto Sans CJK KR / Noto Sans KR (read here) scaled
    // from its 0.92 em syllables to Pretendard's 0.8643 em, with Pretendard's line heights.
    for (const weight of ['400', '700']) {
      const noto = face('Pretendard Fallback Noto Sans KR', weight);
      expect(noto).toContain(weight === '400' ? 'local(Noto Sans CJK KR)' : 'local(Noto Sans CJK KR Bold)');
      expect(noto).toContain(weight === '400' ? 'local(Noto Sans KR)' : 'local(Noto Sans KR Bold)');
      expect(noto).toMatch(/unicode-range:U\+(1100-11ff|11\?\?),.*U\+ac00-d7a3/i);
      expect(noto).toMatch(/size-adjust:93\.94%/);
      expect(noto).toMatch(/ascent-override:101\.36%/);
      expect(noto).toMatch(/descent-override:25\.68%/);
    }
    // Fonts that cannot be read here take Pretendard's line heights only.
    for (const [family, local] of [['Apple SD Gothic Neo', 'Apple SD Gothic Neo'], ['Malgun Gothic', 'Malgun Gothic']]) {
      const korean = face(`Pretendard Fallback ${family}`, '400');
      expect(korean).toContain(`local(${local})`);
      expect(korean).toMatch(/ascent-override:95\.21%/);
      expect(korean).toMatch(/descent-override:24\.12%/);
    }
    // Without any Korean font, the empty boxes take a syllable's width.
    const box = face('Pretendard Fallback Box', '100 900');
    expect(box).toContain('local(DejaVu Sans)');
    expect(box).toMatch(/size-adjust:144\.02%/);
    expect(box).toMatch(/unicode-range:U\+(1100-11ff|11\?\?),.*U\+ac00-d7a3/i);
    // The stack: the box face first (it has no glyphs of its own), Pretendard, then the metric fallbacks.
    expect(plain.replace(/, /g, ',')).toContain('--bs-font-sans-serif:Pretendard Fallback Box,Pretendard Variable,Pretendard,Pretendard Fallback Apple SD Gothic Neo,Pretendard Fallback Noto Sans KR,Pretendard Fallback Malgun Gothic,Pretendard Fallback,');
  });
});
