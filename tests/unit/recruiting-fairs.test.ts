// The rules of job fairs and part-time jobs that need no database: the phase of a fair on a day, and
// the minimum wage a work period is held to (every year it touches; a year with no figure is refused).
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fairPhase, minimumWageFor, minimumWageIssue, minimumWageOf } from '@/lib/recruiting/fairs';
import { ParttimeInput, SlotGenerateInput, parttimeInputWith } from '@/lib/schemas/recruiting-fairs';

describe('fair phase', () => {
  const fair = { startDt: '2026-12-03', endDt: '2026-12-04' };
  it('is upcoming before the first day, ongoing on its days and ended after the last', () => {
    expect(fairPhase(fair, '2026-12-02')).toBe('UPCOMING');
    expect(fairPhase(fair, '2026-12-03')).toBe('ONGOING');
    expect(fairPhase(fair, '2026-12-04')).toBe('ONGOING');
    expect(fairPhase(fair, '2026-12-05')).toBe('ENDED');
  });
});

describe('minimum wage', () => {
  // The table as staff keep it (recruit_minimum_wages); 2027 is not announced yet.
  const table = [
    { year: 2024, hourlyWage: 9_860 },
    { year: 2025, hourlyWage: 10_030 },
    { year: 2026, hourlyWage: 10_320 },
  ];

  it('reads the figure of a year, and none for a year not recorded', () => {
    expect(minimumWageOf(table, 2026)).toEqual({ year: 2026, wage: 10_320 });
    expect(minimumWageOf(table, 2024)).toEqual({ year: 2024, wage: 9_860 });
    expect(minimumWageOf(table, 2027)).toBeNull();
  });

  it('holds a period to the highest wage of the years it touches', () => {
    expect(minimumWageFor(table, '2025-03-01', '2025-06-30')).toEqual({ ok: true, year: 2025, wage: 10_030 });
    expect(minimumWageFor(table, '2025-12-01', '2026-01-31')).toEqual({ ok: true, year: 2026, wage: 10_320 });
  });

  it('refuses a period touching a year with no figure instead of borrowing the last one', () => {
    expect(minimumWageFor(table, '2026-12-01', '2027-02-28')).toEqual({ ok: false, missingYear: 2027 });
    expect(minimumWageIssue(table, '2026-12-01', '2027-02-28', 20_000)).toContain('2027년 최저임금이 등록되지 않아');
    expect(minimumWageIssue(table, '2026-12-01', '2026-12-31', 10_320)).toBeNull();
  });

  it('is checked by the form schema built on the table, with the year and amount in the message', () => {
    const base = { title: '도서관 근로학생', employerNm: '중앙도서관', campusCd: 'ON', place: '2층', hoursPerWeek: 10, workTime: '평일 오후', periodStartDt: '2026-12-01', periodEndDt: '2026-12-31', deadlineDt: '2026-11-30', description: '도서 정리와 대출 반납을 돕습니다.', howToApply: '포털에서 지원', applyInPortal: 'Y' };
    const schema = parttimeInputWith(table);
    const low = z.safeParse(schema, { ...base, hourlyPay: 10_000 });
    expect(low.success).toBe(false);
    expect(low.error!.issues[0]).toMatchObject({ path: ['hourlyPay'], message: '시급은 2026년 최저임금 10,320원 이상이어야 합니다.' });
    expect(z.safeParse(schema, { ...base, hourlyPay: '10320' }).success).toBe(true);
    const missing = z.safeParse(schema, { ...base, periodEndDt: '2027-01-31', hourlyPay: 20_000 });
    expect(missing.error!.issues[0].message).toContain('2027년');
    // The plain schema leaves the wage to the service, which reads the table.
    expect(z.safeParse(ParttimeInput, { ...base, hourlyPay: 10_000 }).success).toBe(true);
  });
});

describe('slot generation input', () => {
  it('needs an end after the start and a length in bounds', () => {
    expect(z.safeParse(SlotGenerateInput, { date: '2026-12-03', start: '10:00', end: '12:00', minutes: '20', capacity: '1' }).success).toBe(true);
    expect(z.safeParse(SlotGenerateInput, { date: '2026-12-03', start: '12:00', end: '10:00', minutes: 20, capacity: 1 }).success).toBe(false);
    expect(z.safeParse(SlotGenerateInput, { date: '2026-12-03', start: '10:00', end: '12:00', minutes: 500, capacity: 1 }).success).toBe(false);
  });
});
