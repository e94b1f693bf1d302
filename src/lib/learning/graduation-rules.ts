// Graduation requirement rules as data: what each kind of rule means and the shape of its params.
// Stored in grad_requirement_rules (kind + params), read by the graduation engine on the server and
// by the staff editor in the browser, so the shapes are checked with one schema on both sides.
import * as z from 'zod/mini';
import { CATEGORY_CODES, type Category } from './categories';

export { CATEGORIES, CATEGORY_CODES, categoryName, type Category } from './categories';

/** Roles of a requirement set. */
export const ROLES = { UNIVERSITY: '공통', PRIMARY: '주전공', DOUBLE: '복수전공', MINOR: '부전공' } as const;
export type Role = keyof typeof ROLES;
/** The badge colour of each role, the same on the student's page and in the what-if view. */
export const ROLE_VARIANTS: Record<Role, string> = { UNIVERSITY: 'secondary', PRIMARY: 'primary', DOUBLE: 'info', MINOR: 'warning' };

/** Non-course achievements and the unit of their value. */
export const ACHIEVEMENTS = {
  ENGLISH: { nm: '공인영어성적', unit: '점' },
  VOLUNTEER: { nm: '봉사활동', unit: '시간' },
  THESIS: { nm: '졸업논문(작품)', unit: '' },
} as const;
export type AchievementKind = keyof typeof ACHIEVEMENTS;

const positive = z.number().check(z.int(), z.minimum(1), z.maximum(200));

/**
 * The kinds of rule:
 * - TOTAL_CREDITS: passed credits of every kind (transfer included) reach `min`.
 * - CATEGORY_CREDITS: credits of subjects in `categories` reach `min`; with `ownDept` only subjects of
 *   the set's department count (the major rules of a department set).
 * - REQUIRED_SUBJECTS: every subject listed is passed.
 * - GE_AREA_CREDITS: credits of general-education subjects in area `areaCd` (or its sub-areas) reach `min`.
 * - GPA: the grade point average over graded subjects reaches `min` (on a 4.5 scale).
 * - ACHIEVEMENT: the best recorded value of a non-course achievement reaches `min`
 *   (THESIS is met by any record with value 1).
 */
export const ruleParamSchemas = {
  TOTAL_CREDITS: z.object({ min: positive }),
  CATEGORY_CREDITS: z.object({
    min: positive,
    categories: z.array(z.enum(CATEGORY_CODES as [Category, ...Category[]])).check(z.minLength(1)),
    ownDept: z.boolean(),
  }),
  REQUIRED_SUBJECTS: z.object({ sbjtKeyIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
  GE_AREA_CREDITS: z.object({ areaCd: z.string().check(z.minLength(1)), min: positive }),
  GPA: z.object({ min: z.number().check(z.minimum(0), z.maximum(4.5)) }),
  ACHIEVEMENT: z.object({
    achievement: z.enum(Object.keys(ACHIEVEMENTS) as [AchievementKind, ...AchievementKind[]]),
    min: z.number().check(z.int(), z.minimum(1), z.maximum(1000)),
  }),
} as const;

export type RuleKind = keyof typeof ruleParamSchemas;
export const RULE_KINDS = Object.keys(ruleParamSchemas) as RuleKind[];
export type RuleParams<K extends RuleKind> = z.infer<(typeof ruleParamSchemas)[K]>;

export const RULE_KIND_NAMES: Record<RuleKind, string> = {
  TOTAL_CREDITS: '총 이수학점',
  CATEGORY_CREDITS: '이수구분별 학점',
  REQUIRED_SUBJECTS: '필수 교과목',
  GE_AREA_CREDITS: '교양 영역 학점',
  GPA: '평점평균',
  ACHIEVEMENT: '비교과 요건',
};

export type Rule = { [K in RuleKind]: { kind: K; label: string; params: RuleParams<K> } }[RuleKind];
