// Single sign-on: OpenID Connect authorisation code flow with PKCE (openid-client). /login sends the
// browser to the issuer (the development issuer on hosts named *dev*) with a fresh state, nonce and
// code verifier kept in a short-lived HttpOnly cookie; /login/callback checks all three, exchanges
// the code, finds the portal user named by the configured claim and starts the portal session.
import * as oidc from 'openid-client';
import type { AstroCookies } from 'astro';
import { eq } from 'drizzle-orm';
import { config } from '../config';
import { log } from '../observability/log';
import { getDb, schema } from '../db';
import { audit } from '../audit/log';
import { createSession, setSessionCookie } from './sessions';
import { homePageOf, safeRedirectPath } from './user-divs';

const TX_COOKIE = 'portal_sso_tx';
const TX_SECONDS = 600;

function issuerFor(hostname: string) {
  return hostname.includes('dev') ? (config.ssoDevIssuer ?? config.ssoIssuer) : config.ssoIssuer;
}

export function ssoConfigured(hostname = '') {
  return !!issuerFor(hostname) && !!config.ssoClientId;
}

const configs = new Map<string, Promise<oidc.Configuration>>();

/** The issuer's metadata, discovered once per issuer (again after a failure). */
function clientConfig(issuer: string) {
  let found = configs.get(issuer);
  if (!found) {
    const url = new URL(issuer);
    // Plain HTTP only for an issuer on this machine (a development or test provider).
    const local = url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    found = oidc.discovery(url, config.ssoClientId!, config.ssoClientSecret, undefined, local ? { execute: [oidc.allowInsecureRequests] } : undefined);
    found.catch(() => configs.delete(issuer));
    configs.set(issuer, found);
  }
  return found;
}

interface Transaction {
  state: string;
  nonce: string;
  verifier: string;
  redirect: string | null;
  issuer: string;
}

/** The issuer's authorisation URL for this browser, or null when single sign-on is not configured. */
export async function startSignOn(url: URL, cookies: AstroCookies, redirect: string | null): Promise<string | null> {
  const issuer = issuerFor(url.hostname);
  if (!issuer || !config.ssoClientId) return null;
  const cfg = await clientConfig(issuer);
  const tx: Transaction = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier(), redirect, issuer };
  cookies.set(TX_COOKIE, Buffer.from(JSON.stringify(tx)).toString('base64url'), { path: '/login', httpOnly: true, sameSite: 'lax', secure: config.secureCookies, maxAge: TX_SECONDS });
  const target = oidc.buildAuthorizationUrl(cfg, {
    redirect_uri: `${url.origin}/login/callback`,
    scope: 'openid profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(tx.verifier),
    code_challenge_method: 'S256',
    state: tx.state,
    nonce: tx.nonce,
  });
  return target.href;
}

function readTransaction(cookies: AstroCookies): Transaction | null {
  const raw = cookies.get(TX_COOKIE)?.value;
  if (!raw) return null;
  try {
    const tx = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Transaction;
    return typeof tx.state === 'string' && typeof tx.nonce === 'string' && typeof tx.verifier === 'string' && typeof tx.issuer === 'string' ? tx : null;
  } catch {
    return null;
  }
}

export type SignOnResult = { ok: true; location: string } | { ok: false; message: string };

/** Finishes the sign-on: checks state, nonce and the code, then starts the portal session. */
export async function finishSignOn(url: URL, cookies: AstroCookies, ctx: { ip: string | null; userAgent: string | null }): Promise<SignOnResult> {
  const tx = readTransaction(cookies);
  cookies.delete(TX_COOKIE, { path: '/login' });
  if (!tx || !config.ssoClientId) return { ok: false, message: '로그인 요청이 만료되었습니다. 다시 로그인해 주세요.' };
  let claims: Record<string, unknown> | undefined;
  try {
    const cfg = await clientConfig(tx.issuer);
    const tokens = await oidc.authorizationCodeGrant(cfg, url, { pkceCodeVerifier: tx.verifier, expectedState: tx.state, expectedNonce: tx.nonce, idTokenExpected: true });
    claims = tokens.claims() as Record<string, unknown> | undefined;
    // Providers may keep profile claims out of the ID token: then the user info endpoint has them.
    if (claims && claims[config.ssoUserClaim] === undefined && tokens.access_token) {
      claims = { ...claims, ...((await oidc.fetchUserInfo(cfg, tokens.access_token, String(claims.sub))) as Record<string, unknown>) };
    }
  } catch (err) {
    log.warn({ area: 'sso', error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) }, 'sign-on refused');
    await audit({ actorId: null, action: 'login.sso.failed', detail: { reason: err instanceof Error ? err.message.slice(0, 200) : 'unknown' }, ip: ctx.ip });
    return { ok: false, message: '통합 로그인을 확인하지 못했습니다. 다시 로그인해 주세요.' };
  }
  const userId = claims?.[config.ssoUserClaim];
  const db = await getDb();
  const [user] =
    typeof userId === 'string' && userId.length <= 100
      ? await db.select({ userId: schema.users.userId, userDiv: schema.users.userDiv, useYn: schema.users.useYn }).from(schema.users).where(eq(schema.users.userId, userId))
      : [];
  if (!user || user.useYn !== 'Y') {
    await audit({ actorId: null, action: 'login.sso.unknown', targetType: 'user', targetId: typeof userId === 'string' ? userId.slice(0, 100) : undefined, ip: ctx.ip });
    return { ok: false, message: '통합 로그인 계정에 연결된 포털 사용자가 없습니다. 학생지원팀(02-3400-1000)에 문의해 주세요.' };
  }
  const session = await createSession(user.userId, ctx.userAgent);
  setSessionCookie(cookies, session.token, session.expiresAt);
  cookies.set('isSso', 'Y', { path: '/', sameSite: 'lax', expires: session.expiresAt, secure: config.secureCookies });
  await audit({ actorId: user.userId, action: 'login.sso', targetType: 'user', targetId: user.userId, ip: ctx.ip });
  return { ok: true, location: safeRedirectPath(tx.redirect) ?? homePageOf(user.userDiv) };
}

/** Where to send the browser after the portal session ends: the issuer's logout, when it has one. */
export async function signOffUrl(url: URL, cookies: AstroCookies): Promise<string | null> {
  if (cookies.get('isSso')?.value !== 'Y') return null;
  const issuer = issuerFor(url.hostname);
  if (!issuer || !config.ssoClientId) return null;
  try {
    const cfg = await clientConfig(issuer);
    if (!cfg.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(cfg, { client_id: config.ssoClientId, post_logout_redirect_uri: `${url.origin}/user/main` }).href;
  } catch {
    return null;
  }
}
