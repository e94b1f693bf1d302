// The portal's clock: what "today" and "now" are for every area. PORTAL_TODAY (config) pins the
// calendar day for demos and tests, so the demo world's terms, periods and deadlines hold on any real
// day; the time of day keeps running. Durations that must follow the real clock (session expiry,
// tokens, throttling, publishing times) use the real instant instead.
import { config } from './config';
import { seoulDateOf, seoulDayStartOf, seoulToday } from '../calendar';

/** Seoul's date as YYYY-MM-DD (the server may run in UTC); the pinned date when there is one. */
export function today(at: Date = new Date()): string {
  return seoulToday(at, config.portalToday);
}

/**
 * The current instant on the portal's calendar day: with a pinned date, today's Seoul time of day on
 * that date, so that periods compare as the pinned world expects (Korea has no daylight saving time).
 */
export function now(at: Date = new Date()): Date {
  const pinned = today(at);
  const real = seoulDateOf(at);
  if (pinned === real) return at;
  return new Date(at.getTime() + seoulDayStartOf(pinned).getTime() - seoulDayStartOf(real).getTime());
}
