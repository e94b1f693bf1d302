// The graduation simulation of one student: loads the requirement sets that apply, the transcript and
// achievements, runs the engine, and the what-if against the current state.
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { getDb, schema } from '../../db';
import { oncePerRender } from '../../db/reads';
import { cached } from '../../cache';
import { HttpError } from '../../http/respond';
import { likeTerm } from '../../org/repository';
import { academicProfile, isAdvisorOf, type AcademicProfile } from '../student';
import { loadTranscript, passedSubjectIds } from '../transcript';
import { diff, evaluate, type RequirementSet, type SubjectInfo } from './engine';
import type { Role } from '../../../learning/graduation-rules';
import type { Department, Selection, SimulationView, SubjectHit, WhatIfResult } from '../../../learning/grad-types';
import { isDiv } from '../../../users';

export type { Department, Selection, SimulationView, SubjectHit, WhatIfResult };
import type { WhatIf } from '../../../schemas/learning-grad';
import type { SessionUser } from '../../auth/sessions';
import { subjectCore } from '../subject-columns';

const { gradRequirementSets: sets, gradRequirementRules: rules, subjects, depts, geAreas, studentAchievements } = schema;

/** Departments a student can major in (the same for everyone: cached). */
export function departments(): Promise<Department[]> {
  return cached('learning:grad:depts', async () => {
    const db = await getDb();
    const all = await db.select({ deptCd: depts.deptCd, deptNm: depts.deptNm, deptDiv: depts.deptDiv, upDeptCd: depts.upDeptCd, useYn: depts.useYn, sortOrd: depts.sortOrd }).from(depts).orderBy(asc(depts.sortOrd), asc(depts.deptCd));
    const names = new Map(all.map((d) => [d.deptCd, d.deptNm]));
    return all.filter((d) => d.deptDiv === 'HAKGUA' && d.useYn === 'Y').map((d) => ({ deptCd: d.deptCd, deptNm: d.deptNm, colgNm: d.upDeptCd ? (names.get(d.upDeptCd) ?? null) : null }));
  });
}

interface StoredSet extends RequirementSet {
  entryYearFrom: number;
  entryYearTo: number;
}

/** Every requirement set with its rules: public data, read by every simulation. */
function allSets(): Promise<StoredSet[]> {
  return cached('learning:grad:sets', async () => {
    const db = await getDb();
    const [setRows, ruleRows] = await Promise.all([
      db.select().from(sets).orderBy(asc(sets.setId)),
      db.select().from(rules).orderBy(asc(rules.setId), asc(rules.sortOrd), asc(rules.ruleId)),
    ]);
    return setRows.map((s) => ({
      setId: s.setId,
      role: s.role as Role,
      deptCd: s.deptCd,
      title: s.title,
      entryYearFrom: s.entryYearFrom,
      entryYearTo: s.entryYearTo,
      rules: ruleRows.filter((r) => r.setId === s.setId).map((r) => ({ ruleId: r.ruleId, kind: r.kind, label: r.label, params: r.params })),
    }));
  });
}

function allGeAreas() {
  return cached('learning:grad:ge-areas', async () => {
    const db = await getDb();
    return db.select({ areaCd: geAreas.areaCd, upAreaCd: geAreas.upAreaCd }).from(geAreas);
  });
}

const subjectColumns = { ...subjectCore, geAreaCd: subjects.geAreaCd };

async function subjectsById(ids: string[]): Promise<Map<string, SubjectInfo>> {
  if (!ids.length) return new Map();
  const db = await getDb();
  const rows = await db.select(subjectColumns).from(subjects).where(inArray(subjects.sbjtKeyId, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.sbjtKeyId, r]));
}

/** The sets that apply: the university's for the admission year and one per chosen department and role (the newest match). */
function pickSets(all: StoredSet[], entryYear: number, sel: Selection, names: Map<string, string>) {
  const wanted: { role: Role; deptCd: string | null }[] = [
    { role: 'UNIVERSITY', deptCd: null },
    { role: 'PRIMARY', deptCd: sel.primaryDeptCd },
    ...(sel.doubleDeptCd ? [{ role: 'DOUBLE' as const, deptCd: sel.doubleDeptCd }] : []),
    ...(sel.minorDeptCd ? [{ role: 'MINOR' as const, deptCd: sel.minorDeptCd }] : []),
  ];
  const picked: RequirementSet[] = [];
  const missing: SimulationView['missingSets'] = [];
  for (const w of wanted) {
    const match = all
      .filter((s) => s.role === w.role && s.deptCd === w.deptCd && s.entryYearFrom <= entryYear && entryYear <= s.entryYearTo)
      .sort((a, b) => b.entryYearFrom - a.entryYearFrom)[0];
    const deptNm = w.deptCd ? (names.get(w.deptCd) ?? w.deptCd) : null;
    if (match) picked.push({ ...match, deptNm });
    else missing.push({ role: w.role, deptCd: w.deptCd, deptNm });
  }
  return { picked, missing };
}

interface StudentData {
  profile: AcademicProfile;
  rows: Awaited<ReturnType<typeof loadTranscript>>;
  achievements: { kind: string; value: number; note: string | null; achievedDt: string }[];
}

function loadStudent(studentId: string): Promise<StudentData> {
  return oncePerRender(`graduation-student:${studentId}`, () => readStudent(studentId));
}

async function readStudent(studentId: string): Promise<StudentData> {
  const profile = await academicProfile(studentId);
  const db = await getDb();
  const [rows, achievements] = await Promise.all([
    loadTranscript(studentId),
    db
      .select({ kind: studentAchievements.kind, value: studentAchievements.value, note: studentAchievements.note, achievedDt: studentAchievements.achievedDt })
      .from(studentAchievements)
      .where(eq(studentAchievements.studentId, studentId))
      .orderBy(asc(studentAchievements.achievedDt)),
  ]);
  return { profile, rows, achievements };
}

const currentSelection = (p: AcademicProfile): Selection => ({ primaryDeptCd: p.deptCd, doubleDeptCd: p.doubleDeptCd, minorDeptCd: p.minorDeptCd });

async function run(data: StudentData, sel: Selection, planned: SubjectInfo[]): Promise<SimulationView> {
  const [all, areas, deptList] = await Promise.all([allSets(), allGeAreas(), departments()]);
  const names = new Map(deptList.map((d) => [d.deptCd, d.deptNm]));
  const { picked, missing } = pickSets(all, data.profile.entryYear, sel, names);
  const requiredIds = picked.flatMap((s) => s.rules.filter((r) => r.kind === 'REQUIRED_SUBJECTS').flatMap((r) => ((r.params as { sbjtKeyIds?: unknown }).sbjtKeyIds as string[]) ?? []));
  const subjectInfo = await subjectsById(requiredIds.filter((id) => typeof id === 'string'));
  const simulation = evaluate({ rows: data.rows, achievements: data.achievements, sets: picked, geAreas: areas, planned, subjectInfo });
  const nm = (cd: string | null) => (cd ? (names.get(cd) ?? cd) : null);
  return {
    student: { userId: data.profile.userId, korNm: data.profile.korNm, deptCd: data.profile.deptCd, deptNm: nm(data.profile.deptCd)!, grade: data.profile.grade, entryYear: data.profile.entryYear },
    selection: { ...sel, primaryDeptNm: nm(sel.primaryDeptCd)!, doubleDeptNm: nm(sel.doubleDeptCd), minorDeptNm: nm(sel.minorDeptCd) },
    plannedSbjtKeyIds: planned.map((p) => p.sbjtKeyId),
    simulation,
    missingSets: missing,
  };
}

/** The student's graduation simulation as things stand. */
export async function currentSimulation(studentId: string): Promise<SimulationView> {
  const data = await loadStudent(studentId);
  return run(data, currentSelection(data.profile), []);
}

/** For a professor: an advisee's simulation, read only; 404 for any other student. */
export async function adviseeSimulation(prof: SessionUser, studentId: string): Promise<SimulationView> {
  if (!isDiv(prof, 'prof')) throw new HttpError(403, '지도학생의 졸업 시뮬레이션만 볼 수 있습니다.');
  // Someone else's student answers as a student who does not exist: ids reveal nothing.
  if (!(await isAdvisorOf(prof.userId, studentId))) throw new HttpError(404, '지도학생의 졸업 시뮬레이션만 볼 수 있습니다.');
  return currentSimulation(studentId);
}

/**
 * Checks a what-if and resolves it against the current state. Unknown departments or subjects and a
 * second major equal to the primary one are the student's mistakes (400 with field errors).
 * Planned subjects already passed are not an error: the engine leaves them out and reports them.
 */
async function resolve(profile: AcademicProfile, input: WhatIf): Promise<{ selection: Selection; planned: SubjectInfo[] }> {
  const current = currentSelection(profile);
  const selection: Selection = {
    primaryDeptCd: input.primaryDeptCd ?? current.primaryDeptCd,
    doubleDeptCd: input.doubleDeptCd === undefined ? current.doubleDeptCd : input.doubleDeptCd,
    minorDeptCd: input.minorDeptCd === undefined ? current.minorDeptCd : input.minorDeptCd,
  };
  const known = new Set((await departments()).map((d) => d.deptCd));
  const errors: Record<string, string> = {};
  if (input.primaryDeptCd && !known.has(input.primaryDeptCd)) errors.primaryDeptCd = '존재하지 않는 학과입니다.';
  if (input.doubleDeptCd && !known.has(input.doubleDeptCd)) errors.doubleDeptCd = '존재하지 않는 학과입니다.';
  if (input.minorDeptCd && !known.has(input.minorDeptCd)) errors.minorDeptCd = '존재하지 않는 학과입니다.';
  if (!errors.doubleDeptCd && selection.doubleDeptCd && selection.doubleDeptCd === selection.primaryDeptCd) errors.doubleDeptCd = '복수전공은 주전공과 다른 학과여야 합니다.';
  if (!errors.minorDeptCd && selection.minorDeptCd && selection.minorDeptCd === selection.primaryDeptCd) errors.minorDeptCd = '부전공은 주전공과 다른 학과여야 합니다.';
  if (!errors.minorDeptCd && selection.minorDeptCd && selection.minorDeptCd === selection.doubleDeptCd) errors.minorDeptCd = '부전공은 복수전공과 다른 학과여야 합니다.';
  const ids = [...new Set(input.plannedSbjtKeyIds)];
  const found = await subjectsById(ids);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) errors.plannedSbjtKeyIds = `존재하지 않는 과목이 있습니다: ${unknown.join(', ')}`;
  if (Object.keys(errors).length) throw new HttpError(400, Object.values(errors)[0], errors);
  return { selection, planned: ids.map((id) => found.get(id)!) };
}

export async function whatIf(studentId: string, input: WhatIf): Promise<WhatIfResult> {
  const data = await loadStudent(studentId);
  const { selection, planned } = await resolve(data.profile, input);
  const [before, after] = await Promise.all([run(data, currentSelection(data.profile), []), run(data, selection, planned)]);
  return { before, after, diff: diff(before.simulation, after.simulation) };
}

/** Checks a what-if without running it (for saving a scenario). */
export async function checkWhatIf(studentId: string, input: WhatIf) {
  await resolve(await academicProfile(studentId), input);
}

/** Runs several what-ifs of one student with one load of the transcript (the saved scenarios). */
export async function runMany(studentId: string, inputs: WhatIf[]): Promise<SimulationView[]> {
  const data = await loadStudent(studentId);
  const out: SimulationView[] = [];
  for (const input of inputs) {
    try {
      const { selection, planned } = await resolve(data.profile, input);
      out.push(await run(data, selection, planned));
    } catch (err) {
      // A scenario saved before a department or subject was retired: show it as it stands now.
      if (!(err instanceof HttpError) || err.status !== 400) throw err;
      out.push(await run(data, currentSelection(data.profile), []));
    }
  }
  return out;
}

/** Subjects by name or code for the what-if's planned subjects (at most 20), marking those already passed. */
export async function searchSubjects(studentId: string, keyword: string): Promise<SubjectHit[]> {
  const db = await getDb();
  const term = likeTerm(keyword);
  const [rows, transcript, deptList] = await Promise.all([
    db
      .select(subjectColumns)
      .from(subjects)
      .where(and(eq(subjects.useYn, 'Y'), or(ilike(subjects.korNm, term), ilike(subjects.sbjtCd, term))))
      .orderBy(asc(subjects.sbjtCd))
      .limit(20),
    loadTranscript(studentId),
    departments(),
  ]);
  const passed = passedSubjectIds(transcript);
  const names = new Map(deptList.map((d) => [d.deptCd, d.deptNm]));
  return rows.map((r) => ({ ...r, deptNm: r.deptCd ? (names.get(r.deptCd) ?? null) : null, passed: passed.has(r.sbjtKeyId) }));
}
