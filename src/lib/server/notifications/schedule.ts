// When a mail or push of the outbox is due (decisions 059, 060): urgent ones at once; others at once outside
// the quiet hours (22:00–08:00 Seoul) and at 08:00 inside them; digest rows at the next 08:00 Seoul.
// Retries wait 1, 2, 4 … times the base.
import { addDays, seoulDateOf, seoulDayStartOf, seoulTimeOf } from '../../calendar';
import { MORNING_HOUR, QUIET_FROM_HOUR, type OutboxChannel } from '../../notifications/categories';

const morningOf = (isoDate: string) => new Date(seoulDayStartOf(isoDate).getTime() + MORNING_HOUR * 3_600_000);

/** The first 08:00 Seoul at or after the instant. */
export function nextMorning(at: Date): Date {
  const today = morningOf(seoulDateOf(at));
  return at.getTime() <= today.getTime() ? today : morningOf(addDays(seoulDateOf(at), 1));
}

export function inQuietHours(at: Date): boolean {
  const hour = Number(seoulTimeOf(at).slice(0, 2));
  return hour >= QUIET_FROM_HOUR || hour < MORNING_HOUR;
}

export function dueAtFor(channel: OutboxChannel, urgent: boolean, at: Date, quietHours = true): Date {
  if (urgent) return at;
  if (channel === 'DIGEST') return nextMorning(at);
  return quietHours && inQuietHours(at) ? nextMorning(at) : at;
}

/** After the nth failed attempt (1, 2, …): when to try again. */
export function retryAt(attempt: number, at: Date, baseMs: number): Date {
  return new Date(at.getTime() + baseMs * 2 ** Math.max(0, attempt - 1));
}
