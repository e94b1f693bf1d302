// Inputs of the graduation simulation's what-if and scenarios, shared by the island and the endpoints.
import * as z from 'zod/mini';
import { josa } from '../text/josa';

const DEPT = /^[A-Z][A-Z0-9]{1,19}$/;
const SBJT = /^[A-Z0-9]{1,20}$/;
export const MAX_PLANNED = 40;
export const MAX_SCENARIOS = 10;
export const SCENARIO_NAME_MAX = 30;

const deptCd = (label: string) => z.string({ error: `${josa(label, '을/를')} 선택해 주세요.` }).check(z.regex(DEPT, `${josa(label, '이/가')} 올바르지 않습니다.`));

/**
 * A what-if against the student's current state: a department left out keeps the current one, null
 * drops the double major or minor, and planned subjects count as passed.
 */
export const WhatIfInput = z.object(
  {
    primaryDeptCd: z.optional(deptCd('주전공 학과')),
    doubleDeptCd: z.optional(z.nullable(deptCd('복수전공 학과'))),
    minorDeptCd: z.optional(z.nullable(deptCd('부전공 학과'))),
    plannedSbjtKeyIds: z._default(
      z
        .array(z.string({ error: '과목 번호가 올바르지 않습니다.' }).check(z.regex(SBJT, '과목 번호가 올바르지 않습니다.')), { error: '수강 예정 과목은 목록이어야 합니다.' })
        .check(z.maxLength(MAX_PLANNED, `수강 예정 과목은 ${MAX_PLANNED}개까지 넣을 수 있습니다.`)),
      [],
    ),
  },
  { error: '요청 형식이 올바르지 않습니다.' },
);
export type WhatIf = z.infer<typeof WhatIfInput>;

export const ScenarioInput = z.extend(WhatIfInput, {
  name: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)),
    z
      .string({ error: '시나리오 이름을 입력해 주세요.' })
      .check(z.minLength(1, '시나리오 이름을 입력해 주세요.'), z.maxLength(SCENARIO_NAME_MAX, `시나리오 이름은 ${SCENARIO_NAME_MAX}자 이내로 입력해 주세요.`)),
  ),
});
export type Scenario = z.infer<typeof ScenarioInput>;

export const SubjectSearchInput = z.object({
  keyword: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)),
    z.string({ error: '검색어를 입력해 주세요.' }).check(z.minLength(1, '검색어를 입력해 주세요.'), z.maxLength(50, '검색어는 50자 이내로 입력해 주세요.')),
  ),
});
