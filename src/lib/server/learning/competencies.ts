// The university's core competencies, the subjects that build each one (with their weight) and the
// extra-curricular programmes. The same for every student and changed by staff a few times a year,
// so it is read once and kept in memory for a while (the pages then do no database work of their own).
import { asc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { cached } from '../cache';
import { deptNames } from '../org/names';
import { subjectCore } from './subject-columns';

const { competencies, subjects, subjectCompetencies, competencyPrograms } = schema;

/** Kept longer than the default: the model changes only through the staff pages, which invalidate it. */
const MODEL_TTL_MS = 5 * 60_000;
export const COMPETENCY_CACHE_PREFIX = 'learning:competency:';

export interface Competency {
  competencyCd: string;
  korNm: string;
  engNm: string;
  summary: string;
  description: string;
  elements: string[];
  sortOrd: number;
}

export interface CompetencySubject {
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  credits: number;
  category: string;
  deptCd: string | null;
  /** The owning department, or the liberal-arts college for general education. */
  deptNm: string;
  geAreaCd: string | null;
  stdYear: number;
  stdTermCd: string;
  /** How strongly (1-3) the subject builds the competency. */
  weight: number;
}

export interface CompetencyProgram {
  programId: number;
  competencyCd: string;
  title: string;
  deptNm: string | null;
  description: string;
  points: number;
}

/** The six competencies in display order. */
export function competencyModel(): Promise<Competency[]> {
  return cached(
    `${COMPETENCY_CACHE_PREFIX}model`,
    async () => {
      const db = await getDb();
      const rows = await db.select().from(competencies).orderBy(asc(competencies.sortOrd), asc(competencies.competencyCd));
      return rows.map((r) => ({ ...r, elements: Array.isArray(r.elements) ? r.elements : [] }));
    },
    MODEL_TTL_MS,
  );
}

export async function competencyByCd(competencyCd: string): Promise<Competency | undefined> {
  return (await competencyModel()).find((c) => c.competencyCd === competencyCd);
}

/** Every subject in use that builds a competency, strongest first, per competency code. */
export function competencySubjects(): Promise<Map<string, CompetencySubject[]>> {
  return cached(
    `${COMPETENCY_CACHE_PREFIX}subjects`,
    async () => {
      const db = await getDb();
      const [rows, names] = await Promise.all([
        db
          .select({
            competencyCd: subjectCompetencies.competencyCd,
            weight: subjectCompetencies.weight,
            ...subjectCore,
            geAreaCd: subjects.geAreaCd,
            stdYear: subjects.stdYear,
            stdTermCd: subjects.stdTermCd,
          })
          .from(subjectCompetencies)
          .innerJoin(subjects, eq(subjects.sbjtKeyId, subjectCompetencies.sbjtKeyId))
          .where(eq(subjects.useYn, 'Y')),
        deptNames(),
      ]);
      const out = new Map<string, CompetencySubject[]>();
      for (const { competencyCd, ...r } of rows) {
        const list = out.get(competencyCd) ?? [];
        list.push({ ...r, deptNm: (r.deptCd && names.get(r.deptCd)) || (r.geAreaCd ? '호크마교양대학' : '-') });
        out.set(competencyCd, list);
      }
      for (const list of out.values()) list.sort((a, b) => b.weight - a.weight || a.stdYear - b.stdYear || a.sbjtCd.localeCompare(b.sbjtCd));
      return out;
    },
    MODEL_TTL_MS,
  );
}

/** Programmes in use per competency code. */
export function programsByCompetency(): Promise<Map<string, CompetencyProgram[]>> {
  return cached(
    `${COMPETENCY_CACHE_PREFIX}programs`,
    async () => {
      const db = await getDb();
      const [rows, names] = await Promise.all([
        db.select().from(competencyPrograms).where(eq(competencyPrograms.useYn, 'Y')).orderBy(asc(competencyPrograms.programId)),
        deptNames(),
      ]);
      const out = new Map<string, CompetencyProgram[]>();
      for (const r of rows) {
        const list = out.get(r.competencyCd) ?? [];
        list.push({ programId: r.programId, competencyCd: r.competencyCd, title: r.title, deptNm: r.deptCd ? (names.get(r.deptCd) ?? null) : null, description: r.description, points: r.points });
        out.set(r.competencyCd, list);
      }
      return out;
    },
    MODEL_TTL_MS,
  );
}

export interface CurriculumFilter {
  deptCd?: string;
  category?: string;
}

/** The subjects of one competency narrowed by department and category (from the cached list). */
export async function curriculumOf(competencyCd: string, filter: CurriculumFilter = {}) {
  const [bySubject, byProgram] = await Promise.all([competencySubjects(), programsByCompetency()]);
  const all = bySubject.get(competencyCd) ?? [];
  const subjectsOut = all.filter((s) => (!filter.deptCd || s.deptCd === filter.deptCd) && (!filter.category || s.category === filter.category));
  // The department choices are the departments that own a subject of this competency.
  const depts = [...new Map(all.filter((s) => s.deptCd).map((s) => [s.deptCd!, s.deptNm])).entries()].map(([deptCd, deptNm]) => ({ deptCd, deptNm })).sort((a, b) => a.deptNm.localeCompare(b.deptNm, 'ko'));
  return { subjects: subjectsOut, total: all.length, programs: byProgram.get(competencyCd) ?? [], depts };
}
