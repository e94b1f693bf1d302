// Server-side sessions: a random token in an HttpOnly cookie, only its SHA-256 stored, with an idle
// and an absolute expiry. Everything lives in the database; each instance remembers the sessions it
// read in the last few seconds (RECENT_MS), so a page view needs no query of its own. A logout, an
// account's sessions ended by an admin and a new photo drop those memories on every instance at once
// (NOTIFY); an expiry or idle limit reached is checked on the remembered times as on fresh ones.
import crypto from 'node:crypto';
import type { AstroCookies } from 'astro';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { config } from '../config';
import { announceSessionEnd, MESSAGE_CHANNEL, SESSION_END_CHANNEL } from '../events/hub';
import { cached, forget, invalidate, onDrop } from '../cache';
import { unrecorded } from '../db/reads';
import type { UserDiv } from '../../users';
import { periodic } from '../periodic';

export const SESSION_COOKIE = 'portal_sid';
/** Writing lastSeenAt on every request would turn each page view into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionUser {
  userId: string;
  userDiv: UserDiv;
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

/** How long a session read from the database is remembered by this instance. */
const RECENT_MS = 10_000;
/** Sessions remembered at most (the oldest go first). */
const RECENT_MAX = 20_000;
/** How long a user's unread count is remembered; a new message or a read drops it at once. */
const UNREAD_MS = 15_000;

interface Recent {
  user: Omit<SessionUser, 'unreadCount'>;
  useYn: string;
  expiresAt: number;
  lastSeenAt: number;
  /** Remembered until. */
  until: number;
}
const recent = new Map<string, Recent>();

let listening: Promise<unknown> | undefined;
/** Hears logouts (drop the session) and new messages (drop the unread counts) from every instance. */
function listen() {
  listening ??= import('../db')
    .then(({ database }) => database())
    .then((d) => Promise.all([d.listen(SESSION_END_CHANNEL, (idHash) => recent.delete(idHash)), d.listen(MESSAGE_CHANNEL, () => forget('unread:'))]))
    .catch(() => (listening = undefined));
  return listening;
}

// A changed photo or name (invalidate(sessionUserKey(id))) drops that user's remembered sessions.
const SESSION_USER_PREFIX = 'session:user:';
export const sessionUserKey = (userId: string) => `${SESSION_USER_PREFIX}${userId}`;
onDrop((prefix) => {
  if (!prefix.startsWith(SESSION_USER_PREFIX)) return;
  const userId = prefix.slice(SESSION_USER_PREFIX.length);
  for (const [idHash, r] of recent) if (r.user.userId === userId) recent.delete(idHash);
});

/** Forgets one remembered session at once (its row was just deleted here; the NOTIFY tells the others). */
export function forgetSession(idHash: string) {
  recent.delete(idHash);
}

/** Forgets the sessions this instance remembers (tests that change session rows behind its back). */
export function forgetRecentSessions() {
  recent.clear();
}

/** The unread count of the header, shared by every page of the user until it changes. */
export function unreadCountOf(userId: string) {
  return cached(
    `unread:${userId}`,
    async () => {
      const db = await getDb();
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.messageRecipients).where(and(eq(schema.messageRecipients.recvUserId, userId), isNull(schema.messageRecipients.readAt)));
      return n;
    },
    UNREAD_MS,
  );
}

/** Messages were read: the header counts again. */
export function dropUnreadCount(userId: string) {
  invalidate(`unread:${userId}`);
}

async function readSession(idHash: string, now: number): Promise<Recent | null> {
  const hit = recent.get(idHash);
  if (hit && hit.until > now) return hit;
  const db = await getDb();
  // Her unread count comes in the same round trip (a first view then needs no query for the header).
  const unread = sql<number>`(select count(*)::int from ${schema.messageRecipients} where ${schema.messageRecipients.recvUserId} = ${schema.sessions.userId} and ${schema.messageRecipients.readAt} is null)`;
  const [row] = await db
    .select({
      userId: schema.users.userId,
      userDiv: schema.users.userDiv,
      korNm: schema.users.korNm,
      isSso: schema.users.isSso,
      useYn: schema.users.useYn,
      photoFileId: schema.users.photoFileId,
      expiresAt: schema.sessions.expiresAt,
      lastSeenAt: schema.sessions.lastSeenAt,
      unread,
    })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.userId, schema.sessions.userId))
    .where(eq(schema.sessions.idHash, idHash));
  if (!row) {
    recent.delete(idHash);
    return null;
  }
  const { useYn, expiresAt, lastSeenAt, unread: unreadNow, ...user } = row;
  void cached(`unread:${user.userId}`, () => Promise.resolve(Number(unreadNow)), UNREAD_MS);
  const entry: Recent = { user, useYn, expiresAt: expiresAt.getTime(), lastSeenAt: lastSeenAt.getTime(), until: now + RECENT_MS };
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(idHash, entry);
  return entry;
}

export function validateSession(token: string | undefined): Promise<SessionUser | null> {
  // Her session and unread count are her own parts of a page, not data a stored page is built on.
  return unrecorded(() => readValidSession(token));
}

async function readValidSession(token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  void listen();
  const idHash = hash(token);
  const now = Date.now();
  const row = await readSession(idHash, now);
  if (!row) return null;
  const idleLimit = row.lastSeenAt + config.sessionIdleMinutes * 60_000;
  if (row.expiresAt <= now || idleLimit <= now || row.useYn !== 'Y') {
    recent.delete(idHash);
    const db = await getDb();
    await db.delete(schema.sessions).where(eq(schema.sessions.idHash, idHash));
    return null;
  }
  if (now - row.lastSeenAt > TOUCH_INTERVAL_MS) {
    row.lastSeenAt = now;
    const db = await getDb();
    await db.update(schema.sessions).set({ lastSeenAt: new Date(now) }).where(eq(schema.sessions.idHash, idHash));
  }
  return { ...row.user, unreadCount: await unreadCountOf(row.user.userId) };
}

export async function deleteSession(token: string | undefined) {
  if (!token) return;
  const db = await getDb();
  recent.delete(hash(token));
  const deleted = await db.delete(schema.sessions).where(eq(schema.sessions.idHash, hash(token))).returning({ idHash: schema.sessions.idHash });
  // Open message streams of this session must not go on receiving private messages.
  if (deleted.length) await announceSessionEnd(deleted[0].idHash);
}

/** Removes expired and idle sessions, so the table does not grow without bound (every ten minutes). */
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

/** The background sweep of ended sessions, run by every instance (deleting twice is harmless). */
export const sessionSweep = periodic('session sweep', 10 * 60_000, purgeExpiredSessions);
