// Append-only audit trail: logins, sends, profile changes, reads of private records.
import { getDb, schema } from '../db';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

export async function audit(entry: AuditEntry) {
  const db = await getDb();
  await db.insert(schema.auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? null,
    ip: entry.ip ?? null,
  });
}
