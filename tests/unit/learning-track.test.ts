// The track rules: who may apply, progress from the transcript, cancelling, review and staff edits.
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { cancelRefusal, eligibility, progressState, reviewRefusal, trackEditErrors, trackProgress, windowState, type TrackRules } from '@/lib/learning/tracks';
import { TrackApplyInput, TrackEditInput, TrackReviewInput } from '@/lib/schemas/tracks';

const rules: TrackRules = { applyStartDt: '2026-11-01', applyEndDt: '2026-11-30', minGrade: 2, minEarnedCredits: 30, capacity: 3 };
const fine = { grade: 3, earnedCredits: 70, seatsTaken: 0, hasLiveApplication: false };

describe('the application window', () => {
  it('is open on its first and last day and closed outside', () => {
    expect(windowState(rules, '2026-10-31')).toBe('BEFORE');
    expect(windowState(rules, '2026-11-01')).toBe('OPEN');
    expect(windowState(rules, '2026-11-30')).toBe('OPEN');
    expect(windowState(rules, '2026-12-01')).toBe('CLOSED');
  });
});

describe('eligibility', () => {
  it('lets a student in year 3 with enough credits apply while the window is open and seats are left', () => {
    expect(eligibility(rules, fine, '2026-11-22')).toEqual([]);
  });
  it('refuses on the year of study and the earned credits at their boundaries', () => {
    expect(eligibility(rules, { ...fine, grade: 2, earnedCredits: 30 }, '2026-11-22')).toEqual([]);
    const codes = eligibility(rules, { ...fine, grade: 1, earnedCredits: 29 }, '2026-11-22').map((r) => r.code);
    expect(codes).toEqual(['GRADE', 'CREDITS']);
  });
  it('refuses before and after the window, with the dates in Korean', () => {
    const before = eligibility(rules, fine, '2026-10-20');
    expect(before.map((r) => r.code)).toEqual(['WINDOW_BEFORE']);
    expect(before[0].message).toContain('2026-11-01');
    expect(eligibility(rules, fine, '2026-12-01')[0].message).toContain('지났습니다');
  });
  it('refuses when the live applications fill the capacity, and never when there is no capacity', () => {
    expect(eligibility(rules, { ...fine, seatsTaken: 2 }, '2026-11-22')).toEqual([]);
    expect(eligibility(rules, { ...fine, seatsTaken: 3 }, '2026-11-22').map((r) => r.code)).toEqual(['FULL']);
    expect(eligibility({ ...rules, capacity: null }, { ...fine, seatsTaken: 999 }, '2026-11-22')).toEqual([]);
  });
  it('refuses a second live application to the same track', () => {
    expect(eligibility(rules, { ...fine, hasLiveApplication: true }, '2026-11-22').map((r) => r.code)).toEqual(['DUPLICATE']);
  });
});

describe('cancelling and reviewing', () => {
  it('allows cancelling a live application up to and including the last day', () => {
    expect(cancelRefusal('APPLIED', rules, '2026-11-30')).toBeNull();
    expect(cancelRefusal('APPROVED', rules, '2026-11-22')).toBeNull();
    expect(cancelRefusal('APPLIED', rules, '2026-12-01')).toContain('마감일');
    expect(cancelRefusal('RETURNED', rules, '2026-11-22')).toContain('반려');
    expect(cancelRefusal('CANCELLED', rules, '2026-11-22')).toContain('취소');
  });
  it('decides only applied applications and never approves past the capacity', () => {
    expect(reviewRefusal('APPLIED', 'APPROVE', 3, 2)).toBeNull();
    expect(reviewRefusal('APPLIED', 'APPROVE', 3, 3)).toContain('정원');
    expect(reviewRefusal('APPLIED', 'RETURN', 3, 3)).toBeNull();
    expect(reviewRefusal('APPLIED', 'APPROVE', null, 100)).toBeNull();
    expect(reviewRefusal('APPROVED', 'RETURN', 3, 0)).toContain('승인');
  });
});

describe('progress in a track', () => {
  const track = {
    minCredits: 9,
    subjects: [
      { sbjtKeyId: 'A', sbjtCd: 'A100', korNm: '필수 하나', credits: 3, required: true },
      { sbjtKeyId: 'B', sbjtCd: 'B100', korNm: '필수 둘', credits: 3, required: true },
      { sbjtKeyId: 'C', sbjtCd: 'C100', korNm: '선택 하나', credits: 3, required: false },
      { sbjtKeyId: 'D', sbjtCd: 'D100', korNm: '선택 둘', credits: 3, required: false },
    ],
  };
  it('counts passed subjects, marks running-term subjects as 수강중 and lists missing required subjects', () => {
    const p = trackProgress(track, [{ sbjtKeyId: 'A', credits: 3, grade: 'B+' }, { sbjtKeyId: 'C', credits: 3, grade: 'F' }, { sbjtKeyId: 'X', credits: 3, grade: 'A0' }], [{ sbjtKeyId: 'B', credits: 3, grade: null }]);
    expect(p.earnedCredits).toBe(3);
    expect(p.inProgressCredits).toBe(3);
    expect(p.subjects.map((s) => s.state)).toEqual(['DONE', 'IN_PROGRESS', 'FAILED', 'NOT_TAKEN']);
    expect(p.requiredDone).toBe(1);
    expect(p.requiredMissing.map((s) => s.sbjtKeyId)).toEqual(['B']);
    expect(p.complete).toBe(false);
    expect(p.percent).toBe(33);
    expect(progressState(p)).toBe('IN_PROGRESS');
  });
  it('is complete only with the credits and every required subject passed', () => {
    const enoughButMissing = trackProgress(track, [{ sbjtKeyId: 'A', credits: 3, grade: 'A0' }, { sbjtKeyId: 'C', credits: 3, grade: 'P' }, { sbjtKeyId: 'D', credits: 3, grade: 'C0' }], []);
    expect(enoughButMissing.earnedCredits).toBe(9);
    expect(enoughButMissing.complete).toBe(false);
    const done = trackProgress(track, [{ sbjtKeyId: 'A', credits: 3, grade: 'A0' }, { sbjtKeyId: 'B', credits: 3, grade: 'D0' }, { sbjtKeyId: 'D', credits: 3, grade: 'C0' }], []);
    expect(done.complete).toBe(true);
    expect(done.percent).toBe(100);
    expect(progressState(done)).toBe('COMPLETE');
  });
  it('uses the counted row of a retaken subject (a later fail means not passed) and caps the percentage', () => {
    const p = trackProgress(track, [{ sbjtKeyId: 'A', credits: 3, grade: 'NP' }], []);
    expect(p.subjects[0].state).toBe('FAILED');
    expect(progressState(trackProgress(track, [], []))).toBe('NOT_STARTED');
    const over = trackProgress({ ...track, minCredits: 3 }, track.subjects.map((s) => ({ sbjtKeyId: s.sbjtKeyId, credits: 3, grade: 'A+' })), []);
    expect(over.percent).toBe(100);
  });
});

describe('staff edits of a track', () => {
  const credits = new Map([
    ['A', 3],
    ['B', 3],
    ['C', 2],
  ]);
  const edit = { applyStartDt: '2026-11-01', applyEndDt: '2026-11-30', minCredits: 8, capacity: 10, subjects: [{ sbjtKeyId: 'A', required: true }, { sbjtKeyId: 'B', required: false }, { sbjtKeyId: 'C', required: false }] };
  it('accepts a consistent edit', () => {
    expect(trackEditErrors(edit, credits, 2)).toEqual({});
  });
  it('refuses a window that ends before it starts, a credit rule above the subjects, unknown or repeated subjects and a capacity below the approved', () => {
    expect(trackEditErrors({ ...edit, applyEndDt: '2026-10-31' }, credits, 0)).toHaveProperty('applyEndDt');
    expect(trackEditErrors({ ...edit, minCredits: 9 }, credits, 0).minCredits).toContain('8');
    expect(trackEditErrors({ ...edit, subjects: [...edit.subjects, { sbjtKeyId: 'ZZ', required: false }] }, credits, 0).subjects).toContain('ZZ');
    expect(trackEditErrors({ ...edit, subjects: [...edit.subjects, { sbjtKeyId: 'A', required: false }] }, credits, 0).subjects).toContain('두 번');
    expect(trackEditErrors({ ...edit, capacity: 1 }, credits, 2)).toHaveProperty('capacity');
    expect(trackEditErrors({ ...edit, capacity: null }, credits, 200)).toEqual({});
  });
});

describe('shared input schemas', () => {
  it('wants a motivation of 20 to 1000 characters after trimming', () => {
    expect(safeParse(TrackApplyInput, { trackCd: 'TRK01', motivation: '  짧아요  ' }).success).toBe(false);
    expect(safeParse(TrackApplyInput, { trackCd: 'TRK01', motivation: '가'.repeat(20) }).success).toBe(true);
    expect(safeParse(TrackApplyInput, { trackCd: 'TRK01', motivation: '가'.repeat(1001) }).success).toBe(false);
  });
  it('wants a reason to return an application', () => {
    const r = safeParse(TrackReviewInput, { decision: 'RETURN', note: ' ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['note']);
    expect(safeParse(TrackReviewInput, { decision: 'APPROVE' }).success).toBe(true);
  });
  it('checks dates are real days', () => {
    const base = { summary: '요약', description: '설명', applyStartDt: '2026-11-01', applyEndDt: '2026-11-30', capacity: null, minCredits: 9, subjects: [{ sbjtKeyId: 'A', required: true }] };
    expect(safeParse(TrackEditInput, base).success).toBe(true);
    expect(safeParse(TrackEditInput, { ...base, applyEndDt: '2026-02-30' }).success).toBe(false);
    expect(safeParse(TrackEditInput, { ...base, subjects: [] }).success).toBe(false);
  });
});
