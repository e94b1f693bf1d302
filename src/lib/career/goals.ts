// Career goals: which competencies and programme categories serve each job family (code group
// JOB_CLS, after the Korean employment classification). One home for the mapping the goal page's
// recommendations and their reasons come from.

export const GOAL_GRADES = [1, 2, 3, 4] as const;
export const GOAL_TERMS = ['1', '2'] as const;

/** The competencies (competencies table) a job family leans on most, strongest first. */
export const JOB_COMPETENCIES: Record<string, string[]> = {
  JOB01: ['EXPT', 'COMM'],
  JOB02: ['EXPT', 'CRTV'],
  JOB03: ['CMTY', 'COMM'],
  JOB04: ['EXPT', 'CMTY'],
  JOB05: ['CRTV', 'COMM'],
  JOB06: ['COMM', 'CLLB'],
  JOB07: ['COMM', 'CLLB'],
  JOB08: ['EXPT', 'CLLB'],
  JOB09: ['EXPT', 'CLLB'],
  JOB10: ['EXPT', 'CMTY'],
};

export const competenciesForJob = (jobClsCd: string | null | undefined) => (jobClsCd ? (JOB_COMPETENCIES[jobClsCd] ?? []) : []);
