// The student's personal calendar feed (decision 058): a secret address per student (only its
// SHA-256 digest is stored), and the .ics it answers with. The feed remembers what it sent
// (calendar_feed_items): an item keeps its UID, its SEQUENCE rises when its time, place or title
// changes, and an item that left her records is sent once more as CANCELLED for CANCELLED_DAYS so
// that her phone removes it instead of keeping a stale copy.
import { createHash, randomBytes } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import type { SentEvent } from '../db/schema-calendar';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { sameSecret } from '../auth/secrets';
import * as clock from '../clock';
import { calendarItems, feedWindow, type CalendarItem, type DownloadKind } from './calendar-items';

const { calendarFeeds: feeds, calendarFeedItems: sent } = schema;

/** How long a withdrawn item keeps coming as CANCELLED. */
export const CANCELLED_DAYS = 30;
/** The host part of every UID: fixed, so a changed portal address makes no duplicates. */
export const UID_HOST = 'calendar.student-portal';
/** lastUsedAt is written at most this often: a phone polls every quarter of an hour. */
const USE_STAMP_MINUTES = 60;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
export const feedPath = (token: string) => `/api/v1/mypage/calendar/feed/${token}.ics`;

const hashOf = (e: SentEvent) => createHash('sha256').update(JSON.stringify([e.summary, e.start, e.end, e.allDay, e.location, e.description, e.url, e.tentative])).digest('hex');

// ---------------------------------------------------------------------------------------------
// The address

/** Whether the student has a live address, and since when. The address itself is shown only when made. */
export async function feedStatus(studentId: string) {
  const db = await getDb();
  const [row] = await db.select({ hint: feeds.tokenHint, createdAt: feeds.createdAt, lastUsedAt: feeds.lastUsedAt }).from(feeds).where(eq(feeds.studentId, studentId));
  return row ? { active: true as const, ...row } : { active: false as const, hint: null, createdAt: null, lastUsedAt: null };
}

/** Makes a new secret address; an older one stops working at once (a reset). */
export async function issueFeed(studentId: string, ip: string | null = null) {
  const token = randomBytes(32).toString('base64url');
  const db = await getDb();
  const values = { studentId, tokenHash: digest(token), tokenHint: token.slice(0, 6), createdAt: new Date(), lastUsedAt: null };
  const [before] = await db.select({ id: feeds.studentId }).from(feeds).where(eq(feeds.studentId, studentId));
  await db.insert(feeds).values(values).onConflictDoUpdate({ target: feeds.studentId, set: { tokenHash: values.tokenHash, tokenHint: values.tokenHint, createdAt: values.createdAt, lastUsedAt: null } });
  await audit({ actorId: studentId, action: before ? 'mypage.calendar.reset' : 'mypage.calendar.issue', targetType: 'calendar_feed', targetId: studentId, ip });
  return { token, path: feedPath(token), hint: values.tokenHint, createdAt: values.createdAt };
}

/** Revokes the address and forgets what it sent: a new address starts afresh. */
export async function revokeFeed(studentId: string, ip: string | null = null) {
  const db = await getDb();
  const gone = await db.transaction(async (tx) => {
    const rows = await tx.delete(feeds).where(eq(feeds.studentId, studentId)).returning({ id: feeds.studentId });
    if (rows.length) await tx.delete(sent).where(eq(sent.studentId, studentId));
    return rows.length > 0;
  });
  if (!gone) throw new HttpError(404, '사용 중인 캘린더 구독 주소가 없습니다.');
  await audit({ actorId: studentId, action: 'mypage.calendar.revoke', targetType: 'calendar_feed', targetId: studentId, ip });
  return { revoked: true };
}

/** The student a token opens, or null (malformed, unknown, replaced or revoked look the same). */
async function ownerOf(token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hash = digest(token);
  const db = await getDb();
  const [row] = await db.select({ studentId: feeds.studentId, tokenHash: feeds.tokenHash, lastUsedAt: feeds.lastUsedAt }).from(feeds).where(eq(feeds.tokenHash, hash));
  if (!row || !sameSecret(row.tokenHash, hash)) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > USE_STAMP_MINUTES * 60_000) await db.update(feeds).set({ lastUsedAt: sql`now()` }).where(eq(feeds.studentId, row.studentId));
  return row.studentId;
}

// ---------------------------------------------------------------------------------------------
// What the feed sends

interface Outgoing {
  uid: string;
  event: SentEvent;
  sequence: number;
  cancelled: boolean;
}

/**
 * Compares her current items with what was sent before and records the difference: new items start
 * at sequence 0, changed ones go up by one, items that left her records are cancelled (up by one)
 * and forgotten after CANCELLED_DAYS; items that merely passed out of the window are forgotten
 * without a cancellation. Writes only when something changed.
 */
export async function reconcile(studentId: string, items: CalendarItem[], today = clock.today(), at = new Date()): Promise<Outgoing[]> {
  const db = await getDb();
  const before = new Map((await db.select().from(sent).where(eq(sent.studentId, studentId))).map((r) => [r.uid, r]));
  const out: Outgoing[] = [];
  const upserts: (typeof sent.$inferInsert)[] = [];
  const forget: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    seen.add(item.uid);
    const hash = hashOf(item.event);
    const row = before.get(item.uid);
    let sequence = row?.sequence ?? 0;
    if (!row) upserts.push({ studentId, uid: item.uid, contentHash: hash, sequence, event: item.event, cancelledAt: null, updatedAt: at });
    else if (row.contentHash !== hash || row.cancelledAt) {
      sequence += 1;
      upserts.push({ studentId, uid: item.uid, contentHash: hash, sequence, event: item.event, cancelledAt: null, updatedAt: at });
    }
    out.push({ uid: item.uid, event: item.event, sequence, cancelled: false });
  }
  const windowStart = feedWindow(today).from;
  const forgetBefore = at.getTime() - CANCELLED_DAYS * 86_400_000;
  for (const row of before.values()) {
    if (seen.has(row.uid)) continue;
    if (row.cancelledAt) {
      if (row.cancelledAt.getTime() < forgetBefore) forget.push(row.uid);
      else out.push({ uid: row.uid, event: row.event, sequence: row.sequence, cancelled: true });
      continue;
    }
    const endDay = (row.event.end ?? row.event.start).slice(0, 10);
    if (endDay < windowStart) {
      forget.push(row.uid);
      continue;
    }
    const sequence = row.sequence + 1;
    upserts.push({ studentId, uid: row.uid, contentHash: row.contentHash, sequence, event: row.event, cancelledAt: at, updatedAt: at });
    out.push({ uid: row.uid, event: row.event, sequence, cancelled: true });
  }
  if (upserts.length)
    await db
      .insert(sent)
      .values(upserts)
      .onConflictDoUpdate({
        target: [sent.studentId, sent.uid],
        set: { contentHash: sql`excluded.content_hash`, sequence: sql`greatest(${sent.sequence}, excluded.sequence)`, event: sql`excluded.event`, cancelledAt: sql`excluded.cancelled_at`, updatedAt: sql`excluded.updated_at` },
      });
  if (forget.length) await db.delete(sent).where(and(eq(sent.studentId, studentId), inArray(sent.uid, forget)));
  return out;
}

function newCalendar(name: string) {
  return ical({ name, prodId: { company: 'hanul-student-portal', product: 'my-calendar', language: 'KO' }, method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60 });
}

// All-day items: the Seoul day as written, whatever the server's time zone (ical-generator writes
// a date-only value from the UTC date).
const utcDay = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

function addEvent(calendar: ICalCalendar, o: Outgoing, origin: string) {
  const e = o.event;
  calendar.createEvent({
    id: `${o.uid}@${UID_HOST}`,
    sequence: o.sequence,
    summary: o.cancelled ? `[취소] ${e.summary}` : e.summary,
    start: e.allDay ? utcDay(e.start) : new Date(e.start),
    end: e.end ? (e.allDay ? utcDay(e.end) : new Date(e.end)) : null,
    allDay: e.allDay,
    location: e.location,
    description: e.description,
    url: e.url ? origin + e.url : null,
    status: o.cancelled ? ICalEventStatus.CANCELLED : e.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
  });
}

/** The .ics text of a feed token, or null when the token opens no feed (the caller answers 404). */
export async function feedIcs(token: string, origin: string, today = clock.today()): Promise<string | null> {
  const studentId = await ownerOf(token);
  if (!studentId) return null;
  const outgoing = await reconcile(studentId, await calendarItems(studentId, today), today);
  const calendar = newCalendar('한울여자대학교 내 일정');
  for (const o of outgoing) addEvent(calendar, o, origin);
  return calendar.toString();
}

/**
 * One record as an .ics download from the page where she sees it: a counselling appointment, every
 * session of a programme she takes part in, a fair or space booking. Null when it is not hers (or
 * has nothing dated): the caller answers 404. The same UID and SEQUENCE as in the feed.
 */
export async function singleIcs(studentId: string, kind: DownloadKind, id: number, origin: string, today = clock.today()): Promise<{ filename: string; body: string } | null> {
  const ref = `${kind}-${id}`;
  const items = (await calendarItems(studentId, today)).filter((i) => i.ref === ref);
  if (!items.length) return null;
  const db = await getDb();
  const rows = await db.select({ uid: sent.uid, sequence: sent.sequence, contentHash: sent.contentHash }).from(sent).where(and(eq(sent.studentId, studentId), inArray(sent.uid, items.map((i) => i.uid))));
  const known = new Map(rows.map((r) => [r.uid, r]));
  const calendar = newCalendar('한울여자대학교 일정');
  for (const i of items) {
    const row = known.get(i.uid);
    // Not yet in the feed's memory: a change the feed has not seen yet still counts one up.
    const sequence = row ? row.sequence + (row.contentHash === hashOf(i.event) ? 0 : 1) : 0;
    addEvent(calendar, { uid: i.uid, event: i.event, sequence, cancelled: false }, origin);
  }
  return { filename: `${ref}.ics`, body: calendar.toString() };
}
