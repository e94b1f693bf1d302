// What the recommendation rules read from a student's record, worked out without a database: the
// transcript facts (passed, failed, in progress, general-education credits), the general-education
// area a subject works toward, and the weakest competencies of a diagnosis.
import { isPassed } from '../../../learning/grades';

/** A transcript row as far as recommendations care (countedRows output plus the running term's rows). */
export interface RecTranscriptRow {
  year: number;
  termCd: string;
  kind: 'COURSE' | 'TRANSFER';
  sbjtKeyId: string | null;
  geAreaCd: string | null;
  credits: number;
  grade: string | null;
}

export interface TranscriptFacts {
  passed: Set<string>;
  /** Subjects whose counted (latest) attempt was failed: recommended again as 재수강. */
  failed: Map<string, { year: number; termCd: string; grade: string }>;
  /** Subjects taken in the running term (no grade yet). */
  inProgress: Set<string>;
  /** Passed general-education credits per area code (the subject's own area). */
  geCredits: Map<string, number>;
}

/**
 * Facts from the counted transcript rows (one row per subject, the latest attempt: countedRows) and
 * the running term's rows (grade null).
 */
export function transcriptFacts(counted: RecTranscriptRow[], running: RecTranscriptRow[]): TranscriptFacts {
  const facts: TranscriptFacts = { passed: new Set(), failed: new Map(), inProgress: new Set(), geCredits: new Map() };
  for (const r of counted) {
    if (r.kind !== 'COURSE' || !r.sbjtKeyId || r.grade === null) continue;
    if (isPassed(r.grade)) {
      facts.passed.add(r.sbjtKeyId);
      if (r.geAreaCd) facts.geCredits.set(r.geAreaCd, (facts.geCredits.get(r.geAreaCd) ?? 0) + r.credits);
    } else {
      facts.failed.set(r.sbjtKeyId, { year: r.year, termCd: r.termCd, grade: r.grade });
    }
  }
  for (const r of running) if (r.grade === null && r.sbjtKeyId) facts.inProgress.add(r.sbjtKeyId);
  return facts;
}

export interface GeArea {
  areaCd: string;
  korNm: string;
  upAreaCd: string | null;
  minCredits: number;
}

export interface GeAreaStatus {
  areaCd: string;
  korNm: string;
  minCredits: number;
  earned: number;
  complete: boolean;
}

/**
 * The area whose requirement a general-education subject works toward: its own area when that has a
 * minimum, else the nearest parent with one; null when no area above it asks for credits.
 */
export function geAreaStatus(areaCd: string | null, areas: GeArea[], geCredits: Map<string, number>): GeAreaStatus | null {
  const byCd = new Map(areas.map((a) => [a.areaCd, a]));
  let area = areaCd ? byCd.get(areaCd) : undefined;
  while (area && area.minCredits <= 0) area = area.upAreaCd ? byCd.get(area.upAreaCd) : undefined;
  if (!area) return null;
  // Credits of the area itself and of every area below it.
  const within = (cd: string): boolean => {
    for (let a = byCd.get(cd); a; a = a.upAreaCd ? byCd.get(a.upAreaCd) : undefined) if (a.areaCd === area!.areaCd) return true;
    return false;
  };
  let earned = 0;
  for (const [cd, credits] of geCredits) if (within(cd)) earned += credits;
  return { areaCd: area.areaCd, korNm: area.korNm, minCredits: area.minCredits, earned, complete: earned >= area.minCredits };
}

export interface Diagnosis {
  year: number;
  termCd: string;
  scores: Record<string, number>;
}

export interface WeakCompetency {
  competencyCd: string;
  korNm: string;
  score: number;
}

/**
 * The weakest competencies of a diagnosis: every competency with the lowest score (a tie keeps all
 * of them, in the order of `competencies`). Competencies the diagnosis has no score for are ignored.
 */
export function weakestCompetencies(diagnosis: Diagnosis | null, competencies: { competencyCd: string; korNm: string }[]): WeakCompetency[] {
  if (!diagnosis) return [];
  const scored = competencies
    .filter((c) => typeof diagnosis.scores[c.competencyCd] === 'number')
    .map((c) => ({ competencyCd: c.competencyCd, korNm: c.korNm, score: diagnosis.scores[c.competencyCd] }));
  if (!scored.length) return [];
  const lowest = Math.min(...scored.map((c) => c.score));
  return scored.filter((c) => c.score === lowest);
}
