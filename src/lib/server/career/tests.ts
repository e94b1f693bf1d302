// Career programme tests for the student (시험): the tests of her programme with her state, the
// intro, starting (one attempt: the unique index turns parallel starts into one row), the timed
// sheet with autosave, and the mark. Every time is the server's clock (nowMs, so tests can pin it):
// the deadline is fixed at the start as min(start + duration, close); answers arriving after it
// are refused, and the saved answers are submitted by the server (on the next read or write).
// Only participants (APPROVED, ATTENDING, COMPLETED, NOT_COMPLETED) see a programme's tests; anyone
// else gets 404, as for a missing test.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { formatDateTime } from '../../format';
import { PARTICIPANT_STATUSES } from '../../career/programs';
import { ATTEMPT_STATE_LABELS, attemptState, scoreAttempt, scorePct, type ScoredQuestion } from '../../career/tests';
import type { AnswerSheetInput } from '../../schemas/career-tests';
import type { TestAnswers } from '../db/schema-exams';
import type { Actor } from '../../users';
import { isDiv } from '../../users';

const { careerTests: tests, careerTestQuestions: questions, careerTestAttempts: attempts, careerApplications: appls, careerPrograms: programs } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;
export type TestRow = typeof tests.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type AttemptRow = typeof attempts.$inferSelect;

export const TEST_NOT_FOUND = '시험을 찾을 수 없습니다.';

const at = (v: Date | string) => new Date(v).getTime();

/** The window of a test at this instant: a test closes with its programme, whatever its own times say. */
export function windowOf(t: Pick<TestRow, 'openAt' | 'closeAt'>, nowMs: number, programClosedAt?: Date | string | null): 'BEFORE' | 'OPEN' | 'CLOSED' {
  if (programClosedAt) return 'CLOSED';
  if (nowMs < at(t.openAt)) return 'BEFORE';
  return nowMs < at(t.closeAt) ? 'OPEN' : 'CLOSED';
}

export async function questionsOf(db: Conn, testId: number) {
  return db.select().from(questions).where(eq(questions.testId, testId)).orderBy(asc(questions.seq));
}

const scored = (qs: QuestionRow[]): ScoredQuestion[] => qs.map((q) => ({ questionId: q.questionId, kind: q.kind, correct: q.correct, accepted: q.accepted, points: q.points }));
export const totalOf = (qs: { points: number }[]) => qs.reduce((a, q) => a + q.points, 0);

/**
 * Submits an attempt (the student's submission, or the server's when the deadline has passed):
 * choice and exact short answers are marked at once, the rest wait for staff.
 */
export async function finalize(db: Conn, attempt: AttemptRow, qs: QuestionRow[], submittedAt: Date, auto: boolean) {
  const s = scoreAttempt(scored(qs), attempt.answers, attempt.points);
  const [row] = await db
    .update(attempts)
    .set({ submittedAt, autoSubmitted: auto, points: s.points, graded: s.graded, score: s.score, gradedAt: s.graded ? submittedAt : null })
    .where(and(eq(attempts.attemptId, attempt.attemptId), isNull(attempts.submittedAt)))
    .returning();
  return row ?? (await db.select().from(attempts).where(eq(attempts.attemptId, attempt.attemptId)))[0];
}

/** The attempt as it stands now: one whose deadline has passed is submitted with what was saved. */
export async function settle(db: Conn, attempt: AttemptRow | undefined, qs: QuestionRow[], nowMs: number) {
  if (!attempt || attempt.submittedAt || nowMs <= at(attempt.deadlineAt)) return attempt ?? null;
  return finalize(db, attempt, qs, new Date(attempt.deadlineAt), true);
}

/** The student's participating application in the programme, or null. */
async function participation(db: Conn, studentId: string, programId: number) {
  const [a] = await db
    .select({ applId: appls.applId, status: appls.status })
    .from(appls)
    .where(and(eq(appls.programId, programId), eq(appls.studentId, studentId), inArray(appls.status, PARTICIPANT_STATUSES)));
  return a ?? null;
}

/** The test with its programme and the student's application; 404 unless she takes part. */
async function access(student: Actor, testId: number, programId?: number) {
  if (!isDiv(student, 'std')) throw new HttpError(404, TEST_NOT_FOUND);
  const db = await getDb();
  const [row] = await db
    .select({ t: tests, p: { programId: programs.programId, title: programs.title, testPassMark: programs.testPassMark, closedAt: programs.closedAt, useYn: programs.useYn } })
    .from(tests)
    .innerJoin(programs, eq(programs.programId, tests.programId))
    .where(eq(tests.testId, testId));
  if (!row || row.p.useYn !== 'Y' || (programId !== undefined && row.p.programId !== programId)) throw new HttpError(404, TEST_NOT_FOUND);
  const appl = await participation(db, student.userId, row.p.programId);
  if (!appl) throw new HttpError(404, TEST_NOT_FOUND);
  return { db, test: row.t, program: row.p, appl };
}

async function attemptOf(db: Conn, testId: number, applId: number) {
  const [a] = await db.select().from(attempts).where(and(eq(attempts.testId, testId), eq(attempts.applId, applId)));
  return a;
}

/** The programme's tests with the student's state (the classroom's 시험 tab). */
export async function studentTests(student: Actor, programId: number, applId: number, nowMs = Date.now()) {
  if (!isDiv(student, 'std')) throw new HttpError(404, TEST_NOT_FOUND);
  const db = await getDb();
  const appl = await participation(db, student.userId, programId);
  if (!appl || appl.applId !== applId) throw new HttpError(404, TEST_NOT_FOUND);
  const [list, [program]] = await Promise.all([
    db.select().from(tests).where(eq(tests.programId, programId)).orderBy(asc(tests.openAt), asc(tests.testId)),
    db.select({ closedAt: programs.closedAt }).from(programs).where(eq(programs.programId, programId)),
  ]);
  const mine = list.length ? await db.select().from(attempts).where(and(eq(attempts.applId, applId), inArray(attempts.testId, list.map((t) => t.testId)))) : [];
  const out = [];
  for (const t of list) {
    let a: AttemptRow | null | undefined = mine.find((m) => m.testId === t.testId);
    if (a && !a.submittedAt && nowMs > at(a.deadlineAt)) a = await settle(db, a, await questionsOf(db, t.testId), nowMs);
    const state = attemptState(a);
    const qs = await db.select({ points: questions.points }).from(questions).where(eq(questions.testId, t.testId));
    out.push({
      testId: t.testId,
      title: t.title,
      openAt: t.openAt,
      closeAt: t.closeAt,
      durationMin: t.durationMin,
      window: windowOf(t, nowMs, program?.closedAt),
      state,
      stateNm: ATTEMPT_STATE_LABELS[state],
      score: a?.graded ? a.score : null,
      total: totalOf(qs),
      answersReleased: !!t.answersReleasedAt,
    });
  }
  return out;
}

/** The intro: rules, time limit, window, and where the student stands. */
export async function testIntro(student: Actor, testId: number, programId?: number, nowMs = Date.now()) {
  const { db, test, program, appl } = await access(student, testId, programId);
  const qs = await questionsOf(db, testId);
  const attempt = await settle(db, await attemptOf(db, testId, appl.applId), qs, nowMs);
  const window = windowOf(test, nowMs, program.closedAt);
  const state = attemptState(attempt);
  let startRefusal: string | null = null;
  if (state === 'SUBMITTED' || state === 'GRADED') startRefusal = '이미 제출한 시험입니다. 시험은 한 번만 볼 수 있습니다.';
  else if (state === 'NOT_STARTED' && program.closedAt) startRefusal = '프로그램이 마감되어 시험도 끝났습니다.';
  else if (state === 'NOT_STARTED' && window === 'BEFORE') startRefusal = `응시 기간이 아닙니다. ${formatDateTime(test.openAt)}부터 응시할 수 있습니다.`;
  else if (state === 'NOT_STARTED' && window === 'CLOSED') startRefusal = '응시 기간이 끝났습니다.';
  return {
    test: { testId, title: test.title, intro: test.intro, openAt: test.openAt, closeAt: test.closeAt, durationMin: test.durationMin, answersReleased: !!test.answersReleasedAt },
    program: { programId: program.programId, title: program.title, testPassMark: program.testPassMark },
    questionCount: qs.length,
    total: totalOf(qs),
    window,
    state,
    stateNm: ATTEMPT_STATE_LABELS[state],
    deadlineAt: attempt?.deadlineAt ?? null,
    startRefusal,
  };
}

/**
 * Starts the one attempt (or resumes the running one). The deadline is fixed now, from the
 * server's clock; parallel starts meet at the unique index and share the first row.
 */
export async function startAttempt(student: Actor, testId: number, ip: string | null = null, nowMs = Date.now()) {
  const { db, test, program, appl } = await access(student, testId);
  const qs = await questionsOf(db, testId);
  const existing = await settle(db, await attemptOf(db, testId, appl.applId), qs, nowMs);
  if (existing?.submittedAt) throw new HttpError(409, '이미 제출한 시험입니다. 시험은 한 번만 볼 수 있습니다.');
  if (existing) return { attemptId: existing.attemptId, deadlineAt: existing.deadlineAt, resumed: true };
  if (program.closedAt) throw new HttpError(409, '프로그램이 마감되어 시험도 끝났습니다.');
  const window = windowOf(test, nowMs);
  if (window === 'BEFORE') throw new HttpError(409, `응시 기간이 아닙니다. ${formatDateTime(test.openAt)}부터 응시할 수 있습니다.`);
  if (window === 'CLOSED') throw new HttpError(409, '응시 기간이 끝났습니다.');
  const deadline = new Date(Math.min(nowMs + test.durationMin * 60_000, at(test.closeAt)));
  const [made] = await db
    .insert(attempts)
    .values({ testId, applId: appl.applId, startedAt: new Date(nowMs), deadlineAt: deadline })
    .onConflictDoNothing({ target: [attempts.testId, attempts.applId] })
    .returning();
  if (!made) {
    const other = (await attemptOf(db, testId, appl.applId))!;
    if (other.submittedAt) throw new HttpError(409, '이미 제출한 시험입니다. 시험은 한 번만 볼 수 있습니다.');
    return { attemptId: other.attemptId, deadlineAt: other.deadlineAt, resumed: true };
  }
  await audit({ actorId: student.userId, action: 'career.test.start', targetType: 'career_test_attempt', targetId: String(made.attemptId), detail: { testId, deadlineAt: deadline.toISOString() }, ip });
  return { attemptId: made.attemptId, deadlineAt: made.deadlineAt, resumed: false };
}

/**
 * The running sheet: questions without their answers, what was saved, and the time left by the
 * server's clock. The questions and their options only inside the test's window and once her
 * attempt has started: before, a participant could read the test ahead of her start (and pass it
 * on); after the close, only the released mark shows them.
 */
export async function attemptSheet(student: Actor, testId: number, programId?: number, nowMs = Date.now()) {
  const { db, test, program, appl } = await access(student, testId, programId);
  const qs = await questionsOf(db, testId);
  const attempt = await settle(db, await attemptOf(db, testId, appl.applId), qs, nowMs);
  const state = attemptState(attempt);
  const shown = !!attempt && windowOf(test, nowMs, program.closedAt) === 'OPEN';
  return {
    test: { testId, title: test.title, durationMin: test.durationMin },
    program: { programId: program.programId, title: program.title },
    state,
    deadlineAt: attempt?.deadlineAt ?? null,
    remainingMs: attempt && !attempt.submittedAt ? Math.max(0, at(attempt.deadlineAt) - nowMs) : 0,
    savedAt: attempt?.savedAt ?? null,
    answers: (shown ? attempt.answers : {}) as TestAnswers,
    questions: shown ? qs.map((q) => ({ questionId: q.questionId, seq: q.seq, kind: q.kind, body: q.body, options: q.options, points: q.points })) : [],
  };
}

/** The sent answers checked against the questions: unknown questions and impossible choices are refused. */
function checkAnswers(qs: QuestionRow[], input: AnswerSheetInput): TestAnswers {
  const out: TestAnswers = {};
  for (const a of input.answers) {
    const q = qs.find((x) => x.questionId === a.questionId);
    if (!q) throw new HttpError(400, '시험에 없는 문항의 답이 있습니다.');
    if (q.kind === 'SHORT') {
      if (a.choices !== undefined) throw new HttpError(400, `${q.seq}번은 답을 직접 입력하는 문항입니다.`);
      out[q.questionId] = (a.text ?? '').trim();
    } else {
      if (a.text !== undefined) throw new HttpError(400, `${q.seq}번은 보기를 고르는 문항입니다.`);
      const chosen = [...new Set(a.choices ?? [])].sort((x, y) => x - y);
      if (chosen.some((c) => c >= q.options.length)) throw new HttpError(400, `${q.seq}번에 없는 보기를 골랐습니다.`);
      if (q.kind === 'SINGLE' && chosen.length > 1) throw new HttpError(400, `${q.seq}번은 보기를 하나만 고를 수 있습니다.`);
      out[q.questionId] = chosen;
    }
  }
  return out;
}

export const LATE_MESSAGE = '제한 시간이 지나 답안을 받을 수 없습니다. 마감 시각까지 저장된 답안으로 제출되었습니다.';

/** Autosave, and the submission when `submit` is set. Nothing is accepted after the deadline. */
export async function saveAnswers(student: Actor, testId: number, input: AnswerSheetInput, ip: string | null = null, nowMs = Date.now()) {
  const { db, appl } = await access(student, testId);
  const qs = await questionsOf(db, testId);
  const sent = checkAnswers(qs, input);
  const result = await db.transaction(async (tx) => {
    const [a] = await tx.select().from(attempts).where(and(eq(attempts.testId, testId), eq(attempts.applId, appl.applId))).for('update');
    if (!a) return { refusal: [409, '먼저 시험을 시작해 주세요.'] as const };
    if (a.submittedAt) return { refusal: [409, '이미 제출한 시험입니다. 답안을 바꿀 수 없습니다.'] as const };
    if (nowMs > at(a.deadlineAt)) {
      await finalize(tx, a, qs, new Date(a.deadlineAt), true);
      return { refusal: [409, LATE_MESSAGE] as const };
    }
    const answers = { ...a.answers, ...sent };
    const [saved] = await tx.update(attempts).set({ answers, savedAt: new Date(nowMs) }).where(eq(attempts.attemptId, a.attemptId)).returning();
    if (!input.submit) return { attempt: saved };
    return { attempt: await finalize(tx, saved, qs, new Date(nowMs), false) };
  });
  if ('refusal' in result && result.refusal) throw new HttpError(result.refusal[0], result.refusal[1]);
  const attempt = result.attempt!;
  if (input.submit) await audit({ actorId: student.userId, action: 'career.test.submit', targetType: 'career_test_attempt', targetId: String(attempt.attemptId), detail: { testId, graded: attempt.graded }, ip });
  return {
    savedAt: attempt.savedAt,
    submitted: !!attempt.submittedAt,
    remainingMs: attempt.submittedAt ? 0 : Math.max(0, at(attempt.deadlineAt) - nowMs),
  };
}

/**
 * The mark: score and pass/fail once graded. The questions with her answers, the right answers and
 * points per question only after staff release them (decision 035: until then, her total and
 * pass/fail only), so the mark never shows a test's questions to someone yet to take it.
 */
export async function testMark(student: Actor, testId: number, programId?: number, nowMs = Date.now()) {
  const { db, test, program, appl } = await access(student, testId, programId);
  const qs = await questionsOf(db, testId);
  const attempt = await settle(db, await attemptOf(db, testId, appl.applId), qs, nowMs);
  const state = attemptState(attempt);
  const total = totalOf(qs);
  const released = !!test.answersReleasedAt;
  const pct = attempt?.graded && attempt.score !== null ? scorePct(attempt.score, total) : null;
  return {
    test: { testId, title: test.title, answersReleased: released },
    program: { programId: program.programId, title: program.title },
    state,
    stateNm: ATTEMPT_STATE_LABELS[state],
    submittedAt: attempt?.submittedAt ?? null,
    autoSubmitted: attempt?.autoSubmitted ?? false,
    score: attempt?.graded ? attempt.score : null,
    total,
    scorePct: pct,
    passMark: program.testPassMark,
    passed: pct === null || program.testPassMark === null ? null : pct >= program.testPassMark,
    questions: (released ? qs : []).map((q) => ({
      questionId: q.questionId,
      seq: q.seq,
      kind: q.kind,
      body: q.body,
      options: q.options,
      points: q.points,
      myAnswer: attempt?.answers[q.questionId] ?? null,
      myPoints: released && attempt ? (attempt.points[q.questionId] ?? null) : null,
      correct: released ? q.correct : null,
      accepted: released ? q.accepted : null,
    })),
  };
}
