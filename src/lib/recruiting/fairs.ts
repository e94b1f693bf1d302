// Lookup data of job fairs and part-time jobs shared by pages, islands and services: fair kinds,
// the booking cut-off, slot generation bounds, part-time places and the legal minimum wage by year.
import { variantsOf } from '../status';

export const FAIR_KINDS = ['CAMPUS', 'ONLINE'] as const;
export type FairKind = (typeof FAIR_KINDS)[number];
export const FAIR_KIND_LABELS: Record<FairKind, string> = { CAMPUS: '교내', ONLINE: '온라인' };

/** Where a fair stands on a given Seoul day. */
export type FairPhase = 'UPCOMING' | 'ONGOING' | 'ENDED';
export const FAIR_PHASE_LABELS: Record<FairPhase, string> = { UPCOMING: '개최 예정', ONGOING: '진행 중', ENDED: '종료' };
export const FAIR_PHASE_VARIANTS = variantsOf<FairPhase>({ UPCOMING: 'progress', ONGOING: 'good', ENDED: 'off' });

export function fairPhase(f: { startDt: string; endDt: string }, today: string): FairPhase {
  if (f.endDt < today) return 'ENDED';
  if (f.startDt > today) return 'UPCOMING';
  return 'ONGOING';
}

/** A student may cancel a booking until this many hours before the slot starts. */
export const CANCEL_CUTOFF_HOURS = 24;

/** Slot generation: length in minutes and the most slots one request may make. */
export const SLOT_MINUTES = { min: 10, max: 120 } as const;
export const MAX_SLOTS_PER_REQUEST = 60;
export const MAX_SLOT_CAPACITY = 50;

export const BOOKING_STATUS_LABELS: Record<'BOOKED' | 'CANCELLED', string> = { BOOKED: '예약', CANCELLED: '취소' };
export const BOOKING_STATUS_VARIANTS = variantsOf<'BOOKED' | 'CANCELLED'>({ BOOKED: 'good', CANCELLED: 'off' });

// ---------------------------------------------------------------------------------------------
// Part-time jobs

export const CAMPUS_KINDS = ['ON', 'OFF'] as const;
export type CampusKind = (typeof CAMPUS_KINDS)[number];
export const CAMPUS_LABELS: Record<CampusKind, string> = { ON: '교내', OFF: '교외' };

/**
 * The legal hourly minimum wage (원) by year (최저임금위원회 고시). Add a year here when it is announced;
 * a year not listed is checked against the latest year listed.
 */
export const MINIMUM_WAGE: Readonly<Record<number, number>> = {
  2025: 10_030,
  2026: 10_320,
};

export function minimumWageOf(year: number): { year: number; wage: number } {
  const years = Object.keys(MINIMUM_WAGE)
    .map(Number)
    .sort((a, b) => a - b);
  const known = years.filter((y) => y <= year);
  const y = known.length ? known[known.length - 1] : years[0];
  return { year: y, wage: MINIMUM_WAGE[y] };
}

/** The highest minimum wage over the years a work period touches (the pay must meet each of them). */
export function minimumWageFor(startDt: string, endDt: string): { year: number; wage: number } {
  const from = Number(startDt.slice(0, 4));
  const to = Math.max(from, Number(endDt.slice(0, 4)));
  let best = minimumWageOf(from);
  for (let y = from + 1; y <= to && y <= from + 5; y++) {
    const w = minimumWageOf(y);
    if (w.wage > best.wage) best = { year: y, wage: w.wage };
  }
  return best;
}

export const formatWon = (n: number) => `${n.toLocaleString('ko-KR')}원`;
