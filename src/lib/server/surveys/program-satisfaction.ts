// The satisfaction survey of a career programme when the programme is closed (decision 049): the
// office's own survey when it made one, otherwise a default one from the template, opened at once
// in the transaction that closes the programme; after the commit each completer is offered it by a
// portal message with its link. Who may answer is unchanged: the completion events (decision 021).
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { schema } from '../db';
import { getDb } from '../db';
import { notifyUser } from '../messages/service';
import { formatDateTime } from '../../format';
import { PHASE_LABELS, REF_CAREER_PROGRAM, phaseOf, type Phase } from '../../surveys/rules';
import { DEFAULT_SATISFACTION_DAYS, PROGRAM_SATISFACTION_DESCRIPTION, PROGRAM_SATISFACTION_QUESTIONS, programSatisfactionTitle } from '../../surveys/templates';
import { type Tx } from './shared';
import * as clock from '../clock';

const { surveys, surveyQuestions, surveyParticipants: participants } = schema;

export interface ProgramSurvey {
  surveyId: number;
  title: string;
  phase: Phase;
  phaseNm: string;
  openAt: Date;
  closeAt: Date;
}

const view = (s: typeof surveys.$inferSelect, now: Date): ProgramSurvey => {
  const phase = phaseOf(s, now);
  return { surveyId: s.surveyId, title: s.title, phase, phaseNm: PHASE_LABELS[phase], openAt: s.openAt, closeAt: s.closeAt };
};

/** Whether a survey will take answers (now or later): the ones worth offering. */
const takesAnswers = (p: ProgramSurvey) => p.phase === 'OPEN' || p.phase === 'READY';

/** The programme's satisfaction surveys as the office left them, the ones taking answers first. */
export async function programSurveys(programId: number, now = clock.now(), tx?: Tx): Promise<ProgramSurvey[]> {
  const db = tx ?? (await getDb());
  const rows = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.useYn, 'Y'), eq(surveys.kind, 'SATISFACTION'), eq(surveys.refType, REF_CAREER_PROGRAM), eq(surveys.refId, String(programId))))
    .orderBy(desc(surveys.surveyId));
  const list = rows.map((r) => view(r, now));
  return [...list.filter(takesAnswers), ...list.filter((s) => !takesAnswers(s))];
}

/**
 * What closing will do about the survey: offer the office's open one, tell the office that its draft
 * waits to be published, or make the default one. Staff read this in the close dialog.
 */
export async function satisfactionPlan(programId: number, now = clock.now()) {
  const list = await programSurveys(programId, now);
  const open = list.find(takesAnswers);
  if (open) return { kind: 'OFFER' as const, survey: open };
  const draft = list.find((s) => s.phase === 'DRAFT');
  if (draft) return { kind: 'DRAFT' as const, survey: draft };
  return { kind: 'DEFAULT' as const, survey: null, days: DEFAULT_SATISFACTION_DAYS };
}

/**
 * In the closing transaction: the survey to offer the completers. The office's survey that takes
 * answers, or none while its own draft waits (it is offered when published), or a new default one
 * from the template, open from now for DEFAULT_SATISFACTION_DAYS, anonymous.
 */
export async function ensureProgramSatisfaction(tx: Tx, program: { programId: number; title: string }, actorId: string, now = clock.now()): Promise<{ survey: ProgramSurvey | null; created: boolean; draft: ProgramSurvey | null }> {
  const list = await programSurveys(program.programId, now, tx);
  const open = list.find(takesAnswers);
  if (open) return { survey: open, created: false, draft: null };
  const draft = list.find((s) => s.phase === 'DRAFT');
  if (draft) return { survey: null, created: false, draft };
  const closeAt = new Date(now.getTime() + DEFAULT_SATISFACTION_DAYS * 86_400_000);
  const [row] = await tx
    .insert(surveys)
    .values({
      title: programSatisfactionTitle(program.title),
      description: PROGRAM_SATISFACTION_DESCRIPTION,
      kind: 'SATISFACTION',
      status: 'OPEN',
      targetUserDivs: ['std'],
      openAt: now,
      closeAt,
      anonymousYn: 'Y',
      editableYn: 'N',
      refType: REF_CAREER_PROGRAM,
      refId: String(program.programId),
      managerId: actorId,
    })
    .returning();
  await tx.insert(surveyQuestions).values(
    PROGRAM_SATISFACTION_QUESTIONS.map((q, i) => ({
      surveyId: row.surveyId,
      seq: i + 1,
      sectionSeq: 1,
      kind: q.kind,
      title: q.title,
      requiredYn: q.requiredYn,
      options: q.options ?? [],
      rows: q.rows ?? [],
      scaleMax: q.kind === 'RATING' ? (q.scaleMax ?? 5) : null,
      jumps: [],
    })),
  );
  return { survey: view(row, now), created: true, draft: null };
}

/** After the programme closed: a message with the survey's link to each completer who has not answered it. */
export async function offerProgramSatisfaction(userIds: string[], survey: ProgramSurvey, senderId: string, now = clock.now()) {
  if (!userIds.length) return 0;
  const db = await getDb();
  const [still] = await db.select({ surveyId: surveys.surveyId }).from(surveys).where(and(eq(surveys.surveyId, survey.surveyId), gt(surveys.closeAt, now)));
  if (!still) return 0;
  const answered = await db
    .select({ userId: participants.userId })
    .from(participants)
    .where(and(eq(participants.surveyId, survey.surveyId), inArray(participants.userId, userIds)));
  const done = new Set(answered.map((a) => a.userId));
  const from = survey.phase === 'READY' ? `${formatDateTime(survey.openAt)}부터 ` : '';
  let sent = 0;
  for (const userId of userIds) {
    if (done.has(userId)) continue;
    await notifyUser(userId, `[만족도 조사] ${survey.title}`, `이수하신 프로그램의 만족도 조사에 참여해 주세요. ${from}${formatDateTime(survey.closeAt)}까지 응답할 수 있습니다: /user/diag/satisRsch/${survey.surveyId}`, {
      category: 'PROGRAM', userDef1: 'SURVEY',
      userDef2: `/user/diag/satisRsch/${survey.surveyId}`,
      senderId,
    });
    sent++;
  }
  return sent;
}
