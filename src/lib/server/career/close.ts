// Closing a career programme once its last session is over: what stands in the way (the plan the
// page shows), and the close itself, in one transaction: every participant is decided by the
// programme's rule (attendance share, reports, tests), completers get a certificate and the
// completion event other areas read, applications still waiting or unreviewed end, and every
// student is told. Who may close: the programme's staff (`managed()`, decision 046).
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { notifyUser } from '../messages/service';
import { publishActivity } from '../activity/events';
import { particle } from '../../text/josa';
import { issueCertificate } from './certificates';
import { record } from './applications';
import { testResultsForClose } from './tests-manage';
import { openReportsOf, submittedReportCounts } from './classroom';
import { openTestsOf } from './tests-manage';
import { ensureProgramSatisfaction, offerProgramSatisfaction, satisfactionPlan } from '../surveys/program-satisfaction';
import { seoulStampOf } from '../../calendar';
import { managed } from './managed';
import * as clock from '../clock';
import { LIVE_STATUSES, careerStatusLabel, completionOf, type CareerApplStatus } from '../../career/programs';
import type { CloseProgramInput } from '../../schemas/career';
import type { Actor } from '../../users';

const { careerPrograms: programs, careerProgramSessions: sessions, careerApplications: appls, careerAttendance: attendance, users } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ProgramRow = typeof programs.$inferSelect;

export function closeRefusal(p: ProgramRow, lastSessionDt: string, today: string): string | null {
  if (p.closedAt) return '이미 마감된 프로그램입니다.';
  if (today < lastSessionDt) return `마지막 회차(${lastSessionDt})가 끝난 뒤에 마감할 수 있습니다.`;
  return null;
}

/** Every completion rule closing applies, in the words the close dialog and the messages use. */
export function completionRules(p: Pick<ProgramRow, 'minAttendPct' | 'reportsRequired' | 'testPassMark'>, sessionCount: number, testCount: number): string[] {
  const need = Math.ceil((sessionCount * p.minAttendPct) / 100);
  const rules = [`출석률 ${p.minAttendPct}% 이상 (전체 ${sessionCount}회 중 ${need}회 이상 출석)`];
  if (p.reportsRequired > 0) rules.push(`과제 ${p.reportsRequired}건 이상 제출 (지각 제출 포함)`);
  if (p.testPassMark !== null && testCount > 0) rules.push(`시험 ${p.testPassMark}점 이상 (시험이 여럿이면 가장 낮은 점수, 미응시는 미달)`);
  return rules;
}

/** A report or test still taking work, and the participants closing now would leave short of it. */
export interface PendingWork {
  open: { kind: 'REPORT' | 'TEST'; title: string; until: string }[];
  affected: { applId: number; studentId: string; korNm: string; missing: string[] }[];
}

/**
 * What closing now would cut short: reports whose deadline or late window has not passed (when
 * reports count) and tests still open (when a pass mark counts), and each participant still
 * missing work there. Closing ends both, so these students would be decided without it.
 */
async function pendingWork(tx: Tx | Db, p: ProgramRow, participants: { applId: number; studentId: string; korNm: string }[], now: Date): Promise<PendingWork> {
  const reports = p.reportsRequired > 0 ? await openReportsOf(tx, p.programId, now) : [];
  const tests = p.testPassMark !== null ? await openTestsOf(tx, p.programId, now.getTime()) : [];
  const open = [
    ...reports.map((r) => ({ kind: 'REPORT' as const, title: r.title, until: seoulStampOf(r.closeAt) })),
    ...tests.map((t) => ({ kind: 'TEST' as const, title: t.title, until: seoulStampOf(t.closeAt) })),
  ];
  if (!open.length || !participants.length) return { open, affected: [] };
  const submitted = reports.length ? await submittedReportCounts(tx, p.programId) : new Map<number, number>();
  const affected: PendingWork['affected'] = [];
  for (const a of participants) {
    const missing: string[] = [];
    const n = submitted.get(a.applId) ?? 0;
    if (reports.length && n < p.reportsRequired) missing.push(`과제 ${n}/${p.reportsRequired}건`);
    for (const t of tests) if (!t.submittedApplIds.has(a.applId)) missing.push(`「${t.title}」 미응시`);
    if (missing.length) affected.push({ ...a, missing });
  }
  return { open, affected };
}

/** The participants whose completion closing decides (approved or attending). */
async function deciding(tx: Tx | Db, programId: number) {
  return tx
    .select({ applId: appls.applId, studentId: appls.studentId, korNm: users.korNm })
    .from(appls)
    .innerJoin(users, eq(users.userId, appls.studentId))
    .where(and(eq(appls.programId, programId), inArray(appls.status, ['APPROVED', 'ATTENDING'])))
    .orderBy(asc(users.korNm), asc(appls.applId));
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The names in a refusal: at most ten, then how many more. */
const namesOf = (list: { korNm: string; studentId: string }[]) => list.slice(0, 10).map((a) => `${a.korNm}(${a.studentId})`).join(', ') + (list.length > 10 ? ` 외 ${list.length - 10}명` : '');

/**
 * What the close dialog shows before staff confirm: every completion rule, the reports and tests
 * still open with the students it would affect, what happens to the other applications, and the
 * satisfaction survey the completers will be offered.
 */
export async function closePlan(actor: Actor, programId: number, today = clock.today(), now = clock.now()) {
  const p = await managed(actor, programId, undefined, false, 'decide');
  const db = await getDb();
  const [sessionList, testCount, participants, [{ ending }]] = await Promise.all([
    db.select({ sessionDt: sessions.sessionDt }).from(sessions).where(eq(sessions.programId, programId)).orderBy(asc(sessions.seq)),
    db.select({ n: count() }).from(schema.careerTests).where(eq(schema.careerTests.programId, programId)).then((r) => Number(r[0].n)),
    deciding(db, programId),
    db.select({ ending: count() }).from(appls).where(and(eq(appls.programId, programId), inArray(appls.status, ['APPLIED', 'WAITING']))),
  ]);
  const [work, survey] = await Promise.all([pendingWork(db, p, participants, now), satisfactionPlan(programId)]);
  return {
    refusal: closeRefusal(p, sessionList.at(-1)?.sessionDt ?? p.runEndDt, today),
    rules: completionRules(p, sessionList.length, testCount),
    participants: participants.length,
    ending: Number(ending),
    ...work,
    survey,
  };
}

export const completionEvent = (studentId: string, applId: number, title: string, at?: Date) => ({
  userId: studentId,
  kind: 'CAREER_PROGRAM_COMPLETED' as const,
  title,
  refType: 'career_application',
  refId: String(applId),
  occurredAt: at,
});

/**
 * Closes the programme once its last session is over: every participant is decided by the rule
 * (attendance share and reports submitted), completers get a certificate and the completion event in the same
 * transaction, applications still waiting or unreviewed end, and every student is told.
 */
export async function closeProgram(actor: Actor, programId: number, input: CloseProgramInput = {}, ip: string | null = null, today = clock.today(), now = clock.now()) {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const p = await managed(actor, programId, tx, true, 'decide');
    const sessionList = await tx.select({ sessionId: sessions.sessionId, sessionDt: sessions.sessionDt }).from(sessions).where(eq(sessions.programId, programId)).orderBy(asc(sessions.seq));
    const refusal = closeRefusal(p, sessionList.at(-1)?.sessionDt ?? p.runEndDt, today);
    if (refusal) throw new HttpError(409, refusal);
    // A report or test still taking work: closing now decides its students without it, so staff
    // must have confirmed exactly those students (the list may have changed since the dialog opened).
    const work = await pendingWork(tx, p, await deciding(tx, programId), now);
    if (work.affected.length && !sameSet(input.confirmAffected ?? [], work.affected.map((a) => a.applId))) {
      const what = work.open.map((w) => `「${w.title}」(${w.until}까지)`).join(', ');
      const message = input.confirmAffected
        ? '그 사이 제출 현황이 바뀌었습니다. 마감 안내를 다시 확인해 주세요.'
        : `${what}의 제출 기간이 끝나지 않았습니다. 지금 마감하면 ${namesOf(work.affected)} 학생이 제출하지 못한 채 이수 여부가 정해집니다. 기간이 끝난 뒤에 마감하거나, 이 학생들을 확인하고 마감해 주세요.`;
      throw new HttpError(409, message, { affected: work.affected });
    }
    const live = await tx
      .select({ applId: appls.applId, studentId: appls.studentId, status: appls.status })
      .from(appls)
      .where(and(eq(appls.programId, programId), inArray(appls.status, LIVE_STATUSES)))
      .for('update');
    const marks = live.length
      ? await tx.select({ applId: attendance.applId, n: count() }).from(attendance).where(and(inArray(attendance.applId, live.map((a) => a.applId)), eq(attendance.present, true))).groupBy(attendance.applId)
      : [];
    const attendedOf = new Map(marks.map((m) => [m.applId, Number(m.n)]));
    // With a test pass mark, the tests count too (decision 035): every answer must be graded first.
    const tested = p.testPassMark === null ? null : await testResultsForClose(tx, programId, live.map((a) => a.applId));
    if (tested?.refusal) throw new HttpError(409, tested.refusal);
    const testOf = (applId: number) => (tested?.tests ? { passMark: p.testPassMark!, scorePct: tested.pctOf.get(applId) ?? null } : undefined);
    const reportsOf = p.reportsRequired > 0 ? await submittedReportCounts(tx, programId) : new Map<number, number>();
    const year = Number(p.runEndDt.slice(0, 4));
    const told: { studentId: string; title: string; body: string }[] = [];
    let completed = 0;
    let notCompleted = 0;
    const completers: string[] = [];
    for (const a of live) {
      if (a.status === 'COMPLETED' || a.status === 'NOT_COMPLETED') continue;
      if (a.status === 'APPROVED' || a.status === 'ATTENDING') {
        const c = completionOf({ sessions: sessionList.length, attended: attendedOf.get(a.applId) ?? 0, minAttendPct: p.minAttendPct, reportsSubmitted: reportsOf.get(a.applId) ?? 0, reportsRequired: p.reportsRequired, test: testOf(a.applId) });
        const to: CareerApplStatus = c.completed ? 'COMPLETED' : 'NOT_COMPLETED';
        await tx.update(appls).set({ status: to, updatedAt: sql`now()` }).where(eq(appls.applId, a.applId));
        await record(tx, a.applId, a.status, to, actor.userId, c.reason);
        if (c.completed) {
          completed++;
          completers.push(a.studentId);
          await issueCertificate(tx, a.applId, year);
          await publishActivity(completionEvent(a.studentId, a.applId, p.title), tx);
          told.push({ studentId: a.studentId, title: `[진로활동] ${p.title} 이수를 축하합니다`, body: `「${p.title}」${particle(p.title, '을/를')} 이수했습니다. (${c.reason}) 이수증은 진로활동 이수증 메뉴에서 내려받을 수 있습니다.` });
        } else {
          notCompleted++;
          told.push({ studentId: a.studentId, title: `[진로활동] ${p.title} 이수 결과`, body: `「${p.title}」${particle(p.title, '은/는')} 이수 기준에 미치지 못해 미이수로 처리되었습니다. (${c.reason}) 문의는 프로그램 담당자에게 해 주세요.` });
        }
      } else {
        // Never reviewed or still waiting when the programme ended: the application ends here.
        await tx.update(appls).set({ status: 'CANCELLED', waitSeq: null, updatedAt: sql`now()` }).where(eq(appls.applId, a.applId));
        await record(tx, a.applId, a.status, 'CANCELLED', actor.userId, '프로그램이 마감되어 신청이 종료되었습니다.');
        told.push({ studentId: a.studentId, title: `[진로활동] ${p.title} 신청 종료`, body: `「${p.title}」${particle(p.title, '이/가')} 마감되어 ${careerStatusLabel(a.status)} 상태였던 신청이 종료되었습니다.` });
      }
    }
    await tx.update(programs).set({ closedAt: sql`now()`, closedBy: actor.userId, updatedAt: sql`now()` }).where(eq(programs.programId, programId));
    // The completers' satisfaction survey: the office's own, or the default one made here (decision 049).
    const satisfaction = completers.length ? await ensureProgramSatisfaction(tx, { programId, title: p.title }, actor.userId) : { survey: null, created: false, draft: null };
    return { completed, notCompleted, told, title: p.title, completers, satisfaction, confirmed: work.affected.map((a) => a.applId) };
  });
  await audit({
    actorId: actor.userId,
    action: 'career.program.close',
    targetType: 'career_program',
    targetId: String(programId),
    detail: { completed: outcome.completed, notCompleted: outcome.notCompleted, confirmedOpenWork: outcome.confirmed, satisfactionSurveyId: outcome.satisfaction.survey?.surveyId ?? null, satisfactionCreated: outcome.satisfaction.created },
    ip,
  });
  for (const m of outcome.told) await notifyUser(m.studentId, m.title, m.body, { category: 'PROGRAM', userDef1: 'CAREER_APPL', userDef2: String(programId) });
  const { survey, created, draft } = outcome.satisfaction;
  const offered = survey ? await offerProgramSatisfaction(outcome.completers, survey, actor.userId) : 0;
  return {
    programId,
    completed: outcome.completed,
    notCompleted: outcome.notCompleted,
    survey: survey ? { surveyId: survey.surveyId, title: survey.title, created, offered } : null,
    surveyDraft: draft ? { surveyId: draft.surveyId, title: draft.title } : null,
  };
}
