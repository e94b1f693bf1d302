// The competency certificate (핵심역량 인증): levels, what each kind of requirement counts, and which
// level a student's record earns. Pure, so that the rules are tested without a database.

export const HCERTI_LEVELS = [
  { levelCd: 'BRONZE', korNm: '브론즈' },
  { levelCd: 'SILVER', korNm: '실버' },
  { levelCd: 'GOLD', korNm: '골드' },
] as const;
export type LevelCd = (typeof HCERTI_LEVELS)[number]['levelCd'];

export const REQUIREMENT_KINDS = {
  COMPETENCY_POINTS: { korNm: '역량 이수 점수', unit: '점' },
  DIAGNOSIS: { korNm: '역량 자가진단', unit: '회' },
  PROGRAMS: { korNm: '비교과 프로그램', unit: '점' },
} as const;
export type RequirementKind = keyof typeof REQUIREMENT_KINDS;

/**
 * Competency points from the passed subjects that build one competency. The one place this is defined
 * (as the certificate's rules state it): the sum of credits × weight over those subjects, divided by 3
 * and rounded down, so a 3-credit subject of weight 3 gives 3 points and one of weight 1 gives 1.
 */
export const competencyPoints = (subjects: readonly { credits: number; weight: number }[]) => Math.floor(subjects.reduce((s, x) => s + x.credits * x.weight, 0) / 3);

export interface Requirement {
  reqId: number;
  levelCd: string;
  kind: string;
  competencyCd: string | null;
  minValue: number;
  label: string;
  sortOrd: number;
}

/** What the student has done, as the requirements count it. */
export interface CertificateFacts {
  /** Points per competency code from passed subjects. */
  competencyPoints: Record<string, number>;
  /** Self-diagnoses taken (one per term at most). */
  diagnoses: number;
  /** Points of completed programmes. */
  programPoints: number;
}

export interface RequirementProgress extends Requirement {
  value: number;
  met: boolean;
  /** How much is still needed (0 when met). */
  remaining: number;
}

export interface LevelProgress {
  levelCd: LevelCd;
  korNm: string;
  requirements: RequirementProgress[];
  /** The level's own requirements are all met. */
  ownMet: boolean;
  /** Earned: its own requirements and every level below are met. */
  earned: boolean;
}

export interface CertificateProgress {
  levels: LevelProgress[];
  /** The highest level earned, or null. */
  earned: LevelProgress | null;
  /** The level to work on next, with what is missing, or null when the top is reached. */
  next: { level: LevelProgress; missing: RequirementProgress[] } | null;
}

export function requirementValue(req: Pick<Requirement, 'kind' | 'competencyCd'>, facts: CertificateFacts): number {
  switch (req.kind) {
    case 'COMPETENCY_POINTS':
      return req.competencyCd ? (facts.competencyPoints[req.competencyCd] ?? 0) : 0;
    case 'DIAGNOSIS':
      return facts.diagnoses;
    case 'PROGRAMS':
      return facts.programPoints;
    default:
      // An unknown kind can never be met: better than certifying on a rule nobody understands.
      return 0;
  }
}

const isKnown = (kind: string) => kind in REQUIREMENT_KINDS;

/** Each level includes the requirements of the level below: a level is earned only on top of the one before. */
export function evaluateCertificate(requirements: readonly Requirement[], facts: CertificateFacts): CertificateProgress {
  let below = true;
  const levels: LevelProgress[] = HCERTI_LEVELS.map(({ levelCd, korNm }) => {
    const reqs = requirements
      .filter((r) => r.levelCd === levelCd)
      .sort((a, b) => a.sortOrd - b.sortOrd || a.reqId - b.reqId)
      .map((r) => {
        const value = requirementValue(r, facts);
        const met = isKnown(r.kind) && value >= r.minValue;
        return { ...r, value, met, remaining: met ? 0 : Math.max(0, r.minValue - value) };
      });
    // A level with no requirements at all is not earned by default.
    const ownMet = reqs.length > 0 && reqs.every((r) => r.met);
    const earned = below && ownMet;
    below = earned;
    return { levelCd, korNm, requirements: reqs, ownMet, earned };
  });
  const earned = [...levels].reverse().find((l) => l.earned) ?? null;
  const nextLevel = levels.find((l) => !l.earned);
  return { levels, earned, next: nextLevel ? { level: nextLevel, missing: nextLevel.requirements.filter((r) => !r.met) } : null };
}

/** Points per competency from the passed subjects and the competencies they build. */
export function pointsByCompetency(passed: readonly { sbjtKeyId: string; credits: number }[], links: readonly { sbjtKeyId: string; competencyCd: string; weight: number }[]): Record<string, number> {
  const credits = new Map(passed.map((s) => [s.sbjtKeyId, s.credits]));
  const byCompetency = new Map<string, { credits: number; weight: number }[]>();
  for (const l of links) {
    const c = credits.get(l.sbjtKeyId);
    if (c === undefined) continue;
    byCompetency.set(l.competencyCd, [...(byCompetency.get(l.competencyCd) ?? []), { credits: c, weight: l.weight }]);
  }
  return Object.fromEntries([...byCompetency].map(([cd, list]) => [cd, competencyPoints(list)]));
}
