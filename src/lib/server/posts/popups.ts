// System popups shown on the main page during their period.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { todayInSeoul } from '../codes/repository';

const { sysPopups } = schema;

export async function activePopups(today = todayInSeoul()) {
  const db = await getDb();
  return db
    .select()
    .from(sysPopups)
    .where(and(eq(sysPopups.useYn, 'Y'), lte(sysPopups.startDt, today), gte(sysPopups.endDt, today)))
    .orderBy(asc(sysPopups.sortOrd), asc(sysPopups.popupId));
}

export async function popupById(popupId: number) {
  const db = await getDb();
  const [row] = await db.select().from(sysPopups).where(and(eq(sysPopups.popupId, popupId), eq(sysPopups.useYn, 'Y')));
  return row ?? null;
}
