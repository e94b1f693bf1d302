// Content pages as anonymous visitors see them (main page, guides, notices), rendered once and then
// answered from memory until the content they show changes (decision 033). Each page is stored with
// the cache keys of the data it shows; an edit, a publish or a scheduled time drops those keys through
// cache.ts (here and, with PostgreSQL, on the other instances), and with them the pages. Visitors with a
// session get the same content pages from a second store, one copy per user type, rendered with
// markers where her own parts go (name, photo, unread count, favourite star: layout-personal.ts),
// which are put in for each reader as the page is answered.
// A page whose data is only known when it renders (the public portfolio pages: whose share a token
// opens) declares it itself with `declarePageCache`: its cache keys, until when it may be kept, and
// what to count when it is answered from here (a view of the share).
// Every other page a logged-in reader opens (her own pages: my page, applications, the graduation
// what-if, and every page of staff, whose menus follow their roles) is kept for her session alone,
// with the tables its queries read; any write to one of those tables, by anyone on any instance,
// drops it (db/changes.ts, decision 044).
import { onDrop, subscribe } from './cache';
import { SESSION_COOKIE, validateSession, type SessionUser } from './auth/sessions';
import { cachedMenu, readerOf } from './layout';
import { needsRoles } from './menus/repository';
import { favoriteMenusOf } from './favorites/service';
import { personalize } from './layout-personal';
import { acceptedEncoding } from './http/compression';
import { recordingReads, type Reads } from './db/reads';
import { listenForChanges, onTableChange, UNANNOUNCED_TABLES } from './db/changes';
import { nextSeoulMidnight } from '../calendar';
import { pageStoreDrops, pageStoreHits, pageStoreMisses, recordRequest, type DropReason, type PageStore } from './observability/metrics';
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
  /** The route pattern the page was rendered for (what its answers are counted under). */
  route?: string;
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

/** The data keys of a page by its path, or null when the page is not one of the area's. */
type KeysOf = (path: string) => string[] | null;

/**
 * The pages of an area that may be kept, registered at start (areas.ts): this module knows no page.
 * `anyone`: content pages every visitor gets alike; `readers`: pages only logged-in readers open that
 * are the same for every reader of a user type; `due`: work that must run before a stored page holding
 * a key with this prefix, or one that read this table, is answered (scheduled posts going live).
 */
export interface CachedPages {
  anyone?: KeysOf;
  readers?: KeysOf;
  due?: { keyPrefix: string; table: string; run: () => Promise<void> };
}

const cachedPages = new Map<string, CachedPages>();

/** Registers (or replaces) an area's cacheable pages under the area's name. */
export function cachePages(area: string, pages: CachedPages) {
  cachedPages.set(area, pages);
}

function firstKeys(pick: (pages: CachedPages) => KeysOf | undefined, path: string): string[] | null {
  for (const pages of cachedPages.values()) {
    const keys = pick(pages)?.(path);
    if (keys) return keys;
  }
  return null;
}

/** Runs the due work of the areas whose keys or tables a stored page holds. */
async function runDue(keys: string[], tables: string[]) {
  for (const { due } of cachedPages.values()) {
    if (due && (keys.some((k) => k.startsWith(due.keyPrefix)) || tables.includes(due.table))) await due.run();
  }
}

/** The data each cacheable page shows, by path (null: the page is not cached). */
export function pageKeysOf(path: string): string[] | null {
  return firstKeys((pages) => pages.anyone, path);
}

/** A content page as every logged-in reader of a user type gets it, with markers for her own parts. */
interface SharedEntry {
  html: string;
  status: number;
  headers: [string, string][];
  keys: string[];
  expires: number;
  /** The page's menu and title, when its title carries the favourite star. */
  favorite?: { menuId: string; title: string };
  /** The route pattern the page was rendered for. */
  route?: string;
}
const sharedPages = new Map<string, SharedEntry>();

onDrop((prefix) => {
  const touched = (entry: { keys: string[] }) => entry.keys.some((k) => k.startsWith(prefix) || prefix.startsWith(k));
  for (const [url, entry] of pages) if (touched(entry)) drop(pages, url, 'anyone', 'change');
  for (const [id, entry] of sharedPages) if (touched(entry)) drop(sharedPages, id, 'shared', 'change');
  for (const [id, entry] of ownPages) if (touched(entry)) dropOwn(id, 'change');
});

/** Forgets a stored page, counted under its store and why. */
function drop(store: Map<string, unknown>, id: string, name: PageStore, reason: DropReason) {
  if (store.delete(id)) pageStoreDrops.inc({ store: name, reason });
}

/**
 * Pages only logged-in readers open that are the same for every reader of a user type: catalogues
 * read from cached data, dropped with it when staff change it.
 */
function readerOnlyKeysOf(path: string): string[] | null {
  return firstKeys((pages) => pages.readers, path);
}

/** The session cookie's value in a Cookie header, if any. */
function sessionTokenOf(cookie: string): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}

/**
 * Where a logged-in reader's request may be answered from: the shared store for a content page other
 * than the main page (hers is arranged by her) when her user type's menu does not depend on roles, her
 * own store for every other page, with the stored page when there is one. Null sends the request its
 * usual way (which also deals with an ended session's cookie).
 */
async function readerLookup(method: string, url: URL, cookie: string) {
  if ((method !== 'GET' && method !== 'HEAD') || url.search.length > MAX_QUERY_LENGTH || url.pathname.startsWith('/api/')) return null;
  const token = sessionTokenOf(cookie);
  const user = token ? await validateSession(token) : null;
  if (!user) return null;
  const keys = url.pathname === '/user/main' ? null : (pageKeysOf(url.pathname) ?? readerOnlyKeysOf(url.pathname));
  // One copy per user type, unless the menu follows the reader's roles (staff): then her own.
  if (keys?.length && !needsRoles(await cachedMenu(user.userDiv))) {
    const id = `${user.userDiv} ${url.pathname}${url.search}`;
    return { kind: 'shared' as const, keys, user, id, hit: await storedEntry(sharedPages, 'shared', id, keys) };
  }
  // Her own page: kept under her cookies (her session), not under her user type.
  const id = `${url.pathname}${url.search}\n${cookie}`;
  return { kind: 'own' as const, keys: [], user, id, hit: await ownEntry(id) };
}

/**
 * The entry stored under this id while it is fresh (an expired one is forgotten). Scheduled posts go
 * live (and expired ones away) first, at their time, as when the page is rendered.
 */
async function storedEntry<E extends { expires: number }>(store: Map<string, E>, name: PageStore, id: string, keys: string[]): Promise<E | undefined> {
  subscribe();
  await runDue(keys, []);
  const hit = store.get(id);
  if (hit && hit.expires <= Date.now()) drop(store, id, name, 'expired');
  return hit && hit.expires > Date.now() ? hit : undefined;
}

/** A shared page with this reader's parts put in. */
async function readerAnswer(entry: Pick<SharedEntry, 'html' | 'status' | 'headers' | 'favorite'>, user: SessionUser, method: string, cache: 'hit' | 'miss', requestId = newRequestId()) {
  const favorite = entry.favorite ? { ...entry.favorite, flId: (await favoriteMenusOf(user.userId)).get(entry.favorite.menuId) ?? null } : null;
  const reader = readerOf(user);
  const body = new Uint8Array(Buffer.from(personalize(entry.html, reader, favorite)));
  // Her own page: browsers and proxies keep nothing, as for every logged-in page.
  const headers: [string, string][] = [...entry.headers, ['cache-control', 'private, no-store'], ['x-page-cache', cache], ['x-request-id', requestId]];
  // What was put in: the same parts give the same bytes (her own page answered again).
  const parts = JSON.stringify([reader, favorite?.flId]);
  return { status: entry.status, headers, body: method === 'HEAD' ? null : body, length: body.length, parts };
}

/**
 * A stored page answered again is a request of its own, with an id of its own (its log line has it);
 * a page rendered for this request keeps the id it was rendered (and perhaps logged) under.
 */
const newRequestId = () => crypto.randomUUID().slice(0, 8);
const renderedId = (response: Response) => response.headers.get('x-request-id') ?? newRequestId();

async function etagOf(body: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return `"${Buffer.from(digest.subarray(0, 12)).toString('base64url')}"`;
}

/** The stored page for this request, when it may be answered from the cache and is there. */
async function lookup(method: string, url: URL, cookie: string, query: string) {
  if ((method !== 'GET' && method !== 'HEAD') || query.length > MAX_QUERY_LENGTH || cookie.includes(`${SESSION_COOKIE}=`)) return null;
  const keys = pageKeysOf(url.pathname);
  if (!keys) return null;
  return { keys, hit: await storedEntry(pages, 'anyone', url.pathname + url.search, keys) };
}

/** Status, headers and body of a stored page: compressed as the request accepts, 304 when the browser has it. */
function answerOf(entry: Entry, method: string, ifNoneMatch: string | null, acceptEncoding: string | null, cache: 'hit' | 'miss', requestId = newRequestId()) {
  const encoding = acceptedEncoding(acceptEncoding);
  const suffix = encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : '';
  const headers: [string, string][] = [...entry.headers, ['etag', entry.etag.replace(/"$/, `${suffix}"`)], ['vary', 'Accept-Encoding'], ['x-page-cache', cache], ['x-request-id', requestId]];
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
export async function cachedPage(request: Request, url: URL, locals: App.Locals, render: () => Promise<Response>, route?: string): Promise<Response> {
  const cookie = request.headers.get('cookie') ?? '';
  if (cookie.includes(`${SESSION_COOKIE}=`)) {
    if (request.method === 'GET' || request.method === 'HEAD') return readerPage(request, url, locals, cookie, render, route);
    // Her own change shows on her next page at once: the announcement of the tables it wrote
    // (PostgreSQL's NOTIFY) may arrive after that next request, so her pages here go now.
    const response = await render();
    const session = sessionTokenOf(cookie);
    if (session) for (const [id, entry] of ownPages) if (entry.session === session) dropOwn(id, 'change');
    return response;
  }
  const found = await lookup(request.method, url, cookie, url.search);
  if (!found) return render();
  const ifNoneMatch = request.headers.get('if-none-match');
  // Compressed by the outer middleware when it is sent from here (only under `astro dev`).
  if (found.hit) {
    pageStoreHits.inc({ store: 'anyone' });
    found.hit.onHit?.();
    const a = answerOf(found.hit, request.method, ifNoneMatch, null, 'hit');
    return new Response(a.body, { status: a.status, headers: a.headers });
  }
  pageStoreMisses.inc({ store: 'anyone' });
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
    route,
  };
  if (pages.size >= MAX_PAGES) drop(pages, pages.keys().next().value!, 'anyone', 'full');
  pages.set(url.pathname + url.search, entry);
  const a = answerOf(entry, request.method, ifNoneMatch, null, 'miss', renderedId(response));
  return new Response(a.body, { status: a.status, headers: a.headers });
}

/** A logged-in reader's page: from the shared store or her own, or rendered with markers, stored when it may be, and filled in. */
async function readerPage(request: Request, url: URL, locals: App.Locals, cookie: string, render: () => Promise<Response>, route?: string): Promise<Response> {
  const found = await readerLookup(request.method, url, cookie);
  if (!found) return render();
  if (found.hit) {
    pageStoreHits.inc({ store: found.kind });
    locals.readerDiv = found.user.userDiv;
    const a = await readerAnswer(found.hit, found.user, request.method, 'hit');
    return new Response(a.body, { status: a.status, headers: a.headers });
  }
  pageStoreMisses.inc({ store: found.kind });
  locals.sharedRender = {};
  const since = changeCount;
  // Her own page is read to the end inside the recording: Astro renders as the body streams.
  const { value: rendered, reads } = await recordingReads(async () => {
    const response = await render();
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    return { response, raw: html ? Buffer.from(await response.arrayBuffer()) : null };
  });
  const { response, raw } = rendered;
  // Whatever was rendered with markers (a not-found page too) gets her parts before it leaves.
  if (!raw) return response;
  // A rewrite (the not-found page) passes the middleware twice and may arrive compressed already.
  const encoding = response.headers.get('content-encoding');
  const html = (encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw).toString('utf8');
  const headers: [string, string][] = [...response.headers].filter(([name]) => !['content-length', 'x-request-id', 'cache-control', 'vary', 'etag', 'content-encoding'].includes(name));
  const entry: SharedEntry = { html, status: response.status, headers, keys: found.keys, expires: Date.now() + PAGE_TTL_MS, favorite: locals.sharedRender.favorite, route };
  const storable = response.status === 200 && !response.headers.has('set-cookie');
  if (storable && found.kind === 'shared') {
    if (sharedPages.size >= MAX_PAGES) drop(sharedPages, sharedPages.keys().next().value!, 'shared', 'full');
    sharedPages.set(found.id, entry);
  }
  if (storable && found.kind === 'own') keepOwn(found.id, sessionTokenOf(cookie)!, entry, reads, since, locals.pageCache?.until);
  const a = await readerAnswer(entry, found.user, request.method, 'miss', renderedId(response));
  return new Response(a.body, { status: a.status, headers: a.headers });
}

/**
 * A reader's own pages, kept for her alone (under her cookies, so under her session) with the tables
 * and shared cache keys the page read. A write to one of the tables (announced by the database on
 * every instance after it commits) or a dropped key forgets the page; so does the next Seoul day
 * (pages show what is open today) and OWN_TTL_MS, which bounds what no write announces (the time of
 * day: a report's deadline hour, a slot that has begun).
 */
interface OwnEntry extends SharedEntry {
  tables: string[];
  /** Her session token: her own writes drop her pages here at once (see cachedPage). */
  session: string;
  /** The last gzipped answer and the parts it was filled in with. */
  gzipped?: { parts: string; bytes: Uint8Array<ArrayBuffer> };
}
const ownPages = new Map<string, OwnEntry>();
/** Own pages are kept this long at most without a change. */
export const OWN_TTL_MS = 30_000;
/** Memory for own pages: the oldest go first beyond it. */
const OWN_MAX_CHARS = 48 * 1024 * 1024;
/** A page larger than this is rendered each time. */
const OWN_MAX_PAGE_CHARS = 1024 * 1024;
let ownChars = 0;
/** Counts announced changes, so a render can tell whether a table it read changed while it ran. */
let changeCount = 0;
const changedAt = new Map<string, number>();
const UNANNOUNCED = new Set<string>(UNANNOUNCED_TABLES);

onTableChange((table) => {
  changedAt.set(table, ++changeCount);
  for (const [id, entry] of ownPages) if (entry.tables.includes(table)) dropOwn(id, 'change');
});

/** Forgets one of her pages; counted as a drop unless it is being replaced by a newer rendering. */
function dropOwn(id: string, reason: DropReason | null) {
  const entry = ownPages.get(id);
  if (!entry) return;
  ownChars -= entry.html.length;
  ownPages.delete(id);
  if (reason) pageStoreDrops.inc({ store: 'own', reason });
}

async function ownEntry(id: string) {
  subscribe();
  void listenForChanges();
  const hit = ownPages.get(id);
  if (hit && hit.expires <= Date.now()) dropOwn(id, 'expired');
  if (!hit || hit.expires <= Date.now()) return undefined;
  // Scheduled posts go live at their time on the pages that show posts (her main page).
  await runDue([], hit.tables);
  return ownPages.get(id);
}

/**
 * Keeps her page unless it may not be kept: it wrote, locked or counted something (it must run each
 * time), read a table whose changes are not announced, or read a table that changed while it rendered.
 */
function keepOwn(id: string, session: string, entry: SharedEntry, reads: Reads, since: number, until: number | undefined) {
  if (reads.wrote || entry.html.length > OWN_MAX_PAGE_CHARS) return;
  const tables = [...reads.tables];
  if (tables.some((t) => UNANNOUNCED.has(t) || (changedAt.get(t) ?? 0) > since)) return;
  dropOwn(id, null);
  while (ownChars + entry.html.length > OWN_MAX_CHARS && ownPages.size) dropOwn(ownPages.keys().next().value!, 'full');
  const expires = Math.min(Date.now() + OWN_TTL_MS, nextSeoulMidnight().getTime(), until ?? Infinity);
  ownPages.set(id, { ...entry, keys: [...reads.keys], tables, expires, session });
  ownChars += entry.html.length;
}

declare global {
  // The Node server (scripts/serve.mjs) answers stored pages before the request reaches Astro.
  var __portalPageCache:
    | { answer(method: string, rawUrl: string, cookie: string, ifNoneMatch: string | null, acceptEncoding: string | null): Promise<{ status: number; headers: [string, string][]; body: Body | null } | null> }
    | undefined;
}

globalThis.__portalPageCache = {
  async answer(method, rawUrl, cookie, ifNoneMatch, acceptEncoding) {
    const startedAt = performance.now();
    const stored = await storedAnswer(method, rawUrl, cookie, ifNoneMatch, acceptEncoding);
    if (!stored) return null;
    // Answered here, before Astro: counted and logged here (the middleware never sees it).
    const requestId = stored.headers.find(([name]) => name === 'x-request-id')?.[1] ?? '-';
    pageStoreHits.inc({ store: stored.store });
    recordRequest({ requestId, method, route: stored.route, status: stored.status, startedAt, userDiv: stored.userDiv, cache: 'hit' });
    return stored;
  },
};

/** A stored page for a request the server script is about to hand to Astro, with what to count it under. */
async function storedAnswer(
  method: string,
  rawUrl: string,
  cookie: string,
  ifNoneMatch: string | null,
  acceptEncoding: string | null,
): Promise<{ status: number; headers: [string, string][]; body: Body | null; store: PageStore; route?: string; userDiv?: string } | null> {
  let url: URL;
  try {
    url = new URL(rawUrl, 'http://portal.invalid');
  } catch {
    return null;
  }
  if (cookie.includes(`${SESSION_COOKIE}=`)) {
    const mine = await readerLookup(method, url, cookie);
    if (!mine?.hit) return null;
    const a = await readerAnswer(mine.hit, mine.user, method, 'hit');
    const seen = { store: mine.kind, route: mine.hit.route, userDiv: mine.user.userDiv };
    // Compressed here as the outer middleware would (the page differs for each reader).
    if (a.body && acceptedEncoding(acceptEncoding, ['gzip']) && a.length > 1024) {
      // Her own page keeps its last compressed answer while her parts stay the same.
      const own = mine.kind === 'own' ? (mine.hit as OwnEntry) : null;
      const gz = own?.gzipped?.parts === a.parts ? own.gzipped.bytes : new Uint8Array(zlib.gzipSync(a.body, { level: 6 }));
      if (own) own.gzipped = { parts: a.parts, bytes: gz };
      return { status: a.status, headers: [...a.headers, ['content-encoding', 'gzip'], ['vary', 'Accept-Encoding'], ['content-length', String(gz.length)]], body: gz, ...seen };
    }
    return { status: a.status, headers: [...a.headers, ['content-length', String(a.length)]], body: a.body, ...seen };
  }
  const found = await lookup(method, url, cookie, url.search);
  found?.hit?.onHit?.();
  return found?.hit ? { ...answerOf(found.hit, method, ifNoneMatch, acceptEncoding, 'hit'), store: 'anyone', route: found.hit.route } : null;
}

/** For tests of this module: forget every page. */
export function clearPages() {
  pages.clear();
  sharedPages.clear();
  ownPages.clear();
  ownChars = 0;
}
