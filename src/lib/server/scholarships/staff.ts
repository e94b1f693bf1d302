// The scholarship office: scholarships created and edited, applications listed with filters,
// decisions (documents requested, review, selection within the number to select, rejection with
// reason), payments recorded, and students' income brackets. Every change writes history and the
// audit trail and sends the student a portal message; a payment publishes SCHOLARSHIP_PAID in the
// same transaction as the payment.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError, messages } from '../http/respond';
import { audit } from '../audit/log';
import { likeTerm } from '../org/repository';
import { publishActivity, withdrawActivity } from '../activity/events';
import { termNm } from '../../calendar';
import { formatWon } from '../../format';
import { AWARDED, paymentTitle, STAFF_TRANSITIONS, eligibilityReasons, SCHOL_STATUSES, scholStatusLabel, staffActionRefusal, type ScholStatus, type StaffAction } from '../../scholarships/rules';
import type { Actor as UserActor } from '../../users';
import type { ScholApplQuery, ScholDecisionInput, ScholIncomeInput, ScholPaymentCancelInput, ScholPaymentInput, ScholarshipInput } from '../../schemas/scholarships';
import { NOT_FOUND_APPL, NOT_FOUND_SCHOL, describe, documentsOf, historiesOf, paymentSummary, paymentsOf, recordHistory, scholNames, studentFacts, tellInstalment, type Tx, tellPaymentCancelled, tellStudent } from './shared';
import { isUniqueViolation } from '../db/errors';
import { isDiv } from '../../users';
import { authorize, can, reachOf } from '../auth/permissions';
import type { Action } from '../../permissions';

const { scholarships, scholApplications: appls, scholPayments: payments, scholIncomeBrackets: incomes, users, comCodes } = schema;

/** Staff services read only who acts. */
export type Actor = Pick<UserActor, 'userId'>;

/** Who asks: the session user (null when logged out); the permission table decides with her roles. */
export type Caller = Pick<UserActor, 'userId' | 'userDiv'> | null | undefined;

/**
 * The scholarship, when the caller may take the action on it (decision 046: a scholarship manager on
 * the scholarships naming her, the payer on all for reading and paying, admins on all); 404 otherwise,
 * exactly as for a scholarship that does not exist.
 */
export async function scholarshipAccess(user: Caller, action: Action, scholId: number) {
  if (!user) throw new HttpError(401, messages.unauthorized);
  const db = await getDb();
  const [s] = await db.select({ scholId: scholarships.scholId, managerId: scholarships.managerId }).from(scholarships).where(eq(scholarships.scholId, scholId));
  if (!s) throw new HttpError(404, NOT_FOUND_SCHOL);
  await authorize(user, 'scholarships', action, { managerIds: [s.managerId] });
  return s;
}

/** The application, when the caller may take the action on its scholarship; 404 otherwise. */
export async function applicationAccess(user: Caller, action: Action, applId: number) {
  if (!user) throw new HttpError(401, messages.unauthorized);
  const db = await getDb();
  const [a] = await db.select({ applId: appls.applId, scholId: appls.scholId, managerId: scholarships.managerId }).from(appls).innerJoin(scholarships, eq(scholarships.scholId, appls.scholId)).where(eq(appls.applId, applId));
  if (!a) throw new HttpError(404, NOT_FOUND_APPL);
  await authorize(user, 'scholarships', action, { managerIds: [a.managerId] });
  return a;
}

/** An area-wide right with no record yet (a new scholarship, a notice, an income bracket): 401/403 otherwise. */
export async function scholarshipRight(user: Caller, action: Action) {
  await authorize(user, 'scholarships', action);
}

/** Only her scholarships for a manager who reaches her own; every one for the payer and admins. */
async function managedOnly(user: Caller, action: Action): Promise<SQL | undefined> {
  await authorize(user, 'scholarships', action);
  return (await reachOf(user, 'scholarships', action)) === 'own' ? eq(scholarships.managerId, user!.userId) : undefined;
}

/**
 * Whether the user recorded the selection of the application (a step into 선정 from 신청 or 심사 in
 * its history; a payment withdrawn back to 선정 is not a selection). She never records or withdraws
 * its payment: separation of duties, admins included.
 */
async function selectedBy(tx: Tx | Db, applId: number, userId: string) {
  const { scholApplicationHistory: history } = schema;
  const [hit] = await tx
    .select({ histId: history.histId })
    .from(history)
    .where(and(eq(history.applId, applId), eq(history.toStatus, 'SELECTED'), eq(history.actorId, userId), or(isNull(history.fromStatus), sql`${history.fromStatus} <> 'PAID'`)))
    .limit(1);
  return !!hit;
}

export const SELECTOR_MAY_NOT_PAY = '이 신청을 선정한 사람은 지급을 기록하거나 취소할 수 없습니다. 다른 지급 담당자에게 맡겨 주세요.';

/** Every scholarship (newest term first) with its applications counted by state. */
export async function staffScholarships(user: Caller) {
  const mine = await managedOnly(user, 'read');
  const db = await getDb();
  const [rows, names, counts] = await Promise.all([
    db.select().from(scholarships).where(mine).orderBy(desc(scholarships.year), desc(scholarships.termCd), desc(scholarships.applyStartDt), desc(scholarships.scholId)),
    scholNames(),
    db.select({ scholId: appls.scholId, status: appls.status, n: count() }).from(appls).groupBy(appls.scholId, appls.status),
  ]);
  return rows.map((s) => {
    const c = Object.fromEntries(SCHOL_STATUSES.map((st) => [st, 0])) as Record<ScholStatus, number>;
    for (const r of counts) if (r.scholId === s.scholId) c[r.status as ScholStatus] = Number(r.n);
    return { ...describe(s, names), useYn: s.useYn, counts: c, applied: Object.entries(c).filter(([k]) => k !== 'CANCELLED').reduce((n, [, v]) => n + v, 0) };
  });
}

/** One scholarship as the edit form needs it (for those who may read it). */
export async function scholarshipForEdit(user: Caller, scholId: number) {
  await scholarshipAccess(user, 'read', scholId);
  const db = await getDb();
  const [[s], [{ n }]] = await Promise.all([
    db.select().from(scholarships).where(eq(scholarships.scholId, scholId)),
    db.select({ n: count() }).from(appls).where(eq(appls.scholId, scholId)),
  ]);
  if (!s) throw new HttpError(404, NOT_FOUND_SCHOL);
  return { ...s, applicationCount: Number(n) };
}

function values(input: ScholarshipInput) {
  return {
    title: input.title,
    kindCd: input.kindCd,
    sponsorNm: input.sponsorNm ?? null,
    year: input.year,
    termCd: input.termCd,
    amountMin: input.amountMin,
    amountMax: input.amountMax,
    quota: input.quota ?? null,
    description: input.description,
    applyStartDt: input.applyStartDt,
    applyEndDt: input.applyEndDt,
    minGrade: input.minGrade ?? null,
    minCredits: input.minCredits ?? null,
    minGpa: input.minGpa ?? null,
    maxIncomeCd: input.maxIncomeCd ?? null,
    eligibleStatusCds: input.eligibleStatusCds ?? [],
    requiredDocs: input.requiredDocs ?? [],
    useYn: input.useYn ?? 'Y',
  };
}

/** The kind and income codes must exist in the common codes. */
async function checkCodes(input: ScholarshipInput) {
  const db = await getDb();
  const rows = await db.select({ grpCd: comCodes.grpCd, comCd: comCodes.comCd }).from(comCodes).where(inArray(comCodes.grpCd, ['SCHOL_KIND', 'SCHOL_INCOME', 'SHREG_ST']));
  const has = (grp: string, cd: string) => rows.some((r) => r.grpCd === grp && r.comCd === cd);
  const errors: Record<string, string> = {};
  if (!has('SCHOL_KIND', input.kindCd)) errors.kindCd = '장학 구분을 선택해 주세요.';
  if (input.maxIncomeCd && !has('SCHOL_INCOME', input.maxIncomeCd)) errors.maxIncomeCd = '소득분위를 다시 선택해 주세요.';
  if ((input.eligibleStatusCds ?? []).some((c) => !has('SHREG_ST', c))) errors.eligibleStatusCds = '학적 상태를 다시 선택해 주세요.';
  if (Object.keys(errors).length) throw new HttpError(400, '입력값을 확인해 주세요.', errors);
}

export async function createScholarship(actor: Actor, input: ScholarshipInput, ip: string | null = null) {
  await checkCodes(input);
  const db = await getDb();
  const [row] = await db.insert(scholarships).values({ ...values(input), managerId: actor.userId }).returning({ scholId: scholarships.scholId });
  await audit({ actorId: actor.userId, action: 'schol.create', targetType: 'scholarship', targetId: String(row.scholId), detail: { title: input.title }, ip });
  return row;
}

/** Edits a scholarship. Documents cannot change once students have applied (their uploads follow the list). */
export async function updateScholarship(actor: Actor, scholId: number, input: ScholarshipInput, ip: string | null = null) {
  await checkCodes(input);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(scholarships).where(eq(scholarships.scholId, scholId)).for('update');
    if (!s) throw new HttpError(404, NOT_FOUND_SCHOL);
    const [{ n }] = await tx.select({ n: count() }).from(appls).where(eq(appls.scholId, scholId));
    const next = values(input);
    if (Number(n) > 0 && JSON.stringify(next.requiredDocs) !== JSON.stringify(s.requiredDocs))
      throw new HttpError(409, '신청한 학생이 있어 제출 서류를 바꿀 수 없습니다.', { requiredDocs: '신청이 있는 장학금의 제출 서류는 바꿀 수 없습니다.' });
    await tx.update(scholarships).set({ ...next, updatedAt: sql`now()` }).where(eq(scholarships.scholId, scholId));
  });
  await audit({ actorId: actor.userId, action: 'schol.update', targetType: 'scholarship', targetId: String(scholId), detail: { title: input.title }, ip });
  return { scholId };
}

function listCondition(query: Pick<ScholApplQuery, 'scholId' | 'status' | 'keyword'>, mine?: SQL): SQL | undefined {
  const where: SQL[] = mine ? [mine] : [];
  if (query.scholId) where.push(eq(appls.scholId, query.scholId));
  if (query.status) where.push(eq(appls.status, query.status));
  if (query.keyword) {
    const t = likeTerm(query.keyword);
    where.push(or(ilike(users.korNm, t), ilike(users.userId, t))!);
  }
  return where.length ? and(...where) : undefined;
}

const listColumns = {
  applId: appls.applId,
  scholId: appls.scholId,
  title: scholarships.title,
  year: scholarships.year,
  termCd: scholarships.termCd,
  studentId: appls.studentId,
  studentNm: users.korNm,
  gradeCd: users.gradeCd,
  hakguaCd: users.hakguaCd,
  status: appls.status,
  awardAmount: appls.awardAmount,
  /** Sum of the instalments paid so far (null when nothing was paid). */
  paidAmount: sql<number | null>`(select sum(${payments.amount})::int from ${payments} where ${payments.applId} = ${appls.applId} and ${payments.cancelledAt} is null)`,
  /** Date of the last instalment. */
  paidDt: sql<string | null>`(select max(${payments.paidDt})::text from ${payments} where ${payments.applId} = ${appls.applId} and ${payments.cancelledAt} is null)`,
  /** Instalments paid (withdrawn ones not counted). */
  instalments: sql<number>`(select count(*)::int from ${payments} where ${payments.applId} = ${appls.applId} and ${payments.cancelledAt} is null)`,
  createdAt: appls.createdAt,
  updatedAt: appls.updatedAt,
};

/** The application list: filters by scholarship, state and student; paged. */
export async function applicationList(user: Caller, query: ScholApplQuery) {
  const cond = listCondition(query, await managedOnly(user, 'read'));
  const db = await getDb();
  const base = () => db.select(listColumns).from(appls).innerJoin(scholarships, eq(scholarships.scholId, appls.scholId)).innerJoin(users, eq(users.userId, appls.studentId));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(appls).innerJoin(scholarships, eq(scholarships.scholId, appls.scholId)).innerJoin(users, eq(users.userId, appls.studentId)).where(cond),
    base()
      .where(cond)
      // Waiting work first: new, then under review, then the rest.
      .orderBy(sql`case ${appls.status} when 'APPLIED' then 0 when 'REVIEWING' then 1 when 'SELECTED' then 2 when 'DOCS_REQUESTED' then 3 else 4 end`, asc(appls.createdAt), asc(appls.applId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  return { list: rows.map((r) => ({ ...r, statusNm: scholStatusLabel(r.status), termNm: termNm(r.termCd) })), totalCnt: Number(total), page: query.page, size: query.size };
}

/** Every application matching the filters (for the Excel export), within what the user may export. */
export async function applicationsForExport(user: Caller, query: Pick<ScholApplQuery, 'scholId' | 'status' | 'keyword'>) {
  const mine = await managedOnly(user, 'export');
  const db = await getDb();
  return db
    .select(listColumns)
    .from(appls)
    .innerJoin(scholarships, eq(scholarships.scholId, appls.scholId))
    .innerJoin(users, eq(users.userId, appls.studentId))
    .where(listCondition(query, mine))
    .orderBy(asc(scholarships.year), asc(scholarships.termCd), asc(appls.scholId), asc(appls.applId));
}

/** Every instalment of the applications matching the filters (the export's second sheet; withdrawn ones left out). */
export async function instalmentsForExport(user: Caller, query: Pick<ScholApplQuery, 'scholId' | 'status' | 'keyword'>) {
  const mine = await managedOnly(user, 'export');
  const db = await getDb();
  return db
    .select({ applId: appls.applId, title: scholarships.title, year: scholarships.year, termCd: scholarships.termCd, studentId: appls.studentId, studentNm: users.korNm, awardAmount: appls.awardAmount, seq: payments.seq, amount: payments.amount, paidDt: payments.paidDt, memo: payments.memo })
    .from(payments)
    .innerJoin(appls, eq(appls.applId, payments.applId))
    .innerJoin(scholarships, eq(scholarships.scholId, appls.scholId))
    .innerJoin(users, eq(users.userId, appls.studentId))
    .where(and(listCondition(query, mine), isNull(payments.cancelledAt)))
    .orderBy(asc(scholarships.year), asc(scholarships.termCd), asc(appls.scholId), asc(appls.applId), asc(payments.seq));
}

/**
 * One application for the review: the student's facts, her statement, documents and history. A payer
 * who does not manage the scholarship reads amounts and state only: no grade point average, income
 * bracket, eligibility lines or documents.
 */
export async function applicationForStaff(user: Caller, applId: number) {
  const access = await applicationAccess(user, 'read', applId);
  const managed = { managerIds: [access.managerId] };
  const [reviews, pays] = await Promise.all([can(user, 'scholarships', 'decide', managed), can(user, 'scholarships', 'pay', managed)]);
  const db = await getDb();
  const [row] = await db
    .select({ appl: appls, s: scholarships, studentNm: users.korNm })
    .from(appls)
    .innerJoin(scholarships, eq(scholarships.scholId, appls.scholId))
    .innerJoin(users, eq(users.userId, appls.studentId))
    .where(eq(appls.applId, applId));
  if (!row) throw new HttpError(404, NOT_FOUND_APPL);
  const [names, facts, hist, docs, paid, selector] = await Promise.all([
    scholNames(),
    studentFacts(row.appl.studentId),
    historiesOf([applId]),
    documentsOf([applId]),
    paymentsOf([applId], { withCancelled: true }),
    selectedBy(db, applId, user!.userId),
  ]);
  const pays_ = pays && !selector;
  const facts_ = reviews ? { ...facts, incomeNm: facts.incomeCd === null ? null : names.income(facts.incomeCd), shregStNm: facts.shregSt ? names.status(facts.shregSt) : null } : null;
  return {
    applId,
    scholarship: describe(row.s, names),
    studentId: row.appl.studentId,
    studentNm: row.studentNm,
    /** Her record's facts (null for a payer who does not manage the scholarship). */
    facts: facts_,
    /** The rules her record does not meet today (the review may still decide otherwise). */
    unmet: reviews ? eligibilityReasons(row.s, facts, names) : [],
    status: row.appl.status,
    statusNm: scholStatusLabel(row.appl.status),
    statement: reviews ? row.appl.statement : null,
    reviewNote: reviews ? row.appl.reviewNote : null,
    awardAmount: row.appl.awardAmount,
    ...paymentSummary(row.appl.awardAmount, paid.get(applId) ?? []),
    documents: reviews ? (docs.get(applId) ?? []) : [],
    history: hist.get(applId) ?? [],
    actions: reviews ? (Object.keys(STAFF_TRANSITIONS) as StaffAction[]).filter((a) => staffActionRefusal(a, row.appl.status) === null) : [],
    canPay: pays_ && row.appl.status === 'SELECTED',
    /** May she withdraw an instalment (the payer who did not select it). */
    canCancelPayment: pays_,
  };
}

const MESSAGES: Record<StaffAction, (title: string, note: string | null, amount: number | null) => string> = {
  REQUEST_DOCS: (t, note) => `「${t}」 신청에 서류 보완이 필요합니다.\n요청 내용: ${note}`,
  REVIEW: (t) => `「${t}」 신청의 심사가 시작되었습니다.`,
  SELECT: (t, _n, amount) => `축하합니다. 「${t}」 장학생으로 선정되었습니다.${amount ? ` 장학금액: ${formatWon(amount)}` : ''}`,
  REJECT: (t, note) => `「${t}」 장학생으로 선정되지 않았습니다.\n사유: ${note}`,
};

/**
 * The office's decision. The scholarship row is locked while a selection counts the selected
 * students, so parallel selections never exceed the number to select.
 */
export async function decide(actor: Actor, applId: number, input: ScholDecisionInput, ip: string | null = null) {
  const action = input.action as StaffAction;
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [peek] = await tx.select({ scholId: appls.scholId }).from(appls).where(eq(appls.applId, applId));
    if (!peek) throw new HttpError(404, NOT_FOUND_APPL);
    const [s] = await tx.select().from(scholarships).where(eq(scholarships.scholId, peek.scholId)).for('update');
    const [row] = await tx.select().from(appls).where(eq(appls.applId, applId)).for('update');
    const refusal = staffActionRefusal(action, row.status);
    if (refusal) throw new HttpError(409, refusal);
    let awardAmount: number | null = row.awardAmount;
    if (action === 'SELECT') {
      awardAmount = input.awardAmount ?? (s.amountMin === s.amountMax ? s.amountMin : null);
      if (awardAmount === null) throw new HttpError(400, '선정 금액을 입력해 주세요.', { awardAmount: `${formatWon(s.amountMin)} ~ ${formatWon(s.amountMax)} 사이로 입력해 주세요.` });
      if (awardAmount < s.amountMin || awardAmount > s.amountMax)
        throw new HttpError(400, '선정 금액이 장학금 범위를 벗어납니다.', { awardAmount: `${formatWon(s.amountMin)} ~ ${formatWon(s.amountMax)} 사이로 입력해 주세요.` });
      if (s.quota !== null) {
        const [{ n }] = await tx.select({ n: count() }).from(appls).where(and(eq(appls.scholId, s.scholId), inArray(appls.status, AWARDED)));
        if (Number(n) >= s.quota) throw new HttpError(409, `선발 인원(${s.quota}명)이 모두 찼습니다.`);
      }
    }
    const to = STAFF_TRANSITIONS[action].to;
    const note = input.note ?? null;
    await tx
      .update(appls)
      .set({ status: to, awardAmount, reviewNote: note ?? row.reviewNote, updatedAt: sql`now()` })
      .where(eq(appls.applId, applId));
    await recordHistory(tx, applId, row.status, to, actor.userId, note);
    return { studentId: row.studentId, title: s.title, from: row.status, to, awardAmount, note };
  });
  await audit({ actorId: actor.userId, action: `schol.${action.toLowerCase()}`, targetType: 'schol_application', targetId: String(applId), detail: { from: done.from, to: done.to, awardAmount: done.awardAmount }, ip });
  await tellStudent(done.studentId, done.title, done.to, MESSAGES[action](done.title, done.note, done.awardAmount), applId);
  return { applId, status: done.to, statusNm: scholStatusLabel(done.to) };
}

/**
 * Records one instalment (분할 지급) of a selected application. The application row is locked, so
 * parallel instalments are counted one after the other and can never add up to more than the award;
 * the unique (application, seq) is the last guard. When the instalments reach the award the
 * application becomes 지급완료 and SCHOLARSHIP_PAID is published in the same transaction. Every
 * instalment sends the student a portal message.
 */
export async function recordPayment(actor: Actor, applId: number, input: ScholPaymentInput, ip: string | null = null) {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(appls).where(eq(appls.applId, applId)).for('update');
    if (!row) throw new HttpError(404, NOT_FOUND_APPL);
    if (await selectedBy(tx, applId, actor.userId)) throw new HttpError(403, SELECTOR_MAY_NOT_PAY);
    if (row.status === 'PAID') throw new HttpError(409, '이미 선정 금액을 모두 지급한 신청입니다.');
    if (row.status !== 'SELECTED') throw new HttpError(409, `${scholStatusLabel(row.status)} 상태인 신청은 지급할 수 없습니다. 선정된 신청만 지급합니다.`);
    const [s] = await tx.select().from(scholarships).where(eq(scholarships.scholId, row.scholId));
    const award = row.awardAmount ?? s.amountMax;
    // Withdrawn instalments keep their numbers but are not counted.
    const [{ paid, n }] = await tx
      .select({ paid: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.cancelledAt} is null), 0)::int`, n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.applId, applId));
    const remaining = award - Number(paid);
    if (input.amount > remaining)
      throw new HttpError(400, '지급액이 남은 선정 금액을 넘습니다.', { amount: `남은 금액 ${formatWon(remaining)} 이하로 입력해 주세요. (선정 ${formatWon(award)}, 지급 ${formatWon(Number(paid))})` });
    const seq = Number(n) + 1;
    const total = Number(paid) + input.amount;
    const [pay] = await tx.insert(payments).values({ applId, seq, amount: input.amount, paidDt: input.paidDt, memo: input.memo ?? null, recordedBy: actor.userId }).returning({ paymentId: payments.paymentId });
    const complete = total === award;
    if (complete) {
      await tx.update(appls).set({ status: 'PAID', updatedAt: sql`now()` }).where(eq(appls.applId, applId));
      const note = seq === 1 ? `${formatWon(input.amount)} 지급 (${input.paidDt})` : `${seq}회에 나누어 ${formatWon(total)} 지급 완료 (${input.paidDt})`;
      await recordHistory(tx, applId, 'SELECTED', 'PAID', actor.userId, note);
      await publishActivity(
        { userId: row.studentId, kind: 'SCHOLARSHIP_PAID', title: paymentTitle(s, termNm(s.termCd), formatWon(total)), refType: 'schol_application', refId: String(applId) },
        tx,
      );
    } else {
      await tx.update(appls).set({ updatedAt: sql`now()` }).where(eq(appls.applId, applId));
    }
    return { studentId: row.studentId, title: s.title, paymentId: pay.paymentId, seq, total, award, complete };
  }).catch((err) => {
    // Two instalments numbered alike at once: the lock makes this rare, the unique index makes it harmless.
    if (isUniqueViolation(err)) throw new HttpError(409, '다른 지급이 방금 기록되었습니다. 새로 고친 뒤 다시 확인해 주세요.');
    throw err;
  });
  await audit({ actorId: actor.userId, action: 'schol.pay', targetType: 'schol_application', targetId: String(applId), detail: { seq: done.seq, amount: input.amount, paidDt: input.paidDt }, ip });
  const progress = `누적 ${formatWon(done.total)} / 선정 ${formatWon(done.award)}`;
  if (done.complete) {
    await tellStudent(done.studentId, done.title, 'PAID', `「${done.title}」 장학금 ${done.seq > 1 ? `${done.seq}회차 ` : ''}${formatWon(input.amount)}이 ${input.paidDt}에 지급되어 선정 금액을 모두 받았습니다. (${progress})`, applId);
  } else {
    await tellInstalment(done.studentId, done.title, done.seq, `「${done.title}」 장학금 ${done.seq}회차 ${formatWon(input.amount)}이 ${input.paidDt}에 지급되었습니다. (${progress}, 남은 금액 ${formatWon(done.award - done.total)})`, applId);
  }
  const status = done.complete ? 'PAID' : 'SELECTED';
  return { applId, paymentId: done.paymentId, seq: done.seq, paidTotal: done.total, remaining: done.award - done.total, status, statusNm: scholStatusLabel(status) };
}

/**
 * Withdraws a wrongly entered instalment: the row stays, marked with who, when and why, and is no
 * longer counted. Under the same lock on the application as recording one. When the application was
 * 지급완료 and what remains paid is now below the award, it goes back to 선정 (history written,
 * SCHOLARSHIP_PAID withdrawn, so a badge counting it goes too); the next instalment that reaches the
 * award completes it again. The student gets a portal message.
 */
export async function cancelPayment(actor: Actor, applId: number, paymentId: number, input: ScholPaymentCancelInput, ip: string | null = null) {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(appls).where(eq(appls.applId, applId)).for('update');
    if (!row) throw new HttpError(404, NOT_FOUND_APPL);
    if (await selectedBy(tx, applId, actor.userId)) throw new HttpError(403, SELECTOR_MAY_NOT_PAY);
    const [pay] = await tx.select().from(payments).where(and(eq(payments.paymentId, paymentId), eq(payments.applId, applId)));
    if (!pay) throw new HttpError(404, '지급 내역을 찾을 수 없습니다.');
    if (pay.cancelledAt) throw new HttpError(409, `${pay.seq}회차 지급은 이미 취소되었습니다.`);
    await tx.update(payments).set({ cancelledAt: sql`now()`, cancelledBy: actor.userId, cancelReason: input.reason }).where(eq(payments.paymentId, paymentId));
    const [s] = await tx.select().from(scholarships).where(eq(scholarships.scholId, row.scholId));
    const award = row.awardAmount ?? s.amountMax;
    const [{ paid }] = await tx
      .select({ paid: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.applId, applId), isNull(payments.cancelledAt)));
    const total = Number(paid);
    const reopened = row.status === 'PAID' && total < award;
    if (reopened) {
      await tx.update(appls).set({ status: 'SELECTED', updatedAt: sql`now()` }).where(eq(appls.applId, applId));
      await recordHistory(tx, applId, 'PAID', 'SELECTED', actor.userId, `${pay.seq}회차 ${formatWon(pay.amount)} 지급 취소: ${input.reason}`);
      await withdrawActivity({ userId: row.studentId, kind: 'SCHOLARSHIP_PAID', refType: 'schol_application', refId: String(applId) }, tx);
    } else {
      await tx.update(appls).set({ updatedAt: sql`now()` }).where(eq(appls.applId, applId));
    }
    return { studentId: row.studentId, title: s.title, seq: pay.seq, amount: pay.amount, paidDt: pay.paidDt, total, award, reopened, status: reopened ? 'SELECTED' : row.status };
  });
  await audit({ actorId: actor.userId, action: 'schol.pay.cancel', targetType: 'schol_application', targetId: String(applId), detail: { paymentId, seq: done.seq, amount: done.amount, paidDt: done.paidDt, reason: input.reason, reopened: done.reopened }, ip });
  await tellPaymentCancelled(
    done.studentId,
    done.title,
    done.seq,
    `「${done.title}」 장학금 ${done.seq}회차 지급 기록 ${formatWon(done.amount)}(${done.paidDt})이 취소되었습니다. 사유: ${input.reason} (누적 ${formatWon(done.total)} / 선정 ${formatWon(done.award)})`,
    applId,
  );
  return { applId, paymentId, seq: done.seq, paidTotal: done.total, remaining: Math.max(done.award - done.total, 0), reopened: done.reopened, status: done.status, statusNm: scholStatusLabel(done.status) };
}

/** Records a student's income bracket (from the national foundation's assessment). */
export async function setIncomeBracket(actor: Actor, input: ScholIncomeInput, ip: string | null = null) {
  const db = await getDb();
  const [[u], [code]] = await Promise.all([
    db.select({ userDiv: users.userDiv }).from(users).where(eq(users.userId, input.studentId)),
    db.select({ comCd: comCodes.comCd }).from(comCodes).where(and(eq(comCodes.grpCd, 'SCHOL_INCOME'), eq(comCodes.comCd, input.bracketCd))),
  ]);
  if (!u || !isDiv(u, 'std')) throw new HttpError(404, '학생을 찾을 수 없습니다.', { studentId: '학번을 확인해 주세요.' });
  if (!code) throw new HttpError(400, '소득분위를 다시 선택해 주세요.', { bracketCd: '소득분위를 다시 선택해 주세요.' });
  await db
    .insert(incomes)
    .values({ studentId: input.studentId, bracketCd: input.bracketCd, recordedBy: actor.userId })
    .onConflictDoUpdate({ target: incomes.studentId, set: { bracketCd: input.bracketCd, recordedBy: actor.userId, updatedAt: sql`now()` } });
  await audit({ actorId: actor.userId, action: 'schol.income', targetType: 'user', targetId: input.studentId, detail: { bracketCd: input.bracketCd }, ip });
  return { studentId: input.studentId, bracketCd: input.bracketCd };
}

/** Common codes of a group, for the staff forms' selects. */
export async function codeOptions(grpCd: 'SCHOL_KIND' | 'SCHOL_INCOME' | 'SHREG_ST') {
  const db = await getDb();
  return db.select({ code: comCodes.comCd, name: comCodes.comCdNm }).from(comCodes).where(and(eq(comCodes.grpCd, grpCd), eq(comCodes.useYn, 'Y'))).orderBy(asc(comCodes.sortOrd));
}
