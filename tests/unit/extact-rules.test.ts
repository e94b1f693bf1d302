// The shared rules and input schemas of external activities and service hours, as the browser and
// the server both use them: hours in half-hour steps and at most 24 a day, spans bounded, reasons
// needed to return a record, and the states a student may still change.
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { ActivityInput, DecisionInput, ServiceInput } from '@/lib/schemas/extact';
import { daysCovered, formatHours, isEditable } from '@/lib/extact/rules';
import { addDays } from '@/lib/calendar';

const service = (change: Record<string, unknown> = {}) => ({ organization: '복지관', startDt: '2026-10-10', endDt: '2026-10-10', hours: '4', activity: '배식', ...change });

describe('service hours input', () => {
  it('takes hours from a form field in half-hour steps', () => {
    const ok = safeParse(ServiceInput, service({ hours: '2.5' }));
    expect(ok.success && ok.data.hours).toBe(2.5);
    for (const hours of ['0.25', '0', '', 'abc', -1, 24.5, Number.NaN]) expect(safeParse(ServiceInput, service({ hours })).success, String(hours)).toBe(false);
  });

  it('allows 24 hours for each day the entry spans, and at most 31 days', () => {
    expect(safeParse(ServiceInput, service({ endDt: '2026-10-11', hours: 48 })).success).toBe(true);
    const over = safeParse(ServiceInput, service({ endDt: '2026-10-11', hours: 48.5 }));
    expect(over.success).toBe(false);
    expect(over.error?.issues[0].path).toEqual(['hours']);
    expect(safeParse(ServiceInput, service({ endDt: '2026-11-09', hours: 10 })).success).toBe(true);
    expect(safeParse(ServiceInput, service({ endDt: '2026-11-10', hours: 10 })).success).toBe(false);
    expect(safeParse(ServiceInput, service({ endDt: '2026-10-09' })).success).toBe(false);
  });
});

describe('activity input and decisions', () => {
  const activity = { kindCd: 'CONTEST', title: '공모전', organizer: '기관', startDt: '2026-05-01', endDt: '2026-05-01' };
  it('needs a known kind, strict dates and an end on or after the start', () => {
    expect(safeParse(ActivityInput, activity).success).toBe(true);
    expect(safeParse(ActivityInput, { ...activity, kindCd: 'PARTY' }).success).toBe(false);
    expect(safeParse(ActivityInput, { ...activity, endDt: '2026-04-30' }).success).toBe(false);
    expect(safeParse(ActivityInput, { ...activity, startDt: '2026-02-29', endDt: '2026-03-01' }).success).toBe(false);
    expect(safeParse(ActivityInput, { ...activity, title: 'a\u0000' }).success).toBe(false);
  });

  it('asks for a reason only when returning', () => {
    expect(safeParse(DecisionInput, { decision: 'APPROVE' }).success).toBe(true);
    expect(safeParse(DecisionInput, { decision: 'RETURN' }).success).toBe(false);
    expect(safeParse(DecisionInput, { decision: 'RETURN', reason: '증빙이 흐립니다.' }).success).toBe(true);
  });
});

describe('rules', () => {
  it('counts days with both ends and shows hours plainly', () => {
    expect(daysCovered('2026-02-28', '2026-03-01')).toBe(2);
    expect(daysCovered('2026-10-10', '2026-10-10')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(formatHours(3)).toBe('3시간');
    expect(formatHours(3.5)).toBe('3.5시간');
  });

  it('lets the student change drafts and returned records only', () => {
    expect(['DRAFT', 'SUBMITTED', 'APPROVED', 'RETURNED'].filter(isEditable)).toEqual(['DRAFT', 'RETURNED']);
  });
});
