// Surveys for the office: the list with response counts, creating and editing a survey with its
// questions (until the first response), publishing and closing. The results are in results.ts.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError, messages } from '../http/respond';
import { audit } from '../audit/log';
import { ACTIVITY_KINDS } from '../activity/events';
import { notifyUser } from '../messages/service';
import { formatDateTime } from '../../format';
import type { SurveyInput } from '../../schemas/surveys';
import { END_OF_SURVEY, PHASE_LABELS, RATING_DEFAULT, REF_CAREER_PROGRAM, REF_COUNSELLING_KIND, SURVEY_KINDS, phaseOf, type QuestionKind } from '../../surveys/rules';
import { NOT_FOUND_SURVEY, loadSurvey } from './shared';
import { seoulInstantOf, seoulLocalOf } from '../../calendar';
import { PRIVATE_SATISFACTION_TITLE, eligibleUsersOf, privateSatisfactionBody, serviceLabelOf } from './eligibility';
import type { CnslKind } from '../../counselling/kinds';
import * as clock from '../clock';
import { authorize, reachOf } from '../auth/permissions';
import type { Action } from '../../permissions';

const { surveys, surveyQuestions, surveySections, surveyParticipants: participants, careerPrograms, careerApplications, activityEvents } = schema;

type Actor = { userId: string };
/** Who asks: the session user (null when logged out); the permission table decides with her roles. */
export type Caller = { userId: string; userDiv: string } | null | undefined;

/** An area-wide right with no record yet (the list, a new survey): 401 logged out, 403 without it. */
export async function surveyRight(user: Caller, action: Action) {
  await authorize(user, 'surveys', action);
}

/**
 * The survey, when the caller may take the action on it (decision 046: a survey manager on the
 * surveys naming her, admins on all); 404 otherwise, exactly as for a survey that does not exist.
 */
export async function surveyAccess(user: Caller, action: Action, surveyId: number) {
  if (!user) throw new HttpError(401, messages.unauthorized);
  const db = await getDb();
  const [s] = await db.select({ surveyId: surveys.surveyId, managerId: surveys.managerId }).from(surveys).where(and(eq(surveys.surveyId, surveyId), eq(surveys.useYn, 'Y')));
  if (!s) throw new HttpError(404, NOT_FOUND_SURVEY);
  await authorize(user, 'surveys', action, { managerIds: [s.managerId] });
  return s;
}

export async function participantCounts(surveyIds: number[]) {
  if (!surveyIds.length) return new Map<number, number>();
  const db = await getDb();
  const rows = await db
    .select({ surveyId: participants.surveyId, n: sql<number>`count(*)::int` })
    .from(participants)
    .where(inArray(participants.surveyId, surveyIds))
    .groupBy(participants.surveyId);
  return new Map(rows.map((r) => [r.surveyId, Number(r.n)]));
}

/** Every survey with its phase and number of responses, newest first. */
export async function staffSurveys(user: Caller, now = clock.now()) {
  await surveyRight(user, 'read');
  const mine = (await reachOf(user, 'surveys', 'read')) === 'own' ? eq(surveys.managerId, user!.userId) : undefined;
  const db = await getDb();
  const rows = await db.select().from(surveys).where(and(eq(surveys.useYn, 'Y'), mine)).orderBy(desc(surveys.openAt), desc(surveys.surveyId));
  const counts = await participantCounts(rows.map((r) => r.surveyId));
  const programs = await programTitles(rows.filter((r) => r.refType === REF_CAREER_PROGRAM && r.refId).map((r) => Number(r.refId)));
  return rows.map((s) => {
    const phase = phaseOf(s, now);
    return {
      surveyId: s.surveyId,
      title: s.title,
      kind: s.kind,
      kindNm: SURVEY_KINDS[s.kind as keyof typeof SURVEY_KINDS] ?? s.kind,
      programTitle: serviceLabelOf(s) ?? (s.refType === REF_CAREER_PROGRAM && s.refId ? (programs.get(Number(s.refId)) ?? null) : null),
      status: s.status,
      phase,
      phaseNm: PHASE_LABELS[phase],
      openAt: s.openAt,
      closeAt: s.closeAt,
      anonymous: s.anonymousYn === 'Y',
      responses: counts.get(s.surveyId) ?? 0,
    };
  });
}

export async function programTitles(ids: number[]) {
  const valid = ids.filter((n) => Number.isInteger(n) && n > 0);
  if (!valid.length) return new Map<number, string>();
  const db = await getDb();
  const rows = await db.select({ programId: careerPrograms.programId, title: careerPrograms.title }).from(careerPrograms).where(inArray(careerPrograms.programId, valid));
  return new Map(rows.map((r) => [r.programId, r.title]));
}

/** Career programmes a satisfaction survey may belong to, newest first. */
export async function programOptions() {
  const db = await getDb();
  return db.select({ programId: careerPrograms.programId, title: careerPrograms.title, runEndDt: careerPrograms.runEndDt }).from(careerPrograms).orderBy(desc(careerPrograms.runEndDt), desc(careerPrograms.programId)).limit(200);
}

export async function requireSurvey(surveyId: number) {
  const loaded = await loadSurvey(surveyId);
  if (!loaded) throw new HttpError(404, NOT_FOUND_SURVEY);
  return loaded;
}

/** A survey as the editor shows it. */
export async function surveyForEdit(surveyId: number, now = clock.now()) {
  const { survey, questions, sections } = await requireSurvey(surveyId);
  const responsesSoFar = (await participantCounts([surveyId])).get(surveyId) ?? 0;
  const phase = phaseOf(survey, now);
  return {
    surveyId,
    status: survey.status,
    phase,
    phaseNm: PHASE_LABELS[phase],
    responses: responsesSoFar,
    editable: responsesSoFar === 0 && survey.status !== 'CLOSED',
    values: {
      title: survey.title,
      description: survey.description,
      kind: survey.kind as 'GENERAL' | 'SATISFACTION',
      targetDeptCds: survey.targetDeptCds,
      targetGrades: survey.targetGrades,
      openAt: seoulLocalOf(survey.openAt),
      closeAt: seoulLocalOf(survey.closeAt),
      anonymousYn: survey.anonymousYn as 'Y' | 'N',
      editableYn: survey.editableYn as 'Y' | 'N',
      programId: survey.refType === REF_CAREER_PROGRAM && survey.refId ? Number(survey.refId) : undefined,
      cnslKind: survey.refType === REF_COUNSELLING_KIND && survey.refId ? (survey.refId as CnslKind) : undefined,
      targetProgramId: survey.targetProgramId ?? undefined,
      sections: sections.map((x) => ({ title: x.title, description: x.description })),
      questions: questions.map((q) => ({
        kind: q.kind as QuestionKind,
        title: q.title,
        requiredYn: q.requiredYn as 'Y' | 'N',
        options: q.options,
        section: q.sectionSeq,
        rows: q.rows,
        scaleMax: q.scaleMax ?? RATING_DEFAULT,
        jumps: q.jumps.map((j) => (j === null ? '' : j === END_OF_SURVEY ? 'END' : String(j))),
      })),
    },
  };
}

async function checkProgram(input: SurveyInput) {
  if (input.kind === 'GENERAL' && input.targetProgramId !== undefined) {
    const db = await getDb();
    const [p] = await db.select({ programId: careerPrograms.programId }).from(careerPrograms).where(eq(careerPrograms.programId, input.targetProgramId));
    if (!p) throw new HttpError(400, '대상 프로그램을 찾을 수 없습니다.', { targetProgramId: '대상 프로그램을 찾을 수 없습니다.' });
  }
  if (input.kind !== 'SATISFACTION' || input.programId === undefined) return;
  const db = await getDb();
  const [p] = await db.select({ programId: careerPrograms.programId }).from(careerPrograms).where(eq(careerPrograms.programId, input.programId));
  if (!p) throw new HttpError(400, '대상 프로그램을 찾을 수 없습니다.', { programId: '대상 프로그램을 찾을 수 없습니다.' });
}

function surveyValues(input: SurveyInput) {
  const satisfaction = input.kind === 'SATISFACTION';
  // A counselling service's survey is always anonymous: a named answer would tell the office who
  // used the service (decision 040).
  const counselling = satisfaction && input.cnslKind !== undefined;
  const anonymousYn = counselling ? 'Y' : input.anonymousYn;
  return {
    title: input.title,
    description: input.description ?? '',
    kind: input.kind,
    // A satisfaction survey addresses the programme's completers, whoever they are.
    targetUserDivs: ['std'],
    targetDeptCds: satisfaction ? [] : [...new Set(input.targetDeptCds)],
    targetGrades: satisfaction ? [] : [...new Set(input.targetGrades)].sort(),
    openAt: seoulInstantOf(input.openAt),
    closeAt: seoulInstantOf(input.closeAt),
    anonymousYn,
    // An anonymous response cannot be found again, so it cannot be changed either.
    editableYn: anonymousYn === 'Y' ? 'N' : input.editableYn,
    refType: counselling ? REF_COUNSELLING_KIND : satisfaction ? REF_CAREER_PROGRAM : null,
    refId: counselling ? String(input.cnslKind) : satisfaction ? String(input.programId) : null,
    targetProgramId: satisfaction ? null : (input.targetProgramId ?? null),
  };
}

/** The questions in section order (numbered through the survey), each with only what its kind uses. */
function questionRows(surveyId: number, input: SurveyInput) {
  const ordered = input.questions.map((q, i) => ({ q, i })).sort((a, b) => a.q.section - b.q.section || a.i - b.i);
  return ordered.map(({ q }, i) => ({
    surveyId,
    seq: i + 1,
    sectionSeq: q.section,
    kind: q.kind,
    title: q.title,
    requiredYn: q.requiredYn,
    options: q.kind === 'SINGLE' || q.kind === 'MULTI' || q.kind === 'MATRIX' ? q.options : [],
    rows: q.kind === 'MATRIX' ? q.rows : [],
    scaleMax: q.kind === 'RATING' ? q.scaleMax : null,
    jumps: q.kind === 'SINGLE' && q.jumps.some((j) => j !== '') ? q.options.map((_, k) => (q.jumps[k] === 'END' ? END_OF_SURVEY : q.jumps[k] ? Number(q.jumps[k]) : null)) : [],
  }));
}

/** The sections as stored: none when the survey has only its one untitled section. */
function sectionRows(surveyId: number, input: SurveyInput) {
  return input.sections.map((x, i) => ({ surveyId, seq: i + 1, title: x.title, description: x.description ?? '' }));
}

export async function createSurvey(actor: Actor, input: SurveyInput, ip: string | null = null) {
  await checkProgram(input);
  const db = await getDb();
  const surveyId = await db.transaction(async (tx) => {
    const [row] = await tx.insert(surveys).values({ ...surveyValues(input), status: 'DRAFT', managerId: actor.userId }).returning({ surveyId: surveys.surveyId });
    await tx.insert(surveyQuestions).values(questionRows(row.surveyId, input));
    const secs = sectionRows(row.surveyId, input);
    if (secs.length) await tx.insert(surveySections).values(secs);
    return row.surveyId;
  });
  await audit({ actorId: actor.userId, action: 'survey.create', targetType: 'survey', targetId: String(surveyId), detail: { title: input.title }, ip });
  return { surveyId };
}

/** Replaces a survey and its questions; refused once anyone has answered (answers point at the questions). */
export async function updateSurvey(actor: Actor, surveyId: number, input: SurveyInput, ip: string | null = null) {
  await checkProgram(input);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(surveys).where(and(eq(surveys.surveyId, surveyId), eq(surveys.useYn, 'Y'))).for('update');
    if (!s) throw new HttpError(404, NOT_FOUND_SURVEY);
    if (s.status === 'CLOSED') throw new HttpError(409, '마감된 설문은 고칠 수 없습니다.');
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(participants).where(eq(participants.surveyId, surveyId));
    if (Number(n) > 0) throw new HttpError(409, '응답이 있는 설문은 고칠 수 없습니다.');
    await tx.update(surveys).set({ ...surveyValues(input), updatedAt: new Date() }).where(eq(surveys.surveyId, surveyId));
    await tx.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId));
    await tx.insert(surveyQuestions).values(questionRows(surveyId, input));
    await tx.delete(surveySections).where(eq(surveySections.surveyId, surveyId));
    const secs = sectionRows(surveyId, input);
    if (secs.length) await tx.insert(surveySections).values(secs);
    // Drafts were written against the old questions.
    await tx.delete(schema.surveyDrafts).where(eq(schema.surveyDrafts.surveyId, surveyId));
  });
  await audit({ actorId: actor.userId, action: 'survey.update', targetType: 'survey', targetId: String(surveyId), detail: { title: input.title }, ip });
  return { surveyId };
}

/** Publishes a draft (students see it from its start) or closes an open survey now. */
export async function changeStatus(actor: Actor, surveyId: number, action: 'PUBLISH' | 'CLOSE', ip: string | null = null, now = clock.now()) {
  const db = await getDb();
  const { survey: s } = await requireSurvey(surveyId);
  if (action === 'PUBLISH') {
    if (s.status !== 'DRAFT') throw new HttpError(409, '작성 중인 설문만 게시할 수 있습니다.');
    if (new Date(s.closeAt) <= now) throw new HttpError(409, '마감 일시가 지난 설문은 게시할 수 없습니다. 기간을 고쳐 주세요.');
    const changed = await db.update(surveys).set({ status: 'OPEN', updatedAt: new Date() }).where(and(eq(surveys.surveyId, surveyId), eq(surveys.status, 'DRAFT'))).returning({ surveyId: surveys.surveyId });
    // The completers hear of a satisfaction survey with the link (only on the publish that changed it).
    if (changed.length && s.kind === 'SATISFACTION' && s.refType === REF_COUNSELLING_KIND && s.refId) {
      for (const userId of await eligibleUsersOf({ refType: s.refType, refId: s.refId })) {
        await notifyUser(userId, PRIVATE_SATISFACTION_TITLE, privateSatisfactionBody(s.closeAt), { category: 'NOTICE', userDef1: 'SURVEY', userDef2: `/user/diag/satisRsch/${surveyId}` });
      }
    } else if (changed.length && s.kind === 'SATISFACTION') {
      for (const userId of await completersOf(s.refId)) {
        await notifyUser(userId, `[만족도 조사] ${s.title}`, `참여하신 프로그램의 만족도 조사가 열렸습니다. ${formatDateTime(s.closeAt)}까지 응답해 주세요.`, { category: 'NOTICE', userDef1: 'SURVEY', userDef2: `/user/diag/satisRsch/${surveyId}`, senderId: actor.userId });
      }
    }
  } else {
    if (s.status !== 'OPEN' || phaseOf(s, now) === 'CLOSED') throw new HttpError(409, '진행 중인 설문만 마감할 수 있습니다.');
    // Her unfinished drafts can no longer be submitted: they go with the closing.
    await db.transaction(async (tx) => {
      await tx.update(surveys).set({ status: 'CLOSED', closeAt: now < new Date(s.closeAt) ? now : s.closeAt, updatedAt: new Date() }).where(eq(surveys.surveyId, surveyId));
      await tx.delete(schema.surveyDrafts).where(eq(schema.surveyDrafts.surveyId, surveyId));
    });
  }
  await audit({ actorId: actor.userId, action: `survey.${action.toLowerCase()}`, targetType: 'survey', targetId: String(surveyId), ip });
  return { surveyId, status: action === 'PUBLISH' ? 'OPEN' : 'CLOSED' };
}

/** The students with a completion event of the programme (the people a satisfaction survey addresses). */
export async function completersOf(programRef: string | null) {
  if (!programRef || !/^\d{1,10}$/.test(programRef)) return [];
  const db = await getDb();
  const rows = await db
    .selectDistinct({ userId: activityEvents.userId })
    .from(activityEvents)
    .innerJoin(careerApplications, sql`${activityEvents.refId} = ${careerApplications.applId}::text`)
    .where(and(eq(activityEvents.kind, ACTIVITY_KINDS.CAREER_PROGRAM_COMPLETED), eq(activityEvents.refType, 'career_application'), eq(careerApplications.programId, Number(programRef))));
  return rows.map((r) => r.userId);
}
