// Sections of every subject in the running term (2026-20, subjects usually taken in the second term)
// and the next one (2027-10, first-term subjects), on a weekly grid of 75-minute blocks from 09:00.
// A professor never teaches two sections at once, and the first sections of one department's
// subjects for the same year of study never overlap, so a student can take her year's subjects together.
import type { schema } from '../../../src/lib/server/db/index';
import { createRng, pad } from '../random';
import { GE_TEACHING_DEPTS } from './catalog-ge';
import { DEPARTMENTS, type Catalog, type SubjectInfo } from './subjects';

type Offering = typeof schema.offerings.$inferInsert;
export type Slot = { day: number; start: string; end: string };

export const RUNNING = { year: 2026, termCd: '20' } as const;
export const NEXT = { year: 2027, termCd: '10' } as const;

const BLOCKS = ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30'];
const plus75 = (t: string) => {
  const m = Number(t.slice(0, 2)) * 60 + Number(t.slice(3)) + 75;
  return `${pad(Math.floor(m / 60), 2)}:${pad(m % 60, 2)}`;
};
/** Weekly patterns by credits: 3 = the same block on two days, 2 = two blocks in a row, 1 = one block. */
function patterns(credits: number): Slot[][] {
  const out: Slot[][] = [];
  if (credits >= 3) {
    for (const [a, b] of [[1, 3], [2, 4], [3, 5], [1, 4], [2, 5]])
      for (const s of BLOCKS) out.push([{ day: a, start: s, end: plus75(s) }, { day: b, start: s, end: plus75(s) }]);
  } else if (credits === 2) {
    for (let day = 1; day <= 5; day++) for (const i of [0, 2, 4]) out.push([{ day, start: BLOCKS[i], end: plus75(BLOCKS[i + 1]) }]);
  } else {
    for (let day = 1; day <= 5; day++) for (const s of BLOCKS) out.push([{ day, start: s, end: plus75(s) }]);
  }
  return out;
}

export const overlaps = (a: Slot[], b: Slot[]) => a.some((x) => b.some((y) => x.day === y.day && x.start < y.end && y.start < x.end));

export interface OfferingInfo {
  offeringId: number;
  year: number;
  termCd: string;
  sbjtKeyId: string;
  section: string;
  profUserId: string | null;
  capacity: number;
  times: Slot[];
}

export function buildOfferings(catalog: Catalog, professors: { userId: string; deptCd?: string | null }[]) {
  const rng = createRng(4401);
  const profsByDept = new Map<string, string[]>();
  for (const p of professors) profsByDept.set(p.deptCd!, [...(profsByDept.get(p.deptCd!) ?? []), p.userId]);
  const everyone = professors.map((p) => p.userId);
  const building = new Map(DEPARTMENTS.map((d) => [d.cd, d.building]));
  const offerings: OfferingInfo[] = [];
  const rows: (Offering & { offeringId: number })[] = [];

  for (const term of [RUNNING, NEXT]) {
    const busy = new Map<string, Slot[][]>();
    const isFree = (key: string, times: Slot[]) => !(busy.get(key) ?? []).some((t) => overlaps(t, times));
    const take = (key: string, times: Slot[]) => busy.set(key, [...(busy.get(key) ?? []), times]);
    const subjects = catalog.subjects.filter((s) => s.stdTermCd === term.termCd);
    // Major subjects first (they have the tighter constraints), general education after.
    const ordered = [...subjects.filter((s) => s.geAreaCd === null && s.category !== 'FREE'), ...subjects.filter((s) => s.geAreaCd !== null || s.category === 'FREE')];
    for (const s of ordered) {
      const sections = sectionCount(s);
      const teachers = s.geAreaCd ? (GE_TEACHING_DEPTS[s.geAreaCd] ?? []).flatMap((d) => profsByDept.get(d) ?? []) : s.category === 'FREE' ? [] : (profsByDept.get(s.deptCd) ?? []);
      const options = patterns(s.credits);
      for (let k = 0; k < sections; k++) {
        const cohort = s.geAreaCd || s.category === 'FREE' ? null : `${s.deptCd}-${s.stdYear}-${k}`;
        const start = rng.int(0, options.length - 1);
        let chosen: { times: Slot[]; prof: string | null } | null = null;
        for (let i = 0; i < options.length && !chosen; i++) {
          const times = options[(start + i) % options.length];
          if (cohort && !isFree(cohort, times)) continue;
          // General education falls back on any professor who is free.
          const pool = s.geAreaCd && i >= options.length / 2 ? everyone : teachers;
          const prof = pool.length ? pool.map((_, j) => pool[(k + j) % pool.length]).find((p) => isFree(p, times)) : null;
          if (pool.length && !prof) continue;
          chosen = { times, prof: prof ?? null };
        }
        if (!chosen) {
          // Nobody free at any time: an unassigned section at the least busy time.
          chosen = { times: options[start], prof: null };
        }
        if (cohort) take(cohort, chosen.times);
        if (chosen.prof) take(chosen.prof, chosen.times);
        const offeringId = rows.length + 1;
        const capacity = s.geAreaCd ? (s.category === 'GE_REQ' ? 40 : 50) : s.category === 'FREE' ? 30 : 40;
        const room = s.geAreaCd || s.category === 'FREE' ? `호크마관 ${rng.int(1, 5)}${pad(rng.int(1, 20), 2)}호` : `${building.get(s.deptCd)} ${rng.int(2, 7)}${pad(rng.int(1, 20), 2)}호`;
        const info: OfferingInfo = { offeringId, year: term.year, termCd: term.termCd, sbjtKeyId: s.sbjtKeyId, section: pad(k + 1, 2), profUserId: chosen.prof, capacity, times: chosen.times };
        offerings.push(info);
        rows.push({ ...info, room, useYn: 'Y' });
      }
    }
  }
  return { offerings, rows };
}

/** Required general education and the first years' required majors need more seats. */
function sectionCount(s: SubjectInfo) {
  if (s.category === 'GE_REQ') return 4;
  if (s.geAreaCd) return 2;
  if (s.category === 'MAJOR_REQ' && s.stdYear <= 2) return 2;
  return 1;
}
