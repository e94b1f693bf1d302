// The rotating attendance code: genuine and fresh codes pass, a code older than its own and the
// next 30-second window is expired, and an edited session, window or signature is invalid.
import { describe, expect, it } from 'vitest';
import { QR_PERIOD_SECONDS, signCheckin, verifyCheckin, windowOf } from '../../src/lib/server/career/checkin';

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
});
