// The competency certificate for one student: the requirements of every level (the same for all,
// cached) against the student's passed subjects, diagnoses taken and completed programmes.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { cached } from '../cache';
import { COMPETENCY_CACHE_PREFIX, competencyModel } from './competencies';
import { countedRows, loadTranscript } from './transcript';
import { isPassed } from '../../learning/grades';
import { evaluateCertificate, pointsByCompetency, type CertificateFacts, type CertificateProgress, type Requirement } from '../../learning/hcerti';

const { hcertiRequirements, subjectCompetencies, competencyDiagnoses, programCompletions, competencyPrograms } = schema;

export function certificateRequirements(): Promise<Requirement[]> {
  return cached(`${COMPETENCY_CACHE_PREFIX}hcerti`, async () => {
    const db = await getDb();
    return db.select().from(hcertiRequirements).orderBy(asc(hcertiRequirements.sortOrd), asc(hcertiRequirements.reqId));
  });
}

export interface PassedContribution {
  sbjtKeyId: string;
  korNm: string;
  credits: number;
}

/** The student's record as the certificate counts it. */
export async function certificateFacts(studentId: string): Promise<CertificateFacts & { passedCnt: number; programCnt: number }> {
  const db = await getDb();
  const transcript = await loadTranscript(studentId);
  const passed = countedRows(transcript).filter((r) => r.sbjtKeyId && isPassed(r.grade)).map((r) => ({ sbjtKeyId: r.sbjtKeyId!, credits: r.credits }));
  const [links, [diag], programs] = await Promise.all([
    passed.length ? db.select().from(subjectCompetencies).where(inArray(subjectCompetencies.sbjtKeyId, passed.map((p) => p.sbjtKeyId))) : Promise.resolve([]),
    db.select({ n: sql<number>`count(*)::int` }).from(competencyDiagnoses).where(eq(competencyDiagnoses.studentId, studentId)),
    db
      .select({ points: competencyPrograms.points })
      .from(programCompletions)
      .innerJoin(competencyPrograms, eq(competencyPrograms.programId, programCompletions.programId))
      .where(eq(programCompletions.studentId, studentId)),
  ]);
  return {
    competencyPoints: pointsByCompetency(passed, links),
    diagnoses: Number(diag?.n ?? 0),
    programPoints: programs.reduce((s, p) => s + p.points, 0),
    passedCnt: passed.length,
    programCnt: programs.length,
  };
}

export interface CertificateView extends CertificateProgress {
  facts: CertificateFacts & { passedCnt: number; programCnt: number };
  competencies: { competencyCd: string; korNm: string }[];
}

export async function certificateState(studentId: string): Promise<CertificateView> {
  const [requirements, facts, model] = await Promise.all([certificateRequirements(), certificateFacts(studentId), competencyModel()]);
  return { ...evaluateCertificate(requirements, facts), facts, competencies: model.map((c) => ({ competencyCd: c.competencyCd, korNm: c.korNm })) };
}
