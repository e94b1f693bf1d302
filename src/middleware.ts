// Every request: security headers, the page cache for anonymous content pages, origin check for state-changing calls, session -> locals.user,
// legacy redirects and the route-set guard.
import { defineMiddleware, sequence } from 'astro:middleware';
import './lib/server/areas';
import { validateSession, SESSION_COOKIE, clearSessionCookie } from './lib/server/auth/sessions';
import { accessOf, isOfficePage, normalisePath } from './lib/server/auth/route-access';
import { mayOpenPage } from './lib/server/auth/permissions';
import { legacyRedirect } from './lib/server/routes/legacy';
import { createHash } from 'node:crypto';
import { errorResponse, HttpError, messages } from './lib/server/http/respond';
import { isInputError, logError } from './lib/server/http/errors';
import { loginPathFor } from './lib/server/auth/login-path';
import { config } from './lib/server/config';
import { clientIpOf } from './lib/server/http/client-ip';
import { cachedPage } from './lib/server/page-cache';
import { compressed } from './lib/server/http/compression';
import { withPagePolicy } from './lib/server/http/csp';
import { DB_RETRY_AFTER_SECONDS, DB_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './lib/server/db/unavailable';
import { recordRequest } from './lib/server/observability/metrics';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The failure page's look, allowed by its hash: this page is answered without Astro (so without the
 * site's stylesheet and Astro's policy), and the policy it carries still allows no inline style but this one.
 */
const FAILURE_STYLE = 'body{font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}h1{font-size:1.4rem}.request-id{color:#555}';
const FAILURE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(FAILURE_STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Korean words for a failure that reached the outermost layer (the 500 page covers page errors). */
function failurePage(status: number, title: string, text: string, requestId: string) {
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | 한울여자대학교 학생지원포털</title><style>${FAILURE_STYLE}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p class="request-id">요청 번호: <strong data-testid="request-id">${requestId}</strong></p><p><a href="/">홈으로</a></p></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': FAILURE_POLICY, ...(status === 503 ? { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) } : {}) },
  });
}

/**
 * Gives every request an id and makes sure that nothing leaves without an answer in Korean: an error
 * thrown outside the pages' own handling becomes a 4xx (bad input, a body no form sends), 503
 * (database away) or 500 page or envelope with that id, and API paths always answer JSON, for unknown
 * paths too. The id a failure page shows is the one in its header and in the log line (the page
 * cache passes a rendered page's id on, and gives a stored page answered again an id of its own).
 */
const requestContext = defineMiddleware(async (ctx, next) => {
  // A rewrite (to /404) runs the middleware again within the same request: keep its first id.
  const requestId = (ctx.locals.requestId ??= crypto.randomUUID().slice(0, 8));
  let connection: string | undefined;
  try {
    connection = ctx.clientAddress;
  } catch {
    /* no address (prerendering) */
  }
  ctx.locals.clientIp = clientIpOf(ctx.request, connection);
  const isApi = ctx.url.pathname.startsWith('/api/');
  let response: Response;
  try {
    response = await next();
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) response = isApi ? errorResponse(err.status, err.message, err.data) : failurePage(err.status, '요청을 처리할 수 없습니다', err.message, requestId);
    else if (isInputError(err)) response = isApi ? errorResponse(400, messages.invalid) : failurePage(400, '요청을 처리할 수 없습니다', '주소나 입력값에 쓸 수 없는 값이 있습니다. 확인하고 다시 시도해 주세요.', requestId);
    else if (isDatabaseUnavailable(err)) {
      logError(requestId, ctx.request.method, ctx.routePattern, err);
      response = isApi ? errorResponse(503, DB_UNAVAILABLE_MESSAGE) : failurePage(503, '잠시 서비스를 이용할 수 없습니다', DB_UNAVAILABLE_MESSAGE, requestId);
      response.headers.set('Retry-After', String(DB_RETRY_AFTER_SECONDS));
    } else {
      logError(requestId, ctx.request.method, ctx.routePattern, err);
      response = isApi ? errorResponse(500, `${messages.server} (요청 번호 ${requestId})`, { requestId }) : failurePage(500, '일시적인 오류가 발생했습니다', '요청을 처리하는 중에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.', requestId);
    }
  }
  if (isApi && (response.headers.get('Content-Type') ?? '').startsWith('text/html')) {
    // Astro answers an unknown path, or a failure it rendered itself, with an HTML page.
    if (response.status === 404) response = errorResponse(404, '요청한 API를 찾을 수 없습니다.');
    else if (response.status >= 500) response = errorResponse(response.status, `${messages.server} (요청 번호 ${requestId})`, { requestId });
  }
  response.headers.set('X-Request-Id', requestId);
  return response;
});

const securityHeaders = defineMiddleware(async ({ url }, next) => {
  // A page's policy names only the inline scripts and styles it carries (http/csp.ts).
  const response = await withPagePolicy(await next());
  const h = response.headers;
  // Astro sends the page's policy (with its script and style hashes) as this header: extend it,
  // never replace it. Responses without one (API calls, files) get a strict policy of their own.
  const astroPolicy = h.get('Content-Security-Policy');
  // A rewrite (e.g. to /404) passes through here twice: add the directive once.
  const extended = astroPolicy && !/frame-ancestors/.test(astroPolicy) ? `${astroPolicy.replace(/;\s*$/, '')}; frame-ancestors 'none'` : astroPolicy;
  h.set('Content-Security-Policy', extended ?? API_POLICY);
  h.set('X-Frame-Options', 'DENY');
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  h.set('Cross-Origin-Opener-Policy', 'same-origin');
  // Over HTTPS (directly, or behind a proxy that says so with SECURE_COOKIES): browsers keep to HTTPS.
  if (config.secureCookies || url.protocol === 'https:') h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  return response;
});

/** PostgreSQL away (restart, network cut): 503 with Retry-After, JSON for /api, a short Korean page otherwise. */
/** Astro's checkOrigin only covers form bodies; JSON and other calls are checked here. */
const originCheck = defineMiddleware(async ({ request, url }, next) => {
  // Calls of the import API and the local control channel carry their own credential in a header
  // (a bearer token, the control token), which a browser on another site cannot send: no cookie, no CSRF.
  const ownCredential = (url.pathname === '/api/v1/imports' || url.pathname.startsWith('/api/v1/imports/')) && (request.headers.has('authorization') || request.headers.has('x-portal-control'));
  if (!SAFE_METHODS.has(request.method) && !ownCredential) {
    const origin = request.headers.get('origin');
    if (origin !== url.origin) return errorResponse(403, '허용되지 않은 출처의 요청입니다.');
  }
  return next();
});

/**
 * Outermost: each request answered through Astro is counted under its route pattern and status and
 * gets one log line (observability/metrics.ts). A rewrite (to /404) passes here again: counted once.
 * Stored pages the server script answers before Astro are counted by the page cache itself.
 */
const observe = defineMiddleware(async (ctx, next) => {
  if (ctx.locals.observed) return next();
  ctx.locals.observed = true;
  const startedAt = performance.now();
  let response: Response | undefined;
  try {
    return (response = await next());
  } finally {
    // A page from the page cache carries an id of its own and knows its reader (no session ran).
    const requestId = response?.headers.get('x-request-id') ?? ctx.locals.requestId ?? '-';
    recordRequest({ requestId, method: ctx.request.method, route: ctx.routePattern, status: response?.status ?? 500, startedAt, userDiv: ctx.locals.user?.userDiv ?? ctx.locals.readerDiv ?? null });
  }
});

/** Text answers go out gzipped when the browser accepts it (static assets and stored pages have their own copies). */
const compression = defineMiddleware(async ({ request }, next) => compressed(request, await next()));

/** Content pages as anonymous visitors see them come from the page cache (page-cache.ts). */
const pageCache = defineMiddleware(({ request, url, locals, routePattern }, next) => cachedPage(request, url, locals, () => next(), routePattern));

const session = defineMiddleware(async ({ cookies, locals }, next) => {
  const token = cookies.get(SESSION_COOKIE)?.value;
  locals.user = await validateSession(token);
  if (token && !locals.user) clearSessionCookie(cookies);
  return next();
});

const routeGuard = defineMiddleware(async ({ url, locals, redirect, cookies, routePattern }, next) => {
  const path = url.pathname;
  if (path.startsWith('/api/') || path.startsWith('/_astro/') || path.startsWith('/fonts/')) return next();
  const legacy = legacyRedirect(path);
  // The old address's query is kept, after the new one's own (?tab=…&id=…).
  if (legacy) return redirect(legacy + (legacy.includes('?') && url.search ? `&${url.search.slice(1)}` : url.search), 301);
  if (path === '/') return redirect('/user/main', 302);
  // An address that is no page at all is not found, for everyone: no login first.
  if (routePattern === '/404' || routePattern === '/500') return next();
  const access = accessOf(path, locals.user);
  if (access === 'login-required') {
    return redirect(loginPathFor(cookies, path + url.search), 302);
  }
  if (access === 'forbidden') return redirect('/unauthorized', 302);
  // Office pages ask for the area's right (decision 046); the page names the roles that give it.
  if (isOfficePage(path) && !(await mayOpenPage(locals.user, normalisePath(path)))) return redirect(`/unauthorized?page=${encodeURIComponent(normalisePath(path))}`, 302);
  const response = await next();
  // Pages show personal data: never keep them in shared caches.
  if (locals.user && !response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-store');
  return response;
});

export const onRequest = sequence(observe, compression, pageCache, securityHeaders, requestContext, originCheck, session, routeGuard);
