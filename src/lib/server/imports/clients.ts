// API clients of the import (the academic system's nightly job): an admin issues a token, shown once
// and kept only as its SHA-256, and revokes it. A request names its client by `Authorization: Bearer`.
import crypto from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError, messages } from '../http/respond';
import { audit } from '../audit/log';

type Actor = { userId: string; ip: string | null };
const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const TOKEN_PREFIX = 'sis_';

export interface ClientRow {
  clientId: number;
  clientNm: string;
  tokenHint: string;
  canApply: boolean;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export async function listClients(): Promise<ClientRow[]> {
  const db = await getDb();
  const c = schema.importClients;
  const rows = await db.select().from(c).orderBy(desc(c.clientId));
  return rows.map((r) => ({
    clientId: r.clientId,
    clientNm: r.clientNm,
    tokenHint: r.tokenHint,
    canApply: r.canApply,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
  }));
}

/** A new client and its token; the token is in this answer only. */
export async function issueClient(actor: Actor, input: { clientNm: string; canApply: boolean }) {
  const token = TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
  const db = await getDb();
  const [row] = await db
    .insert(schema.importClients)
    .values({ clientNm: input.clientNm, tokenHash: hash(token), tokenHint: token.slice(0, 10), canApply: input.canApply, createdBy: actor.userId })
    .returning({ clientId: schema.importClients.clientId });
  await audit({ actorId: actor.userId, action: 'import.client.issue', targetType: 'import-client', targetId: String(row.clientId), detail: { clientNm: input.clientNm, canApply: input.canApply }, ip: actor.ip });
  return { clientId: row.clientId, token };
}

export async function revokeClient(actor: Actor, clientId: number) {
  const db = await getDb();
  const c = schema.importClients;
  const rows = await db.update(c).set({ revokedAt: new Date(), revokedBy: actor.userId }).where(and(eq(c.clientId, clientId), isNull(c.revokedAt))).returning({ clientId: c.clientId });
  if (!rows.length) throw new HttpError(404, messages.notFound);
  await audit({ actorId: actor.userId, action: 'import.client.revoke', targetType: 'import-client', targetId: String(clientId), ip: actor.ip });
}

/** The client named by a request's bearer token, or null. */
export async function clientOfRequest(request: Request) {
  const header = request.headers.get('authorization') ?? '';
  const m = /^Bearer\s+(\S{10,200})$/i.exec(header);
  if (!m) return null;
  const db = await getDb();
  const c = schema.importClients;
  const [row] = await db.select().from(c).where(and(eq(c.tokenHash, hash(m[1])), isNull(c.revokedAt)));
  if (!row) return null;
  await db.update(c).set({ lastUsedAt: new Date() }).where(eq(c.clientId, row.clientId));
  return row;
}
