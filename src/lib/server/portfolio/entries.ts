// Entries the student writes herself. Rules: only her own entries are read or changed (another
// student's entry is not found, like a missing one), no future dates, competencies from the model,
// evidence only from a file group she uploaded. Every change is audited.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { oncePerRender } from '../db/reads';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { invalidate } from '../cache';
import { portfolioCacheKey } from './cache-key';
import { fileGroup } from '../files/service';
import { competencyModel } from '../learning/competencies';
import type { EntryInput } from '../../schemas/portfolio';
import * as clock from '../clock';

const { portfolioEntries: entries } = schema;

const NOT_FOUND = '이력을 찾을 수 없습니다.';
/** Enough for a whole university life; stops a script from filling the table. */
export const MAX_ENTRIES = 300;

type Actor = { userId: string };

export function listEntries(studentId: string) {
  return oncePerRender(`portfolio-entries:${studentId}`, async () => {
    const db = await getDb();
    return db.select().from(entries).where(eq(entries.studentId, studentId)).orderBy(desc(entries.acquiredDt), asc(entries.entryId));
  });
}

export async function getEntry(studentId: string, entryId: number) {
  const db = await getDb();
  const [row] = await db.select().from(entries).where(eq(entries.entryId, entryId));
  if (!row || row.studentId !== studentId) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** The reasons an entry cannot be stored, by field; empty when it can. */
async function refusals(studentId: string, input: EntryInput, today: string) {
  const out: Record<string, string> = {};
  if (input.acquiredDt > today) out.acquiredDt = '오늘 이후의 날짜는 입력할 수 없습니다.';
  if (input.endDt && input.endDt > today && input.kind !== 'PROJECT') out.endDt = '오늘 이후의 날짜는 입력할 수 없습니다.';
  if (input.competencyCds?.length) {
    const known = new Set((await competencyModel()).map((c) => c.competencyCd));
    if (input.competencyCds.some((c) => !known.has(c))) out.competencyCds = '없는 역량이 포함되어 있습니다.';
  }
  if (input.evidenceFileGroupId) {
    const group = await fileGroup(input.evidenceFileGroupId);
    if (!group || group.ownerId !== studentId) out.evidenceFileGroupId = '증빙 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.';
  }
  return out;
}

function values(input: EntryInput) {
  return {
    kind: input.kind,
    title: input.title,
    issuer: input.issuer ?? null,
    acquiredDt: input.acquiredDt,
    endDt: input.endDt ?? null,
    // A score belongs to language tests only; other kinds drop it rather than store noise.
    score: input.kind === 'LANGUAGE' ? (input.score ?? null) : null,
    description: input.description ?? null,
    competencyCds: [...new Set(input.competencyCds ?? [])],
    evidenceFileGroupId: input.evidenceFileGroupId ?? null,
  };
}

export async function createEntry(actor: Actor, input: EntryInput, ip: string | null = null, today = clock.today()) {
  const bad = await refusals(actor.userId, input, today);
  if (Object.keys(bad).length) throw new HttpError(400, Object.values(bad)[0], bad);
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(entries).where(eq(entries.studentId, actor.userId));
  if (Number(n) >= MAX_ENTRIES) throw new HttpError(400, `이력은 ${MAX_ENTRIES}개까지 등록할 수 있습니다.`);
  const [row] = await db.insert(entries).values({ studentId: actor.userId, ...values(input) }).returning();
  invalidate(portfolioCacheKey(actor.userId));
  await audit({ actorId: actor.userId, action: 'PORTFOLIO_ENTRY_CREATE', targetType: 'portfolio_entry', targetId: String(row.entryId), detail: { kind: row.kind }, ip });
  return row;
}

export async function updateEntry(actor: Actor, entryId: number, input: EntryInput, ip: string | null = null, today = clock.today()) {
  await getEntry(actor.userId, entryId);
  const bad = await refusals(actor.userId, input, today);
  if (Object.keys(bad).length) throw new HttpError(400, Object.values(bad)[0], bad);
  const db = await getDb();
  const [row] = await db
    .update(entries)
    .set({ ...values(input), updatedAt: new Date() })
    .where(and(eq(entries.entryId, entryId), eq(entries.studentId, actor.userId)))
    .returning();
  if (!row) throw new HttpError(404, NOT_FOUND);
  invalidate(portfolioCacheKey(actor.userId));
  await audit({ actorId: actor.userId, action: 'PORTFOLIO_ENTRY_UPDATE', targetType: 'portfolio_entry', targetId: String(entryId), ip });
  return row;
}

export async function deleteEntry(actor: Actor, entryId: number, ip: string | null = null) {
  await getEntry(actor.userId, entryId);
  const db = await getDb();
  await db.delete(entries).where(and(eq(entries.entryId, entryId), eq(entries.studentId, actor.userId)));
  invalidate(portfolioCacheKey(actor.userId));
  await audit({ actorId: actor.userId, action: 'PORTFOLIO_ENTRY_DELETE', targetType: 'portfolio_entry', targetId: String(entryId), ip });
}
