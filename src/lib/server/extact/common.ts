// What activities and service hours share: the date window, evidence and competency checks, the
// state history, and the history rows as the detail pages show them.
import { and, asc, eq } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { fileGroup } from '../files/service';
import { competencyModel } from '../learning/competencies';
import { MAX_FUTURE_DAYS, extStatusLabel, type ReviewTarget } from '../../extact/rules';
import { addDays } from '../../calendar';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The earliest date a record may carry: older activities belong to no student of today. */
export const EARLIEST_DATE = '2000-01-01';

/** Reasons the dates cannot be stored, by field. `pastOnly`: the thing must already have happened. */
export function dateRefusals(input: { startDt: string; endDt: string }, today: string, pastOnly: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  const latest = pastOnly ? today : addDays(today, MAX_FUTURE_DAYS);
  const tooLate = pastOnly ? '오늘 이후의 날짜는 입력할 수 없습니다.' : '1년 넘게 남은 날짜는 입력할 수 없습니다.';
  if (input.startDt < EARLIEST_DATE) out.startDt = '2000년 이후의 날짜를 입력해 주세요.';
  if (input.startDt > latest) out.startDt = tooLate;
  if (input.endDt > latest) out.endDt = tooLate;
  return out;
}

/** Evidence only from a file group she uploaded herself. */
export async function evidenceRefusal(studentId: string, fileGroupId: number | undefined | null): Promise<string | null> {
  if (!fileGroupId) return null;
  const group = await fileGroup(fileGroupId);
  return !group || group.ownerId !== studentId ? '증빙 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.' : null;
}

export async function competencyRefusal(codes: string[] | undefined): Promise<string | null> {
  if (!codes?.length) return null;
  const known = new Set((await competencyModel()).map((c) => c.competencyCd));
  return codes.some((c) => !known.has(c)) ? '없는 역량이 포함되어 있습니다.' : null;
}

export async function recordStep(tx: Tx, target: ReviewTarget, targetId: number, fromStatus: string | null, toStatus: string, actorId: string | null, note: string | null = null) {
  await tx.insert(schema.extHistory).values({ target, targetId, fromStatus, toStatus, actorId, note });
}

/** A record's steps, oldest first, with who took them (students see 담당자 for staff). */
export async function historyOf(target: ReviewTarget, targetId: number, forStaff: boolean) {
  const db = await getDb();
  const rows = await db
    .select({ histId: schema.extHistory.histId, fromStatus: schema.extHistory.fromStatus, toStatus: schema.extHistory.toStatus, note: schema.extHistory.note, createdAt: schema.extHistory.createdAt, actorId: schema.extHistory.actorId, actorNm: schema.users.korNm, actorDiv: schema.users.userDiv })
    .from(schema.extHistory)
    .leftJoin(schema.users, eq(schema.users.userId, schema.extHistory.actorId))
    .where(and(eq(schema.extHistory.target, target), eq(schema.extHistory.targetId, targetId)))
    .orderBy(asc(schema.extHistory.createdAt), asc(schema.extHistory.histId));
  return rows.map((r) => ({
    histId: r.histId,
    toStatus: r.toStatus,
    toStatusNm: extStatusLabel(r.toStatus),
    note: r.note,
    createdAt: r.createdAt,
    actorNm: r.actorDiv === 'std' ? '본인' : forStaff ? (r.actorNm ?? '') : '담당자',
  }));
}

/** The year a record counts in: the year it started. */
export const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));
