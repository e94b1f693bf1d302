// Comparing a secret someone sent with the one expected, in time that does not depend on where
// they differ (a signed code, a typed number, a control token).
import { timingSafeEqual } from 'node:crypto';

export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
