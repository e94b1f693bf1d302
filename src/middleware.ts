// Every request: security headers, the page cache for anonymous content pages, origin check for state-changing calls, session -> locals.user,
// legacy redirects and the route-set guard.
import { defineMiddleware, sequence } from 'astro:middleware';
import { validateSession, SESSION_COOKIE, clearSessionCookie } from './lib/server/auth/sessions';
import { accessOf } from './lib/server/auth/route-access';
import { legacyRedirect } from './lib/server/routes/legacy';
import { errorResponse, messages } from './lib/server/http/respond';
import { isInputError, logError } from './lib/server/http/errors';
import { loginPathFor } from './lib/server/auth/login-path';
import { config } from './lib/server/config';
import { clientIpOf } from './lib/server/http/client-ip';
import { cachedPage } from './lib/server/page-cache';
import { compressed } from './lib/server/http/compression';
import { DB_RETRY_AFTER_SECONDS, DB_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './lib/server/db/unavailable';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Korean words for a failure that reached the outermost layer (the 500 page covers page errors). */
function failurePage(status: number, title: string, text: string, requestId: string) {
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | 한울여자대학교 학생지원포털</title></head><body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1 style="font-size:1.4rem">${title}</h1><p>${text}</p><p style="color:#555">요청 번호: <strong>${requestId}</strong></p><p><a href="/">홈으로</a></p></body></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...(status === 503 ? { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) } : {}) } });
}

/**
 * Gives every request an id and makes sure that nothing leaves without an answer in Korean: an error
 * thrown outside the pages' own handling becomes a 400 (bad input), 503 (database away) or 500 page
 * or envelope with that id, and API paths always answer JSON, for unknown paths too.
 */
const requestContext = defineMiddleware(async (ctx, next) => {
  const requestId = crypto.randomUUID().slice(0, 8);
  ctx.locals.requestId = requestId;
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
    if (isInputError(err)) response = isApi ? errorResponse(400, messages.invalid) : failurePage(400, '요청을 처리할 수 없습니다', '주소나 입력값에 쓸 수 없는 값이 있습니다. 확인하고 다시 시도해 주세요.', requestId);
    else if (isDatabaseUnavailable(err)) {
      logError(requestId, ctx.request.method, ctx.url.pathname, err);
      response = isApi ? errorResponse(503, DB_UNAVAILABLE_MESSAGE) : failurePage(503, '잠시 서비스를 이용할 수 없습니다', DB_UNAVAILABLE_MESSAGE, requestId);
      response.headers.set('Retry-After', String(DB_RETRY_AFTER_SECONDS));
    } else {
      logError(requestId, ctx.request.method, ctx.url.pathname, err);
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
  const response = await next();
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
  if (!SAFE_METHODS.has(request.method)) {
    const origin = request.headers.get('origin');
    if (origin !== url.origin) return errorResponse(403, '허용되지 않은 출처의 요청입니다.');
  }
  return next();
});

/** Text answers go out gzipped when the browser accepts it (static assets and stored pages have their own copies). */
const compression = defineMiddleware(async ({ request }, next) => compressed(request, await next()));

/** Content pages as anonymous visitors see them come from the page cache (page-cache.ts). */
const pageCache = defineMiddleware(({ request, url, locals }, next) => cachedPage(request, url, locals, () => next()));

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
  const response = await next();
  // Pages show personal data: never keep them in shared caches.
  if (locals.user && !response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-store');
  return response;
});

export const onRequest = sequence(compression, pageCache, securityHeaders, requestContext, originCheck, session, routeGuard);
