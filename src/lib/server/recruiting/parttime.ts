// Part-time jobs (아르바이트) on and off campus. Staff and companies (otsdr) post jobs; the hourly pay
// is checked against the legal minimum wage of every year the work period touches (the table staff
// keep, `wages.ts`; the form checks the same table as she types). Students search, read and, where
// the job takes applications in the portal, apply once with a short form while it is open. A poster
// sees the applications of her own jobs only; anyone else's job is not found. A company's job waits
// for staff approval (PENDING) like a company's posting: students see it once staff approved it, and
// a returned job (REJECTED) carries the reason the company reads on its list.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { authorize } from '../auth/permissions';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { isUniqueViolation } from '../db/errors';
import { deptNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { isDiv, isOffice, type Actor } from '../../users';
import { CAMPUS_LABELS, minimumWageFor, type CampusKind } from '../../recruiting/fairs';
import { checkMinimumWage, wageTable } from './wages';
import { PHASE_LABELS, POSTING_STATUS_LABELS, POSTING_STATUS_VARIANTS, dDayLabel, dDayVariant, postingPhase, type PostingStatus } from '../../recruiting/postings';
import { notifyUser } from '../messages/service';
import { type ParttimeApplyInput, type ParttimeInput, type ParttimeQuery } from '../../schemas/recruiting-fairs';
import * as clock from '../clock';

const { recruitParttimeJobs: jobs, recruitParttimeApplications: appls, users } = schema;
type JobRow = typeof jobs.$inferSelect;

export const NOT_FOUND_JOB = '아르바이트를 찾을 수 없습니다.';
const openSql = (today: string) => and(eq(jobs.status, 'OPEN'), gte(jobs.deadlineDt, today))!;
// The job's phase and D-n use the posting rules: taking applications from its posting day to the deadline.
const dates = (j: JobRow) => ({ status: j.status, openDt: '0000-01-01', deadlineDt: j.deadlineDt });

export function describeJob(j: JobRow, today: string) {
  const phase = postingPhase(dates(j), today);
  return {
    jobId: j.jobId,
    title: j.title,
    employerNm: j.employerNm,
    campusCd: j.campusCd as CampusKind,
    campusNm: CAMPUS_LABELS[j.campusCd as CampusKind] ?? j.campusCd,
    place: j.place,
    hoursPerWeek: j.hoursPerWeek,
    hourlyPay: j.hourlyPay,
    workTime: j.workTime,
    periodStartDt: j.periodStartDt,
    periodEndDt: j.periodEndDt,
    deadlineDt: j.deadlineDt,
    applyInPortal: j.applyInPortal === 'Y',
    status: j.status,
    statusNm: POSTING_STATUS_LABELS[j.status as PostingStatus] ?? j.status,
    statusVariant: POSTING_STATUS_VARIANTS[j.status as PostingStatus] ?? 'secondary',
    reviewNote: j.reviewNote,
    closed: phase === 'CLOSED',
    phaseNm: PHASE_LABELS[phase],
    dDay: dDayLabel(dates(j), today),
    dDayVariant: dDayVariant(dates(j), today),
  };
}
export type JobSummary = ReturnType<typeof describeJob>;

async function appliedIds(studentId: string, jobIds: number[]) {
  if (!jobIds.length) return new Set<number>();
  const db = await getDb();
  const rows = await db.select({ jobId: appls.jobId }).from(appls).where(and(eq(appls.studentId, studentId), inArray(appls.jobId, jobIds)));
  return new Set(rows.map((r) => r.jobId));
}

/** Jobs for a student: search, on/off campus, open or closed, paging; open ones first, the nearest deadline on top. */
export async function listJobs(studentId: string, query: ParttimeQuery, today = clock.today()) {
  const db = await getDb();
  const where: SQL[] = [inArray(jobs.status, ['OPEN', 'CLOSED'])];
  if (query.keyword) {
    const t = likeTerm(query.keyword);
    where.push(or(ilike(jobs.title, t), ilike(jobs.employerNm, t), ilike(jobs.place, t), ilike(jobs.description, t))!);
  }
  if (query.campusCd) where.push(eq(jobs.campusCd, query.campusCd));
  if (query.deadline === 'open') where.push(openSql(today));
  if (query.deadline === 'closed') where.push(or(eq(jobs.status, 'CLOSED'), lt(jobs.deadlineDt, today))!);
  const cond = and(...where);
  const isOpen = sql`case when ${jobs.status} = 'OPEN' and ${jobs.deadlineDt} >= ${today} then 0 else 1 end`;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(jobs).where(cond),
    db
      .select()
      .from(jobs)
      .where(cond)
      .orderBy(isOpen, sql`case when ${jobs.status} = 'OPEN' and ${jobs.deadlineDt} >= ${today} then ${jobs.deadlineDt} end asc`, desc(jobs.deadlineDt), asc(jobs.jobId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  const applied = await appliedIds(studentId, rows.map((r) => r.jobId));
  return { list: rows.map((j) => ({ ...describeJob(j, today), applied: applied.has(j.jobId) })), totalCnt: Number(total), page: query.page, size: query.size, today };
}

const wageOf = (m: ReturnType<typeof minimumWageFor>) => (m.ok ? { year: m.year, wage: m.wage } : null);

/** One job with what a student needs to apply, and her application if she made one. */
export async function jobDetail(studentId: string, jobId: number, today = clock.today()) {
  const db = await getDb();
  const [j] = await db.select().from(jobs).where(eq(jobs.jobId, jobId));
  if (!j || !['OPEN', 'CLOSED'].includes(j.status)) throw new HttpError(404, NOT_FOUND_JOB);
  const [mine] = await db.select().from(appls).where(and(eq(appls.jobId, jobId), eq(appls.studentId, studentId)));
  const d = describeJob(j, today);
  return {
    ...d,
    description: j.description,
    howToApply: j.howToApply,
    contact: j.contact,
    minimumWage: wageOf(minimumWageFor(await wageTable(), j.periodStartDt, j.periodEndDt)),
    myApplication: mine ? { applId: mine.applId, motivation: mine.motivation, availableHours: mine.availableHours, createdAt: mine.createdAt } : null,
    canApply: d.applyInPortal && !d.closed && !mine,
    today,
  };
}

export async function applyJob(studentId: string, jobId: number, input: ParttimeApplyInput, ip: string | null = null, today = clock.today()) {
  const db = await getDb();
  const [j] = await db.select().from(jobs).where(eq(jobs.jobId, jobId));
  if (!j || !['OPEN', 'CLOSED'].includes(j.status)) throw new HttpError(404, NOT_FOUND_JOB);
  if (j.applyInPortal !== 'Y') throw new HttpError(400, '이 아르바이트는 포털에서 지원받지 않습니다. 지원 방법을 확인해 주세요.');
  if (describeJob(j, today).closed) throw new HttpError(400, '모집이 마감된 아르바이트입니다.');
  let row: { applId: number };
  try {
    [row] = await db.insert(appls).values({ jobId, studentId, motivation: input.motivation, availableHours: input.availableHours }).returning({ applId: appls.applId });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '이미 지원한 아르바이트입니다.');
    throw err;
  }
  await audit({ actorId: studentId, action: 'recruiting.parttime.apply', targetType: 'recruit_parttime_application', targetId: String(row.applId), detail: { jobId }, ip });
  return row;
}

/** A student's applications, newest first. */
export async function myJobApplications(studentId: string, today = clock.today()) {
  const db = await getDb();
  const rows = await db.select({ a: appls, j: jobs }).from(appls).innerJoin(jobs, eq(jobs.jobId, appls.jobId)).where(eq(appls.studentId, studentId)).orderBy(desc(appls.createdAt), desc(appls.applId));
  return rows.map(({ a, j }) => ({ applId: a.applId, appliedAt: a.createdAt, ...describeJob(j, today) }));
}

// ---------------------------------------------------------------------------------------------
// Posters: staff and companies

/** A company posts its own jobs; among the office only those the permission table lets manage recruiting (decision 046). */
async function requirePoster(actor: Actor) {
  if (isDiv(actor, 'otsdr')) return;
  await authorize(actor, 'recruiting', 'manage');
}

export async function createJob(actor: Actor, input: ParttimeInput, ip: string | null = null) {
  await requirePoster(actor);
  await checkMinimumWage(input);
  const db = await getDb();
  const [row] = await db
    .insert(jobs)
    .values({
      title: input.title,
      employerNm: input.employerNm,
      campusCd: input.campusCd,
      place: input.place,
      hoursPerWeek: input.hoursPerWeek,
      hourlyPay: input.hourlyPay,
      workTime: input.workTime,
      periodStartDt: input.periodStartDt,
      periodEndDt: input.periodEndDt,
      deadlineDt: input.deadlineDt,
      description: input.description,
      howToApply: input.howToApply,
      applyInPortal: input.applyInPortal,
      contact: input.contact ?? null,
      // A company's job reaches students after staff approval; staff jobs go live at once.
      status: isOffice(actor) ? 'OPEN' : 'PENDING',
      postedBy: actor.userId,
    })
    .returning({ jobId: jobs.jobId, status: jobs.status });
  await audit({ actorId: actor.userId, action: 'recruiting.parttime.create', targetType: 'recruit_parttime_job', targetId: String(row.jobId), detail: { status: row.status }, ip });
  return { ...row, statusNm: POSTING_STATUS_LABELS[row.status as PostingStatus] };
}

/** The poster's own jobs with their application counts, newest first. */
export async function myPostedJobs(actor: Actor, today = clock.today()) {
  await requirePoster(actor);
  const db = await getDb();
  const rows = await db.select().from(jobs).where(eq(jobs.postedBy, actor.userId)).orderBy(desc(jobs.createdAt), desc(jobs.jobId));
  const ids = rows.map((r) => r.jobId);
  const counts = ids.length ? await db.select({ jobId: appls.jobId, n: count() }).from(appls).where(inArray(appls.jobId, ids)).groupBy(appls.jobId) : [];
  const byJob = new Map(counts.map((c) => [c.jobId, Number(c.n)]));
  return rows.map((j) => ({ ...describeJob(j, today), applCnt: byJob.get(j.jobId) ?? 0 }));
}

/** Refuses, before any input is read, one who may not post jobs (or who did not post this one: 404). */
export async function mayPostJob(actor: Actor, jobId?: number) {
  if (jobId === undefined) await requirePoster(actor);
  else await ownJob(actor, jobId);
}

async function ownJob(actor: Actor, jobId: number) {
  await requirePoster(actor);
  const db = await getDb();
  const [j] = await db.select().from(jobs).where(eq(jobs.jobId, jobId));
  if (!j || j.postedBy !== actor.userId) throw new HttpError(404, NOT_FOUND_JOB);
  return j;
}

/** One of the poster's jobs with its applications (another poster's job is not found). */
export async function jobApplications(actor: Actor, jobId: number, today = clock.today()) {
  const j = await ownJob(actor, jobId);
  const db = await getDb();
  const rows = await db
    .select({ a: appls, korNm: users.korNm, hakguaCd: users.hakguaCd, gradeCd: users.gradeCd, email: users.email })
    .from(appls)
    .innerJoin(users, eq(users.userId, appls.studentId))
    .where(eq(appls.jobId, jobId))
    .orderBy(asc(appls.createdAt), asc(appls.applId));
  const depts = await deptNames();
  return {
    job: { ...describeJob(j, today), description: j.description, howToApply: j.howToApply, contact: j.contact },
    applications: rows.map((r) => ({
      applId: r.a.applId,
      korNm: r.korNm,
      deptNm: r.hakguaCd ? (depts.get(r.hakguaCd) ?? r.hakguaCd) : '',
      gradeCd: r.gradeCd,
      email: r.email,
      motivation: r.a.motivation,
      availableHours: r.a.availableHours,
      appliedAt: r.a.createdAt,
    })),
  };
}

/** Closes one's own live job early, or opens it again (a job waiting for approval or returned cannot). */
export async function setJobStatus(actor: Actor, jobId: number, status: 'OPEN' | 'CLOSED', ip: string | null = null) {
  await ownJob(actor, jobId);
  const db = await getDb();
  const done = await db
    .update(jobs)
    .set({ status })
    .where(and(eq(jobs.jobId, jobId), eq(jobs.status, status === 'OPEN' ? 'CLOSED' : 'OPEN')))
    .returning({ jobId: jobs.jobId });
  if (!done.length) throw new HttpError(409, status === 'OPEN' ? '조기 마감한 아르바이트만 다시 모집할 수 있습니다.' : '모집 중인 아르바이트만 마감할 수 있습니다.');
  await audit({ actorId: actor.userId, action: `recruiting.parttime.${status === 'OPEN' ? 'reopen' : 'close'}`, targetType: 'recruit_parttime_job', targetId: String(jobId), ip });
  return { jobId, status };
}

// ---------------------------------------------------------------------------------------------
// Staff approval of companies' jobs

/** Companies' jobs waiting for approval, then those returned, newest first: staff. */
export async function jobsForReview(actor: Actor, today = clock.today()) {
  await authorize(actor, 'recruiting', 'decide');
  const db = await getDb();
  const rows = await db
    .select({ j: jobs, posterNm: users.korNm, posterId: users.userId })
    .from(jobs)
    .innerJoin(users, eq(users.userId, jobs.postedBy))
    .where(inArray(jobs.status, ['PENDING', 'REJECTED']))
    .orderBy(sql`case when ${jobs.status} = 'PENDING' then 0 else 1 end`, desc(jobs.createdAt), desc(jobs.jobId))
    .limit(100);
  return rows.map((r) => ({ ...describeJob(r.j, today), description: r.j.description, howToApply: r.j.howToApply, posterNm: r.posterNm, posterId: r.posterId }));
}

/** Staff approve a company's job (students see it from now) or return it with a reason the company reads. */
export async function decideJob(actor: Actor, jobId: number, input: { action: 'APPROVE' | 'REJECT'; note?: string }, ip: string | null = null) {
  await authorize(actor, 'recruiting', 'decide', { managerIds: [] });
  const db = await getDb();
  const [j] = await db.select().from(jobs).where(eq(jobs.jobId, jobId));
  if (!j) throw new HttpError(404, NOT_FOUND_JOB);
  if (input.action === 'REJECT' && !input.note) throw new HttpError(400, '반려 사유를 입력해 주세요.', { note: '반려 사유를 입력해 주세요.' });
  const to = input.action === 'APPROVE' ? 'OPEN' : 'REJECTED';
  const from = input.action === 'APPROVE' ? ['PENDING', 'REJECTED'] : ['PENDING'];
  // The state is checked in the UPDATE itself, so two staff deciding at once cannot both win.
  const done = await db
    .update(jobs)
    .set({ status: to, reviewNote: input.action === 'APPROVE' ? null : input.note! })
    .where(and(eq(jobs.jobId, jobId), inArray(jobs.status, from)))
    .returning({ jobId: jobs.jobId });
  if (!done.length) throw new HttpError(409, input.action === 'APPROVE' ? '승인 대기 중이거나 반려된 아르바이트만 승인할 수 있습니다.' : '승인 대기 중인 아르바이트만 반려할 수 있습니다.');
  await audit({ actorId: actor.userId, action: `recruiting.parttime.${input.action.toLowerCase()}`, targetType: 'recruit_parttime_job', targetId: String(jobId), detail: { from: j.status, to, note: input.note ?? null }, ip });
  const body = to === 'OPEN' ? `「${j.title}」 아르바이트가 승인되어 학생들에게 공개되었습니다.` : `「${j.title}」 아르바이트가 반려되었습니다. 사유: ${input.note}`;
  await notifyUser(j.postedBy, `[아르바이트] ${j.title} ${POSTING_STATUS_LABELS[to]}`, body, { category: 'RECRUIT', userDef1: 'PARTTIME_JOB', userDef2: String(jobId) });
  return { jobId, status: to, statusNm: POSTING_STATUS_LABELS[to as PostingStatus] };
}
