// The competency certificate for one student: the requirements of every level (the same for all,
// cached) against the student's passed subjects, diagnoses taken and completed programmes. The
// levels reached are recorded as activity events, so badge rules can count the certificate.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { publishActivity, withdrawActivity, type ActivityEvent } from '../activity/events';
import { getDb, schema } from '../db';
import { cached } from '../cache';
import { COMPETENCY_CACHE_PREFIX, competencyModel } from './competencies';
import { countedRows, loadTranscript, loadTranscripts, type Conn } from './transcript';
import { isPassed } from '../../learning/grades';
import { evaluateCertificate, pointsByCompetency, type CertificateFacts, type CertificateProgress, type Requirement } from '../../learning/hcerti';
import { periodic } from '../periodic';

const { hcertiRequirements, hcertiPending, subjectCompetencies, competencyDiagnoses, programCompletions, competencyPrograms, activityEvents } = schema;

const readRequirements = (db: Conn) => db.select().from(hcertiRequirements).orderBy(asc(hcertiRequirements.sortOrd), asc(hcertiRequirements.reqId));

/** `conn`: a transaction to read in, bypassing the cache (the demo seed). */
export function certificateRequirements(conn?: Conn): Promise<Requirement[]> {
  if (conn) return readRequirements(conn);
  return cached(`${COMPETENCY_CACHE_PREFIX}hcerti`, async () => readRequirements(await getDb()));
}

export interface PassedContribution {
  sbjtKeyId: string;
  korNm: string;
  credits: number;
}

/** The student's record as the certificate counts it. */
export async function certificateFacts(studentId: string, conn?: Conn): Promise<CertificateFacts & { passedCnt: number; programCnt: number }> {
  const db = conn ?? (await getDb());
  const transcript = conn ? (await loadTranscripts([studentId], conn)).get(studentId)! : await loadTranscript(studentId);
  const passed = countedRows(transcript).filter((r) => r.sbjtKeyId && isPassed(r.grade)).map((r) => ({ sbjtKeyId: r.sbjtKeyId!, credits: r.credits }));
  // One after another: within a transaction (the seed, the certificate sweep) `conn` is one connection,
  // and pg does not take a query on a client that is still running one.
  const links = passed.length ? await db.select().from(subjectCompetencies).where(inArray(subjectCompetencies.sbjtKeyId, passed.map((p) => p.sbjtKeyId))) : [];
  const [diag] = await db.select({ n: sql<number>`count(*)::int` }).from(competencyDiagnoses).where(eq(competencyDiagnoses.studentId, studentId));
  const programs = await db
    .select({ points: competencyPrograms.points })
    .from(programCompletions)
    .innerJoin(competencyPrograms, eq(competencyPrograms.programId, programCompletions.programId))
    .where(eq(programCompletions.studentId, studentId));
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

// ---------------------------------------------------------------------------------------------
// The certificate as a recorded event (COMPETENCY_CERTIFIED), so badge rules and later areas count it

const CERT_REF = 'hcerti_level';

/** The event of one level reached, as the certificate records it. */
export function certificationEvent(studentId: string, level: { levelCd: string; korNm: string }, occurredAt?: Date): ActivityEvent {
  return { userId: studentId, kind: 'COMPETENCY_CERTIFIED', title: `핵심역량 인증 ${level.korNm}`, refType: CERT_REF, refId: level.levelCd, occurredAt };
}

/**
 * Records every level the student holds now as an event (once per level, dated when first seen) and
 * withdraws the events of levels she no longer holds (a grade corrected, for instance), in one
 * transaction, so badges counting certificates are issued or withdrawn by the usual machinery.
 * Called where the facts change in the portal (a diagnosis taken), by the sweep of students whose
 * grades or completed programmes changed (recordPendingCertificates), and when the certificate is
 * shown. Returns the levels recorded now.
 */
export async function recordCertificate(studentId: string, state?: Pick<CertificateProgress, 'levels'>): Promise<string[]> {
  const current = state ?? evaluateCertificate(await certificateRequirements(), await certificateFacts(studentId));
  const held = current.levels.filter((l) => l.earned);
  const db = await getDb();
  const recorded = await db
    .select({ refId: activityEvents.refId })
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, studentId), eq(activityEvents.kind, 'COMPETENCY_CERTIFIED'), eq(activityEvents.refType, CERT_REF)));
  const have = new Set(recorded.map((r) => r.refId));
  const toAdd = held.filter((l) => !have.has(l.levelCd));
  const toDrop = [...have].filter((cd) => !held.some((l) => l.levelCd === cd));
  if (!toAdd.length && !toDrop.length) return [];
  await db.transaction(async (tx) => {
    for (const l of toAdd) await publishActivity(certificationEvent(studentId, l), tx);
    for (const cd of toDrop) await withdrawActivity({ userId: studentId, kind: 'COMPETENCY_CERTIFIED', refType: CERT_REF, refId: cd }, tx);
  });
  return toAdd.map((l) => l.levelCd);
}

/** The certificate as shown to its student: recorded first, so what she sees and what badges count agree. */
export async function shownCertificate(studentId: string): Promise<CertificateView> {
  const state = await certificateState(studentId);
  await recordCertificate(studentId, state);
  return state;
}

/**
 * Records the certificate of the students queued by the database when their grades or completed
 * programmes changed (triggers on `enrolments` and `program_completions` fill `hcerti_pending` in the
 * transaction of the change), oldest first, so a level reached through a new grade is recorded (and
 * its badge issued) without anyone opening a page. A student is taken off the queue only after her
 * levels are recorded, and only if no newer change queued her again meanwhile; a failure leaves her
 * for the next sweep. Returns how many students were looked at.
 */
export async function recordPendingCertificates(limit = 200): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ studentId: hcertiPending.studentId, queuedAt: sql<string>`${hcertiPending.queuedAt}::text` })
    .from(hcertiPending)
    .orderBy(asc(hcertiPending.queuedAt))
    .limit(limit);
  for (const p of due) {
    await recordCertificate(p.studentId);
    await db.delete(hcertiPending).where(and(eq(hcertiPending.studentId, p.studentId), sql`${hcertiPending.queuedAt} <= ${p.queuedAt}::timestamptz`));
  }
  return due.length;
}

/** Sweeps the queue every minute in this process (recording is idempotent across instances). */
export const certificateSweep = periodic('hcerti certificate sweep', 60_000, () => recordPendingCertificates());
