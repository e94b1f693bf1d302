// Subjects as the student pages show them: the public catalogue (cached, the same for everyone:
// subject, prerequisites, competencies, tracks, a term's sections) and a subject's detail for one
// student (prerequisite status, their attempts, which requirements it would fill).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { cached } from '../cache';
import { deptNames } from '../org/names';
import { academicProfile, nextRegularTerm, runningTerm, termLabel, type Term } from './student';
import { countedRows, loadTranscript } from './transcript';
import { termName } from './recommend/reasons';
import { transcriptFacts, type GeArea } from './recommend/facts';
import { categoryName } from '../../learning/categories';
import type { PrereqStatus, SubjectStatus } from '../../learning/subject-status';
import { requirementsFilled, type Fill } from './recommend/fills';
import { CLASS_DAY_NAMES } from '../../calendar';

const { subjects, subjectPrereqs, subjectCompetencies, competencies, offerings, users, geAreas, tracks, trackSubjects, trackApplications } = schema;

export const DAY_NAMES = CLASS_DAY_NAMES;
export type Meeting = { day: number; start: string; end: string };
export const meetingsText = (times: Meeting[]) => times.map((t) => `${DAY_NAMES[t.day] ?? t.day} ${t.start}-${t.end}`).join(', ');

export interface Section {
  offeringId: number;
  section: string;
  profNm: string | null;
  room: string | null;
  capacity: number;
  times: Meeting[];
  timesText: string;
}

export interface SubjectInfo {
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  engNm: string | null;
  credits: number;
  category: string;
  categoryNm: string;
  deptCd: string | null;
  deptNm: string | null;
  geAreaCd: string | null;
  /** '핵심교양 > 자연과 과학' for a sub-area. */
  geAreaNm: string | null;
  stdYear: number;
  stdTermCd: string;
  stdTermNm: string;
  description: string;
  prereqs: { sbjtKeyId: string; sbjtCd: string; korNm: string }[];
  competencies: { competencyCd: string; korNm: string; weight: number }[];
  tracks: { trackCd: string; korNm: string; required: boolean }[];
}

const CATALOGUE_TTL_MS = 60_000;

/** The competencies in their display order. */
export function competencyList() {
  return cached(
    'learning:competencies',
    async () => {
      const db = await getDb();
      return db.select({ competencyCd: competencies.competencyCd, korNm: competencies.korNm }).from(competencies).orderBy(asc(competencies.sortOrd));
    },
    CATALOGUE_TTL_MS,
  );
}

export function geAreaList(): Promise<(GeArea & { sortOrd: number })[]> {
  return cached(
    'learning:ge-areas',
    async () => {
      const db = await getDb();
      return db
        .select({ areaCd: geAreas.areaCd, korNm: geAreas.korNm, upAreaCd: geAreas.upAreaCd, minCredits: geAreas.minCredits, sortOrd: geAreas.sortOrd })
        .from(geAreas)
        .orderBy(asc(geAreas.sortOrd));
    },
    CATALOGUE_TTL_MS,
  );
}

/** Every section of a term, by subject. */
export function termSections(term: { year: number; termCd: string }): Promise<Map<string, Section[]>> {
  return cached(
    `learning:sections:${term.year}-${term.termCd}`,
    async () => {
      const db = await getDb();
      const rows = await db
        .select({
          sbjtKeyId: offerings.sbjtKeyId,
          offeringId: offerings.offeringId,
          section: offerings.section,
          profNm: users.korNm,
          room: offerings.room,
          capacity: offerings.capacity,
          times: offerings.times,
        })
        .from(offerings)
        .leftJoin(users, eq(users.userId, offerings.profUserId))
        .where(and(eq(offerings.year, term.year), eq(offerings.termCd, term.termCd), eq(offerings.useYn, 'Y')))
        .orderBy(asc(offerings.sbjtKeyId), asc(offerings.section));
      const bySubject = new Map<string, Section[]>();
      for (const { sbjtKeyId, ...r } of rows) {
        const list = bySubject.get(sbjtKeyId) ?? [];
        list.push({ ...r, timesText: meetingsText(r.times) });
        bySubject.set(sbjtKeyId, list);
      }
      return bySubject;
    },
    CATALOGUE_TTL_MS,
  );
}

/**
 * The whole catalogue (subjects in use, with prerequisites, competencies and tracks), keyed by id:
 * a few hundred rows, loaded in five queries and kept for a minute.
 */
function catalogue(): Promise<Map<string, SubjectInfo>> {
  return cached('learning:catalogue', loadCatalogue, CATALOGUE_TTL_MS);
}

async function loadCatalogue(): Promise<Map<string, SubjectInfo>> {
  const db = await getDb();
  const result = new Map<string, SubjectInfo>();
  const rows = await db.select().from(subjects).where(eq(subjects.useYn, 'Y')).orderBy(asc(subjects.sbjtCd));
  const [prereqs, comps, trackRows, names, areas] = await Promise.all([
    db
      .select({ sbjtKeyId: subjectPrereqs.sbjtKeyId, pre: subjects.sbjtKeyId, sbjtCd: subjects.sbjtCd, korNm: subjects.korNm })
      .from(subjectPrereqs)
      .innerJoin(subjects, eq(subjects.sbjtKeyId, subjectPrereqs.preSbjtKeyId))
      .orderBy(asc(subjects.sbjtCd)),
    db
      .select({ sbjtKeyId: subjectCompetencies.sbjtKeyId, competencyCd: subjectCompetencies.competencyCd, korNm: competencies.korNm, weight: subjectCompetencies.weight })
      .from(subjectCompetencies)
      .innerJoin(competencies, eq(competencies.competencyCd, subjectCompetencies.competencyCd))
      .orderBy(asc(competencies.sortOrd)),
    db
      .select({ sbjtKeyId: trackSubjects.sbjtKeyId, trackCd: tracks.trackCd, korNm: tracks.korNm, required: trackSubjects.required })
      .from(trackSubjects)
      .innerJoin(tracks, eq(tracks.trackCd, trackSubjects.trackCd))
      .where(eq(tracks.useYn, 'Y'))
      .orderBy(asc(tracks.sortOrd)),
    deptNames(),
    geAreaList(),
  ]);
  const areaByCd = new Map(areas.map((a) => [a.areaCd, a]));
  const areaName = (cd: string | null) => {
    const a = cd ? areaByCd.get(cd) : undefined;
    if (!a) return null;
    const up = a.upAreaCd ? areaByCd.get(a.upAreaCd) : undefined;
    return up ? `${up.korNm} > ${a.korNm}` : a.korNm;
  };
  const group = <T extends { sbjtKeyId: string }>(list: T[]) => {
    const by = new Map<string, Omit<T, 'sbjtKeyId'>[]>();
    for (const { sbjtKeyId, ...rest } of list) by.set(sbjtKeyId, [...(by.get(sbjtKeyId) ?? []), rest]);
    return by;
  };
  const prereqsBy = group(prereqs.map(({ pre, ...p }) => ({ ...p, preSbjtKeyId: pre })));
  const compsBy = group(comps);
  const tracksBy = group(trackRows);
  for (const r of rows) {
    result.set(r.sbjtKeyId, {
      sbjtKeyId: r.sbjtKeyId,
      sbjtCd: r.sbjtCd,
      korNm: r.korNm,
      engNm: r.engNm,
      credits: r.credits,
      category: r.category,
      categoryNm: categoryName(r.category),
      deptCd: r.deptCd,
      deptNm: r.deptCd ? (names.get(r.deptCd) ?? null) : null,
      geAreaCd: r.geAreaCd,
      geAreaNm: areaName(r.geAreaCd),
      stdYear: r.stdYear,
      stdTermCd: r.stdTermCd,
      stdTermNm: termName(r.stdTermCd),
      description: r.description,
      prereqs: (prereqsBy.get(r.sbjtKeyId) ?? []).map((p) => ({ sbjtKeyId: p.preSbjtKeyId, sbjtCd: p.sbjtCd, korNm: p.korNm })),
      competencies: compsBy.get(r.sbjtKeyId) ?? [],
      tracks: tracksBy.get(r.sbjtKeyId) ?? [],
    });
  }
  return result;
}

/** The public facts of one subject; null when there is no such subject in use. */
export async function subjectInfo(sbjtKeyId: string): Promise<SubjectInfo | null> {
  return (await catalogue()).get(sbjtKeyId) ?? null;
}

/** Names of every subject in use, for prerequisites. */
export async function subjectNames(): Promise<Map<string, string>> {
  return new Map([...(await catalogue()).values()].map((s) => [s.sbjtKeyId, s.korNm]));
}

/** The subjects offered in a term (at least one section), with their public facts, by code. */
export async function offeredSubjects(term: { year: number; termCd: string }): Promise<SubjectInfo[]> {
  const [all, sections] = await Promise.all([catalogue(), termSections(term)]);
  return [...all.values()].filter((s) => sections.has(s.sbjtKeyId));
}

/** The student's live track applications (APPLIED or APPROVED), by track. */
export async function liveTrackApplications(studentId: string): Promise<Map<string, 'APPLIED' | 'APPROVED'>> {
  const db = await getDb();
  const rows = await db
    .select({ trackCd: trackApplications.trackCd, status: trackApplications.status })
    .from(trackApplications)
    .where(and(eq(trackApplications.studentId, studentId), inArray(trackApplications.status, ['APPLIED', 'APPROVED'])));
  return new Map(rows.map((r) => [r.trackCd, r.status as 'APPLIED' | 'APPROVED']));
}

export type { PrereqStatus };
export const PREREQ_STATUS_NAMES: Record<PrereqStatus, string> = { PASSED: '이수 완료', IN_PROGRESS: '이번 학기 수강 중', MISSING: '미이수' };

export interface TermSections {
  year: number;
  termCd: string;
  label: string;
  sections: Section[];
}

export interface SubjectDetail extends SubjectInfo {
  running: TermSections;
  next: TermSections;
  student: {
    /** PASSED 이수, IN_PROGRESS 수강 중, FAILED 미이수(F/NP: 재수강 대상), NONE 수강한 적 없음 */
    status: SubjectStatus;
    statusNm: string;
    attempts: { year: number; termCd: string; termLabel: string; grade: string | null }[];
    prereqs: { sbjtKeyId: string; sbjtCd: string; korNm: string; status: PrereqStatus; statusNm: string }[];
    /** Every prerequisite passed (a subject being taken now does not count yet). */
    prereqsMet: boolean;
    fills: Fill[];
  };
}

const STATUS_NAMES = { PASSED: '이수 완료', IN_PROGRESS: '이번 학기 수강 중', FAILED: '재수강 대상(미이수)', NONE: '수강 전' } as const;

/** A subject's page for a student; null when the subject does not exist. */
export async function subjectDetail(studentId: string, sbjtKeyId: string): Promise<SubjectDetail | null> {
  const info = await subjectInfo(sbjtKeyId);
  if (!info) return null;
  const [profile, running, next, rows, areas, live, names] = await Promise.all([
    academicProfile(studentId),
    runningTerm(),
    nextRegularTerm(),
    loadTranscript(studentId),
    geAreaList(),
    liveTrackApplications(studentId),
    deptNames(),
  ]);
  const [runningSections, nextSections] = await Promise.all([termSections(running), termSections(next)]);
  const facts = transcriptFacts(countedRows(rows), rows.filter((r) => r.grade === null));
  const status = facts.passed.has(sbjtKeyId) ? 'PASSED' : facts.inProgress.has(sbjtKeyId) ? 'IN_PROGRESS' : facts.failed.has(sbjtKeyId) ? 'FAILED' : 'NONE';
  const prereqs = info.prereqs.map((p) => {
    const s: PrereqStatus = facts.passed.has(p.sbjtKeyId) ? 'PASSED' : facts.inProgress.has(p.sbjtKeyId) ? 'IN_PROGRESS' : 'MISSING';
    return { ...p, status: s, statusNm: PREREQ_STATUS_NAMES[s] };
  });
  const termOf = (t: Term, sections: Map<string, Section[]>): TermSections => ({ year: t.year, termCd: t.termCd, label: termLabel(t), sections: sections.get(sbjtKeyId) ?? [] });
  return {
    ...info,
    running: termOf(running, runningSections),
    next: termOf(next, nextSections),
    student: {
      status,
      statusNm: STATUS_NAMES[status],
      attempts: rows
        .filter((r) => r.sbjtKeyId === sbjtKeyId)
        .map((r) => ({ year: r.year, termCd: r.termCd, termLabel: `${r.year}학년도 ${termName(r.termCd)}`, grade: r.grade })),
      prereqs,
      prereqsMet: prereqs.every((p) => p.status === 'PASSED'),
      fills: requirementsFilled(
        info,
        {
          deptCd: profile.deptCd,
          deptNm: names.get(profile.deptCd) ?? profile.deptCd,
          doubleDeptCd: profile.doubleDeptCd,
          doubleDeptNm: profile.doubleDeptCd ? (names.get(profile.doubleDeptCd) ?? profile.doubleDeptCd) : null,
          minorDeptCd: profile.minorDeptCd,
          minorDeptNm: profile.minorDeptCd ? (names.get(profile.minorDeptCd) ?? profile.minorDeptCd) : null,
        },
        { areas, credits: facts.geCredits },
        live,
      ),
    },
  };
}
