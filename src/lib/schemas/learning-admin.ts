// Inputs of the staff pages that keep the academic data (subjects, offerings, graduation
// requirements), shared by the islands and the endpoints (zod/mini: small in the browser).
// Checks that span several fields are plain functions here too, so both sides report the same.
import * as z from 'zod/mini';
import * as fields from './fields';
import { josa } from '../text/josa';
import { CATEGORY_CODES, ROLES, RULE_KINDS, ruleParamSchemas, type Category, type Role, type RuleKind } from '../learning/graduation-rules';
import { CLASS_DAY_NAMES } from '../calendar';

const text = (label: string, max: number) => fields.text(label, { max, multiline: max > 100 });
const optionalText = (label: string, max: number) => fields.nullableText(label, { max, multiline: max > 100 });
const int = fields.int;

export const TERM_CODES = ['10', '20'] as const;
export { TERM_NAMES } from '../calendar';
const termCd = z.enum(TERM_CODES, { error: '학기를 선택해 주세요.' });
const category = z.enum(CATEGORY_CODES as [Category, ...Category[]], { error: '이수구분을 선택해 주세요.' });

// ---------------------------------------------------------------------------------------------
// Subjects

/** Subject codes look like CSE2010: 2-5 capital letters and 3-4 digits. */
export const SBJT_CD = /^[A-Z]{2,5}[0-9]{3,4}$/;
export const SBJT_KEY_ID = /^SBJ[0-9]{5}$/;
export const MAX_PREREQS = 6;

export const SubjectInput = z.object({
  sbjtCd: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v)),
    z.string({ error: '과목코드를 입력해 주세요.' }).check(z.regex(SBJT_CD, '과목코드는 영문 대문자 2~5자와 숫자 3~4자입니다. 예: CSE2010')),
  ),
  korNm: text('교과목명', 100),
  engNm: optionalText('영문명', 150),
  credits: int('학점', 1, 4, '학점'),
  category,
  deptCd: optionalText('개설학과', 20),
  geAreaCd: optionalText('교양영역', 20),
  stdYear: int('권장 학년', 1, 4, '학년'),
  stdTermCd: termCd,
  description: z.pipe(z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v ?? '')), z.string().check(z.maxLength(2000, '교과목 설명은 2000자 이내로 입력해 주세요.'))),
  prereqs: z.array(z.string({ error: '선수과목이 올바르지 않습니다.' }).check(z.regex(SBJT_KEY_ID, '선수과목이 올바르지 않습니다.'))).check(z.maxLength(MAX_PREREQS, `선수과목은 ${MAX_PREREQS}개까지 지정할 수 있습니다.`)),
  competencies: z
    .array(
      z.object({
        competencyCd: z.string({ error: '역량을 선택해 주세요.' }).check(z.minLength(1, '역량을 선택해 주세요.'), z.maxLength(10)),
        weight: int('역량 가중치', 1, 3),
      }),
    )
    .check(z.maxLength(6, '역량은 6개까지 연결할 수 있습니다.')),
});
export type SubjectInput = z.infer<typeof SubjectInput>;

/** Rules between fields of a subject: { field: message }, empty when consistent. */
export function subjectFieldErrors(s: Pick<SubjectInput, 'category' | 'deptCd' | 'geAreaCd' | 'prereqs' | 'competencies'>, ownKeyId?: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (s.category.startsWith('MAJOR_') && !s.deptCd) out.deptCd = '전공 교과목은 개설학과를 선택해야 합니다.';
  if (s.category.startsWith('GE_') && !s.geAreaCd) out.geAreaCd = '교양 교과목은 교양영역을 선택해야 합니다.';
  if (!s.category.startsWith('GE_') && s.geAreaCd) out.geAreaCd = '교양영역은 교양 교과목에만 지정합니다.';
  if (ownKeyId && s.prereqs.includes(ownKeyId)) out.prereqs = '자기 자신을 선수과목으로 지정할 수 없습니다.';
  else if (new Set(s.prereqs).size !== s.prereqs.length) out.prereqs = '같은 선수과목이 두 번 있습니다.';
  if (new Set(s.competencies.map((c) => c.competencyCd)).size !== s.competencies.length) out.competencies = '같은 역량이 두 번 있습니다.';
  return out;
}

export const SubjectUseInput = z.object({ useYn: z.enum(['Y', 'N'], { error: '사용 여부가 올바르지 않습니다.' }) });

const pageNo = fields.page();
const emptyToUndef = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v);
const optionalCode = (max = 20) => fields.optionalCode('조건', max);

export const SubjectQuery = z.object({
  keyword: fields.searchKeyword(50),
  deptCd: optionalCode(),
  category: z.pipe(z.transform(emptyToUndef), z.optional(category)),
  geAreaCd: optionalCode(),
  useYn: z.pipe(z.transform(emptyToUndef), z.optional(z.enum(['Y', 'N'], { error: '사용 여부가 올바르지 않습니다.' }))),
  page: pageNo,
  size: fields.pageSize(20),
});
export type SubjectQuery = z.infer<typeof SubjectQuery>;

// ---------------------------------------------------------------------------------------------
// Offerings

export const DAY_NAMES = CLASS_DAY_NAMES;
const { HHMM } = fields;
export const DAY_START = '08:00';
export const DAY_END = '22:00';

export const TimeSlot = z.object({
  day: z.coerce.number({ error: '요일을 선택해 주세요.' }).check(z.int('요일을 선택해 주세요.'), z.gte(1, '요일은 월~토 중에서 고릅니다.'), z.lte(6, '요일은 월~토 중에서 고릅니다.')),
  start: z.string({ error: '시작 시간을 입력해 주세요.' }).check(z.regex(HHMM, '시작 시간을 HH:MM 형식으로 입력해 주세요.')),
  end: z.string({ error: '끝 시간을 입력해 주세요.' }).check(z.regex(HHMM, '끝 시간을 HH:MM 형식으로 입력해 주세요.')),
});
export type TimeSlot = z.infer<typeof TimeSlot>;

export const OfferingInput = z.object({
  year: int('연도', 2000, 2100),
  termCd: z.enum(['10', '15', '20', '25'], { error: '학기를 선택해 주세요.' }),
  sbjtKeyId: z.string({ error: '교과목을 선택해 주세요.' }).check(z.regex(SBJT_KEY_ID, '교과목을 선택해 주세요.')),
  section: z.pipe(z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)), z.string({ error: '분반을 입력해 주세요.' }).check(z.regex(/^\d{2}$/, '분반은 01, 02처럼 두 자리 숫자입니다.'))),
  profUserId: z.pipe(z.transform(emptyToUndef), z.string({ error: '담당교수를 선택해 주세요.' }).check(z.minLength(1, '담당교수를 선택해 주세요.'), z.maxLength(50))),
  room: text('강의실', 50),
  capacity: int('수강정원', 1, 300, '명'),
  times: z.array(TimeSlot).check(z.minLength(1, '강의 시간을 하나 이상 입력해 주세요.'), z.maxLength(6, '강의 시간은 6개까지 입력할 수 있습니다.')),
});
export type OfferingInput = z.infer<typeof OfferingInput>;

export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Rules of weekly times beyond their format: { 'times.0.end': message }, empty when fine. */
export function timeFieldErrors(times: TimeSlot[]): Record<string, string> {
  const out: Record<string, string> = {};
  times.forEach((t, i) => {
    const s = toMinutes(t.start);
    const e = toMinutes(t.end);
    if (s % 15 !== 0) out[`times.${i}.start`] = '시간은 15분 단위로 입력해 주세요.';
    if (e % 15 !== 0) out[`times.${i}.end`] = '시간은 15분 단위로 입력해 주세요.';
    if (s < toMinutes(DAY_START) || s > toMinutes(DAY_END)) out[`times.${i}.start`] ??= `수업은 ${DAY_START}~${DAY_END} 사이에 둡니다.`;
    if (e > toMinutes(DAY_END) || e < toMinutes(DAY_START)) out[`times.${i}.end`] ??= `수업은 ${DAY_START}~${DAY_END} 사이에 둡니다.`;
    if (s >= e) out[`times.${i}.end`] ??= '끝 시간은 시작 시간보다 늦어야 합니다.';
  });
  for (let i = 0; i < times.length; i++)
    for (let j = 0; j < i; j++) if (slotsOverlap(times[i], times[j])) out[`times.${i}.start`] ??= '같은 분반의 시간끼리 겹칩니다.';
  return out;
}

export function slotsOverlap(a: TimeSlot, b: TimeSlot) {
  return a.day === b.day && toMinutes(a.start) < toMinutes(b.end) && toMinutes(b.start) < toMinutes(a.end);
}

export const slotLabel = (t: TimeSlot) => `${DAY_NAMES[t.day] ?? '?'} ${t.start}-${t.end}`;

export const OfferingQuery = z.object({
  term: z.pipe(z.transform(emptyToUndef), z.optional(z.string().check(z.regex(/^\d{4}-(10|15|20|25)$/, '학기가 올바르지 않습니다.')))),
  keyword: fields.searchKeyword(50),
  deptCd: optionalCode(),
  profUserId: optionalCode(50),
  page: pageNo,
  size: fields.pageSize(30),
});
export type OfferingQuery = z.infer<typeof OfferingQuery>;

// ---------------------------------------------------------------------------------------------
// Graduation requirements

export const ROLE_CODES = Object.keys(ROLES) as Role[];

export const RequirementSetInput = z.object({
  deptCd: optionalText('학과', 20),
  role: z.enum(ROLE_CODES as [Role, ...Role[]], { error: '구분을 선택해 주세요.' }),
  entryYearFrom: int('적용 시작 입학연도', 1950, 2100),
  entryYearTo: int('적용 끝 입학연도', 1950, 2100),
  title: text('요건 이름', 100),
});
export type RequirementSetInput = z.infer<typeof RequirementSetInput>;

export function requirementSetFieldErrors(s: RequirementSetInput): Record<string, string> {
  const out: Record<string, string> = {};
  if (s.entryYearTo < s.entryYearFrom) out.entryYearTo = '끝 연도가 시작 연도보다 빠릅니다.';
  if (s.role === 'UNIVERSITY' && s.deptCd) out.deptCd = '공통 요건에는 학과를 지정하지 않습니다.';
  if (s.role !== 'UNIVERSITY' && !s.deptCd) out.deptCd = '학과를 선택해 주세요.';
  return out;
}

/** Two inclusive admission-year ranges share at least one year. */
export const rangesOverlap = (a: { entryYearFrom: number; entryYearTo: number }, b: { entryYearFrom: number; entryYearTo: number }) =>
  a.entryYearFrom <= b.entryYearTo && b.entryYearFrom <= a.entryYearTo;

export const RuleInput = z.object({
  kind: z.enum(RULE_KINDS as [RuleKind, ...RuleKind[]], { error: '요건 종류를 선택해 주세요.' }),
  label: text('요건 이름', 100),
  sortOrd: z._default(int('순서', 0, 999), 0),
  params: z.record(z.string(), z.unknown(), { error: '요건 내용이 올바르지 않습니다.' }),
});
export type RuleInput = z.infer<typeof RuleInput>;

const PARAM_LABELS: Record<string, string> = {
  min: '기준값',
  categories: '이수구분',
  ownDept: '소속 학과 한정',
  sbjtKeyIds: '교과목',
  areaCd: '교양영역',
  achievement: '비교과 항목',
};

/**
 * Checks a rule's params against the schema of its kind; errors keyed 'params.field' with a Korean
 * message (the graduation engine's schemas carry no messages of their own).
 */
export function ruleParamErrors(kind: RuleKind, params: unknown): Record<string, string> {
  const result = z.safeParse(ruleParamSchemas[kind], params);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const label = PARAM_LABELS[field] ?? '요건 내용';
    let message = `${josa(label, '을/를')} 확인해 주세요.`;
    if (field === 'min' && kind === 'GPA') message = '평점 기준은 0~4.5 사이입니다.';
    else if (field === 'min' && kind === 'ACHIEVEMENT') message = '기준값은 1~1000 사이 정수입니다.';
    else if (field === 'min') message = '학점 기준은 1~200 사이 정수입니다.';
    else if (field === 'categories') message = '이수구분을 하나 이상 고르세요.';
    else if (field === 'sbjtKeyIds') message = '교과목을 하나 이상 고르세요.';
    else if (field === 'areaCd') message = '교양영역을 고르세요.';
    out[`params.${field}`.replace(/\.$/, '')] ??= message;
  }
  return out;
}
