// Server-side sessions: a random token in an HttpOnly cookie, only its SHA-256 stored, with an idle
// and an absolute expiry. Instances stay stateless: everything lives in the database.
import crypto from 'node:crypto';
import type { AstroCookies } from 'astro';
import { eq, lt, or, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { config } from '../config';
import { announceSessionEnd } from '../events/hub';

export const SESSION_COOKIE = 'portal_sid';
/** Writing lastSeenAt on every request would turn each page view into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionUser {
  userId: string;
  userDiv: string;
  korNm: string;
  isSso: string;
  /** The header's figures, read together with the session in one round trip. */
  photoFileId: number | null;
  unreadCount: number;
}

/** What the sessions table keeps of a cookie value. */
export const sessionHashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const hash = sessionHashOf;

export async function createSession(userId: string, userAgent: string | null): Promise<{ token: string; expiresAt: Date }> {
  const db = await getDb();
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.sessionAbsoluteHours * 3600_000);
  await db.insert(schema.sessions).values({ idHash: hash(token), userId, expiresAt, userAgent: userAgent?.slice(0, 300) });
  return { token, expiresAt };
}

export async function validateSession(token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const db = await getDb();
  const idHash = hash(token);
  const [row] = await db
    .select({
      userId: schema.users.userId,
      userDiv: schema.users.userDiv,
      korNm: schema.users.korNm,
      isSso: schema.users.isSso,
      useYn: schema.users.useYn,
      photoFileId: schema.users.photoFileId,
      unreadCount: sql<number>`(select count(*)::int from message_recipients r where r.recv_user_id = ${schema.users.userId} and r.read_at is null)`,
      expiresAt: schema.sessions.expiresAt,
      lastSeenAt: schema.sessions.lastSeenAt,
    })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.userId, schema.sessions.userId))
    .where(eq(schema.sessions.idHash, idHash));
  if (!row) return null;
  const now = Date.now();
  const idleLimit = row.lastSeenAt.getTime() + config.sessionIdleMinutes * 60_000;
  if (row.expiresAt.getTime() <= now || idleLimit <= now || row.useYn !== 'Y') {
    await db.delete(schema.sessions).where(eq(schema.sessions.idHash, idHash));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(schema.sessions).set({ lastSeenAt: new Date(now) }).where(eq(schema.sessions.idHash, idHash));
  }
  return { userId: row.userId, userDiv: row.userDiv, korNm: row.korNm, isSso: row.isSso, photoFileId: row.photoFileId, unreadCount: row.unreadCount };
}

export async function deleteSession(token: string | undefined) {
  if (!token) return;
  const db = await getDb();
  const deleted = await db.delete(schema.sessions).where(eq(schema.sessions.idHash, hash(token))).returning({ idHash: schema.sessions.idHash });
  // Open message streams of this session must not go on receiving private messages.
  if (deleted.length) await announceSessionEnd(deleted[0].idHash);
}

/** Removes expired sessions; called now and then so the table does not grow without bound. */
export async function purgeExpiredSessions() {
  const db = await getDb();
  const idleBefore = new Date(Date.now() - config.sessionIdleMinutes * 60_000);
  await db.delete(schema.sessions).where(or(lt(schema.sessions.expiresAt, new Date()), lt(schema.sessions.lastSeenAt, idleBefore)));
}

export function setSessionCookie(cookies: AstroCookies, token: string, expiresAt: Date) {
  cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(cookies: AstroCookies) {
  cookies.delete(SESSION_COOKIE, { path: '/' });
}
