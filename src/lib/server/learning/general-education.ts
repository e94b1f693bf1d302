// The liberal-arts college's general-education curriculum (the same for everyone: cached) and a
// student's completion of each area, computed from the transcript.
import { and, asc, eq, isNotNull, inArray } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { cached } from '../cache';
import { countedRows, loadTranscript } from './transcript';
import { isPassed } from '../../learning/grades';
import { areaCompletion, type AreaCompletion } from '../../learning/general-education';
import { termText } from '../../learning/diagnosis';
import { runningTerm, nextRegularTerm } from './student';

const { geAreas, subjects, offerings } = schema;

export interface GeSubject {
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  credits: number;
  category: string;
  stdYear: number;
  stdTermCd: string;
  description: string;
  /** Terms with a section of it, among the running and the next term ("2026학년도 2학기"). */
  offeredTerms: string[];
}

export interface GeArea {
  areaCd: string;
  korNm: string;
  upAreaCd: string | null;
  description: string;
  minCredits: number;
  subjects: GeSubject[];
}

export interface GeTopArea extends GeArea {
  subAreas: GeArea[];
  /** The top area's requirement: its own minimum, or the sum of its sub-areas'. */
  requiredCredits: number;
}

export interface GeCurriculum {
  areas: GeTopArea[];
  /** The flat list of area definitions for the completion computation. */
  defs: { areaCd: string; korNm: string; upAreaCd: string | null; minCredits: number }[];
  /** The terms whose offerings are shown. */
  terms: string[];
}

export function geCurriculum(): Promise<GeCurriculum> {
  return cached('learning:ge:curriculum', async () => {
    const db = await getDb();
    const [running, next] = await Promise.all([runningTerm(), nextRegularTerm()]);
    const terms = [running, next];
    const [areaRows, subjectRows, offeringRows] = await Promise.all([
      db.select().from(geAreas).orderBy(asc(geAreas.sortOrd), asc(geAreas.areaCd)),
      db
        .select()
        .from(subjects)
        .where(and(isNotNull(subjects.geAreaCd), eq(subjects.useYn, 'Y')))
        .orderBy(asc(subjects.stdYear), asc(subjects.stdTermCd), asc(subjects.sbjtCd)),
      db
        .selectDistinct({ sbjtKeyId: offerings.sbjtKeyId, year: offerings.year, termCd: offerings.termCd })
        .from(offerings)
        .innerJoin(subjects, eq(subjects.sbjtKeyId, offerings.sbjtKeyId))
        .where(and(isNotNull(subjects.geAreaCd), eq(offerings.useYn, 'Y'), inArray(offerings.year, [...new Set(terms.map((t) => t.year))]))),
    ]);
    const offered = new Map<string, string[]>();
    for (const t of terms)
      for (const o of offeringRows)
        if (o.year === t.year && o.termCd === t.termCd) offered.set(o.sbjtKeyId, [...(offered.get(o.sbjtKeyId) ?? []), termText(t)]);
    const toArea = (a: (typeof areaRows)[number]): GeArea => ({
      areaCd: a.areaCd,
      korNm: a.korNm,
      upAreaCd: a.upAreaCd,
      description: a.description,
      minCredits: a.minCredits,
      subjects: subjectRows
        .filter((s) => s.geAreaCd === a.areaCd)
        .map((s) => ({ sbjtKeyId: s.sbjtKeyId, sbjtCd: s.sbjtCd, korNm: s.korNm, credits: s.credits, category: s.category, stdYear: s.stdYear, stdTermCd: s.stdTermCd, description: s.description, offeredTerms: offered.get(s.sbjtKeyId) ?? [] })),
    });
    const areas = areaRows
      .filter((a) => !a.upAreaCd)
      .map((top) => {
        const subAreas = areaRows.filter((a) => a.upAreaCd === top.areaCd).map(toArea);
        return { ...toArea(top), subAreas, requiredCredits: top.minCredits > 0 ? top.minCredits : subAreas.reduce((s, a) => s + a.minCredits, 0) };
      });
    return {
      areas,
      defs: areaRows.map((a) => ({ areaCd: a.areaCd, korNm: a.korNm, upAreaCd: a.upAreaCd, minCredits: a.minCredits })),
      terms: terms.map(termText),
    };
  });
}

export interface GeCompletion {
  areas: AreaCompletion[];
  /** General-education subjects the student has passed (to mark them in the curriculum). */
  passedSbjtKeyIds: string[];
  /** Subjects being taken this term. */
  inProgressSbjtKeyIds: string[];
  totalEarned: number;
  totalRequired: number;
}

/** The student's credits per area: counted rows (the latest attempt of a retake), P counts, F and NP do not. */
export async function geCompletion(studentId: string): Promise<GeCompletion> {
  const [curriculum, transcript] = await Promise.all([geCurriculum(), loadTranscript(studentId)]);
  const passed = countedRows(transcript).filter((r) => r.geAreaCd && isPassed(r.grade));
  const completion = areaCompletion(curriculum.defs, passed);
  const tops = curriculum.defs.filter((d) => !d.upAreaCd).map((d) => completion.get(d.areaCd)!);
  return {
    areas: curriculum.defs.map((d) => completion.get(d.areaCd)!),
    passedSbjtKeyIds: passed.map((r) => r.sbjtKeyId!).filter(Boolean),
    inProgressSbjtKeyIds: transcript.filter((r) => r.grade === null && r.geAreaCd && r.sbjtKeyId).map((r) => r.sbjtKeyId!),
    totalEarned: tops.reduce((s, c) => s + c.earned, 0),
    totalRequired: tops.reduce((s, c) => s + c.required, 0),
  };
}
