// What a user may change about themselves: contact details, photo, main-page layout.
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { MAIN_BLOCKS, type ContactInput, type MainSetupInput } from '../../schemas/profile';
import { audit } from '../audit/log';

export async function updateContact(userId: string, input: ContactInput, ip?: string | null) {
  const db = await getDb();
  const values = {
    email: input.email ?? null,
    ph: input.ph ?? null,
    telNo: input.telNo ?? null,
    bohoHpNo: input.bohoHpNo ?? null,
    adr: input.adr ?? null,
    updatedAt: new Date(),
  };
  await db.update(schema.users).set(values).where(eq(schema.users.userId, userId));
  await audit({ actorId: userId, action: 'profile.contact', targetType: 'user', targetId: userId, detail: { fields: Object.keys(input) }, ip });
  return values;
}

export async function setPhoto(userId: string, fileId: number) {
  const db = await getDb();
  await db.update(schema.users).set({ photoFileId: fileId, updatedAt: new Date() }).where(eq(schema.users.userId, userId));
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
