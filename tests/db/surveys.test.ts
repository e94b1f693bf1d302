// Surveys against the embedded database: an anonymous response has no column that leads to a
// person (participation is a separate table with no response id and no time), two parallel
// answers of one student leave one response, and a satisfaction survey follows the completion
// events: student1's demo completion shows it, withdrawing the event takes it away. Drafts of a
// survey go when the office closes it or, past its close time, with the sweep; none is offered then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';

describe('surveys (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let hub: typeof import('../../src/lib/server/events/hub');
  let staff: typeof import('../../src/lib/server/surveys/staff') & typeof import('../../src/lib/server/surveys/results');
  let student: typeof import('../../src/lib/server/surveys/student');
  let events: typeof import('../../src/lib/server/activity/events');
  let shared: typeof import('../../src/lib/server/surveys/shared');
  const office = { userId: 'staff5' };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surveys-'));
    process.env.DATA_DIR = dataDir;
    process.env.PORTAL_TODAY = '2026-11-22';
    delete process.env.DATABASE_URL;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    dbm = await import('../../src/lib/server/db/index');
    hub = await import('../../src/lib/server/events/hub');
    staff = { ...(await import('../../src/lib/server/surveys/staff')), ...(await import('../../src/lib/server/surveys/results')) };
    student = await import('../../src/lib/server/surveys/student');
    events = await import('../../src/lib/server/activity/events');
    shared = await import('../../src/lib/server/surveys/shared');
    await dbm.getDb();
  });

  afterAll(async () => {
    hub?.closeAllStreams();
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function published(anonymousYn: 'Y' | 'N', targetProgramId?: number) {
    const { surveyId } = await staff.createSurvey(office, {
      title: `익명성 시험 ${anonymousYn}`,
      description: undefined,
      kind: 'GENERAL',
      targetDeptCds: [],
      targetGrades: [],
      openAt: '2026-11-21T09:00',
      closeAt: '2026-11-30T18:00',
      anonymousYn,
      editableYn: 'N',
      programId: undefined,
      targetProgramId,
      sections: [],
      questions: [{ kind: 'SHORT', title: '한 줄', requiredYn: 'Y', options: [], section: 1, rows: [], scaleMax: 5, jumps: [] }],
    });
    await staff.changeStatus(office, surveyId, 'PUBLISH');
    if (targetProgramId) return { surveyId, q: '' };
    const loaded = await student.surveyForStudent('student211', surveyId);
    return { surveyId, q: `q${loaded.questions[0].questionId}` };
  }

  it('keeps no path from an anonymous answer to the student', async () => {
    const db = await dbm.getDb();
    const { surveyId, q } = await published('Y');
    await student.answerSurvey('student212', surveyId, { [q]: '익명 답' });
    const [resp] = await db.select().from(dbm.schema.surveyResponses).where(eq(dbm.schema.surveyResponses.surveyId, surveyId));
    expect(resp.respondentId).toBeNull();
    expect(resp.updatedAt).toBeNull();
    // The participants table holds only (survey, person): no response id, no time to match on.
    const cols = await db.execute(sql`select column_name from information_schema.columns where table_name = 'survey_participants' order by column_name`);
    expect((cols.rows as { column_name: string }[]).map((r) => r.column_name)).toEqual(['survey_id', 'user_id']);
    const fks = await db.execute(sql`select ccu.table_name from information_schema.table_constraints tc join information_schema.constraint_column_usage ccu on tc.constraint_name = ccu.constraint_name where tc.table_name = 'survey_participants' and tc.constraint_type = 'FOREIGN KEY' order by 1`);
    expect((fks.rows as { table_name: string }[]).map((r) => r.table_name)).toEqual(['surveys', 'users']);
    // Nothing else written by the answer names her (no audit entry of the answer).
    const audit = await db.execute(sql`select count(*)::int as n from audit_log where actor_id = 'student212' and action like 'survey%'`);
    expect((audit.rows[0] as { n: number }).n).toBe(0);
  });

  it('gives anonymous responses and answers random ids, so their order does not follow the order of taking part', async () => {
    const db = await dbm.getDb();
    const { surveyId, q } = await published('Y');
    const takers = ['student221', 'student222', 'student223', 'student224', 'student225', 'student226'];
    for (const [i, who] of takers.entries()) await student.answerSurvey(who, surveyId, { [q]: `답 ${i}` });
    const { surveyResponses: r, surveyAnswers: a } = dbm.schema;
    const rows = await db.select({ responseId: r.responseId, answerId: a.answerId, text: a.textValue }).from(r).innerJoin(a, eq(a.responseId, r.responseId)).where(eq(r.surveyId, surveyId));
    expect(rows).toHaveLength(takers.length);
    // Named rows are serial (small); anonymous ones come from a range serial ids do not reach.
    for (const row of rows) {
      expect(row.responseId).toBeGreaterThanOrEqual(1_000_000_000);
      expect(row.answerId).toBeGreaterThanOrEqual(1_000_000_000);
    }
    // Sorted by id, the answers are not in the order they were given (6! orders; one is that order).
    const byId = [...rows].sort((x, y) => x.responseId - y.responseId).map((x) => x.text);
    const byAnswerId = [...rows].sort((x, y) => x.answerId - y.answerId).map((x) => x.text);
    const given = takers.map((_, i) => `답 ${i}`);
    expect(byId.join() === given.join() && byAnswerId.join() === given.join()).toBe(false);
    const named = await published('N');
    await student.answerSurvey('student220', named.surveyId, { [named.q]: '기명 답' });
    const [own] = await db.select({ responseId: r.responseId }).from(r).where(eq(r.surveyId, named.surveyId));
    expect(own.responseId).toBeLessThan(1_000_000_000);
  });

  it('leaves one response when the same student answers twice at once', async () => {
    const db = await dbm.getDb();
    const { surveyId, q } = await published('N');
    const results = await Promise.allSettled([student.answerSurvey('student213', surveyId, { [q]: '하나' }), student.answerSurvey('student213', surveyId, { [q]: '둘' })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await db.select().from(dbm.schema.surveyResponses).where(eq(dbm.schema.surveyResponses.surveyId, surveyId));
    expect(rows).toHaveLength(1);
    expect(rows[0].respondentId).toBe('student213');
  });

  it('shows student1 the satisfaction survey of her completed programme, until the completion is withdrawn', async () => {
    const list = await student.mySurveys('student1', 'SATISFACTION');
    expect(list.length).toBeGreaterThanOrEqual(1);
    const db = await dbm.getDb();
    // Her list also holds the survey of the counselling service she used; this one is a programme's.
    const programmes = await db.select({ surveyId: dbm.schema.surveys.surveyId }).from(dbm.schema.surveys).where(eq(dbm.schema.surveys.refType, 'career_program'));
    const first = list.find((x) => programmes.some((p) => p.surveyId === x.surveyId))!;
    expect(first.state).toBe('TODO');
    const [s] = await db.select().from(dbm.schema.surveys).where(eq(dbm.schema.surveys.surveyId, first.surveyId));
    const [event] = (await events.activitiesOf('student1', 'CAREER_PROGRAM_COMPLETED')).filter((e) => e.title && s.title.startsWith(e.title));
    expect(event).toBeTruthy();
    await events.withdrawActivity({ userId: 'student1', kind: 'CAREER_PROGRAM_COMPLETED', refType: event.refType, refId: event.refId });
    expect((await student.mySurveys('student1', 'SATISFACTION')).some((x) => x.surveyId === first.surveyId)).toBe(false);
    await expect(student.surveyForStudent('student1', first.surveyId)).rejects.toMatchObject({ status: 404 });
    await events.publishActivity({ userId: 'student1', kind: 'CAREER_PROGRAM_COMPLETED', title: event.title, refType: event.refType, refId: event.refId });
    expect((await student.mySurveys('student1', 'SATISFACTION')).some((x) => x.surveyId === first.surveyId)).toBe(true);
  });

  it('keeps an anonymous draft only until the submission: afterwards no row of any table joins her to the answers', async () => {
    const db = await dbm.getDb();
    const { surveyId, q } = await published('Y');
    const me = 'student214';
    const secret = '초안에서 고친 익명 답 7QX';
    await student.saveDraft(me, surveyId, { [q]: '초안 답 7QX' }, 1);
    const [draft] = await db.select().from(dbm.schema.surveyDrafts).where(eq(dbm.schema.surveyDrafts.userId, me));
    expect(draft.answers).toEqual({ [q]: '초안 답 7QX' });
    await student.answerSurvey(me, surveyId, { [q]: secret });

    // Every table, every row, as text: which ones mention her, which ones hold the answer.
    const tables = (await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)).rows as { table_name: string }[];
    const naming: string[] = [];
    const holding: string[] = [];
    for (const { table_name: t } of tables) {
      const id = sql.identifier(t);
      const [a] = (await db.execute(sql`select count(*)::int as n from ${id} x where x::text like ${'%' + me + '%'}`)).rows as { n: number }[];
      if (a.n > 0) naming.push(t);
      const [b] = (await db.execute(sql`select count(*)::int as n from ${id} x where x::text like ${'%7QX%'}`)).rows as { n: number }[];
      if (b.n > 0) holding.push(t);
    }
    // Of the survey tables only the participants table names her (survey and person, nothing else); the draft is gone.
    expect(naming.filter((t) => t.startsWith('survey'))).toEqual(['survey_participants']);
    expect(holding).toEqual(['survey_answers']);
    const [resp] = await db.select().from(dbm.schema.surveyResponses).where(eq(dbm.schema.surveyResponses.surveyId, surveyId));
    expect(resp.respondentId).toBeNull();
  });

  it('drops the drafts of a survey when it closes, early or at its time, and never offers one of a closed survey', async () => {
    const db = await dbm.getDb();
    const d = dbm.schema.surveyDrafts;
    const early = await published('N');
    const onTime = await published('N');
    await student.saveDraft('student215', early.surveyId, { [early.q]: '쓰다 만 답' }, 1);
    await student.saveDraft('student216', early.surveyId, { [early.q]: '다른 학생의 초안' }, 1);
    await student.saveDraft('student215', onTime.surveyId, { [onTime.q]: '마감까지 둔 초안' }, 1);
    const draftsOf = async (surveyId: number) => (await db.select({ userId: d.userId }).from(d).where(eq(d.surveyId, surveyId))).map((r) => r.userId).sort();
    expect((await student.surveyForStudent('student215', onTime.surveyId)).draft).not.toBeNull();

    // Closed early by the office: its drafts go in the same step; the other survey's stay.
    await staff.changeStatus(office, early.surveyId, 'CLOSE');
    expect(await draftsOf(early.surveyId)).toEqual([]);
    expect(await draftsOf(onTime.surveyId)).toEqual(['student215']);

    // Past its close time the draft is no longer offered even before the sweep ran, and the sweep deletes it.
    const after = new Date('2026-11-30T18:00:01+09:00');
    const late = await student.surveyForStudent('student215', onTime.surveyId, after);
    expect(late.draft).toBeNull();
    expect(late.myAnswers).toEqual({});
    expect(await shared.deleteClosedDrafts(new Date('2026-11-30T17:59:00+09:00'))).toBe(0);
    expect(await draftsOf(onTime.surveyId)).toEqual(['student215']);
    expect(await shared.deleteClosedDrafts(after)).toBeGreaterThanOrEqual(1);
    expect(await draftsOf(onTime.surveyId)).toEqual([]);
    // Drafts of surveys still open are untouched by the sweep.
    const open = await published('N');
    await student.saveDraft('student217', open.surveyId, { [open.q]: '진행 중' }, 1);
    await shared.deleteClosedDrafts();
    expect(await draftsOf(open.surveyId)).toEqual(['student217']);
  });

  it('addresses a general survey to the participants of a career programme only', async () => {
    const db = await dbm.getDb();
    const [appl] = await db
      .select({ programId: dbm.schema.careerApplications.programId, studentId: dbm.schema.careerApplications.studentId })
      .from(dbm.schema.careerApplications)
      .where(sql`${dbm.schema.careerApplications.status} in ('APPROVED', 'ATTENDING', 'COMPLETED') and ${dbm.schema.careerApplications.studentId} like 'student%'`)
      .limit(1);
    expect(appl).toBeTruthy();
    const others = await db
      .select({ studentId: dbm.schema.careerApplications.studentId })
      .from(dbm.schema.careerApplications)
      .where(eq(dbm.schema.careerApplications.programId, appl.programId));
    const outsider = Array.from({ length: 300 }, (_, i) => `student${i + 1}`).find((u) => !others.some((o) => o.studentId === u))!;
    const { surveyId } = await published('N', appl.programId);
    expect((await student.mySurveys(appl.studentId, 'GENERAL')).some((x) => x.surveyId === surveyId)).toBe(true);
    expect((await student.mySurveys(outsider, 'GENERAL')).some((x) => x.surveyId === surveyId)).toBe(false);
    await expect(student.surveyForStudent(outsider, surveyId)).rejects.toMatchObject({ status: 404 });
  });

  it('gives student1 the demo survey in sections with a branch, a rating and a matrix', async () => {
    const list = await student.mySurveys('student1', 'GENERAL');
    const found = list.find((x) => x.title === '2026학년도 진로·학습 경험 조사');
    expect(found?.state).toBe('TODO');
    const s = await student.surveyForStudent('student1', found!.surveyId);
    expect(s.sections.map((x) => x.title)).toEqual(['참여 경험', '진로 프로그램 평가', '학습 환경']);
    expect(s.questions.map((x) => x.kind)).toEqual(['SINGLE', 'RATING', 'MATRIX', 'SCALE', 'LONG']);
    expect(s.questions[0].jumps).toEqual([null, 3]);
    const results = await staff.surveyResults(found!.surveyId);
    expect(results.responses).toBeGreaterThan(0);
    // Those who answered "참여하지 않았다" skipped section 2.
    expect(results.questions[1].answered).toBe(results.questions[0].options[0].count);
    // Enough respondents in every grade for the cross-tab of the first question; never for the free text.
    const byGrade = await staff.crossTab(found!.surveyId, s.questions[0].questionId, 'GRADE');
    expect(byGrade.shown).toBe(true);
    expect(byGrade.rows.every((r) => r.counts.every((n) => n >= 5))).toBe(true);
    expect((await staff.crossTab(found!.surveyId, s.questions[4].questionId, 'GRADE')).shown).toBe(false);
  });
});
