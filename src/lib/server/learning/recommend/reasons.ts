// Subject recommendations for the next regular term: pure scoring and the reasons shown to the
// student. Everything this module needs is handed in (see service.ts for the loading), so every rule
// can be unit-tested without a database; the facts taken from the student's record are facts.ts.
import { termNm } from '../../../calendar';
import * as z from 'zod/mini';
import { categoryName } from '../../../learning/categories';
import type { SubjectInfo } from '../../../learning/grad-types';
import { geAreaStatus, weakestCompetencies, type Diagnosis, type GeArea, type TranscriptFacts, type WeakCompetency } from './facts';
import type { FillStudent } from './fills';

/** The groups of the recommendation page, in the order they are shown. */
export const REC_KINDS = {
  MAJOR: '전공',
  SECOND: '복수전공/부전공',
  TRACK: '트랙',
  COMPETENCY: '역량',
  GE: '교양',
} as const;
export type RecKind = keyof typeof REC_KINDS;
export const REC_KIND_CODES = Object.keys(REC_KINDS) as RecKind[];

export type ReasonCode =
  | 'MAJOR'
  | 'SECOND'
  | 'RETAKE'
  | 'PREREQ_MET'
  | 'PREREQ_IN_PROGRESS'
  | 'PREREQ_MISSING'
  | 'TRACK_REQUIRED'
  | 'TRACK_OPTIONAL'
  | 'COMPETENCY'
  | 'GE_REQ'
  | 'GE_AREA';

export interface Reason {
  code: ReasonCode;
  text: string;
  /** What the reason adds to the score (0 for information only). */
  points: number;
}

/** Points of each reason; kept together so the page can explain the weighting. */
export const POINTS = {
  majorReq: 50,
  majorElec: 30,
  secondReq: 40,
  secondElec: 20,
  /** Year of study fits the subject's usual year. */
  yearFit: 20,
  /** The subject belongs to an earlier year: catching up matters. */
  yearBehind: 25,
  /** Each year the subject is ahead of the student. */
  yearAheadPerYear: -10,
  retake: 30,
  prereqMet: 5,
  trackRequired: 25,
  trackOptional: 12,
  /** Times the weight (2-3) of the weakest competency. */
  competencyPerWeight: 10,
  geReq: 40,
  geArea: 25,
} as const;

/** Subjects that build a competency with at least this weight count for the competency reason. */
export const MIN_COMPETENCY_WEIGHT = 2;

/** A subject as the graduation engine knows it, with what recommendations weigh besides. */
export interface RecSubject extends SubjectInfo {
  stdYear: number;
  stdTermCd: string;
  prereqIds: string[];
  competencies: { competencyCd: string; weight: number }[];
}

export interface RecTrack {
  trackCd: string;
  korNm: string;
  /** The student's live application: APPLIED or APPROVED. */
  status: 'APPLIED' | 'APPROVED';
  subjects: { sbjtKeyId: string; required: boolean }[];
}

export interface RecStudent extends FillStudent {
  /** Year of study in the target term (1-4). */
  grade: number;
}

export interface RecInput {
  student: RecStudent;
  /** The term recommended for. */
  term: { year: number; termCd: string };
  /** Subjects offered in that term. */
  offered: RecSubject[];
  /** Names of every subject a prerequisite may point to. */
  subjectNames: Map<string, string>;
  facts: TranscriptFacts;
  tracks: RecTrack[];
  diagnosis: Diagnosis | null;
  competencies: { competencyCd: string; korNm: string }[];
  geAreas: GeArea[];
}

export interface Recommendation {
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  credits: number;
  category: string;
  categoryNm: string;
  stdYear: number;
  stdTermCd: string;
  kind: RecKind;
  kindNm: string;
  score: number;
  reasons: Reason[];
  /** Prerequisites not passed yet; non-empty means the subject is in the 선수과목 필요 group. */
  missingPrereqs: { sbjtKeyId: string; korNm: string }[];
  retake: boolean;
}

export interface RecommendationResult {
  term: { year: number; termCd: string };
  grade: number;
  /** Subjects the student can take, best first. */
  recommended: Recommendation[];
  /** Subjects that would be recommended once their prerequisites are passed. */
  needsPrereq: Recommendation[];
  weakest: WeakCompetency[];
  /** The diagnosis used, or null (then the page asks the student to take one). */
  diagnosis: Diagnosis | null;
}

export const termName = termNm;
const isMajor = (category: string) => category === 'MAJOR_REQ' || category === 'MAJOR_ELEC';
const isGe = (category: string) => category === 'GE_REQ' || category === 'GE_ELEC';
const names = (ids: string[], all: Map<string, string>) => ids.map((id) => all.get(id) ?? id).join(', ');

/** The reason of a major subject's year: fits, behind (catch up) or ahead. */
function yearReason(code: 'MAJOR' | 'SECOND', prefix: string, s: RecSubject, grade: number, base: number): Reason {
  const when = `${s.stdYear}학년 ${termName(s.stdTermCd)} 권장 과목`;
  if (s.stdYear === grade) return { code, text: `${prefix} · ${when}`, points: base + POINTS.yearFit };
  if (s.stdYear < grade) return { code, text: `${prefix} · ${when}(아직 미이수)`, points: base + POINTS.yearBehind };
  return { code, text: `${prefix} · ${when}(선행 학습)`, points: base + POINTS.yearAheadPerYear * (s.stdYear - grade) };
}

/** Scores every offered subject and keeps those with a reason to take it. */
export function recommend(input: RecInput): RecommendationResult {
  const { student, facts } = input;
  const weakest = weakestCompetencies(input.diagnosis, input.competencies);
  const recommended: Recommendation[] = [];
  const needsPrereq: Recommendation[] = [];

  for (const s of input.offered) {
    // Passed subjects are never recommended; nor those being taken right now.
    if (facts.passed.has(s.sbjtKeyId) || facts.inProgress.has(s.sbjtKeyId)) continue;
    const reasons: Reason[] = [];
    const kinds = new Set<RecKind>();

    if (isMajor(s.category) && s.deptCd) {
      const categoryNm = categoryName(s.category);
      if (s.deptCd === student.deptCd) {
        reasons.push(yearReason('MAJOR', categoryNm, s, student.grade, s.category === 'MAJOR_REQ' ? POINTS.majorReq : POINTS.majorElec));
        kinds.add('MAJOR');
      } else if (s.deptCd === student.doubleDeptCd || s.deptCd === student.minorDeptCd) {
        const role = s.deptCd === student.doubleDeptCd ? `복수전공(${student.doubleDeptNm ?? s.deptCd})` : `부전공(${student.minorDeptNm ?? s.deptCd})`;
        reasons.push(yearReason('SECOND', `${role} ${categoryNm}`, s, student.grade, s.category === 'MAJOR_REQ' ? POINTS.secondReq : POINTS.secondElec));
        kinds.add('SECOND');
      }
    }

    for (const t of input.tracks) {
      const ts = t.subjects.find((x) => x.sbjtKeyId === s.sbjtKeyId);
      if (!ts) continue;
      const which = t.status === 'APPROVED' ? '승인된' : '신청한';
      reasons.push(
        ts.required
          ? { code: 'TRACK_REQUIRED', text: `${which} 트랙「${t.korNm}」 필수 과목`, points: POINTS.trackRequired }
          : { code: 'TRACK_OPTIONAL', text: `${which} 트랙「${t.korNm}」 선택 과목`, points: POINTS.trackOptional },
      );
      kinds.add('TRACK');
    }

    if (isGe(s.category)) {
      if (s.category === 'GE_REQ') {
        reasons.push({ code: 'GE_REQ', text: '교양필수 미이수', points: POINTS.geReq });
        kinds.add('GE');
      }
      const area = geAreaStatus(s.geAreaCd, input.geAreas, facts.geCredits);
      if (area && !area.complete) {
        reasons.push({ code: 'GE_AREA', text: `교양 영역「${area.korNm}」 미이수(${area.earned}/${area.minCredits}학점)`, points: POINTS.geArea });
        kinds.add('GE');
      }
    }

    // Another department's major subject is no pick for a competency alone (it belongs to a
    // curriculum the student does not follow); with another tie it still earns the reason.
    const otherMajor = isMajor(s.category) && !kinds.size;
    for (const w of otherMajor ? [] : weakest) {
      const sc = s.competencies.find((c) => c.competencyCd === w.competencyCd);
      if (!sc || sc.weight < MIN_COMPETENCY_WEIGHT) continue;
      reasons.push({ code: 'COMPETENCY', text: `가장 낮은 역량「${w.korNm}」(${w.score}점)을 기르는 과목`, points: POINTS.competencyPerWeight * sc.weight });
      kinds.add('COMPETENCY');
    }

    // Nothing ties the subject to this student: another department's subject, a finished GE area.
    if (!kinds.size) continue;

    const failed = facts.failed.get(s.sbjtKeyId);
    if (failed) reasons.unshift({ code: 'RETAKE', text: `재수강 권장: ${failed.year}학년도 ${termName(failed.termCd)} ${failed.grade}`, points: POINTS.retake });

    const missing = s.prereqIds.filter((id) => !facts.passed.has(id) && !facts.inProgress.has(id));
    const running = s.prereqIds.filter((id) => facts.inProgress.has(id));
    const met = s.prereqIds.filter((id) => facts.passed.has(id));
    if (met.length) reasons.push({ code: 'PREREQ_MET', text: `선수과목 ${names(met, input.subjectNames)} 이수 완료`, points: POINTS.prereqMet });
    if (running.length) reasons.push({ code: 'PREREQ_IN_PROGRESS', text: `선수과목 ${names(running, input.subjectNames)} 이번 학기 수강 중(통과해야 수강 가능)`, points: 0 });
    if (missing.length) reasons.push({ code: 'PREREQ_MISSING', text: `선수과목 ${names(missing, input.subjectNames)} 미이수`, points: 0 });

    // The group is the strongest tie: own major, second major, track, general education, competency.
    const kind = (['MAJOR', 'SECOND', 'TRACK', 'GE', 'COMPETENCY'] as RecKind[]).find((k) => kinds.has(k))!;
    const rec: Recommendation = {
      sbjtKeyId: s.sbjtKeyId,
      sbjtCd: s.sbjtCd,
      korNm: s.korNm,
      credits: s.credits,
      category: s.category,
      categoryNm: categoryName(s.category),
      stdYear: s.stdYear,
      stdTermCd: s.stdTermCd,
      kind,
      kindNm: REC_KINDS[kind],
      score: reasons.reduce((sum, r) => sum + r.points, 0),
      reasons,
      missingPrereqs: missing.map((id) => ({ sbjtKeyId: id, korNm: input.subjectNames.get(id) ?? id })),
      retake: !!failed,
    };
    (missing.length ? needsPrereq : recommended).push(rec);
  }

  const order = (a: Recommendation, b: Recommendation) => b.score - a.score || a.sbjtCd.localeCompare(b.sbjtCd);
  return {
    term: input.term,
    grade: student.grade,
    recommended: recommended.sort(order),
    needsPrereq: needsPrereq.sort(order),
    weakest,
    diagnosis: input.diagnosis,
  };
}

/** The year of study in a later term: it advances with the academic year, never above 4. */
export function gradeInTerm(gradeNow: number, running: { year: number }, target: { year: number }): number {
  return Math.min(4, Math.max(1, gradeNow + Math.max(0, target.year - running.year)));
}

/** A subject id as it appears in a URL (SBJ00001); anything else is refused before any query. */
export const SbjtKeyId = z.string({ error: '교과목 번호가 필요합니다.' }).check(z.regex(/^[A-Za-z0-9_-]{1,20}$/, '교과목 번호 형식이 올바르지 않습니다.'));
