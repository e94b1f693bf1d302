// Session records. Notes are for counselling staff only; every read is written to the audit log.
import { asc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { canHandle, type Actor } from './access';
import { isDiv } from '../../users';

const { cnslRecords: records, cnslApplications: appls, users } = schema;

export interface RecordInput {
  category: string;
  notes: string;
  followUp?: string;
  /** Professors only: what the student may read. */
  studentSummary?: string;
}

async function handledApplication(actor: Actor, applId: number) {
  const db = await getDb();
  const [appl] = await db.select().from(appls).where(eq(appls.applId, applId));
  if (!appl || !(await canHandle(actor, appl))) throw new HttpError(404, '상담 신청을 찾을 수 없습니다.');
  return appl;
}

export async function addRecord(actor: Actor, applId: number, input: RecordInput) {
  const appl = await handledApplication(actor, applId);
  if (!['SCHEDULED', 'DONE', 'NO_SHOW'].includes(appl.status)) throw new HttpError(409, '일정이 확정된 상담만 기록할 수 있습니다.');
  if (input.studentSummary && !isDiv(actor, 'prof')) throw new HttpError(400, '학생 공개 요약은 교수상담에서만 쓸 수 있습니다.', { studentSummary: '교수상담에서만 쓸 수 있습니다.' });
  const db = await getDb();
  const [row] = await db
    .insert(records)
    .values({ applId, authorId: actor.userId, category: input.category, notes: input.notes, followUp: input.followUp ?? null, studentSummary: input.studentSummary ?? null })
    .returning({ recordId: records.recordId });
  await audit({ actorId: actor.userId, action: 'cnsl.record.write', targetType: 'cnsl_record', targetId: String(row.recordId), detail: { applId } });
  return row;
}

/** The full records of an application, for those who handle it. The read itself is audited. */
export async function recordsFor(actor: Actor, applId: number, ip: string | null = null) {
  await handledApplication(actor, applId);
  const db = await getDb();
  const rows = await db
    .select({ recordId: records.recordId, category: records.category, notes: records.notes, followUp: records.followUp, studentSummary: records.studentSummary, createdAt: records.createdAt, authorNm: users.korNm })
    .from(records)
    .leftJoin(users, eq(users.userId, records.authorId))
    .where(eq(records.applId, applId))
    .orderBy(asc(records.createdAt));
  await audit({ actorId: actor.userId, action: 'cnsl.record.read', targetType: 'cnsl_application', targetId: String(applId), detail: { records: rows.length }, ip });
  return rows;
}

/** What a student may read of the records of their own application: professors' shared summaries only. */
export async function summariesForStudent(studentId: string, applId: number) {
  const db = await getDb();
  const rows = await db
    .select({ studentSummary: records.studentSummary, createdAt: records.createdAt, studentId: appls.studentId })
    .from(records)
    .innerJoin(appls, eq(appls.applId, records.applId))
    .where(eq(records.applId, applId));
  return rows.filter((r) => r.studentId === studentId && r.studentSummary).map((r) => ({ summary: r.studentSummary!, createdAt: r.createdAt }));
}
