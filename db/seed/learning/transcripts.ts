// Every student's transcript: the completed terms with grades, aimed at the credits and average of
// ACADEMIC_TARGETS, and for enrolled students the running term (2026-20) with sections whose times
// do not overlap. Major subjects follow the department's order and prerequisites; general
// education fills the areas' minimums first; a few F grades are retaken the next term, pass/fail
// subjects get P, and a few students have transfer credits.
import type { schema } from '../../../src/lib/server/db/index';
import { GRADE_POINTS } from '../../../src/lib/learning/grades';
import { createRng, type Rng } from '../random';
import { GE_AREAS } from './catalog-ge';
import { RUNNING, overlaps, type OfferingInfo, type Slot } from './offerings';
import type { Catalog, SubjectInfo } from './subjects';

type Enrolment = typeof schema.enrolments.$inferInsert;
type User = typeof schema.users.$inferInsert;

export interface Target {
  semesters: number;
  credits: number;
  gpa: number;
}

export interface StudentRecord {
  userId: string;
  /** Completed terms in order, e.g. [[2024,'10'], [2024,'20'], ...]. */
  terms: [number, string][];
  passed: Set<string>;
  earnedCredits: number;
  runningOfferings: number[];
  /** Subjects of the running term (passed by the time the next term starts, as far as planning goes). */
  runningSubjects: Set<string>;
}

/** Students with transfer credits (학점교류, 교환학생). */
const TRANSFERS: [string, string, number][][] = [
  [['학점교류 · 한빛대학교 「경제학원론」', 'GE_ELEC', 3], ['학점교류 · 한빛대학교 「현대사회와 법」', 'GE_ELEC', 3]],
  [['교환학생 · University of Melbourne 「Intercultural Communication」', 'GE_ELEC', 3], ['교환학생 · University of Melbourne 「Australian Society」', 'FREE', 3]],
  [['학점교류 · 가람대학교 「마케팅원론」', 'FREE', 3], ['학점교류 · 가람대학교 「창업실무」', 'FREE', 2]],
  [['교환학생 · 도쿄 협정대학 「일본어 중급」', 'GE_ELEC', 3], ['교환학생 · 도쿄 협정대학 「일본 문화론」', 'GE_ELEC', 3]],
  [['K-MOOC 학점인정 · 「데이터 과학 입문」', 'FREE', 3]],
];

const LADDER = [4.5, 4.0, 3.5, 3.0, 2.5, 2.0, 1.5, 1.0];
const LETTER = new Map(Object.entries(GRADE_POINTS).map(([g, p]) => [p, g]));
const snap = (x: number) => LADDER.reduce((best, p) => (Math.abs(p - x) < Math.abs(best - x) ? p : best), LADDER[0]);

const minOf = new Map(GE_AREAS.map(([cd, , , min]) => [cd, min]));

export function buildTranscripts(catalog: Catalog, offerings: OfferingInfo[], students: User[], targets: Map<string, Target>) {
  const rng = createRng(5501);
  const enrolments: Enrolment[] = [];
  const records = new Map<string, StudentRecord>();
  const running = offerings.filter((o) => o.year === RUNNING.year && o.termCd === RUNNING.termCd);
  const sectionsOf = new Map<string, OfferingInfo[]>();
  for (const o of running) sectionsOf.set(o.sbjtKeyId, [...(sectionsOf.get(o.sbjtKeyId) ?? []), o]);
  const seats = new Map<number, number>();
  const electives = [...catalog.ge, ...catalog.free];

  // Transfer credits go to the first students of 256-300 with at least three finished terms.
  const transferOf = new Map<string, [string, string, number][]>();
  for (const st of students) {
    const n = Number(st.userId.slice(7));
    if (n >= 256 && transferOf.size < TRANSFERS.length && (targets.get(st.userId)?.semesters ?? 0) >= 3) transferOf.set(st.userId, TRANSFERS[transferOf.size]);
  }

  for (const st of students) {
    const target = targets.get(st.userId)!;
    const entryYear = Number(st.entrDt!.slice(0, 4));
    const isDemo = st.userId === 'student1';
    const firstRow = enrolments.length;
    const terms: [number, string][] = Array.from({ length: target.semesters }, (_, i) => [entryYear + Math.floor(i / 2), i % 2 ? '20' : '10']);
    // Credits per term: the target spread evenly, the remainder on the first terms.
    const base = Math.floor(target.credits / target.semesters);
    const perTerm = terms.map((_, i) => base + (i < target.credits - base * target.semesters ? 1 : 0));

    const passed = new Set<string>();
    const taken = new Set<string>();
    const areaCredits = new Map<string, number>();
    const graded: { row: Enrolment; credits: number }[] = [];
    const failTerm = !isDemo && target.semesters >= 3 && rng.chance(0.06) ? rng.int(0, target.semesters - 2) : -1;
    let retake: SubjectInfo | null = null;
    const own = catalog.byDept.get(st.hakguaCd!)!;
    const double = st.doubleMajorCd ? catalog.byDept.get(st.doubleMajorCd)! : [];
    const minor = st.minorCd ? catalog.byDept.get(st.minorCd)! : [];

    terms.forEach(([year, termCd], i) => {
      const studyYear = Math.floor(i / 2) + 1;
      let remaining = perTerm[i];
      const before = new Set(passed);
      const chosen: SubjectInfo[] = [];
      const ok = (s: SubjectInfo) => !taken.has(s.sbjtKeyId) && s.prereqs.every((p) => before.has(p)) && s.credits <= remaining && remaining - s.credits !== 1;
      const add = (s: SubjectInfo) => {
        chosen.push(s);
        taken.add(s.sbjtKeyId);
        remaining -= s.credits;
      };
      const row = (s: SubjectInfo, grade: string | null): Enrolment => ({ studentId: st.userId, year, termCd, kind: 'COURSE', sbjtKeyId: s.sbjtKeyId, offeringId: null, credits: s.credits, grade });

      if (retake) {
        chosen.push(retake);
        remaining -= retake.credits;
        retake = null;
      }
      const transfer = transferOf.get(st.userId);
      if (transfer && i === 2) {
        for (const [transferNm, transferCategory, credits] of transfer) {
          enrolments.push({ studentId: st.userId, year, termCd, kind: 'TRANSFER', sbjtKeyId: null, offeringId: null, transferNm, transferCategory, credits, grade: 'P' });
          remaining -= credits;
        }
      }
      // The department's subjects of this year and term, and any of the same term missed before.
      for (const s of own) if (s.stdTermCd === termCd && s.stdYear <= studyYear && ok(s)) add(s);
      // Required general education in the first year.
      for (const s of catalog.ge) if (s.category === 'GE_REQ' && s.stdYear <= studyYear && s.stdTermCd === termCd && ok(s)) add(s);
      // Second majors from the second year: two double-major subjects, one minor subject a term.
      if (i >= 2) {
        double.filter((s) => s.stdTermCd === termCd && ok(s)).slice(0, 2).forEach((s) => ok(s) && add(s));
        minor.filter((s) => s.stdTermCd === termCd && ok(s)).slice(0, 1).forEach((s) => ok(s) && add(s));
      }
      // General education (areas still short first, this term's subjects first), free electives later on.
      while (remaining > 0) {
        const pool = electives.filter((s) => ok(s) && (s.category !== 'FREE' || studyYear >= 2));
        if (!pool.length) break;
        const score = (s: SubjectInfo) =>
          (s.geAreaCd && (areaCredits.get(s.geAreaCd) ?? 0) < (minOf.get(s.geAreaCd) ?? 0) ? 4 : 0) +
          (s.stdTermCd === termCd ? 2 : 0) +
          (s.stdYear <= studyYear ? 1 : 0) +
          (remaining <= 2 && s.credits === remaining ? 8 : 0) +
          (s.category === 'FREE' ? -2 : 0);
        const best = Math.max(...pool.map(score));
        const s = rng.pick(pool.filter((c) => score(c) === best));
        add(s);
        if (s.geAreaCd) areaCredits.set(s.geAreaCd, (areaCredits.get(s.geAreaCd) ?? 0) + s.credits);
      }
      for (const s of chosen) {
        const r = row(s, s.passFail ? 'P' : 'A0');
        enrolments.push(r);
        if (!s.passFail) graded.push({ row: r, credits: s.credits });
        passed.add(s.sbjtKeyId);
      }
      // One failed elective on top of the term's load, retaken the term after.
      if (i === failTerm) {
        const pool = catalog.ge.filter((s) => s.category === 'GE_ELEC' && !s.passFail && !taken.has(s.sbjtKeyId) && s.credits === 3);
        if (pool.length) {
          const s = rng.pick(pool);
          taken.add(s.sbjtKeyId);
          enrolments.push(row(s, 'F'));
          retake = s;
        }
      }
    });

    // Letter grades around the target average, then nudged one step at a time until the average is close.
    for (const g of graded) g.row.grade = LETTER.get(Math.min(4.5, Math.max(1.0, snap(target.gpa + gauss(rng) * 0.55))))!;
    const gpaOf = () => {
      const c = graded.reduce((s, g) => s + g.credits, 0);
      return c ? graded.reduce((s, g) => s + GRADE_POINTS[g.row.grade!] * g.credits, 0) / c : target.gpa;
    };
    for (let n = 0; n < 1000; n++) {
      const diff = target.gpa - gpaOf();
      if (Math.abs(diff) <= 0.012) break;
      const movable = graded.filter((g) => (diff > 0 ? GRADE_POINTS[g.row.grade!] < 4.5 : GRADE_POINTS[g.row.grade!] > 1.0));
      if (!movable.length) break;
      const g = rng.pick(movable);
      const p = GRADE_POINTS[g.row.grade!] + (diff > 0 ? 0.5 : -0.5);
      g.row.grade = LETTER.get(p)!;
    }

    // The running term: 5-7 sections without overlapping times.
    const runningOfferings: number[] = [];
    const runningSubjects = new Set<string>();
    if (st.shregSt === '10') {
      const year = Number(st.gradeCd);
      const times: Slot[][] = [];
      let credits = 0;
      const goal = isDemo ? 18 : rng.int(15, 19);
      const ready = (s: SubjectInfo) => !taken.has(s.sbjtKeyId) && s.prereqs.every((p) => passed.has(p)) && sectionsOf.has(s.sbjtKeyId);
      const byYear = (list: SubjectInfo[]) => list.filter((s) => s.stdTermCd === RUNNING.termCd && s.stdYear <= year && ready(s));
      const majors = byYear(own).sort((a, b) => b.stdYear - a.stdYear);
      const seconds = [...byYear(double).slice(0, 2), ...byYear(minor).slice(0, 1)];
      const geFirst = catalog.ge.filter((s) => s.category === 'GE_REQ' && ready(s) && s.stdTermCd === RUNNING.termCd);
      const geRest = shuffle(rng, catalog.ge.filter((s) => s.category === 'GE_ELEC' && ready(s)));
      const tryAdd = (s: SubjectInfo) => {
        if (runningOfferings.length >= 7 || (credits + s.credits > goal && runningOfferings.length >= 5) || credits + s.credits > 21) return;
        const section = shuffle(rng, sectionsOf.get(s.sbjtKeyId)!).find((o) => (seats.get(o.offeringId) ?? 0) < o.capacity && !times.some((t) => overlaps(t, o.times)));
        if (!section) return;
        seats.set(section.offeringId, (seats.get(section.offeringId) ?? 0) + 1);
        times.push(section.times);
        credits += s.credits;
        taken.add(s.sbjtKeyId);
        runningOfferings.push(section.offeringId);
        runningSubjects.add(s.sbjtKeyId);
        enrolments.push({ studentId: st.userId, year: RUNNING.year, termCd: RUNNING.termCd, kind: 'COURSE', sbjtKeyId: s.sbjtKeyId, offeringId: section.offeringId, credits: s.credits, grade: null });
      };
      for (const s of [...majors, ...seconds, ...geFirst, ...geRest]) tryAdd(s);
      if (runningOfferings.length < 5) throw new Error(`${st.userId}: only ${runningOfferings.length} running-term sections`);
    }

    let earnedCredits = 0;
    for (let k = firstRow; k < enrolments.length; k++) if (enrolments[k].grade && enrolments[k].grade !== 'F') earnedCredits += enrolments[k].credits;
    records.set(st.userId, { userId: st.userId, terms, passed, earnedCredits, runningOfferings, runningSubjects });
  }
  return { enrolments, records };
}

/** Roughly normal, mean 0 and deviation 1. */
function gauss(rng: Rng) {
  return (rng.next() + rng.next() + rng.next() + rng.next() - 2) * 1.73;
}

function shuffle<T>(rng: Rng, list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
