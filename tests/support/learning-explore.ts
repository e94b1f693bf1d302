// Shared by the explore API and browser tests: a selection of real catalogue subjects that meets
// every design rule, found the way a student would (a few departments, advanced subjects first).
import { checkDesign, type DesignSubject } from '../../src/lib/learning/major-design';

export interface CatalogueRow extends DesignSubject {
  sbjtCd: string;
  deptNm: string;
  stdTermCd: string;
}

/** Departments in catalogue order that have at least `min` subjects. */
function departments(catalogue: CatalogueRow[], min = 4) {
  const count = new Map<string, number>();
  for (const s of catalogue) if (s.deptCd) count.set(s.deptCd, (count.get(s.deptCd) ?? 0) + 1);
  return [...count].filter(([, n]) => n >= min).map(([d]) => d);
}

/** Round-robin over departments, upper-year subjects first, until the rules pass. */
export function validPick(catalogue: CatalogueRow[], startDept = 0): CatalogueRow[] {
  for (let width = 2; width <= 4; width++) {
    const depts = departments(catalogue).slice(startDept, startDept + width);
    const queues = depts.map((d) => catalogue.filter((s) => s.deptCd === d).sort((a, b) => b.stdYear - a.stdYear || a.sbjtKeyId.localeCompare(b.sbjtKeyId)));
    const picked: CatalogueRow[] = [];
    for (let i = 0; queues.some((q) => q.length); i++) {
      const q = queues[i % queues.length];
      const next = q.shift();
      if (!next) continue;
      picked.push(next);
      const r = checkDesign(picked);
      if (r.ok) return picked;
      if (r.totalCredits > 60) break;
    }
  }
  throw new Error('no valid design found in the catalogue');
}

/** Two subjects of one department: a draft that breaks the rules. */
export function invalidPick(catalogue: CatalogueRow[]): CatalogueRow[] {
  const d = departments(catalogue)[0];
  return catalogue.filter((s) => s.deptCd === d).slice(0, 2);
}
