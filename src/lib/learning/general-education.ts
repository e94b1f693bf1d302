// A student's completion of the general-education areas: earned credits against the credits each
// area requires. Pure; the server feeds it the areas and the counted, passed transcript rows.

export interface GeAreaDef {
  areaCd: string;
  korNm: string;
  /** null on a top area. */
  upAreaCd: string | null;
  minCredits: number;
}

export interface AreaCompletion {
  areaCd: string;
  earned: number;
  /** Credits the area requires; a top area without its own minimum requires what its sub-areas do. */
  required: number;
  /** Met when the required credits are earned (an area requiring 0 is a recommended area: always met). */
  met: boolean;
}

/**
 * Completion per area. `passed` holds rows that count and earned their credits (retakes resolved,
 * F and NP left out); a subject in a sub-area also counts toward its top area.
 */
export function areaCompletion(areas: readonly GeAreaDef[], passed: readonly { geAreaCd: string | null; credits: number }[]): Map<string, AreaCompletion> {
  const direct = new Map<string, number>();
  for (const r of passed) if (r.geAreaCd) direct.set(r.geAreaCd, (direct.get(r.geAreaCd) ?? 0) + r.credits);
  const out = new Map<string, AreaCompletion>();
  const complete = (areaCd: string, earned: number, required: number) => out.set(areaCd, { areaCd, earned, required, met: earned >= required });
  for (const a of areas.filter((x) => x.upAreaCd)) complete(a.areaCd, direct.get(a.areaCd) ?? 0, a.minCredits);
  for (const top of areas.filter((x) => !x.upAreaCd)) {
    const children = areas.filter((x) => x.upAreaCd === top.areaCd);
    const earned = (direct.get(top.areaCd) ?? 0) + children.reduce((s, c) => s + (direct.get(c.areaCd) ?? 0), 0);
    const required = top.minCredits > 0 ? top.minCredits : children.reduce((s, c) => s + c.minCredits, 0);
    complete(top.areaCd, earned, required);
  }
  return out;
}

/** Share of the requirement earned, 0-100 (100 for an area that requires nothing). */
export const completionPercent = (c: { earned: number; required: number }) => (c.required <= 0 ? 100 : Math.min(100, Math.round((c.earned / c.required) * 100)));
