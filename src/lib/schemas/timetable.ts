// Timetable planner inputs, shared by the planner island and the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import { MAX_PLAN_SECTIONS } from '../learning/timetable';

export const PLAN_NAME_MAX = 20;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const PlanName = z.pipe(
  z.transform(trimmed),
  z.string({ error: '계획 이름을 입력해 주세요.' }).check(z.minLength(1, '계획 이름을 입력해 주세요.'), z.maxLength(PLAN_NAME_MAX, `계획 이름은 ${PLAN_NAME_MAX}자 이내로 입력해 주세요.`)),
);

export const OfferingIds = z
  .array(z.number({ error: '분반 번호가 올바르지 않습니다.' }).check(z.int('분반 번호가 올바르지 않습니다.'), z.positive('분반 번호가 올바르지 않습니다.')), { error: '분반 목록이 올바르지 않습니다.' })
  .check(
    z.maxLength(MAX_PLAN_SECTIONS, `한 계획에는 ${MAX_PLAN_SECTIONS}개 분반까지 담을 수 있습니다.`),
    z.refine((ids) => new Set(ids).size === ids.length, '같은 분반이 두 번 들어 있습니다.'),
  );

/** A new plan: a name and, optionally, the sections to start with. */
export const PlanCreateInput = z.object({ name: PlanName, offeringIds: z._default(OfferingIds, []) });

/** Saving a plan: its name and sections (both replace what is stored). */
export const PlanSaveInput = z.object({ name: PlanName, offeringIds: OfferingIds });

/** Copying a plan under a new name. */
export const PlanCopyInput = z.object({ name: PlanName });

/** Searching the term's offerings. */
export const OfferingQuery = z.object({
  q: z.optional(z.pipe(z.transform(trimmed), z.string().check(z.maxLength(50, '검색어는 50자 이내로 입력해 주세요.')))),
  deptCd: z.optional(z.string().check(z.maxLength(20, '학과 코드가 올바르지 않습니다.'))),
  category: z.optional(z.enum(['MAJOR_REQ', 'MAJOR_ELEC', 'GE_REQ', 'GE_ELEC', 'FREE'], { error: '이수구분이 올바르지 않습니다.' })),
  day: z.optional(z.coerce.number({ error: '요일이 올바르지 않습니다.' }).check(z.int('요일이 올바르지 않습니다.'), z.gte(1, '요일이 올바르지 않습니다.'), z.lte(6, '요일이 올바르지 않습니다.'))),
});
