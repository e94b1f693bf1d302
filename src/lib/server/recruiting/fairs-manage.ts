// Job fairs as staff run them and companies see them (채용박람회): staff create fairs, booths and
// slots, change a fair's state, cancel a booking and export the bookings; a company (otsdr) sees only
// the bookings of booths it speaks for. The student side (booking, cancelling) is fairs.ts.
import ExcelJS from 'exceljs';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { authorize } from '../auth/permissions';
import type { Action } from '../../permissions';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { isUniqueViolation } from '../db/errors';
import { deptNames } from '../org/names';
import { isDiv, type Actor } from '../../users';
import { MAX_SLOTS_PER_REQUEST } from '../../recruiting/fairs';
import type { BoothInput, FairInput, SlotGenerateInput } from '../../schemas/recruiting-fairs';

import { seoulDateOf, seoulInstantOf, seoulTimeOf } from '../../calendar';
import * as clock from '../clock';
import { NOT_FOUND_BOOKING, NOT_FOUND_FAIR, boothCounts, describeFair } from './fairs';

const { recruitFairs: fairs, recruitFairBooths: booths, recruitFairSlots: slots, recruitFairBookings: bookings, recruitCompanies: companies, users } = schema;

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
