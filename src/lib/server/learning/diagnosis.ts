// The competency self-diagnosis on the server: the questionnaire, scoring and storing one attempt per
// student and term, the student's history, the averages of their department and year of study to
// compare with, and subjects and programmes for their two weakest competencies.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { cached, invalidate } from '../cache';
import { audit } from '../audit/log';
import { deptNames } from '../org/names';
import { HttpError } from '../http/respond';
import { academicProfile, nextRegularTerm, runningTerm, type AcademicProfile, type Term } from './student';
import { loadTranscript, passedSubjectIds, inProgressRows } from './transcript';
import { recordCertificate } from './hcerti';
import { COMPETENCY_CACHE_PREFIX, competencyModel, competencySubjects, programsByCompetency } from './competencies';
import { answersMessage, averageScores, checkAnswers, scoreAnswers, termOrder, termText, weakestCompetencies, type DiagnosisAnswers, type QuestionValues, type DiagnosisView, type GroupAverage, type RecommendedSubject, type ScoreRow, type Weakness } from '../../learning/diagnosis';

const { competencyDiagnoses, competencyQuestions, competencies, users, offerings, programCompletions } = schema;

export interface Question {
  questionId: number;
  competencyCd: string;
  text: string;
  sortOrd: number;
}

async function loadActiveQuestions(): Promise<Question[]> {
  const db = await getDb();
  return db
    .select({ questionId: competencyQuestions.questionId, competencyCd: competencyQuestions.competencyCd, text: competencyQuestions.text, sortOrd: competencyQuestions.sortOrd })
    .from(competencyQuestions)
    .innerJoin(competencies, eq(competencies.competencyCd, competencyQuestions.competencyCd))
    .where(eq(competencyQuestions.useYn, 'Y'))
    .orderBy(asc(competencies.sortOrd), asc(competencyQuestions.sortOrd), asc(competencyQuestions.questionId));
}

/** The questionnaire in use, grouped in competency order (cached; staff edits invalidate it). */
export function activeQuestions(): Promise<Question[]> {
  return cached(`${COMPETENCY_CACHE_PREFIX}questions`, loadActiveQuestions);
}

const toRow = (r: typeof competencyDiagnoses.$inferSelect): ScoreRow => ({
  diagnosisId: r.diagnosisId,
  year: r.year,
  termCd: r.termCd,
  termLabel: termText(r),
  scores: r.scores,
  createdAt: r.createdAt.toISOString(),
});

/** Scores and stores this term's attempt; 400 with the questions at fault, 409 when it would replace one unconfirmed. */
export async function submitDiagnosis(studentId: string, input: { answers: DiagnosisAnswers; replace?: boolean }): Promise<DiagnosisView & { replaced: boolean }> {
  // The live questionnaire, not the cached one: a question disabled a moment ago must not be answered.
  const questions = await loadActiveQuestions();
  if (!questions.length) throw new HttpError(404, '진단 문항이 없습니다.');
  const errors = checkAnswers(questions, input.answers);
  if (Object.keys(errors).length) throw new HttpError(400, answersMessage(errors), errors);
  const scores = scoreAnswers(questions, input.answers);
  const term = await runningTerm();
  const db = await getDb();
  const [before] = await db
    .select({ id: competencyDiagnoses.diagnosisId })
    .from(competencyDiagnoses)
    .where(and(eq(competencyDiagnoses.studentId, studentId), eq(competencyDiagnoses.year, term.year), eq(competencyDiagnoses.termCd, term.termCd)));
  if (before && !input.replace) throw new HttpError(409, '이번 학기 진단 결과가 이미 있습니다. 다시 진단하면 이전 결과를 대신합니다.');
  await db
    .insert(competencyDiagnoses)
    .values({ studentId, year: term.year, termCd: term.termCd, answers: input.answers, scores })
    .onConflictDoUpdate({ target: [competencyDiagnoses.studentId, competencyDiagnoses.year, competencyDiagnoses.termCd], set: { answers: input.answers, scores, createdAt: new Date() } });
  // A diagnosis is one requirement of the certificate: a level it completes is recorded now.
  await recordCertificate(studentId);
  return { ...(await diagnosisView(studentId)), replaced: !!before };
}

/**
 * The average of one group's diagnoses, the student left out: of the running term when anyone in the
 * group has taken it, otherwise of the last term that has data (one attempt per student and term, so
 * that term's rows are each student's latest of it).
 */
async function groupAverage(kind: 'dept' | 'grade', profile: AcademicProfile, term: Term, label: string): Promise<GroupAverage> {
  const db = await getDb();
  const rows = await db
    .select({ year: competencyDiagnoses.year, termCd: competencyDiagnoses.termCd, scores: competencyDiagnoses.scores })
    .from(competencyDiagnoses)
    .innerJoin(users, eq(users.userId, competencyDiagnoses.studentId))
    .where(and(kind === 'dept' ? eq(users.hakguaCd, profile.deptCd) : eq(users.gradeCd, String(profile.grade)), eq(users.userDiv, 'std'), ne(competencyDiagnoses.studentId, profile.userId)));
  if (!rows.length) return { kind, label, basisTerm: null, isRunningTerm: false, count: 0, scores: {} };
  const latest = Math.max(...rows.map(termOrder));
  const basis = rows.some((r) => termOrder(r) === termOrder(term)) ? termOrder(term) : latest;
  const inBasis = rows.filter((r) => termOrder(r) === basis);
  const { count, scores } = averageScores(inBasis.map((r) => r.scores));
  return { kind, label, basisTerm: termText(inBasis[0]), isRunningTerm: basis === termOrder(term), count, scores };
}

/** Subjects offered in a term (cached: the same for everyone). */
function offeredSubjects(term: Term): Promise<Set<string>> {
  return cached(`${COMPETENCY_CACHE_PREFIX}offered:${term.year}-${term.termCd}`, async () => {
    const db = await getDb();
    const rows = await db
      .selectDistinct({ sbjtKeyId: offerings.sbjtKeyId })
      .from(offerings)
      .where(and(eq(offerings.year, term.year), eq(offerings.termCd, term.termCd), eq(offerings.useYn, 'Y')));
    return new Set(rows.map((r) => r.sbjtKeyId));
  });
}

const RECOMMENDED_SUBJECTS = 5;

/** Subjects offered next term that build the competency and the student has not passed nor is taking; own majors first. */
async function recommendFor(competencyCd: string, profile: AcademicProfile, next: Term, taken: Set<string>): Promise<RecommendedSubject[]> {
  const [bySubject, offered] = await Promise.all([competencySubjects(), offeredSubjects(next)]);
  const ownDepts = new Set([profile.deptCd, profile.doubleDeptCd, profile.minorDeptCd].filter(Boolean));
  // Own majors first, general education next (anyone can take it), other departments last.
  const rank = (s: { deptCd: string | null; geAreaCd: string | null }) => (s.deptCd && ownDepts.has(s.deptCd) ? 0 : s.geAreaCd ? 1 : 2);
  return (bySubject.get(competencyCd) ?? [])
    .filter((s) => offered.has(s.sbjtKeyId) && !taken.has(s.sbjtKeyId))
    .sort((a, b) => b.weight - a.weight || rank(a) - rank(b) || a.sbjtCd.localeCompare(b.sbjtCd))
    .slice(0, RECOMMENDED_SUBJECTS)
    .map(({ sbjtKeyId, sbjtCd, korNm, credits, category, deptNm, weight }) => ({ sbjtKeyId, sbjtCd, korNm, credits, category, deptNm, weight }));
}

/** Everything the diagnosis page shows a student about their own results. */
export async function diagnosisView(studentId: string): Promise<DiagnosisView> {
  const db = await getDb();
  const [profile, term, next, model] = await Promise.all([academicProfile(studentId), runningTerm(), nextRegularTerm(), competencyModel()]);
  const rows = await db
    .select()
    .from(competencyDiagnoses)
    .where(eq(competencyDiagnoses.studentId, studentId))
    .orderBy(desc(competencyDiagnoses.year), desc(competencyDiagnoses.termCd));
  const history = rows.map(toRow);
  const current = history.find((h) => h.year === term.year && h.termCd === term.termCd) ?? null;
  const shown = current ?? history[0] ?? null;

  const names = new Map(model.map((c) => [c.competencyCd, c.korNm]));
  const deptNm = (await deptNames()).get(profile.deptCd) ?? profile.deptCd;
  const averages = await Promise.all([groupAverage('dept', profile, term, deptNm), groupAverage('grade', profile, term, `${profile.grade}학년`)]);

  let weakest: Weakness[] = [];
  if (shown) {
    const [transcript, completed, programs] = await Promise.all([
      loadTranscript(studentId),
      db.select({ programId: programCompletions.programId }).from(programCompletions).where(eq(programCompletions.studentId, studentId)),
      programsByCompetency(),
    ]);
    const taken = passedSubjectIds(transcript);
    for (const r of inProgressRows(transcript)) if (r.sbjtKeyId) taken.add(r.sbjtKeyId);
    const done = new Set(completed.map((c) => c.programId));
    const order = model.map((c) => c.competencyCd);
    weakest = await Promise.all(
      weakestCompetencies(shown.scores, order).map(async (cd) => ({
        competencyCd: cd,
        korNm: names.get(cd) ?? cd,
        score: shown.scores[cd],
        subjects: await recommendFor(cd, profile, next, taken),
        programs: (programs.get(cd) ?? []).filter((p) => !done.has(p.programId)),
      })),
    );
  }

  return {
    term: { year: term.year, termCd: term.termCd, label: termText(term) },
    nextTerm: { year: next.year, termCd: next.termCd, label: termText(next) },
    competencies: model.map((c) => ({ competencyCd: c.competencyCd, korNm: c.korNm })),
    current,
    shown,
    history,
    averages,
    weakest,
  };
}

// ---------------------------------------------------------------------------------------------
// Staff: the questionnaire. A question is never deleted, only disabled, so that the answers stored
// with old diagnoses keep pointing at a question that exists.

export interface QuestionRow extends Question {
  useYn: string;
  /** How many stored diagnoses answered it (shown so staff see why it cannot be deleted). */
  answeredCnt: number;
}

export async function allQuestions(): Promise<QuestionRow[]> {
  const db = await getDb();
  const [rows, diagnoses] = await Promise.all([
    db
      .select({ questionId: competencyQuestions.questionId, competencyCd: competencyQuestions.competencyCd, text: competencyQuestions.text, sortOrd: competencyQuestions.sortOrd, useYn: competencyQuestions.useYn })
      .from(competencyQuestions)
      .innerJoin(competencies, eq(competencies.competencyCd, competencyQuestions.competencyCd))
      .orderBy(asc(competencies.sortOrd), asc(competencyQuestions.sortOrd), asc(competencyQuestions.questionId)),
    // One row per question id that stored answers mention, with how many diagnoses did.
    db
      .select({ id: sql<string>`k`, n: sql<number>`count(*)::int` })
      .from(sql`${competencyDiagnoses}, jsonb_object_keys(${competencyDiagnoses.answers}) as k`)
      .groupBy(sql`k`),
  ]);
  const answered = new Map(diagnoses.map((d) => [d.id, Number(d.n)]));
  return rows.map((r) => ({ ...r, answeredCnt: answered.get(String(r.questionId)) ?? 0 }));
}

type Actor = Pick<import('../../users').Actor, 'userId'>;

async function requireCompetency(competencyCd: string) {
  const db = await getDb();
  const [row] = await db.select({ cd: competencies.competencyCd }).from(competencies).where(eq(competencies.competencyCd, competencyCd));
  if (!row) throw new HttpError(400, '입력값을 확인해 주세요.', { competencyCd: '없는 역량입니다.' });
}

/** The next place at the end of a competency's questions. */
async function nextSortOrd(competencyCd: string) {
  const db = await getDb();
  const rows = await db.select({ s: competencyQuestions.sortOrd }).from(competencyQuestions).where(eq(competencyQuestions.competencyCd, competencyCd));
  return rows.reduce((m, r) => Math.max(m, r.s), 0) + 1;
}

export async function createQuestion(actor: Actor, input: QuestionValues, ip?: string | null) {
  await requireCompetency(input.competencyCd);
  const db = await getDb();
  const [row] = await db
    .insert(competencyQuestions)
    .values({ competencyCd: input.competencyCd, text: input.text, sortOrd: input.sortOrd ?? (await nextSortOrd(input.competencyCd)), useYn: input.useYn ?? 'Y' })
    .returning();
  invalidate(COMPETENCY_CACHE_PREFIX);
  await audit({ actorId: actor.userId, action: 'learning.question.create', targetType: 'competency_question', targetId: String(row.questionId), detail: { competencyCd: row.competencyCd, text: row.text }, ip });
  return row;
}

async function questionById(questionId: number) {
  const db = await getDb();
  const [row] = await db.select().from(competencyQuestions).where(eq(competencyQuestions.questionId, questionId));
  if (!row) throw new HttpError(404, '진단 문항을 찾을 수 없습니다.');
  return row;
}

export async function updateQuestion(actor: Actor, questionId: number, input: QuestionValues, ip?: string | null) {
  const before = await questionById(questionId);
  await requireCompetency(input.competencyCd);
  // Moving an answered question to another competency would change what old answers meant.
  if (before.competencyCd !== input.competencyCd && (await answeredCount(questionId)) > 0)
    throw new HttpError(400, '이미 응답이 있는 문항은 다른 역량으로 옮길 수 없습니다. 사용을 중지하고 새 문항을 추가해 주세요.', { competencyCd: '응답이 있는 문항은 역량을 바꿀 수 없습니다.' });
  const db = await getDb();
  const [row] = await db
    .update(competencyQuestions)
    .set({ competencyCd: input.competencyCd, text: input.text, sortOrd: input.sortOrd ?? before.sortOrd, useYn: input.useYn ?? before.useYn })
    .where(eq(competencyQuestions.questionId, questionId))
    .returning();
  invalidate(COMPETENCY_CACHE_PREFIX);
  await audit({
    actorId: actor.userId,
    action: 'learning.question.edit',
    targetType: 'competency_question',
    targetId: String(questionId),
    detail: { before: { competencyCd: before.competencyCd, text: before.text, sortOrd: before.sortOrd, useYn: before.useYn }, after: { competencyCd: row.competencyCd, text: row.text, sortOrd: row.sortOrd, useYn: row.useYn } },
    ip,
  });
  return row;
}

export async function setQuestionUse(actor: Actor, questionId: number, useYn: 'Y' | 'N', ip?: string | null) {
  const before = await questionById(questionId);
  const db = await getDb();
  const [row] = await db.update(competencyQuestions).set({ useYn }).where(eq(competencyQuestions.questionId, questionId)).returning();
  invalidate(COMPETENCY_CACHE_PREFIX);
  await audit({ actorId: actor.userId, action: useYn === 'Y' ? 'learning.question.enable' : 'learning.question.disable', targetType: 'competency_question', targetId: String(questionId), detail: { before: before.useYn, after: useYn }, ip });
  return row;
}

async function answeredCount(questionId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(competencyDiagnoses)
    .where(sql`jsonb_exists(${competencyDiagnoses.answers}, ${String(questionId)})`);
  return Number(row?.n ?? 0);
}
