// A tiny seeded pseudo-random generator (mulberry32) so that the demo data is the same on every run.

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** True with the given probability. */
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)],
    chance: (p) => next() < p,
  };
}

/** Zero-padded decimal. */
export const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A mobile number like 010-1234-5678. */
export const mobile = (rng: Rng) => `010-${pad(rng.int(2000, 9999), 4)}-${pad(rng.int(0, 9999), 4)}`;

/** A date string 'YYYY-MM-DD' for the given year with a random month and day (days 1-28 are valid in every month). */
export const dateInYear = (rng: Rng, year: number) => `${year}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;

/** A fixed instant in Korean time, e.g. kst('2026-11-21', '10:30'). */
export const kst = (date: string, time = '09:00') => new Date(`${date}T${time}:00+09:00`);
