// A student's transcript, read from enrolments and subjects. Credits and the grade point average are
// always computed here from the rows, never stored beside them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { oncePerRender } from '../db/reads';
import { gradePointAverage, isPassed } from '../../learning/grades';

const { enrolments, subjects } = schema;
/** The shared handle or a transaction. */
export type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TranscriptRow {
  enrolmentId: number;
  year: number;
  termCd: string;
  kind: 'COURSE' | 'TRANSFER';
  sbjtKeyId: string | null;
  sbjtCd: string | null;
  korNm: string;
  /** The subject's category, or the category transfer credits are recognised as. */
  category: string;
  deptCd: string | null;
  geAreaCd: string | null;
  credits: number;
  /** null while the term is running. */
  grade: string | null;
}

const termKey = (r: { year: number; termCd: string }) => r.year * 100 + Number(r.termCd);

/** Every transcript row of the students, oldest term first. */
/** `conn`: a transaction to read in (the demo seed); the shared handle otherwise. */
export async function loadTranscripts(studentIds: string[], conn?: Conn): Promise<Map<string, TranscriptRow[]>> {
  const result = new Map<string, TranscriptRow[]>(studentIds.map((id) => [id, []]));
  if (!studentIds.length) return result;
  const db = conn ?? (await getDb());
  const rows = await db
    .select({
      studentId: enrolments.studentId,
      enrolmentId: enrolments.enrolmentId,
      year: enrolments.year,
      termCd: enrolments.termCd,
      kind: enrolments.kind,
      sbjtKeyId: enrolments.sbjtKeyId,
      sbjtCd: subjects.sbjtCd,
      korNm: subjects.korNm,
      transferNm: enrolments.transferNm,
      category: subjects.category,
      transferCategory: enrolments.transferCategory,
      deptCd: subjects.deptCd,
      geAreaCd: subjects.geAreaCd,
      credits: enrolments.credits,
      grade: enrolments.grade,
    })
    .from(enrolments)
    .leftJoin(subjects, eq(subjects.sbjtKeyId, enrolments.sbjtKeyId))
    .where(and(studentIds.length === 1 ? eq(enrolments.studentId, studentIds[0]) : inArray(enrolments.studentId, studentIds), eq(enrolments.useYn, 'Y')))
    .orderBy(asc(enrolments.year), asc(enrolments.termCd), asc(enrolments.enrolmentId));
  for (const r of rows) {
    result.get(r.studentId)!.push({
      enrolmentId: r.enrolmentId,
      year: r.year,
      termCd: r.termCd,
      kind: r.kind === 'TRANSFER' ? 'TRANSFER' : 'COURSE',
      sbjtKeyId: r.sbjtKeyId,
      sbjtCd: r.sbjtCd,
      korNm: r.korNm ?? r.transferNm ?? '인정 학점',
      category: r.category ?? r.transferCategory ?? 'FREE',
      deptCd: r.deptCd,
      geAreaCd: r.geAreaCd,
      credits: r.credits,
      grade: r.grade,
    });
  }
  return result;
}

/** One student's transcript (once per render of her page, however many parts show it). */
export async function loadTranscript(studentId: string): Promise<TranscriptRow[]> {
  return oncePerRender(`transcript:${studentId}`, async () => (await loadTranscripts([studentId])).get(studentId)!);
}

/**
 * The rows that count: finished rows, and of a subject taken more than once only the latest attempt
 * (a retake replaces the earlier grade, even when the retake is lower).
 */
export function countedRows(rows: TranscriptRow[]): TranscriptRow[] {
  const latest = new Map<string, TranscriptRow>();
  const result: TranscriptRow[] = [];
  for (const r of rows) {
    if (r.grade === null) continue;
    if (r.kind === 'TRANSFER' || !r.sbjtKeyId) {
      result.push(r);
      continue;
    }
    const before = latest.get(r.sbjtKeyId);
    if (!before || termKey(r) >= termKey(before)) latest.set(r.sbjtKeyId, r);
  }
  return [...result, ...latest.values()].sort((a, b) => termKey(a) - termKey(b) || a.enrolmentId - b.enrolmentId);
}

/** The rows of the term in progress (no grade yet). */
export const inProgressRows = (rows: TranscriptRow[]) => rows.filter((r) => r.grade === null);

export interface TranscriptSummary {
  /** Credits earned: passed rows that count, transfer credits included. */
  earnedCredits: number;
  /** The grade point average on a 4.5 scale over graded rows taken here; null before any grade. */
  gpa: number | null;
  inProgressCredits: number;
}

export function summarise(rows: TranscriptRow[]): TranscriptSummary {
  const counted = countedRows(rows);
  return {
    earnedCredits: counted.filter((r) => isPassed(r.grade)).reduce((s, r) => s + r.credits, 0),
    gpa: gradePointAverage(counted.filter((r) => r.kind === 'COURSE')),
    inProgressCredits: inProgressRows(rows).reduce((s, r) => s + r.credits, 0),
  };
}

/** Subject ids the student has passed (for prerequisites and recommendations). */
export function passedSubjectIds(rows: TranscriptRow[]): Set<string> {
  return new Set(countedRows(rows).filter((r) => r.sbjtKeyId && isPassed(r.grade)).map((r) => r.sbjtKeyId!));
}

/** The total credits needed to graduate for the student's admission year (university-wide set). */
export async function graduationCredits(entryYear: number): Promise<number | null> {
  const db = await getDb();
  const rows = await db
    .select({ params: schema.gradRequirementRules.params, from: schema.gradRequirementSets.entryYearFrom, to: schema.gradRequirementSets.entryYearTo })
    .from(schema.gradRequirementRules)
    .innerJoin(schema.gradRequirementSets, eq(schema.gradRequirementSets.setId, schema.gradRequirementRules.setId))
    .where(and(eq(schema.gradRequirementSets.role, 'UNIVERSITY'), eq(schema.gradRequirementRules.kind, 'TOTAL_CREDITS')));
  const match = rows.find((r) => r.from <= entryYear && entryYear <= r.to);
  return match ? Number((match.params as { min: number }).min) : null;
}

/** What the transcript adds to the student record (users/profile.ts, registered in areas.ts): credits and average, never stored on the user. */
export async function transcriptRecordPart(student: { userId: string; entrDt: string | null }) {
  const transcript = await loadTranscript(student.userId);
  const totals = summarise(transcript);
  return {
    creditAvg: totals.gpa,
    creditTotal: transcript.length ? totals.earnedCredits : null,
    creditFull: student.entrDt ? await graduationCredits(Number(student.entrDt.slice(0, 4))) : null,
  };
}
