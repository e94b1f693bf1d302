// Colleges, departments and majors as a prospective major sees them: what is taught, the education
// goal, core subjects, careers, certificates and contacts, and every major subject with its
// prerequisites and competencies. The same for every student and changed a few times a year, so it
// is loaded once into memory (cached) and every page and call reads from that copy.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { cached, invalidate } from '../cache';
import { termNm } from '../../calendar';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { DESIGN_CATEGORIES } from '../../learning/major-design';
import { academicProfile } from './student';
import { inProgressRows, loadTranscript, passedSubjectIds } from './transcript';
import { subjectCore } from './subject-columns';

const { depts, majorProfiles, subjects, subjectPrereqs, subjectCompetencies, competencies } = schema;

const MAJORS_TTL_MS = 5 * 60_000;
const CACHE_KEY = 'learning:majors';



export interface ExploreSubject {
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  credits: number;
  category: string;
  deptCd: string;
  deptNm: string;
  stdYear: number;
  stdTermCd: string;
  description: string;
  prereqs: { sbjtKeyId: string; korNm: string }[];
  competencies: { competencyCd: string; korNm: string; weight: number }[];
}

export interface MajorProfile {
  educationGoal: string;
  curriculumSummary: string;
  careers: string[];
  certificates: string[];
  email: string | null;
  homepage: string | null;
}

export interface DeptInfo {
  deptCd: string;
  deptNm: string;
  engNm: string | null;
  colgCd: string;
  colgNm: string;
  location: string | null;
  telNo: string | null;
  description: string | null;
  majors: { deptCd: string; deptNm: string; engNm: string | null }[];
  profile: MajorProfile | null;
  /** 전공필수 subjects, in the order they are usually taken. */
  coreSubjects: ExploreSubject[];
  subjectCount: number;
  totalCredits: number;
}

export interface CollegeInfo {
  deptCd: string;
  deptNm: string;
  engNm: string | null;
  location: string | null;
  telNo: string | null;
  description: string | null;
  depts: DeptInfo[];
}

export interface MajorDirectory {
  colleges: CollegeInfo[];
  byDept: Map<string, DeptInfo>;
  /** Every major subject of each department, by year and term. */
  subjectsByDept: Map<string, ExploreSubject[]>;
  subjectById: Map<string, ExploreSubject>;
}

const bySchedule = (a: ExploreSubject, b: ExploreSubject) => a.stdYear - b.stdYear || a.stdTermCd.localeCompare(b.stdTermCd) || a.sbjtCd.localeCompare(b.sbjtCd);

async function loadDirectory(): Promise<MajorDirectory> {
  const db = await getDb();
  const [deptRows, profiles, subjectRows, prereqRows, compRows] = await Promise.all([
    db
      .select({ deptCd: depts.deptCd, deptNm: depts.deptNm, engNm: depts.engNm, deptDiv: depts.deptDiv, upDeptCd: depts.upDeptCd, location: depts.location, telNo: depts.telNo, description: depts.description })
      .from(depts)
      .where(and(eq(depts.useYn, 'Y'), inArray(depts.deptDiv, ['COLG', 'HAKGUA', 'MAJOR'])))
      .orderBy(asc(depts.sortOrd), asc(depts.deptCd)),
    db.select().from(majorProfiles),
    db
      .select({
        ...subjectCore,
        stdYear: subjects.stdYear,
        stdTermCd: subjects.stdTermCd,
        description: subjects.description,
      })
      .from(subjects)
      .where(and(eq(subjects.useYn, 'Y'), inArray(subjects.category, [...DESIGN_CATEGORIES]))),
    db.select().from(subjectPrereqs),
    db
      .select({ sbjtKeyId: subjectCompetencies.sbjtKeyId, competencyCd: subjectCompetencies.competencyCd, weight: subjectCompetencies.weight, korNm: competencies.korNm, sortOrd: competencies.sortOrd })
      .from(subjectCompetencies)
      .innerJoin(competencies, eq(competencies.competencyCd, subjectCompetencies.competencyCd))
      .orderBy(asc(competencies.sortOrd)),
  ]);

  const deptNm = new Map(deptRows.map((d) => [d.deptCd, d.deptNm]));
  const subjectById = new Map<string, ExploreSubject>();
  for (const s of subjectRows) {
    if (!s.deptCd) continue;
    subjectById.set(s.sbjtKeyId, { ...s, deptCd: s.deptCd, deptNm: deptNm.get(s.deptCd) ?? s.deptCd, prereqs: [], competencies: [] });
  }
  // Prerequisites may be subjects outside the major lists (rare): their names are looked up separately.
  const missing = [...new Set(prereqRows.map((p) => p.preSbjtKeyId).filter((id) => !subjectById.has(id)))];
  const otherNames = new Map<string, string>();
  if (missing.length) {
    const rows = await db.select({ sbjtKeyId: subjects.sbjtKeyId, korNm: subjects.korNm }).from(subjects).where(inArray(subjects.sbjtKeyId, missing));
    for (const r of rows) otherNames.set(r.sbjtKeyId, r.korNm);
  }
  for (const p of prereqRows) {
    const s = subjectById.get(p.sbjtKeyId);
    const name = subjectById.get(p.preSbjtKeyId)?.korNm ?? otherNames.get(p.preSbjtKeyId);
    if (s && name) s.prereqs.push({ sbjtKeyId: p.preSbjtKeyId, korNm: name });
  }
  for (const c of compRows) subjectById.get(c.sbjtKeyId)?.competencies.push({ competencyCd: c.competencyCd, korNm: c.korNm, weight: c.weight });
  for (const s of subjectById.values()) s.competencies.sort((a, b) => b.weight - a.weight);

  const subjectsByDept = new Map<string, ExploreSubject[]>();
  for (const s of subjectById.values()) subjectsByDept.set(s.deptCd, [...(subjectsByDept.get(s.deptCd) ?? []), s]);
  for (const list of subjectsByDept.values()) list.sort(bySchedule);

  const profileOf = new Map(profiles.map((p) => [p.deptCd, p]));
  const colleges: CollegeInfo[] = deptRows
    .filter((d) => d.deptDiv === 'COLG')
    .map((c) => ({ deptCd: c.deptCd, deptNm: c.deptNm, engNm: c.engNm, location: c.location, telNo: c.telNo, description: c.description, depts: [] }));
  const collegeOf = new Map(colleges.map((c) => [c.deptCd, c]));
  const byDept = new Map<string, DeptInfo>();
  for (const d of deptRows.filter((r) => r.deptDiv === 'HAKGUA')) {
    const college = d.upDeptCd ? collegeOf.get(d.upDeptCd) : undefined;
    if (!college) continue;
    const p = profileOf.get(d.deptCd);
    const list = subjectsByDept.get(d.deptCd) ?? [];
    const info: DeptInfo = {
      deptCd: d.deptCd,
      deptNm: d.deptNm,
      engNm: d.engNm,
      colgCd: college.deptCd,
      colgNm: college.deptNm,
      location: d.location,
      telNo: d.telNo,
      description: d.description,
      majors: deptRows.filter((m) => m.deptDiv === 'MAJOR' && m.upDeptCd === d.deptCd).map((m) => ({ deptCd: m.deptCd, deptNm: m.deptNm, engNm: m.engNm })),
      profile: p
        ? { educationGoal: p.educationGoal, curriculumSummary: p.curriculumSummary, careers: p.careers, certificates: p.certificates, email: p.email, homepage: p.homepage }
        : null,
      coreSubjects: list.filter((s) => s.category === 'MAJOR_REQ'),
      subjectCount: list.length,
      totalCredits: list.reduce((n, s) => n + s.credits, 0),
    };
    college.depts.push(info);
    byDept.set(d.deptCd, info);
  }
  return { colleges: colleges.filter((c) => c.depts.length > 0), byDept, subjectsByDept, subjectById };
}

/** The whole directory, from memory after the first request. */
export function majorDirectory(): Promise<MajorDirectory> {
  return cached(CACHE_KEY, loadDirectory, MAJORS_TTL_MS);
}

/** After staff edit subjects, profiles or departments on this instance. */
export function invalidateMajorDirectory() {
  invalidate(CACHE_KEY);
}

/** Colleges with the departments whose name (Korean or English), majors or careers contain the term. */
export async function searchDirectory(term?: string): Promise<CollegeInfo[]> {
  const { colleges } = await majorDirectory();
  const t = term?.trim().toLowerCase();
  if (!t) return colleges;
  const hit = (d: DeptInfo) =>
    [d.deptNm, d.engNm ?? '', d.colgNm, ...d.majors.map((m) => m.deptNm), ...(d.profile?.careers ?? [])].some((s) => s.toLowerCase().includes(t));
  return colleges
    .map((c) => ({ ...c, depts: c.deptNm.toLowerCase().includes(t) ? c.depts : c.depts.filter(hit) }))
    .filter((c) => c.depts.length > 0);
}

/** One department with its subjects; 404 when it is not a department. */
export async function departmentDetail(deptCd: string) {
  const dir = await majorDirectory();
  const dept = dir.byDept.get(deptCd);
  if (!dept) throw new HttpError(404, '학과를 찾을 수 없습니다.');
  return { ...dept, subjects: dir.subjectsByDept.get(deptCd) ?? [] };
}

export type DepartmentDetail = Awaited<ReturnType<typeof departmentDetail>>;

/** Two departments side by side. */
export async function compareDepartments(a: string, b: string) {
  if (a === b) throw new HttpError(400, '서로 다른 두 학과를 골라 주세요.', { b: '첫 번째와 다른 학과를 골라 주세요.' });
  const [left, right] = await Promise.all([departmentDetail(a), departmentDetail(b)]);
  return { a: left, b: right };
}

/** Every major subject a student may put in a designed major, with its department. */
export async function designCatalogue(): Promise<ExploreSubject[]> {
  const dir = await majorDirectory();
  return [...dir.byDept.keys()].flatMap((cd) => dir.subjectsByDept.get(cd) ?? []);
}

/** A short list of departments for selects (code and name, college order). */
export async function departmentOptions() {
  const { colleges } = await majorDirectory();
  return colleges.flatMap((c) => c.depts.map((d) => ({ deptCd: d.deptCd, deptNm: d.deptNm, colgNm: c.deptNm })));
}

export type MapStatus = 'DONE' | 'RUNNING' | 'NOT_TAKEN';

export interface MapSubject extends ExploreSubject {
  status: MapStatus;
  /** Prerequisites not passed yet (only meaningful for subjects still to take). */
  missingPrereqs: string[];
}

/**
 * The student's major map: the chosen department's subjects by year and term, each marked as
 * passed (from the transcript), being taken this term, or still to take. The department is the
 * primary major by default, or the double major / minor when the student picks it.
 */
export async function majorMap(studentId: string, deptCd?: string) {
  const [profile, rows, dir] = await Promise.all([academicProfile(studentId), loadTranscript(studentId), majorDirectory()]);
  const roles: { deptCd: string; role: string }[] = [{ deptCd: profile.deptCd, role: '주전공' }];
  if (profile.doubleDeptCd) roles.push({ deptCd: profile.doubleDeptCd, role: '복수전공' });
  if (profile.minorDeptCd) roles.push({ deptCd: profile.minorDeptCd, role: '부전공' });
  const options = roles.filter((r) => dir.byDept.has(r.deptCd)).map((r) => ({ ...r, deptNm: dir.byDept.get(r.deptCd)!.deptNm }));
  const chosen = deptCd ?? profile.deptCd;
  if (!options.some((o) => o.deptCd === chosen)) throw new HttpError(400, '내 전공(주전공·복수전공·부전공) 학과만 볼 수 있습니다.', { deptCd: '내 전공 학과를 골라 주세요.' });
  const passed = passedSubjectIds(rows);
  const running = new Set(inProgressRows(rows).flatMap((r) => (r.sbjtKeyId ? [r.sbjtKeyId] : [])));
  const list: MapSubject[] = (dir.subjectsByDept.get(chosen) ?? []).map((s) => ({
    ...s,
    status: passed.has(s.sbjtKeyId) ? 'DONE' : running.has(s.sbjtKeyId) ? 'RUNNING' : 'NOT_TAKEN',
    missingPrereqs: s.prereqs.filter((p) => !passed.has(p.sbjtKeyId)).map((p) => p.korNm),
  }));
  const cells = [1, 2, 3, 4].map((year) => ({
    year,
    terms: ['10', '20'].map((termCd) => ({ termCd, termNm: termNm(termCd), subjects: list.filter((s) => s.stdYear === year && s.stdTermCd === termCd) })),
  }));
  const count = (st: MapStatus) => list.filter((s) => s.status === st);
  return {
    student: { korNm: profile.korNm, grade: profile.grade },
    dept: { deptCd: chosen, deptNm: dir.byDept.get(chosen)!.deptNm, role: options.find((o) => o.deptCd === chosen)!.role },
    options,
    years: cells,
    totals: {
      subjects: list.length,
      credits: list.reduce((n, s) => n + s.credits, 0),
      doneSubjects: count('DONE').length,
      doneCredits: count('DONE').reduce((n, s) => n + s.credits, 0),
      runningSubjects: count('RUNNING').length,
    },
  };
}

export type MajorMap = Awaited<ReturnType<typeof majorMap>>;
