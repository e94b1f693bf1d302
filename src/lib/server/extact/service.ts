// Service (volunteer) hours the student registers: organisation, day(s), hours (half-hour steps, at
// most 24 a day), what she did and evidence; reviewed like activities. Approved hours are summed
// per year for the servecerti page and its certificate.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { listFiles } from '../files/service';
import type { Actor as Viewer } from '../../users';
import { MAX_HOURS_PER_DAY, MAX_RECORDS, daysCovered, extStatusLabel, isEditable } from '../../extact/rules';
import type { OwnQuery, ServiceInput } from '../../schemas/extact';
import { dateRefusals, evidenceRefusal, historyOf, recordStep, type Tx } from './common';
import * as clock from '../clock';

const { extServiceHours: hours } = schema;

const NOT_FOUND = '봉사 내역을 찾을 수 없습니다.';
const LOCKED = '신청했거나 승인된 봉사 내역은 고칠 수 없습니다.';

type Actor = { userId: string };
type Row = typeof hours.$inferSelect;

export function serviceView(r: Row) {
  return {
    serviceId: r.serviceId,
    organization: r.organization,
    startDt: r.startDt,
    endDt: r.endDt,
    hours: r.halfHours / 2,
    activity: r.activity,
    evidenceFileGroupId: r.evidenceFileGroupId,
    status: r.status,
    statusNm: extStatusLabel(r.status),
    returnReason: r.status === 'RETURNED' ? r.returnReason : null,
    submittedAt: r.submittedAt,
    decidedAt: r.decidedAt,
    editable: isEditable(r.status),
  };
}

/** Approved hours per year (the year a service started), newest year first. */
export async function approvedHoursByYear(studentId: string) {
  const db = await getDb();
  const rows = await db
    .select({ year: sql<number>`extract(year from ${hours.startDt})::int`, half: sql<number>`sum(${hours.halfHours})::int`, n: count() })
    .from(hours)
    .where(and(eq(hours.studentId, studentId), eq(hours.status, 'APPROVED')))
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  return rows.map((r) => ({ year: Number(r.year), hours: Number(r.half) / 2, halfHours: Number(r.half), entries: Number(r.n) }));
}

/** Her service entries, newest first, by state and year; with the yearly sums of approved hours. */
export async function listService(studentId: string, query: OwnQuery) {
  const db = await getDb();
  const where: SQL[] = [eq(hours.studentId, studentId)];
  if (query.status) where.push(eq(hours.status, query.status));
  if (query.year) where.push(sql`extract(year from ${hours.startDt}) = ${query.year}`);
  const [rows, years, sums] = await Promise.all([
    db.select().from(hours).where(and(...where)).orderBy(desc(hours.startDt), desc(hours.serviceId)),
    db.selectDistinct({ year: sql<number>`extract(year from ${hours.startDt})::int` }).from(hours).where(eq(hours.studentId, studentId)),
    approvedHoursByYear(studentId),
  ]);
  return {
    list: rows.map(serviceView),
    years: years.map((y) => Number(y.year)).sort((a, b) => b - a),
    approvedByYear: sums,
    approvedTotal: sums.reduce((n, s) => n + s.halfHours, 0) / 2,
  };
}

async function ownRow(studentId: string, serviceId: number) {
  const db = await getDb();
  const [row] = await db.select().from(hours).where(eq(hours.serviceId, serviceId));
  if (!row || row.studentId !== studentId) throw new HttpError(404, NOT_FOUND);
  return row;
}

export async function serviceDetail(viewer: Viewer, serviceId: number) {
  const row = await ownRow(viewer.userId, serviceId);
  const [files, history] = await Promise.all([row.evidenceFileGroupId ? listFiles(row.evidenceFileGroupId, viewer) : Promise.resolve([]), historyOf('service', serviceId, false)]);
  return { ...serviceView(row), files, history };
}

async function refusals(studentId: string, input: ServiceInput, today: string) {
  // Hours are counted once they were given: no dates after today.
  const out = dateRefusals(input, today, true);
  if (input.hours > MAX_HOURS_PER_DAY * daysCovered(input.startDt, input.endDt)) out.hours = `봉사 시간은 하루 ${MAX_HOURS_PER_DAY}시간을 넘을 수 없습니다.`;
  const evidence = await evidenceRefusal(studentId, input.evidenceFileGroupId);
  if (evidence) out.evidenceFileGroupId = evidence;
  if (Object.keys(out).length) throw new HttpError(400, Object.values(out)[0], out);
}

function values(input: ServiceInput) {
  return {
    organization: input.organization,
    startDt: input.startDt,
    endDt: input.endDt,
    halfHours: Math.round(input.hours * 2),
    activity: input.activity,
    evidenceFileGroupId: input.evidenceFileGroupId ?? null,
  };
}

export async function createService(actor: Actor, input: ServiceInput, ip: string | null = null, today = clock.today()) {
  await refusals(actor.userId, input, today);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await tx.select({ userId: schema.users.userId }).from(schema.users).where(eq(schema.users.userId, actor.userId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(hours).where(eq(hours.studentId, actor.userId));
    if (Number(n) >= MAX_RECORDS) throw new HttpError(400, `봉사 내역은 ${MAX_RECORDS}건까지 등록할 수 있습니다.`);
    const [created] = await tx.insert(hours).values({ studentId: actor.userId, status: 'DRAFT', ...values(input) }).returning();
    await recordStep(tx, 'service', created.serviceId, null, 'DRAFT', actor.userId);
    return created;
  });
  await audit({ actorId: actor.userId, action: 'EXT_SERVICE_CREATE', targetType: 'ext_service', targetId: String(row.serviceId), ip });
  return serviceView(row);
}

async function whileEditable<T>(actor: Actor, serviceId: number, fn: (tx: Tx, row: Row) => Promise<T>) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(hours).where(eq(hours.serviceId, serviceId)).for('update');
    if (!row || row.studentId !== actor.userId) throw new HttpError(404, NOT_FOUND);
    if (!isEditable(row.status)) throw new HttpError(409, LOCKED);
    return fn(tx, row);
  });
}

export async function updateService(actor: Actor, serviceId: number, input: ServiceInput, ip: string | null = null, today = clock.today()) {
  await ownRow(actor.userId, serviceId);
  await refusals(actor.userId, input, today);
  const row = await whileEditable(actor, serviceId, async (tx) => {
    const [updated] = await tx.update(hours).set({ ...values(input), updatedAt: new Date() }).where(eq(hours.serviceId, serviceId)).returning();
    return updated;
  });
  await audit({ actorId: actor.userId, action: 'EXT_SERVICE_UPDATE', targetType: 'ext_service', targetId: String(serviceId), ip });
  return serviceView(row);
}

export async function deleteService(actor: Actor, serviceId: number, ip: string | null = null) {
  await whileEditable(actor, serviceId, async (tx) => {
    await tx.delete(schema.extHistory).where(and(eq(schema.extHistory.target, 'service'), eq(schema.extHistory.targetId, serviceId)));
    await tx.delete(hours).where(eq(hours.serviceId, serviceId));
  });
  await audit({ actorId: actor.userId, action: 'EXT_SERVICE_DELETE', targetType: 'ext_service', targetId: String(serviceId), ip });
}

export async function submitService(actor: Actor, serviceId: number, ip: string | null = null, today = clock.today()) {
  const row = await whileEditable(actor, serviceId, async (tx, r) => {
    const bad = dateRefusals(r, today, true);
    if (Object.keys(bad).length) throw new HttpError(400, Object.values(bad)[0], bad);
    if (!r.evidenceFileGroupId) throw new HttpError(400, '증빙 파일을 올린 뒤 신청해 주세요.', { evidenceFileGroupId: '증빙 파일을 올려 주세요.' });
    const [updated] = await tx.update(hours).set({ status: 'SUBMITTED', submittedAt: new Date(), updatedAt: new Date() }).where(eq(hours.serviceId, serviceId)).returning();
    await recordStep(tx, 'service', serviceId, r.status, 'SUBMITTED', actor.userId);
    return updated;
  });
  await audit({ actorId: actor.userId, action: 'EXT_SERVICE_SUBMIT', targetType: 'ext_service', targetId: String(serviceId), ip });
  return serviceView(row);
}

/** Approved entries, for the portfolio history and the certificate. */
export async function approvedService(studentId: string, year?: number) {
  const db = await getDb();
  const where: SQL[] = [eq(hours.studentId, studentId), eq(hours.status, 'APPROVED')];
  if (year) where.push(sql`extract(year from ${hours.startDt}) = ${year}`);
  return db.select().from(hours).where(and(...where)).orderBy(hours.startDt, hours.serviceId);
}
