// The rotating attendance code: genuine and fresh codes pass, a code older than its own and the
// next 30-second window is expired, and an edited session, window or signature is invalid.
import { describe, expect, it } from 'vitest';
import { QR_PERIOD_SECONDS, numberMatches, roomNumberOf, signCheckin, verifyCheckin, windowOf } from '../../src/lib/server/career/checkin';

const SECRET = 'session-key-for-tests';
const t0 = Date.UTC(2026, 10, 22, 1, 0, 0);
const w = windowOf(t0);

describe('attendance QR codes', () => {
  it('change every 30 seconds', () => {
    expect(QR_PERIOD_SECONDS).toBe(30);
    expect(windowOf(t0 + 30_000)).toBe(w + 1);
    expect(signCheckin(SECRET, 7, w)).not.toBe(signCheckin(SECRET, 7, w + 1));
  });
  it('accept a code in its own window and the next one, and refuse it after that', () => {
    const sig = signCheckin(SECRET, 7, w);
    expect(verifyCheckin(SECRET, 7, w, sig, t0)).toBe('OK');
    expect(verifyCheckin(SECRET, 7, w, sig, t0 + 30_000)).toBe('OK');
    expect(verifyCheckin(SECRET, 7, w, sig, t0 + 60_000)).toBe('EXPIRED');
    expect(verifyCheckin(SECRET, 7, w, sig, t0 + 24 * 3600_000)).toBe('EXPIRED');
  });
  it('refuse codes for another session, a changed window, a future window or another key', () => {
    const sig = signCheckin(SECRET, 7, w);
    expect(verifyCheckin(SECRET, 8, w, sig, t0)).toBe('INVALID');
    expect(verifyCheckin(SECRET, 7, w + 1, sig, t0 + 30_000)).toBe('INVALID');
    expect(verifyCheckin(SECRET, 7, w + 5, signCheckin(SECRET, 7, w + 5), t0)).toBe('INVALID');
    expect(verifyCheckin('another-key', 7, w, sig, t0)).toBe('INVALID');
    expect(verifyCheckin(SECRET, 7, w, 'AAAAAAAAAAAAAAAA', t0)).toBe('INVALID');
  });
  it('stay usable a little longer while the number is typed, but not forever', () => {
    const sig = signCheckin(SECRET, 7, w);
    expect(verifyCheckin(SECRET, 7, w, sig, t0 + 90_000, 3)).toBe('OK');
    expect(verifyCheckin(SECRET, 7, w, sig, t0 + 120_000, 3)).toBe('EXPIRED');
  });
});

describe('attendance numbers shown in the room', () => {
  it('are four digits, change with the window and are not the signature carried by the code', () => {
    const n = roomNumberOf(SECRET, 7, w);
    expect(n).toMatch(/^\d{4}$/);
    const next = Array.from({ length: 8 }, (_, i) => roomNumberOf(SECRET, 7, w + 1 + i));
    expect(new Set([n, ...next]).size).toBeGreaterThan(1);
    expect(signCheckin(SECRET, 7, w)).not.toContain(n);
  });
  it('accept the number on the screen now or a moment ago, and nothing older or another session\'s', () => {
    const n = roomNumberOf(SECRET, 7, w);
    // The numbers of the neighbouring windows and of another key differ here (fixed key and time).
    expect([roomNumberOf(SECRET, 7, w + 1), roomNumberOf(SECRET, 7, w + 2), roomNumberOf(SECRET, 7, w - 1), roomNumberOf('another-key', 7, w)]).not.toContain(n);
    expect(numberMatches(SECRET, 7, n, t0)).toBe(true);
    expect(numberMatches(SECRET, 7, n, t0 + 30_000)).toBe(true);
    expect(numberMatches(SECRET, 7, n, t0 + 60_000)).toBe(false);
    expect(numberMatches('another-key', 7, n, t0)).toBe(false);
    expect(numberMatches(SECRET, 7, '12', t0)).toBe(false);
  });
});
