// Master login: password check, rate limiting, session rotation.
import { and, count, eq, gt, lt, max } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { verifyPassword } from './password';
import type { AstroCookies } from 'astro';
import { audit } from '../audit/log';
import { config } from '../config';
import { createSession, deleteSession, setSessionCookie, SESSION_COOKIE } from './sessions';

const WINDOW_MS = 15 * 60_000;
/**
 * Failed attempts are counted per account and client address together: wrong guesses from one place
 * slow down that place only, so nobody can lock a student out from elsewhere, and the right password
 * from another address always works. After FREE_FAILURES the next try must wait, twice as long after
 * each further failure (1 s, 2 s, 4 s ... up to 15 minutes).
 */
export const FREE_FAILURES = 3;
const MAX_DELAY_MS = WINDOW_MS;
// Generous: a whole campus may share one address behind its gateway.
export const MAX_FAILURES_PER_ADDRESS = 200;
export const RATE_LIMIT_MESSAGE = '로그인 시도가 너무 많습니다. 잠시 후에 다시 시도해 주세요.';
export const WRONG_CREDENTIALS_MESSAGE = '아이디 또는 비밀번호가 올바르지 않습니다.';
export const SSO_ONLY_MESSAGE = '통합 로그인(SSO) 계정입니다. 통합 로그인을 이용해 주세요.';

export type LoginResult =
  | { kind: 'ok'; userId: string; userDiv: string }
  | { kind: 'wrong' }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'sso-only' };

async function failuresSince(key: string, since: Date) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count(), last: max(schema.loginAttempts.attemptedAt) })
    .from(schema.loginAttempts)
    .where(and(eq(schema.loginAttempts.attemptKey, key), gt(schema.loginAttempts.attemptedAt, since)));
  return { n: row.n, last: row.last };
}

/** How long this account and address must still wait before the next try (0: may try now). */
export function waitAfter(failures: number, last: Date | null, now = Date.now()) {
  if (failures < FREE_FAILURES || !last) return 0;
  const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
  return Math.max(0, last.getTime() + delay - now);
}

export async function attemptLogin(input: { userId: string; password: string; userDiv?: string }, ip: string | null): Promise<LoginResult> {
  const db = await getDb();
  const since = new Date(Date.now() - WINDOW_MS);
  const pairKey = `pair:${input.userId.toLowerCase()}|${ip ?? 'unknown'}`;
  const addressKey = `ip:${ip ?? 'unknown'}`;
  const [pair, address] = await Promise.all([failuresSince(pairKey, since), failuresSince(addressKey, since)]);
  const wait = address.n >= MAX_FAILURES_PER_ADDRESS ? WINDOW_MS : waitAfter(pair.n, pair.last ? new Date(pair.last) : null);
  if (wait > 0) {
    await audit({ actorId: null, action: 'login.limited', targetType: 'user', targetId: input.userId, ip });
    return { kind: 'limited', retryAfterSeconds: Math.ceil(wait / 1000) };
  }
  const [user] = await db
    .select({ userId: schema.users.userId, userDiv: schema.users.userDiv, passwordHash: schema.users.passwordHash, isSso: schema.users.isSso, useYn: schema.users.useYn })
    .from(schema.users)
    .where(eq(schema.users.userId, input.userId));
  // Always run the hash so that unknown ids and wrong passwords take the same time.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash);
  const divOk = !input.userDiv || !user || input.userDiv === user.userDiv;
  if (!user || !passwordOk || !divOk || user.useYn !== 'Y') {
    await db.insert(schema.loginAttempts).values([{ attemptKey: pairKey }, { attemptKey: addressKey }]);
    await audit({ actorId: null, action: 'login.failed', targetType: 'user', targetId: input.userId, ip });
    return { kind: 'wrong' };
  }
  if (user.isSso !== 'N') return { kind: 'sso-only' };
  await db.delete(schema.loginAttempts).where(eq(schema.loginAttempts.attemptKey, pairKey));
  await db.delete(schema.loginAttempts).where(lt(schema.loginAttempts.attemptedAt, since));
  await db.update(schema.users).set({ lastLoginAt: new Date() }).where(eq(schema.users.userId, user.userId));
  await audit({ actorId: user.userId, action: 'login', targetType: 'user', targetId: user.userId, ip });
  return { kind: 'ok', userId: user.userId, userDiv: user.userDiv };
}

/** Runs a master login and, on success, replaces the browser's session (rotation) with a new one. */
export async function loginWithSession(
  input: { userId: string; password: string; userDiv?: string },
  ctx: { cookies: AstroCookies; ip: string | null; userAgent: string | null },
): Promise<LoginResult> {
  const result = await attemptLogin(input, ctx.ip);
  if (result.kind !== 'ok') return result;
  await deleteSession(ctx.cookies.get(SESSION_COOKIE)?.value);
  const session = await createSession(result.userId, ctx.userAgent);
  setSessionCookie(ctx.cookies, session.token, session.expiresAt);
  ctx.cookies.set('isSso', 'N', { path: '/', sameSite: 'lax', expires: session.expiresAt, secure: config.secureCookies });
  return result;
}

export function loginFailureMessage(result: LoginResult) {
  if (result.kind === 'limited') {
    const s = result.retryAfterSeconds;
    return `로그인 시도가 너무 많습니다. ${s >= 60 ? `${Math.ceil(s / 60)}분` : `${s}초`} 후에 다시 시도해 주세요.`;
  }
  if (result.kind === 'sso-only') return SSO_ONLY_MESSAGE;
  return WRONG_CREDENTIALS_MESSAGE;
}
