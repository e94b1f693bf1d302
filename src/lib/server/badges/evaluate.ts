// Badge rules against a student's activity events. The badges listen to the activity log (areas.ts
// registers `badgeActivityListener`): publishActivity and withdrawActivity call it inside the
// transaction that records (or takes back) the event, so a badge exists exactly when the events that
// earn it do.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import type { ActivityListener } from '../activity/events';
import { newVerifyCode } from '../career/verify-code';
import { notifyUserInTransaction } from '../messages/service';
import { particle } from '../../text/josa';
import { isManual, type BadgeEvidence, type BadgeRule, type CountedKind } from '../../badges/rules';

const { activityEvents, badges, badgeAwards, careerApplications, careerPrograms } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;
type CountedRule = Exclude<BadgeRule, { kind: 'MANUAL' }>;

export const AUTO_REVOKE_REASON = '근거가 된 활동 기록이 취소되어 자동으로 취소되었습니다.';

/** A student's events of each kind a rule counts, oldest first (the first ones earn the badge). */
async function eventsOf(db: Conn, userId: string, kinds: CountedKind[]) {
  if (!kinds.length) return [];
  return db
    .select({ eventId: activityEvents.eventId, kind: activityEvents.kind, title: activityEvents.title, refType: activityEvents.refType, refId: activityEvents.refId, occurredAt: activityEvents.occurredAt })
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), inArray(activityEvents.kind, kinds)))
    .orderBy(asc(activityEvents.occurredAt), asc(activityEvents.eventId));
}
type EventRow = Awaited<ReturnType<typeof eventsOf>>[number];

/** The competencies of the career programmes behind completion events (the programme names them). */
async function programCompetencies(db: Conn, events: EventRow[]) {
  const applIds = events.filter((e) => e.refType === 'career_application' && /^\d{1,9}$/.test(e.refId)).map((e) => Number(e.refId));
  const out = new Map<string, string[]>();
  if (!applIds.length) return out;
  const rows = await db
    .select({ applId: careerApplications.applId, competencyCds: careerPrograms.competencyCds })
    .from(careerApplications)
    .innerJoin(careerPrograms, eq(careerPrograms.programId, careerApplications.programId))
    .where(inArray(careerApplications.applId, applIds));
  for (const r of rows) out.set(String(r.applId), r.competencyCds);
  return out;
}

/** What counts towards each rule, for one student: a function from rule to its matching events. */
export async function ruleMatcher(db: Conn, userId: string, rules: BadgeRule[]) {
  const counted = rules.filter((r): r is CountedRule => !isManual(r));
  const events = await eventsOf(db, userId, [...new Set(counted.map((r) => r.kind))]);
  const competencies = counted.some((r) => r.competencyCd) ? await programCompetencies(db, events) : new Map<string, string[]>();
  return (rule: BadgeRule): EventRow[] => {
    if (isManual(rule)) return [];
    return events.filter((e) => e.kind === rule.kind && (!rule.competencyCd || (competencies.get(e.refId) ?? []).includes(rule.competencyCd)));
  };
}

const evidenceOf = (rows: EventRow[]): BadgeEvidence[] => rows.map((e) => ({ eventId: e.eventId, kind: e.kind, title: e.title, occurredAt: e.occurredAt.toISOString() }));

/**
 * Issues every running badge whose rule the student now meets and does not hold yet. A badge the
 * portal revoked itself (its events were withdrawn) comes back; one revoked by staff stays revoked.
 * `backdate` dates the badge at the event that earned it (demo data); otherwise it is issued now.
 */
export async function evaluateBadges(tx: Tx, userId: string, opts: { backdate?: boolean } = {}) {
  const defs = await tx.select({ badgeId: badges.badgeId, badgeNm: badges.badgeNm, rule: badges.rule }).from(badges).where(and(eq(badges.useYn, 'Y'), sql`${badges.rule}->>'kind' <> 'MANUAL'`));
  if (!defs.length) return [];
  const held = await tx
    .select({ awardId: badgeAwards.awardId, badgeId: badgeAwards.badgeId, revokedAt: badgeAwards.revokedAt, revokedBy: badgeAwards.revokedBy })
    .from(badgeAwards)
    .where(and(eq(badgeAwards.userId, userId), inArray(badgeAwards.badgeId, defs.map((d) => d.badgeId))));
  const heldBy = new Map(held.map((h) => [h.badgeId, h]));
  const open = defs.filter((d) => {
    const h = heldBy.get(d.badgeId);
    return !h || (h.revokedAt && !h.revokedBy);
  });
  if (!open.length) return [];
  const match = await ruleMatcher(tx, userId, open.map((d) => d.rule));
  const issued: number[] = [];
  for (const d of open) {
    if (isManual(d.rule)) continue;
    const rows = match(d.rule);
    if (rows.length < d.rule.count) continue;
    const earning = rows.slice(0, d.rule.count);
    const issuedAt = opts.backdate ? earning.at(-1)!.occurredAt : new Date();
    const prior = heldBy.get(d.badgeId);
    let awardId: number | undefined;
    if (prior) {
      await tx
        .update(badgeAwards)
        .set({ method: 'AUTO', reason: null, evidence: evidenceOf(earning), issuedAt, issuedBy: null, revokedAt: null, revokeReason: null, updatedAt: sql`now()` })
        .where(eq(badgeAwards.awardId, prior.awardId));
      awardId = prior.awardId;
    } else {
      // A parallel transaction may have issued it a moment ago: keep that one, never fail the event.
      const [row] = await tx
        .insert(badgeAwards)
        .values({ badgeId: d.badgeId, userId, verifyCode: newVerifyCode(), method: 'AUTO', evidence: evidenceOf(earning), issuedAt, updatedAt: issuedAt })
        .onConflictDoNothing()
        .returning({ awardId: badgeAwards.awardId });
      awardId = row?.awardId;
    }
    if (awardId === undefined) continue;
    issued.push(d.badgeId);
    // Demo data dates badges in the past: nobody is told about those.
    if (!opts.backdate) await tellIssued(tx, userId, awardId, d.badgeNm, earning.at(-1)!.title);
  }
  return issued;
}

/** The student hears of a badge the portal issued, with the activity that earned it. */
function tellIssued(tx: Tx, userId: string, awardId: number, badgeNm: string, lastActivity: string) {
  return notifyUserInTransaction(
    tx,
    userId,
    `[디지털 배지] ${badgeNm} 배지를 받았습니다`,
    `「${lastActivity}」${particle(lastActivity, '으로/로')} 「${badgeNm}」 배지의 발급 기준을 충족해 배지가 발급되었습니다. 마이페이지 > 디지털 배지에서 확인하고, 검증 주소로 누구에게나 보여 줄 수 있습니다.`,
    { userDef1: 'BADGE', userDef2: String(awardId) },
  );
}

/**
 * After an event is withdrawn: badges the rule issued and the remaining events no longer earn are
 * revoked by the portal (revokedBy stays null), so the verification page never vouches for what is
 * no longer true. Badges staff issued by hand stay.
 */
export async function reviewBadges(tx: Tx, userId: string) {
  const live = await tx
    .select({ awardId: badgeAwards.awardId, badgeNm: badges.badgeNm, rule: badges.rule })
    .from(badgeAwards)
    .innerJoin(badges, eq(badges.badgeId, badgeAwards.badgeId))
    .where(and(eq(badgeAwards.userId, userId), eq(badgeAwards.method, 'AUTO'), isNull(badgeAwards.revokedAt)));
  if (!live.length) return [];
  const match = await ruleMatcher(tx, userId, live.map((l) => l.rule));
  const revoked: number[] = [];
  for (const l of live) {
    if (isManual(l.rule) || match(l.rule).length >= l.rule.count) continue;
    await tx.update(badgeAwards).set({ revokedAt: sql`now()`, revokedBy: null, revokeReason: AUTO_REVOKE_REASON, updatedAt: sql`now()` }).where(eq(badgeAwards.awardId, l.awardId));
    await notifyUserInTransaction(tx, userId, `[디지털 배지] ${l.badgeNm} 배지가 취소되었습니다`, `「${l.badgeNm}」 배지가 취소되었습니다. 사유: ${AUTO_REVOKE_REASON}`, { userDef1: 'BADGE', userDef2: String(l.awardId) });
    revoked.push(l.awardId);
  }
  return revoked;
}

/** Students who already meet a new or changed badge's rule get it (a badge made after the events). */
export async function awardExisting(tx: Tx, rule: BadgeRule) {
  if (isManual(rule)) return 0;
  const candidates = await tx
    .select({ userId: activityEvents.userId })
    .from(activityEvents)
    .where(eq(activityEvents.kind, rule.kind))
    .groupBy(activityEvents.userId)
    .having(sql`count(*) >= ${rule.count}`);
  let n = 0;
  for (const c of candidates) n += (await evaluateBadges(tx, c.userId)).length;
  return n;
}

/** The progress of a student towards every running badge she can earn by a rule. */
export async function progressTowards(userId: string) {
  const db = await getDb();
  const defs = await db.select().from(badges).where(and(eq(badges.useYn, 'Y'), sql`${badges.rule}->>'kind' <> 'MANUAL'`)).orderBy(asc(badges.badgeId));
  const match = await ruleMatcher(db, userId, defs.map((d) => d.rule));
  return defs.map((d) => ({ badge: d, events: match(d.rule) }));
}

/** How the badges listen to the activity log: issued when an event earns them, taken back when it is withdrawn. */
export const badgeActivityListener: ActivityListener = {
  published: (tx, event) => evaluateBadges(tx, event.userId),
  withdrawn: (tx, event) => reviewBadges(tx, event.userId),
};
