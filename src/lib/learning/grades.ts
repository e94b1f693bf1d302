// Letter grades on the university's 4.5 scale. P/NP count for credits but not for the average.

export const GRADE_POINTS: Record<string, number> = {
  'A+': 4.5,
  A0: 4.0,
  'B+': 3.5,
  B0: 3.0,
  'C+': 2.5,
  C0: 2.0,
  'D+': 1.5,
  D0: 1.0,
  F: 0,
};

export const PASS_FAIL = ['P', 'NP'] as const;
export const GRADES = [...Object.keys(GRADE_POINTS), ...PASS_FAIL];

/** A finished subject earns its credits unless failed. */
export const isPassed = (grade: string | null) => grade !== null && grade !== 'F' && grade !== 'NP';

/** Graded subjects (not P/NP) enter the average. */
export const isGraded = (grade: string | null) => grade !== null && grade in GRADE_POINTS;

/** The average of grade points weighted by credits, rounded to two decimals; null with nothing graded. */
export function gradePointAverage(rows: { credits: number; grade: string | null }[]): number | null {
  let points = 0;
  let credits = 0;
  for (const r of rows) {
    if (!isGraded(r.grade)) continue;
    points += GRADE_POINTS[r.grade!] * r.credits;
    credits += r.credits;
  }
  return credits === 0 ? null : Math.round((points / credits) * 100) / 100;
}
