// The shapes the what-if parts pass between them.
import type { WhatIf } from '@/lib/schemas/learning-grad';
import type { SimulationView, SubjectHit } from '@/lib/learning/grad-types';

export interface ScenarioItem {
  scenarioId: number;
  name: string;
  params: WhatIf;
  createdAt: string;
  result: SimulationView;
}

/** A subject the student plans to take, as the chips show it. */
export type Planned = Pick<SubjectHit, 'sbjtKeyId' | 'sbjtCd' | 'korNm' | 'credits'>;

/** The three department choices as the selects hold them ('' = none). */
export interface Choice {
  primaryDeptCd: string;
  doubleDeptCd: string;
  minorDeptCd: string;
}

export const WHATIF_API = '/api/v1/learnact/grdtsmlt';

export function whatIfOf(choice: Choice, planned: Planned[]): WhatIf {
  return {
    primaryDeptCd: choice.primaryDeptCd,
    doubleDeptCd: choice.doubleDeptCd || null,
    minorDeptCd: choice.minorDeptCd || null,
    plannedSbjtKeyIds: planned.map((p) => p.sbjtKeyId),
  };
}
