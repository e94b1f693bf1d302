// Self-checks: scored on the server, kept private to the student (shared only with an application).
import { and, desc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { scoreScreening, type Instrument } from '../../counselling/screening';

const { screenings } = schema;

export async function takeScreening(studentId: string, instrument: Instrument, answers: number[]) {
  let result;
  try {
    result = scoreScreening(instrument, answers);
  } catch (err) {
    throw new HttpError(400, '모든 문항에 답해 주세요.', { answers: (err as Error).message });
  }
  const db = await getDb();
  const [row] = await db.insert(screenings).values({ studentId, instrument, answers, score: result.score, band: result.band }).returning({ screeningId: screenings.screeningId, createdAt: screenings.createdAt });
  return { ...row, instrument, ...result };
}

export async function myScreenings(studentId: string) {
  const db = await getDb();
  return db.select().from(screenings).where(eq(screenings.studentId, studentId)).orderBy(desc(screenings.createdAt));
}

export async function screeningOf(studentId: string, screeningId: number) {
  const db = await getDb();
  const [row] = await db.select().from(screenings).where(and(eq(screenings.screeningId, screeningId), eq(screenings.studentId, studentId)));
  if (!row) throw new HttpError(404, '자가진단 결과를 찾을 수 없습니다.');
  return row;
}
