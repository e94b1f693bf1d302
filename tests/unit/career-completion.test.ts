// The completion rule and the staff actions offered per state.
import { describe, expect, it } from 'vitest';
import { certificateNo, completionOf, staffActionsFor } from '../../src/lib/career/programs';

describe('completion rule', () => {
  it('completes at exactly the minimum share and not one session below it', () => {
    expect(completionOf({ sessions: 5, attended: 4, minAttendPct: 80 })).toMatchObject({ completed: true, attendPct: 80 });
    expect(completionOf({ sessions: 5, attended: 3, minAttendPct: 80 })).toMatchObject({ completed: false, attendPct: 60 });
  });
  it('rounds the share down, so 2 of 3 is 66% and misses a 67% rule', () => {
    expect(completionOf({ sessions: 3, attended: 2, minAttendPct: 67 }).completed).toBe(false);
    expect(completionOf({ sessions: 3, attended: 2, minAttendPct: 66 }).completed).toBe(true);
  });
  it('explains the decision in Korean', () => {
    expect(completionOf({ sessions: 4, attended: 1, minAttendPct: 80 }).reason).toBe('출석 1/4회(25%), 이수 기준 80% 이상');
  });
});

describe('staff actions', () => {
  it('offers review actions before closing and only corrections after', () => {
    expect(staffActionsFor('APPLIED', false)).toEqual(['APPROVE', 'REJECT']);
    expect(staffActionsFor('APPROVED', false)).toEqual(['REJECT', 'ATTEND']);
    expect(staffActionsFor('COMPLETED', false)).toEqual([]);
    expect(staffActionsFor('COMPLETED', true)).toEqual(['NOT_COMPLETE']);
    expect(staffActionsFor('APPLIED', true)).toEqual([]);
  });
  it('numbers certificates by year with six digits', () => {
    expect(certificateNo(2026, 123)).toBe('ECP-2026-000123');
  });
});
