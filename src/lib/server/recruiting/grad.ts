// Graduate-school admission rounds (대학원 입시) for students: search, degree and deadline filters,
// paging, with the same phase and D-n rules as postings; their deadlines join the calendar.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { codeNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { CODE_GROUPS, PHASE_LABELS, dDayLabel, dDayVariant, postingPhase } from '../../recruiting/postings';
import type { GradAdmissionInput, GradAdmissionQuery } from '../../schemas/recruiting';
import { authorize } from '../auth/permissions';
import type { Action } from '../../permissions';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import type { Actor } from '../../users';
import { addDays } from '../../calendar';
import * as clock from '../clock';

const { recruitGradAdmissions: rounds } = schema;
const PUBLISHED = ['OPEN', 'CLOSED'];
type RoundRow = typeof rounds.$inferSelect;

const dates = (r: RoundRow) => ({ status: r.status, openDt: r.applyStartDt, deadlineDt: r.applyEndDt });
const openSql = (today: string) => and(eq(rounds.status, 'OPEN'), gte(rounds.applyEndDt, today))!;

export function describeRound(r: RoundRow, names: Map<string, string>, today: string) {
  const phase = postingPhase(dates(r), today);
  return {
    admissionId: r.admissionId,
    schoolNm: r.schoolNm,
    programNm: r.programNm,
    degreeCd: r.degreeCd,
    degreeNm: names.get(`${CODE_GROUPS.gradDegree}:${r.degreeCd}`) ?? r.degreeCd,
    roundNm: r.roundNm,
    applyStartDt: r.applyStartDt,
    applyEndDt: r.applyEndDt,
    documents: r.documents,
    homepage: r.homepage,
    phase,
    phaseNm: PHASE_LABELS[phase],
    closed: phase === 'CLOSED',
    dDay: dDayLabel(dates(r), today),
    dDayVariant: dDayVariant(dates(r), today),
  };
}

export async function listGradAdmissions(query: GradAdmissionQuery, today = clock.today()) {
  const db = await getDb();
  const where: SQL[] = [inArray(rounds.status, PUBLISHED)];
  if (query.keyword) {
    const t = likeTerm(query.keyword);
    where.push(or(ilike(rounds.schoolNm, t), ilike(rounds.programNm, t), ilike(rounds.roundNm, t))!);
  }
  if (query.degreeCd) where.push(eq(rounds.degreeCd, query.degreeCd));
  if (query.deadline === 'open') where.push(openSql(today));
  if (query.deadline === 'week') where.push(openSql(today), lte(rounds.applyEndDt, addDays(today, 7)));
  if (query.deadline === 'closed') where.push(or(eq(rounds.status, 'CLOSED'), lt(rounds.applyEndDt, today))!);
  const cond = and(...where);
  const [[{ total }], rows, names] = await Promise.all([
    db.select({ total: count() }).from(rounds).where(cond),
    db
      .select()
      .from(rounds)
      .where(cond)
      .orderBy(sql`case when ${rounds.status} = 'OPEN' and ${rounds.applyEndDt} >= ${today} then 0 else 1 end`, sql`case when ${rounds.status} = 'OPEN' and ${rounds.applyEndDt} >= ${today} then ${rounds.applyEndDt} end asc`, desc(rounds.applyEndDt), asc(rounds.admissionId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    codeNames(),
  ]);
  return { list: rows.map((r) => describeRound(r, names, today)), totalCnt: Number(total), page: query.page, size: query.size, today };
}

/** Admission deadlines between from and to, for the calendar. */
export async function gradDeadlines(from: string, to: string) {
  const db = await getDb();
  return db
    .select()
    .from(rounds)
    .where(and(inArray(rounds.status, PUBLISHED), gte(rounds.applyEndDt, from), lte(rounds.applyEndDt, to)))
    .orderBy(asc(rounds.applyEndDt), asc(rounds.admissionId));
}

// ---------------------------------------------------------------------------------------------
// Staff

/** The area's right from the permission table (decision 046): 403 without it. */
async function requireStaff(actor: Actor, action: Action = 'manage') {
  await authorize(actor, 'recruiting', action);
}

async function checkDegree(degreeCd: string) {
  if (!(await codeNames()).has(`${CODE_GROUPS.gradDegree}:${degreeCd}`)) throw new HttpError(400, '학위 과정을 확인해 주세요.', { degreeCd: '목록에 있는 과정을 선택해 주세요.' });
}

const roundFields = (input: GradAdmissionInput) => ({
  schoolNm: input.schoolNm,
  programNm: input.programNm,
  degreeCd: input.degreeCd,
  roundNm: input.roundNm,
  applyStartDt: input.applyStartDt,
  applyEndDt: input.applyEndDt,
  documents: input.documents,
  homepage: input.homepage ?? null,
});

/** Every round (closed ones too), newest first, for the staff page. */
export async function staffGradAdmissions(actor: Actor, today = clock.today()) {
  await requireStaff(actor, 'read');
  const db = await getDb();
  const [rows, names] = await Promise.all([db.select().from(rounds).orderBy(desc(rounds.createdAt), desc(rounds.admissionId)), codeNames()]);
  return rows.map((r) => ({ ...describeRound(r, names, today), status: r.status }));
}

export async function saveGradAdmission(actor: Actor, admissionId: number | null, input: GradAdmissionInput, ip: string | null = null) {
  await requireStaff(actor);
  await checkDegree(input.degreeCd);
  const db = await getDb();
  if (admissionId === null) {
    const [row] = await db.insert(rounds).values({ ...roundFields(input), status: 'OPEN' }).returning({ admissionId: rounds.admissionId });
    await audit({ actorId: actor.userId, action: 'recruiting.grad.create', targetType: 'recruit_grad_admission', targetId: String(row.admissionId), ip });
    return row;
  }
  const done = await db.update(rounds).set(roundFields(input)).where(eq(rounds.admissionId, admissionId)).returning({ admissionId: rounds.admissionId });
  if (!done.length) throw new HttpError(404, '전형을 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'recruiting.grad.update', targetType: 'recruit_grad_admission', targetId: String(admissionId), ip });
  return done[0];
}

export async function setGradStatus(actor: Actor, admissionId: number, status: 'OPEN' | 'CLOSED', ip: string | null = null) {
  await requireStaff(actor);
  const db = await getDb();
  const done = await db.update(rounds).set({ status }).where(eq(rounds.admissionId, admissionId)).returning({ admissionId: rounds.admissionId });
  if (!done.length) throw new HttpError(404, '전형을 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: `recruiting.grad.${status === 'OPEN' ? 'reopen' : 'close'}`, targetType: 'recruit_grad_admission', targetId: String(admissionId), ip });
  return { admissionId, status };
}
