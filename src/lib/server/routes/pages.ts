// The pages the portal serves, from the files of src/pages at build time (only the file names are
// used; no page module is loaded). A menu may be switched on only when its URL is one of them.
const files = Object.keys(import.meta.glob('/src/pages/**/*.astro'));

/** A page file as a route pattern: '/src/pages/notice/[id].astro' -> /^\/notice\/[^/]+$/. */
function patternOf(file: string): RegExp {
  let route = file.replace(/^\/src\/pages/, '').replace(/\.astro$/, '').replace(/\/index$/, '');
  if (!route) route = '/';
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = route.split('/').map((seg) => {
    if (/^\[\.\.\..+\]$/.test(seg)) return '.*';
    // Static text escaped, each [param] one path segment.
    return seg
      .split(/(\[[^\]]+\])/)
      .map((piece) => (/^\[[^\]]+\]$/.test(piece) ? '[^/]+' : escape(piece)))
      .join('');
  });
  return new RegExp(`^${parts.join('/')}$`);
}

const patterns = files.filter((f) => !/\/(404|500)\.astro$/.test(f)).map(patternOf);

/** Whether a menu URL ('/user/main', '/notice?x=1') names a page that exists. */
export function isLiveRoute(url: string): boolean {
  const path = url.split(/[?#]/)[0].replace(/\/$/, '') || '/';
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  return patterns.some((p) => p.test(path));
}

export const pageCount = () => patterns.length;
