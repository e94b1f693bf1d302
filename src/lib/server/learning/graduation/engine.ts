// The graduation engine: pure evaluation of requirement rules (data in grad_requirement_rules) against a
// transcript, achievements and planned subjects. No database here, so every rule is unit tested.
//
// How subjects are counted (decisions, each covered by tests/unit/learning-grad-engine.test.ts):
// - Only the rows that count: of a retaken subject the latest attempt only (countedRows), even when the
//   retake's grade is lower. Failed (F) and NP rows fill nothing; rows of the running term (no grade
//   yet) fill nothing either: they are not completed.
// - Sets do not compete for a subject across levels: a subject may fill a department rule and the
//   university-wide TOTAL_CREDITS / GE_AREA_CREDITS / GPA rules at the same time.
// - Within one set the rules are independent checks: REQUIRED_SUBJECTS and CATEGORY_CREDITS share
//   subjects (the required subjects are part of the major credits), as the departments publish them.
// - Between department sets a subject belongs to its own department: a subject of the double-major
//   (or minor) department counts for the DOUBLE (MINOR) set, never for the primary major's, even for
//   a rule with ownDept false. Subjects of other departments are free for an ownDept-false rule.
// - Transfer credits count for TOTAL_CREDITS and for CATEGORY_CREDITS with ownDept false only (by the
//   category they were recognised as); never for GE areas, REQUIRED_SUBJECTS or the GPA.
// - GPA: the credit-weighted average over graded rows (P/NP and transfer excluded) on a 4.5 scale.
// - Planned subjects (the what-if) count as passed with no grade, are marked planned, and never change
//   the GPA. A planned subject already passed is ignored (reported in `ignoredPlanned`); a planned
//   subject last failed counts as a retake that replaces the failed row.
// - remaining = max(0, required - completed): an over-filled rule shows 0, never a negative number.
import { ruleParamSchemas, type Role, type RuleKind } from '../../../learning/graduation-rules';
import { gradePointAverage, isPassed } from '../../../learning/grades';
import { countedRows, type TranscriptRow } from '../transcript';
import type { Achievement, SubjectInfo, Fill, RuleDiff, RuleResult, RuleUnit, SetResult, Simulation, SimulationDiff } from '../../../learning/grad-types';

export type { Achievement, SubjectInfo, Fill, RuleDiff, RuleResult, RuleUnit, SetResult, Simulation, SimulationDiff };

export interface RequirementSet {
  setId: number;
  role: Role;
  deptCd: string | null;
  deptNm?: string | null;
  title: string;
  rules: { ruleId: number; kind: string; label: string; params: unknown }[];
}

export interface EngineInput {
  /** The whole transcript, retakes and running-term rows included (the engine picks what counts). */
  rows: TranscriptRow[];
  achievements: Achievement[];
  sets: RequirementSet[];
  /** General-education areas, to count a sub-area's subjects toward its top area. */
  geAreas: { areaCd: string; upAreaCd: string | null }[];
  /** Subjects planned in a what-if. */
  planned?: SubjectInfo[];
  /** Names of subjects a REQUIRED_SUBJECTS rule lists, to show the missing ones. */
  subjectInfo?: Map<string, SubjectInfo>;
}

interface Counted extends Fill {
  category: string;
  deptCd: string | null;
  geAreaCd: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const toFill = ({ category: _c, deptCd: _d, geAreaCd: _g, ...fill }: Counted): Fill => fill;

/** The rows that fill requirements: passed counted rows plus the planned subjects. */
function fillingRows(input: EngineInput): { rows: Counted[]; ignored: Simulation['ignoredPlanned']; gpa: number | null } {
  const counted = countedRows(input.rows);
  const passed = new Set(counted.filter((r) => r.sbjtKeyId && isPassed(r.grade)).map((r) => r.sbjtKeyId!));
  const ignored: Simulation['ignoredPlanned'] = [];
  const planned: SubjectInfo[] = [];
  const seen = new Set<string>();
  for (const s of input.planned ?? []) {
    if (seen.has(s.sbjtKeyId)) continue;
    seen.add(s.sbjtKeyId);
    if (passed.has(s.sbjtKeyId)) ignored.push({ sbjtKeyId: s.sbjtKeyId, korNm: s.korNm });
    else planned.push(s);
  }
  // Failed rows fill nothing, so a planned retake of a failed subject simply adds the planned row.
  const rows: Counted[] = counted
    .filter((r) => isPassed(r.grade))
    .map((r) => ({
      enrolmentId: r.enrolmentId,
      sbjtKeyId: r.sbjtKeyId,
      sbjtCd: r.sbjtCd,
      korNm: r.korNm,
      credits: r.credits,
      grade: r.grade,
      year: r.year,
      termCd: r.termCd,
      transfer: r.kind === 'TRANSFER',
      planned: false,
      category: r.category,
      deptCd: r.kind === 'TRANSFER' ? null : r.deptCd,
      geAreaCd: r.kind === 'TRANSFER' ? null : r.geAreaCd,
    }));
  for (const s of planned) {
    rows.push({
      enrolmentId: null,
      sbjtKeyId: s.sbjtKeyId,
      sbjtCd: s.sbjtCd,
      korNm: s.korNm,
      credits: s.credits,
      grade: null,
      year: null,
      termCd: null,
      transfer: false,
      planned: true,
      category: s.category,
      deptCd: s.deptCd,
      geAreaCd: s.geAreaCd,
    });
  }
  // Graded rows taken here only, so transfer credits and P/NP never move the average.
  const gpa = gradePointAverage(counted.filter((r) => r.kind === 'COURSE'));
  return { rows, ignored, gpa };
}

function creditsResult(base: Pick<RuleResult, 'ruleId' | 'kind' | 'label'>, min: number, rows: Counted[]): RuleResult {
  const completed = rows.reduce((s, r) => s + r.credits, 0);
  return { ...base, unit: '학점', required: min, completed, remaining: Math.max(0, min - completed), met: completed >= min, fills: rows.map(toFill) };
}

/** Is the area the rule's area or one of its sub-areas (at any depth)? */
function inArea(areaCd: string | null, target: string, parents: Map<string, string | null>): boolean {
  for (let a = areaCd, depth = 0; a && depth < 10; a = parents.get(a) ?? null, depth++) if (a === target) return true;
  return false;
}

function evaluateRule(
  rule: RequirementSet['rules'][number],
  set: RequirementSet,
  ctx: { rows: Counted[]; gpa: number | null; achievements: Achievement[]; parents: Map<string, string | null>; otherDepts: Set<string>; subjectInfo?: Map<string, SubjectInfo> },
): RuleResult {
  const base = { ruleId: rule.ruleId, kind: rule.kind, label: rule.label };
  const schema = ruleParamSchemas[rule.kind as RuleKind];
  const parsed = schema?.safeParse(rule.params);
  if (!schema || !parsed?.success) {
    return { ...base, unit: '학점', required: 0, completed: 0, remaining: 0, met: false, fills: [], error: '요건 설정이 올바르지 않습니다. 학사 담당자에게 문의해 주세요.' };
  }
  // A department set never takes a subject that belongs to another of the student's department sets.
  const mine = set.deptCd === null ? ctx.rows : ctx.rows.filter((r) => !r.deptCd || r.deptCd === set.deptCd || !ctx.otherDepts.has(r.deptCd));
  switch (rule.kind as RuleKind) {
    case 'TOTAL_CREDITS': {
      const p = parsed.data as { min: number };
      return creditsResult(base, p.min, mine);
    }
    case 'CATEGORY_CREDITS': {
      const p = parsed.data as { min: number; categories: string[]; ownDept: boolean };
      const rows = mine.filter((r) => p.categories.includes(r.category) && (p.ownDept ? !r.transfer && set.deptCd !== null && r.deptCd === set.deptCd : true));
      return creditsResult(base, p.min, rows);
    }
    case 'GE_AREA_CREDITS': {
      const p = parsed.data as { areaCd: string; min: number };
      return creditsResult(base, p.min, mine.filter((r) => !r.transfer && inArea(r.geAreaCd, p.areaCd, ctx.parents)));
    }
    case 'REQUIRED_SUBJECTS': {
      const p = parsed.data as { sbjtKeyIds: string[] };
      const ids = [...new Set(p.sbjtKeyIds)];
      const byId = new Map(ctx.rows.filter((r) => !r.transfer && r.sbjtKeyId).map((r) => [r.sbjtKeyId!, r]));
      const fills = ids.flatMap((id) => (byId.has(id) ? [toFill(byId.get(id)!)] : []));
      const missing = ids
        .filter((id) => !byId.has(id))
        .map((id) => {
          const s = ctx.subjectInfo?.get(id);
          return { sbjtKeyId: id, sbjtCd: s?.sbjtCd ?? null, korNm: s?.korNm ?? id, credits: s?.credits ?? null };
        });
      return { ...base, unit: '과목', required: ids.length, completed: fills.length, remaining: missing.length, met: missing.length === 0, fills, missing };
    }
    case 'GPA': {
      const p = parsed.data as { min: number };
      const completed = ctx.gpa ?? 0;
      return { ...base, unit: '평점', required: p.min, completed, remaining: round2(Math.max(0, p.min - completed)), met: ctx.gpa !== null && ctx.gpa >= p.min, fills: [] };
    }
    case 'ACHIEVEMENT': {
      const p = parsed.data as { achievement: string; min: number };
      const records = ctx.achievements.filter((a) => a.kind === p.achievement);
      const best = records.reduce((m, a) => Math.max(m, a.value), 0);
      const unit: RuleUnit = p.achievement === 'ENGLISH' ? '점' : p.achievement === 'VOLUNTEER' ? '시간' : '건';
      return { ...base, unit, required: p.min, completed: best, remaining: Math.max(0, p.min - best), met: best >= p.min, fills: [], records };
    }
  }
  return { ...base, unit: '학점', required: 0, completed: 0, remaining: 0, met: false, fills: [], error: '알 수 없는 요건 종류입니다.' };
}

const ROLE_ORDER: Record<Role, number> = { UNIVERSITY: 0, PRIMARY: 1, DOUBLE: 2, MINOR: 3 };

export function evaluate(input: EngineInput): Simulation {
  const { rows, ignored, gpa } = fillingRows(input);
  const parents = new Map(input.geAreas.map((a) => [a.areaCd, a.upAreaCd]));
  const sets = [...input.sets].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.setId - b.setId);
  const deptSets = sets.filter((s) => s.deptCd !== null);
  const results: SetResult[] = sets.map((set) => {
    const otherDepts = new Set(deptSets.filter((s) => s.deptCd !== set.deptCd).map((s) => s.deptCd!));
    const rules = set.rules.map((rule) => evaluateRule(rule, set, { rows, gpa, achievements: input.achievements, parents, otherDepts, subjectInfo: input.subjectInfo }));
    const unmetCount = rules.filter((r) => !r.met).length;
    return { setId: set.setId, role: set.role, deptCd: set.deptCd, deptNm: set.deptNm ?? null, title: set.title, rules, met: unmetCount === 0, unmetCount };
  });
  const university = results.find((s) => s.role === 'UNIVERSITY');
  const total = university?.rules.find((r) => r.kind === 'TOTAL_CREDITS' && !r.error);
  const unmetCount = results.reduce((s, r) => s + r.unmetCount, 0);
  return {
    sets: results,
    summary: {
      earnedCredits: rows.filter((r) => !r.planned).reduce((s, r) => s + r.credits, 0),
      plannedCredits: rows.filter((r) => r.planned).reduce((s, r) => s + r.credits, 0),
      inProgressCredits: input.rows.filter((r) => r.grade === null).reduce((s, r) => s + r.credits, 0),
      requiredCredits: total ? total.required : null,
      gpa,
      unmetCount,
      graduatable: results.length > 0 && unmetCount === 0,
    },
    ignoredPlanned: ignored,
  };
}

/** What a what-if changes: sets added or dropped, and per rule of the sets in both the remaining before and after. */
export function diff(before: Simulation, after: Simulation): SimulationDiff {
  const beforeSets = new Map(before.sets.map((s) => [s.setId, s]));
  const afterIds = new Set(after.sets.map((s) => s.setId));
  const brief = (s: SetResult) => ({ setId: s.setId, role: s.role, title: s.title });
  const rules: RuleDiff[] = [];
  for (const s of after.sets) {
    const old = beforeSets.get(s.setId);
    if (!old) continue;
    for (const r of s.rules) {
      const o = old.rules.find((x) => x.ruleId === r.ruleId);
      if (!o) continue;
      rules.push({
        setId: s.setId,
        ruleId: r.ruleId,
        label: r.label,
        unit: r.unit,
        before: { remaining: o.remaining, completed: o.completed, met: o.met },
        after: { remaining: r.remaining, completed: r.completed, met: r.met },
        changed: o.remaining !== r.remaining || o.completed !== r.completed || o.met !== r.met,
      });
    }
  }
  const sum = (x: Simulation) => ({ earnedCredits: x.summary.earnedCredits, plannedCredits: x.summary.plannedCredits, unmetCount: x.summary.unmetCount, graduatable: x.summary.graduatable });
  return {
    setsAdded: after.sets.filter((s) => !beforeSets.has(s.setId)).map(brief),
    setsRemoved: before.sets.filter((s) => !afterIds.has(s.setId)).map(brief),
    rules,
    summary: { before: sum(before), after: sum(after) },
  };
}
