// Open slots: weekly availability, minus days off, plus extra hours, minus what is booked or past.
import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { LIVE_STATUSES } from '../../counselling/kinds';
import { addDays, isoWeekdayOf, seoulDateOf, seoulInstantOf, seoulIsoOf } from '../../calendar';

const { cnslAvailability, cnslAvailabilityExceptions, cnslApplications } = schema;

/** How far ahead students may book, and how soon a slot may still be taken. */
export const BOOKING_DAYS = 21;
export const LEAD_HOURS = 2;

export interface Slot {
  handlerId: string;
  start: string; // ISO with +09:00
  end: string;
  place: string;
}

/** Seoul wall-clock date and time to an instant. */
export function seoulInstant(date: string, time: string) {
  return seoulInstantOf(`${date}T${time}`);
}

const seoulDate = seoulDateOf;


const isoWeekday = isoWeekdayOf;

function cut(handlerId: string, date: string, startTime: string, endTime: string, minutes: number, place: string): Slot[] {
  const slots: Slot[] = [];
  const end = seoulInstant(date, endTime).getTime();
  for (let t = seoulInstant(date, startTime).getTime(); t + minutes * 60_000 <= end; t += 60 * 60_000) {
    // One slot an hour: a 50-minute session and a 10-minute break.
    const s = new Date(t);
    slots.push({ handlerId, start: toSeoulIso(s), end: toSeoulIso(new Date(t + minutes * 60_000)), place });
  }
  return slots;
}

export const toSeoulIso = seoulIsoOf;

/** The open slots of some counsellors or professors between now (plus the lead time) and BOOKING_DAYS ahead. */
export async function openSlots(handlerIds: string[], now = new Date(), executor?: Pick<Db, 'select'>): Promise<Slot[]> {
  if (!handlerIds.length) return [];
  // Inside a transaction the caller passes it: the embedded database runs one transaction at a time.
  const db = executor ?? (await getDb());
  const first = seoulDate(now);
  const last = addDays(first, BOOKING_DAYS);
  const [weekly, exceptions, booked] = await Promise.all([
    db.select().from(cnslAvailability).where(inArray(cnslAvailability.handlerId, handlerIds)),
    db
      .select()
      .from(cnslAvailabilityExceptions)
      .where(and(inArray(cnslAvailabilityExceptions.handlerId, handlerIds), gte(cnslAvailabilityExceptions.onDate, first), lte(cnslAvailabilityExceptions.onDate, last))),
    db
      .select({ handlerId: cnslApplications.handlerId, slotStart: cnslApplications.slotStart })
      .from(cnslApplications)
      .where(and(inArray(cnslApplications.handlerId, handlerIds), isNotNull(cnslApplications.slotStart), inArray(cnslApplications.status, LIVE_STATUSES), gte(cnslApplications.slotStart, now))),
  ]);
  const taken = new Set(booked.map((b) => `${b.handlerId}|${b.slotStart!.getTime()}`));
  const earliest = now.getTime() + LEAD_HOURS * 3600_000;
  const slots: Slot[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const weekday = isoWeekday(date);
    for (const handlerId of handlerIds) {
      const off = exceptions.some((e) => e.handlerId === handlerId && e.onDate === date && e.kind === 'OFF');
      if (!off) {
        for (const a of weekly) if (a.handlerId === handlerId && a.weekday === weekday) slots.push(...cut(handlerId, date, a.startTime, a.endTime, a.slotMinutes, a.place));
      }
      for (const e of exceptions) {
        if (e.handlerId === handlerId && e.onDate === date && e.kind === 'EXTRA' && e.startTime && e.endTime) slots.push(...cut(handlerId, date, e.startTime, e.endTime, 50, e.place ?? ''));
      }
    }
  }
  // Extra hours may overlap the weekly ones: each handler's start time counts once.
  const seen = new Set<string>();
  return slots
    .filter((s) => {
      const key = `${s.handlerId}|${new Date(s.start).getTime()}`;
      if (seen.has(key) || taken.has(key) || new Date(s.start).getTime() < earliest) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.start.localeCompare(b.start) || a.handlerId.localeCompare(b.handlerId));
}

/** The open slot of a handler starting at that instant, or null. */
export async function findOpenSlot(handlerId: string, start: Date, now = new Date(), executor?: Pick<Db, 'select'>) {
  const slots = await openSlots([handlerId], now, executor);
  return slots.find((s) => new Date(s.start).getTime() === start.getTime()) ?? null;
}

export async function availabilityOf(handlerId: string) {
  const db = await getDb();
  const [weekly, exceptions] = await Promise.all([
    db.select().from(cnslAvailability).where(eq(cnslAvailability.handlerId, handlerId)).orderBy(asc(cnslAvailability.weekday), asc(cnslAvailability.startTime)),
    db.select().from(cnslAvailabilityExceptions).where(eq(cnslAvailabilityExceptions.handlerId, handlerId)).orderBy(asc(cnslAvailabilityExceptions.onDate)),
  ]);
  return { weekly, exceptions };
}
