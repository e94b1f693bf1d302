// Badges for the office that runs them (PROGRAM_ADMIN holders and admins): define badges with
// their rule and image, issue one by hand with a reason, revoke with a reason, and see the counts.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { authorize, can } from '../auth/permissions';
import { notifyUser } from '../messages/service';
import { likeTerm } from '../org/repository';
import { checkUpload, saveUploads, IMAGE_EXTENSIONS, type Upload } from '../files/service';
import { deleteFile } from '../files/storage';
import { newVerifyCode } from '../career/verify-code';
import { idParam } from '../../page/params';
import { awardExisting } from './evaluate';
import { competencyNames, imageUrlOf, ruleTextOf } from './awards';
import type { BadgeRule } from '../../badges/rules';
import type { BadgeEditInput, BadgeIssueInput, BadgeRevokeInput } from '../../schemas/badges';
import type { Actor } from '../../users';
import { isDiv } from '../../users';

const { badges, badgeAwards, users, competencies, files, fileGroups } = schema;

const NOT_FOUND = '배지를 찾을 수 없습니다.';
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Whoever the permission table lets manage badges (PROGRAM_ADMIN holders and admins, decision 046). */
export async function canManageBadges(actor: Actor | null) {
  return can(actor, 'badges', 'manage');
}

/** 401 logged out, 403 for anyone the table does not let take the action on badges. */
export async function requireBadgeAdmin(actor: Actor, action: 'read' | 'manage' = 'manage') {
  await authorize(actor, 'badges', action);
}

/** What a staff badge page shows: whether the viewer may manage badges, and the badge (null when missing). */
export async function badgePage(actor: Actor | null, rawId: string | undefined) {
  const allowed = await canManageBadges(actor);
  const id = idParam(rawId);
  if (!allowed || !id) return { allowed, data: null };
  try {
    return { allowed, data: await staffBadge(id) };
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return { allowed, data: null };
    throw err;
  }
}

/** Every badge with its counts of valid and revoked awards. */
export async function staffBadgeList() {
  const db = await getDb();
  const [rows, counts, names] = await Promise.all([
    db.select().from(badges).orderBy(asc(badges.badgeId)),
    db
      .select({ badgeId: badgeAwards.badgeId, valid: sql<number>`count(*) filter (where ${badgeAwards.revokedAt} is null)`, revoked: sql<number>`count(*) filter (where ${badgeAwards.revokedAt} is not null)` })
      .from(badgeAwards)
      .groupBy(badgeAwards.badgeId),
    competencyNames(),
  ]);
  const byBadge = new Map(counts.map((c) => [c.badgeId, { valid: Number(c.valid), revoked: Number(c.revoked) }]));
  return rows.map((b) => ({ ...b, ruleText: ruleTextOf(b.rule, names), imageUrl: imageUrlOf(b), validCount: byBadge.get(b.badgeId)?.valid ?? 0, revokedCount: byBadge.get(b.badgeId)?.revoked ?? 0 }));
}

/** One badge with everyone it was issued to. */
export async function staffBadge(badgeId: number) {
  const db = await getDb();
  const [b] = await db.select().from(badges).where(eq(badges.badgeId, badgeId));
  if (!b) throw new HttpError(404, NOT_FOUND);
  const awards = await db
    .select({
      awardId: badgeAwards.awardId,
      userId: badgeAwards.userId,
      korNm: users.korNm,
      method: badgeAwards.method,
      reason: badgeAwards.reason,
      issuedAt: badgeAwards.issuedAt,
      revokedAt: badgeAwards.revokedAt,
      revokeReason: badgeAwards.revokeReason,
      verifyCode: badgeAwards.verifyCode,
    })
    .from(badgeAwards)
    .innerJoin(users, eq(users.userId, badgeAwards.userId))
    .where(eq(badgeAwards.badgeId, badgeId))
    .orderBy(desc(badgeAwards.issuedAt), desc(badgeAwards.awardId));
  const names = await competencyNames();
  return { badge: { ...b, ruleText: ruleTextOf(b.rule, names), imageUrl: imageUrlOf(b) }, awards };
}

function ruleOf(input: BadgeEditInput): BadgeRule {
  if (input.ruleKind === 'MANUAL') return { kind: 'MANUAL' };
  return { kind: input.ruleKind, count: input.ruleCount!, competencyCd: input.competencyCd ?? null };
}

async function checkCompetency(competencyCd: string | undefined) {
  if (!competencyCd) return;
  const db = await getDb();
  const [row] = await db.select({ cd: competencies.competencyCd }).from(competencies).where(eq(competencies.competencyCd, competencyCd));
  if (!row) throw new HttpError(400, '역량을 확인해 주세요.', { competencyCd: '등록된 역량이 아닙니다.' });
}

const DUPLICATE_NAME = () => new HttpError(409, '같은 이름의 배지가 이미 있습니다.', { badgeNm: '이미 등록된 배지 이름입니다.' });

const valuesOf = (input: BadgeEditInput) => ({
  badgeNm: input.badgeNm,
  description: input.description,
  criteria: input.criteria,
  rule: ruleOf(input),
  color: input.color,
  symbol: input.symbol,
  useYn: input.useYn,
});

/** Registers a badge; students who already meet its rule receive it at once. */
export async function createBadge(actor: Actor, input: BadgeEditInput, ip: string | null = null) {
  await requireBadgeAdmin(actor);
  await checkCompetency(input.competencyCd);
  const db = await getDb();
  try {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx.insert(badges).values({ ...valuesOf(input), createdBy: actor.userId }).returning({ badgeId: badges.badgeId });
      const issued = input.useYn === 'Y' ? await awardExisting(tx, ruleOf(input)) : 0;
      return { badgeId: row.badgeId, issued };
    });
    await audit({ actorId: actor.userId, action: 'badge.create', targetType: 'badge', targetId: String(result.badgeId), detail: { rule: ruleOf(input), issued: result.issued }, ip });
    return result;
  } catch (err) {
    if (isUniqueViolation(err)) throw DUPLICATE_NAME();
    throw err;
  }
}

/** Edits a badge. Badges already issued stay; a changed rule applies from now on (and to whoever meets it now). */
export async function updateBadge(actor: Actor, badgeId: number, input: BadgeEditInput, ip: string | null = null) {
  await requireBadgeAdmin(actor);
  await checkCompetency(input.competencyCd);
  const db = await getDb();
  try {
    const issued = await db.transaction(async (tx) => {
      const rows = await tx.update(badges).set({ ...valuesOf(input), updatedAt: sql`now()` }).where(eq(badges.badgeId, badgeId)).returning({ badgeId: badges.badgeId });
      if (!rows.length) throw new HttpError(404, NOT_FOUND);
      return input.useYn === 'Y' ? await awardExisting(tx, ruleOf(input)) : 0;
    });
    await audit({ actorId: actor.userId, action: 'badge.update', targetType: 'badge', targetId: String(badgeId), detail: { rule: ruleOf(input), issued }, ip });
    return { badgeId, issued };
  } catch (err) {
    if (isUniqueViolation(err)) throw DUPLICATE_NAME();
    throw err;
  }
}

/** A new image (a public file, since the verification page shows it to anyone). */
export async function setBadgeImage(actor: Actor, badgeId: number, upload: Upload, ip: string | null = null) {
  await requireBadgeAdmin(actor);
  const db = await getDb();
  const [b] = await db.select({ badgeId: badges.badgeId }).from(badges).where(eq(badges.badgeId, badgeId));
  if (!b) throw new HttpError(404, NOT_FOUND);
  const checked = await checkUpload(upload, { allowed: IMAGE_EXTENSIONS, maxBytes: MAX_IMAGE_BYTES });
  const saved = await saveUploads(actor.userId, [checked], { visibility: 'public' });
  const file = saved.files[0];
  try {
    const rows = await db.update(badges).set({ imageFileId: file.fileId, updatedAt: sql`now()` }).where(eq(badges.badgeId, badgeId)).returning({ badgeId: badges.badgeId });
    if (!rows.length) throw new HttpError(404, NOT_FOUND);
  } catch (err) {
    // No orphan: the file just stored goes when the badge could not take it.
    await removeUpload(file.fileId, saved.fileGroupId);
    throw err;
  }
  await audit({ actorId: actor.userId, action: 'badge.image', targetType: 'badge', targetId: String(badgeId), detail: { fileId: file.fileId }, ip });
  return { badgeId, fileId: file.fileId };
}

async function removeUpload(fileId: number, fileGroupId: number) {
  const db = await getDb();
  const [f] = await db.select({ saveFileNm: files.saveFileNm }).from(files).where(eq(files.fileId, fileId));
  await db.transaction(async (tx) => {
    await tx.delete(files).where(eq(files.fileId, fileId));
    await tx.delete(fileGroups).where(eq(fileGroups.fileGroupId, fileGroupId));
  });
  if (f) await deleteFile(f.saveFileNm).catch(() => {});
}

/** Students by 학번 (exact or prefix) or name, for the issue form. */
export async function searchStudents(actor: Actor, keyword: string) {
  await requireBadgeAdmin(actor);
  const db = await getDb();
  const term = likeTerm(keyword);
  return db
    .select({ userId: users.userId, korNm: users.korNm, gradeCd: users.gradeCd })
    .from(users)
    .where(and(eq(users.userDiv, 'std'), eq(users.useYn, 'Y'), or(eq(users.userId, keyword), ilike(users.userId, `${keyword.replace(/[%_\\]/g, '\\$&')}%`), ilike(users.korNm, term))))
    .orderBy(asc(users.korNm), asc(users.userId))
    .limit(20);
}

/** Issues a badge by hand with a reason. A revoked badge of the same student is issued again. */
export async function issueBadge(actor: Actor, badgeId: number, input: BadgeIssueInput, ip: string | null = null) {
  await requireBadgeAdmin(actor);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [b] = await tx.select().from(badges).where(eq(badges.badgeId, badgeId)).for('update');
    if (!b) throw new HttpError(404, NOT_FOUND);
    if (b.useYn !== 'Y') throw new HttpError(409, '운영을 중지한 배지는 수여할 수 없습니다.');
    const [u] = await tx.select({ userDiv: users.userDiv, useYn: users.useYn, korNm: users.korNm }).from(users).where(eq(users.userId, input.studentId));
    if (!u || !isDiv(u, 'std') || u.useYn !== 'Y') throw new HttpError(400, '학생을 찾을 수 없습니다.', { studentId: '학생의 학번을 입력해 주세요.' });
    const [had] = await tx.select().from(badgeAwards).where(and(eq(badgeAwards.badgeId, badgeId), eq(badgeAwards.userId, input.studentId)));
    if (had && !had.revokedAt) throw new HttpError(409, `${u.korNm} 학생은 이미 이 배지를 가지고 있습니다.`);
    const values = { method: 'MANUAL', reason: input.reason, evidence: [], issuedAt: new Date(), issuedBy: actor.userId, revokedAt: null, revokedBy: null, revokeReason: null, updatedAt: new Date() };
    if (had) {
      await tx.update(badgeAwards).set(values).where(eq(badgeAwards.awardId, had.awardId));
      return { awardId: had.awardId, badgeNm: b.badgeNm };
    }
    const [row] = await tx.insert(badgeAwards).values({ badgeId, userId: input.studentId, verifyCode: newVerifyCode(), ...values }).returning({ awardId: badgeAwards.awardId });
    return { awardId: row.awardId, badgeNm: b.badgeNm };
  });
  await audit({ actorId: actor.userId, action: 'badge.issue', targetType: 'badge_award', targetId: String(result.awardId), detail: { badgeId, studentId: input.studentId, reason: input.reason }, ip });
  await notifyUser(input.studentId, `[디지털 배지] ${result.badgeNm} 배지를 받았습니다`, `「${result.badgeNm}」 배지가 수여되었습니다. 사유: ${input.reason} 마이페이지의 디지털 배지에서 확인해 주세요.`, { userDef1: 'BADGE', userDef2: String(result.awardId) });
  return { awardId: result.awardId };
}

/** Revokes a valid badge with a reason; its verification page then says since when. */
export async function revokeBadge(actor: Actor, awardId: number, input: BadgeRevokeInput, ip: string | null = null) {
  await requireBadgeAdmin(actor);
  const db = await getDb();
  const rows = await db
    .update(badgeAwards)
    .set({ revokedAt: sql`now()`, revokedBy: actor.userId, revokeReason: input.reason, updatedAt: sql`now()` })
    .where(and(eq(badgeAwards.awardId, awardId), isNull(badgeAwards.revokedAt)))
    .returning({ userId: badgeAwards.userId, badgeId: badgeAwards.badgeId });
  if (!rows.length) {
    const [any] = await db.select({ awardId: badgeAwards.awardId }).from(badgeAwards).where(and(eq(badgeAwards.awardId, awardId), isNotNull(badgeAwards.revokedAt)));
    throw any ? new HttpError(409, '이미 취소된 배지입니다.') : new HttpError(404, NOT_FOUND);
  }
  const [{ badgeNm }] = await db.select({ badgeNm: badges.badgeNm }).from(badges).where(eq(badges.badgeId, rows[0].badgeId));
  await audit({ actorId: actor.userId, action: 'badge.revoke', targetType: 'badge_award', targetId: String(awardId), detail: { reason: input.reason }, ip });
  await notifyUser(rows[0].userId, `[디지털 배지] ${badgeNm} 배지가 취소되었습니다`, `「${badgeNm}」 배지가 취소되었습니다. 사유: ${input.reason}`, { userDef1: 'BADGE', userDef2: String(awardId) });
  return { awardId, status: 'REVOKED' as const };
}

/** Figures for the staff page's header. */
export async function badgeTotals() {
  const db = await getDb();
  const [[defs], [valid], [revoked]] = await Promise.all([
    db.select({ n: count() }).from(badges),
    db.select({ n: count() }).from(badgeAwards).where(isNull(badgeAwards.revokedAt)),
    db.select({ n: count() }).from(badgeAwards).where(isNotNull(badgeAwards.revokedAt)),
  ]);
  return { badges: Number(defs.n), valid: Number(valid.n), revoked: Number(revoked.n) };
}
