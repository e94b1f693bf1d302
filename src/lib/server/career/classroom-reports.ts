// A programme classroom's reports (decision 034): staff set them, participants hand them in inside
// their window by the server's clock (late between due and close), staff grade the submissions.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { notifyUser } from '../messages/service';
import { managed } from './managed';
import { careerStatusLabel, type CareerApplStatus } from '../../career/programs';
import { reportPhase, submissionRefusal } from '../../career/classroom';
import { seoulInstantOf, seoulStampOf } from '../../calendar';
import { particle } from '../../text/josa';
import type { Actor } from '../../users';
import type { GradeInput, ReportInput, SubmissionInput } from '../../schemas/career-class';
import { SUBMITTING, classLink, filesOf, ownGroup, participantIds, participation } from './classroom-access';

const { careerReports: reports, careerReportSubmissions: subs } = schema;

function reportColumns(input: ReportInput) {
  const openAt = seoulInstantOf(input.openAt);
  const dueAt = seoulInstantOf(input.dueAt);
  const closeAt = seoulInstantOf(input.closeAt);
  // A calendar-valid date can still be absurd for a report (year 0001, 9999): refused, not stored.
  for (const [field, at] of [['openAt', openAt], ['dueAt', dueAt], ['closeAt', closeAt]] as const) {
    const year = Number.isNaN(at.getTime()) ? 0 : Number(seoulStampOf(at).slice(0, 4));
    if (year < 2000 || year > 2100) throw new HttpError(400, '2000년부터 2100년 사이의 일시를 입력해 주세요.', { [field]: '2000년부터 2100년 사이의 일시를 입력해 주세요.' });
  }
  if (!(openAt < dueAt)) throw new HttpError(400, '제출 마감은 제출 시작보다 늦어야 합니다.', { dueAt: '제출 마감은 제출 시작보다 늦어야 합니다.' });
  if (closeAt < dueAt) throw new HttpError(400, '지각 제출 마감은 제출 마감과 같거나 늦어야 합니다.', { closeAt: '지각 제출 마감은 제출 마감과 같거나 늦어야 합니다.' });
  return { title: input.title, instructions: input.instructions, openAt, dueAt, closeAt, maxScore: input.maxScore, allowedExts: [...new Set(input.allowedExts)] };
}

export async function createReport(actor: Actor, programId: number, input: ReportInput, ip: string | null = null) {
  const p = await managed(actor, programId);
  if (p.closedAt) throw new HttpError(409, '마감된 프로그램에는 과제를 낼 수 없습니다.');
  const db = await getDb();
  const [row] = await db
    .insert(reports)
    .values({ programId, ...reportColumns(input), createdBy: actor.userId })
    .returning({ reportId: reports.reportId });
  await audit({ actorId: actor.userId, action: 'career.class.report.create', targetType: 'career_report', targetId: String(row.reportId), detail: { programId, title: input.title }, ip });
  for (const studentId of await participantIds(programId)) {
    await notifyUser(studentId, `[강의실] ${p.title} 새 과제`, `과제 「${input.title}」${particle(input.title, '이/가')} 나왔습니다. 제출 마감 ${seoulStampOf(seoulInstantOf(input.dueAt))}. ${classLink(programId, 'report')}`, { category: 'PROGRAM', userDef1: 'CAREER_CLASS', userDef2: String(programId), senderId: actor.userId });
  }
  return { reportId: row.reportId };
}

export async function updateReport(actor: Actor, programId: number, reportId: number, input: ReportInput, ip: string | null = null) {
  const p = await managed(actor, programId);
  if (p.closedAt) throw new HttpError(409, '마감된 프로그램의 과제는 바꿀 수 없습니다.');
  const cols = reportColumns(input);
  const db = await getDb();
  const [r] = await db.select({ reportId: reports.reportId }).from(reports).where(and(eq(reports.reportId, reportId), eq(reports.programId, programId)));
  if (!r) throw new HttpError(404, '과제를 찾을 수 없습니다.');
  const [{ maxGiven }] = await db.select({ maxGiven: sql<number | null>`max(${subs.score})` }).from(subs).where(eq(subs.reportId, reportId));
  if (maxGiven !== null && Number(maxGiven) > input.maxScore) throw new HttpError(400, `이미 ${Number(maxGiven)}점을 준 제출이 있어 만점을 그보다 낮출 수 없습니다.`, { maxScore: `${Number(maxGiven)}점 이상으로 입력해 주세요.` });
  await db.update(reports).set({ ...cols, updatedAt: sql`now()` }).where(eq(reports.reportId, reportId));
  await audit({ actorId: actor.userId, action: 'career.class.report.update', targetType: 'career_report', targetId: String(reportId), detail: { programId }, ip });
  return { reportId };
}

/**
 * Hands in (or hands in again) a report: inside the window by the server's clock, late between
 * due and close, never after close or once graded. One row per student and report, replaced by
 * the last submission; the count goes up in the same statement, so parallel submissions count.
 */
export async function submitReport(actor: Actor, programId: number, reportId: number, input: SubmissionInput, ip: string | null = null, now = new Date()) {
  const { p, applId, status } = await participation(actor, programId);
  const db = await getDb();
  const [r] = await db.select().from(reports).where(and(eq(reports.reportId, reportId), eq(reports.programId, programId)));
  if (!r) throw new HttpError(404, '과제를 찾을 수 없습니다.');
  if (p.closedAt) throw new HttpError(409, '마감된 프로그램에는 제출할 수 없습니다.');
  if (!SUBMITTING.includes(status as CareerApplStatus)) throw new HttpError(409, `${careerStatusLabel(status)} 상태에서는 과제를 제출할 수 없습니다.`);
  const refusal = submissionRefusal(r, now);
  if (refusal) throw new HttpError(409, refusal);
  const fileGroupId = await ownGroup(actor, input.fileGroupId);
  let fileIds: number[] = [];
  if (fileGroupId) {
    const all = (await filesOf([fileGroupId])).get(fileGroupId) ?? [];
    if (input.fileIds?.some((fid) => !all.some((f) => f.fileId === fid))) throw new HttpError(400, '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.', { fileGroupId: '파일을 다시 올려 주세요.' });
    // The files she kept on the list; one taken off is not handed in.
    const list = input.fileIds ? all.filter((f) => input.fileIds!.includes(f.fileId)) : all;
    if (!list.length && !input.body) throw new HttpError(400, '파일을 올리거나 내용을 입력해 주세요.', { fileGroupId: '파일을 올리거나 내용을 입력해 주세요.' });
    if (!all.length) throw new HttpError(400, '올린 파일이 없습니다. 파일을 다시 올려 주세요.', { fileGroupId: '파일을 다시 올려 주세요.' });
    const wrong = list.filter((f) => !r.allowedExts.includes(f.fileExtNm === 'jpeg' ? 'jpg' : f.fileExtNm));
    if (wrong.length) {
      const msg = `이 과제에 낼 수 있는 형식은 ${r.allowedExts.join(', ')}입니다. (${wrong.map((f) => `${f.oriFileNm}.${f.fileExtNm}`).join(', ')})`;
      throw new HttpError(400, msg, { fileGroupId: msg });
    }
    fileIds = list.map((f) => f.fileId);
  }
  const late = reportPhase(r, now) === 'LATE';
  const values = { reportId, applId, studentId: actor.userId, body: input.body ?? null, fileGroupId, fileIds, submittedAt: now, late };
  const [row] = await db
    .insert(subs)
    .values(values)
    .onConflictDoUpdate({
      target: [subs.reportId, subs.applId],
      set: { body: values.body, fileGroupId, fileIds, submittedAt: now, late, submitCount: sql`${subs.submitCount} + 1` },
      setWhere: isNull(subs.score),
    })
    .returning({ submissionId: subs.submissionId, submitCount: subs.submitCount, late: subs.late });
  if (!row) throw new HttpError(409, '채점이 끝난 과제는 다시 제출할 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'career.class.report.submit', targetType: 'career_report_submission', targetId: String(row.submissionId), detail: { reportId, late, submitCount: row.submitCount, files: fileIds.length }, ip });
  return { submissionId: row.submissionId, submitCount: row.submitCount, late: row.late, submittedAtText: seoulStampOf(now) };
}

export async function gradeSubmission(actor: Actor, programId: number, submissionId: number, input: GradeInput, ip: string | null = null) {
  const p = await managed(actor, programId, undefined, false, 'decide');
  const db = await getDb();
  const [row] = await db
    .select({ s: subs, r: reports })
    .from(subs)
    .innerJoin(reports, eq(reports.reportId, subs.reportId))
    .where(and(eq(subs.submissionId, submissionId), eq(reports.programId, programId)));
  if (!row) throw new HttpError(404, '제출물을 찾을 수 없습니다.');
  if (input.score > row.r.maxScore) throw new HttpError(400, `점수는 0~${row.r.maxScore}점 사이로 입력해 주세요.`, { score: `0~${row.r.maxScore}점 사이로 입력해 주세요.` });
  await db.update(subs).set({ score: input.score, feedback: input.feedback ?? null, gradedBy: actor.userId, gradedAt: sql`now()` }).where(eq(subs.submissionId, submissionId));
  await audit({ actorId: actor.userId, action: 'career.class.report.grade', targetType: 'career_report_submission', targetId: String(submissionId), detail: { programId, score: input.score, regrade: row.s.score !== null }, ip });
  await notifyUser(row.s.studentId, `[강의실] ${p.title} 과제 채점 결과`, `과제 「${row.r.title}」${particle(row.r.title, '이/가')} 채점되었습니다: ${input.score}/${row.r.maxScore}점. ${classLink(programId, 'report')}`, { category: 'PROGRAM', userDef1: 'CAREER_CLASS', userDef2: String(programId), senderId: actor.userId });
  return { submissionId, score: input.score, maxScore: row.r.maxScore };
}
