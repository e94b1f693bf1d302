// The portal's clock: a pinned PORTAL_TODAY moves the calendar day and keeps the time of day, so the
// demo world's periods compare as on that day; without a pin, the clock is Seoul's real one.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function clockWith(pinned: string | undefined) {
  vi.resetModules();
  if (pinned === undefined) delete process.env.PORTAL_TODAY;
  else process.env.PORTAL_TODAY = pinned;
  return import('../../src/lib/server/clock');
}

describe('the clock', () => {
  const saved = process.env.PORTAL_TODAY;
  afterEach(() => {
    if (saved === undefined) delete process.env.PORTAL_TODAY;
    else process.env.PORTAL_TODAY = saved;
  });

  it('tells the pinned day and the time of day on it', async () => {
    const clock = await clockWith('2026-11-22');
    const real = new Date('2027-03-05T01:23:45.678Z'); // 10:23:45 in Seoul
    expect(clock.today(real)).toBe('2026-11-22');
    expect(clock.now(real).toISOString()).toBe('2026-11-22T01:23:45.678Z');
  });

  it('keeps the pinned day after Seoul midnight, when UTC is still on the day before', async () => {
    const clock = await clockWith('2026-11-22');
    const real = new Date('2027-03-05T15:30:00Z'); // 00:30 on 03-06 in Seoul
    expect(clock.today(real)).toBe('2026-11-22');
    expect(clock.now(real).toISOString()).toBe('2026-11-21T15:30:00.000Z');
  });

  it('is Seoul real clock without a pin', async () => {
    const clock = await clockWith(undefined);
    const real = new Date('2027-03-05T15:30:00Z');
    expect(clock.today(real)).toBe('2027-03-06');
    expect(clock.now(real)).toBe(real);
  });
});
