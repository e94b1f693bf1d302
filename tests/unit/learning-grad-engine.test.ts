// The graduation engine's rules, one block per kind of rule, with the counting decisions documented in
// src/lib/server/learning/graduation/engine.ts.
import { describe, expect, it } from 'vitest';
import { diff, evaluate, type EngineInput, type RequirementSet, type SubjectInfo } from '@/lib/server/learning/graduation/engine';
import type { TranscriptRow } from '@/lib/server/learning/transcript';

let nextId = 1;
/** A transcript row of a subject taken here; defaults: a 3-credit major elective of D4010 with A0 in 2024-10. */
function row(over: Partial<TranscriptRow> = {}): TranscriptRow {
  const id = nextId++;
  return {
    enrolmentId: id,
    year: 2024,
    termCd: '10',
    kind: 'COURSE',
    sbjtKeyId: `SBJ${String(id).padStart(5, '0')}`,
    sbjtCd: `CSE${1000 + id}`,
    korNm: `과목${id}`,
    category: 'MAJOR_ELEC',
    deptCd: 'D4010',
    geAreaCd: null,
    credits: 3,
    grade: 'A0',
    ...over,
  };
}
const transfer = (credits: number, category = 'FREE'): TranscriptRow =>
  row({ kind: 'TRANSFER', sbjtKeyId: null, sbjtCd: null, korNm: '편입 인정 학점', category, deptCd: null, credits, grade: 'P' });
const ge = (areaCd: string, over: Partial<TranscriptRow> = {}) => row({ category: 'GE_ELEC', deptCd: 'C80', geAreaCd: areaCd, ...over });
const subject = (over: Partial<SubjectInfo> & { sbjtKeyId: string }): SubjectInfo => ({
  sbjtCd: over.sbjtKeyId.replace('SBJ', 'PLN'),
  korNm: `계획${over.sbjtKeyId}`,
  credits: 3,
  category: 'MAJOR_ELEC',
  deptCd: 'D4010',
  geAreaCd: null,
  ...over,
});

const GE_AREAS = [
  { areaCd: 'GE1', upAreaCd: null },
  { areaCd: 'GE11', upAreaCd: 'GE1' },
  { areaCd: 'GE12', upAreaCd: 'GE1' },
  { areaCd: 'GE2', upAreaCd: null },
  { areaCd: 'GE21', upAreaCd: 'GE2' },
];

const university = (rules: RequirementSet['rules']): RequirementSet => ({ setId: 1, role: 'UNIVERSITY', deptCd: null, title: '2024학번 공통', rules });
const primary = (rules: RequirementSet['rules'], deptCd = 'D4010'): RequirementSet => ({ setId: 2, role: 'PRIMARY', deptCd, title: '컴퓨터공학과 주전공', rules });
const double = (rules: RequirementSet['rules'], deptCd = 'D3040'): RequirementSet => ({ setId: 3, role: 'DOUBLE', deptCd, title: '통계학과 복수전공', rules });
const minor = (rules: RequirementSet['rules'], deptCd = 'D2010'): RequirementSet => ({ setId: 4, role: 'MINOR', deptCd, title: '부전공', rules });

const total = (min: number, ruleId = 11) => ({ ruleId, kind: 'TOTAL_CREDITS', label: '총 이수학점', params: { min } });
const category = (min: number, categories: string[], ownDept: boolean, ruleId = 21) => ({ ruleId, kind: 'CATEGORY_CREDITS', label: '전공 학점', params: { min, categories, ownDept } });
const required = (sbjtKeyIds: string[], ruleId = 31) => ({ ruleId, kind: 'REQUIRED_SUBJECTS', label: '전공필수 과목', params: { sbjtKeyIds } });
const geArea = (areaCd: string, min: number, ruleId = 41) => ({ ruleId, kind: 'GE_AREA_CREDITS', label: `${areaCd} 학점`, params: { areaCd, min } });
const gpa = (min: number, ruleId = 51) => ({ ruleId, kind: 'GPA', label: '평점평균', params: { min } });
const achievement = (kind: string, min: number, ruleId = 61) => ({ ruleId, kind: 'ACHIEVEMENT', label: kind, params: { achievement: kind, min } });

function run(over: Partial<EngineInput>) {
  return evaluate({ rows: [], achievements: [], sets: [], geAreas: GE_AREAS, ...over });
}
const ruleOf = (sim: ReturnType<typeof evaluate>, setId: number, ruleId: number) => sim.sets.find((s) => s.setId === setId)!.rules.find((r) => r.ruleId === ruleId)!;

describe('TOTAL_CREDITS', () => {
  it('adds every passed row, transfer credits included', () => {
    const sim = run({ rows: [row(), row({ grade: 'P' }), transfer(12)], sets: [university([total(130)])] });
    const r = ruleOf(sim, 1, 11);
    expect(r).toMatchObject({ required: 130, completed: 18, remaining: 112, met: false, unit: '학점' });
    expect(r.fills.map((f) => f.transfer)).toEqual([false, false, true]);
  });

  it('leaves out failed and NP rows and rows of the running term', () => {
    const sim = run({ rows: [row(), row({ grade: 'F' }), row({ grade: 'NP' }), row({ year: 2026, termCd: '20', grade: null })], sets: [university([total(130)])] });
    expect(ruleOf(sim, 1, 11).completed).toBe(3);
    expect(sim.summary.inProgressCredits).toBe(3);
  });

  it('counts a retaken subject once, with the latest attempt even when it is lower', () => {
    const first = row({ sbjtKeyId: 'SBJ09001', grade: 'A+' });
    const retake = row({ sbjtKeyId: 'SBJ09001', year: 2025, grade: 'C0' });
    const sim = run({ rows: [first, retake], sets: [university([total(130), gpa(2.0)])] });
    expect(ruleOf(sim, 1, 11).completed).toBe(3);
    expect(ruleOf(sim, 1, 11).fills.map((f) => f.enrolmentId)).toEqual([retake.enrolmentId]);
    expect(sim.summary.gpa).toBe(2.0);
  });

  it('drops a subject passed first and failed on the retake', () => {
    const sim = run({ rows: [row({ sbjtKeyId: 'SBJ09002', grade: 'B0' }), row({ sbjtKeyId: 'SBJ09002', year: 2025, grade: 'F' })], sets: [university([total(130)])] });
    expect(ruleOf(sim, 1, 11).completed).toBe(0);
  });

  it('never shows a negative remainder when over-filled', () => {
    const sim = run({ rows: Array.from({ length: 5 }, () => row()), sets: [university([total(9)])] });
    expect(ruleOf(sim, 1, 11)).toMatchObject({ required: 9, completed: 15, remaining: 0, met: true });
  });

  it('on an empty transcript: nothing completed, everything remaining, not graduatable', () => {
    const sim = run({ sets: [university([total(130), gpa(2.0), geArea('GE1', 6)]), primary([category(36, ['MAJOR_REQ', 'MAJOR_ELEC'], true), required(['SBJ00001'])])] });
    expect(ruleOf(sim, 1, 11)).toMatchObject({ completed: 0, remaining: 130, met: false, fills: [] });
    expect(ruleOf(sim, 1, 51)).toMatchObject({ completed: 0, remaining: 2, met: false });
    expect(sim.summary).toMatchObject({ earnedCredits: 0, gpa: null, unmetCount: 5, graduatable: false });
  });
});

describe('CATEGORY_CREDITS', () => {
  it('with ownDept counts only subjects of the set department in the listed categories', () => {
    const rows = [row({ category: 'MAJOR_REQ' }), row(), row({ deptCd: 'D5010' }), ge('GE11'), transfer(6, 'MAJOR_ELEC')];
    const sim = run({ rows, sets: [primary([category(36, ['MAJOR_REQ', 'MAJOR_ELEC'], true)])] });
    expect(ruleOf(sim, 2, 21)).toMatchObject({ completed: 6, remaining: 30, met: false });
  });

  it('counts transfer credits only when ownDept is false, by the category they were recognised as', () => {
    const rows = [row({ category: 'FREE', deptCd: 'D5010' }), transfer(6, 'FREE'), transfer(3, 'GE_ELEC')];
    const sim = run({ rows, sets: [university([category(12, ['FREE'], false)])] });
    expect(ruleOf(sim, 1, 21)).toMatchObject({ completed: 9, remaining: 3 });
  });

  it('gives a subject of the double-major department to the DOUBLE set, not to the primary one', () => {
    const stats = row({ deptCd: 'D3040', category: 'MAJOR_ELEC' });
    const rows = [row(), stats];
    const sim = run({ rows, sets: [primary([category(36, ['MAJOR_ELEC'], false)]), double([category(21, ['MAJOR_ELEC'], true, 22)])] });
    expect(ruleOf(sim, 2, 21).fills.map((f) => f.enrolmentId)).not.toContain(stats.enrolmentId);
    expect(ruleOf(sim, 2, 21).completed).toBe(3);
    expect(ruleOf(sim, 3, 22).fills.map((f) => f.enrolmentId)).toEqual([stats.enrolmentId]);
  });

  it('lets an outside subject fill an ownDept-false department rule when no other set claims its department', () => {
    const sim = run({ rows: [row({ deptCd: 'D5010' })], sets: [primary([category(6, ['MAJOR_ELEC'], false)])] });
    expect(ruleOf(sim, 2, 21).completed).toBe(3);
  });

  it('shares subjects with REQUIRED_SUBJECTS of the same set (required subjects are part of the major credits)', () => {
    const req = row({ sbjtKeyId: 'SBJ08001', category: 'MAJOR_REQ' });
    const sim = run({ rows: [req, row()], sets: [primary([category(36, ['MAJOR_REQ', 'MAJOR_ELEC'], true), required(['SBJ08001', 'SBJ08002'])])] });
    expect(ruleOf(sim, 2, 21).completed).toBe(6);
    expect(ruleOf(sim, 2, 31).fills.map((f) => f.sbjtKeyId)).toEqual(['SBJ08001']);
  });

  it('lets a major subject count for the department and the university total at the same time', () => {
    const sim = run({ rows: [row()], sets: [university([total(130)]), primary([category(36, ['MAJOR_ELEC'], true)])] });
    expect(ruleOf(sim, 1, 11).completed).toBe(3);
    expect(ruleOf(sim, 2, 21).completed).toBe(3);
  });
});

describe('REQUIRED_SUBJECTS', () => {
  const info = new Map([['SBJ07002', subject({ sbjtKeyId: 'SBJ07002', korNm: '자료구조', sbjtCd: 'CSE2010' })]]);

  it('lists the passed subjects and names the missing ones', () => {
    const sim = run({ rows: [row({ sbjtKeyId: 'SBJ07001' })], sets: [primary([required(['SBJ07001', 'SBJ07002'])])], subjectInfo: info });
    const r = ruleOf(sim, 2, 31);
    expect(r).toMatchObject({ unit: '과목', required: 2, completed: 1, remaining: 1, met: false });
    expect(r.missing).toEqual([{ sbjtKeyId: 'SBJ07002', sbjtCd: 'CSE2010', korNm: '자료구조', credits: 3 }]);
  });

  it('is not met by a failed required subject, and is by a passed retake of it', () => {
    const failed = row({ sbjtKeyId: 'SBJ07002', grade: 'F' });
    expect(ruleOf(run({ rows: [failed], sets: [primary([required(['SBJ07002'])])] }), 2, 31).met).toBe(false);
    const retake = row({ sbjtKeyId: 'SBJ07002', year: 2025, grade: 'C+' });
    expect(ruleOf(run({ rows: [failed, retake], sets: [primary([required(['SBJ07002'])])] }), 2, 31)).toMatchObject({ met: true, remaining: 0 });
  });

  it('accepts a P grade', () => {
    expect(ruleOf(run({ rows: [row({ sbjtKeyId: 'SBJ07003', grade: 'P' })], sets: [primary([required(['SBJ07003'])])] }), 2, 31).met).toBe(true);
  });

  it('counts a subject listed twice once', () => {
    const r = ruleOf(run({ rows: [row({ sbjtKeyId: 'SBJ07004' })], sets: [primary([required(['SBJ07004', 'SBJ07004'])])] }), 2, 31);
    expect(r).toMatchObject({ required: 1, completed: 1, met: true });
  });
});

describe('GE_AREA_CREDITS', () => {
  it('counts the area and its sub-areas, not other areas', () => {
    const sim = run({ rows: [ge('GE1'), ge('GE11'), ge('GE12', { credits: 2 }), ge('GE21')], sets: [university([geArea('GE1', 9)])] });
    expect(ruleOf(sim, 1, 41)).toMatchObject({ completed: 8, remaining: 1, met: false });
  });

  it('a sub-area rule counts only that sub-area', () => {
    const sim = run({ rows: [ge('GE11'), ge('GE12')], sets: [university([geArea('GE11', 3)])] });
    expect(ruleOf(sim, 1, 41)).toMatchObject({ completed: 3, met: true });
  });

  it('never counts transfer credits, even recognised as general education', () => {
    const sim = run({ rows: [transfer(6, 'GE_ELEC')], sets: [university([geArea('GE1', 3), total(3)])] });
    expect(ruleOf(sim, 1, 41).completed).toBe(0);
    expect(ruleOf(sim, 1, 11).met).toBe(true);
  });

  it('a general-education subject fills its area and an ownDept-false category rule at once', () => {
    const sim = run({ rows: [ge('GE11', { category: 'GE_REQ' })], sets: [university([geArea('GE1', 3), category(3, ['GE_REQ'], false)])] });
    expect(ruleOf(sim, 1, 41).met).toBe(true);
    expect(ruleOf(sim, 1, 21).met).toBe(true);
  });
});

describe('GPA', () => {
  it('averages graded rows by credits and leaves out P/NP and transfer credits', () => {
    const rows = [row({ grade: 'A+', credits: 3 }), row({ grade: 'B0', credits: 1 }), row({ grade: 'P' }), row({ grade: 'NP' }), transfer(20)];
    const sim = run({ rows, sets: [university([gpa(4.0)])] });
    // (4.5*3 + 3.0*1) / 4 = 4.125 -> 4.13
    expect(sim.summary.gpa).toBe(4.13);
    expect(ruleOf(sim, 1, 51)).toMatchObject({ required: 4.0, completed: 4.13, remaining: 0, met: true, unit: '평점' });
  });

  it('includes an F in the average', () => {
    const sim = run({ rows: [row({ grade: 'A0' }), row({ grade: 'F' })], sets: [university([gpa(2.5)])] });
    expect(ruleOf(sim, 1, 51)).toMatchObject({ completed: 2, remaining: 0.5, met: false });
  });

  it('is unmet with only P grades (nothing graded)', () => {
    const sim = run({ rows: [row({ grade: 'P' })], sets: [university([gpa(1.0)])] });
    expect(sim.summary.gpa).toBeNull();
    expect(ruleOf(sim, 1, 51).met).toBe(false);
  });

  it('is not moved by planned subjects', () => {
    const sim = run({ rows: [row({ grade: 'B+' })], planned: [subject({ sbjtKeyId: 'SBJ06001' })], sets: [university([gpa(3.0)])] });
    expect(sim.summary.gpa).toBe(3.5);
  });
});

describe('ACHIEVEMENT', () => {
  it('takes the best recorded value of the kind', () => {
    const sim = run({ achievements: [{ kind: 'ENGLISH', value: 650 }, { kind: 'ENGLISH', value: 720 }, { kind: 'VOLUNTEER', value: 900 }], sets: [university([achievement('ENGLISH', 700)])] });
    expect(ruleOf(sim, 1, 61)).toMatchObject({ unit: '점', required: 700, completed: 720, remaining: 0, met: true });
    expect(ruleOf(sim, 1, 61).records).toHaveLength(2);
  });

  it('shows what is missing without a record', () => {
    const sim = run({ achievements: [{ kind: 'VOLUNTEER', value: 12 }], sets: [university([achievement('VOLUNTEER', 30), achievement('THESIS', 1, 62)])] });
    expect(ruleOf(sim, 1, 61)).toMatchObject({ unit: '시간', completed: 12, remaining: 18, met: false });
    expect(ruleOf(sim, 1, 62)).toMatchObject({ completed: 0, remaining: 1, met: false });
  });

  it('THESIS is met by a record of value 1', () => {
    const sim = run({ achievements: [{ kind: 'THESIS', value: 1 }], sets: [university([achievement('THESIS', 1)])] });
    expect(ruleOf(sim, 1, 61).met).toBe(true);
  });
});

describe('broken rule data', () => {
  it('shows a rule with bad params or an unknown kind as unmet with an explanation instead of failing', () => {
    const sim = run({ rows: [row()], sets: [university([{ ruleId: 91, kind: 'TOTAL_CREDITS', label: 'x', params: { min: 'many' } }, { ruleId: 92, kind: 'MOON_PHASE', label: 'y', params: {} }])] });
    expect(ruleOf(sim, 1, 91)).toMatchObject({ met: false, remaining: 0 });
    expect(ruleOf(sim, 1, 91).error).toBeTruthy();
    expect(ruleOf(sim, 1, 92).error).toBeTruthy();
  });
});

describe('planned subjects (what-if)', () => {
  it('count as passed with no grade and are marked planned', () => {
    const sim = run({ rows: [row()], planned: [subject({ sbjtKeyId: 'SBJ05001', category: 'MAJOR_REQ' })], sets: [university([total(130)]), primary([category(36, ['MAJOR_REQ', 'MAJOR_ELEC'], true), required(['SBJ05001'])])] });
    expect(ruleOf(sim, 1, 11).completed).toBe(6);
    const fill = ruleOf(sim, 2, 31).fills[0];
    expect(fill).toMatchObject({ sbjtKeyId: 'SBJ05001', planned: true, grade: null });
    expect(sim.summary).toMatchObject({ earnedCredits: 3, plannedCredits: 3 });
  });

  it('are ignored (and reported) when already passed, and counted once when listed twice', () => {
    const done = row({ sbjtKeyId: 'SBJ05002' });
    const sim = run({ rows: [done], planned: [subject({ sbjtKeyId: 'SBJ05002' }), subject({ sbjtKeyId: 'SBJ05003' }), subject({ sbjtKeyId: 'SBJ05003' })], sets: [university([total(130)])] });
    expect(sim.ignoredPlanned.map((p) => p.sbjtKeyId)).toEqual(['SBJ05002']);
    expect(ruleOf(sim, 1, 11).completed).toBe(6);
  });

  it('replace a failed attempt (a planned retake)', () => {
    const sim = run({ rows: [row({ sbjtKeyId: 'SBJ05004', grade: 'F' })], planned: [subject({ sbjtKeyId: 'SBJ05004' })], sets: [primary([required(['SBJ05004'])])] });
    expect(sim.ignoredPlanned).toEqual([]);
    expect(ruleOf(sim, 2, 31)).toMatchObject({ met: true });
    expect(ruleOf(sim, 2, 31).fills[0].planned).toBe(true);
  });

  it('may be subjects of the running term (in progress, not yet passed)', () => {
    const running = row({ sbjtKeyId: 'SBJ05005', year: 2026, termCd: '20', grade: null });
    const sim = run({ rows: [running], planned: [subject({ sbjtKeyId: 'SBJ05005' })], sets: [university([total(3)])] });
    expect(ruleOf(sim, 1, 11).met).toBe(true);
  });
});

describe('summary and difference', () => {
  it('is graduatable only when every rule of every set is met', () => {
    const sets = [university([total(6)]), primary([category(3, ['MAJOR_ELEC'], true)])];
    expect(run({ rows: [row(), row()], sets }).summary).toMatchObject({ graduatable: true, unmetCount: 0, requiredCredits: 6, earnedCredits: 6 });
    expect(run({ rows: [row()], sets }).summary).toMatchObject({ graduatable: false, unmetCount: 1 });
    expect(run({ rows: [row()], sets: [] }).summary.graduatable).toBe(false);
  });

  it('orders sets university, primary, double, minor', () => {
    const sim = run({ sets: [minor([total(1)]), double([total(1)]), university([total(1)]), primary([total(1)])] });
    expect(sim.sets.map((s) => s.role)).toEqual(['UNIVERSITY', 'PRIMARY', 'DOUBLE', 'MINOR']);
  });

  it('reports sets added and removed and each rule before and after', () => {
    const rows = [row(), row({ deptCd: 'D2010' })];
    const before = run({ rows, sets: [university([total(12)]), primary([category(6, ['MAJOR_ELEC'], false)]), double([total(3, 12)])] });
    const after = run({ rows, planned: [subject({ sbjtKeyId: 'SBJ04001' })], sets: [university([total(12)]), primary([category(6, ['MAJOR_ELEC'], false)]), minor([category(3, ['MAJOR_ELEC'], true, 23)])] });
    const d = diff(before, after);
    expect(d.setsAdded).toEqual([{ setId: 4, role: 'MINOR', title: '부전공' }]);
    expect(d.setsRemoved).toEqual([{ setId: 3, role: 'DOUBLE', title: '통계학과 복수전공' }]);
    const totalDiff = d.rules.find((r) => r.ruleId === 11)!;
    expect(totalDiff).toMatchObject({ before: { remaining: 6 }, after: { remaining: 3 }, changed: true });
    // The minor now claims the D2010 subject, so the primary's ownDept-false rule loses it and gains the planned one.
    const major = d.rules.find((r) => r.ruleId === 21)!;
    expect(major).toMatchObject({ before: { completed: 6, met: true }, after: { completed: 6, met: true }, changed: false });
    expect(d.summary.after.plannedCredits).toBe(3);
  });
});
