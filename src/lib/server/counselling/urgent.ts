// Urgent applications: a student who says she may harm herself or is in danger. The counsellors on
// duty hear of it at once (live and as a portal message); one that nobody in charge has opened
// within the hour goes to the centre's head, once, whichever instance notices first.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { audit } from '../audit/log';
import { notifyUser } from '../messages/service';
import { usersWithRole } from '../auth/roles';
import { config } from '../config';
import { INTAKE_QUESTIONS, type CnslKind } from '../../counselling/kinds';
import { todayInSeoul } from '../codes/repository';
import { isoWeekdayOf } from '../../calendar';
import { periodic } from '../periodic';

const { cnslApplications: appls, counsellors, users, cnslAvailability: availability, cnslAvailabilityExceptions: exceptions } = schema;

/** The answer that makes an application urgent: 예 to the question about harming oneself or danger. */
export function isUrgentIntake(kind: CnslKind, intake: Record<string, string>) {
  return INTAKE_QUESTIONS[kind].some((q) => q.id === 'urgent') && intake.urgent === '예';
}

/** Statuses in which an urgent application still waits for someone to act. */
export const URGENT_OPEN = ['APPLIED', 'ACCEPTED'] as const;

export const URGENT_ALERT_TITLE = '[긴급] 위기 응답이 있는 상담 신청';

const caseLink = (applId: number) => `/cnslr/applications/${applId}`;

/**
 * The psychological counsellors on duty today: those with weekly hours on today's weekday (or extra
 * hours today) and no day off today. When nobody is on duty, every active psychological counsellor.
 */
export async function counsellorsOnDuty(now = new Date()): Promise<string[]> {
  const db = await getDb();
  const today = todayInSeoul(now);
  const all = await db
    .select({ userId: counsellors.userId })
    .from(counsellors)
    .innerJoin(users, eq(users.userId, counsellors.userId))
    .where(and(eq(counsellors.cnslrDiv, 'PSY'), eq(users.useYn, 'Y')));
  const ids = all.map((c) => c.userId);
  if (!ids.length) return [];
  const [weekly, todays] = await Promise.all([
    db.selectDistinct({ handlerId: availability.handlerId }).from(availability).where(and(inArray(availability.handlerId, ids), eq(availability.weekday, isoWeekdayOf(today)))),
    db.select({ handlerId: exceptions.handlerId, kind: exceptions.kind }).from(exceptions).where(and(inArray(exceptions.handlerId, ids), eq(exceptions.onDate, today))),
  ]);
  const off = new Set(todays.filter((e) => e.kind === 'OFF').map((e) => e.handlerId));
  const onDuty = new Set([...weekly.map((w) => w.handlerId), ...todays.filter((e) => e.kind === 'EXTRA').map((e) => e.handlerId)].filter((id) => !off.has(id)));
  return onDuty.size ? ids.filter((id) => onDuty.has(id)) : ids;
}

/** Tells the counsellors on duty of a new urgent application: a portal message, delivered live. */
export async function alertOnDuty(applId: number, now = new Date()) {
  const recipients = await counsellorsOnDuty(now);
  for (const userId of recipients) {
    await notifyUser(userId, URGENT_ALERT_TITLE, `신청 ${applId}번: 학생이 스스로를 해칠 생각이 있거나 위급하다고 답했습니다. 바로 확인해 주세요.`, { userDef1: 'CNSL_URGENT', userDef2: caseLink(applId) });
  }
  await audit({ actorId: 'system', action: 'cnsl.urgent.alert', targetType: 'cnsl_application', targetId: String(applId), detail: { recipients } });
  return recipients;
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
  const heads = await usersWithRole('CNSL_HEAD');
  for (const { applId } of claimed) {
    for (const head of heads) {
      await notifyUser(head, `[긴급·미확인] 위기 응답 상담 신청이 ${minutes}분 넘게 열람되지 않았습니다`, `신청 ${applId}번을 아직 아무도 열어 보지 않았습니다. 담당자를 정해 바로 연락해 주세요.`, { userDef1: 'CNSL_URGENT', userDef2: caseLink(applId) });
    }
    await audit({ actorId: 'system', action: 'cnsl.urgent.escalate', targetType: 'cnsl_application', targetId: String(applId), detail: { heads } });
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
