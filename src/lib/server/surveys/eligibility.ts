// Satisfaction surveys of services whose records stay private (counselling, decision 040): the
// service grants a student eligibility when her case closes, in its own transaction, and the survey
// area reads only these rows (student, service) - never the service's tables. The messages say
// nothing about which service it was: they show on shared screens (main page, toast).
import { and, eq, inArray, lte, gt } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { notifyUser } from '../messages/service';
import { formatDateTime } from '../../format';
import { CNSL_KINDS, type CnslKind } from '../../counselling/kinds';
import { REF_COUNSELLING_KIND } from '../../surveys/rules';
import { type Tx } from './shared';
import * as clock from '../clock';

const { surveyEligibility: eligibility, surveys, surveyParticipants: participants } = schema;

export interface ServiceRef {
  refType: string;
  refId: string;
}

/** The message of a satisfaction survey of a private service: no service name, no case. */
export const PRIVATE_SATISFACTION_TITLE = '[만족도 조사] 이용하신 서비스의 만족도 조사';
export function privateSatisfactionBody(closeAt: Date | string) {
  return `이용하신 학생 지원 서비스의 만족도 조사에 참여해 주세요. 응답은 익명으로 모이며 ${formatDateTime(closeAt)}까지 받습니다.`;
}

/** The service's name as survey staff may see it (the counselling kind's label, nothing more). */
export function serviceLabelOf(ref: { refType: string | null; refId: string | null }) {
  if (ref.refType !== REF_COUNSELLING_KIND || !ref.refId) return null;
  const info = CNSL_KINDS[ref.refId as CnslKind];
  return info ? `상담 서비스: ${info.label}` : null;
}

/** Grants the student the satisfaction surveys of a service; run in the transaction that closed her case. Repeating it changes nothing. */
export async function grantSatisfaction(tx: Tx, userId: string, ref: ServiceRef) {
  await tx.insert(eligibility).values({ userId, refType: ref.refType, refId: ref.refId }).onConflictDoNothing();
}

/** The services whose satisfaction surveys address her. */
export async function eligibleRefsOf(userId: string): Promise<ServiceRef[]> {
  const db = await getDb();
  return db.select({ refType: eligibility.refType, refId: eligibility.refId }).from(eligibility).where(eq(eligibility.userId, userId));
}

export async function isEligible(userId: string, ref: ServiceRef) {
  const db = await getDb();
  const [row] = await db
    .select({ userId: eligibility.userId })
    .from(eligibility)
    .where(and(eq(eligibility.userId, userId), eq(eligibility.refType, ref.refType), eq(eligibility.refId, ref.refId)));
  return !!row;
}

/** The students a service's satisfaction survey addresses. */
export async function eligibleUsersOf(ref: ServiceRef) {
  const db = await getDb();
  const rows = await db.select({ userId: eligibility.userId }).from(eligibility).where(and(eq(eligibility.refType, ref.refType), eq(eligibility.refId, ref.refId)));
  return rows.map((r) => r.userId);
}

/**
 * After her case closed: a portal message for each satisfaction survey of the service that is open
 * now and that she has not answered, with the link to it.
 */
export async function offerSatisfaction(userId: string, ref: ServiceRef, now = clock.now()) {
  const db = await getDb();
  const open = await db
    .select({ surveyId: surveys.surveyId, closeAt: surveys.closeAt })
    .from(surveys)
    .where(and(eq(surveys.useYn, 'Y'), eq(surveys.kind, 'SATISFACTION'), eq(surveys.status, 'OPEN'), eq(surveys.refType, ref.refType), eq(surveys.refId, ref.refId), lte(surveys.openAt, now), gt(surveys.closeAt, now)));
  if (!open.length) return 0;
  const answered = await db
    .select({ surveyId: participants.surveyId })
    .from(participants)
    .where(and(eq(participants.userId, userId), inArray(participants.surveyId, open.map((s) => s.surveyId))));
  const done = new Set(answered.map((a) => a.surveyId));
  let sent = 0;
  for (const s of open) {
    if (done.has(s.surveyId)) continue;
    await notifyUser(userId, PRIVATE_SATISFACTION_TITLE, privateSatisfactionBody(s.closeAt), { category: 'NOTICE', userDef1: 'SURVEY', userDef2: `/user/diag/satisRsch/${s.surveyId}` });
    sent++;
  }
  return sent;
}
