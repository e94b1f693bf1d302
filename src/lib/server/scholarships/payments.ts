// The scholarship office's payments: instalments recorded and withdrawn under a lock on the
// application (never more than the award; SCHOLARSHIP_PAID published with the last one and withdrawn
// when a withdrawal reopens it), and students' income brackets. The selector never pays.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { publishActivity, withdrawActivity } from '../activity/events';
import { isUniqueViolation } from '../db/errors';
import { termNm } from '../../calendar';
import { formatWon } from '../../format';
import { isDiv } from '../../users';
import { paymentTitle, scholStatusLabel } from '../../scholarships/rules';
import type { ScholIncomeInput, ScholPaymentCancelInput, ScholPaymentInput } from '../../schemas/scholarships';
import { NOT_FOUND_APPL, recordHistory, tellInstalment, tellPaymentCancelled, tellStudent } from './shared';
import { SELECTOR_MAY_NOT_PAY, selectedBy, type Actor } from './staff-access';

const { scholarships, scholApplications: appls, scholPayments: payments, scholIncomeBrackets: incomes, users, comCodes } = schema;

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
