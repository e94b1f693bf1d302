// The one recruiting calendar: every dated thing a student may follow is an entry of one shape,
// produced by a source. Postings (opening and deadline days), contests and graduate admissions
// (deadlines) are sources; fairs and company sessions join by adding their own source to SOURCES.
// The same entries feed the page's calendar and the student's private .ics feed (bookmarked postings
// only, at a secret address).
import { createHash, randomBytes } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { codeNames } from '../org/names';
import { CALENDAR_KINDS, CALENDAR_KIND_COLOURS, CALENDAR_KIND_LABELS, type CalendarEntry, type CalendarKind } from '../../recruiting/postings';
import { PUBLISHED, describe } from './postings';
import { addDays } from '../../calendar';
import { contestDeadlines, describeContest } from './contests';
import { describeRound, gradDeadlines } from './grad';
import { describeFair, fairsBetween } from './fairs';
import * as clock from '../clock';

const { recruitPostings: postings, recruitCompanies: companies, recruitBookmarks: bookmarks, recruitFeedTokens: tokens } = schema;

export type { CalendarEntry };

export interface SourceContext {
  studentId: string;
  from: string;
  to: string;
  bookmarkedOnly: boolean;
  today: string;
}

type Source = { kinds: readonly CalendarKind[]; entries: (ctx: SourceContext) => Promise<CalendarEntry[]> };

/** Opening and deadline days of published postings between from and to. */
const postingSource: Source = {
  kinds: ['POSTING_DEADLINE', 'POSTING_OPEN'],
  async entries(ctx) {
    const db = await getDb();
    const inRange = (col: typeof postings.deadlineDt | typeof postings.openDt) => and(gte(col, ctx.from), lte(col, ctx.to))!;
    const where = [inArray(postings.status, PUBLISHED), eq(companies.useYn, 'Y'), or(inRange(postings.deadlineDt), inRange(postings.openDt))!];
    if (ctx.bookmarkedOnly) where.push(inArray(postings.postingId, db.select({ id: bookmarks.postingId }).from(bookmarks).where(eq(bookmarks.studentId, ctx.studentId))));
    const [rows, names] = await Promise.all([
      db.select({ p: postings, c: companies }).from(postings).innerJoin(companies, eq(companies.companyId, postings.companyId)).where(and(...where)).orderBy(postings.deadlineDt, postings.postingId),
      codeNames(),
    ]);
    const out: CalendarEntry[] = [];
    for (const { p, c } of rows) {
      const d = describe(p, c, names, ctx.today);
      const url = `/user/careerinfo/cmmnrecrt/detail/${p.postingId}`;
      const detail = `${c.companyNm} · ${d.jobClsNm} · ${d.empTypeNm} · ${d.regionNm}`;
      if (p.deadlineDt >= ctx.from && p.deadlineDt <= ctx.to)
        out.push({ id: `posting-${p.postingId}-deadline`, kind: 'POSTING_DEADLINE', kindNm: CALENDAR_KIND_LABELS.POSTING_DEADLINE, title: `[마감] ${c.companyNm} ${p.title}`, date: p.deadlineDt, url, detail, closed: d.closed, colour: CALENDAR_KIND_COLOURS.POSTING_DEADLINE });
      if (p.openDt >= ctx.from && p.openDt <= ctx.to && p.openDt !== p.deadlineDt)
        out.push({ id: `posting-${p.postingId}-open`, kind: 'POSTING_OPEN', kindNm: CALENDAR_KIND_LABELS.POSTING_OPEN, title: `[시작] ${c.companyNm} ${p.title}`, date: p.openDt, url, detail, closed: d.closed, colour: CALENDAR_KIND_COLOURS.POSTING_OPEN });
    }
    return out;
  },
};

/** Contest and external-activity deadlines (not bookmarkable: left out of the bookmarks-only view and the feed). */
const contestSource: Source = {
  kinds: ['CONTEST_DEADLINE'],
  async entries(ctx) {
    if (ctx.bookmarkedOnly) return [];
    const [rows, names] = await Promise.all([contestDeadlines(ctx.from, ctx.to), codeNames()]);
    return rows.map((c) => {
      const d = describeContest(c, names, ctx.today);
      return { id: `contest-${c.contestId}-deadline`, kind: 'CONTEST_DEADLINE' as const, kindNm: CALENDAR_KIND_LABELS.CONTEST_DEADLINE, title: `[공모전 마감] ${c.title}`, date: c.applyEndDt, url: `/user/careerinfo/contestrecrt/detail/${c.contestId}`, detail: `${c.hostNm} · ${d.fieldNm}`, closed: d.closed, colour: CALENDAR_KIND_COLOURS.CONTEST_DEADLINE };
    });
  },
};

/** Graduate-school application deadlines (not bookmarkable, like contests). */
const gradSource: Source = {
  kinds: ['GRAD_DEADLINE'],
  async entries(ctx) {
    if (ctx.bookmarkedOnly) return [];
    const [rows, names] = await Promise.all([gradDeadlines(ctx.from, ctx.to), codeNames()]);
    return rows.map((r) => {
      const d = describeRound(r, names, ctx.today);
      return { id: `grad-${r.admissionId}-deadline`, kind: 'GRAD_DEADLINE' as const, kindNm: CALENDAR_KIND_LABELS.GRAD_DEADLINE, title: `[대학원 마감] ${r.schoolNm} ${r.programNm}`, date: r.applyEndDt, url: `/user/careerinfo/grdtrecrt#grad-${r.admissionId}`, detail: `${d.degreeNm} · ${r.roundNm}`, closed: d.closed, colour: CALENDAR_KIND_COLOURS.GRAD_DEADLINE };
    });
  },
};

/**
 * Job fair days (one entry per day of the fair within the window). In the bookmarks-only view and
 * the private feed: the fairs where the student holds a consultation booking.
 */
const fairSource: Source = {
  kinds: ['FAIR'],
  async entries(ctx) {
    const rows = await fairsBetween(ctx.from, ctx.to, ctx.bookmarkedOnly ? ctx.studentId : undefined);
    const out: CalendarEntry[] = [];
    for (const f of rows) {
      const d = describeFair(f, ctx.today);
      for (let day = f.startDt > ctx.from ? f.startDt : ctx.from; day <= f.endDt && day <= ctx.to; day = addDays(day, 1))
        out.push({ id: `fair-${f.fairId}-${day}`, kind: 'FAIR', kindNm: CALENDAR_KIND_LABELS.FAIR, title: `[채용박람회] ${f.title}`, date: day, url: `/user/careerinfo/recrtfair/detail/${f.fairId}`, detail: `${d.kindNm} · ${f.place}`, closed: d.phase === 'ENDED', colour: CALENDAR_KIND_COLOURS.FAIR });
    }
    return out;
  },
};

/** Every source of the calendar. */
const SOURCES: Source[] = [postingSource, contestSource, gradSource, fairSource];

/** The longest window one request may ask for (a year and a bit: the list view's year). */
const MAX_WINDOW_DAYS = 400;

/** Entries of the chosen kinds between from and to (inclusive), by date. */
export async function calendarEntries(ctx: Omit<SourceContext, 'today'> & { kinds?: string[] }, today = clock.today()) {
  if (ctx.to < ctx.from) throw new HttpError(400, '종료일은 시작일보다 빠를 수 없습니다.', { end: '종료일은 시작일보다 빠를 수 없습니다.' });
  if (ctx.to > addDays(ctx.from, MAX_WINDOW_DAYS)) throw new HttpError(400, `한 번에 ${MAX_WINDOW_DAYS}일까지 볼 수 있습니다.`, { end: '기간이 너무 깁니다.' });
  const kinds = ctx.kinds?.filter((k): k is CalendarKind => (CALENDAR_KINDS as readonly string[]).includes(k));
  const wanted = new Set<CalendarKind>(kinds && kinds.length ? kinds : CALENDAR_KINDS);
  const lists = await Promise.all(SOURCES.filter((s) => s.kinds.some((k) => wanted.has(k))).map((s) => s.entries({ ...ctx, today })));
  return lists
    .flat()
    .filter((e) => wanted.has(e.kind))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

// ---------------------------------------------------------------------------------------------
// The private feed

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
export const feedPath = (token: string) => `/api/v1/recruiting/feed/${token}.ics`;

/** Whether the student has a live feed address, and since when. The address itself is shown only when issued. */
export async function feedStatus(studentId: string) {
  const db = await getDb();
  const [row] = await db.select({ tokenHint: tokens.tokenHint, createdAt: tokens.createdAt, lastUsedAt: tokens.lastUsedAt }).from(tokens).where(eq(tokens.studentId, studentId));
  return row ? { active: true as const, hint: row.tokenHint, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt } : { active: false as const, hint: null, createdAt: null, lastUsedAt: null };
}

/** Issues a new secret address; an older one stops working at once. */
export async function issueFeedToken(studentId: string, ip: string | null = null) {
  const token = randomBytes(32).toString('base64url');
  const db = await getDb();
  const values = { studentId, tokenHash: digest(token), tokenHint: token.slice(0, 6), createdAt: new Date(), lastUsedAt: null };
  await db.insert(tokens).values(values).onConflictDoUpdate({ target: tokens.studentId, set: { tokenHash: values.tokenHash, tokenHint: values.tokenHint, createdAt: values.createdAt, lastUsedAt: null } });
  await audit({ actorId: studentId, action: 'recruiting.feed.issue', targetType: 'recruit_feed_token', targetId: studentId, ip });
  return { token, path: feedPath(token) };
}

export async function revokeFeedToken(studentId: string, ip: string | null = null) {
  const db = await getDb();
  const gone = await db.delete(tokens).where(eq(tokens.studentId, studentId)).returning({ id: tokens.studentId });
  if (!gone.length) throw new HttpError(404, '사용 중인 캘린더 구독 주소가 없습니다.');
  await audit({ actorId: studentId, action: 'recruiting.feed.revoke', targetType: 'recruit_feed_token', targetId: studentId, ip });
  return { revoked: true };
}

/**
 * The .ics text of a feed token, or null when the token names no live feed (the caller answers 404
 * either way: a wrong and a revoked address look the same). Covers bookmarked postings from a
 * month back to a year ahead (within the longest window of one request).
 */
export async function feedIcs(token: string, origin: string, today = clock.today()): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const [row] = await db.select({ studentId: tokens.studentId }).from(tokens).where(eq(tokens.tokenHash, digest(token)));
  if (!row) return null;
  await db.update(tokens).set({ lastUsedAt: sql`now()` }).where(eq(tokens.studentId, row.studentId));
  const entries = await calendarEntries({ studentId: row.studentId, from: addDays(today, -30), to: addDays(today, 365), bookmarkedOnly: true }, today);
  // ical-generator folds long lines at 75 octets (RFC 5545 3.1): a line of Korean text counts three
  // octets a syllable, so folding by characters (as the ics package does) made lines phones may reject.
  const calendar = ical({ name: '한울여자대학교 채용 캘린더', prodId: { company: 'hanul-student-portal', product: 'recruiting', language: 'KO' }, method: ICalCalendarMethod.PUBLISH });
  const utcDay = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
  for (const e of entries) {
    calendar.createEvent({
      id: `${e.id}@student-portal`,
      summary: e.title,
      description: `${e.kindNm} · ${e.detail}${e.closed ? ' (마감된 공고)' : ''}`,
      // All-day entries: the date as written (the Seoul day), whatever the server's time zone.
      start: utcDay(e.date),
      end: utcDay(addDays(e.date, 1)),
      allDay: true,
      url: origin + e.url,
      categories: [{ name: e.kindNm }],
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // An empty calendar is still a valid VCALENDAR for phone apps.
  return calendar.toString();
}
