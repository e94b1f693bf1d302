// Urgent applications: a student who says she may harm herself or is in danger. Everyone who may
// handle the application and the centre's heads hear of it at once (an alert on their open pages that
// stays until acknowledged, and a portal message); one that nobody in charge has opened within the
// hour goes to the heads again, once, whichever instance notices first.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { audit } from '../audit/log';
import { notifyUser } from '../messages/service';
import { roleFits, usersWithRole } from '../auth/roles';
import { config } from '../config';
import { CNSL_KINDS, INTAKE_QUESTIONS, type CnslKind } from '../../counselling/kinds';
import { URGENT_CASE_TAG } from '../../messages/events';
import { periodic } from '../periodic';
import { caseHrefFor } from './access';

const { cnslApplications: appls, counsellors, users } = schema;

/** The answer that makes an application urgent: 예 to the question about harming oneself or danger. */
export function isUrgentIntake(kind: CnslKind, intake: Record<string, string>) {
  return INTAKE_QUESTIONS[kind].some((q) => q.id === 'urgent') && intake.urgent === '예';
}

/** Statuses in which an urgent application still waits for someone to act. */
export const URGENT_OPEN = ['APPLIED', 'ACCEPTED'] as const;

export const URGENT_ALERT_TITLE = '[긴급] 위기 응답이 있는 상담 신청';

/** The active holders of CNSL_HEAD whose user type the role fits (counsellors), with that type. */
export async function centreHeads(): Promise<{ userId: string; userDiv: string }[]> {
  const ids = await usersWithRole('CNSL_HEAD');
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db.select({ userId: users.userId, userDiv: users.userDiv }).from(users).where(and(inArray(users.userId, ids), eq(users.useYn, 'Y')));
  return rows.filter((r) => roleFits('CNSL_HEAD', r.userDiv) && caseHrefFor(r.userDiv, 0) !== null);
}

/**
 * Who is told of a new urgent application: every active counsellor of the centre that handles its
 * kind (any of them may take it, whoever is on duty today) and the centre's heads.
 */
export async function urgentRecipients(kind: CnslKind): Promise<{ userId: string; userDiv: string }[]> {
  const db = await getDb();
  const handlers = await db
    .select({ userId: users.userId, userDiv: users.userDiv })
    .from(counsellors)
    .innerJoin(users, eq(users.userId, counsellors.userId))
    .where(and(eq(counsellors.cnslrDiv, CNSL_KINDS[kind].centre), eq(users.useYn, 'Y')));
  const heads = await centreHeads();
  const seen = new Set(handlers.map((h) => h.userId));
  return [...handlers, ...heads.filter((h) => !seen.has(h.userId))];
}

/** Tells everyone in charge of a new urgent application: a portal message each, shown live as an alert. */
export async function alertUrgent(applId: number, kind: CnslKind) {
  const recipients = await urgentRecipients(kind);
  const text = `${CNSL_KINDS[kind].label} 신청 ${applId}번: 학생이 스스로를 해칠 생각이 있거나 위급하다고 답했습니다. 바로 확인해 주세요.`;
  for (const r of recipients) {
    await notifyUser(r.userId, URGENT_ALERT_TITLE, text, { category: 'CNSL', urgent: true, userDef1: URGENT_CASE_TAG, userDef2: caseHrefFor(r.userDiv, applId) ?? undefined });
  }
  const ids = recipients.map((r) => r.userId);
  await audit({ actorId: 'system', action: 'cnsl.urgent.alert', targetType: 'cnsl_application', targetId: String(applId), detail: { recipients: ids } });
  return ids;
}

/**
 * Escalates every urgent application that is still waiting and that nobody in charge has opened
 * `minutes` after it arrived. The UPDATE claims each row once, so two instances never both send.
 */
export async function escalateUnopened(now = new Date(), minutes = config.cnslEscalateMinutes) {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - minutes * 60_000);
  const claimed = await db
    .update(appls)
    .set({ escalatedAt: now })
    .where(and(eq(appls.urgent, true), isNull(appls.firstOpenedAt), isNull(appls.escalatedAt), lte(appls.createdAt, cutoff), inArray(appls.status, [...URGENT_OPEN])))
    .returning({ applId: appls.applId });
  if (!claimed.length) return [];
  const heads = await centreHeads();
  for (const { applId } of claimed) {
    for (const head of heads) {
      await notifyUser(head.userId, `[긴급·미확인] 위기 응답 상담 신청이 ${minutes}분 넘게 열람되지 않았습니다`, `신청 ${applId}번을 아직 아무도 열어 보지 않았습니다. 담당자를 정해 바로 연락해 주세요.`, { category: 'CNSL', urgent: true, userDef1: URGENT_CASE_TAG, userDef2: caseHrefFor(head.userDiv, applId) ?? undefined });
    }
    await audit({ actorId: 'system', action: 'cnsl.urgent.escalate', targetType: 'cnsl_application', targetId: String(applId), detail: { heads: heads.map((h) => h.userId) } });
  }
  return claimed.map((c) => c.applId);
}

/** Records the first time someone in charge opened an application (who and when); later opens are audited only. */
export async function markOpened(actorId: string, applId: number, now = new Date()) {
  const db = await getDb();
  await db
    .update(appls)
    .set({ firstOpenedAt: now, firstOpenedBy: actorId })
    .where(and(eq(appls.applId, applId), isNull(appls.firstOpenedAt)));
}

/** How many urgent applications are still waiting for a counsellor (for home pages and staff figures). */
export async function openUrgentCount(kinds?: CnslKind[]) {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appls)
    .where(and(eq(appls.urgent, true), inArray(appls.status, [...URGENT_OPEN]), kinds?.length ? inArray(appls.cnslKind, kinds) : undefined));
  return row?.n ?? 0;
}

/** Checks for unopened urgent applications every minute in this process (idempotent across instances). */
export const escalationTimer = periodic('cnsl escalation check', 60_000, () => escalateUnopened());
