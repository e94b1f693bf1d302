// Rules of the staff pages that need no database: prerequisite loops, weekly times, room and
// professor clashes, admission-year ranges and the params of each kind of graduation rule.
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { findPrereqCycle } from '@/lib/server/learning/admin/prereq-graph';
import { findClashes, normaliseRoom } from '@/lib/server/learning/admin/clashes';
import {
  OfferingInput,
  rangesOverlap,
  requirementSetFieldErrors,
  ruleParamErrors,
  SubjectInput,
  subjectFieldErrors,
  timeFieldErrors,
} from '@/lib/schemas/learning-admin';

const e = (sbjtKeyId: string, preSbjtKeyId: string) => ({ sbjtKeyId, preSbjtKeyId });

describe('prerequisite loops', () => {
  it('finds no loop in a chain', () => {
    expect(findPrereqCycle([e('B', 'A'), e('C', 'B')], 'D', ['C'])).toBeNull();
  });
  it('finds the loop a new prerequisite closes, as a path back to the subject', () => {
    expect(findPrereqCycle([e('B', 'A'), e('C', 'B')], 'A', ['C'])).toEqual(['A', 'C', 'B', 'A']);
  });
  it('treats a subject as its own prerequisite as a loop', () => {
    expect(findPrereqCycle([], 'A', ['A'])).toEqual(['A', 'A']);
  });
  it('replaces the subject’s stored prerequisites by the new ones', () => {
    // A used to require B (and B requires A would loop); dropping B from A ends the loop.
    expect(findPrereqCycle([e('A', 'B'), e('B', 'C')], 'C', ['A'])).toEqual(['C', 'A', 'B', 'C']);
    expect(findPrereqCycle([e('A', 'B'), e('B', 'C')], 'A', [])).toBeNull();
  });
  it('copes with diamonds without reporting a loop', () => {
    expect(findPrereqCycle([e('B', 'A'), e('C', 'A'), e('D', 'B'), e('D', 'C')], 'E', ['D', 'B'])).toBeNull();
  });
});

describe('subject fields', () => {
  const base = { category: 'MAJOR_REQ' as const, deptCd: 'D4010', geAreaCd: null, prereqs: [], competencies: [] };
  it('needs a department for major subjects and an area for general education', () => {
    expect(subjectFieldErrors({ ...base, deptCd: null }).deptCd).toMatch(/개설학과/);
    expect(subjectFieldErrors({ ...base, category: 'GE_ELEC', deptCd: 'C80' }).geAreaCd).toMatch(/교양영역/);
    expect(subjectFieldErrors({ ...base, category: 'GE_ELEC', deptCd: 'C80', geAreaCd: 'GE11' })).toEqual({});
    expect(subjectFieldErrors({ ...base, geAreaCd: 'GE11' }).geAreaCd).toBeDefined();
  });
  it('refuses the subject itself, repeated prerequisites and repeated competencies', () => {
    expect(subjectFieldErrors({ ...base, prereqs: ['SBJ00001'] }, 'SBJ00001').prereqs).toMatch(/자기 자신/);
    expect(subjectFieldErrors({ ...base, prereqs: ['SBJ00002', 'SBJ00002'] }).prereqs).toBeDefined();
    expect(subjectFieldErrors({ ...base, competencies: [{ competencyCd: 'COMM', weight: 1 }, { competencyCd: 'COMM', weight: 2 }] }).competencies).toBeDefined();
  });
  it('checks code format, credits and weights with Korean messages', () => {
    const r = safeParse(SubjectInput, { sbjtCd: 'cse-1', korNm: ' ', credits: 5, category: 'MAJOR_REQ', stdYear: 1, stdTermCd: '10', prereqs: [], competencies: [{ competencyCd: 'COMM', weight: 4 }] });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['sbjtCd', 'korNm', 'credits', 'competencies.0.weight']));
    expect(r.error!.issues.every((i) => /[가-힣]/.test(i.message))).toBe(true);
  });
  it('upper-cases a typed code', () => {
    const r = safeParse(SubjectInput, { sbjtCd: ' cse2010 ', korNm: '자료구조', credits: 3, category: 'MAJOR_REQ', deptCd: 'D4010', stdYear: 2, stdTermCd: '10', prereqs: [], competencies: [] });
    expect(r.success && r.data.sbjtCd).toBe('CSE2010');
  });
});

describe('weekly times', () => {
  it('accepts a 75-minute block on a quarter hour', () => {
    expect(timeFieldErrors([{ day: 1, start: '09:00', end: '10:15' }])).toEqual({});
  });
  it('refuses end before start, minutes off the grid and hours outside 08:00-22:00', () => {
    expect(timeFieldErrors([{ day: 1, start: '10:00', end: '09:00' }])['times.0.end']).toMatch(/늦어야/);
    expect(timeFieldErrors([{ day: 1, start: '09:10', end: '10:15' }])['times.0.start']).toMatch(/15분/);
    expect(timeFieldErrors([{ day: 2, start: '07:00', end: '08:15' }])['times.0.start']).toMatch(/08:00/);
    expect(timeFieldErrors([{ day: 2, start: '21:00', end: '22:30' }])['times.0.end']).toMatch(/22:00/);
  });
  it('refuses two meetings of the same section that overlap', () => {
    expect(timeFieldErrors([{ day: 3, start: '09:00', end: '10:15' }, { day: 3, start: '10:00', end: '11:15' }])['times.1.start']).toMatch(/겹칩니다/);
    expect(timeFieldErrors([{ day: 3, start: '09:00', end: '10:15' }, { day: 3, start: '10:15', end: '11:30' }])).toEqual({});
  });
  it('limits days to Monday-Saturday and capacity to 1-300', () => {
    const r = safeParse(OfferingInput, { year: 2027, termCd: '10', sbjtKeyId: 'SBJ00001', section: '1', profUserId: 'prof1', room: '공학관 301', capacity: 0, times: [{ day: 7, start: '9:00', end: '10:15' }] });
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['section', 'capacity', 'times.0.day', 'times.0.start']));
  });
});

describe('clashes with other sections', () => {
  const other = { offeringId: 7, sbjtCd: 'CSE2010', korNm: '자료구조', section: '01', room: '공학관 301', profUserId: 'prof1', times: [{ day: 1, start: '09:00', end: '10:15' }] };
  it('refuses the same room at the same time, whatever the spacing of the room name', () => {
    const r = findClashes({ room: ' 공학관  301', profUserId: 'prof9', times: [{ day: 1, start: '09:00', end: '10:15' }] }, [other]);
    expect(r.refuse).toHaveLength(1);
    expect(r.refuse[0]).toMatchObject({ kind: 'ROOM', offeringId: 7, index: 0 });
    expect(r.warn).toEqual([]);
  });
  it('refuses a partly overlapping booking of the same room too, and only warns about a busy professor', () => {
    const r = findClashes({ room: '공학관 301', profUserId: 'prof1', times: [{ day: 1, start: '10:00', end: '11:15' }] }, [other]);
    expect(r.refuse).toHaveLength(1);
    expect(r.refuse[0]).toMatchObject({ kind: 'ROOM', offeringId: 7, index: 0 });
    expect(r.warn.map((w) => w.kind)).toEqual(['PROF']);
  });
  it('only warns about a busy professor in another room', () => {
    const r = findClashes({ room: '공학관 302', profUserId: 'prof1', times: [{ day: 1, start: '10:00', end: '11:15' }] }, [other]);
    expect(r.refuse).toEqual([]);
    expect(r.warn.map((w) => w.kind)).toEqual(['PROF']);
  });
  it('says nothing for back-to-back sections or another day', () => {
    expect(findClashes({ room: '공학관 301', profUserId: 'prof1', times: [{ day: 1, start: '10:15', end: '11:30' }, { day: 2, start: '09:00', end: '10:15' }] }, [other])).toEqual({ refuse: [], warn: [] });
  });
  it('normalises room names', () => {
    expect(normaliseRoom('  인문관   101 ')).toBe('인문관 101');
  });
});

describe('requirement sets and rules', () => {
  it('detects overlapping admission-year ranges (inclusive)', () => {
    expect(rangesOverlap({ entryYearFrom: 2020, entryYearTo: 2023 }, { entryYearFrom: 2023, entryYearTo: 2026 })).toBe(true);
    expect(rangesOverlap({ entryYearFrom: 2020, entryYearTo: 2022 }, { entryYearFrom: 2023, entryYearTo: 2026 })).toBe(false);
  });
  it('needs a department except for the university-wide set, and a forward range', () => {
    expect(requirementSetFieldErrors({ deptCd: null, role: 'PRIMARY', entryYearFrom: 2024, entryYearTo: 2025, title: 'x' }).deptCd).toBeDefined();
    expect(requirementSetFieldErrors({ deptCd: 'D4010', role: 'UNIVERSITY', entryYearFrom: 2024, entryYearTo: 2025, title: 'x' }).deptCd).toBeDefined();
    expect(requirementSetFieldErrors({ deptCd: 'D4010', role: 'MINOR', entryYearFrom: 2025, entryYearTo: 2024, title: 'x' }).entryYearTo).toBeDefined();
  });
  it('checks the params of every rule kind with a Korean message', () => {
    expect(ruleParamErrors('TOTAL_CREDITS', { min: 130 })).toEqual({});
    expect(ruleParamErrors('TOTAL_CREDITS', { min: 0 })['params.min']).toMatch(/1~200/);
    expect(ruleParamErrors('CATEGORY_CREDITS', { min: 30, categories: [], ownDept: true })['params.categories']).toMatch(/하나 이상/);
    expect(ruleParamErrors('REQUIRED_SUBJECTS', { sbjtKeyIds: [] })['params.sbjtKeyIds']).toBeDefined();
    expect(ruleParamErrors('GE_AREA_CREDITS', { areaCd: '', min: 6 })['params.areaCd']).toBeDefined();
    expect(ruleParamErrors('GPA', { min: 4.6 })['params.min']).toMatch(/4.5/);
    expect(ruleParamErrors('ACHIEVEMENT', { achievement: 'TOEIC', min: 700 })['params.achievement']).toBeDefined();
  });
});
