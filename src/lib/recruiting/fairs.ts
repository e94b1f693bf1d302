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
 * The legal hourly minimum wage (원) by year (최저임금위원회 고시), as the table
 * `recruit_minimum_wages` holds it; staff add a year when it is announced.
 */
export type WageTable = readonly { year: number; hourlyWage: number }[];

/** What a work period is held to: the highest wage of the years it touches, or the first year with no figure. */
export type WageCheck = { ok: true; year: number; wage: number } | { ok: false; missingYear: number };

export function minimumWageFor(table: WageTable, startDt: string, endDt: string): WageCheck {
  const from = Number(startDt.slice(0, 4));
  const to = Math.max(from, Number(endDt.slice(0, 4)));
  let best: { year: number; wage: number } | null = null;
  for (let y = from; y <= to; y++) {
    const row = table.find((r) => r.year === y);
    // A year with no figure is refused rather than held to an older one: the law changes every year.
    if (!row) return { ok: false, missingYear: y };
    if (!best || row.hourlyWage > best.wage) best = { year: y, wage: row.hourlyWage };
  }
  return { ok: true, ...best! };
}

/** The Korean reason a pay is refused for the period, or null when it meets the minimum wage. */
export function minimumWageIssue(table: WageTable, startDt: string, endDt: string, hourlyPay: number): string | null {
  const m = minimumWageFor(table, startDt, endDt);
  if (!m.ok) return missingWageMessage(m.missingYear);
  return hourlyPay >= m.wage ? null : `시급은 ${m.year}년 최저임금 ${formatWon(m.wage)} 이상이어야 합니다.`;
}

export const missingWageMessage = (year: number) =>
  `${year}년 최저임금이 등록되지 않아 근무 기간에 ${year}년이 포함된 아르바이트를 등록할 수 없습니다. 담당 교직원에게 ${year}년 최저임금 등록을 요청해 주세요.`;

/** The figure of one year, or null when it is not recorded. */
export function minimumWageOf(table: WageTable, year: number): { year: number; wage: number } | null {
  const row = table.find((r) => r.year === year);
  return row ? { year, wage: row.hourlyWage } : null;
}

export const formatWon = (n: number) => `${n.toLocaleString('ko-KR')}원`;
