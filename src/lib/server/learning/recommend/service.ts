// Loads what the recommendation rules need for one student and hands it to the pure scorer.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '../../db';
import { deptNames } from '../../org/names';
import { academicProfile, nextRegularTerm, runningTerm, termLabel } from '../student';
import { countedRows, loadTranscript } from '../transcript';
import { competencyList, geAreaList, liveTrackApplications, offeredSubjects, subjectNames, termSections, type Section } from '../subjects';
import { gradeInTerm, recommend, type Recommendation, type RecommendationResult, type RecTrack } from './reasons';
import { transcriptFacts } from './facts';

const { competencyDiagnoses, trackSubjects, tracks } = schema;

export interface RecommendationView extends Omit<RecommendationResult, 'recommended' | 'needsPrereq'> {
  termLabel: string;
  recommended: (Recommendation & { sections: Section[] })[];
  needsPrereq: (Recommendation & { sections: Section[] })[];
  /** The tracks the student applied to or was approved for. */
  tracks: { trackCd: string; korNm: string; status: 'APPLIED' | 'APPROVED' }[];
  departments: { role: string; deptNm: string }[];
}

/** The tracks the student applied to or was approved for, with their subjects. */
async function studentTracks(studentId: string): Promise<RecTrack[]> {
  const live = await liveTrackApplications(studentId);
  if (!live.size) return [];
  const db = await getDb();
  const rows = await db
    .select({ trackCd: tracks.trackCd, korNm: tracks.korNm, sbjtKeyId: trackSubjects.sbjtKeyId, required: trackSubjects.required })
    .from(tracks)
    .leftJoin(trackSubjects, eq(trackSubjects.trackCd, tracks.trackCd))
    .where(inArray(tracks.trackCd, [...live.keys()]))
    .orderBy(asc(tracks.sortOrd));
  return [...live].map(([trackCd, status]) => {
    const own = rows.filter((r) => r.trackCd === trackCd);
    return {
      trackCd,
      korNm: own[0]?.korNm ?? trackCd,
      status,
      subjects: own.flatMap((r) => (r.sbjtKeyId ? [{ sbjtKeyId: r.sbjtKeyId, required: !!r.required }] : [])),
    };
  });
}

async function latestDiagnosis(studentId: string) {
  const db = await getDb();
  const [d] = await db
    .select({ year: competencyDiagnoses.year, termCd: competencyDiagnoses.termCd, scores: competencyDiagnoses.scores })
    .from(competencyDiagnoses)
    .where(eq(competencyDiagnoses.studentId, studentId))
    .orderBy(desc(competencyDiagnoses.year), desc(competencyDiagnoses.termCd))
    .limit(1);
  return d ?? null;
}

/** The next regular term's recommendations for a student, with each subject's sections. */
export async function recommendationsFor(studentId: string): Promise<RecommendationView> {
  const profile = await academicProfile(studentId);
  const [running, next, rows, recTracks, diagnosis, comps, areas, names, depts] = await Promise.all([
    runningTerm(),
    nextRegularTerm(),
    loadTranscript(studentId),
    studentTracks(studentId),
    latestDiagnosis(studentId),
    competencyList(),
    geAreaList(),
    subjectNames(),
    deptNames(),
  ]);
  const [offered, sections] = await Promise.all([offeredSubjects(next), termSections(next)]);
  const deptNm = (cd: string | null) => (cd ? (depts.get(cd) ?? cd) : null);
  const result = recommend({
    student: {
      deptCd: profile.deptCd,
      deptNm: deptNm(profile.deptCd)!,
      doubleDeptCd: profile.doubleDeptCd,
      doubleDeptNm: deptNm(profile.doubleDeptCd),
      minorDeptCd: profile.minorDeptCd,
      minorDeptNm: deptNm(profile.minorDeptCd),
      grade: gradeInTerm(profile.grade, running, next),
    },
    term: { year: next.year, termCd: next.termCd },
    offered: offered.map((s) => ({ ...s, prereqIds: s.prereqs.map((p) => p.sbjtKeyId) })),
    subjectNames: names,
    facts: transcriptFacts(countedRows(rows), rows.filter((r) => r.grade === null)),
    tracks: recTracks,
    diagnosis,
    competencies: comps,
    geAreas: areas,
  });
  const withSections = (r: Recommendation) => ({ ...r, sections: sections.get(r.sbjtKeyId) ?? [] });
  return {
    ...result,
    termLabel: termLabel(next),
    recommended: result.recommended.map(withSections),
    needsPrereq: result.needsPrereq.map(withSections),
    tracks: recTracks.map(({ trackCd, korNm, status }) => ({ trackCd, korNm, status })),
    departments: [
      { role: '주전공', deptNm: deptNm(profile.deptCd)! },
      ...(profile.doubleDeptCd ? [{ role: '복수전공', deptNm: deptNm(profile.doubleDeptCd)! }] : []),
      ...(profile.minorDeptCd ? [{ role: '부전공', deptNm: deptNm(profile.minorDeptCd)! }] : []),
    ],
  };
}
