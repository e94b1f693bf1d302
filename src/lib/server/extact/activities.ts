// External activities the student registers herself: written as a draft, sent for review, approved
// or returned with a reason; she changes or deletes one only while it is a draft or returned.
// Another student's activity is not found, exactly like a missing one. Every change is audited.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { listFiles } from '../files/service';
import type { Actor as Viewer } from '../../users';
import { competencyModel } from '../learning/competencies';
import { MAX_RECORDS, activityKindLabel, extStatusLabel, isEditable } from '../../extact/rules';
import type { ActivityInput, OwnQuery } from '../../schemas/extact';
import { competencyRefusal, dateRefusals, evidenceRefusal, historyOf, recordStep, type Tx } from './common';
import * as clock from '../clock';

const { extActivities: acts } = schema;

const NOT_FOUND = '교외활동을 찾을 수 없습니다.';
const LOCKED = '신청했거나 승인된 활동은 고칠 수 없습니다.';

type Actor = { userId: string };
type Row = typeof acts.$inferSelect;

export function activityView(r: Row) {
  return {
    activityId: r.activityId,
    kindCd: r.kindCd,
    kindNm: activityKindLabel(r.kindCd),
    title: r.title,
    organizer: r.organizer,
    startDt: r.startDt,
    endDt: r.endDt,
    description: r.description,
    competencyCds: r.competencyCds,
    evidenceFileGroupId: r.evidenceFileGroupId,
    status: r.status,
    statusNm: extStatusLabel(r.status),
    returnReason: r.status === 'RETURNED' ? r.returnReason : null,
    submittedAt: r.submittedAt,
    decidedAt: r.decidedAt,
    editable: isEditable(r.status),
  };
}

/** Her activities, newest first, by state and by the year they started; with the years she has. */
export async function listActivities(studentId: string, query: OwnQuery) {
  const db = await getDb();
  const where: SQL[] = [eq(acts.studentId, studentId)];
  if (query.status) where.push(eq(acts.status, query.status));
  if (query.year) where.push(sql`extract(year from ${acts.startDt}) = ${query.year}`);
  const [rows, years] = await Promise.all([
    db.select().from(acts).where(and(...where)).orderBy(desc(acts.startDt), desc(acts.activityId)),
    db
      .selectDistinct({ year: sql<number>`extract(year from ${acts.startDt})::int` })
      .from(acts)
      .where(eq(acts.studentId, studentId)),
  ]);
  return { list: rows.map(activityView), years: years.map((y) => Number(y.year)).sort((a, b) => b - a) };
}

async function ownRow(studentId: string, activityId: number) {
  const db = await getDb();
  const [row] = await db.select().from(acts).where(eq(acts.activityId, activityId));
  if (!row || row.studentId !== studentId) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** One of her activities with its evidence files and its history. */
export async function activityDetail(viewer: Viewer, activityId: number) {
  const row = await ownRow(viewer.userId, activityId);
  const [files, history, model] = await Promise.all([
    row.evidenceFileGroupId ? listFiles(row.evidenceFileGroupId, viewer) : Promise.resolve([]),
    historyOf('activity', activityId, false),
    competencyModel(),
  ]);
  const names = new Map(model.map((c) => [c.competencyCd, c.korNm]));
  return { ...activityView(row), competencies: row.competencyCds.map((c) => ({ competencyCd: c, korNm: names.get(c) ?? c })), files, history };
}

async function refusals(studentId: string, input: ActivityInput, today: string) {
  const out = dateRefusals(input, today, false);
  const comp = await competencyRefusal(input.competencyCds);
  if (comp) out.competencyCds = comp;
  const evidence = await evidenceRefusal(studentId, input.evidenceFileGroupId);
  if (evidence) out.evidenceFileGroupId = evidence;
  if (Object.keys(out).length) throw new HttpError(400, Object.values(out)[0], out);
}

function values(input: ActivityInput) {
  return {
    kindCd: input.kindCd,
    title: input.title,
    organizer: input.organizer,
    startDt: input.startDt,
    endDt: input.endDt,
    description: input.description ?? null,
    competencyCds: [...new Set(input.competencyCds ?? [])],
    evidenceFileGroupId: input.evidenceFileGroupId ?? null,
  };
}

export async function createActivity(actor: Actor, input: ActivityInput, ip: string | null = null, today = clock.today()) {
  await refusals(actor.userId, input, today);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // The student's own row is the lock: two quick saves cannot both pass the count.
    await tx.select({ userId: schema.users.userId }).from(schema.users).where(eq(schema.users.userId, actor.userId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(acts).where(eq(acts.studentId, actor.userId));
    if (Number(n) >= MAX_RECORDS) throw new HttpError(400, `교외활동은 ${MAX_RECORDS}건까지 등록할 수 있습니다.`);
    const [created] = await tx.insert(acts).values({ studentId: actor.userId, status: 'DRAFT', ...values(input) }).returning();
    await recordStep(tx, 'activity', created.activityId, null, 'DRAFT', actor.userId);
    return created;
  });
  await audit({ actorId: actor.userId, action: 'EXT_ACTIVITY_CREATE', targetType: 'ext_activity', targetId: String(row.activityId), detail: { kindCd: row.kindCd }, ip });
  return activityView(row);
}

/** Runs a change on her activity locked in a transaction, refused unless it may still change. */
async function whileEditable<T>(actor: Actor, activityId: number, fn: (tx: Tx, row: Row) => Promise<T>) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(acts).where(eq(acts.activityId, activityId)).for('update');
    if (!row || row.studentId !== actor.userId) throw new HttpError(404, NOT_FOUND);
    if (!isEditable(row.status)) throw new HttpError(409, LOCKED);
    return fn(tx, row);
  });
}

export async function updateActivity(actor: Actor, activityId: number, input: ActivityInput, ip: string | null = null, today = clock.today()) {
  await ownRow(actor.userId, activityId);
  await refusals(actor.userId, input, today);
  const row = await whileEditable(actor, activityId, async (tx) => {
    const [updated] = await tx.update(acts).set({ ...values(input), updatedAt: new Date() }).where(eq(acts.activityId, activityId)).returning();
    return updated;
  });
  await audit({ actorId: actor.userId, action: 'EXT_ACTIVITY_UPDATE', targetType: 'ext_activity', targetId: String(activityId), ip });
  return activityView(row);
}

export async function deleteActivity(actor: Actor, activityId: number, ip: string | null = null) {
  await whileEditable(actor, activityId, async (tx) => {
    await tx.delete(schema.extHistory).where(and(eq(schema.extHistory.target, 'activity'), eq(schema.extHistory.targetId, activityId)));
    await tx.delete(acts).where(eq(acts.activityId, activityId));
  });
  await audit({ actorId: actor.userId, action: 'EXT_ACTIVITY_DELETE', targetType: 'ext_activity', targetId: String(activityId), ip });
}

/** Sends a draft (or a returned activity she has corrected) for review; evidence is required. */
export async function submitActivity(actor: Actor, activityId: number, ip: string | null = null, today = clock.today()) {
  const row = await whileEditable(actor, activityId, async (tx, r) => {
    const bad = dateRefusals(r, today, false);
    if (Object.keys(bad).length) throw new HttpError(400, Object.values(bad)[0], bad);
    if (!r.evidenceFileGroupId) throw new HttpError(400, '증빙 파일을 올린 뒤 신청해 주세요.', { evidenceFileGroupId: '증빙 파일을 올려 주세요.' });
    const [updated] = await tx.update(acts).set({ status: 'SUBMITTED', submittedAt: new Date(), updatedAt: new Date() }).where(eq(acts.activityId, activityId)).returning();
    await recordStep(tx, 'activity', activityId, r.status, 'SUBMITTED', actor.userId);
    return updated;
  });
  await audit({ actorId: actor.userId, action: 'EXT_ACTIVITY_SUBMIT', targetType: 'ext_activity', targetId: String(activityId), ip });
  return activityView(row);
}

/** Approved activities, for the portfolio history. */
export async function approvedActivities(studentId: string) {
  const db = await getDb();
  return db.select().from(acts).where(and(eq(acts.studentId, studentId), eq(acts.status, 'APPROVED'))).orderBy(desc(acts.startDt));
}
