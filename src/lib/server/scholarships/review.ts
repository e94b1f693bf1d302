// The scholarship office's review: applications listed with filters (and for the Excel export), one
// application with the student's facts, documents and history, and the decision (documents requested,
// review, selection within the number to select, rejection with reason). Every decision writes
// history and the audit trail and sends the student a portal message.
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { likeTerm } from '../org/repository';
import { can } from '../auth/permissions';
import { termNm } from '../../calendar';
import { formatWon } from '../../format';
import { AWARDED, STAFF_TRANSITIONS, eligibilityReasons, scholStatusLabel, staffActionRefusal, type StaffAction } from '../../scholarships/rules';
import type { ScholApplQuery, ScholDecisionInput } from '../../schemas/scholarships';
import { NOT_FOUND_APPL, describe, documentsOf, historiesOf, paymentSummary, paymentsOf, recordHistory, scholNames, studentFacts, tellStudent } from './shared';
import { applicationAccess, managedOnly, selectedBy, type Actor, type Caller } from './staff-access';

const { scholarships, scholApplications: appls, scholPayments: payments, users } = schema;

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
