// Staff review of external activities and service hours: lists with filters, one record with its
// evidence, approve or return with a reason. Only staff holding PROGRAM_ADMIN, or admins. Each
// decision is one transaction (state, history, and for an approval the activity event the
// portfolio reads); the student then gets a portal message.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { authorize, can } from '../auth/permissions';
import { invalidate } from '../cache';
import { listFiles } from '../files/service';
import { competencyModel } from '../learning/competencies';
import { deptNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { notifyUser } from '../messages/service';
import { publishActivity } from '../activity/events';
import { portfolioCacheKey } from '../portfolio/cache-key';
import { REVIEW_TARGETS, activityKindLabel, extStatusLabel, formatHours, type ReviewTarget } from '../../extact/rules';
import type { DecisionInput, ReviewQuery } from '../../schemas/extact';
import type { Actor } from '../../users';
import { historyOf, recordStep } from './common';
import { activityView } from './activities';
import { serviceView } from './service';

const { extActivities: acts, extServiceHours: hours, users } = schema;

const NOT_FOUND: Record<ReviewTarget, string> = { activity: '교외활동을 찾을 수 없습니다.', service: '봉사 내역을 찾을 수 없습니다.' };

/** Whoever the permission table lets read the reviews (PROGRAM_ADMIN holders and admins, decision 046). */
export async function canReview(actor: Actor) {
  return can(actor, 'extact', 'read');
}

/** 401 logged out, 403 for anyone the table does not let take the action. */
export async function requireReviewer(actor: Actor, action: 'read' | 'decide' = 'read') {
  await authorize(actor, 'extact', action);
}

/** Records waiting for a decision, per target (the tabs' counters). */
async function waiting() {
  const db = await getDb();
  const [[a], [s]] = await Promise.all([
    db.select({ n: count() }).from(acts).where(eq(acts.status, 'SUBMITTED')),
    db.select({ n: count() }).from(hours).where(eq(hours.status, 'SUBMITTED')),
  ]);
  return { activity: Number(a.n), service: Number(s.n) };
}

/** The review list of one target; submitted ones first, oldest submission first (first come, first served). */
export async function reviewList(actor: Actor, query: ReviewQuery) {
  await requireReviewer(actor);
  const target: ReviewTarget = query.target === 'service' ? 'service' : 'activity';
  const db = await getDb();
  const [depts, counts] = await Promise.all([deptNames(), waiting()]);
  const offset = (query.page - 1) * query.size;
  const person = (t: string) => or(ilike(users.korNm, t), ilike(users.userId, t));
  if (target === 'activity') {
    const where: SQL[] = [sql`${acts.status} <> 'DRAFT'`];
    if (query.status) where.push(eq(acts.status, query.status));
    if (query.year) where.push(sql`extract(year from ${acts.startDt}) = ${query.year}`);
    if (query.kindCd) where.push(eq(acts.kindCd, query.kindCd));
    if (query.keyword) {
      const t = likeTerm(query.keyword);
      where.push(or(ilike(acts.title, t), ilike(acts.organizer, t), person(t))!);
    }
    const cond = and(...where);
    const [[{ total }], rows] = await Promise.all([
      db.select({ total: count() }).from(acts).innerJoin(users, eq(users.userId, acts.studentId)).where(cond),
      db
        .select({ a: acts, korNm: users.korNm, hakguaCd: users.hakguaCd })
        .from(acts)
        .innerJoin(users, eq(users.userId, acts.studentId))
        .where(cond)
        .orderBy(sql`case when ${acts.status} = 'SUBMITTED' then 0 else 1 end`, asc(acts.submittedAt), desc(acts.activityId))
        .limit(query.size)
        .offset(offset),
    ]);
    const list = rows.map((r) => ({ id: r.a.activityId, studentId: r.a.studentId, korNm: r.korNm, deptNm: r.hakguaCd ? (depts.get(r.hakguaCd) ?? r.hakguaCd) : '', title: r.a.title, sub: `${activityKindLabel(r.a.kindCd)} · ${r.a.organizer}`, startDt: r.a.startDt, endDt: r.a.endDt, status: r.a.status, statusNm: extStatusLabel(r.a.status), submittedAt: r.a.submittedAt }));
    return { target, list, totalCnt: Number(total), page: query.page, size: query.size, waiting: counts };
  }
  const where: SQL[] = [sql`${hours.status} <> 'DRAFT'`];
  if (query.status) where.push(eq(hours.status, query.status));
  if (query.year) where.push(sql`extract(year from ${hours.startDt}) = ${query.year}`);
  if (query.keyword) {
    const t = likeTerm(query.keyword);
    where.push(or(ilike(hours.organization, t), ilike(hours.activity, t), person(t))!);
  }
  const cond = and(...where);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(hours).innerJoin(users, eq(users.userId, hours.studentId)).where(cond),
    db
      .select({ h: hours, korNm: users.korNm, hakguaCd: users.hakguaCd })
      .from(hours)
      .innerJoin(users, eq(users.userId, hours.studentId))
      .where(cond)
      .orderBy(sql`case when ${hours.status} = 'SUBMITTED' then 0 else 1 end`, asc(hours.submittedAt), desc(hours.serviceId))
      .limit(query.size)
      .offset(offset),
  ]);
  const list = rows.map((r) => ({ id: r.h.serviceId, studentId: r.h.studentId, korNm: r.korNm, deptNm: r.hakguaCd ? (depts.get(r.hakguaCd) ?? r.hakguaCd) : '', title: r.h.organization, sub: formatHours(r.h.halfHours / 2), startDt: r.h.startDt, endDt: r.h.endDt, status: r.h.status, statusNm: extStatusLabel(r.h.status), submittedAt: r.h.submittedAt }));
  return { target, list, totalCnt: Number(total), page: query.page, size: query.size, waiting: counts };
}

/** One record for the reviewer: the student, the record, its evidence and its history. A draft is not shown. */
export async function reviewDetail(actor: Actor, target: ReviewTarget, id: number) {
  await requireReviewer(actor);
  const db = await getDb();
  const depts = await deptNames();
  const student = async (userId: string) => {
    const [u] = await db.select({ userId: users.userId, korNm: users.korNm, hakguaCd: users.hakguaCd }).from(users).where(eq(users.userId, userId));
    return { userId: u.userId, korNm: u.korNm, deptNm: u.hakguaCd ? (depts.get(u.hakguaCd) ?? u.hakguaCd) : '' };
  };
  if (target === 'activity') {
    const [row] = await db.select().from(acts).where(eq(acts.activityId, id));
    if (!row || row.status === 'DRAFT') throw new HttpError(404, NOT_FOUND.activity);
    const [who, files, history, model] = await Promise.all([student(row.studentId), row.evidenceFileGroupId ? listFiles(row.evidenceFileGroupId, actor) : [], historyOf('activity', id, true), competencyModel()]);
    const names = new Map(model.map((c) => [c.competencyCd, c.korNm]));
    return { target: 'activity' as const, record: { ...activityView(row), returnReason: row.returnReason, competencies: row.competencyCds.map((c) => names.get(c) ?? c) }, student: who, files, history };
  }
  const [row] = await db.select().from(hours).where(eq(hours.serviceId, id));
  if (!row || row.status === 'DRAFT') throw new HttpError(404, NOT_FOUND.service);
  const [who, files, history] = await Promise.all([student(row.studentId), row.evidenceFileGroupId ? listFiles(row.evidenceFileGroupId, actor) : [], historyOf('service', id, true)]);
  return { target: 'service' as const, record: { ...serviceView(row), returnReason: row.returnReason }, student: who, files, history };
}

/** Approve or return a submitted record. A record no longer waiting (decided meanwhile) answers 409. */
export async function decide(actor: Actor, target: ReviewTarget, id: number, input: DecisionInput, ip: string | null = null) {
  await requireReviewer(actor, 'decide');
  const db = await getDb();
  const toStatus = input.decision === 'APPROVE' ? 'APPROVED' : 'RETURNED';
  const reason = input.decision === 'RETURN' ? (input.reason ?? null) : null;
  const now = new Date();
  const done = await db.transaction(async (tx) => {
    if (target === 'activity') {
      const [row] = await tx.select().from(acts).where(eq(acts.activityId, id)).for('update');
      if (!row || row.status === 'DRAFT') throw new HttpError(404, NOT_FOUND.activity);
      if (row.status !== 'SUBMITTED') throw new HttpError(409, '이미 처리된 신청입니다.');
      await tx.update(acts).set({ status: toStatus, returnReason: reason, decidedAt: now, deciderId: actor.userId, updatedAt: now }).where(eq(acts.activityId, id));
      await recordStep(tx, 'activity', id, row.status, toStatus, actor.userId, reason ?? input.reason ?? null);
      if (toStatus === 'APPROVED') {
        await publishActivity({ userId: row.studentId, kind: 'EXT_ACTIVITY_APPROVED', title: row.title, refType: 'ext_activity', refId: String(id), occurredAt: now }, tx);
      }
      return { studentId: row.studentId, title: row.title, link: `/user/futuredesign/outecp/detail/${id}` };
    }
    const [row] = await tx.select().from(hours).where(eq(hours.serviceId, id)).for('update');
    if (!row || row.status === 'DRAFT') throw new HttpError(404, NOT_FOUND.service);
    if (row.status !== 'SUBMITTED') throw new HttpError(409, '이미 처리된 신청입니다.');
    await tx.update(hours).set({ status: toStatus, returnReason: reason, decidedAt: now, deciderId: actor.userId, updatedAt: now }).where(eq(hours.serviceId, id));
    await recordStep(tx, 'service', id, row.status, toStatus, actor.userId, reason ?? input.reason ?? null);
    const title = `${row.organization} 봉사 ${formatHours(row.halfHours / 2)}`;
    if (toStatus === 'APPROVED') {
      await publishActivity({ userId: row.studentId, kind: 'SERVICE_HOURS_APPROVED', title, refType: 'ext_service', refId: String(id), occurredAt: now }, tx);
    }
    return { studentId: row.studentId, title, link: '/user/futuredesign/servecerti' };
  });
  invalidate(portfolioCacheKey(done.studentId));
  await audit({ actorId: actor.userId, action: toStatus === 'APPROVED' ? 'EXT_APPROVE' : 'EXT_RETURN', targetType: `ext_${target}`, targetId: String(id), detail: reason ? { reason } : undefined, ip });
  const what = REVIEW_TARGETS[target];
  await notifyUser(
    done.studentId,
    toStatus === 'APPROVED' ? `[${what}] ${done.title} 신청이 승인되었습니다` : `[${what}] ${done.title} 신청이 반려되었습니다`,
    toStatus === 'APPROVED' ? '승인된 내용은 포트폴리오 이력에 반영됩니다.' : `반려 사유: ${reason}\n내용을 고친 뒤 다시 신청할 수 있습니다.`,
    { userDef1: done.link, senderId: actor.userId },
  );
  return { id, status: toStatus, statusNm: extStatusLabel(toStatus) };
}
