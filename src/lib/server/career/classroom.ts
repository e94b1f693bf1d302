// The classroom of a career programme (decision 034): notices, Q&A, references (자료실), reports
// with submissions and grades, and the student's attendance. A student reaches it through her
// participating application (APPROVED, ATTENDING, COMPLETED, NOT_COMPLETED); staff through
// `managed()`. Anything else answers 404, like a classroom that does not exist. Report times are
// checked with the server's clock.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { notifyUser } from '../messages/service';
import { fileGroup } from '../files/service';
import { can } from '../auth/permissions';
import { managed } from './managed';
import { PARTICIPANT_STATUSES, careerStatusLabel, completionOf, type CareerApplStatus } from '../../career/programs';
import { REPORT_PHASE_LABELS, reportPhase, submissionRefusal } from '../../career/classroom';
import { seoulInstantOf, seoulStampOf } from '../../calendar';
import { maskName } from '../../text/mask';
import { particle } from '../../text/josa';
import { type Actor, isDiv } from '../../users';
import type { AnswerInput, GradeInput, NoticeInput, QuestionInput, ReferenceInput, ReportInput, SubmissionInput } from '../../schemas/career-class';

const {
  careerPrograms: programs,
  careerProgramSessions: sessions,
  careerApplications: appls,
  careerAttendance: attendance,
  careerClassNotices: notices,
  careerClassQuestions: questions,
  careerClassReferences: refs,
  careerReports: reports,
  careerReportSubmissions: subs,
  files,
  users,
} = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const NOT_FOUND = '강의실을 찾을 수 없습니다.';
/** Applications whose holder may still hand in reports (completion is not decided yet). */
const SUBMITTING: CareerApplStatus[] = ['APPROVED', 'ATTENDING'];

// ---------------------------------------------------------------------------------------------
// Who comes in

/** The programme and her participating application; 404 for anyone else. */
export async function participation(actor: Actor, programId: number, tx?: Tx) {
  if (!isDiv(actor, 'std')) throw new HttpError(404, NOT_FOUND);
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ p: programs, applId: appls.applId, status: appls.status })
    .from(appls)
    .innerJoin(programs, eq(programs.programId, appls.programId))
    .where(and(eq(appls.programId, programId), eq(appls.studentId, actor.userId), inArray(appls.status, PARTICIPANT_STATUSES), eq(programs.useYn, 'Y')));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

/**
 * Read access to the attachments of classroom notices and references (the file service asks):
 * null when the group is not one of them; else the office that may read that programme, or a
 * participant of it.
 */
export async function classroomFileAccess(fileGroupId: number, viewer: Actor | null): Promise<boolean | null> {
  const db = await getDb();
  const owners = [
    ...(await db.select({ programId: notices.programId }).from(notices).where(eq(notices.fileGroupId, fileGroupId))),
    ...(await db.select({ programId: refs.programId }).from(refs).where(eq(refs.fileGroupId, fileGroupId))),
  ];
  if (!owners.length) return null;
  if (!viewer) return false;
  // The programme's staff: its manager (PROGRAM_MANAGER) and PROGRAM_ADMIN, admins (decision 046).
  const managers = await db.select({ managerId: schema.careerPrograms.managerId }).from(schema.careerPrograms).where(inArray(schema.careerPrograms.programId, owners.map((o) => o.programId)));
  if (await can(viewer, 'programs', 'read', { managerIds: managers.map((m) => m.managerId) })) return true;
  if (!isDiv(viewer, 'std')) return false;
  const [hit] = await db
    .select({ applId: appls.applId })
    .from(appls)
    .where(and(inArray(appls.programId, owners.map((o) => o.programId)), eq(appls.studentId, viewer.userId), inArray(appls.status, PARTICIPANT_STATUSES)))
    .limit(1);
  return !!hit;
}

/** A file group the actor uploaded herself (the form sends its id); a field error otherwise. */
async function ownGroup(actor: Actor, fileGroupId: number | undefined, field = 'fileGroupId') {
  if (!fileGroupId) return null;
  const group = await fileGroup(fileGroupId);
  if (!group || group.ownerId !== actor.userId) throw new HttpError(400, '첨부파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.', { [field]: '파일을 다시 올려 주세요.' });
  return group.fileGroupId;
}

async function filesOf(groupIds: (number | null)[]) {
  const ids = [...new Set(groupIds.filter((g): g is number => !!g))];
  if (!ids.length) return new Map<number, FileRow[]>();
  const db = await getDb();
  const rows = await db
    .select({ fileId: files.fileId, fileGroupId: files.fileGroupId, oriFileNm: files.oriFileNm, fileExtNm: files.fileExtNm, fileSize: files.fileSize, linkUrlPath: files.linkUrlPath })
    .from(files)
    .where(inArray(files.fileGroupId, ids))
    .orderBy(asc(files.fileId));
  const out = new Map<number, FileRow[]>();
  for (const r of rows) out.set(r.fileGroupId, [...(out.get(r.fileGroupId) ?? []), r]);
  return out;
}
export interface FileRow {
  fileId: number;
  fileGroupId: number;
  oriFileNm: string;
  fileExtNm: string;
  fileSize: number;
  linkUrlPath: string;
}

/** The participants of a programme who are told about classroom news. */
async function participantIds(programId: number) {
  const db = await getDb();
  const rows = await db.select({ studentId: appls.studentId }).from(appls).where(and(eq(appls.programId, programId), inArray(appls.status, PARTICIPANT_STATUSES)));
  return rows.map((r) => r.studentId);
}

const classLink = (programId: number, tab: string) => `/user/futuredesign/myecp/class?id=${programId}&tab=${tab}`;

// ---------------------------------------------------------------------------------------------
// Reading

async function noticeList(programId: number) {
  const db = await getDb();
  const rows = await db
    .select({ n: notices, authorNm: users.korNm })
    .from(notices)
    .innerJoin(users, eq(users.userId, notices.authorId))
    .where(eq(notices.programId, programId))
    .orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.noticeId));
  const attached = await filesOf(rows.map((r) => r.n.fileGroupId));
  return rows.map(({ n, authorNm }) => ({ ...n, authorNm, files: n.fileGroupId ? (attached.get(n.fileGroupId) ?? []) : [] }));
}

async function referenceList(programId: number) {
  const db = await getDb();
  const rows = await db.select().from(refs).where(eq(refs.programId, programId)).orderBy(desc(refs.createdAt), desc(refs.refId));
  const attached = await filesOf(rows.map((r) => r.fileGroupId));
  return rows.map((r) => ({ ...r, files: r.fileGroupId ? (attached.get(r.fileGroupId) ?? []) : [] }));
}

/** Questions newest first; a student sees hers and the public ones, with classmates' names hidden. */
async function questionList(programId: number, studentId: string | null) {
  const db = await getDb();
  const rows = await db
    .select({ q: questions, studentNm: users.korNm })
    .from(questions)
    .innerJoin(users, eq(users.userId, questions.studentId))
    .where(eq(questions.programId, programId))
    .orderBy(desc(questions.createdAt), desc(questions.questionId));
  return rows
    .filter(({ q }) => studentId === null || q.studentId === studentId || !q.isPrivate)
    .map(({ q, studentNm }) => {
      const mine = studentId !== null && q.studentId === studentId;
      return {
        questionId: q.questionId,
        title: q.title,
        body: q.body,
        isPrivate: q.isPrivate,
        answer: q.answer,
        answeredAt: q.answeredAt,
        createdAt: q.createdAt,
        updatedAt: q.updatedAt,
        mine,
        // Classmates see a masked name; staff see who asked.
        askerNm: studentId === null ? `${studentNm} (${q.studentId})` : mine ? '나' : maskName(studentNm),
        canEdit: mine && !q.answer,
      };
    });
}

/** A report as pages show it; a closed programme takes no more work, so its reports read 마감. */
function reportView(r: typeof reports.$inferSelect, now: Date, programClosedAt?: Date | null) {
  const phase = programClosedAt ? 'CLOSED' : reportPhase(r, now);
  return {
    reportId: r.reportId,
    title: r.title,
    instructions: r.instructions,
    openAt: r.openAt,
    dueAt: r.dueAt,
    closeAt: r.closeAt,
    openAtText: seoulStampOf(r.openAt),
    dueAtText: seoulStampOf(r.dueAt),
    closeAtText: seoulStampOf(r.closeAt),
    lateAllowed: r.closeAt.getTime() > r.dueAt.getTime(),
    maxScore: r.maxScore,
    allowedExts: r.allowedExts,
    phase,
    phaseNm: REPORT_PHASE_LABELS[phase],
  };
}

/** The programme's reports still taking submissions at `now` (before their late window closes). */
export async function openReportsOf(tx: Tx | Db, programId: number, now: Date) {
  return tx
    .select({ reportId: reports.reportId, title: reports.title, closeAt: reports.closeAt })
    .from(reports)
    .where(and(eq(reports.programId, programId), sql`${reports.closeAt} >= ${now}`))
    .orderBy(asc(reports.closeAt));
}

/** Submitted reports per application of a programme (late ones count): the completion rule reads it. */
export async function submittedReportCounts(tx: Tx | Db, programId: number) {
  const rows = await tx
    .select({ applId: subs.applId, n: count() })
    .from(subs)
    .innerJoin(reports, eq(reports.reportId, subs.reportId))
    .where(eq(reports.programId, programId))
    .groupBy(subs.applId);
  return new Map(rows.map((r) => [r.applId, Number(r.n)]));
}

/** Everything of the classroom a participant may see. */
export async function studentClassroom(actor: Actor, programId: number, now = new Date()) {
  const { p, applId, status } = await participation(actor, programId);
  const db = await getDb();
  const [noticeRows, questionRows, referenceRows, reportRows, mySubs, sessionRows, marks] = await Promise.all([
    noticeList(programId),
    questionList(programId, actor.userId),
    referenceList(programId),
    db.select().from(reports).where(eq(reports.programId, programId)).orderBy(asc(reports.dueAt), asc(reports.reportId)),
    db.select().from(subs).where(eq(subs.applId, applId)),
    db.select().from(sessions).where(eq(sessions.programId, programId)).orderBy(asc(sessions.seq)),
    db.select().from(attendance).where(eq(attendance.applId, applId)),
  ]);
  const subFiles = await filesOf(mySubs.map((s) => s.fileGroupId));
  const reportList = reportRows.map((r) => {
    const s = mySubs.find((x) => x.reportId === r.reportId);
    const view = reportView(r, now, p.closedAt);
    return {
      ...view,
      canSubmit: SUBMITTING.includes(status as CareerApplStatus) && !p.closedAt && (view.phase === 'OPEN' || view.phase === 'LATE') && !(s && s.score !== null),
      submission: s
        ? {
            submissionId: s.submissionId,
            body: s.body,
            submitCount: s.submitCount,
            submittedAt: s.submittedAt,
            submittedAtText: seoulStampOf(s.submittedAt),
            late: s.late,
            score: s.score,
            feedback: s.feedback,
            gradedAtText: s.gradedAt ? seoulStampOf(s.gradedAt) : null,
            files: (s.fileGroupId ? (subFiles.get(s.fileGroupId) ?? []) : []).filter((f) => s.fileIds.includes(f.fileId)),
          }
        : null,
    };
  });
  const attended = marks.filter((m) => m.present).length;
  const submitted = mySubs.length;
  const completion = completionOf({ sessions: sessionRows.length, attended, minAttendPct: p.minAttendPct, reportsSubmitted: submitted, reportsRequired: p.reportsRequired });
  return {
    program: { programId: p.programId, title: p.title, runStartDt: p.runStartDt, runEndDt: p.runEndDt, place: p.place, minAttendPct: p.minAttendPct, reportsRequired: p.reportsRequired, closed: !!p.closedAt },
    application: { applId, status, statusNm: careerStatusLabel(status) },
    notices: noticeRows.map((n) => ({ noticeId: n.noticeId, title: n.title, body: n.body, pinned: n.pinned, authorNm: n.authorNm, createdAt: n.createdAt, files: n.files })),
    questions: questionRows,
    references: referenceRows.map((r) => ({ refId: r.refId, kind: r.kind, title: r.title, description: r.description, url: r.url, createdAt: r.createdAt, files: r.files })),
    reports: reportList,
    attendance: {
      sessions: sessionRows.map((s) => {
        const m = marks.find((x) => x.sessionId === s.sessionId);
        return { sessionId: s.sessionId, seq: s.seq, title: s.title, sessionDt: s.sessionDt, startTm: s.startTm, endTm: s.endTm, present: m ? m.present : null, method: m?.method ?? null };
      }),
      attended,
      reportsSubmitted: submitted,
      completion,
    },
  };
}

/** The classroom as its staff run it: every question with who asked, reports with their figures. */
export async function staffClassroom(actor: Actor, programId: number, now = new Date()) {
  const p = await managed(actor, programId, undefined, false, 'read');
  const db = await getDb();
  const [noticeRows, questionRows, referenceRows, reportRows, figures, participants] = await Promise.all([
    noticeList(programId),
    questionList(programId, null),
    referenceList(programId),
    db.select().from(reports).where(eq(reports.programId, programId)).orderBy(asc(reports.dueAt), asc(reports.reportId)),
    db
      .select({ reportId: subs.reportId, n: count(), graded: sql<number>`count(${subs.score})::int` })
      .from(subs)
      .innerJoin(reports, eq(reports.reportId, subs.reportId))
      .where(eq(reports.programId, programId))
      .groupBy(subs.reportId),
    participantIds(programId),
  ]);
  return {
    program: { programId: p.programId, title: p.title, closed: !!p.closedAt, reportsRequired: p.reportsRequired, participants: participants.length },
    notices: noticeRows,
    questions: questionRows,
    references: referenceRows,
    reports: reportRows.map((r) => {
      const f = figures.find((x) => x.reportId === r.reportId);
      return { ...reportView(r, now, p.closedAt), submitted: Number(f?.n ?? 0), graded: Number(f?.graded ?? 0) };
    }),
  };
}

/** One report with every participant's submission (or its absence), for grading. */
export async function reportSubmissions(actor: Actor, programId: number, reportId: number, now = new Date()) {
  const p = await managed(actor, programId, undefined, false, 'read');
  const db = await getDb();
  const [r] = await db.select().from(reports).where(and(eq(reports.reportId, reportId), eq(reports.programId, programId)));
  if (!r) throw new HttpError(404, '과제를 찾을 수 없습니다.');
  const [people, rows] = await Promise.all([
    db
      .select({ applId: appls.applId, studentId: appls.studentId, korNm: users.korNm, status: appls.status })
      .from(appls)
      .innerJoin(users, eq(users.userId, appls.studentId))
      .where(and(eq(appls.programId, programId), inArray(appls.status, PARTICIPANT_STATUSES)))
      .orderBy(asc(users.korNm), asc(appls.applId)),
    db.select().from(subs).where(eq(subs.reportId, reportId)),
  ]);
  const attached = await filesOf(rows.map((s) => s.fileGroupId));
  return {
    program: { programId: p.programId, title: p.title },
    report: reportView(r, now, p.closedAt),
    list: people.map((a) => {
      const s = rows.find((x) => x.applId === a.applId);
      return {
        ...a,
        statusNm: careerStatusLabel(a.status),
        submission: s
          ? {
              submissionId: s.submissionId,
              body: s.body,
              submitCount: s.submitCount,
              submittedAtText: seoulStampOf(s.submittedAt),
              late: s.late,
              score: s.score,
              feedback: s.feedback,
              files: (s.fileGroupId ? (attached.get(s.fileGroupId) ?? []) : []).filter((f) => s.fileIds.includes(f.fileId)),
            }
          : null,
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Notices and references (staff)

export async function createNotice(actor: Actor, programId: number, input: NoticeInput, ip: string | null = null) {
  const p = await managed(actor, programId);
  const fileGroupId = await ownGroup(actor, input.fileGroupId);
  const db = await getDb();
  const [row] = await db
    .insert(notices)
    .values({ programId, title: input.title, body: input.body, pinned: input.pinned, fileGroupId, authorId: actor.userId })
    .returning({ noticeId: notices.noticeId });
  await audit({ actorId: actor.userId, action: 'career.class.notice.create', targetType: 'career_class_notice', targetId: String(row.noticeId), detail: { programId }, ip });
  for (const studentId of await participantIds(programId)) {
    await notifyUser(studentId, `[강의실] ${p.title} 새 공지`, `「${p.title}」 강의실에 공지 「${input.title}」${particle(input.title, '이/가')} 올라왔습니다. ${classLink(programId, 'notice')}`, { userDef1: 'CAREER_CLASS', userDef2: String(programId), senderId: actor.userId });
  }
  return { noticeId: row.noticeId };
}

async function noticeOf(programId: number, noticeId: number) {
  const db = await getDb();
  const [n] = await db.select().from(notices).where(and(eq(notices.noticeId, noticeId), eq(notices.programId, programId)));
  if (!n) throw new HttpError(404, '공지를 찾을 수 없습니다.');
  return n;
}

export async function updateNotice(actor: Actor, programId: number, noticeId: number, input: NoticeInput, ip: string | null = null) {
  await managed(actor, programId);
  const n = await noticeOf(programId, noticeId);
  // Keeping the attachment the notice already has is fine even when a colleague uploaded it.
  const fileGroupId = input.fileGroupId && input.fileGroupId === n.fileGroupId ? n.fileGroupId : await ownGroup(actor, input.fileGroupId);
  const db = await getDb();
  await db.update(notices).set({ title: input.title, body: input.body, pinned: input.pinned, fileGroupId, updatedAt: sql`now()` }).where(eq(notices.noticeId, noticeId));
  await audit({ actorId: actor.userId, action: 'career.class.notice.update', targetType: 'career_class_notice', targetId: String(noticeId), detail: { programId }, ip });
  return { noticeId };
}

export async function deleteNotice(actor: Actor, programId: number, noticeId: number, ip: string | null = null) {
  await managed(actor, programId);
  const n = await noticeOf(programId, noticeId);
  const db = await getDb();
  await db.delete(notices).where(eq(notices.noticeId, noticeId));
  await audit({ actorId: actor.userId, action: 'career.class.notice.delete', targetType: 'career_class_notice', targetId: String(noticeId), detail: { programId, title: n.title }, ip });
  return { noticeId };
}

export async function createReference(actor: Actor, programId: number, input: ReferenceInput, ip: string | null = null) {
  await managed(actor, programId);
  const fileGroupId = input.kind === 'FILE' ? await ownGroup(actor, input.fileGroupId) : null;
  const db = await getDb();
  const [row] = await db
    .insert(refs)
    .values({ programId, kind: input.kind, title: input.title, description: input.description ?? null, url: input.kind === 'LINK' ? input.url! : null, fileGroupId, authorId: actor.userId })
    .returning({ refId: refs.refId });
  await audit({ actorId: actor.userId, action: 'career.class.reference.create', targetType: 'career_class_reference', targetId: String(row.refId), detail: { programId, kind: input.kind }, ip });
  return { refId: row.refId };
}

export async function deleteReference(actor: Actor, programId: number, refId: number, ip: string | null = null) {
  await managed(actor, programId);
  const db = await getDb();
  const [gone] = await db.delete(refs).where(and(eq(refs.refId, refId), eq(refs.programId, programId))).returning({ title: refs.title });
  if (!gone) throw new HttpError(404, '자료를 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'career.class.reference.delete', targetType: 'career_class_reference', targetId: String(refId), detail: { programId, title: gone.title }, ip });
  return { refId };
}

// ---------------------------------------------------------------------------------------------
// Q&A

export async function askQuestion(actor: Actor, programId: number, input: QuestionInput, ip: string | null = null) {
  await participation(actor, programId);
  const db = await getDb();
  const [row] = await db
    .insert(questions)
    .values({ programId, studentId: actor.userId, title: input.title, body: input.body, isPrivate: input.isPrivate })
    .returning({ questionId: questions.questionId });
  await audit({ actorId: actor.userId, action: 'career.class.question.create', targetType: 'career_class_question', targetId: String(row.questionId), detail: { programId, isPrivate: input.isPrivate }, ip });
  return { questionId: row.questionId };
}

/** Her question, still unanswered; someone else's (or a missing one) is not found, an answered one is locked. */
async function ownOpenQuestion(actor: Actor, programId: number, questionId: number) {
  await participation(actor, programId);
  const db = await getDb();
  const [q] = await db.select().from(questions).where(and(eq(questions.questionId, questionId), eq(questions.programId, programId)));
  if (!q || q.studentId !== actor.userId) throw new HttpError(404, '질문을 찾을 수 없습니다.');
  if (q.answer) throw new HttpError(409, '답변이 달린 질문은 고치거나 지울 수 없습니다.');
  return q;
}

export async function editQuestion(actor: Actor, programId: number, questionId: number, input: QuestionInput, ip: string | null = null) {
  await ownOpenQuestion(actor, programId, questionId);
  const db = await getDb();
  // The answer may arrive between the check and the write: the condition decides.
  const done = await db
    .update(questions)
    .set({ title: input.title, body: input.body, isPrivate: input.isPrivate, updatedAt: sql`now()` })
    .where(and(eq(questions.questionId, questionId), isNull(questions.answer)))
    .returning({ questionId: questions.questionId });
  if (!done.length) throw new HttpError(409, '답변이 달린 질문은 고치거나 지울 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'career.class.question.update', targetType: 'career_class_question', targetId: String(questionId), detail: { programId }, ip });
  return { questionId };
}

export async function deleteQuestion(actor: Actor, programId: number, questionId: number, ip: string | null = null) {
  await ownOpenQuestion(actor, programId, questionId);
  const db = await getDb();
  const done = await db.delete(questions).where(and(eq(questions.questionId, questionId), isNull(questions.answer))).returning({ questionId: questions.questionId });
  if (!done.length) throw new HttpError(409, '답변이 달린 질문은 고치거나 지울 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'career.class.question.delete', targetType: 'career_class_question', targetId: String(questionId), detail: { programId }, ip });
  return { questionId };
}

export async function answerQuestion(actor: Actor, programId: number, questionId: number, input: AnswerInput, ip: string | null = null) {
  const p = await managed(actor, programId);
  const db = await getDb();
  const [q] = await db.select().from(questions).where(and(eq(questions.questionId, questionId), eq(questions.programId, programId)));
  if (!q) throw new HttpError(404, '질문을 찾을 수 없습니다.');
  await db.update(questions).set({ answer: input.answer, answeredBy: actor.userId, answeredAt: sql`now()` }).where(eq(questions.questionId, questionId));
  await audit({ actorId: actor.userId, action: 'career.class.question.answer', targetType: 'career_class_question', targetId: String(questionId), detail: { programId, first: !q.answer }, ip });
  await notifyUser(q.studentId, `[강의실] ${p.title} 질문에 답변이 달렸습니다`, `「${q.title}」 질문에 담당자가 ${q.answer ? '답변을 고쳤습니다' : '답변했습니다'}. ${classLink(programId, 'qna')}`, { userDef1: 'CAREER_CLASS', userDef2: String(programId), senderId: actor.userId });
  return { questionId };
}

// ---------------------------------------------------------------------------------------------
// Reports

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
    await notifyUser(studentId, `[강의실] ${p.title} 새 과제`, `과제 「${input.title}」${particle(input.title, '이/가')} 나왔습니다. 제출 마감 ${seoulStampOf(seoulInstantOf(input.dueAt))}. ${classLink(programId, 'report')}`, { userDef1: 'CAREER_CLASS', userDef2: String(programId), senderId: actor.userId });
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
  await notifyUser(row.s.studentId, `[강의실] ${p.title} 과제 채점 결과`, `과제 「${row.r.title}」${particle(row.r.title, '이/가')} 채점되었습니다: ${input.score}/${row.r.maxScore}점. ${classLink(programId, 'report')}`, { userDef1: 'CAREER_CLASS', userDef2: String(programId), senderId: actor.userId });
  return { submissionId, score: input.score, maxScore: row.r.maxScore };
}
