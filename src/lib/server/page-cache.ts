// Content pages as anonymous visitors see them (main page, guides, notices), rendered once and then
// answered from memory until the content they show changes (decision 033). Each page is stored with
// the cache keys of the data it shows; an edit, a publish or a scheduled time drops those keys through
// cache.ts (here and, with PostgreSQL, on the other instances), and with them the pages. Visitors with a
// session are never answered from here: their pages carry their own name, menu and unread count.
// A page whose data is only known when it renders (the public portfolio pages: whose share a token
// opens) declares it itself with `declarePageCache`: its cache keys, until when it may be kept, and
// what to count when it is answered from here (a view of the share).
import { onDrop, subscribe } from './cache';
import { publishDue } from './content/due';
import { postPageKey } from './posts/cache-keys';
import { SESSION_COOKIE } from './auth/sessions';
import { acceptedEncoding } from './http/compression';
import zlib from 'node:zlib';

/** Upper bound on how long a page is kept without a change (view counts, the day's calendar). */
export const PAGE_TTL_MS = 60_000;
/** Pages kept at most (a flood of made-up query strings cannot grow memory without bound). */
const MAX_PAGES = 500;
/** Longer query strings are rendered but not kept. */
const MAX_QUERY_LENGTH = 120;

type Body = Uint8Array<ArrayBuffer>;

interface Entry {
  body: Body;
  /** The same body compressed once when stored. */
  br: Body;
  gzip: Body;
  headers: [string, string][];
  etag: string;
  /** Cache keys (prefixes) of the data on the page. */
  keys: string[];
  expires: number;
  /** Called on each answer from the cache (the page counts its views). */
  onHit?: () => void;
}

const pages = new Map<string, Entry>();

/** What a page rendered for the cache declares about itself (see declarePageCache). */
export interface PageDeclaration {
  keys: string[];
  until?: number;
  onHit?: () => void;
}

/**
 * For a page whose cache keys are only known as it renders: the data it shows (keys dropped by an
 * edit or a revoke), the instant after which it must be rendered again (an expiring link), and what
 * to do on each answer from the cache. Takes effect only for paths `pageKeysOf` lets be stored.
 */
export function declarePageCache(locals: App.Locals, page: PageDeclaration) {
  locals.pageCache = page;
}

/** The data each cacheable page shows, by path (null: the page is not cached). */
export function pageKeysOf(path: string): string[] | null {
  if (path === '/user/main') return ['posts:', 'popups:', 'banners:', 'term:', 'calendar:', 'menus:'];
  if (path === '/guide' || path === '/notice') return ['posts:', 'menus:'];
  // The public portfolio pages: keyed by their token; the page declares its student's keys.
  if (path === '/portfolio/info' || path === '/parent/portfolio/info') return [];
  const item = /^\/(guide|notice)\/([1-9][0-9]{0,8})$/.exec(path);
  // A notice also links to its neighbours, so a change to the board's list touches it too.
  if (item) return [postPageKey(Number(item[2])), ...(item[1] === 'notice' ? ['posts:'] : []), 'menus:'];
  return null;
}

onDrop((prefix) => {
  for (const [url, entry] of pages) if (entry.keys.some((k) => k.startsWith(prefix) || prefix.startsWith(k))) pages.delete(url);
});

async function etagOf(body: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return `"${Buffer.from(digest.subarray(0, 12)).toString('base64url')}"`;
}

/** The stored page for this request, when it may be answered from the cache and is there. */
async function lookup(method: string, url: URL, cookie: string, query: string) {
  if ((method !== 'GET' && method !== 'HEAD') || query.length > MAX_QUERY_LENGTH || cookie.includes(`${SESSION_COOKIE}=`)) return null;
  const keys = pageKeysOf(url.pathname);
  if (!keys) return null;
  subscribe();
  // Scheduled posts go live (and expired ones away) at their time, as when the page is rendered.
  if (keys.some((k) => k.startsWith('post'))) await publishDue();
  const hit = pages.get(url.pathname + url.search);
  if (hit && hit.expires <= Date.now()) pages.delete(url.pathname + url.search);
  return { keys, hit: hit && hit.expires > Date.now() ? hit : undefined };
}

/** Status, headers and body of a stored page: compressed as the request accepts, 304 when the browser has it. */
function answerOf(entry: Entry, method: string, ifNoneMatch: string | null, acceptEncoding: string | null, cache: 'hit' | 'miss') {
  const encoding = acceptedEncoding(acceptEncoding);
  const suffix = encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : '';
  const headers: [string, string][] = [...entry.headers, ['etag', entry.etag.replace(/"$/, `${suffix}"`)], ['vary', 'Accept-Encoding'], ['x-page-cache', cache], ['x-request-id', crypto.randomUUID().slice(0, 8)]];
  // The browser may hold any of the page's encodings: the page is the same.
  if (ifNoneMatch?.replace(/-(br|gz)"$/, '"') === entry.etag) return { status: 304, headers, body: null };
  if (encoding) headers.push(['content-encoding', encoding]);
  const body = encoding ? entry[encoding] : entry.body;
  headers.push(['content-length', String(body.length)]);
  return { status: 200, headers, body: method === 'HEAD' ? null : body };
}

/**
 * Answers the request from the cache, or renders it with `render` and keeps the result when it is a
 * plain 200 page. Requests that may not be cached are rendered as usual. Runs outside every other
 * middleware, so a stored page keeps the security headers it was sent with.
 */
export async function cachedPage(request: Request, url: URL, locals: App.Locals, render: () => Promise<Response>): Promise<Response> {
  const found = await lookup(request.method, url, request.headers.get('cookie') ?? '', url.search);
  if (!found) return render();
  const ifNoneMatch = request.headers.get('if-none-match');
  // Compressed by the outer middleware when it is sent from here (only under `astro dev`).
  if (found.hit) {
    found.hit.onHit?.();
    const a = answerOf(found.hit, request.method, ifNoneMatch, null, 'hit');
    return new Response(a.body, { status: a.status, headers: a.headers });
  }
  const response = await render();
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html') || response.headers.has('set-cookie')) return response;
  const page = locals.pageCache;
  // A page that depends on data only it knows is stored only when it said which.
  if (!found.keys.length && !page?.keys.length) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const own = response.headers.get('cache-control');
  const headers: [string, string][] = [...response.headers].filter(([name]) => !['content-length', 'x-request-id', 'cache-control', 'vary', 'etag'].includes(name));
  // Browsers ask again each time (a 304 when nothing changed), or keep nothing when the page says
  // so (a link that can be revoked); shared caches keep nothing.
  headers.push(['cache-control', own === 'no-store' ? 'no-store' : 'private, no-cache'], ['vary', 'Cookie']);
  const entry: Entry = {
    body,
    br: new Uint8Array(zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })),
    gzip: new Uint8Array(zlib.gzipSync(body, { level: 9 })),
    headers,
    etag: await etagOf(body),
    keys: [...found.keys, ...(page?.keys ?? [])],
    expires: Math.min(Date.now() + PAGE_TTL_MS, page?.until ?? Infinity),
    onHit: page?.onHit,
  };
  if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
  pages.set(url.pathname + url.search, entry);
  const a = answerOf(entry, request.method, ifNoneMatch, null, 'miss');
  return new Response(a.body, { status: a.status, headers: a.headers });
}

declare global {
  // The Node server (scripts/serve.mjs) answers stored pages before the request reaches Astro.
  var __portalPageCache:
    | { answer(method: string, rawUrl: string, cookie: string, ifNoneMatch: string | null, acceptEncoding: string | null): Promise<{ status: number; headers: [string, string][]; body: Body | null } | null> }
    | undefined;
}

globalThis.__portalPageCache = {
  async answer(method, rawUrl, cookie, ifNoneMatch, acceptEncoding) {
    let url: URL;
    try {
      url = new URL(rawUrl, 'http://portal.invalid');
    } catch {
      return null;
    }
    const found = await lookup(method, url, cookie, url.search);
    found?.hit?.onHit?.();
    return found?.hit ? answerOf(found.hit, method, ifNoneMatch, acceptEncoding, 'hit') : null;
  },
};

/** For tests of this module: forget every page. */
export function clearPages() {
  pages.clear();
}
