// Every request: security headers, origin check for state-changing calls, session -> locals.user,
// legacy redirects and the route-set guard.
import { defineMiddleware, sequence } from 'astro:middleware';
import { validateSession, SESSION_COOKIE, clearSessionCookie } from './lib/server/auth/sessions';
import { accessOf } from './lib/server/auth/route-access';
import { legacyRedirect } from './lib/server/routes/legacy';
import { errorResponse } from './lib/server/http/respond';
import { config } from './lib/server/config';
import { DB_RETRY_AFTER_SECONDS, DB_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './lib/server/db/unavailable';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const securityHeaders = defineMiddleware(async (_ctx, next) => {
  const response = await next();
  const h = response.headers;
  // Astro sends the page's policy (with its script and style hashes) as this header: extend it,
  // never replace it. Responses without one (API calls, files) get a strict policy of their own.
  const astroPolicy = h.get('Content-Security-Policy');
  h.set('Content-Security-Policy', astroPolicy ? `${astroPolicy.replace(/;\s*$/, '')}; frame-ancestors 'none'` : API_POLICY);
  h.set('X-Frame-Options', 'DENY');
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  h.set('Cross-Origin-Opener-Policy', 'same-origin');
  return response;
});

/** PostgreSQL away (restart, network cut): 503 with Retry-After, JSON for /api, a short Korean page otherwise. */
const databaseAway = defineMiddleware(async ({ url }, next) => {
  try {
    return await next();
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    const headers = { 'Retry-After': String(DB_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };
    if (url.pathname.startsWith('/api/')) return errorResponse(503, DB_UNAVAILABLE_MESSAGE, null, headers);
    const page = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>잠시 후 다시 시도해 주세요</title></head><body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6"><h1 style="font-size:1.4rem">서비스 일시 중단</h1><p>${DB_UNAVAILABLE_MESSAGE}</p><p><a href="">다시 시도</a></p></body></html>`;
    return new Response(page, { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
  }
});

/** Astro's checkOrigin only covers form bodies; JSON and other calls are checked here. */
const originCheck = defineMiddleware(async ({ request, url }, next) => {
  if (!SAFE_METHODS.has(request.method)) {
    const origin = request.headers.get('origin');
    if (origin !== url.origin) return errorResponse(403, '허용되지 않은 출처의 요청입니다.');
  }
  return next();
});

const session = defineMiddleware(async ({ cookies, locals }, next) => {
  const token = cookies.get(SESSION_COOKIE)?.value;
  locals.user = await validateSession(token);
  if (token && !locals.user) clearSessionCookie(cookies);
  return next();
});

function loginPath() {
  return config.ssoIssuer ? '/login' : '/masterLogin';
}

const routeGuard = defineMiddleware(async ({ url, locals, redirect, cookies }, next) => {
  const path = url.pathname;
  if (path.startsWith('/api/') || path.startsWith('/_astro/') || path.startsWith('/fonts/')) return next();
  const legacy = legacyRedirect(path);
  if (legacy) return redirect(legacy + url.search, 301);
  if (path === '/') return redirect('/user/main', 302);
  const access = accessOf(path, locals.user);
  if (access === 'login-required') {
    const target = encodeURIComponent(path + url.search);
    const login = cookies.get('isSso')?.value === 'N' ? '/masterLogin' : loginPath();
    return redirect(`${login}?redirectUrl=${target}`, 302);
  }
  if (access === 'forbidden') return redirect('/unauthorized', 302);
  const response = await next();
  // Pages show personal data: never keep them in shared caches.
  if (locals.user && !response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-store');
  return response;
});

export const onRequest = sequence(securityHeaders, databaseAway, originCheck, session, routeGuard);
