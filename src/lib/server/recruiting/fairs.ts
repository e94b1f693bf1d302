// Job fairs (채용박람회): fairs with booths and consultation slots; a student books a slot and may
// cancel until CANCEL_CUTOFF_HOURS before it starts. A slot holds `capacity` students (one unless
// staff set more): the count is taken under a lock on the slot row, so two students racing for the
// last seat cannot both win; a student's own bookings are serialised by a lock on her user row, so
// two overlapping bookings of hers cannot both pass the overlap check. Staff create fairs, booths
// and slots; a company (otsdr) sees only the bookings of booths it speaks for.
import ExcelJS from 'exceljs';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { authorize } from '../auth/permissions';
import type { Action } from '../../permissions';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { isUniqueViolation } from '../db/errors';
import { deptNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { isDiv, type Actor } from '../../users';
import { CANCEL_CUTOFF_HOURS, FAIR_KIND_LABELS, FAIR_PHASE_LABELS, MAX_SLOTS_PER_REQUEST, fairPhase, type FairKind } from '../../recruiting/fairs';
import type { BoothInput, FairInput, FairQuery, SlotGenerateInput } from '../../schemas/recruiting-fairs';

import { seoulDateOf, seoulInstantOf, seoulTimeOf } from '../../calendar';
import * as clock from '../clock';

const { recruitFairs: fairs, recruitFairBooths: booths, recruitFairSlots: slots, recruitFairBookings: bookings, recruitCompanies: companies, users } = schema;
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

async function boothCounts(fairIds: number[]) {
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

// ---------------------------------------------------------------------------------------------
// Staff and companies

/** The area's right from the permission table (decision 046): 403 without it. */
async function requireStaff(actor: Actor, action: Action = 'manage') {
  await authorize(actor, 'recruiting', action);
}

/** Every fair (cancelled ones too) with booth and booking counts, newest first: staff. */
export async function staffFairs(actor: Actor, today = clock.today()) {
  await requireStaff(actor, 'read');
  const db = await getDb();
  const rows = await db.select().from(fairs).orderBy(desc(fairs.startDt), desc(fairs.fairId));
  const ids = rows.map((r) => r.fairId);
  const counts = await boothCounts(ids);
  const booked = ids.length
    ? await db
        .select({ fairId: booths.fairId, n: count() })
        .from(bookings)
        .innerJoin(slots, eq(slots.slotId, bookings.slotId))
        .innerJoin(booths, eq(booths.boothId, slots.boothId))
        .where(and(inArray(booths.fairId, ids), eq(bookings.status, 'BOOKED')))
        .groupBy(booths.fairId)
    : [];
  const bookedBy = new Map(booked.map((r) => [r.fairId, Number(r.n)]));
  return rows.map((f) => ({ ...describeFair(f, today), boothCnt: counts.get(f.fairId) ?? 0, bookingCnt: bookedBy.get(f.fairId) ?? 0 }));
}

export async function createFair(actor: Actor, input: FairInput, ip: string | null = null) {
  await requireStaff(actor);
  const db = await getDb();
  const [row] = await db
    .insert(fairs)
    .values({ title: input.title, kindCd: input.kindCd, place: input.place, onlineUrl: input.onlineUrl ?? null, startDt: input.startDt, endDt: input.endDt, description: input.description, status: 'OPEN', postedBy: actor.userId })
    .returning({ fairId: fairs.fairId });
  await audit({ actorId: actor.userId, action: 'recruiting.fair.create', targetType: 'recruit_fair', targetId: String(row.fairId), ip });
  return row;
}

/** Edits a fair; its period must still hold every consultation slot already made. */
export async function updateFair(actor: Actor, fairId: number, input: FairInput, ip: string | null = null) {
  await requireStaff(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [f] = await tx.select({ fairId: fairs.fairId }).from(fairs).where(eq(fairs.fairId, fairId)).for('update');
    if (!f) throw new HttpError(404, NOT_FOUND_FAIR);
    const days = await tx.select({ startsAt: slots.startsAt }).from(slots).innerJoin(booths, eq(booths.boothId, slots.boothId)).where(eq(booths.fairId, fairId));
    const outside = days.map((d) => seoulDateOf(d.startsAt)).filter((d) => d < input.startDt || d > input.endDt);
    if (outside.length) {
      throw new HttpError(400, `새 기간 밖에 이미 만든 상담 시간이 있습니다(${[...new Set(outside)].sort().join(', ')}). 그 상담 시간을 먼저 삭제해 주세요.`, { startDt: '상담 시간이 있는 날을 기간에 포함해 주세요.' });
    }
    await tx
      .update(fairs)
      .set({ title: input.title, kindCd: input.kindCd, place: input.place, onlineUrl: input.onlineUrl ?? null, startDt: input.startDt, endDt: input.endDt, description: input.description })
      .where(eq(fairs.fairId, fairId));
  });
  await audit({ actorId: actor.userId, action: 'recruiting.fair.update', targetType: 'recruit_fair', targetId: String(fairId), ip });
  return { fairId };
}

/**
 * Deletes a booth with its slots, or one slot. Refused (409) while a student holds a live booking
 * there: staff cancel those bookings first (each cancellation is the student's to hear about), so
 * a delete never silently takes a student's appointment away. Cancelled bookings go with the slot.
 */
export async function deleteBooth(actor: Actor, boothId: number, ip: string | null = null) {
  await requireStaff(actor);
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const [b] = await tx.select().from(booths).where(eq(booths.boothId, boothId)).for('update');
    if (!b) throw new HttpError(404, '부스를 찾을 수 없습니다.');
    const ids = (await tx.select({ id: slots.slotId }).from(slots).where(eq(slots.boothId, boothId)).for('update')).map((r) => r.id);
    if (ids.length) {
      const [{ n }] = await tx.select({ n: count() }).from(bookings).where(and(inArray(bookings.slotId, ids), eq(bookings.status, 'BOOKED')));
      if (Number(n) > 0) throw new HttpError(409, `이 부스에 예약한 학생이 ${n}명 있어 삭제할 수 없습니다. 예약을 먼저 취소해 주세요.`);
      await tx.delete(bookings).where(inArray(bookings.slotId, ids));
      await tx.delete(slots).where(eq(slots.boothId, boothId));
    }
    await tx.delete(booths).where(eq(booths.boothId, boothId));
    return { fairId: b.fairId, slots: ids.length };
  });
  await audit({ actorId: actor.userId, action: 'recruiting.fair.booth_delete', targetType: 'recruit_fair_booth', targetId: String(boothId), detail: removed, ip });
  return { boothId, ...removed };
}

export async function deleteSlot(actor: Actor, slotId: number, ip: string | null = null) {
  await requireStaff(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [s] = await tx.select({ id: slots.slotId }).from(slots).where(eq(slots.slotId, slotId)).for('update');
    if (!s) throw new HttpError(404, '상담 시간을 찾을 수 없습니다.');
    const [{ n }] = await tx.select({ n: count() }).from(bookings).where(and(eq(bookings.slotId, slotId), eq(bookings.status, 'BOOKED')));
    if (Number(n) > 0) throw new HttpError(409, `이 상담 시간에 예약한 학생이 ${n}명 있어 삭제할 수 없습니다. 예약을 먼저 취소해 주세요.`);
    await tx.delete(bookings).where(eq(bookings.slotId, slotId));
    await tx.delete(slots).where(eq(slots.slotId, slotId));
  });
  await audit({ actorId: actor.userId, action: 'recruiting.fair.slot_delete', targetType: 'recruit_fair_slot', targetId: String(slotId), ip });
  return { slotId };
}

/** Cancels a fair (hidden from students) or opens it again. */
export async function setFairStatus(actor: Actor, fairId: number, status: 'OPEN' | 'CANCELLED', ip: string | null = null) {
  await requireStaff(actor);
  const db = await getDb();
  const done = await db.update(fairs).set({ status }).where(eq(fairs.fairId, fairId)).returning({ fairId: fairs.fairId });
  if (!done.length) throw new HttpError(404, NOT_FOUND_FAIR);
  await audit({ actorId: actor.userId, action: `recruiting.fair.${status === 'OPEN' ? 'reopen' : 'cancel'}`, targetType: 'recruit_fair', targetId: String(fairId), ip });
  return { fairId, status };
}

/** Staff cancel a student's booking at any time (the student asked after the cut-off, or cannot come). */
export async function staffCancelBooking(actor: Actor, bookingId: number, ip: string | null = null) {
  await requireStaff(actor);
  const db = await getDb();
  const done = await db
    .update(bookings)
    .set({ status: 'CANCELLED', cancelledAt: sql`now()` })
    .where(and(eq(bookings.bookingId, bookingId), eq(bookings.status, 'BOOKED')))
    .returning({ bookingId: bookings.bookingId, studentId: bookings.studentId });
  if (!done.length) throw new HttpError(404, NOT_FOUND_BOOKING);
  await audit({ actorId: actor.userId, action: 'recruiting.fair.cancel_by_staff', targetType: 'recruit_fair_booking', targetId: String(bookingId), detail: { studentId: done[0].studentId }, ip });
  return { bookingId, status: 'CANCELLED' };
}

/** Outside users a booth may be given to (the company's contact account), with their company. */
export async function boothOwnerChoices() {
  const db = await getDb();
  const rows = await db
    .select({ userId: users.userId, korNm: users.korNm, companyNm: companies.companyNm })
    .from(users)
    .leftJoin(companies, eq(companies.ownerId, users.userId))
    .where(and(eq(users.userDiv, 'otsdr'), eq(users.useYn, 'Y')))
    .orderBy(asc(users.userId));
  return rows.map((r) => ({ userId: r.userId, label: r.companyNm ? `${r.companyNm} (${r.korNm}, ${r.userId})` : `${r.korNm} (${r.userId})`, companyNm: r.companyNm ?? r.korNm }));
}

export async function addBooth(actor: Actor, fairId: number, input: BoothInput, ip: string | null = null) {
  await requireStaff(actor);
  const db = await getDb();
  const [f] = await db.select({ fairId: fairs.fairId }).from(fairs).where(eq(fairs.fairId, fairId));
  if (!f) throw new HttpError(404, NOT_FOUND_FAIR);
  let companyNm = input.companyNm;
  if (input.ownerId) {
    const owner = (await boothOwnerChoices()).find((o) => o.userId === input.ownerId);
    if (!owner) throw new HttpError(400, '기업 담당자 계정을 확인해 주세요.', { ownerId: '외부 사용자 계정 중에서 선택해 주세요.' });
    companyNm ??= owner.companyNm;
  }
  try {
    const [row] = await db.insert(booths).values({ fairId, companyNm: companyNm!, ownerId: input.ownerId ?? null, boothNo: input.boothNo, jobs: input.jobs }).returning({ boothId: booths.boothId });
    await audit({ actorId: actor.userId, action: 'recruiting.fair.booth', targetType: 'recruit_fair_booth', targetId: String(row.boothId), detail: { fairId }, ip });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '같은 번호의 부스가 이미 있습니다.', { boothNo: '다른 부스 번호를 입력해 주세요.' });
    throw err;
  }
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const at = (day: string, minutes: number) => seoulInstantOf(`${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);

/**
 * Slots of `minutes` from start to end on one day of the fair (a remainder shorter than a slot is
 * left out). Slots overlapping ones the booth already has are skipped and counted.
 */
export async function generateSlots(actor: Actor, boothId: number, input: SlotGenerateInput, ip: string | null = null) {
  await requireStaff(actor);
  const db = await getDb();
  const [row] = await db.select({ booth: booths, f: fairs }).from(booths).innerJoin(fairs, eq(fairs.fairId, booths.fairId)).where(eq(booths.boothId, boothId));
  if (!row) throw new HttpError(404, '부스를 찾을 수 없습니다.');
  if (input.date < row.f.startDt || input.date > row.f.endDt) throw new HttpError(400, '상담일은 박람회 기간 안이어야 합니다.', { date: `${row.f.startDt} ~ ${row.f.endDt} 사이의 날짜를 입력해 주세요.` });
  const planned: { startsAt: Date; endsAt: Date }[] = [];
  for (let m = minutesOf(input.start); m + input.minutes <= minutesOf(input.end); m += input.minutes) planned.push({ startsAt: at(input.date, m), endsAt: at(input.date, m + input.minutes) });
  if (!planned.length) throw new HttpError(400, '시작과 종료 시각 사이에 상담 시간이 하나도 들어가지 않습니다.', { end: '상담 시간보다 긴 구간을 입력해 주세요.' });
  if (planned.length > MAX_SLOTS_PER_REQUEST) throw new HttpError(400, `한 번에 ${MAX_SLOTS_PER_REQUEST}개까지 만들 수 있습니다.`, { minutes: '상담 시간을 늘리거나 구간을 줄여 주세요.' });
  const created = await db.transaction(async (tx) => {
    await tx.select({ id: booths.boothId }).from(booths).where(eq(booths.boothId, boothId)).for('update');
    const existing = await tx.select({ startsAt: slots.startsAt, endsAt: slots.endsAt }).from(slots).where(eq(slots.boothId, boothId));
    const fresh = planned.filter((p) => !existing.some((e) => e.startsAt < p.endsAt && e.endsAt > p.startsAt));
    if (fresh.length) await tx.insert(slots).values(fresh.map((p) => ({ boothId, startsAt: p.startsAt, endsAt: p.endsAt, capacity: input.capacity })));
    return fresh.length;
  });
  await audit({ actorId: actor.userId, action: 'recruiting.fair.slots', targetType: 'recruit_fair_booth', targetId: String(boothId), detail: { created, skipped: planned.length - created }, ip });
  return { created, skipped: planned.length - created };
}

/**
 * A fair with its booths, slots and bookings for staff (every booth) or a company (only the booths it
 * speaks for; a fair where it has none is not found).
 */
export async function fairForManage(actor: Actor, fairId: number, now = clock.now()) {
  // A company sees the booths it speaks for; among the office, those who may read recruiting see all.
  const office = !isDiv(actor, 'otsdr');
  if (office) await authorize(actor, 'recruiting', 'read', { managerIds: [] });
  const db = await getDb();
  const [f] = await db.select().from(fairs).where(eq(fairs.fairId, fairId));
  if (!f) throw new HttpError(404, NOT_FOUND_FAIR);
  const boothRows = await db
    .select()
    .from(booths)
    .where(office ? eq(booths.fairId, fairId) : and(eq(booths.fairId, fairId), eq(booths.ownerId, actor.userId)))
    .orderBy(asc(booths.boothNo), asc(booths.boothId));
  if (!office && !boothRows.length) throw new HttpError(404, NOT_FOUND_FAIR);
  const boothIds = boothRows.map((b) => b.boothId);
  const slotRows = boothIds.length ? await db.select().from(slots).where(inArray(slots.boothId, boothIds)).orderBy(asc(slots.startsAt), asc(slots.slotId)) : [];
  const slotIds = slotRows.map((s) => s.slotId);
  const bookingRows = slotIds.length
    ? await db
        .select({ b: bookings, korNm: users.korNm, hakguaCd: users.hakguaCd, gradeCd: users.gradeCd })
        .from(bookings)
        .innerJoin(users, eq(users.userId, bookings.studentId))
        .where(and(inArray(bookings.slotId, slotIds), office ? undefined : ne(bookings.status, 'CANCELLED')))
        .orderBy(asc(bookings.bookingId))
    : [];
  const depts = await deptNames();
  const today = clock.today(now);
  return {
    fair: { ...describeFair(f, today), description: f.description },
    booths: boothRows.map((b) => ({
      boothId: b.boothId,
      boothNo: b.boothNo,
      companyNm: b.companyNm,
      ownerId: b.ownerId,
      jobs: b.jobs,
      slots: slotRows
        .filter((s) => s.boothId === b.boothId)
        .map((s) => {
          const list = bookingRows.filter((r) => r.b.slotId === s.slotId);
          return {
            slotId: s.slotId,
            day: seoulDateOf(s.startsAt),
            start: seoulTimeOf(s.startsAt),
            end: seoulTimeOf(s.endsAt),
            capacity: s.capacity,
            booked: list.filter((r) => r.b.status === 'BOOKED').length,
            bookings: list.map((r) => ({
              bookingId: r.b.bookingId,
              status: r.b.status,
              // A company sees who comes (name, department, year), not the student number.
              studentId: office ? r.b.studentId : null,
              korNm: r.korNm,
              deptNm: r.hakguaCd ? (depts.get(r.hakguaCd) ?? r.hakguaCd) : '',
              gradeCd: r.gradeCd,
              bookedAt: r.b.createdAt,
            })),
          };
        }),
    })),
  };
}

/** Fairs where the company has a booth, newest first. */
export async function companyFairs(actor: Actor, today = clock.today()) {
  if (!isDiv(actor, 'otsdr')) throw new HttpError(403, '채용박람회 예약은 담당자만 볼 수 있습니다.');
  const db = await getDb();
  const rows = await db
    .selectDistinct({ f: fairs })
    .from(fairs)
    .innerJoin(booths, eq(booths.fairId, fairs.fairId))
    .where(eq(booths.ownerId, actor.userId))
    .orderBy(desc(fairs.startDt), desc(fairs.fairId));
  return rows.map(({ f }) => describeFair(f, today));
}

/** Every booking of a fair as an Excel workbook (staff): one row per booking, cancelled ones marked. */
export async function exportFairBookings(actor: Actor, fairId: number) {
  await requireStaff(actor, 'export');
  const data = await fairForManage(actor, fairId);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('상담 예약');
  sheet.columns = [
    { header: '부스', key: 'booth', width: 8 },
    { header: '기업', key: 'company', width: 24 },
    { header: '상담일', key: 'day', width: 12 },
    { header: '시간', key: 'time', width: 14 },
    { header: '학번', key: 'studentId', width: 14 },
    { header: '이름', key: 'name', width: 10 },
    { header: '학과', key: 'dept', width: 18 },
    { header: '학년', key: 'grade', width: 6 },
    { header: '상태', key: 'status', width: 8 },
    { header: '예약 일시', key: 'bookedAt', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  let rows = 0;
  for (const b of data.booths)
    for (const s of b.slots)
      for (const r of s.bookings) {
        rows += 1;
        sheet.addRow({
          booth: b.boothNo,
          company: b.companyNm,
          day: s.day,
          time: `${s.start}~${s.end}`,
          studentId: r.studentId,
          name: r.korNm,
          dept: r.deptNm,
          grade: r.gradeCd,
          status: r.status === 'BOOKED' ? '예약' : '취소',
          bookedAt: `${seoulDateOf(r.bookedAt)} ${seoulTimeOf(r.bookedAt)}`,
        });
      }
  await audit({ actorId: actor.userId, action: 'recruiting.fair.export', targetType: 'recruit_fair', targetId: String(fairId), detail: { rows } });
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), title: data.fair.title, rows };
}
