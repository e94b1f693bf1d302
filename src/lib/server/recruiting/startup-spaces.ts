// Startup spaces booked by time range within opening hours, their closures and the bookings a
// closure would cancel. A booking takes a lock on the space row and then on the student's user row:
// two overlapping bookings of one space, or two of one student's bookings that together pass the
// daily limit, cannot both be stored.
import { and, asc, count, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { notifyUserInTransaction } from '../messages/service';
import { isUniqueViolation } from '../db/errors';
import type { Actor } from '../../users';
import { addDays, seoulDateOf, seoulInstantOf, seoulTimeOf, weekdayOf } from '../../calendar';
import * as clock from '../clock';
import { BOOKING_DAYS_AHEAD, DAILY_LIMIT_MINUTES, SPACE_KIND_LABELS, closedMessage, closureLabel, closureOn, type SpaceClosure, type SpaceKind } from '../../recruiting/startup';
import type { SpaceBookingInput, SpaceClosureInput, SpaceInput } from '../../schemas/recruiting-startup';
import { NOT_FOUND_BOOKING, NOT_FOUND_SPACE, requireStartupStaff } from './startup';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const { startupSpaces: spaces, startupSpaceBookings: bookings, startupSpaceClosures: closures, users } = schema;
type SpaceRow = typeof spaces.$inferSelect;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const seoulAt = (day: string, hhmm: string) => seoulInstantOf(`${day}T${hhmm}`);

export function describeSpace(s: SpaceRow) {
  return { spaceId: s.spaceId, kindCd: s.kindCd as SpaceKind, kindNm: SPACE_KIND_LABELS[s.kindCd as SpaceKind] ?? s.kindCd, spaceNm: s.spaceNm, location: s.location, seats: s.seats, openTm: s.openTm, closeTm: s.closeTm, useYn: s.useYn };
}

/** The closed days of the given spaces (every space when none given): weekdays first, then dates. */
export async function spaceClosures(spaceIds?: number[], tx?: Tx): Promise<(SpaceClosure & { label: string })[]> {
  const db = tx ?? (await getDb());
  if (spaceIds && !spaceIds.length) return [];
  const rows = await db
    .select({ closureId: closures.closureId, spaceId: closures.spaceId, weekday: closures.weekday, closedDt: closures.closedDt, note: closures.note })
    .from(closures)
    .where(spaceIds ? inArray(closures.spaceId, spaceIds) : undefined)
    .orderBy(asc(closures.spaceId), sql`${closures.weekday} is null`, asc(closures.weekday), asc(closures.closedDt));
  return rows.map((c) => ({ ...c, label: closureLabel(c) }));
}

/**
 * Spaces in use, each with the day's booked ranges (no names: students see only that a time is
 * taken), whether the day is closed, the closed days ahead (weekdays, and dates from today on) and
 * which of the bookable days are closed, with the reason (the booking form greys them out).
 */
export async function spacesForDay(useDt: string, today = clock.today()) {
  const db = await getDb();
  const [rows, booked, shut] = await Promise.all([
    db.select().from(spaces).where(eq(spaces.useYn, 'Y')).orderBy(asc(spaces.spaceId)),
    db.select().from(bookings).where(and(eq(bookings.useDt, useDt), eq(bookings.status, 'BOOKED'))).orderBy(asc(bookings.startsAt)),
    spaceClosures(),
  ]);
  return rows.map((s) => {
    const closed = closureOn(shut, s.spaceId, useDt);
    return {
      ...describeSpace(s),
      booked: booked.filter((b) => b.spaceId === s.spaceId).map((b) => ({ start: seoulTimeOf(b.startsAt), end: seoulTimeOf(b.endsAt) })),
      closedNote: closed ? closureLabel(closed) : null,
      closures: shut.filter((c) => c.spaceId === s.spaceId && (c.closedDt === null || c.closedDt >= today)).map((c) => c.label),
      closedDays: Object.fromEntries(
        bookableDays(today).flatMap(({ date }) => {
          const c = closureOn(shut, s.spaceId, date);
          return c ? [[date, closureLabel(c)]] : [];
        }),
      ) as Record<string, string>,
    };
  });
}

/** The days a student may book: today and the next BOOKING_DAYS_AHEAD - 1 days. */
export function bookableDays(today = clock.today()) {
  return Array.from({ length: BOOKING_DAYS_AHEAD }, (_, i) => addDays(today, i)).map((d) => ({ date: d, weekday: weekdayOf(d) }));
}

/**
 * Books a space. Refused: on a closed day of the space (400, naming the closure), outside opening
 * hours or the booking window (400), a start already passed
 * (400), an overlap with another booking of the space (409), more than the daily limit for her (409).
 */
export async function bookSpace(studentId: string, input: SpaceBookingInput, ip: string | null = null, now = clock.now()) {
  const today = seoulDateOf(now);
  const days = bookableDays(today).map((d) => d.date);
  if (!days.includes(input.useDt)) throw new HttpError(400, `이용일은 오늘부터 ${BOOKING_DAYS_AHEAD}일 안에서 골라 주세요.`, { useDt: `${days[0]} ~ ${days[days.length - 1]} 사이의 날짜를 입력해 주세요.` });
  const startsAt = seoulAt(input.useDt, input.start);
  const endsAt = seoulAt(input.useDt, input.end);
  if (startsAt.getTime() <= now.getTime()) throw new HttpError(400, '이미 지난 시각은 예약할 수 없습니다.', { start: '지금 이후의 시각을 선택해 주세요.' });
  const minutes = minutesOf(input.end) - minutesOf(input.start);
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    // The space's bookings one at a time, then the student's own day one at a time.
    const [s] = await tx.select().from(spaces).where(eq(spaces.spaceId, input.spaceId)).for('update');
    if (!s || s.useYn !== 'Y') throw new HttpError(404, NOT_FOUND_SPACE);
    const closed = closureOn(await spaceClosures([s.spaceId], tx), s.spaceId, input.useDt);
    if (closed) throw new HttpError(400, closedMessage(s.spaceNm, input.useDt, closed), { useDt: closedMessage(s.spaceNm, input.useDt, closed) });
    if (input.start < s.openTm || input.end > s.closeTm) throw new HttpError(400, `운영 시간(${s.openTm}~${s.closeTm}) 안에서 예약해 주세요.`, { start: `${s.openTm}~${s.closeTm} 사이로 선택해 주세요.` });
    await tx.select({ id: users.userId }).from(users).where(eq(users.userId, studentId)).for('update');
    const [clash] = await tx
      .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
      .from(bookings)
      .where(and(eq(bookings.spaceId, input.spaceId), eq(bookings.status, 'BOOKED'), lt(bookings.startsAt, endsAt), gt(bookings.endsAt, startsAt)));
    if (clash) throw new HttpError(409, `이미 예약된 시간과 겹칩니다: ${seoulTimeOf(clash.startsAt)}~${seoulTimeOf(clash.endsAt)}. 다른 시간을 선택해 주세요.`);
    const mine = await tx
      .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt, spaceNm: spaces.spaceNm })
      .from(bookings)
      .innerJoin(spaces, eq(spaces.spaceId, bookings.spaceId))
      .where(and(eq(bookings.studentId, studentId), eq(bookings.useDt, input.useDt), eq(bookings.status, 'BOOKED')));
    const own = mine.find((b) => b.startsAt < endsAt && b.endsAt > startsAt);
    if (own) throw new HttpError(409, `같은 시간에 예약한 공간이 있습니다: ${own.spaceNm} ${seoulTimeOf(own.startsAt)}~${seoulTimeOf(own.endsAt)}`);
    const used = mine.reduce((n, b) => n + (b.endsAt.getTime() - b.startsAt.getTime()) / 60_000, 0);
    if (used + minutes > DAILY_LIMIT_MINUTES) {
      throw new HttpError(409, `창업공간은 하루 ${DAILY_LIMIT_MINUTES / 60}시간까지 예약할 수 있습니다. 이날 이미 ${used / 60}시간을 예약했습니다.`);
    }
    const [row] = await tx.insert(bookings).values({ spaceId: input.spaceId, studentId, useDt: input.useDt, startsAt, endsAt, purpose: input.purpose }).returning({ bookingId: bookings.bookingId });
    return row;
  });
  await audit({ actorId: studentId, action: 'startup.space.book', targetType: 'startup_space_booking', targetId: String(created.bookingId), detail: { spaceId: input.spaceId, useDt: input.useDt, start: input.start, end: input.end }, ip });
  return { bookingId: created.bookingId };
}

/** Cancels her booking until it starts; anyone else's is not found. */
export async function cancelSpaceBooking(studentId: string, bookingId: number, ip: string | null = null, now = clock.now()) {
  const db = await getDb();
  const [b] = await db.select().from(bookings).where(and(eq(bookings.bookingId, bookingId), eq(bookings.studentId, studentId), eq(bookings.status, 'BOOKED')));
  if (!b) throw new HttpError(404, NOT_FOUND_BOOKING);
  if (b.startsAt.getTime() <= now.getTime()) throw new HttpError(400, '이용 시작 시각이 지나 취소할 수 없습니다.');
  const done = await db.update(bookings).set({ status: 'CANCELLED', cancelledAt: sql`now()` }).where(and(eq(bookings.bookingId, bookingId), eq(bookings.status, 'BOOKED'))).returning({ id: bookings.bookingId });
  if (!done.length) throw new HttpError(404, NOT_FOUND_BOOKING);
  await audit({ actorId: studentId, action: 'startup.space.cancel', targetType: 'startup_space_booking', targetId: String(bookingId), ip });
  return { bookingId, status: 'CANCELLED' };
}

/** Her bookings from today on, nearest first, and the latest past ones. */
export async function mySpaceBookings(studentId: string, now = clock.now()) {
  const db = await getDb();
  const rows = await db
    .select({ b: bookings, s: spaces })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.spaceId, bookings.spaceId))
    .where(and(eq(bookings.studentId, studentId), gte(bookings.useDt, addDays(seoulDateOf(now), -30))))
    .orderBy(asc(bookings.startsAt))
    .limit(100);
  return rows.map(({ b, s }) => ({
    bookingId: b.bookingId,
    spaceNm: s.spaceNm,
    kindNm: SPACE_KIND_LABELS[s.kindCd as SpaceKind] ?? s.kindCd,
    location: s.location,
    useDt: b.useDt,
    weekday: weekdayOf(b.useDt),
    start: seoulTimeOf(b.startsAt),
    end: seoulTimeOf(b.endsAt),
    purpose: b.purpose,
    status: b.status,
    cancelNote: b.cancelNote,
    past: b.startsAt.getTime() <= now.getTime(),
    canCancel: b.status === 'BOOKED' && b.startsAt.getTime() > now.getTime(),
  }));
}

export async function staffSpaces(actor: Actor) {
  await requireStartupStaff(actor);
  const db = await getDb();
  return (await db.select().from(spaces).orderBy(asc(spaces.spaceId))).map(describeSpace);
}

export async function createSpace(actor: Actor, input: SpaceInput, ip: string | null = null) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const [row] = await db.insert(spaces).values(input).returning({ spaceId: spaces.spaceId });
  await audit({ actorId: actor.userId, action: 'startup.space.create', targetType: 'startup_space', targetId: String(row.spaceId), ip });
  return row;
}

/** Edits a space and its opening hours; bookings already made outside the new hours stay (staff see them). */
export async function updateSpace(actor: Actor, spaceId: number, input: SpaceInput & { useYn?: 'Y' | 'N' }, ip: string | null = null) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const done = await db.update(spaces).set(input).where(eq(spaces.spaceId, spaceId)).returning({ spaceId: spaces.spaceId });
  if (!done.length) throw new HttpError(404, NOT_FOUND_SPACE);
  await audit({ actorId: actor.userId, action: 'startup.space.update', targetType: 'startup_space', targetId: String(spaceId), ip });
  return done[0];
}

/** Every booking of a day (or from a day on), with who booked, for staff. */
export async function staffBookings(actor: Actor, from: string, days = 14) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const rows = await db
    .select({ b: bookings, spaceNm: spaces.spaceNm, korNm: users.korNm })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.spaceId, bookings.spaceId))
    .innerJoin(users, eq(users.userId, bookings.studentId))
    .where(and(gte(bookings.useDt, from), lte(bookings.useDt, addDays(from, days - 1)), ne(bookings.status, 'CANCELLED')))
    .orderBy(asc(bookings.startsAt), asc(spaces.spaceId));
  return rows.map((r) => ({ bookingId: r.b.bookingId, spaceNm: r.spaceNm, studentId: r.b.studentId, korNm: r.korNm, useDt: r.b.useDt, weekday: weekdayOf(r.b.useDt), start: seoulTimeOf(r.b.startsAt), end: seoulTimeOf(r.b.endsAt), purpose: r.b.purpose }));
}

/** What a closure input closes: the weekday or the date, the other null. */
function closureDay(input: SpaceClosureInput) {
  return { weekday: input.kind === 'WEEKDAY' ? input.weekday! : null, closedDt: input.kind === 'DATE' ? input.closedDt! : null };
}

/** Bookings of a space a closure covers: still booked, starting after now, on the date or the weekday. */
function coveredBookings(spaceId: number, day: { weekday: number | null; closedDt: string | null }, now: Date) {
  return and(
    eq(bookings.spaceId, spaceId),
    eq(bookings.status, 'BOOKED'),
    gt(bookings.startsAt, now),
    day.closedDt !== null ? eq(bookings.useDt, day.closedDt) : sql`extract(dow from ${bookings.useDt}) = ${day.weekday}`,
  );
}

/**
 * How many bookings adding the closure would cancel (the staff form asks before saving), with the
 * closure's label; 404 for an unknown space.
 */
export async function closureImpact(actor: Actor, spaceId: number, input: SpaceClosureInput, now = clock.now()) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const [s] = await db.select({ spaceId: spaces.spaceId }).from(spaces).where(eq(spaces.spaceId, spaceId));
  if (!s) throw new HttpError(404, NOT_FOUND_SPACE);
  const day = closureDay(input);
  const [{ n }] = await db.select({ n: count() }).from(bookings).where(coveredBookings(spaceId, day, now));
  return { cancels: Number(n), label: closureLabel({ ...day, note: input.note }) };
}

/**
 * Closes a space on every given weekday or on one date. In the same transaction, under the space's
 * lock that bookings take too, the bookings it covers that have not started are cancelled with the
 * closure as the reason, and each booker gets a message naming the space, day, time and reason.
 * Bookings already begun or past stay as they were.
 */
export async function addSpaceClosure(actor: Actor, spaceId: number, input: SpaceClosureInput, ip: string | null = null, now = clock.now()) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const day = closureDay(input);
  const label = closureLabel({ ...day, note: input.note });
  let done: { closureId: number; cancelled: { bookingId: number; studentId: string }[] };
  try {
    done = await db.transaction(async (tx) => {
      const [s] = await tx.select().from(spaces).where(eq(spaces.spaceId, spaceId)).for('update');
      if (!s) throw new HttpError(404, NOT_FOUND_SPACE);
      const [row] = await tx.insert(closures).values({ spaceId, ...day, note: input.note, createdBy: actor.userId }).returning({ closureId: closures.closureId });
      const cancelled = await tx
        .update(bookings)
        .set({ status: 'CANCELLED', cancelledAt: sql`now()`, cancelledBy: actor.userId, cancelNote: label })
        .where(coveredBookings(spaceId, day, now))
        .returning({ bookingId: bookings.bookingId, studentId: bookings.studentId, useDt: bookings.useDt, startsAt: bookings.startsAt, endsAt: bookings.endsAt });
      cancelled.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      for (const b of cancelled) {
        const when = `${b.useDt}(${weekdayOf(b.useDt)}) ${seoulTimeOf(b.startsAt)}~${seoulTimeOf(b.endsAt)}`;
        await notifyUserInTransaction(
          tx,
          b.studentId,
          `[창업지원] ${s.spaceNm} ${b.useDt} 예약이 취소되었습니다`,
          `${s.spaceNm} ${when} 예약이 휴무일 지정으로 취소되었습니다. 사유: ${label}. 창업지원 > 창업공간 예약에서 다른 날짜나 공간으로 다시 예약해 주세요.`,
          { category: 'RECRUIT', userDef1: 'STARTUP_SPACE', userDef2: String(b.bookingId) },
        );
      }
      return { closureId: row.closureId, cancelled };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '이미 등록된 휴무일입니다.');
    throw err;
  }
  await audit({
    actorId: actor.userId,
    action: 'startup.space.closure.add',
    targetType: 'startup_space',
    targetId: String(spaceId),
    detail: { closureId: done.closureId, ...day, note: input.note, cancelledBookings: done.cancelled.map((b) => b.bookingId) },
    ip,
  });
  return { closureId: done.closureId, label, cancelled: done.cancelled.length };
}

/** Opens the day again. */
export async function removeSpaceClosure(actor: Actor, closureId: number, ip: string | null = null) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const [gone] = await db.delete(closures).where(eq(closures.closureId, closureId)).returning();
  if (!gone) throw new HttpError(404, '휴무일을 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'startup.space.closure.remove', targetType: 'startup_space', targetId: String(gone.spaceId), detail: { closureId, weekday: gone.weekday, closedDt: gone.closedDt, note: gone.note }, ip });
  return { closureId };
}
