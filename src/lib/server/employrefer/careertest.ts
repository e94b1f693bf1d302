// The career interest test: answers scored on the server (sum per type, the top-three code), each
// result kept with its day, and the view of one result with the change per type since the result
// before it. A student sees only her own results: anyone else's id is "not found".
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { codeNames } from '../org/names';
import { ITEMS, JOB_CLS_FALLBACK, RIASEC_TYPES, TYPE_INFO, changeSince, rankTypes, scoreAnswers, topCode, type RiasecScores, type RiasecType } from '../../employrefer/riasec';
import type { CareerTestInput } from '../../schemas/employrefer';
import * as clock from '../clock';

const { careerTestResults: results } = schema;
const NOT_FOUND = '검사 결과를 찾을 수 없습니다.';

export interface ResultSummary {
  resultId: number;
  testDt: string;
  topCode: string;
  scores: RiasecScores;
  createdAt: string;
}

export interface JobFamily {
  jobClsCd: string;
  jobClsNm: string;
  /** The top types it suits. */
  types: RiasecType[];
}

export interface ResultView extends ResultSummary {
  ranked: RiasecType[];
  previous: ResultSummary | null;
  /** This result minus the previous one, per type; null for a first test. */
  change: RiasecScores | null;
  jobFamilies: JobFamily[];
}

type Row = typeof results.$inferSelect;
const summary = (r: Row): ResultSummary => ({
  resultId: r.resultId,
  testDt: r.testDt,
  topCode: r.topCode,
  scores: Object.fromEntries(RIASEC_TYPES.map((t) => [t, Number(r.scores[t] ?? 0)])) as RiasecScores,
  createdAt: r.createdAt.toISOString(),
});

/** Job families (JOB_CLS) that suit the top three types, the first type's first. */
export async function jobFamiliesFor(top: RiasecType[]): Promise<JobFamily[]> {
  const names = await codeNames();
  const out = new Map<string, JobFamily>();
  for (const type of top) {
    for (const cd of TYPE_INFO[type].jobClsCds) {
      const f = out.get(cd) ?? { jobClsCd: cd, jobClsNm: names.get(`JOB_CLS:${cd}`) ?? JOB_CLS_FALLBACK[cd] ?? cd, types: [] };
      f.types.push(type);
      out.set(cd, f);
    }
  }
  return [...out.values()];
}

/** Scores and keeps a complete answer set; answers the new result's view. */
export async function takeTest(studentId: string, input: CareerTestInput, today = clock.today()): Promise<ResultView> {
  const answers: Record<string, number> = {};
  for (const item of ITEMS) answers[item.id] = input.answers[item.id];
  const scores = scoreAnswers(answers);
  const db = await getDb();
  const [row] = await db.insert(results).values({ studentId, testDt: today, scores, topCode: topCode(scores), answers }).returning();
  return viewOf(studentId, row);
}

async function previousOf(studentId: string, row: Row) {
  const db = await getDb();
  const [prev] = await db
    .select()
    .from(results)
    .where(and(eq(results.studentId, studentId), or(lt(results.createdAt, row.createdAt), and(eq(results.createdAt, row.createdAt), lt(results.resultId, row.resultId)))))
    .orderBy(desc(results.createdAt), desc(results.resultId))
    .limit(1);
  return prev ?? null;
}

async function viewOf(studentId: string, row: Row): Promise<ResultView> {
  const prev = await previousOf(studentId, row);
  const s = summary(row);
  const ranked = rankTypes(s.scores);
  const previous = prev ? summary(prev) : null;
  return { ...s, ranked, previous, change: previous ? changeSince(s.scores, previous.scores) : null, jobFamilies: await jobFamiliesFor(ranked.slice(0, 3)) };
}

/** All my results, newest first. */
export async function myResults(studentId: string): Promise<ResultSummary[]> {
  const db = await getDb();
  const rows = await db.select().from(results).where(eq(results.studentId, studentId)).orderBy(desc(results.createdAt), desc(results.resultId));
  return rows.map(summary);
}

/** One of my results with its comparison; another student's id is not found. */
export async function myResult(studentId: string, resultId: number): Promise<ResultView> {
  const db = await getDb();
  const [row] = await db.select().from(results).where(and(eq(results.resultId, resultId), eq(results.studentId, studentId)));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return viewOf(studentId, row);
}

/** My latest result with its comparison, or null before a first test. */
export async function latestResult(studentId: string): Promise<ResultView | null> {
  const db = await getDb();
  const [row] = await db.select().from(results).where(eq(results.studentId, studentId)).orderBy(desc(results.createdAt), desc(results.resultId)).limit(1);
  return row ? viewOf(studentId, row) : null;
}
