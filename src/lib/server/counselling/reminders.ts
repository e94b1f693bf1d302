// The day-before reminder: a student with a confirmed counselling session tomorrow (Seoul) hears of it
// once, from REMINDER_HOUR of the day before, as a portal message and by mail or push when she chose
// them for counselling. Like every counselling message it says no more than that a session is near:
// time, place and kind stay on the counselling page it links to. The claim and the message are one
// transaction, so a reminder is never lost and never sent twice, whichever instance runs first; a
// session moved to another time is reminded again for its new time. Sessions are real instants (as
// booked), so the real clock decides what tomorrow is.
import { and, eq, gte, isNotNull, lt, ne, or, isNull, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { notifyUserInTransaction } from '../messages/service';
import { periodic } from '../periodic';
import { addDays, seoulDateOf, seoulDayStartOf } from '../../calendar';
import { REMINDER_HOUR } from '../../counselling/kinds';
import { NEUTRAL_TITLE, studentPageOf } from './transitions';

const { cnslApplications: appls } = schema;

export const REMINDER_BODY = '내일 예정된 상담이 있습니다. 시간과 장소는 상담 신청 현황에서 확인해 주세요. 참석이 어려우면 미리 취소하거나 시간을 바꿔 주세요.';

/** At most this many reminders per round (the rest follow in the next). */
const BATCH = 100;

/** Sends the reminders due at `at`; returns the applications reminded. */
export async function sendDayBeforeReminders(at = new Date()) {
  const today = seoulDateOf(at);
  // From REMINDER_HOUR in Seoul: a message at midnight would arrive as the day begins, not the evening before.
  if (at.getTime() < seoulDayStartOf(today).getTime() + REMINDER_HOUR * 3_600_000) return [];
  const from = seoulDayStartOf(addDays(today, 1));
  const to = seoulDayStartOf(addDays(today, 2));
  const db = await getDb();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(appls)
      .set({ remindedFor: sql`${appls.slotStart}` })
      .where(
        and(
          sql`${appls.applId} in (${tx
            .select({ id: appls.applId })
            .from(appls)
            .where(and(eq(appls.status, 'SCHEDULED'), isNotNull(appls.slotStart), gte(appls.slotStart, from), lt(appls.slotStart, to), or(isNull(appls.remindedFor), ne(appls.remindedFor, appls.slotStart))))
            .orderBy(appls.slotStart)
            .limit(BATCH)
            .for('update', { skipLocked: true })})`,
        ),
      )
      .returning({ applId: appls.applId, studentId: appls.studentId, cnslKind: appls.cnslKind });
    for (const a of claimed) {
      await notifyUserInTransaction(tx, a.studentId, NEUTRAL_TITLE, REMINDER_BODY, { category: 'CNSL', userDef1: 'CNSL', userDef2: studentPageOf(a.cnslKind, a.applId) });
    }
    return claimed.map((a) => a.applId);
  });
}

/** Looks for tomorrow's sessions every ten minutes in this process (once per session across instances). */
export const reminderTimer = periodic('cnsl day-before reminder', 10 * 60_000, () => sendDayBeforeReminders());
