// The classroom's pure rules: the report window by the clock (both ends inclusive), Seoul times
// from the staff form, and the completion rule with required reports.
import { describe, expect, it } from 'vitest';
import { reportPhase, submissionRefusal } from '../../src/lib/career/classroom';
import { seoulInstantOf, seoulLocalOf, seoulStampOf } from '../../src/lib/calendar';
import { completionOf } from '../../src/lib/career/programs';

const r = { openAt: seoulInstantOf('2026-11-23T18:00'), dueAt: seoulInstantOf('2026-12-02T23:59'), closeAt: seoulInstantOf('2026-12-03T23:59') };

describe('report window', () => {
  it('reads form times as Seoul time and shows them back the same way', () => {
    expect(r.dueAt.toISOString()).toBe('2026-12-02T14:59:00.000Z');
    expect(seoulStampOf(r.dueAt)).toBe('2026-12-02 23:59');
    expect(seoulLocalOf(r.openAt)).toBe('2026-11-23T18:00');
    expect(seoulInstantOf('2026-12-02T14:59:00Z').getTime()).toBe(r.dueAt.getTime());
  });
  it('is on time up to the due minute, late up to the close minute, then closed', () => {
    expect(reportPhase(r, new Date(r.openAt.getTime() - 1))).toBe('BEFORE');
    expect(reportPhase(r, r.openAt)).toBe('OPEN');
    expect(reportPhase(r, r.dueAt)).toBe('OPEN');
    expect(reportPhase(r, new Date(r.dueAt.getTime() + 1))).toBe('LATE');
    expect(reportPhase(r, r.closeAt)).toBe('LATE');
    expect(reportPhase(r, new Date(r.closeAt.getTime() + 1))).toBe('CLOSED');
  });
  it('refuses before opening and after closing with the time in Korean', () => {
    expect(submissionRefusal(r, new Date(r.openAt.getTime() - 1))).toBe('아직 제출 기간이 아닙니다. 2026-11-23 18:00부터 제출할 수 있습니다.');
    expect(submissionRefusal(r, new Date(r.closeAt.getTime() + 1))).toBe('제출이 마감되었습니다. (마감 2026-12-03 23:59)');
    expect(submissionRefusal(r, new Date(r.dueAt.getTime() + 60_000))).toBeNull();
  });
});

describe('completion with reports', () => {
  it('needs both the attendance share and the required reports', () => {
    expect(completionOf({ sessions: 4, attended: 4, minAttendPct: 80, reportsSubmitted: 1, reportsRequired: 2 }).completed).toBe(false);
    expect(completionOf({ sessions: 4, attended: 3, minAttendPct: 80, reportsSubmitted: 2, reportsRequired: 2 }).completed).toBe(false);
    expect(completionOf({ sessions: 4, attended: 4, minAttendPct: 80, reportsSubmitted: 2, reportsRequired: 2 }).completed).toBe(true);
  });
  it('names both parts in the reason, and only attendance when no report is required', () => {
    expect(completionOf({ sessions: 4, attended: 4, minAttendPct: 80, reportsSubmitted: 1, reportsRequired: 2 }).reason).toBe('출석 4/4회(100%), 이수 기준 80% 이상 · 과제 1/2건 제출, 이수 기준 2건');
    expect(completionOf({ sessions: 4, attended: 4, minAttendPct: 80 }).reason).toBe('출석 4/4회(100%), 이수 기준 80% 이상');
  });
});
