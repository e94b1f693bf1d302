// Menu-use history: one row per use. Only addresses of real menus are kept, and anonymous rows older
// than the retention period are pruned now and then, so the table cannot grow without bound.
import { and, eq, isNull, lt } from 'drizzle-orm';
import { getDb, schema } from '../db';

const ANONYMOUS_RETENTION_DAYS = 90;

export async function recordMenuUse(userId: string | null, menuId: string | null, menuUrl: string) {
  const db = await getDb();
  const [menu] = await db.select({ menuId: schema.menus.menuId }).from(schema.menus).where(eq(schema.menus.menuUrl, menuUrl)).limit(1);
  if (!menu) return { hisId: null };
  const [row] = await db.insert(schema.menuUseHis).values({ userId, menuId: menuId ?? menu.menuId, menuUrl }).returning({ hisId: schema.menuUseHis.hisId });
  if (row.hisId % 1000 === 0) {
    const cutoff = new Date(Date.now() - ANONYMOUS_RETENTION_DAYS * 86_400_000);
    await db.delete(schema.menuUseHis).where(and(isNull(schema.menuUseHis.userId), lt(schema.menuUseHis.usedAt, cutoff)));
  }
  return { hisId: row.hisId };
}
