// What both sides of scholarships read: names of codes, a student's eligibility facts from her
// academic record, application history, and the portal message of each change.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, schema, type Db } from '../db';
import { HttpError } from '../http/respond';
import { codeNames } from '../org/names';
import { loadTranscript, summarise } from '../learning/transcript';
import { notifyUser } from '../messages/service';
import { termNm } from '../../calendar';
import { ruleLines, scholStatusLabel, type Names, type StudentFacts } from '../../scholarships/rules';
import { isDiv } from '../../users';

const { users, scholApplicationHistory: history, scholApplicationDocs: docs, scholIncomeBrackets: incomes, scholPayments: payments, files } = schema;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ScholarshipRow = typeof schema.scholarships.$inferSelect;

export const NOT_FOUND_SCHOL = '장학금을 찾을 수 없습니다.';
export const NOT_FOUND_APPL = '신청 내역을 찾을 수 없습니다.';

/** Code names used in eligibility lines and lists. */
export async function scholNames() {
  const codes = await codeNames();
  const names: Names = {
    income: (cd) => codes.get(`SCHOL_INCOME:${cd}`) ?? `${cd}구간`,
    status: (cd) => codes.get(`SHREG_ST:${cd}`) ?? cd,
  };
  const kind = (cd: string) => codes.get(`SCHOL_KIND:${cd}`) ?? cd;
  return { ...names, kind };
}

/** The facts eligibility is decided on: grade and status of the student record, credits and GPA of the transcript, the recorded income bracket. */
export async function studentFacts(studentId: string): Promise<StudentFacts> {
  const db = await getDb();
  const [[u], transcript, [inc]] = await Promise.all([
    db.select({ userDiv: users.userDiv, gradeCd: users.gradeCd, shregSt: users.shregSt }).from(users).where(eq(users.userId, studentId)),
    loadTranscript(studentId),
    db.select({ bracketCd: incomes.bracketCd }).from(incomes).where(eq(incomes.studentId, studentId)),
  ]);
  if (!u || !isDiv(u, 'std')) throw new HttpError(404, '학생 정보를 찾을 수 없습니다.');
  const totals = summarise(transcript);
  return {
    grade: u.gradeCd && /^\d$/.test(u.gradeCd) ? Number(u.gradeCd) : null,
    earnedCredits: totals.earnedCredits,
    gpa: totals.gpa,
    incomeCd: inc?.bracketCd ?? null,
    shregSt: u.shregSt,
  };
}

/** The scholarship as lists show it (kind name, term name, eligibility lines). */
export function describe(s: ScholarshipRow, names: Awaited<ReturnType<typeof scholNames>>) {
  return {
    scholId: s.scholId,
    title: s.title,
    kindCd: s.kindCd,
    kindNm: names.kind(s.kindCd),
    sponsorNm: s.sponsorNm,
    year: s.year,
    termCd: s.termCd,
    termNm: termNm(s.termCd),
    amountMin: s.amountMin,
    amountMax: s.amountMax,
    quota: s.quota,
    description: s.description,
    applyStartDt: s.applyStartDt,
    applyEndDt: s.applyEndDt,
    requiredDocs: s.requiredDocs,
    rules: ruleLines(s, names),
  };
}

export async function recordHistory(tx: Tx, applId: number, fromStatus: string | null, toStatus: string, actorId: string | null, note: string | null = null) {
  await tx.insert(history).values({ applId, fromStatus, toStatus, actorId, note });
}

/** Histories of applications, oldest step first, with the actor's name. */
export async function historiesOf(applIds: number[]) {
  const out = new Map<number, { fromStatus: string | null; toStatus: string; toStatusNm: string; actorNm: string | null; note: string | null; at: Date }[]>();
  if (!applIds.length) return out;
  const db = await getDb();
  const actor = alias(users, 'actor');
  const rows = await db
    .select({ applId: history.applId, fromStatus: history.fromStatus, toStatus: history.toStatus, actorNm: actor.korNm, note: history.note, at: history.createdAt })
    .from(history)
    .leftJoin(actor, eq(actor.userId, history.actorId))
    .where(inArray(history.applId, applIds))
    .orderBy(asc(history.createdAt), asc(history.histId));
  for (const r of rows) {
    const list = out.get(r.applId) ?? [];
    list.push({ fromStatus: r.fromStatus, toStatus: r.toStatus, toStatusNm: scholStatusLabel(r.toStatus), actorNm: r.actorNm, note: r.note, at: r.at });
    out.set(r.applId, list);
  }
  return out;
}

/** Documents of applications with their files (download links go through the file service's checks). */
export async function documentsOf(applIds: number[]) {
  const out = new Map<number, { docId: number; docNm: string; fileGroupId: number; files: { fileId: number; oriFileNm: string; fileExtNm: string; fileSize: number; linkUrlPath: string }[]; at: Date }[]>();
  if (!applIds.length) return out;
  const db = await getDb();
  const rows = await db
    .select({ applId: docs.applId, docId: docs.docId, docNm: docs.docNm, fileGroupId: docs.fileGroupId, at: docs.createdAt, fileId: files.fileId, oriFileNm: files.oriFileNm, fileExtNm: files.fileExtNm, fileSize: files.fileSize, linkUrlPath: files.linkUrlPath })
    .from(docs)
    .leftJoin(files, eq(files.fileGroupId, docs.fileGroupId))
    .where(inArray(docs.applId, applIds))
    .orderBy(asc(docs.docId), asc(files.fileId));
  for (const r of rows) {
    const list = out.get(r.applId) ?? [];
    let doc = list.find((d) => d.docId === r.docId);
    if (!doc) {
      doc = { docId: r.docId, docNm: r.docNm, fileGroupId: r.fileGroupId, files: [], at: r.at };
      list.push(doc);
    }
    if (r.fileId !== null) doc.files.push({ fileId: r.fileId, oriFileNm: r.oriFileNm!, fileExtNm: r.fileExtNm!, fileSize: r.fileSize!, linkUrlPath: r.linkUrlPath! });
    out.set(r.applId, list);
  }
  return out;
}

export interface Instalment {
  paymentId: number;
  seq: number;
  amount: number;
  paidDt: string;
  memo: string | null;
  /** A withdrawn instalment (staff only see these): when, by whom and why. Not counted. */
  cancelled: { at: Date; byNm: string | null; reason: string } | null;
}

/**
 * The payments (instalments, 분할 지급) of applications, in order. Withdrawn instalments are left out
 * unless asked for (the office's review page shows them struck through).
 */
export async function paymentsOf(applIds: number[], opts: { withCancelled?: boolean } = {}) {
  const out = new Map<number, Instalment[]>();
  if (!applIds.length) return out;
  const db = await getDb();
  const canceller = alias(users, 'canceller');
  const rows = await db
    .select({ applId: payments.applId, paymentId: payments.paymentId, seq: payments.seq, amount: payments.amount, paidDt: payments.paidDt, memo: payments.memo, cancelledAt: payments.cancelledAt, cancelReason: payments.cancelReason, cancelledByNm: canceller.korNm })
    .from(payments)
    .leftJoin(canceller, eq(canceller.userId, payments.cancelledBy))
    .where(and(inArray(payments.applId, applIds), opts.withCancelled ? undefined : isNull(payments.cancelledAt)))
    .orderBy(asc(payments.applId), asc(payments.seq));
  for (const { applId, cancelledAt, cancelReason, cancelledByNm, ...r } of rows) {
    const cancelled = cancelledAt ? { at: cancelledAt, byNm: cancelledByNm, reason: cancelReason ?? '' } : null;
    out.set(applId, [...(out.get(applId) ?? []), { ...r, cancelled }]);
  }
  return out;
}

/** Instalments as the student reads them: what she received (withdrawn ones are left out by paymentsOf). */
export const studentInstalments = (list: Instalment[]) => list.map(({ seq, amount, paidDt, memo }) => ({ seq, amount, paidDt, memo }));

/** An application's payments as pages show them: the instalments, what was paid and what remains of the award. */
export function paymentSummary<T extends Pick<Instalment, 'amount'> & { cancelled?: Instalment['cancelled'] }>(awardAmount: number | null, list: T[]) {
  const paidTotal = list.reduce((n, p) => n + (p.cancelled ? 0 : p.amount), 0);
  return { payments: list, paidTotal, remaining: awardAmount === null ? null : Math.max(awardAmount - paidTotal, 0) };
}

/** Tells the student, by portal message, what happened to her application (sent after the change commits). */
export async function tellStudent(studentId: string, title: string, status: string, body: string, applId: number) {
  await notifyUser(studentId, `[장학] ${title} ${scholStatusLabel(status)}`, `${body}\n장학 메뉴의 나의 신청 내역에서 확인해 주세요.`, { category: 'CAMPUS', userDef1: 'SCHOL_APPL', userDef2: String(applId) });
}

/** Tells the student of an instalment that does not yet complete the award. */
export async function tellInstalment(studentId: string, title: string, seq: number, body: string, applId: number) {
  await notifyUser(studentId, `[장학] ${title} ${seq}회차 지급`, `${body}\n장학 메뉴의 나의 장학 수혜 현황에서 확인해 주세요.`, { category: 'CAMPUS', userDef1: 'SCHOL_APPL', userDef2: String(applId) });
}

/** Tells the student that an instalment recorded by mistake was withdrawn. */
export async function tellPaymentCancelled(studentId: string, title: string, seq: number, body: string, applId: number) {
  await notifyUser(studentId, `[장학] ${title} ${seq}회차 지급 취소`, `${body}\n장학 메뉴의 나의 장학 수혜 현황에서 확인해 주세요.`, { category: 'CAMPUS', userDef1: 'SCHOL_APPL', userDef2: String(applId) });
}
