// What the counselling staff pages show besides the inbox: confirmed sessions by time, the work
// waiting for 접수, and a self-check result a student shared with an application.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { handledKinds, type Actor } from './access';
import { CNSL_KINDS, STATUS_LABELS, type CnslKind, type CnslStatus } from '../../counselling/kinds';
import { INSTRUMENTS, scoreScreening, type Instrument } from '../../counselling/screening';
import { seoulDateOf as seoulDate, seoulDayStartOf } from '../../calendar';
import { isValidDate } from '../../validation';
import { isDiv } from '../../users';

const { cnslApplications: appls, users, screenings } = schema;
const STATUS_KEYS: string[] = Object.keys(STATUS_LABELS);

/** Midnight (Seoul) of the day of an instant. */
export function startOfSeoulDay(now = new Date()) {
  return seoulDayStartOf(seoulDate(now));
}

/** The Seoul calendar date (YYYY-MM-DD) of an instant. */
export const seoulDateOf = seoulDate;

const student = alias(users, 'student');

const sessionColumns = {
  applId: appls.applId,
  cnslKind: appls.cnslKind,
  topic: appls.topic,
  slotStart: appls.slotStart,
  slotEnd: appls.slotEnd,
  place: appls.place,
  studentId: appls.studentId,
  studentNm: student.korNm,
};

function named<T extends { cnslKind: string }>(row: T) {
  return { ...row, kindNm: CNSL_KINDS[row.cnslKind as CnslKind]?.label ?? row.cnslKind };
}

/** Confirmed (SCHEDULED) sessions of one counsellor or professor from today on, earliest first. */
export async function upcomingSessions(handlerId: string, now = new Date(), limit = 200) {
  const db = await getDb();
  const rows = await db
    .select(sessionColumns)
    .from(appls)
    .innerJoin(student, eq(student.userId, appls.studentId))
    .where(and(eq(appls.handlerId, handlerId), eq(appls.status, 'SCHEDULED'), isNotNull(appls.slotStart), gte(appls.slotStart, startOfSeoulDay(now))))
    .orderBy(asc(appls.slotStart), asc(appls.applId))
    .limit(limit);
  return rows.map(named);
}

/** Confirmed sessions of earlier days still waiting to be marked 완료 or 불참. */
export async function overdueSessions(handlerId: string, now = new Date()) {
  const db = await getDb();
  const rows = await db
    .select(sessionColumns)
    .from(appls)
    .innerJoin(student, eq(student.userId, appls.studentId))
    .where(and(eq(appls.handlerId, handlerId), eq(appls.status, 'SCHEDULED'), isNotNull(appls.slotStart), lt(appls.slotStart, startOfSeoulDay(now))))
    .orderBy(asc(appls.slotStart))
    .limit(50);
  return rows.map(named);
}

/** Groups sessions by their Seoul date, in order. */
export function byDay<T extends { slotStart: Date | null }>(rows: T[]) {
  const days = new Map<string, T[]>();
  for (const r of rows) {
    if (!r.slotStart) continue;
    const key = seoulDateOf(r.slotStart);
    days.set(key, [...(days.get(key) ?? []), r]);
  }
  return [...days.entries()].map(([date, list]) => ({ date, list }));
}

/** Applications waiting for 접수 (status APPLIED) per kind, of the kinds the actor handles. */
export async function waitingForAcceptance(actor: Actor) {
  const kinds = await handledKinds(actor);
  if (!kinds.length) return [];
  const db = await getDb();
  const rows = await db
    .select({ cnslKind: appls.cnslKind, n: count() })
    .from(appls)
    .where(and(inArray(appls.cnslKind, kinds), eq(appls.status, 'APPLIED'), isDiv(actor, 'prof') ? eq(appls.handlerId, actor.userId) : undefined))
    .groupBy(appls.cnslKind);
  return kinds.map((k) => ({ cnslKind: k, kindNm: CNSL_KINDS[k].label, n: rows.find((r) => r.cnslKind === k)?.n ?? 0 }));
}

/** The self-check a student shared with an application (only ever their own result). */
export async function sharedScreening(screeningId: number, studentId: string) {
  const db = await getDb();
  const [row] = await db.select().from(screenings).where(and(eq(screenings.screeningId, screeningId), eq(screenings.studentId, studentId)));
  if (!row) return null;
  const instrument = row.instrument as Instrument;
  let result: ReturnType<typeof scoreScreening> | null;
  try {
    result = scoreScreening(instrument, row.answers);
  } catch {
    result = null;
  }
  return {
    screeningId: row.screeningId,
    instrument,
    title: INSTRUMENTS[instrument]?.title ?? row.instrument,
    score: row.score,
    maxScore: result?.maxScore ?? null,
    band: row.band,
    bandLabel: result?.label ?? row.band,
    tone: result?.tone ?? 'warning',
    selfHarm: result?.selfHarm ?? false,
    takenAt: row.createdAt,
  };
}

/** The inbox filter of a page's query string; anything malformed is simply left out. */
export function inboxFilterOf(url: URL, kinds: readonly string[], size = 20) {
  const p = url.searchParams;
  const kind = p.get('kind') ?? '';
  const status = p.get('status') ?? '';
  const from = p.get('from') ?? '';
  const to = p.get('to') ?? '';
  const keyword = (p.get('keyword') ?? '').trim().slice(0, 50);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(p.get('page') ?? '1', 10) || 1));
  return {
    kind: kinds.includes(kind) ? (kind as CnslKind) : undefined,
    status: STATUS_KEYS.includes(status) ? (status as CnslStatus) : undefined,
    keyword: keyword || undefined,
    urgent: p.get('urgent') === 'Y' || undefined,
    from: isValidDate(from, 'YYYY-MM-DD') ? from : undefined,
    to: isValidDate(to, 'YYYY-MM-DD') ? to : undefined,
    page,
    size,
  };
}

/** The stored (sanitised HTML) content of some posts, by id. */
export async function postContents(postIds: number[]) {
  if (!postIds.length) return new Map<number, string>();
  const db = await getDb();
  const rows = await db.select({ postId: schema.posts.postId, content: schema.posts.content }).from(schema.posts).where(inArray(schema.posts.postId, postIds));
  return new Map(rows.map((r) => [r.postId, r.content]));
}
