// Graduation requirements as data (rule kinds and params: src/lib/learning/graduation-rules.ts):
// one university-wide set per admission-year range, and per department a primary-major, a
// double-major and a minor set.
import type { schema } from '../../../src/lib/server/db/index';
import type { Rule } from '../../../src/lib/learning/graduation-rules';
import { GE_AREAS } from './catalog-ge';
import { DEPARTMENTS, type Catalog } from './subjects';

type RequirementSet = typeof schema.gradRequirementSets.$inferInsert & { setId: number };
type RequirementRule = typeof schema.gradRequirementRules.$inferInsert & { ruleId: number };

export const MAJOR_MIN = { PRIMARY: 48, DOUBLE: 36, MINOR: 21 } as const;

export function buildRequirements(catalog: Catalog) {
  const sets: RequirementSet[] = [];
  const rules: RequirementRule[] = [];
  const addSet = (set: Omit<RequirementSet, 'setId'>, list: Rule[]) => {
    const setId = sets.length + 1;
    sets.push({ setId, ...set });
    list.forEach((r, i) => rules.push({ ruleId: rules.length + 1, setId, sortOrd: i + 1, kind: r.kind, label: r.label, params: r.params }));
  };

  const geRules: Rule[] = GE_AREAS.filter(([, , up, min]) => up !== null && min > 0).map(([areaCd, korNm, , min]) => ({
    kind: 'GE_AREA_CREDITS',
    label: `교양 ${korNm} ${min}학점`,
    params: { areaCd, min },
  }));
  const common = (total: number): Rule[] => [
    { kind: 'TOTAL_CREDITS', label: `졸업학점 ${total}학점`, params: { min: total } },
    ...geRules,
    { kind: 'GPA', label: '평점평균 1.75 이상', params: { min: 1.75 } },
    { kind: 'ACHIEVEMENT', label: '공인영어성적 700점 이상 (TOEIC 기준)', params: { achievement: 'ENGLISH', min: 700 } },
    { kind: 'ACHIEVEMENT', label: '봉사활동 20시간 이상', params: { achievement: 'VOLUNTEER', min: 20 } },
  ];
  addSet({ deptCd: null, role: 'UNIVERSITY', entryYearFrom: 2000, entryYearTo: 2023, title: '공통 졸업요건 (2023학번 이전)' }, common(130));
  addSet({ deptCd: null, role: 'UNIVERSITY', entryYearFrom: 2024, entryYearTo: 2099, title: '공통 졸업요건 (2024학번 이후)' }, common(126));

  for (const dept of DEPARTMENTS) {
    const required = catalog.byDept.get(dept.cd)!.filter((s) => s.category === 'MAJOR_REQ').map((s) => s.sbjtKeyId);
    const majorCredits = (min: number, label: string): Rule => ({ kind: 'CATEGORY_CREDITS', label, params: { min, categories: ['MAJOR_REQ', 'MAJOR_ELEC'], ownDept: true } });
    const requiredSubjects: Rule = { kind: 'REQUIRED_SUBJECTS', label: '전공필수 교과목 이수', params: { sbjtKeyIds: required } };
    addSet({ deptCd: dept.cd, role: 'PRIMARY', entryYearFrom: 2000, entryYearTo: 2099, title: `${dept.nm} 주전공 졸업요건` }, [
      majorCredits(MAJOR_MIN.PRIMARY, `전공 ${MAJOR_MIN.PRIMARY}학점 (전공필수 포함)`),
      requiredSubjects,
      { kind: 'ACHIEVEMENT', label: '졸업논문(작품) 통과', params: { achievement: 'THESIS', min: 1 } },
    ]);
    addSet({ deptCd: dept.cd, role: 'DOUBLE', entryYearFrom: 2000, entryYearTo: 2099, title: `${dept.nm} 복수전공 이수요건` }, [
      majorCredits(MAJOR_MIN.DOUBLE, `복수전공 ${MAJOR_MIN.DOUBLE}학점 (전공필수 포함)`),
      requiredSubjects,
    ]);
    addSet({ deptCd: dept.cd, role: 'MINOR', entryYearFrom: 2000, entryYearTo: 2099, title: `${dept.nm} 부전공 이수요건` }, [
      majorCredits(MAJOR_MIN.MINOR, `부전공 ${MAJOR_MIN.MINOR}학점`),
    ]);
  }
  return { sets, rules };
}
