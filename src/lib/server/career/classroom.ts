// The classroom of a career programme as it is read (decision 034): notices, Q&A, references
// (자료실), reports with submissions and grades, and the student's attendance, for the participant
// and for the programme's staff. Who comes in: classroom-access.ts; writing: classroom-posts.ts
// (notices, references, Q&A) and classroom-reports.ts. Report times are checked with the server's clock.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, getDb, type Db } from '../db';
import { HttpError } from '../http/respond';
import { managed } from './managed';
import { PARTICIPANT_STATUSES, careerStatusLabel, completionOf, type CareerApplStatus } from '../../career/programs';
import { REPORT_PHASE_LABELS, reportPhase } from '../../career/classroom';
import { seoulStampOf } from '../../calendar';
import { maskName } from '../../text/mask';
import type { Actor } from '../../users';
import { SUBMITTING, filesOf, participantIds, participation, type Tx } from './classroom-access';

const {
  careerProgramSessions: sessions,
  careerApplications: appls,
  careerAttendance: attendance,
  careerClassNotices: notices,
  careerClassQuestions: questions,
  careerClassReferences: refs,
  careerReports: reports,
  careerReportSubmissions: subs,
  users,
} = schema;

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
