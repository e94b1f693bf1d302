// The satisfaction survey of a counselling service, against the embedded database: closing a case
// (완료) makes the student eligible in the same transaction and sends her a neutral portal message
// with the link; a student whose case is still open does not see the survey (404); the survey is
// always anonymous; the office's results name the service and nothing else of the case; and the
// survey area's code and its eligibility table have no way into the counselling records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';

describe('counselling satisfaction survey (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let hub: typeof import('../../src/lib/server/events/hub');
  let staff: typeof import('../../src/lib/server/surveys/staff') & typeof import('../../src/lib/server/surveys/results');
  let student: typeof import('../../src/lib/server/surveys/student');
  let transitions: typeof import('../../src/lib/server/counselling/transitions');
  let messages: typeof import('../../src/lib/server/messages/service');
  const office = { userId: 'staff5' };
  const counsellor = { userId: 'cnslr1', userDiv: 'cnslr' as const };
  const TOPIC = '발표 불안이 심해요 (시험용 상담 주제)';
  let surveyId: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cnsl-satis-'));
    process.env.DATA_DIR = dataDir;
    process.env.PORTAL_TODAY = '2026-11-22';
    delete process.env.DATABASE_URL;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    dbm = await import('../../src/lib/server/db/index');
    hub = await import('../../src/lib/server/events/hub');
    staff = { ...(await import('../../src/lib/server/surveys/staff')), ...(await import('../../src/lib/server/surveys/results')) };
    student = await import('../../src/lib/server/surveys/student');
    transitions = await import('../../src/lib/server/counselling/transitions');
    messages = await import('../../src/lib/server/messages/service');
    await dbm.getDb();
  });

  afterAll(async () => {
    hub?.closeAllStreams();
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A personal counselling session of cnslr1 that took place on 2026-11-19 and waits for its result. */
  let sessions = 0;
  async function pastCase(studentId: string) {
    const db = await dbm.getDb();
    const slotStart = new Date(new Date('2026-11-19T06:00:00+09:00').getTime() + ++sessions * 3600_000);
    const [row] = await db
      .insert(dbm.schema.cnslApplications)
      .values({ cnslKind: 'PERSON', studentId, handlerId: 'cnslr1', slotStart, slotEnd: new Date(slotStart.getTime() + 50 * 60_000), place: '상담실 2', topic: TOPIC, intake: { reason: TOPIC }, consentVersion: 'PSY-2026-09', consentAt: new Date('2026-11-12T09:00:00+09:00'), status: 'SCHEDULED' })
      .returning({ applId: dbm.schema.cnslApplications.applId });
    return row.applId;
  }

  const satisfactionIds = async (userId: string) => (await student.mySurveys(userId, 'SATISFACTION')).map((s) => s.surveyId);
  const surveyMessages = async (userId: string) => (await messages.inbox(userId, { size: 100 })).list.filter((m: { userDef2: string | null }) => m.userDef2 === `/user/diag/satisRsch/${surveyId}`);

  it("shows the demo student1 the career counselling survey of her closed case (seed)", async () => {
    const list = await student.mySurveys('student1', 'SATISFACTION');
    expect(list.find((s) => s.title === '진로상담 만족도 조사')).toMatchObject({ state: 'TODO', anonymous: true, canAnswer: true });
  });

  it('creates the survey of a counselling service as anonymous even when asked for a named one', async () => {
    ({ surveyId } = await staff.createSurvey(office, {
      title: '개인상담 만족도 조사 (시험)',
      description: undefined,
      kind: 'SATISFACTION',
      targetDeptCds: [],
      targetGrades: [],
      openAt: '2026-11-21T09:00',
      closeAt: '2026-12-20T18:00',
      anonymousYn: 'N',
      editableYn: 'Y',
      programId: undefined,
      cnslKind: 'PERSON',
      targetProgramId: undefined,
      sections: [],
      questions: [
        { kind: 'SCALE', title: '상담이 도움이 되었다.', requiredYn: 'Y', options: [], section: 1, rows: [], scaleMax: 5, jumps: [] },
        { kind: 'LONG', title: '바라는 점', requiredYn: 'N', options: [], section: 1, rows: [], scaleMax: 5, jumps: [] },
      ],
    }));
    const db = await dbm.getDb();
    const [row] = await db.select().from(dbm.schema.surveys).where(eq(dbm.schema.surveys.surveyId, surveyId));
    expect(row).toMatchObject({ kind: 'SATISFACTION', refType: 'counselling_kind', refId: 'PERSON', anonymousYn: 'Y', editableYn: 'N' });
    const edit = await staff.surveyForEdit(surveyId);
    expect(edit.values).toMatchObject({ cnslKind: 'PERSON', programId: undefined, anonymousYn: 'Y' });
    await staff.changeStatus(office, surveyId, 'PUBLISH');
  });

  it('publishing tells the students whose case was closed before (seed: student30), neutrally', async () => {
    const got = await surveyMessages('student30');
    expect(got).toHaveLength(1);
    expect(got[0].msgTitle).not.toMatch(/상담/);
    expect(got[0].msgCont).not.toMatch(/상담/);
    expect(await satisfactionIds('student30')).toContain(surveyId);
  });

  it('closing a case makes the survey appear for that student only, with a portal message', async () => {
    const mine = await pastCase('student61');
    const other = await pastCase('student62');
    expect(await satisfactionIds('student61')).not.toContain(surveyId);
    await expect(student.surveyForStudent('student61', surveyId)).rejects.toMatchObject({ status: 404 });

    const res = await transitions.complete(counsellor, mine, new Date('2026-11-22T12:00:00+09:00'));
    expect(res.status).toBe('DONE');

    expect(await satisfactionIds('student61')).toContain(surveyId);
    const view = await student.surveyForStudent('student61', surveyId);
    expect(view).toMatchObject({ anonymous: true, canAnswer: true, state: 'TODO' });
    const got = await surveyMessages('student61');
    expect(got).toHaveLength(1);
    // Messages show on shared screens: nothing says it was counselling, let alone which.
    expect(`${got[0].msgTitle} ${got[0].msgCont}`).not.toMatch(/상담|개인/);

    // Her classmate's case is still open: no survey, no message.
    expect(await satisfactionIds('student62')).not.toContain(surveyId);
    await expect(student.surveyForStudent('student62', surveyId)).rejects.toMatchObject({ status: 404 });
    expect(await surveyMessages('student62')).toHaveLength(0);
    void other;
  });

  it('stores her answer without any person, and a second case of the same service does not ask again', async () => {
    const loaded = await student.surveyForStudent('student61', surveyId);
    const [q1, q2] = loaded.questions.map((q) => `q${q.questionId}`);
    await student.answerSurvey('student61', surveyId, { [q1]: '4', [q2]: '예약이 쉬웠어요' });
    const db = await dbm.getDb();
    const rows = await db.select().from(dbm.schema.surveyResponses).where(eq(dbm.schema.surveyResponses.surveyId, surveyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ respondentId: null, updatedAt: null });
    await expect(student.answerSurvey('student61', surveyId, { [q1]: '5' })).rejects.toMatchObject({ status: 409 });

    await transitions.complete(counsellor, await pastCase('student61'), new Date('2026-11-22T12:00:00+09:00'));
    const elig = await db.select().from(dbm.schema.surveyEligibility).where(and(eq(dbm.schema.surveyEligibility.userId, 'student61'), eq(dbm.schema.surveyEligibility.refId, 'PERSON')));
    expect(elig).toHaveLength(1);
    expect(await surveyMessages('student61')).toHaveLength(1);
  });

  it("gives the office the service's name and counts, never the case, the counsellor or its dates", async () => {
    const r = await staff.surveyResults(surveyId);
    expect(r).toMatchObject({ programTitle: '상담 서비스: 개인상담', anonymous: true, responses: 1 });
    // student30 (seed) and student61 closed personal counselling cases.
    expect(r.target).toBe(2);
    const listed = (await staff.staffSurveys({ userId: 'admin1', userDiv: 'adm' })).find((s) => s.surveyId === surveyId)!;
    expect(listed.programTitle).toBe('상담 서비스: 개인상담');
    const everything = JSON.stringify([r, listed]);
    for (const secret of ['cnslr1', 'student61', 'student30', TOPIC, '상담실 2', '2026-11-19', '11. 19.', 'applId']) expect(everything).not.toContain(secret);
    // One anonymous response is too few to export: it could be told apart.
    await expect(staff.exportRows(surveyId)).rejects.toMatchObject({ status: 409, message: '응답이 5건 미만이라 결과를 보여 드리지 않습니다.' });
  });

  it('keeps the eligibility table to (service, student): no case, no time, no link to counselling tables', async () => {
    const db = await dbm.getDb();
    const cols = await db.execute(sql`select column_name from information_schema.columns where table_name = 'survey_eligibility' order by column_name`);
    expect((cols.rows as { column_name: string }[]).map((c) => c.column_name)).toEqual(['ref_id', 'ref_type', 'user_id']);
    const fks = await db.execute(sql`select ccu.table_name from information_schema.table_constraints tc join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name where tc.table_name = 'survey_eligibility' and tc.constraint_type = 'FOREIGN KEY'`);
    expect((fks.rows as { table_name: string }[]).map((r) => r.table_name)).toEqual(['users']);
    // The survey area's code never reads a counselling table.
    const dir = path.resolve('src/lib/server/surveys');
    const counsellingTables = /\b(counsellors|cnslApplications|cnslStatusHistory|cnslRecords|cnslAvailability\w*|cnslPrograms|cnslAttendance)\b|cnsl_\w+|server\/counselling|'\.\.\/counselling\//;
    for (const f of fs.readdirSync(dir)) expect(fs.readFileSync(path.join(dir, f), 'utf8'), f).not.toMatch(counsellingTables);
  });
});
