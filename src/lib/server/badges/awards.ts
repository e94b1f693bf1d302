// A student's badges: her list with evidence, progress towards the rest, hiding one, the Open
// Badges 3.0 credential, the public verification and the badge images.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { config } from '../config';
import { readFileStream } from '../files/storage';
import { progressOf, ruleText, type AwardStatus, type BadgeRule } from '../../badges/rules';
import { UNIVERSITY_NAME } from '../../site';
import { progressTowards } from './evaluate';
import { generatedSvg } from './image';
import { invalidate } from '../cache';
import { portfolioCacheKey } from '../portfolio/cache-key';

const { badges, badgeAwards, users, competencies, files } = schema;

const NOT_FOUND = '배지를 찾을 수 없습니다.';

export const imageUrlOf = (badge: { badgeId: number; updatedAt: Date }) => `/api/v1/badges/${badge.badgeId}/image?v=${badge.updatedAt.getTime().toString(36)}`;
export const verifyPathOf = (code: string) => `/verify/badge/${code}`;
export const originOf = (requestOrigin: string) => config.publicOrigin ?? requestOrigin;

/** Competency names by code, for rule texts. */
export async function competencyNames() {
  const db = await getDb();
  const rows = await db.select({ cd: competencies.competencyCd, nm: competencies.korNm }).from(competencies);
  return new Map(rows.map((r) => [r.cd, r.nm]));
}

export const ruleTextOf = (rule: BadgeRule, names: Map<string, string>) => ruleText(rule, 'competencyCd' in rule && rule.competencyCd ? (names.get(rule.competencyCd) ?? rule.competencyCd) : null);

const statusOf = (a: { revokedAt: Date | null }): AwardStatus => (a.revokedAt ? 'REVOKED' : 'VALID');

/** Every badge the student was issued (revoked ones too, with the reason), newest first. */
export async function myBadges(userId: string) {
  const db = await getDb();
  const [rows, names] = await Promise.all([
    db
      .select({ a: badgeAwards, b: badges })
      .from(badgeAwards)
      .innerJoin(badges, eq(badges.badgeId, badgeAwards.badgeId))
      .where(eq(badgeAwards.userId, userId))
      .orderBy(desc(badgeAwards.issuedAt), desc(badgeAwards.awardId)),
    competencyNames(),
  ]);
  return rows.map(({ a, b }) => ({
    awardId: a.awardId,
    badgeId: b.badgeId,
    badgeNm: b.badgeNm,
    description: b.description,
    criteria: b.criteria,
    ruleText: ruleTextOf(b.rule, names),
    imageUrl: imageUrlOf(b),
    method: a.method,
    reason: a.reason,
    evidence: a.evidence,
    issuedAt: a.issuedAt,
    hidden: a.hidden,
    status: statusOf(a),
    revokedAt: a.revokedAt,
    revokeReason: a.revokeReason,
    verifyCode: a.verifyCode,
    verifyUrl: verifyPathOf(a.verifyCode),
  }));
}

/** Running badges earned by a rule that the student can still receive, with done / needed. */
export async function myProgress(userId: string) {
  const db = await getDb();
  const [towards, held, names] = await Promise.all([
    progressTowards(userId),
    db.select({ badgeId: badgeAwards.badgeId, revokedAt: badgeAwards.revokedAt, revokedBy: badgeAwards.revokedBy }).from(badgeAwards).where(eq(badgeAwards.userId, userId)),
    competencyNames(),
  ]);
  // Held, or revoked by staff (a rule never gives that one back): nothing to work towards.
  const holding = new Set(held.filter((h) => !h.revokedAt || h.revokedBy).map((h) => h.badgeId));
  return towards
    .filter((t) => !holding.has(t.badge.badgeId))
    .map(({ badge: b, events }) => ({
      badgeId: b.badgeId,
      badgeNm: b.badgeNm,
      description: b.description,
      criteria: b.criteria,
      ruleText: ruleTextOf(b.rule, names),
      imageUrl: imageUrlOf(b),
      progress: progressOf(b.rule, events.length)!,
      counted: events.map((e) => ({ eventId: e.eventId, title: e.title, occurredAt: e.occurredAt })),
    }))
    .sort((x, y) => y.progress.percent - x.progress.percent || x.badgeId - y.badgeId);
}

async function ownAward(userId: string, awardId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ a: badgeAwards, b: badges, korNm: users.korNm })
    .from(badgeAwards)
    .innerJoin(badges, eq(badges.badgeId, badgeAwards.badgeId))
    .innerJoin(users, eq(users.userId, badgeAwards.userId))
    .where(and(eq(badgeAwards.awardId, awardId), eq(badgeAwards.userId, userId)));
  // Someone else's badge is not found, exactly like one that does not exist.
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** Hidden badges leave the student's public pages; their verification link still answers. */
export async function setHidden(userId: string, awardId: number, hidden: boolean) {
  await ownAward(userId, awardId);
  const db = await getDb();
  await db.update(badgeAwards).set({ hidden }).where(and(eq(badgeAwards.awardId, awardId), eq(badgeAwards.userId, userId)));
  // Her share pages are cached briefly: they must not keep showing what she just hid.
  invalidate(portfolioCacheKey(userId));
  return { awardId, hidden };
}

/** The public definition of a badge as an Open Badges 3.0 Achievement. */
export function achievementOf(b: typeof badges.$inferSelect, origin: string) {
  return {
    id: `${origin}/api/v1/badges/${b.badgeId}`,
    type: ['Achievement'],
    achievementType: 'Badge',
    name: b.badgeNm,
    description: b.description,
    criteria: { narrative: b.criteria },
    image: { id: `${origin}${imageUrlOf(b)}`, type: 'Image' },
    creator: issuerOf(origin),
    inLanguage: 'ko',
  };
}

export const issuerOf = (origin: string) => ({ id: `${origin}/`, type: ['Profile'], name: UNIVERSITY_NAME, url: `${origin}/` });

/**
 * The badge as an Open Badges 3.0 OpenBadgeCredential (a W3C verifiable credential). It is not
 * signed: anyone checks it against its verification page (decision 029). A revoked badge has none.
 */
export async function credentialOf(userId: string, awardId: number, requestOrigin: string) {
  const { a, b, korNm } = await ownAward(userId, awardId);
  if (a.revokedAt) throw new HttpError(409, '취소된 배지는 내려받을 수 없습니다.');
  const origin = originOf(requestOrigin);
  const credential = {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    id: `${origin}${verifyPathOf(a.verifyCode)}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: b.badgeNm,
    issuer: issuerOf(origin),
    validFrom: a.issuedAt.toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: korNm }],
      achievement: achievementOf(b, origin),
    },
    evidence: a.evidence.map((e) => ({ type: ['Evidence'], name: e.title, description: `${e.occurredAt.slice(0, 10)} 활동 기록` })),
  };
  return { credential, fileName: `${b.badgeNm}-배지.json` };
}

/** What the public verification page may show: name, badge, issued date, validity. Nothing else. */
export async function verifyBadge(code: string) {
  const db = await getDb();
  const [row] = await db
    .select({ a: badgeAwards, b: badges, korNm: users.korNm })
    .from(badgeAwards)
    .innerJoin(badges, eq(badges.badgeId, badgeAwards.badgeId))
    .innerJoin(users, eq(users.userId, badgeAwards.userId))
    .where(eq(badgeAwards.verifyCode, code));
  if (!row) return null;
  const names = await competencyNames();
  return {
    korNm: row.korNm,
    badgeNm: row.b.badgeNm,
    description: row.b.description,
    criteria: row.b.criteria,
    ruleText: ruleTextOf(row.b.rule, names),
    imageUrl: imageUrlOf(row.b),
    issuedAt: row.a.issuedAt,
    status: statusOf(row.a),
    revokedAt: row.a.revokedAt,
  };
}

/** A badge's public definition. */
export async function publicBadge(badgeId: number) {
  const db = await getDb();
  const [b] = await db.select().from(badges).where(eq(badges.badgeId, badgeId));
  if (!b) throw new HttpError(404, NOT_FOUND);
  return b;
}

/** Valid badges of a student (hidden ones flagged), for the portfolio history. */
export async function shownBadgesOf(userId: string) {
  const db = await getDb();
  const rows = await db
    .select({ awardId: badgeAwards.awardId, verifyCode: badgeAwards.verifyCode, issuedAt: badgeAwards.issuedAt, hidden: badgeAwards.hidden, revokedAt: badgeAwards.revokedAt, badgeNm: badges.badgeNm, criteria: badges.criteria })
    .from(badgeAwards)
    .innerJoin(badges, eq(badges.badgeId, badgeAwards.badgeId))
    .where(eq(badgeAwards.userId, userId))
    .orderBy(asc(badgeAwards.issuedAt));
  return rows.filter((r) => !r.revokedAt);
}

/** The image of a badge: the uploaded file, or the generated SVG. */
export async function badgeImage(badgeId: number) {
  const b = await publicBadge(badgeId);
  if (b.imageFileId) {
    const db = await getDb();
    const [f] = await db.select().from(files).where(inArray(files.fileId, [b.imageFileId]));
    if (f) return { kind: 'file' as const, mimeType: f.mimeType ?? 'application/octet-stream', size: f.fileSize, stream: () => readFileStream(f.saveFileNm) };
  }
  return { kind: 'svg' as const, svg: generatedSvg(b) };
}
