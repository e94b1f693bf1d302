// Job fairs (채용박람회): fairs with booths and consultation slots; a student books a slot and may
// cancel until CANCEL_CUTOFF_HOURS before it starts. A slot holds `capacity` students (one unless
// staff set more): the count is taken under a lock on the slot row, so two students racing for the
// last seat cannot both win; a student's own bookings are serialised by a lock on her user row, so
// two overlapping bookings of hers cannot both pass the overlap check. Staff create fairs, booths
// and slots; a company (otsdr) sees only the bookings of booths it speaks for (fairs-manage.ts).
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { isUniqueViolation } from '../db/errors';
import { likeTerm } from '../org/repository';
import { CANCEL_CUTOFF_HOURS, FAIR_KIND_LABELS, FAIR_PHASE_LABELS, fairPhase, type FairKind } from '../../recruiting/fairs';
import type { FairQuery } from '../../schemas/recruiting-fairs';

import { seoulDateOf, seoulTimeOf } from '../../calendar';
import * as clock from '../clock';

const { recruitFairs: fairs, recruitFairBooths: booths, recruitFairSlots: slots, recruitFairBookings: bookings, users } = schema;
type FairRow = typeof fairs.$inferSelect;
type SlotRow = typeof slots.$inferSelect;

export const NOT_FOUND_FAIR = '채용박람회를 찾을 수 없습니다.';
export const NOT_FOUND_BOOKING = '예약을 찾을 수 없습니다.';
const CUTOFF_MS = CANCEL_CUTOFF_HOURS * 3600_000;

const slotLabel = (s: Pick<SlotRow, 'startsAt' | 'endsAt'>) => `${seoulDateOf(s.startsAt)} ${seoulTimeOf(s.startsAt)}~${seoulTimeOf(s.endsAt)}`;

export function describeFair(f: FairRow, today: string) {
  const phase = fairPhase(f, today);
  return {
    fairId: f.fairId,
    title: f.title,
    kindCd: f.kindCd as FairKind,
    kindNm: FAIR_KIND_LABELS[f.kindCd as FairKind] ?? f.kindCd,
    place: f.place,
    onlineUrl: f.onlineUrl,
    startDt: f.startDt,
    endDt: f.endDt,
    status: f.status,
    phase,
    phaseNm: FAIR_PHASE_LABELS[phase],
  };
}
export type FairSummary = ReturnType<typeof describeFair> & { boothCnt: number };

export async function boothCounts(fairIds: number[]) {
  if (!fairIds.length) return new Map<number, number>();
  const db = await getDb();
  const rows = await db.select({ fairId: booths.fairId, n: count() }).from(booths).where(inArray(booths.fairId, fairIds)).groupBy(booths.fairId);
  return new Map(rows.map((r) => [r.fairId, Number(r.n)]));
}

/** Fairs students see (not cancelled): search, kind, upcoming (not ended) or past, paging. Upcoming first, the soonest on top. */
export async function listFairs(query: FairQuery, today = clock.today()) {
  const db = await getDb();
  const where: SQL[] = [eq(fairs.status, 'OPEN')];
  if (query.keyword) {
    const t = likeTerm(query.keyword);
    where.push(or(ilike(fairs.title, t), ilike(fairs.place, t), ilike(fairs.description, t), inArray(fairs.fairId, db.select({ id: booths.fairId }).from(booths).where(ilike(booths.companyNm, t))))!);
  }
  if (query.kindCd) where.push(eq(fairs.kindCd, query.kindCd));
  if (query.when === 'upcoming') where.push(gte(fairs.endDt, today));
  if (query.when === 'past') where.push(lt(fairs.endDt, today));
  const cond = and(...where);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(fairs).where(cond),
    db
      .select()
      .from(fairs)
      .where(cond)
      .orderBy(sql`case when ${fairs.endDt} >= ${today} then 0 else 1 end`, sql`case when ${fairs.endDt} >= ${today} then ${fairs.startDt} end asc`, desc(fairs.startDt), asc(fairs.fairId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  const counts = await boothCounts(rows.map((r) => r.fairId));
  return { list: rows.map((f) => ({ ...describeFair(f, today), boothCnt: counts.get(f.fairId) ?? 0 })), totalCnt: Number(total), page: query.page, size: query.size, today };
}

/** Fairs that have not ended, soonest first (the fair home page). */
export async function upcomingFairs(today = clock.today()) {
  return (await listFairs({ when: 'upcoming', page: 1, size: 50 }, today)).list;
}

/** Fairs on days between from and to (inclusive) for the calendar; with studentId, only fairs where she holds a booking. */
export async function fairsBetween(from: string, to: string, studentId?: string) {
  const db = await getDb();
  const where: SQL[] = [eq(fairs.status, 'OPEN'), gte(fairs.endDt, from), sql`${fairs.startDt} <= ${to}`];
  if (studentId)
    where.push(
      inArray(
        fairs.fairId,
        db
          .select({ id: booths.fairId })
          .from(bookings)
          .innerJoin(slots, eq(slots.slotId, bookings.slotId))
          .innerJoin(booths, eq(booths.boothId, slots.boothId))
          .where(and(eq(bookings.studentId, studentId), eq(bookings.status, 'BOOKED'))),
      ),
    );
  return db.select().from(fairs).where(and(...where)).orderBy(asc(fairs.startDt), asc(fairs.fairId));
}

async function liveCounts(slotIds: number[]) {
  if (!slotIds.length) return new Map<number, number>();
  const db = await getDb();
  const rows = await db.select({ slotId: bookings.slotId, n: count() }).from(bookings).where(and(inArray(bookings.slotId, slotIds), eq(bookings.status, 'BOOKED'))).groupBy(bookings.slotId);
  return new Map(rows.map((r) => [r.slotId, Number(r.n)]));
}

/** Whether a booking may still be cancelled at `now`. */
export const cancellable = (startsAt: Date, now: Date) => startsAt.getTime() - now.getTime() >= CUTOFF_MS;

/** One fair for a student: booths with their slots (seats left, hers marked) and her bookings at this fair. */
export async function fairDetail(studentId: string, fairId: number, now = clock.now()) {
  const db = await getDb();
  const today = clock.today(now);
  const [f] = await db.select().from(fairs).where(eq(fairs.fairId, fairId));
  if (!f || f.status !== 'OPEN') throw new HttpError(404, NOT_FOUND_FAIR);
  const boothRows = await db.select().from(booths).where(eq(booths.fairId, fairId)).orderBy(asc(booths.boothNo), asc(booths.boothId));
  const slotRows = boothRows.length ? await db.select().from(slots).where(inArray(slots.boothId, boothRows.map((b) => b.boothId))).orderBy(asc(slots.startsAt), asc(slots.slotId)) : [];
  const taken = await liveCounts(slotRows.map((s) => s.slotId));
  const mine = slotRows.length
    ? await db.select({ bookingId: bookings.bookingId, slotId: bookings.slotId }).from(bookings).where(and(eq(bookings.studentId, studentId), eq(bookings.status, 'BOOKED'), inArray(bookings.slotId, slotRows.map((s) => s.slotId))))
    : [];
  const mineBySlot = new Map(mine.map((m) => [m.slotId, m.bookingId]));
  const boothList = boothRows.map((b) => ({
    boothId: b.boothId,
    boothNo: b.boothNo,
    companyNm: b.companyNm,
    jobs: b.jobs,
    slots: slotRows
      .filter((s) => s.boothId === b.boothId)
      .map((s) => {
        const booked = taken.get(s.slotId) ?? 0;
        const myBookingId = mineBySlot.get(s.slotId) ?? null;
        const past = s.startsAt.getTime() <= now.getTime();
        return {
          slotId: s.slotId,
          day: seoulDateOf(s.startsAt),
          start: seoulTimeOf(s.startsAt),
          end: seoulTimeOf(s.endsAt),
          capacity: s.capacity,
          left: Math.max(0, s.capacity - booked),
          past,
          myBookingId,
          canBook: !past && !myBookingId && booked < s.capacity,
          canCancel: !!myBookingId && cancellable(s.startsAt, now),
        };
      }),
  }));
  const myBookings = (await myFairBookings(studentId, now)).filter((b) => b.fairId === fairId);
  return { fair: { ...describeFair(f, today), description: f.description }, booths: boothList, myBookings, cutoffHours: CANCEL_CUTOFF_HOURS, today };
}

/** A student's live bookings at every fair, the next first, with whether each can still be cancelled. */
export async function myFairBookings(studentId: string, now = clock.now()) {
  const db = await getDb();
  const rows = await db
    .select({ b: bookings, s: slots, booth: booths, f: fairs })
    .from(bookings)
    .innerJoin(slots, eq(slots.slotId, bookings.slotId))
    .innerJoin(booths, eq(booths.boothId, slots.boothId))
    .innerJoin(fairs, eq(fairs.fairId, booths.fairId))
    // Bookings at a fair staff cancelled are no longer anyone's plan.
    .where(and(eq(bookings.studentId, studentId), eq(bookings.status, 'BOOKED'), eq(fairs.status, 'OPEN')))
    .orderBy(asc(slots.startsAt), asc(bookings.bookingId));
  return rows.map(({ b, s, booth, f }) => ({
    bookingId: b.bookingId,
    fairId: f.fairId,
    fairTitle: f.title,
    place: f.place,
    boothNo: booth.boothNo,
    companyNm: booth.companyNm,
    slotId: s.slotId,
    day: seoulDateOf(s.startsAt),
    start: seoulTimeOf(s.startsAt),
    end: seoulTimeOf(s.endsAt),
    past: s.startsAt.getTime() <= now.getTime(),
    canCancel: cancellable(s.startsAt, now),
  }));
}

/**
 * Books a slot for a student. Refused (409, Korean) when the slot is full, already hers, or overlaps
 * another of her bookings; 400 when it has started; 404 when the slot or its fair is not open.
 */
export async function bookSlot(studentId: string, slotId: number, ip: string | null = null, now = clock.now()) {
  const db = await getDb();
  let booked: { bookingId: number };
  try {
    booked = await db.transaction(async (tx) => {
      // The student's own bookings one at a time, then the slot's seats one at a time.
      await tx.select({ id: users.userId }).from(users).where(eq(users.userId, studentId)).for('update');
      const [row] = await tx
        .select({ s: slots, fairStatus: fairs.status, companyNm: booths.companyNm })
        .from(slots)
        .innerJoin(booths, eq(booths.boothId, slots.boothId))
        .innerJoin(fairs, eq(fairs.fairId, booths.fairId))
        .where(eq(slots.slotId, slotId))
        .for('update', { of: slots });
      if (!row || row.fairStatus !== 'OPEN') throw new HttpError(404, '상담 시간을 찾을 수 없습니다.');
      const s = row.s;
      if (s.startsAt.getTime() <= now.getTime()) throw new HttpError(400, '이미 시작했거나 지난 상담 시간은 예약할 수 없습니다.');
      const [own] = await tx.select({ id: bookings.bookingId }).from(bookings).where(and(eq(bookings.slotId, slotId), eq(bookings.studentId, studentId), eq(bookings.status, 'BOOKED')));
      if (own) throw new HttpError(409, '이미 예약한 상담 시간입니다.');
      const [{ n }] = await tx.select({ n: count() }).from(bookings).where(and(eq(bookings.slotId, slotId), eq(bookings.status, 'BOOKED')));
      if (Number(n) >= s.capacity) throw new HttpError(409, '이미 예약이 마감된 상담 시간입니다. 다른 시간을 선택해 주세요.');
      const [clash] = await tx
        .select({ s: slots, companyNm: booths.companyNm })
        .from(bookings)
        .innerJoin(slots, eq(slots.slotId, bookings.slotId))
        .innerJoin(booths, eq(booths.boothId, slots.boothId))
        .innerJoin(fairs, eq(fairs.fairId, booths.fairId))
        .where(and(eq(bookings.studentId, studentId), eq(bookings.status, 'BOOKED'), eq(fairs.status, 'OPEN'), lt(slots.startsAt, s.endsAt), gt(slots.endsAt, s.startsAt)));
      if (clash) throw new HttpError(409, `같은 시간에 예약한 상담이 있습니다: ${clash.companyNm} ${slotLabel(clash.s)}`);
      const [created] = await tx.insert(bookings).values({ slotId, studentId, status: 'BOOKED' }).returning({ bookingId: bookings.bookingId });
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '이미 예약한 상담 시간입니다.');
    throw err;
  }
  await audit({ actorId: studentId, action: 'recruiting.fair.book', targetType: 'recruit_fair_booking', targetId: String(booked.bookingId), detail: { slotId }, ip });
  return { bookingId: booked.bookingId, slotId };
}

/** Cancels her booking until the cut-off; another student's booking is not found (404). */
export async function cancelBooking(studentId: string, bookingId: number, ip: string | null = null, now = clock.now()) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ b: bookings, startsAt: slots.startsAt })
      .from(bookings)
      .innerJoin(slots, eq(slots.slotId, bookings.slotId))
      .where(and(eq(bookings.bookingId, bookingId), eq(bookings.studentId, studentId), eq(bookings.status, 'BOOKED')))
      .for('update', { of: bookings });
    if (!row) throw new HttpError(404, NOT_FOUND_BOOKING);
    if (!cancellable(row.startsAt, now)) throw new HttpError(400, `상담 시작 ${CANCEL_CUTOFF_HOURS}시간 전까지만 취소할 수 있습니다. 취소가 필요하면 경력개발센터에 문의해 주세요.`);
    await tx.update(bookings).set({ status: 'CANCELLED', cancelledAt: sql`now()` }).where(eq(bookings.bookingId, bookingId));
  });
  await audit({ actorId: studentId, action: 'recruiting.fair.cancel', targetType: 'recruit_fair_booking', targetId: String(bookingId), ip });
  return { bookingId, status: 'CANCELLED' };
}
