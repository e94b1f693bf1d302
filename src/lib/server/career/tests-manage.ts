// Career programme tests for the staff who run the programme: create and edit a test and its
// questions (questions are fixed once someone has started), the attempts with scores, grading of
// short answers by hand, releasing the right answers, the pass mark of the programme, the scores
// as Excel, and the test results that closing the programme reads. A PROGRAM_MANAGER reaches the
// programmes she manages, PROGRAM_ADMIN holders and admins all (decision 046); anything else is
// 404, as for a missing test.
import ExcelJS from 'exceljs';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { deptNames } from '../org/names';
import { seoulInstantOf, seoulLocalOf, seoulStampOf } from '../../calendar';
import { managed } from './managed';
import type { Action } from '../../permissions';
import { TEST_NOT_FOUND, finalize, questionsOf, settle, totalOf, windowOf, type AttemptRow } from './tests';
import { PARTICIPANT_STATUSES, careerStatusLabel } from '../../career/programs';
import { ATTEMPT_STATE_LABELS, QUESTION_KIND_LABELS, attemptState, scoreAttempt, scorePct, type QuestionKind } from '../../career/tests';
import type { GradeInput, TestInput } from '../../schemas/career-tests';
import type { Actor } from '../../users';

const { careerTests: tests, careerTestQuestions: questions, careerTestAttempts: attempts, careerApplications: appls, careerPrograms: programs, users } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The test, when this staff member runs its programme; 404 otherwise. */
async function managedTest(actor: Actor, testId: number, tx?: Tx, action: Action = 'manage') {
  const db = tx ?? (await getDb());
  const [t] = await db.select().from(tests).where(eq(tests.testId, testId));
  if (!t) throw new HttpError(404, TEST_NOT_FOUND);
  try {
    const program = await managed(actor, t.programId, tx, false, action);
    return { test: t, program };
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) throw new HttpError(404, TEST_NOT_FOUND);
    throw err;
  }
}

/** The programme's tests with their figures (the staff list). */
export async function staffTestList(actor: Actor, programId: number, nowMs = Date.now()) {
  const program = await managed(actor, programId, undefined, false, 'read');
  const db = await getDb();
  const list = await db.select().from(tests).where(eq(tests.programId, programId)).orderBy(asc(tests.openAt), asc(tests.testId));
  const ids = list.map((t) => t.testId);
  const figures = ids.length
    ? await db
        .select({
          testId: attempts.testId,
          started: count(),
          submitted: sql<number>`count(${attempts.submittedAt})`,
          toGrade: sql<number>`count(*) filter (where ${attempts.submittedAt} is not null and not ${attempts.graded})`,
        })
        .from(attempts)
        .where(inArray(attempts.testId, ids))
        .groupBy(attempts.testId)
    : [];
  const [{ participants }] = await db.select({ participants: count() }).from(appls).where(and(eq(appls.programId, programId), inArray(appls.status, PARTICIPANT_STATUSES)));
  return {
    program: { programId, title: program.title, testPassMark: program.testPassMark, closed: !!program.closedAt },
    participants: Number(participants),
    list: list.map((t) => {
      const f = figures.find((x) => x.testId === t.testId);
      return {
        testId: t.testId,
        title: t.title,
        openAt: t.openAt,
        closeAt: t.closeAt,
        durationMin: t.durationMin,
        window: windowOf(t, nowMs, program.closedAt),
        answersReleased: !!t.answersReleasedAt,
        started: Number(f?.started ?? 0),
        submitted: Number(f?.submitted ?? 0),
        toGrade: Number(f?.toGrade ?? 0),
      };
    }),
  };
}

const questionRows = (testId: number, input: TestInput) =>
  input.questions.map((q, i) => ({
    testId,
    seq: i + 1,
    kind: q.kind,
    body: q.body,
    options: q.kind === 'SHORT' ? [] : q.options,
    correct: q.kind === 'SHORT' ? [] : [...q.correct].sort((a, b) => a - b),
    accepted: q.kind === 'SHORT' ? q.accepted : [],
    points: q.points,
  }));

const sameQuestions = (a: ReturnType<typeof questionRows>, b: { seq: number; kind: string; body: string; options: string[]; correct: number[]; accepted: string[]; points: number }[]) =>
  a.length === b.length &&
  a.every((q, i) => {
    const o = b[i];
    return q.seq === o.seq && q.kind === o.kind && q.body === o.body && q.points === o.points && JSON.stringify(q.options) === JSON.stringify(o.options) && JSON.stringify(q.correct) === JSON.stringify(o.correct) && JSON.stringify(q.accepted) === JSON.stringify(o.accepted);
  });

function shortWithoutAnswer(input: TestInput) {
  // A short question without an accepted answer is fine (graded by hand), so nothing to refuse here.
  return input.questions.filter((q) => q.kind === 'SHORT' && q.accepted.length === 0).length;
}

export async function createTest(actor: Actor, programId: number, input: TestInput, ip: string | null = null) {
  const db = await getDb();
  const testId = await db.transaction(async (tx) => {
    const p = await managed(actor, programId, tx, true);
    if (p.closedAt) throw new HttpError(409, '마감된 프로그램에는 시험을 만들 수 없습니다.');
    const [t] = await tx
      .insert(tests)
      .values({ programId, title: input.title, intro: input.intro, openAt: seoulInstantOf(input.openAt), closeAt: seoulInstantOf(input.closeAt), durationMin: input.durationMin, createdBy: actor.userId })
      .returning({ testId: tests.testId });
    await tx.insert(questions).values(questionRows(t.testId, input));
    return t.testId;
  });
  await audit({ actorId: actor.userId, action: 'career.test.create', targetType: 'career_test', targetId: String(testId), detail: { programId, title: input.title, questions: input.questions.length, handGraded: shortWithoutAnswer(input) }, ip });
  return { testId };
}

/** Saves an edit; once anyone has started, the questions stay as they are (times and texts may change). */
export async function updateTest(actor: Actor, testId: number, input: TestInput, ip: string | null = null) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { program } = await managedTest(actor, testId, tx);
    if (program.closedAt) throw new HttpError(409, '마감된 프로그램의 시험은 바꿀 수 없습니다.');
    await tx.select({ testId: tests.testId }).from(tests).where(eq(tests.testId, testId)).for('update');
    const [{ started }] = await tx.select({ started: count() }).from(attempts).where(eq(attempts.testId, testId));
    const wanted = questionRows(testId, input);
    const current = await questionsOf(tx, testId);
    if (!sameQuestions(wanted, current)) {
      if (Number(started)) throw new HttpError(409, '응시를 시작한 학생이 있어 문항은 바꿀 수 없습니다. 시험명, 안내와 기간만 고칠 수 있습니다.', { questions: '응시를 시작한 학생이 있어 문항은 바꿀 수 없습니다.' });
      await tx.delete(questions).where(eq(questions.testId, testId));
      await tx.insert(questions).values(wanted);
    }
    await tx
      .update(tests)
      .set({ title: input.title, intro: input.intro, openAt: seoulInstantOf(input.openAt), closeAt: seoulInstantOf(input.closeAt), durationMin: input.durationMin, updatedAt: sql`now()` })
      .where(eq(tests.testId, testId));
  });
  await audit({ actorId: actor.userId, action: 'career.test.update', targetType: 'career_test', targetId: String(testId), detail: { title: input.title }, ip });
  return { testId };
}

/** The test for its staff: questions with answers, every participant's attempt (expired ones submitted first). */
export async function staffTest(actor: Actor, testId: number, nowMs = Date.now()) {
  const { test, program } = await managedTest(actor, testId, undefined, 'read');
  const db = await getDb();
  const qs = await questionsOf(db, testId);
  const people = await db
    .select({ applId: appls.applId, studentId: appls.studentId, korNm: users.korNm, hakguaCd: users.hakguaCd, status: appls.status })
    .from(appls)
    .innerJoin(users, eq(users.userId, appls.studentId))
    .where(and(eq(appls.programId, test.programId), inArray(appls.status, PARTICIPANT_STATUSES)))
    .orderBy(asc(users.korNm), asc(appls.applId));
  const rows = await db.select().from(attempts).where(eq(attempts.testId, testId));
  const depts = await deptNames();
  const total = totalOf(qs);
  const list = [];
  for (const person of people) {
    const a: AttemptRow | null = await settle(db, rows.find((r) => r.applId === person.applId), qs, nowMs);
    const state = attemptState(a);
    list.push({
      ...person,
      deptNm: person.hakguaCd ? (depts.get(person.hakguaCd) ?? person.hakguaCd) : null,
      statusNm: careerStatusLabel(person.status),
      attemptId: a?.attemptId ?? null,
      state,
      stateNm: ATTEMPT_STATE_LABELS[state],
      startedAt: a?.startedAt ?? null,
      deadlineAt: a?.deadlineAt ?? null,
      submittedAt: a?.submittedAt ?? null,
      autoSubmitted: a?.autoSubmitted ?? false,
      score: a?.graded ? a.score : null,
      scorePct: a?.graded && a.score !== null ? scorePct(a.score, total) : null,
      passed: a?.graded && a.score !== null && program.testPassMark !== null ? scorePct(a.score, total) >= program.testPassMark : null,
      answers: a?.submittedAt ? a.answers : {},
      points: a?.submittedAt ? a.points : {},
    });
  }
  return {
    program: { programId: program.programId, title: program.title, testPassMark: program.testPassMark, closed: !!program.closedAt },
    test: { ...test, window: windowOf(test, nowMs, program.closedAt), answersReleased: !!test.answersReleasedAt },
    form: {
      title: test.title,
      intro: test.intro,
      openAt: seoulLocalOf(test.openAt),
      closeAt: seoulLocalOf(test.closeAt),
      durationMin: String(test.durationMin),
      questions: qs.map((q) => ({ kind: q.kind as QuestionKind, body: q.body, options: q.options, correct: q.correct, accepted: q.accepted, points: String(q.points) })),
    },
    questions: qs.map((q) => ({ ...q, kindNm: QUESTION_KIND_LABELS[q.kind as QuestionKind] ?? q.kind })),
    total,
    locked: rows.length > 0,
    list,
  };
}

/** Staff give the points of one short answer; the attempt is graded once nothing waits any more. */
export async function gradeAnswer(actor: Actor, attemptId: number, input: GradeInput, ip: string | null = null, nowMs = Date.now()) {
  const db = await getDb();
  const [own] = await db.select({ testId: attempts.testId }).from(attempts).where(eq(attempts.attemptId, attemptId));
  if (!own) throw new HttpError(404, '응시 기록을 찾을 수 없습니다.');
  const { program } = await managedTest(actor, own.testId, undefined, 'decide').catch((err) => {
    if (err instanceof HttpError && err.status === 404) throw new HttpError(404, '응시 기록을 찾을 수 없습니다.');
    throw err;
  });
  if (program.closedAt) throw new HttpError(409, '마감된 프로그램의 점수는 바꿀 수 없습니다.');
  const qs = await questionsOf(db, own.testId);
  const q = qs.find((x) => x.questionId === input.questionId);
  if (!q) throw new HttpError(404, '문항을 찾을 수 없습니다.');
  if (q.kind !== 'SHORT') throw new HttpError(409, '객관식 문항은 자동으로 채점됩니다.');
  if (input.points > q.points) throw new HttpError(400, `이 문항의 배점은 ${q.points}점입니다.`, { points: `0~${q.points}점 사이로 입력해 주세요.` });
  const result = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(attempts).where(eq(attempts.attemptId, attemptId)).for('update');
    let a = locked;
    if (!a.submittedAt) {
      if (nowMs <= new Date(a.deadlineAt).getTime()) throw new HttpError(409, '아직 응시 중인 답안입니다. 제출된 뒤에 채점할 수 있습니다.');
      a = await finalize(tx, a, qs, new Date(a.deadlineAt), true);
    }
    const s = scoreAttempt(
      qs.map((x) => ({ questionId: x.questionId, kind: x.kind, correct: x.correct, accepted: x.accepted, points: x.points })),
      a.answers,
      { ...a.points, [q.questionId]: input.points },
    );
    if (s.points[q.questionId] !== input.points) throw new HttpError(409, '정답과 일치해 자동으로 채점된 답안입니다.');
    const [saved] = await tx
      .update(attempts)
      .set({ points: s.points, graded: s.graded, score: s.score, gradedAt: s.graded ? new Date(nowMs) : null, gradedBy: actor.userId })
      .where(eq(attempts.attemptId, attemptId))
      .returning();
    return saved;
  });
  await audit({ actorId: actor.userId, action: 'career.test.grade', targetType: 'career_test_attempt', targetId: String(attemptId), detail: { questionId: q.questionId, points: input.points }, ip });
  return { attemptId, graded: result.graded, score: result.score };
}

/** Shows (or hides again) the right answers on the students' mark pages. */
export async function releaseAnswers(actor: Actor, testId: number, released: boolean, ip: string | null = null, nowMs = Date.now()) {
  const { test } = await managedTest(actor, testId);
  const db = await getDb();
  // While the window is open, the answers would reach students who have yet to answer: only when all have.
  if (released && windowOf(test, nowMs) !== 'CLOSED') {
    const [{ participants }] = await db.select({ participants: count() }).from(appls).where(and(eq(appls.programId, test.programId), inArray(appls.status, PARTICIPANT_STATUSES)));
    const [{ done }] = await db
      .select({ done: count() })
      .from(attempts)
      .innerJoin(appls, eq(appls.applId, attempts.applId))
      .where(and(eq(attempts.testId, testId), inArray(appls.status, PARTICIPANT_STATUSES), sql`(${attempts.submittedAt} is not null or ${attempts.deadlineAt} < ${new Date(nowMs)})`));
    if (Number(done) < Number(participants)) throw new HttpError(409, `아직 응시하지 않았거나 응시 중인 참여자가 ${Number(participants) - Number(done)}명 있습니다. 응시 기간이 끝난 뒤에, 또는 모두 제출한 뒤에 정답을 공개할 수 있습니다.`);
  }
  await db.update(tests).set({ answersReleasedAt: released ? (test.answersReleasedAt ?? new Date()) : null, updatedAt: sql`now()` }).where(eq(tests.testId, testId));
  await audit({ actorId: actor.userId, action: released ? 'career.test.release' : 'career.test.unrelease', targetType: 'career_test', targetId: String(testId), ip });
  return { testId, released };
}

/** The programme's test pass mark (100-point scale; null = no test rule in completion). */
export async function setPassMark(actor: Actor, programId: number, testPassMark: number | null, ip: string | null = null) {
  const p = await managed(actor, programId);
  if (p.closedAt) throw new HttpError(409, '마감된 프로그램의 이수 기준은 바꿀 수 없습니다.');
  const db = await getDb();
  await db.update(programs).set({ testPassMark, updatedAt: sql`now()` }).where(eq(programs.programId, programId));
  await audit({ actorId: actor.userId, action: 'career.test.passmark', targetType: 'career_program', targetId: String(programId), detail: { from: p.testPassMark, to: testPassMark }, ip });
  return { programId, testPassMark };
}

/** The attempts of one test as an Excel workbook (scores and points per question). */
export async function scoresWorkbook(actor: Actor, testId: number) {
  await managedTest(actor, testId, undefined, 'export');
  const t = await staffTest(actor, testId);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('시험 점수');
  sheet.columns = [
    { header: '학번', key: 'studentId', width: 14 },
    { header: '이름', key: 'korNm', width: 10 },
    { header: '학과', key: 'deptNm', width: 18 },
    { header: '응시 상태', key: 'stateNm', width: 10 },
    { header: '제출 시각', key: 'submittedAt', width: 18 },
    ...t.questions.map((q) => ({ header: `${q.seq}번 (${q.points}점)`, key: `q${q.questionId}`, width: 10 })),
    { header: `점수 (${t.total}점 만점)`, key: 'score', width: 12 },
    { header: '100점 환산', key: 'scorePct', width: 10 },
    { header: '합격', key: 'passed', width: 8 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of t.list) {
    sheet.addRow({
      studentId: r.studentId,
      korNm: r.korNm,
      deptNm: r.deptNm ?? '',
      stateNm: r.stateNm + (r.autoSubmitted ? '(시간 종료)' : ''),
      submittedAt: r.submittedAt ? seoulStampOf(r.submittedAt) : '',
      ...Object.fromEntries(t.questions.map((q) => [`q${q.questionId}`, r.points[q.questionId] ?? ''])),
      score: r.score ?? '',
      scorePct: r.scorePct ?? '',
      passed: r.passed === null ? '' : r.passed ? '합격' : '불합격',
    });
  }
  await audit({ actorId: actor.userId, action: 'career.test.export', targetType: 'career_test', targetId: String(testId), detail: { rows: t.list.length } });
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), title: `${t.program.title}_${t.test.title}` };
}

/**
 * What closing the programme needs from its tests: attempts whose time is up are submitted first;
 * a refusal while someone is still answering or an answer waits for grading; otherwise each
 * application's lowest score of the programme's tests on the 100-point scale (null when a test
 * was not taken). `tests` is 0 when the programme has none.
 */
/** The programme's tests still open at `nowMs`, with the applications that have submitted each. */
export async function openTestsOf(tx: Tx | Db, programId: number, nowMs: number) {
  const list = await tx.select().from(tests).where(eq(tests.programId, programId));
  const open = list.filter((t) => windowOf(t, nowMs) !== 'CLOSED');
  const out = [];
  for (const t of open) {
    const done = await tx.select({ applId: attempts.applId }).from(attempts).where(and(eq(attempts.testId, t.testId), sql`${attempts.submittedAt} is not null`));
    out.push({ testId: t.testId, title: t.title, closeAt: t.closeAt, submittedApplIds: new Set(done.map((d) => d.applId)) });
  }
  return out;
}

export async function testResultsForClose(tx: Tx, programId: number, applIds: number[], nowMs = Date.now()) {
  const list = await tx.select().from(tests).where(eq(tests.programId, programId));
  const pctOf = new Map<number, number | null>(applIds.map((id) => [id, null]));
  if (!list.length) return { tests: 0, refusal: null, pctOf };
  const lowest = new Map<number, number>();
  const taken = new Map<number, number>();
  for (const t of list) {
    const qs = await questionsOf(tx, t.testId);
    const total = totalOf(qs);
    const rows = await tx.select().from(attempts).where(eq(attempts.testId, t.testId)).for('update');
    for (const row of rows) {
      const a = await settle(tx, row, qs, nowMs);
      if (!a) continue;
      if (!a.submittedAt) return { tests: list.length, refusal: `「${t.title}」에 아직 응시 중인 학생이 있습니다. 제한 시간이 끝난 뒤에 마감해 주세요.`, pctOf };
      if (!a.graded) return { tests: list.length, refusal: `「${t.title}」에 채점하지 않은 답안이 있습니다. 채점을 마친 뒤에 마감해 주세요.`, pctOf };
      const pct = scorePct(a.score ?? 0, total);
      lowest.set(a.applId, Math.min(lowest.get(a.applId) ?? 100, pct));
      taken.set(a.applId, (taken.get(a.applId) ?? 0) + 1);
    }
  }
  for (const id of applIds) pctOf.set(id, taken.get(id) === list.length ? (lowest.get(id) ?? null) : null);
  return { tests: list.length, refusal: null, pctOf };
}
