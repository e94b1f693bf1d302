// The import format (docs/import-format.md): one CSV file (or workbook sheet) per kind, a header row,
// Korean column names (English ones accepted too). Each row is checked here on its own, with the
// shared field rules; what needs the database (does the department exist? the section?) is checked
// when the rows are written (apply.ts). Records are named by the academic system's keys only.
import * as z from 'zod/mini';
import * as f from '../../schemas/fields';
import { GRADES } from '../../learning/grades';
import { CATEGORIES, ROLES, RULE_KINDS, RULE_KIND_NAMES, ACHIEVEMENTS, ruleParamSchemas, type Category } from '../../learning/graduation-rules';
import { ISO_WEEKDAYS, TERM_CODES, TERM_SHORT, TERM_NAMES, isTermCd } from '../../calendar';
import { KINDS, KIND_NAMES, type Kind, type Reject } from '../../imports/report';

export { KINDS, KIND_NAMES, type Kind };

/** A file or sheet is recognised by its name: `students.csv`, `학생.csv`, a sheet named `students` or `학생`. */
export function kindOfName(name: string): Kind | null {
  const base = name.split('/').pop()!.replace(/\.(csv|txt)$/i, '').trim().toLowerCase();
  for (const kind of KINDS) if (base === kind || base === KIND_NAMES[kind] || base === KIND_NAMES[kind].replace(/·/g, '')) return kind;
  const aliases: Record<string, Kind> = { 학과: 'departments', 조직: 'departments', 교과목: 'subjects', 과목: 'subjects', 분반: 'sections', 수강: 'enrolments', 성적: 'enrolments', 교직원: 'staff' };
  return aliases[base] ?? null;
}

/** The academic system's id forms. Students: digits (학번); professors and staff: letters and digits. */
export const STUDENT_NO = new RegExp(process.env.IMPORT_STUDENT_NO_PATTERN || '^[0-9]{7,10}$');
export const PERSON_NO = /^[A-Za-z0-9_-]{2,20}$/;

const studentNo = (label = '학번') =>
  z.pipe(z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)), z.string().check(z.refine((v: string) => STUDENT_NO.test(v), `${label} 형식이 올바르지 않습니다. (숫자 7~10자리)`)));
const personNo = (label: string) =>
  z.pipe(z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)), z.string().check(z.refine((v: string) => PERSON_NO.test(v), `${label} 형식이 올바르지 않습니다. (영문·숫자 2~20자)`)));
const optional = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(f.emptyToUndefined), z.optional(schema));

/** A value written as a code or as its Korean name. */
function oneOf(label: string, names: Record<string, string>) {
  const byName = new Map(Object.entries(names).map(([cd, nm]) => [nm, cd]));
  const allowed = Object.keys(names).join(', ');
  return z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? (byName.get(v.trim()) ?? v.trim()) : v)),
    z.string().check(z.refine((v: string) => v in names, `${label} 값이 올바르지 않습니다. (${allowed} 또는 ${[...byName.keys()].join(', ')})`)),
  );
}

const year = (label = '연도') => f.int(label, 1990, 2100);
const termNames: Record<string, string> = Object.fromEntries(TERM_CODES.map((cd) => [cd, TERM_NAMES[cd]]));
/** 학기: 10, 15, 20, 25, or 1학기, 여름학기, 2학기, 겨울학기 (also 1, 여름, 2, 겨울). */
const termCd = () =>
  z.pipe(
    z.transform((v: unknown) => {
      if (typeof v !== 'string') return v;
      const t = v.trim();
      const short = Object.entries(TERM_SHORT).find(([, s]) => s === t);
      return short ? short[0] : t;
    }),
    oneOf('학기', termNames),
  );
const yn = (label: string) => z.pipe(z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() || 'Y' : 'Y')), f.yn(label));
const dateOpt = (label: string) => f.optionalDate(label);
const list = (label: string, item: RegExp) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.split(/[;,]/).map((s) => s.trim()).filter(Boolean) : [])),
    z.array(z.string()).check(z.refine((xs: string[]) => xs.every((x) => item.test(x)), `${label} 목록이 올바르지 않습니다. (세미콜론으로 나눈 코드)`), z.maxLength(30, `${label}은 30개까지 쓸 수 있습니다.`)),
  );

export const DEPT_DIVS: Record<string, string> = { COLG: '대학', HAKGUA: '학과', MAJOR: '전공', ADMIN: '행정부서', CENTER: '센터' };
const SUBJECT_CODE = /^[A-Za-z0-9_-]{1,20}$/;

/** Weekly meetings written "월 09:00-10:15, 수 09:00-10:15". */
const meetings = () =>
  z.pipe(
    z.transform((v: unknown, ctx) => {
      const text = typeof v === 'string' ? v.trim() : '';
      if (!text) return [];
      const out: { day: number; start: string; end: string }[] = [];
      for (const part of text.split(/[;,]/).map((s) => s.trim()).filter(Boolean)) {
        const m = /^([월화수목금토])\s*([0-2]\d:[0-5]\d)\s*[-~]\s*([0-2]\d:[0-5]\d)$/.exec(part);
        if (!m || !f.HHMM.test(m[2]) || !f.HHMM.test(m[3]) || m[2] >= m[3]) {
          ctx.issues.push({ code: 'custom', message: `강의시간 "${part}"을 읽을 수 없습니다. (예: 월 09:00-10:15, 수 09:00-10:15)`, input: v });
          return z.NEVER;
        }
        out.push({ day: ISO_WEEKDAYS.indexOf(m[1] as (typeof ISO_WEEKDAYS)[number]), start: m[2], end: m[3] });
      }
      return out;
    }),
    z.array(z.object({ day: z.number(), start: z.string(), end: z.string() })),
  );

/** Competencies written "COMM:3; EXPT:2" (weight 1-3; a code alone weighs 1). */
const competencyList = () =>
  z.pipe(
    z.transform((v: unknown, ctx) => {
      const out: { cd: string; weight: number }[] = [];
      for (const part of (typeof v === 'string' ? v : '').split(/[;,]/).map((s) => s.trim()).filter(Boolean)) {
        const m = /^([A-Za-z0-9_-]{1,20})(?::([1-3]))?$/.exec(part);
        if (!m) {
          ctx.issues.push({ code: 'custom', message: `역량 "${part}"을 읽을 수 없습니다. (예: COMM:3; EXPT:2)`, input: v });
          return z.NEVER;
        }
        out.push({ cd: m[1], weight: Number(m[2] ?? 1) });
      }
      return out;
    }),
    z.array(z.object({ cd: z.string(), weight: z.number() })),
  );

export interface Column {
  key: string;
  ko: string;
  en: string;
  required?: boolean;
}

function columns(spec: [key: string, ko: string, en: string, required?: boolean][]): Column[] {
  return spec.map(([key, ko, en, required]) => ({ key, ko, en, required: !!required }));
}

export const COLUMNS: Record<Kind, Column[]> = {
  departments: columns([
    ['deptCd', '코드', 'code', true], ['deptDiv', '구분', 'type', true], ['deptNm', '이름', 'name', true], ['engNm', '영문명', 'english_name'],
    ['upDeptCd', '상위코드', 'parent_code'], ['grpCd', '계열', 'group'], ['telNo', '전화', 'phone'], ['location', '위치', 'location'], ['useYn', '사용여부', 'active'],
  ]),
  terms: columns([['year', '연도', 'year', true], ['termCd', '학기', 'term', true], ['termNm', '이름', 'name'], ['startDt', '시작일', 'start_date', true], ['endDt', '종료일', 'end_date', true]]),
  students: columns([
    ['userId', '학번', 'student_no', true], ['korNm', '이름', 'name', true], ['engNm', '영문이름', 'english_name'], ['hakguaCd', '학과코드', 'department_code', true],
    ['majorCd', '전공코드', 'major_code'], ['doubleMajorCd', '복수전공코드', 'double_major_code'], ['minorCd', '부전공코드', 'minor_code'], ['gradeCd', '학년', 'year_of_study', true],
    ['shregSt', '학적상태', 'status', true], ['entrDt', '입학일', 'admission_date'], ['grdtDt', '졸업일', 'graduation_date'], ['guideProfNo', '지도교수교번', 'adviser_no'],
    ['email', '이메일', 'email'], ['ph', '휴대전화', 'mobile'], ['sexCd', '성별', 'sex'], ['birthDt', '생년월일', 'birth_date'], ['frgnYn', '외국인', 'foreign'],
  ]),
  professors: columns([
    ['profNo', '교번', 'professor_no', true], ['korNm', '이름', 'name', true], ['engNm', '영문이름', 'english_name'], ['deptCd', '소속코드', 'department_code'],
    ['positionNm', '직위', 'position'], ['office', '연구실', 'office'], ['officeTel', '연구실전화', 'office_phone'], ['researchField', '연구분야', 'research_field'],
    ['officeHours', '면담시간', 'office_hours'], ['email', '이메일', 'email'], ['useYn', '재직', 'active'],
  ]),
  staff: columns([
    ['stfNo', '직번', 'staff_no', true], ['korNm', '이름', 'name', true], ['deptCd', '부서코드', 'office_code'], ['stfDivCd', '직종', 'staff_type'],
    ['stfPstnCd', '직위', 'position'], ['duty', '담당업무', 'duty'], ['officeTel', '사무실전화', 'office_phone'], ['email', '이메일', 'email'], ['useYn', '재직', 'active'],
  ]),
  subjects: columns([
    ['sbjtCd', '과목코드', 'subject_code', true], ['korNm', '과목명', 'name', true], ['engNm', '영문명', 'english_name'], ['credits', '학점', 'credits', true],
    ['category', '이수구분', 'category', true], ['deptCd', '개설학과코드', 'department_code'], ['geAreaCd', '교양영역', 'ge_area'], ['stdYear', '권장학년', 'year_of_study'],
    ['stdTermCd', '권장학기', 'term'], ['description', '설명', 'description'], ['prereqs', '선수과목', 'prerequisites'], ['competencies', '역량', 'competencies'], ['useYn', '사용여부', 'active'],
  ]),
  sections: columns([
    ['year', '연도', 'year', true], ['termCd', '학기', 'term', true], ['sbjtCd', '과목코드', 'subject_code', true], ['section', '분반', 'section', true],
    ['profNo', '담당교수교번', 'professor_no'], ['room', '강의실', 'room'], ['capacity', '정원', 'capacity', true], ['times', '강의시간', 'times'],
  ]),
  enrolments: columns([
    ['userId', '학번', 'student_no', true], ['year', '연도', 'year', true], ['termCd', '학기', 'term', true], ['sbjtCd', '과목코드', 'subject_code', true],
    ['section', '분반', 'section'], ['credits', '학점', 'credits'], ['grade', '성적', 'grade'],
  ]),
  requirements: columns([
    ['deptCd', '학과코드', 'department_code'], ['role', '구분', 'role', true], ['entryYearFrom', '입학연도부터', 'entry_year_from', true], ['entryYearTo', '입학연도까지', 'entry_year_to', true],
    ['title', '요건명', 'title', true], ['sortOrd', '순서', 'order'], ['kind', '규칙', 'rule', true], ['label', '규칙명', 'rule_name', true], ['min', '최소', 'min'],
    ['categories', '이수구분', 'categories'], ['ownDept', '소속학과만', 'own_department_only'], ['sbjtCds', '과목코드', 'subject_codes'], ['areaCd', '교양영역', 'ge_area'], ['achievement', '비교과', 'achievement'],
  ]),
};

const name = (label: string) => f.text(label, { max: 100 });
const optText = (label: string, max = 200) => f.optionalText(label, { max });
const email = () =>
  optional(z.string().check(z.maxLength(200, '이메일은 200자 이내로 입력해 주세요.'), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '이메일 형식이 올바르지 않습니다.')));
const phone = (label: string) => optional(z.string().check(z.regex(/^[0-9+() -]{4,20}$/, `${label} 형식이 올바르지 않습니다.`)));
const deptCode = (label: string) => f.code(label, 20);
const optDeptCode = (label: string) => f.optionalCode(label, 20);

export const ROW_SCHEMAS = {
  departments: z.object({
    deptCd: deptCode('코드'),
    deptDiv: oneOf('구분', DEPT_DIVS),
    deptNm: name('이름'),
    engNm: optText('영문명'),
    upDeptCd: optDeptCode('상위코드'),
    grpCd: f.optionalCode('계열', 20),
    telNo: phone('전화'),
    location: optText('위치'),
    useYn: yn('사용여부'),
  }),
  terms: z.object({ year: year(), termCd: termCd(), termNm: optText('이름', 50), startDt: f.date('시작일'), endDt: f.date('종료일') }),
  students: z.object({
    userId: studentNo(),
    korNm: name('이름'),
    engNm: optText('영문이름'),
    hakguaCd: deptCode('학과코드'),
    majorCd: optDeptCode('전공코드'),
    doubleMajorCd: optDeptCode('복수전공코드'),
    minorCd: optDeptCode('부전공코드'),
    gradeCd: f.code('학년', 2),
    shregSt: f.text('학적상태', { max: 10 }),
    entrDt: dateOpt('입학일'),
    grdtDt: dateOpt('졸업일'),
    guideProfNo: optional(personNo('지도교수교번')),
    email: email(),
    ph: phone('휴대전화'),
    sexCd: optional(oneOf('성별', { F: '여', M: '남' })),
    birthDt: dateOpt('생년월일'),
    frgnYn: yn('외국인'),
  }),
  professors: z.object({
    profNo: personNo('교번'),
    korNm: name('이름'),
    engNm: optText('영문이름'),
    deptCd: optDeptCode('소속코드'),
    positionNm: optText('직위', 50),
    office: optText('연구실', 100),
    officeTel: phone('연구실전화'),
    researchField: optText('연구분야'),
    officeHours: optText('면담시간'),
    email: email(),
    useYn: yn('재직'),
  }),
  staff: z.object({
    stfNo: personNo('직번'),
    korNm: name('이름'),
    deptCd: optDeptCode('부서코드'),
    stfDivCd: optText('직종', 20),
    stfPstnCd: optText('직위', 20),
    duty: optText('담당업무'),
    officeTel: phone('사무실전화'),
    email: email(),
    useYn: yn('재직'),
  }),
  subjects: z.object({
    sbjtCd: f.code('과목코드', 20),
    korNm: name('과목명'),
    engNm: optText('영문명'),
    credits: f.int('학점', 0, 30, '학점'),
    category: oneOf('이수구분', CATEGORIES),
    deptCd: optDeptCode('개설학과코드'),
    geAreaCd: f.optionalCode('교양영역', 20),
    stdYear: z.pipe(z.transform((v: unknown): unknown => f.emptyToUndefined(v) ?? '1'), f.int('권장학년', 1, 6)),
    stdTermCd: z.pipe(z.transform((v: unknown): unknown => f.emptyToUndefined(v) ?? '10'), termCd()),
    description: f.optionalText('설명', { max: 2000, multiline: true }),
    prereqs: list('선수과목', SUBJECT_CODE),
    competencies: competencyList(),
    useYn: yn('사용여부'),
  }),
  sections: z.object({
    year: year(),
    termCd: termCd(),
    sbjtCd: f.code('과목코드', 20),
    section: z.pipe(z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)), z.string().check(z.regex(/^[0-9A-Za-z]{1,4}$/, '분반은 영문·숫자 4자 이내입니다.'))),
    profNo: optional(personNo('담당교수교번')),
    room: optText('강의실', 50),
    capacity: f.int('정원', 0, 2000, '명'),
    times: meetings(),
  }),
  enrolments: z.object({
    userId: studentNo(),
    year: year(),
    termCd: termCd(),
    sbjtCd: f.code('과목코드', 20),
    section: optional(z.string().check(z.regex(/^[0-9A-Za-z]{1,4}$/, '분반은 영문·숫자 4자 이내입니다.'))),
    credits: optional(f.int('학점', 0, 30, '학점')),
    grade: optional(
      z.pipe(
        z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/^([A-D])$/, '$10') : v)),
        z.string().check(z.refine((v: string) => GRADES.includes(v), `성적이 등급표에 없습니다. (${GRADES.join(', ')})`)),
      ),
    ),
  }),
  requirements: z.object({
    deptCd: optDeptCode('학과코드'),
    role: oneOf('구분', ROLES),
    entryYearFrom: year('입학연도부터'),
    entryYearTo: year('입학연도까지'),
    title: name('요건명'),
    sortOrd: z.pipe(z.transform((v: unknown): unknown => f.emptyToUndefined(v) ?? '0'), f.int('순서', 0, 1000)),
    kind: oneOf('규칙', RULE_KIND_NAMES),
    label: name('규칙명'),
    min: optional(z.pipe(z.transform((v: unknown) => (typeof v === 'string' ? Number(v.trim()) : v)), z.number({ error: '최소는 숫자여야 합니다.' }))),
    categories: list('이수구분', /^.+$/),
    ownDept: z.pipe(z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : '')), z.transform((v: string) => v === 'Y')),
    sbjtCds: list('과목코드', SUBJECT_CODE),
    areaCd: f.optionalCode('교양영역', 20),
    achievement: optional(oneOf('비교과', Object.fromEntries(Object.entries(ACHIEVEMENTS).map(([k, v]) => [k, v.nm])))),
  }),
} as const;

export type RowOf<K extends Kind> = z.infer<(typeof ROW_SCHEMAS)[K]>;

export type { Reject };

/** Checks that need no database beyond what the row itself says. */
export function crossChecks<K extends Kind>(kind: K, row: RowOf<K>): { key: string; message: string } | null {
  if (kind === 'terms') {
    const r = row as RowOf<'terms'>;
    if (r.startDt > r.endDt) return { key: 'endDt', message: '종료일이 시작일보다 앞섭니다.' };
  }
  if (kind === 'departments') {
    const r = row as RowOf<'departments'>;
    if ((r.deptDiv === 'HAKGUA' || r.deptDiv === 'MAJOR') && !r.upDeptCd) return { key: 'upDeptCd', message: r.deptDiv === 'HAKGUA' ? '학과는 상위코드(소속 대학)가 필요합니다.' : '전공은 상위코드(소속 학과)가 필요합니다.' };
    if (r.upDeptCd === r.deptCd) return { key: 'upDeptCd', message: '상위코드가 자기 자신입니다.' };
  }
  if (kind === 'subjects') {
    const r = row as RowOf<'subjects'>;
    if (r.category.startsWith('MAJOR') && !r.deptCd) return { key: 'deptCd', message: '전공 교과목은 개설학과코드가 필요합니다.' };
    if (r.category.startsWith('GE') && !r.geAreaCd) return { key: 'geAreaCd', message: '교양 교과목은 교양영역이 필요합니다.' };
    if (r.stdTermCd !== '10' && r.stdTermCd !== '20') return { key: 'stdTermCd', message: '권장학기는 1학기 또는 2학기입니다.' };
    if (r.prereqs.includes(r.sbjtCd)) return { key: 'prereqs', message: '자기 자신을 선수과목으로 둘 수 없습니다.' };
  }
  if (kind === 'requirements') {
    const r = row as RowOf<'requirements'>;
    if (r.entryYearFrom > r.entryYearTo) return { key: 'entryYearTo', message: '입학연도 범위가 거꾸로입니다.' };
    if (r.role === 'UNIVERSITY' && r.deptCd) return { key: 'deptCd', message: '공통 요건에는 학과코드를 쓰지 않습니다.' };
    if (r.role !== 'UNIVERSITY' && !r.deptCd) return { key: 'deptCd', message: '학과 요건에는 학과코드가 필요합니다.' };
    const problem = ruleParamsProblem(r);
    if (problem) return problem;
  }
  return null;
}

const categoryByName = new Map(Object.entries(CATEGORIES).map(([cd, nm]) => [nm as string, cd as Category]));

/** The rule's params in the graduation engine's shape, with subject codes still as codes. */
export function ruleParams(r: RowOf<'requirements'>): Record<string, unknown> {
  switch (r.kind) {
    case 'TOTAL_CREDITS':
    case 'GPA':
      return { min: r.min };
    case 'CATEGORY_CREDITS':
      return { min: r.min, categories: r.categories.map((c) => categoryByName.get(c) ?? c), ownDept: r.ownDept };
    case 'REQUIRED_SUBJECTS':
      return { sbjtKeyIds: r.sbjtCds };
    case 'GE_AREA_CREDITS':
      return { areaCd: r.areaCd, min: r.min };
    case 'ACHIEVEMENT':
      return { achievement: r.achievement, min: r.min };
    default:
      return {};
  }
}

const RULE_COLUMN: Record<string, string> = { min: 'min', categories: 'categories', ownDept: 'ownDept', sbjtKeyIds: 'sbjtCds', areaCd: 'areaCd', achievement: 'achievement' };

function ruleParamsProblem(r: RowOf<'requirements'>): { key: string; message: string } | null {
  const schema = ruleParamSchemas[r.kind as keyof typeof ruleParamSchemas];
  const result = z.safeParse(schema, ruleParams(r));
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = String(issue.path[0] ?? 'min');
  const hints: Record<string, string> = {
    min: '최소값이 이 규칙에 맞지 않습니다.',
    categories: `이수구분은 ${Object.values(CATEGORIES).join(', ')} 중에서 씁니다.`,
    sbjtKeyIds: '필수 교과목 규칙에는 과목코드가 필요합니다.',
    areaCd: '교양 영역 학점 규칙에는 교양영역이 필요합니다.',
    achievement: '비교과 요건에는 비교과 종류가 필요합니다.',
  };
  return { key: RULE_COLUMN[field] ?? 'kind', message: hints[field] ?? `${RULE_KIND_NAMES[r.kind as keyof typeof RULE_KIND_NAMES]} 규칙의 값이 올바르지 않습니다.` };
}

export { RULE_KINDS, isTermCd };
