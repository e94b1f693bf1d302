// Bootstrap's stylesheet, cut at build time to the rules the portal can use (decision 043).
// Only `bootstrap.min.css` is purged; the portal's own stylesheets are kept whole. `astro dev` keeps the
// full stylesheet, so a class added while developing works before the next build.
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';

/**
 * Class names that never appear whole in the source and must stay:
 * - built from a variable: `text-bg-${variant}` (status tones from `src/lib/status.ts`);
 * - composed by React-Bootstrap from props (`variant="outline-primary"` → `btn-outline-primary`, `md={6}`
 *   → `col-md-6`, `size="sm"` → `form-select-sm`, `g={3}` → `g-3`, `bg`/`text` → `bg-*`/`text-*`);
 * - added while a component runs (transitions: `fade`/`show`/`collapsing`, dialogs, toasts, menus).
 * Whole families are kept so that a new prop value of a component already in use still has its rules.
 */
export const BOOTSTRAP_SAFELIST = [
  // tones and the colour props of Badge (`bg`, `text`), Spinner and Button (`variant`)
  /^text-bg-/, /^bg-(primary|secondary|success|danger|warning|info|light|dark|white|body|transparent)(-subtle)?$/,
  /^text-(primary|secondary|success|danger|warning|info|light|dark|white|black|body|muted)(-emphasis)?$/,
  /^btn/, /^alert/, /^badge/, /^spinner/, /^progress/,
  // grid: Row and Col props (`xs`, `md={6}`, `g={3}`, `xs={{ span, offset, order }}`)
  /^row$/, /^row-cols-/, /^col(-|$)/, /^g[xy]?-\d$/, /^offset-/, /^order-/,
  // Form, InputGroup, validation
  /^form-(control|select|check|label|text|switch|group|plaintext)/, /^input-group/, /^was-validated$/, /^is-(in)?valid$/, /^(in)?valid-(feedback|tooltip)$/,
  // components that add their classes while they run
  /^modal/, /^toast/, /^dropdown/, /^drop(up|end|start|down-center)$/, /^collaps/, /^fade$/, /^show$/, /^showing$/, /^hiding$/, /^active$/, /^disabled$/,
  /^card/, /^list-group/, /^table/, /^visually-hidden/,
];

/** Elements a stored rich text may contain (the allow-list of `src/lib/server/sanitize.ts`) and the page's own. */
const ELEMENTS = ['html', 'body', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'span', 'img', 'table', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'small', 'mark', 'sub', 'sup', 'abbr', 'kbd', 'dl', 'dt', 'dd', 'svg', 'figure', 'figcaption', 'label', 'input', 'button', 'select', 'optgroup', 'textarea', 'fieldset', 'legend', 'progress', 'output', 'summary', 'details', 'iframe', 'address'];

const purge = purgeCSSPlugin({
  content: ['./src/**/*.{astro,tsx,ts,jsx,js,md,mdx}', './scripts/seed.ts'],
  // Every run of word characters and dashes is a possible class name (also inside template strings).
  defaultExtractor: (text) => text.match(/[\w-]+/g) ?? [],
  safelist: { standard: [...BOOTSTRAP_SAFELIST, ...ELEMENTS] },
  // Bootstrap's custom properties and keyframes are few and read by the rules kept: keep them all.
  variables: false,
  keyframes: false,
  fontFace: false,
});

/** Runs the purge on Bootstrap's own stylesheet only. */
const purgeBootstrap = {
  postcssPlugin: 'purge-bootstrap',
  async Once(root, helpers) {
    const file = root.source?.input.file ?? '';
    if (!/[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.min)?\.css$/.test(file)) return;
    await purge.OnceExit(root, helpers);
  },
};

export default {
  plugins: process.env.NODE_ENV === 'production' ? [purgeBootstrap] : [],
};
