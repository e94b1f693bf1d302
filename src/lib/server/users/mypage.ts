// What a user may change about themselves: contact details, photo, main-page layout.
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { MAIN_BLOCKS, type ContactInput, type MainSetupInput } from '../../schemas/profile';
import { audit } from '../audit/log';
import { invalidate } from '../cache';
import { sessionUserKey } from '../auth/sessions';

/** The student's own contact details, read from the server by the pages that show them. */
export async function contactOf(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ email: schema.users.email, ph: schema.users.ph, telNo: schema.users.telNo, bohoHpNo: schema.users.bohoHpNo, adr: schema.users.adr })
    .from(schema.users)
    .where(eq(schema.users.userId, userId));
  return row ?? null;
}

export async function updateContact(userId: string, input: ContactInput, ip?: string | null) {
  const db = await getDb();
  // Only the fields that were sent change: a field left out keeps its value, a blank one is cleared.
  const sent = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<Record<keyof ContactInput, string | null>>;
  const [row] = await db
    .update(schema.users)
    .set({ ...sent, updatedAt: new Date() })
    .where(eq(schema.users.userId, userId))
    .returning({ email: schema.users.email, ph: schema.users.ph, telNo: schema.users.telNo, bohoHpNo: schema.users.bohoHpNo, adr: schema.users.adr });
  await audit({ actorId: userId, action: 'profile.contact', targetType: 'user', targetId: userId, detail: { fields: Object.keys(sent) }, ip });
  return row;
}

export async function setPhoto(userId: string, fileId: number) {
  const db = await getDb();
  await db.update(schema.users).set({ photoFileId: fileId, updatedAt: new Date() }).where(eq(schema.users.userId, userId));
  // The header shows the new photo on the next page, on every instance.
  invalidate(sessionUserKey(userId));
}

export async function mainBlocks(userId: string | null) {
  const defaults = MAIN_BLOCKS.map((b) => ({ key: b.key, visible: true }));
  if (!userId) return defaults;
  const db = await getDb();
  const [row] = await db.select({ blocks: schema.mainSetups.blocks }).from(schema.mainSetups).where(eq(schema.mainSetups.userId, userId));
  return (row?.blocks as typeof defaults | undefined) ?? defaults;
}

export async function saveMainBlocks(userId: string, input: MainSetupInput) {
  const db = await getDb();
  await db
    .insert(schema.mainSetups)
    .values({ userId, blocks: input.blocks })
    .onConflictDoUpdate({ target: schema.mainSetups.userId, set: { blocks: input.blocks, updatedAt: new Date() } });
  return input.blocks;
}
