// System popups shown on the main page during their period, to the readers they name.
import { and, asc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { canReadPost, type Reader } from './repository';
import * as clock from '../clock';

const { sysPopups } = schema;

/** Popups a reader may see: for everyone, for logged-in users, or naming the reader's user type (same rule as posts). */
function targeted(reader: Reader): SQL | undefined {
  if (!reader) return isNull(sysPopups.targetDivs);
  return or(isNull(sysPopups.targetDivs), eq(sysPopups.targetDivs, 'LOGIN'), sql`${reader.userDiv} = any(string_to_array(${sysPopups.targetDivs}, ','))`);
}

export async function activePopups(reader: Reader = null, today = clock.today()) {
  const db = await getDb();
  return db
    .select()
    .from(sysPopups)
    .where(and(eq(sysPopups.useYn, 'Y'), lte(sysPopups.startDt, today), gte(sysPopups.endDt, today), targeted(reader)))
    .orderBy(asc(sysPopups.sortOrd), asc(sysPopups.popupId));
}

/** One popup on its own page: switched on and meant for this reader (else not found). */
export async function popupById(popupId: number, reader: Reader = null) {
  const db = await getDb();
  const [row] = await db.select().from(sysPopups).where(and(eq(sysPopups.popupId, popupId), eq(sysPopups.useYn, 'Y')));
  return row && canReadPost(row.targetDivs, reader) ? row : null;
}
