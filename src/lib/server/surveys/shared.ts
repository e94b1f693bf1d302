// What the student and staff sides of surveys share: loading a survey with its questions, who a
// survey addresses, and which programmes a student has completed according to the activity events; the sweep of drafts of closed surveys.
import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { activitiesOf, ACTIVITY_KINDS } from '../activity/events';
import * as clock from '../clock';
import { REF_CAREER_PROGRAM, REF_COUNSELLING_KIND } from '../../surveys/rules';
import { isEligible } from './eligibility';
import { periodic } from '../periodic';
import { isDiv } from '../../users';

const { surveys, surveyQuestions, surveySections, careerApplications } = schema;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SurveyRow = typeof surveys.$inferSelect;
export type QuestionRow = typeof surveyQuestions.$inferSelect;
export type SectionRow = { seq: number; title: string; description: string };

/** Application states that make a student a participant of a career programme (a survey target). */
export const PARTICIPANT_STATUSES = ['APPROVED', 'ATTENDING', 'COMPLETED'];

export const NOT_FOUND_SURVEY = '설문을 찾을 수 없습니다.';

export async function loadSurvey(surveyId: number) {
  const db = await getDb();
  const [survey] = await db.select().from(surveys).where(and(eq(surveys.surveyId, surveyId), eq(surveys.useYn, 'Y')));
  if (!survey) return null;
  const [questions, stored] = await Promise.all([
    db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId)).orderBy(asc(surveyQuestions.sectionSeq), asc(surveyQuestions.seq), asc(surveyQuestions.questionId)),
    db.select({ seq: surveySections.seq, title: surveySections.title, description: surveySections.description }).from(surveySections).where(eq(surveySections.surveyId, surveyId)).orderBy(asc(surveySections.seq)),
  ]);
  // A survey without sections has one, untitled.
  const sections: SectionRow[] = stored.length ? stored : [{ seq: 1, title: '', description: '' }];
  return { survey, questions, sections };
}

export interface Person {
  userId: string;
  userDiv: string;
  colgCd: string | null;
  hakguaCd: string | null;
  majorCd: string | null;
  gradeCd: string | null;
  /** Career programmes she takes part in (approved, attending or completed applications). */
  programIds?: number[];
}

/** The career programmes each of these students takes part in. */
export async function participationsOf(userIds: string[]) {
  const out = new Map<string, number[]>();
  if (!userIds.length) return out;
  const db = await getDb();
  const rows = await db
    .selectDistinct({ studentId: careerApplications.studentId, programId: careerApplications.programId })
    .from(careerApplications)
    .where(and(inArray(careerApplications.studentId, userIds), inArray(careerApplications.status, PARTICIPANT_STATUSES)));
  for (const r of rows) out.set(r.studentId, [...(out.get(r.studentId) ?? []), r.programId]);
  return out;
}

export async function personOf(userId: string): Promise<Person | null> {
  const db = await getDb();
  const [u] = await db
    .select({ userId: schema.users.userId, userDiv: schema.users.userDiv, colgCd: schema.users.colgCd, hakguaCd: schema.users.hakguaCd, majorCd: schema.users.majorCd, gradeCd: schema.users.gradeCd })
    .from(schema.users)
    .where(eq(schema.users.userId, userId));
  if (!u) return null;
  return { ...u, programIds: (await participationsOf([userId])).get(userId) ?? [] };
}

/** Whether a general survey addresses this person: the programme she takes part in (when it names one), her type, her college/department/major, her grade. */
export function addresses(s: Pick<SurveyRow, 'targetUserDivs' | 'targetDeptCds' | 'targetGrades' | 'targetProgramId'>, p: Person) {
  if (s.targetProgramId !== null && !(p.programIds ?? []).includes(s.targetProgramId)) return false;
  if (s.targetUserDivs.length && !s.targetUserDivs.includes(p.userDiv)) return false;
  if (s.targetDeptCds.length && ![p.colgCd, p.hakguaCd, p.majorCd].some((c) => c && s.targetDeptCds.includes(c))) return false;
  if (s.targetGrades.length && !s.targetGrades.includes(Number(p.gradeCd))) return false;
  return true;
}

/**
 * The career programmes she has completed, read from her CAREER_PROGRAM_COMPLETED events (a
 * correction that withdraws the event withdraws the survey too); the career tables only say which
 * programme an application belongs to.
 */
export async function completedProgramIds(userId: string): Promise<string[]> {
  const events = await activitiesOf(userId, ACTIVITY_KINDS.CAREER_PROGRAM_COMPLETED);
  const applIds = events.filter((e) => e.refType === 'career_application' && /^\d{1,10}$/.test(e.refId)).map((e) => Number(e.refId));
  if (!applIds.length) return [];
  const db = await getDb();
  const rows = await db
    .select({ programId: careerApplications.programId })
    .from(careerApplications)
    .where(and(inArray(careerApplications.applId, applIds), eq(careerApplications.studentId, userId)));
  return [...new Set(rows.map((r) => String(r.programId)))];
}

/** Whether this survey is addressed to the person (targeting for general surveys, completion for satisfaction ones). */
export async function isAddressedTo(s: SurveyRow, p: Person) {
  if (s.status === 'DRAFT' || s.useYn !== 'Y') return false;
  if (s.kind === 'SATISFACTION') {
    if (!s.refId || !isDiv(p, 'std')) return false;
    if (s.refType === REF_COUNSELLING_KIND) return isEligible(p.userId, { refType: s.refType, refId: s.refId });
    if (s.refType !== REF_CAREER_PROGRAM) return false;
    return (await completedProgramIds(p.userId)).includes(s.refId);
  }
  return addresses(s, p);
}

/**
 * Deletes the drafts of surveys that no longer take answers: closed by the office or past their
 * close time (a draft can never be submitted there, and one of an anonymous survey should not stay
 * joined to her). Run by the sweep every few minutes and, for one survey, when the office closes it.
 * Returns how many drafts went.
 */
export async function deleteClosedDrafts(now = clock.now(), tx?: Tx) {
  const db = tx ?? (await getDb());
  const closed = db
    .select({ surveyId: schema.surveys.surveyId })
    .from(schema.surveys)
    .where(or(eq(schema.surveys.status, 'CLOSED'), lte(schema.surveys.closeAt, now)));
  const gone = await db.delete(schema.surveyDrafts).where(inArray(schema.surveyDrafts.surveyId, closed)).returning({ surveyId: schema.surveyDrafts.surveyId });
  return gone.length;
}

/** Sweeps the drafts of closed surveys every ten minutes in this process (a plain delete: safe on every instance). */
export const draftSweep = periodic('survey draft sweep', 600_000, () => deleteClosedDrafts());
