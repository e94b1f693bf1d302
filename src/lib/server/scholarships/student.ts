// Scholarships for students: the open scholarships with eligibility decided on the server from her
// record (and why not), applying with documents within the period, cancelling before the review,
// supplementing documents on request, her applications with history, and what she has received.
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { termNm } from '../../calendar';
import * as clock from '../clock';
import {
  STUDENT_CANCELLABLE,
  eligibilityReasons,
  phaseOf,
  PHASE_LABELS,
  scholStatusLabel,
  windowRefusal,
  type ScholStatus,
  type StudentFacts,
} from '../../scholarships/rules';
import type { ScholApplyInput, ScholSupplementInput } from '../../schemas/scholarships';
import { NOT_FOUND_APPL, NOT_FOUND_SCHOL, describe, documentsOf, historiesOf, paymentSummary, paymentsOf, recordHistory, scholNames, studentFacts, studentInstalments, tellStudent, type ScholarshipRow, type Tx } from './shared';
import { checkDocs, checkQuota, withStoredDocs, type DocUpload } from './documents';

const { scholarships, scholApplications: appls, scholPayments: payments, posts } = schema;

/** The notice category of scholarship notices (posts.category holds the name). */
export const SCHOLARSHIP_NOTICE_CATEGORY = '장학';

/** Why she may not apply now: the window, an application she already has, and each rule she does not meet. */
function applyRefusals(s: ScholarshipRow, facts: StudentFacts, names: Awaited<ReturnType<typeof scholNames>>, hasLive: boolean, today: string) {
  const out: { code: 'PHASE' | 'DUPLICATE' | 'ELIGIBILITY'; message: string }[] = [];
  const w = windowRefusal(s, today);
  if (w) out.push({ code: 'PHASE', message: w });
  if (hasLive) out.push({ code: 'DUPLICATE', message: '이미 신청한 장학금입니다.' });
  for (const m of eligibilityReasons(s, facts, names)) out.push({ code: 'ELIGIBILITY', message: m });
  return out;
}

async function liveApplicationsOf(studentId: string, scholIds: number[]) {
  if (!scholIds.length) return new Map<number, { applId: number; status: string }>();
  const db = await getDb();
  const rows = await db
    .select({ applId: appls.applId, scholId: appls.scholId, status: appls.status })
    .from(appls)
    .where(and(eq(appls.studentId, studentId), inArray(appls.scholId, scholIds), sql`${appls.status} <> 'CANCELLED'`));
  return new Map(rows.map((r) => [r.scholId, r]));
}

/** Scholarships whose period has not ended (open first), each with her eligibility and application. */
export async function openScholarships(studentId: string, today = clock.today()) {
  const db = await getDb();
  const [rows, facts, names] = await Promise.all([
    db
      .select()
      .from(scholarships)
      .where(and(eq(scholarships.useYn, 'Y'), gte(scholarships.applyEndDt, today)))
      .orderBy(asc(scholarships.applyStartDt), asc(scholarships.applyEndDt), asc(scholarships.scholId)),
    studentFacts(studentId),
    scholNames(),
  ]);
  const mine = await liveApplicationsOf(studentId, rows.map((r) => r.scholId));
  const list = rows.map((s) => {
    const my = mine.get(s.scholId) ?? null;
    const reasons = eligibilityReasons(s, facts, names);
    const refusals = applyRefusals(s, facts, names, !!my, today);
    const phase = phaseOf(s, today);
    return {
      ...describe(s, names),
      phase,
      phaseNm: PHASE_LABELS[phase],
      eligible: reasons.length === 0,
      ineligibleReasons: reasons,
      myApplication: my ? { applId: my.applId, status: my.status, statusNm: scholStatusLabel(my.status) } : null,
      canApply: refusals.length === 0,
      refusals: refusals.map((r) => r.message),
    };
  });
  return { list, facts: { ...facts, incomeNm: facts.incomeCd === null ? null : names.income(facts.incomeCd), shregStNm: facts.shregSt ? names.status(facts.shregSt) : null }, today };
}

/** Scholarship notices of the notice board that students may read, newest first. */
export async function scholarshipNotices(limit = 5) {
  const db = await getDb();
  return db
    .select({ postId: posts.postId, title: posts.title, pinYn: posts.pinYn, createdAt: posts.createdAt })
    .from(posts)
    .where(
      and(
        eq(posts.boardCd, 'NOTICE'),
        eq(posts.category, SCHOLARSHIP_NOTICE_CATEGORY),
        eq(posts.useYn, 'Y'),
        or(isNull(posts.audience), eq(posts.audience, 'LOGIN'), sql`'std' = any(string_to_array(${posts.audience}, ','))`),
      ),
    )
    .orderBy(desc(posts.pinYn), desc(posts.createdAt), desc(posts.postId))
    .limit(limit);
}

/**
 * Applies with one upload per required document. Everything is checked before a byte is written;
 * the scholarship row is locked while the rules are checked again and the application, its
 * documents and its first history step are written in one transaction. The partial unique index
 * schol_appl_once is the last guard when two requests of the same student meet.
 */
export async function applyToScholarship(student: { userId: string }, scholId: number, input: ScholApplyInput, uploads: DocUpload[], ip: string | null = null, today = clock.today()) {
  const db = await getDb();
  const [s] = await db.select().from(scholarships).where(eq(scholarships.scholId, scholId));
  if (!s || s.useYn !== 'Y') throw new HttpError(404, NOT_FOUND_SCHOL);
  const [facts, names] = await Promise.all([studentFacts(student.userId), scholNames()]);
  const refuse = (refusals: ReturnType<typeof applyRefusals>) => {
    if (!refusals.length) return;
    const status = refusals.some((r) => r.code === 'DUPLICATE') ? 409 : 400;
    throw new HttpError(status, refusals[0].message, { scholId: refusals.map((r) => r.message).join(' ') });
  };
  refuse(applyRefusals(s, facts, names, (await liveApplicationsOf(student.userId, [scholId])).has(scholId), today));

  // One file per required document, nothing else.
  const missing: Record<string, string> = {};
  s.requiredDocs.forEach((docNm, i) => {
    if (!uploads.some((u) => u.field === `doc${i}`)) missing[`doc${i}`] = `${docNm} 파일을 올려 주세요.`;
  });
  if (Object.keys(missing).length) throw new HttpError(400, '제출 서류를 모두 올려 주세요.', missing);
  const expected = uploads.filter((u) => /^doc\d+$/.test(u.field) && Number(u.field.slice(3)) < s.requiredDocs.length);
  if (expected.length !== uploads.length) throw new HttpError(400, '제출 서류가 아닌 파일이 있습니다.');
  if (new Set(expected.map((u) => u.field)).size !== expected.length) throw new HttpError(400, '서류마다 파일을 하나씩 올려 주세요.');
  const checked = await checkDocs(expected.map((u) => ({ ...u, docNm: s.requiredDocs[Number(u.field.slice(3))] })));
  await checkQuota(student.userId, checked);

  let created: { applId: number };
  try {
    created = await withStoredDocs(student.userId, checked, async (tx, attach) => {
      const [locked] = await tx.select().from(scholarships).where(eq(scholarships.scholId, scholId)).for('update');
      if (!locked || locked.useYn !== 'Y') throw new HttpError(404, NOT_FOUND_SCHOL);
      const [live] = await tx
        .select({ applId: appls.applId })
        .from(appls)
        .where(and(eq(appls.scholId, scholId), eq(appls.studentId, student.userId), sql`${appls.status} <> 'CANCELLED'`));
      refuse(applyRefusals(locked, facts, names, !!live, today));
      const [row] = await tx
        .insert(appls)
        .values({ scholId, studentId: student.userId, status: 'APPLIED', statement: input.statement ?? null })
        .returning({ applId: appls.applId });
      await attach(row.applId);
      await recordHistory(tx, row.applId, null, 'APPLIED', student.userId);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '이미 신청한 장학금입니다.', { scholId: '이미 신청한 장학금입니다.' });
    throw err;
  }
  await audit({ actorId: student.userId, action: 'schol.apply', targetType: 'schol_application', targetId: String(created.applId), detail: { scholId, docs: checked.length }, ip });
  await tellStudent(student.userId, s.title, 'APPLIED', `「${s.title}」 신청이 접수되었습니다. 제출 서류 ${checked.length}건.`, created.applId);
  return { applId: created.applId, status: 'APPLIED', statusNm: scholStatusLabel('APPLIED') };
}

/** Her own application, locked; someone else's is not found, exactly like one that does not exist. */
async function ownLocked(tx: Tx, studentId: string, applId: number) {
  const [row] = await tx.select().from(appls).where(eq(appls.applId, applId)).for('update');
  if (!row || row.studentId !== studentId) throw new HttpError(404, NOT_FOUND_APPL);
  const [s] = await tx.select({ title: scholarships.title }).from(scholarships).where(eq(scholarships.scholId, row.scholId));
  return { row, title: s.title };
}

/** Cancels before the office has started the review. */
export async function cancelApplication(student: { userId: string }, applId: number, ip: string | null = null) {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const { row, title } = await ownLocked(tx, student.userId, applId);
    if (!STUDENT_CANCELLABLE.includes(row.status as ScholStatus)) throw new HttpError(409, `${scholStatusLabel(row.status)} 상태인 신청은 취소할 수 없습니다. 장학팀에 문의해 주세요.`);
    await tx.update(appls).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(eq(appls.applId, applId));
    await recordHistory(tx, applId, row.status, 'CANCELLED', student.userId, '학생이 신청을 취소했습니다.');
    return { title, from: row.status };
  });
  await audit({ actorId: student.userId, action: 'schol.cancel', targetType: 'schol_application', targetId: String(applId), detail: { from: done.from }, ip });
  await tellStudent(student.userId, done.title, 'CANCELLED', `「${done.title}」 신청을 취소했습니다.`, applId);
  return { applId, status: 'CANCELLED', statusNm: scholStatusLabel('CANCELLED') };
}

/** Adds the documents the office asked for; the application goes back to 신청 for the review. */
export async function supplementDocuments(student: { userId: string }, applId: number, input: ScholSupplementInput, uploads: DocUpload[], ip: string | null = null) {
  const db = await getDb();
  const [peek] = await db.select({ studentId: appls.studentId, status: appls.status }).from(appls).where(eq(appls.applId, applId));
  if (!peek || peek.studentId !== student.userId) throw new HttpError(404, NOT_FOUND_APPL);
  if (peek.status !== 'DOCS_REQUESTED') throw new HttpError(409, `${scholStatusLabel(peek.status)} 상태에서는 서류를 보완할 수 없습니다.`);
  if (!uploads.length) throw new HttpError(400, '보완할 파일을 올려 주세요.', { file: '파일을 선택해 주세요.' });
  if (uploads.length > 5) throw new HttpError(400, '파일은 한 번에 5개까지 올릴 수 있습니다.', { file: '파일이 너무 많습니다.' });
  const checked = await checkDocs(uploads.map((u) => ({ ...u, docNm: input.docNm })));
  await checkQuota(student.userId, checked);
  const done = await withStoredDocs(student.userId, checked, async (tx, attach) => {
    const { row, title } = await ownLocked(tx, student.userId, applId);
    if (row.status !== 'DOCS_REQUESTED') throw new HttpError(409, `${scholStatusLabel(row.status)} 상태에서는 서류를 보완할 수 없습니다.`);
    await attach(applId);
    await tx.update(appls).set({ status: 'APPLIED', updatedAt: sql`now()` }).where(eq(appls.applId, applId));
    await recordHistory(tx, applId, 'DOCS_REQUESTED', 'APPLIED', student.userId, input.note ?? `${input.docNm} 보완 제출`);
    return { title };
  });
  await audit({ actorId: student.userId, action: 'schol.supplement', targetType: 'schol_application', targetId: String(applId), detail: { files: checked.length }, ip });
  await tellStudent(student.userId, done.title, 'APPLIED', `「${done.title}」 보완 서류가 제출되어 다시 심사를 기다립니다.`, applId);
  return { applId, status: 'APPLIED', statusNm: scholStatusLabel('APPLIED') };
}

/** Her applications, newest first, with documents, history and payment. */
export async function myApplications(studentId: string) {
  const db = await getDb();
  const names = await scholNames();
  const rows = await db
    .select({ appl: appls, s: scholarships })
    .from(appls)
    .innerJoin(scholarships, eq(scholarships.scholId, appls.scholId))
    .where(eq(appls.studentId, studentId))
    .orderBy(desc(appls.createdAt), desc(appls.applId));
  const ids = rows.map((r) => r.appl.applId);
  const [hist, docs, paid] = await Promise.all([historiesOf(ids), documentsOf(ids), paymentsOf(ids)]);
  return rows.map(({ appl, s }) => ({
    applId: appl.applId,
    scholId: s.scholId,
    title: s.title,
    kindNm: names.kind(s.kindCd),
    year: s.year,
    termCd: s.termCd,
    termNm: termNm(s.termCd),
    status: appl.status,
    statusNm: scholStatusLabel(appl.status),
    statement: appl.statement,
    reviewNote: appl.reviewNote,
    awardAmount: appl.awardAmount,
    ...paymentSummary(appl.awardAmount, studentInstalments(paid.get(appl.applId) ?? [])),
    requiredDocs: s.requiredDocs,
    documents: docs.get(appl.applId) ?? [],
    history: hist.get(appl.applId) ?? [],
    canCancel: STUDENT_CANCELLABLE.includes(appl.status as ScholStatus),
    canSupplement: appl.status === 'DOCS_REQUESTED',
    createdAt: appl.createdAt,
  }));
}

/**
 * The scholarships she has received, oldest term first: one row per application with at least one
 * payment, its instalments, the amount received so far (amount), the date of the last instalment
 * (paidDt) and whether the award is fully paid.
 */
export async function receivedScholarships(studentId: string) {
  const db = await getDb();
  const names = await scholNames();
  const rows = await db
    .select({ applId: appls.applId, status: appls.status, awardAmount: appls.awardAmount, title: scholarships.title, kindCd: scholarships.kindCd, sponsorNm: scholarships.sponsorNm, year: scholarships.year, termCd: scholarships.termCd, firstPaidDt: sql<string>`min(${payments.paidDt})::text` })
    .from(appls)
    .innerJoin(payments, eq(payments.applId, appls.applId))
    .innerJoin(scholarships, eq(scholarships.scholId, appls.scholId))
    .where(and(eq(appls.studentId, studentId), isNull(payments.cancelledAt)))
    .groupBy(appls.applId, scholarships.scholId)
    .orderBy(asc(scholarships.year), asc(scholarships.termCd), sql`min(${payments.paidDt})`, asc(appls.applId));
  const paid = await paymentsOf(rows.map((r) => r.applId));
  return rows.map(({ firstPaidDt: _first, ...r }) => {
    const instalments = studentInstalments(paid.get(r.applId) ?? []);
    const amount = instalments.reduce((n, p) => n + p.amount, 0);
    return { ...r, kindNm: names.kind(r.kindCd), termNm: termNm(r.termCd), instalments, amount, paidDt: instalments.at(-1)?.paidDt ?? '', fullyPaid: r.status === 'PAID' };
  });
}

/**
 * Scholarships she was selected for that are not (fully) paid yet: the amount still to come, so the
 * state page does not say she has nothing while 선정 1,500,000원 waits for the office's payment.
 */
export async function awaitingPayment(studentId: string) {
  const db = await getDb();
  const names = await scholNames();
  const rows = await db
    .select({ applId: appls.applId, awardAmount: appls.awardAmount, title: scholarships.title, kindCd: scholarships.kindCd, sponsorNm: scholarships.sponsorNm, year: scholarships.year, termCd: scholarships.termCd })
    .from(appls)
    .innerJoin(scholarships, eq(scholarships.scholId, appls.scholId))
    .where(and(eq(appls.studentId, studentId), eq(appls.status, 'SELECTED')))
    .orderBy(desc(scholarships.year), desc(scholarships.termCd), asc(appls.applId));
  const paid = await paymentsOf(rows.map((r) => r.applId));
  return rows
    .map((r) => {
      const { paidTotal, remaining } = paymentSummary(r.awardAmount, studentInstalments(paid.get(r.applId) ?? []));
      return { applId: r.applId, title: r.title, kindNm: names.kind(r.kindCd), sponsorNm: r.sponsorNm, year: r.year, termNm: termNm(r.termCd), awardAmount: r.awardAmount, paidTotal, remaining };
    })
    .filter((r) => r.remaining === null || r.remaining > 0);
}

/**
 * The state page: received scholarships grouped by year and term, with term, year and overall
 * totals, and the selected ones still waiting for payment.
 */
export async function scholarshipState(studentId: string) {
  const [rows, awaiting] = await Promise.all([receivedScholarships(studentId), awaitingPayment(studentId)]);
  const years: { year: number; total: number; terms: { termCd: string; termNm: string; total: number; items: typeof rows }[] }[] = [];
  for (const r of rows) {
    let y = years.find((x) => x.year === r.year);
    if (!y) years.push((y = { year: r.year, total: 0, terms: [] }));
    let t = y.terms.find((x) => x.termCd === r.termCd);
    if (!t) y.terms.push((t = { termCd: r.termCd, termNm: r.termNm, total: 0, items: [] }));
    t.items.push(r);
    t.total += r.amount;
    y.total += r.amount;
  }
  // Newest year first on the page; terms inside a year in calendar order.
  years.reverse();
  return {
    years,
    count: rows.length,
    total: rows.reduce((n, r) => n + r.amount, 0),
    awaiting,
    awaitingTotal: awaiting.reduce((n, r) => n + (r.remaining ?? 0), 0),
  };
}

/** loginInfo's scholAmtGetCnt and scholarshipList: from the same payment records as the state page. */
export async function scholarshipSummary(studentId: string) {
  const rows = await receivedScholarships(studentId);
  return {
    scholAmtGetCnt: rows.length,
    scholarshipList: rows.map((r) => ({ year: r.year, termCd: r.termCd, termNm: r.termNm, scholNm: r.title, kindNm: r.kindNm, amount: r.amount, paidDt: r.paidDt })),
  };
}
