// Scoring of career programme tests: all-or-nothing choices, exact short answers (spaces and case
// ignored), hand-given points kept and bounded, graded only when nothing waits, the 100-point
// scale, the attempt states, and the completion rule with a test pass mark.
import { describe, expect, it } from 'vitest';
import { attemptState, autoPoints, normalizeShort, scoreAttempt, scorePct } from '../../src/lib/career/tests';
import { completionOf } from '../../src/lib/career/programs';

const Q = [
  { questionId: 1, kind: 'SINGLE', correct: [2], accepted: [], points: 10 },
  { questionId: 2, kind: 'MULTI', correct: [0, 3], accepted: [], points: 20 },
  { questionId: 3, kind: 'SHORT', correct: [], accepted: ['STAR', '스타 기법'], points: 10 },
  { questionId: 4, kind: 'SHORT', correct: [], accepted: [], points: 30 },
];

describe('scoring', () => {
  it('gives a multiple choice its points only for exactly the right options, in any order', () => {
    expect(autoPoints(Q[1], [3, 0])).toBe(20);
    expect(autoPoints(Q[1], [0])).toBe(0);
    expect(autoPoints(Q[1], [0, 1, 3])).toBe(0);
    expect(autoPoints(Q[1], [0, 0, 3])).toBe(20);
    expect(autoPoints(Q[0], [2])).toBe(10);
    expect(autoPoints(Q[0], undefined)).toBe(0);
    expect(autoPoints(Q[0], 'x')).toBe(0);
  });

  it('matches short answers exactly after trimming, collapsing spaces and lower-casing; others wait for staff', () => {
    expect(normalizeShort('  스타   기법 ')).toBe('스타 기법');
    expect(autoPoints(Q[2], ' star ')).toBe(10);
    expect(autoPoints(Q[2], '스타  기법')).toBe(10);
    expect(autoPoints(Q[2], 'STAR 기법')).toBeNull();
    expect(autoPoints(Q[2], '   ')).toBe(0);
    expect(autoPoints(Q[3], '아무 답')).toBeNull();
  });

  it('is graded only when every question has its points, keeping hand-given points within the maximum', () => {
    const answers = { 1: [2], 2: [0, 3], 3: 'star', 4: '지원 동기' };
    const first = scoreAttempt(Q, answers);
    expect(first).toMatchObject({ graded: false, score: null, pending: 1 });
    expect(first.points).toEqual({ 1: 10, 2: 20, 3: 10, 4: null });
    const done = scoreAttempt(Q, answers, { 4: 25 });
    expect(done).toMatchObject({ graded: true, score: 65, pending: 0 });
    expect(scoreAttempt(Q, answers, { 4: 99 }).score).toBe(70);
    // Hand points never override an automatic decision.
    expect(scoreAttempt(Q, { ...answers, 1: [0] }, { 1: 10, 4: 0 }).points[1]).toBe(0);
  });

  it('rounds the 100-point scale down', () => {
    expect(scorePct(37, 40)).toBe(92);
    expect(scorePct(2, 3)).toBe(66);
    expect(scorePct(0, 0)).toBe(0);
  });

  it('names the attempt states', () => {
    expect(attemptState(null)).toBe('NOT_STARTED');
    expect(attemptState({ submittedAt: null, graded: false })).toBe('IN_PROGRESS');
    expect(attemptState({ submittedAt: new Date(), graded: false })).toBe('SUBMITTED');
    expect(attemptState({ submittedAt: new Date(), graded: true })).toBe('GRADED');
  });
});

describe('completion with a test pass mark', () => {
  it('needs the attendance and the test score, and says both', () => {
    const pass = completionOf({ sessions: 4, attended: 4, minAttendPct: 80, test: { passMark: 60, scorePct: 60 } });
    expect(pass).toMatchObject({ completed: true });
    expect(pass.reason).toBe('출석 4/4회(100%), 이수 기준 80% 이상 · 시험 60점, 합격 기준 60점 이상');
    expect(completionOf({ sessions: 4, attended: 4, minAttendPct: 80, test: { passMark: 60, scorePct: 59 } }).completed).toBe(false);
    const missed = completionOf({ sessions: 4, attended: 4, minAttendPct: 80, test: { passMark: 60, scorePct: null } });
    expect(missed.completed).toBe(false);
    expect(missed.reason).toContain('시험 미응시');
    expect(completionOf({ sessions: 4, attended: 2, minAttendPct: 80, test: { passMark: 0, scorePct: 100 } }).completed).toBe(false);
  });
});
