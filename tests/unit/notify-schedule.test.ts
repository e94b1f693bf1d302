// When notification mail is due (decision 059): quiet hours 22:00–08:00 Seoul hold ordinary mail
// until 08:00, urgent mail goes at once, digest rows wait for the next 08:00, retries double.
import { describe, expect, it } from 'vitest';
import { dueAtFor, inQuietHours, nextMorning, retryAt } from '../../src/lib/server/notifications/schedule';

const seoul = (s: string) => new Date(`${s}+09:00`);

describe('notification mail schedule', () => {
  it('sends ordinary mail at once in the day and at 08:00 after a quiet night', () => {
    expect(dueAtFor('EMAIL', false, seoul('2026-11-23T14:05:00'))).toEqual(seoul('2026-11-23T14:05:00'));
    expect(dueAtFor('EMAIL', false, seoul('2026-11-23T22:00:00'))).toEqual(seoul('2026-11-24T08:00:00'));
    expect(dueAtFor('EMAIL', false, seoul('2026-11-24T07:59:00'))).toEqual(seoul('2026-11-24T08:00:00'));
    expect(dueAtFor('EMAIL', false, seoul('2026-11-24T08:00:00'))).toEqual(seoul('2026-11-24T08:00:00'));
  });

  it('never holds urgent mail, in quiet hours or as a digest', () => {
    expect(dueAtFor('EMAIL', true, seoul('2026-11-23T23:30:00'))).toEqual(seoul('2026-11-23T23:30:00'));
    expect(dueAtFor('DIGEST', true, seoul('2026-11-23T12:00:00'))).toEqual(seoul('2026-11-23T12:00:00'));
  });

  it('puts digest rows in the next 08:00 Seoul mail', () => {
    expect(dueAtFor('DIGEST', false, seoul('2026-11-23T07:00:00'))).toEqual(seoul('2026-11-23T08:00:00'));
    expect(dueAtFor('DIGEST', false, seoul('2026-11-23T08:01:00'))).toEqual(seoul('2026-11-24T08:00:00'));
    // Across a month's end, whatever the server's own zone.
    expect(nextMorning(seoul('2026-11-30T23:00:00'))).toEqual(seoul('2026-12-01T08:00:00'));
  });

  it('knows the quiet hours', () => {
    expect(inQuietHours(seoul('2026-11-23T21:59:00'))).toBe(false);
    expect(inQuietHours(seoul('2026-11-23T22:00:00'))).toBe(true);
    expect(inQuietHours(seoul('2026-11-24T03:00:00'))).toBe(true);
  });

  it('waits 1, 2, 4 times the base between attempts', () => {
    const at = seoul('2026-11-23T10:00:00');
    expect([1, 2, 3].map((n) => retryAt(n, at, 60_000).getTime() - at.getTime())).toEqual([60_000, 120_000, 240_000]);
  });
});
