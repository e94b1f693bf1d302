// The graduation simulation's results, as the server sends them (shared with the what-if island).
import type { Role, RuleKind } from './graduation-rules';

export interface Achievement {
  kind: string;
  value: number;
  note?: string | null;
  achievedDt?: string | null;
}

/** One transcript row (or planned subject) that fills a rule. */
export interface Fill {
  enrolmentId: number | null;
  sbjtKeyId: string | null;
  sbjtCd: string | null;
  korNm: string;
  credits: number;
  grade: string | null;
  year: number | null;
  termCd: string | null;
  transfer: boolean;
  planned: boolean;
}

export type RuleUnit = '학점' | '과목' | '점' | '시간' | '건' | '평점';

export interface RuleResult {
  ruleId: number;
  kind: RuleKind | string;
  label: string;
  unit: RuleUnit;
  required: number;
  completed: number;
  remaining: number;
  met: boolean;
  fills: Fill[];
  /** REQUIRED_SUBJECTS: the listed subjects not passed (nor planned) yet. */
  missing?: { sbjtKeyId: string; sbjtCd: string | null; korNm: string; credits: number | null }[];
  /** ACHIEVEMENT: the recorded values. */
  records?: Achievement[];
  /** Set when the rule's params are broken: the rule is shown unmet instead of failing the page. */
  error?: string;
}

export interface SetResult {
  setId: number;
  role: Role;
  deptCd: string | null;
  deptNm: string | null;
  title: string;
  rules: RuleResult[];
  met: boolean;
  unmetCount: number;
}

export interface Simulation {
  sets: SetResult[];
  summary: {
    /** Passed credits that count, transfer included (planned excluded). */
    earnedCredits: number;
    plannedCredits: number;
    inProgressCredits: number;
    /** The university TOTAL_CREDITS minimum, null without a university set. */
    requiredCredits: number | null;
    gpa: number | null;
    unmetCount: number;
    /** Every rule of every set met (false when no set applies at all). */
    graduatable: boolean;
  };
  /** Planned subjects left out because they are already passed. */
  ignoredPlanned: { sbjtKeyId: string; korNm: string }[];
}

export interface RuleDiff {
  setId: number;
  ruleId: number;
  label: string;
  unit: RuleUnit;
  before: { remaining: number; completed: number; met: boolean };
  after: { remaining: number; completed: number; met: boolean };
  changed: boolean;
}

export interface SimulationDiff {
  setsAdded: { setId: number; role: Role; title: string }[];
  setsRemoved: { setId: number; role: Role; title: string }[];
  rules: RuleDiff[];
  summary: {
    before: { earnedCredits: number; plannedCredits: number; unmetCount: number; graduatable: boolean };
    after: { earnedCredits: number; plannedCredits: number; unmetCount: number; graduatable: boolean };
  };
}

export interface SubjectInfo {
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  credits: number;
  category: string;
  deptCd: string | null;
  geAreaCd: string | null;
}

export interface Department {
  deptCd: string;
  deptNm: string;
  colgNm: string | null;
}

/** The departments a simulation is run for. */
export interface Selection {
  primaryDeptCd: string;
  doubleDeptCd: string | null;
  minorDeptCd: string | null;
}

export interface SimulationView {
  student: { userId: string; korNm: string; deptCd: string; deptNm: string; grade: number; entryYear: number };
  selection: Selection & { primaryDeptNm: string; doubleDeptNm: string | null; minorDeptNm: string | null };
  plannedSbjtKeyIds: string[];
  simulation: Simulation;
  /** Roles whose department has no requirement set for the student's admission year. */
  missingSets: { role: Role; deptCd: string | null; deptNm: string | null }[];
}

export interface WhatIfResult {
  before: SimulationView;
  after: SimulationView;
  diff: SimulationDiff;
}

export interface SubjectHit extends SubjectInfo {
  deptNm: string | null;
  passed: boolean;
}
