// How the graduation simulation shows its figures, shared by the server-rendered cards and the what-if island.
import { yearTermName } from '../calendar';
import { ROLES, ROLE_VARIANTS, RULE_KIND_NAMES, type Role, type RuleKind } from './graduation-rules';

/** "12학점", "2과목", "700점", GPA "3.50". */
export function amount(n: number, unit: string): string {
  if (unit === '평점') return n.toFixed(2);
  return `${Number.isInteger(n) ? n : n.toFixed(1)}${unit}`;
}

/** Share of a rule done, 0-100 (an over-filled rule shows full). */
export function percent(completed: number, required: number): number {
  if (required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((completed / required) * 100)));
}

export const roleName = (role: string) => ROLES[role as Role] ?? role;
export const roleVariant = (role: string) => ROLE_VARIANTS[role as Role] ?? 'secondary';
export const kindName = (kind: string) => RULE_KIND_NAMES[kind as RuleKind] ?? kind;
export const termName = yearTermName;
