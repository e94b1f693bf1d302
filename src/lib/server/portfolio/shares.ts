// Share links of a student's portfolio. A token is 256 random bits, handed out once and stored only
// as its SHA-256; each share has an expiry the student chose (at most SHARE_MAX_DAYS), can be
// revoked, and says which sections its page shows. Opening a share counts a view (time and page
// only) and returns just what the page may show: never contact data, student number, birth date,
// counselling, and grades only on a public share that chose them.
import type { PageDeclaration } from '../page-cache';
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { log, messageOf } from '../observability/log';
import { audit } from '../audit/log';
import { cached, invalidate } from '../cache';
import { portfolioCacheKey } from './cache-key';
import { deptNames } from '../org/names';
import { gatherHistory } from './history';
import { publicItems, SHARE_KINDS, SHARE_MAX_LIVE, SHARE_SECTIONS, SHARE_STATES, type HistoryItem, type ShareKind, type ShareSection } from '../../portfolio/history';
import type { ShareInput } from '../../schemas/portfolio';

const { portfolioShares: shares, portfolioShareViews: views, users } = schema;

const NOT_FOUND = '공유 링크를 찾을 수 없습니다.';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Views listed per share on the student's page. */
const VIEWS_SHOWN = 20;

type Actor = { userId: string };
export type ShareState = keyof typeof SHARE_STATES;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function shareState(s: { revokedAt: Date | null; expiresAt: Date }, now = new Date()): ShareState {
  if (s.revokedAt) return 'REVOKED';
  return s.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'ACTIVE';
}

/** The sections a share of this kind may show: the parent page never shows grades. */
export function allowedSections(kind: ShareKind, sections: readonly string[]): ShareSection[] {
  return [...new Set(sections)].filter((s): s is ShareSection => s in SHARE_SECTIONS && (kind === 'PUBLIC' || SHARE_SECTIONS[s as ShareSection].parent));
}

export function shareUrl(origin: string, kind: ShareKind, token: string) {
  return `${origin}${SHARE_KINDS[kind].path}?token=${token}`;
}

/** The QR code of a link as an SVG data URL (drawn on the server, shown as an image). */
export async function qrDataUrl(url: string) {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export async function createShare(actor: Actor, input: ShareInput, origin: string, ip: string | null = null, now = new Date()) {
  const kind = input.kind as ShareKind;
  const sections = allowedSections(kind, input.sections);
  if (!sections.length) throw new HttpError(400, '보여 줄 항목을 하나 이상 골라 주세요.', { sections: '보여 줄 항목을 하나 이상 골라 주세요.' });
  const db = await getDb();
  const [{ n }] = await db
    .select({ n: count() })
    .from(shares)
    .where(and(eq(shares.studentId, actor.userId), isNull(shares.revokedAt), gt(shares.expiresAt, now)));
  if (Number(n) >= SHARE_MAX_LIVE) throw new HttpError(400, `사용 중인 공유 링크는 ${SHARE_MAX_LIVE}개까지입니다. 쓰지 않는 링크를 먼저 해제해 주세요.`);
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(shares)
    .values({
      studentId: actor.userId,
      kind,
      label: input.label ?? SHARE_KINDS[kind].label,
      tokenHash: hashToken(token),
      sections,
      expiresAt: new Date(now.getTime() + input.days * DAY_MS),
    })
    .returning();
  await audit({ actorId: actor.userId, action: 'PORTFOLIO_SHARE_CREATE', targetType: 'portfolio_share', targetId: String(row.shareId), detail: { kind, days: input.days, sections }, ip });
  const url = shareUrl(origin, kind, token);
  return { shareId: row.shareId, kind, label: row.label, sections, expiresAt: row.expiresAt, url, qr: await qrDataUrl(url) };
}

/** The student's shares, newest first, each with its state and latest views (no addresses kept). */
export async function listShares(studentId: string, now = new Date()) {
  await flushViews();
  const db = await getDb();
  const rows = await db.select().from(shares).where(eq(shares.studentId, studentId)).orderBy(desc(shares.createdAt), desc(shares.shareId));
  const ids = rows.map((r) => r.shareId);
  const recent = ids.length
    ? await db
        .select({ shareId: views.shareId, page: views.page, viewedAt: views.viewedAt })
        .from(views)
        .where(inArray(views.shareId, ids))
        .orderBy(desc(views.viewedAt))
        .limit(VIEWS_SHOWN * SHARE_MAX_LIVE * 3)
    : [];
  return rows.map(({ tokenHash: _hash, studentId: _owner, ...r }) => ({
    ...r,
    state: shareState(r, now),
    views: recent.filter((v) => v.shareId === r.shareId).slice(0, VIEWS_SHOWN).map(({ page, viewedAt }) => ({ page, viewedAt })),
  }));
}

export async function revokeShare(actor: Actor, shareId: number, ip: string | null = null) {
  const db = await getDb();
  const [row] = await db.select().from(shares).where(eq(shares.shareId, shareId));
  if (!row || row.studentId !== actor.userId) throw new HttpError(404, NOT_FOUND);
  if (row.revokedAt) return { shareId, revokedAt: row.revokedAt };
  const [done] = await db.update(shares).set({ revokedAt: new Date() }).where(eq(shares.shareId, shareId)).returning({ revokedAt: shares.revokedAt });
  invalidate(portfolioCacheKey(actor.userId));
  invalidate(tokenKey(row.tokenHash));
  await audit({ actorId: actor.userId, action: 'PORTFOLIO_SHARE_REVOKE', targetType: 'portfolio_share', targetId: String(shareId), ip });
  return { shareId, revokedAt: done.revokedAt };
}

const SHARED_TTL_MS = 60_000;

export interface SharedPortfolio {
  kind: ShareKind;
  korNm: string;
  deptNm: string | null;
  grade: number | null;
  expiresAt: Date;
  /** She chose to show her photo and has one. */
  photo: boolean;
  sections: { code: ShareSection; label: string; items: Pick<HistoryItem, 'key' | 'title' | 'date' | 'detail' | 'area' | 'verifyPath'>[] }[];
}

export type OpenResult = { status: 200; portfolio: SharedPortfolio; page: PageDeclaration } | { status: 404 | 410; reason: string };

/**
 * Opens a share by its token for one page kind. Unknown tokens, and tokens of the other page kind,
 * are 404; expired or revoked ones 410 with the same words for both, so the page tells nothing
 * about the student behind it.
 */
export async function openShare(token: string, kind: ShareKind, now = new Date()): Promise<OpenResult> {
  const row = await shareByHash(hashToken(token));
  if (!row || row.kind !== kind) return { status: 404, reason: '주소가 올바르지 않거나 없는 링크입니다.' };
  const state = shareState(row, now);
  if (state === 'REVOKED') return { status: 410, reason: '학생이 공유를 중지한 링크입니다.' };
  if (state === 'EXPIRED') return { status: 410, reason: '공유 기간이 끝난 링크입니다.' };
  recordView({ shareId: row.shareId, page: kind, viewedAt: now });
  // The content is cached briefly per share; the student's own edits drop it at once, other areas'
  // news show within the TTL.
  const portfolio = await cached(`${portfolioCacheKey(row.studentId)}${row.shareId}`, () => sharedPortfolio(row.studentId, kind, allowedSections(kind, row.sections), row.expiresAt), SHARED_TTL_MS);
  // The rendered page may be kept (page-cache.ts) until her next edit, the revoke or the expiry,
  // and each answer from there still counts as a view.
  const page: PageDeclaration = {
    keys: [portfolioCacheKey(row.studentId), tokenKey(row.tokenHash)],
    until: row.expiresAt.getTime(),
    onHit: () => recordView({ shareId: row.shareId, page: kind, viewedAt: new Date() }),
  };
  return { status: 200, portfolio, page };
}

class UnknownToken extends Error {}
const tokenKey = (hash: string) => `portfolio:token:${hash}`;

/**
 * The share of a token hash, cached briefly so that a page view needs no query. Only shares that
 * exist are kept (a failed load is never cached), so guessed tokens cannot fill memory; a revoke
 * drops the entry on every instance at once (cache.ts announces it with NOTIFY).
 */
async function shareByHash(hash: string) {
  try {
    return await cached(
      tokenKey(hash),
      async () => {
        const db = await getDb();
        const [row] = await db.select().from(shares).where(eq(shares.tokenHash, hash));
        if (!row) throw new UnknownToken();
        return row;
      },
      SHARED_TTL_MS,
    );
  } catch (err) {
    if (err instanceof UnknownToken) return null;
    throw err;
  }
}

// Views are counted in batches: a page view then writes nothing itself, which keeps the parent page
// fast on the embedded database. A batch is written within a second, or at once when the student
// opens her list; a crash can lose at most that second of counts.
const FLUSH_MS = 1000;
const FLUSH_AT = 500;
const pendingViews: { shareId: number; page: string; viewedAt: Date }[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function recordView(view: { shareId: number; page: string; viewedAt: Date }) {
  pendingViews.push(view);
  if (pendingViews.length >= FLUSH_AT) void flushViews();
  else flushTimer ??= setTimeout(() => void flushViews(), FLUSH_MS).unref();
}

/** Writes the counted views; a failed batch is logged and dropped (counts are not worth a retry loop). */
export async function flushViews() {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = undefined;
  const batch = pendingViews.splice(0);
  if (!batch.length) return;
  const perShare = new Map<number, { n: number; last: Date }>();
  for (const v of batch) {
    const had = perShare.get(v.shareId);
    perShare.set(v.shareId, { n: (had?.n ?? 0) + 1, last: had && had.last > v.viewedAt ? had.last : v.viewedAt });
  }
  try {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx.insert(views).values(batch);
      for (const [shareId, { n, last }] of perShare) {
        await tx.update(shares).set({ viewCnt: sql`${shares.viewCnt} + ${n}`, lastViewedAt: last }).where(eq(shares.shareId, shareId));
      }
    });
  } catch (err) {
    log.error({ area: 'portfolio', error: messageOf(err) }, 'share views not recorded');
  }
}

/**
 * The photo file of a live share that shows it, or null (unknown, ended, not chosen, no photo):
 * the public page's image, served without login only through the token.
 */
export async function sharedPhoto(token: string, now = new Date()) {
  const db = await getDb();
  const [row] = await db
    .select({ revokedAt: shares.revokedAt, expiresAt: shares.expiresAt, sections: shares.sections, photoFileId: users.photoFileId })
    .from(shares)
    .innerJoin(users, eq(users.userId, shares.studentId))
    .where(eq(shares.tokenHash, hashToken(token)));
  if (!row || shareState(row, now) !== 'ACTIVE' || !row.sections.includes('PHOTO') || !row.photoFileId) return null;
  const [file] = await db.select().from(schema.files).where(eq(schema.files.fileId, row.photoFileId));
  return file && file.mimeType.startsWith('image/') ? file : null;
}

async function sharedPortfolio(studentId: string, kind: ShareKind, sections: ShareSection[], expiresAt: Date): Promise<SharedPortfolio> {
  const db = await getDb();
  // Only the fields the page may show are read at all: no id, contact data, address or birth date.
  const [u] = await db
    .select({ korNm: users.korNm, hakguaCd: users.hakguaCd, majorCd: users.majorCd, gradeCd: users.gradeCd, photoFileId: users.photoFileId })
    .from(users)
    .where(eq(users.userId, studentId));
  const names = await deptNames();
  const items = await gatherHistory(studentId);
  const deptCd = u?.majorCd ?? u?.hakguaCd ?? null;
  return {
    kind,
    korNm: u?.korNm ?? '',
    deptNm: deptCd ? (names.get(deptCd) ?? null) : null,
    grade: u?.gradeCd && /^\d$/.test(u.gradeCd) ? Number(u.gradeCd) : null,
    expiresAt,
    photo: sections.includes('PHOTO') && !!u?.photoFileId,
    sections: sections.filter((code) => code !== 'PHOTO').map((code) => {
      const areas: readonly string[] = SHARE_SECTIONS[code].areas;
      return {
        code,
        label: SHARE_SECTIONS[code].label,
        // Evidence files and entry ids stay private: the page gets text (and a badge's public
        // verification page) only; what she hid is not shared at all.
        items: publicItems(items.filter((i) => areas.includes(i.area))).map(({ key, title, date, detail, area, verifyPath }) => ({ key, title, date, detail, area, verifyPath })),
      };
    }),
  };
}
