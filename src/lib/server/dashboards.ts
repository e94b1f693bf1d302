// Figures for the home pages of staff, professors and admins.
import { and, count, desc, eq, gt, ilike, sql } from 'drizzle-orm';
import { getDb, schema } from './db';
import { likeTerm } from './org/repository';

const { users, comCodes, sessions, auditLog } = schema;

/** Students by enrolment status (optionally only one professor's advisees). */
export async function studentsByStatus(guideProfNo?: string) {
  const db = await getDb();
  return db
    .select({ shregSt: users.shregSt, shregStNm: comCodes.comCdNm, n: count() })
    .from(users)
    .leftJoin(comCodes, and(eq(comCodes.grpCd, 'SHREG_ST'), eq(comCodes.comCd, users.shregSt)))
    .where(and(eq(users.userDiv, 'std'), guideProfNo ? eq(users.guideProfNo, guideProfNo) : undefined))
    .groupBy(users.shregSt, comCodes.comCdNm)
    .orderBy(users.shregSt);
}

export async function usersByDiv() {
  const db = await getDb();
  return db.select({ userDiv: users.userDiv, n: count() }).from(users).groupBy(users.userDiv).orderBy(users.userDiv);
}

export async function activeSessionCount() {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(sessions).where(gt(sessions.expiresAt, new Date()));
  return n;
}

export async function auditEntries(opts: { page: number; size: number; action?: string }) {
  const db = await getDb();
  const cond = opts.action ? ilike(auditLog.action, likeTerm(opts.action)) : undefined;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(cond);
  const list = await db
    .select()
    .from(auditLog)
    .where(cond)
    .orderBy(desc(auditLog.at), desc(auditLog.auditId))
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  return { list, totalCnt: n };
}
