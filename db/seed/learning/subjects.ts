// Subject rows built from the catalogues: major subjects per department, general education per
// area, free electives; their prerequisites and the competencies each builds.
import type { schema } from '../../../src/lib/server/db/index';
import { COLLEGES } from '../depts';
import { kst, pad } from '../random';
import { MAJOR_CATALOG } from './catalog-majors';
import { FREE_SUBJECTS, GE_AREAS, GE_PREFIX, GE_SUBJECTS } from './catalog-ge';

type Subject = typeof schema.subjects.$inferInsert;
type GeArea = typeof schema.geAreas.$inferInsert;

/** The liberal-arts college that owns general education and free electives. */
export const GE_COLLEGE = 'C80';

export interface SubjectInfo {
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  credits: number;
  category: 'MAJOR_REQ' | 'MAJOR_ELEC' | 'GE_REQ' | 'GE_ELEC' | 'FREE';
  deptCd: string;
  geAreaCd: string | null;
  stdYear: number;
  stdTermCd: '10' | '20';
  /** Graded pass/fail (P) instead of a letter grade. */
  passFail: boolean;
  prereqs: string[];
  /** Competency code -> weight 1-3. */
  competencies: Record<string, number>;
}

export interface Catalog {
  subjects: SubjectInfo[];
  byId: Map<string, SubjectInfo>;
  /** Major subjects of each department in study order (year, term, catalogue order). */
  byDept: Map<string, SubjectInfo[]>;
  ge: SubjectInfo[];
  free: SubjectInfo[];
  rows: Subject[];
  prereqRows: { sbjtKeyId: string; preSbjtKeyId: string }[];
  competencyRows: { sbjtKeyId: string; competencyCd: string; weight: number }[];
  areaRows: GeArea[];
}

/** The competencies a department's subjects lean towards, strongest first (전문성 is added to every major subject). */
const DEPT_COMPETENCIES: Record<string, string[]> = {
  D1010: ['COMM', 'CRTV', 'CMTY'], D1020: ['GLBL', 'COMM', 'CRTV'], D1030: ['CMTY', 'COMM', 'GLBL'], D1040: ['COMM', 'CMTY', 'CRTV'],
  D2010: ['COMM', 'CLLB', 'CMTY'], D2020: ['CMTY', 'CLLB', 'COMM'], D2030: ['COMM', 'CRTV', 'CLLB'], D2040: ['GLBL', 'COMM', 'CMTY'],
  D3010: ['CRTV', 'COMM'], D3020: ['CLLB', 'CRTV'], D3030: ['CLLB', 'CRTV', 'CMTY'], D3040: ['CRTV', 'COMM', 'CLLB'],
  D4010: ['CRTV', 'CLLB', 'GLBL'], D4020: ['CRTV', 'CLLB'], D4030: ['CLLB', 'CRTV', 'CMTY'], D4040: ['CRTV', 'CLLB', 'COMM'],
  D5010: ['CLLB', 'GLBL', 'COMM'], D5020: ['GLBL', 'CMTY', 'CRTV'], D5030: ['CLLB', 'COMM'], D6010: ['CMTY', 'CLLB', 'CRTV'],
  D6020: ['CRTV', 'GLBL', 'CLLB'], D6030: ['CMTY', 'COMM', 'CLLB'], D7010: ['CRTV', 'COMM', 'CLLB'], D7020: ['CRTV', 'CLLB', 'GLBL'],
  D7030: ['CRTV', 'COMM'], D7040: ['CRTV', 'CLLB', 'CMTY'],
};

/** Words in a subject name that point to a competency. */
const KEYWORDS: [RegExp, string][] = [
  [/캡스톤|프로젝트|실습|실험|앙상블|실내악|합창|공연|협업/, 'CLLB'],
  [/글쓰기|발표|토론|비평|상담|교육|커뮤니케이션|대화|번역/, 'COMM'],
  [/영어|국제|글로벌|세계|외교|무역|해외|문화/, 'GLBL'],
  [/복지|봉사|윤리|공동체|정책|권리|나눔|인권|지속가능|ESG|환경/, 'CMTY'],
  [/디자인|창작|창의|융합|안무|작곡|기획|창업|인공지능|딥러닝/, 'CRTV'],
];

const GE_COMPETENCIES: Record<string, Record<string, number>> = {
  GE11: { COMM: 3 }, GE12: { GLBL: 3, COMM: 1 }, GE13: { EXPT: 2, CRTV: 1 }, GE21: { COMM: 2, CMTY: 1 },
  GE22: { CMTY: 2, COMM: 1 }, GE23: { EXPT: 2, CRTV: 1 }, GE24: { CRTV: 2 }, GE31: { CMTY: 3, CLLB: 2 },
  GE32: { EXPT: 1, CLLB: 1 }, GE33: { GLBL: 3, CMTY: 1 }, GE34: { CRTV: 3, CLLB: 2 },
};
const FREE_COMPETENCIES: Record<string, number>[] = [{ EXPT: 2, CLLB: 2 }, { CLLB: 2 }, { GLBL: 2 }, { GLBL: 3, CMTY: 1 }];

const termOf = (yt: number) => ({ stdYear: Math.floor(yt / 10), stdTermCd: (yt % 10 === 1 ? '10' : '20') as '10' | '20' });
const order = (s: { stdYear: number; stdTermCd: string }) => s.stdYear * 100 + Number(s.stdTermCd);

/** Every HAKGUA department in the order of the organisation tree. */
export const DEPARTMENTS = COLLEGES.flatMap((c) => c.depts.map((d) => ({ cd: d.cd, nm: d.nm, colgCd: c.cd, building: c.building })));

export function buildCatalog(): Catalog {
  const subjects: SubjectInfo[] = [];
  let seq = 0;
  const nextId = () => `SBJ${pad(++seq, 5)}`;
  // Codes: prefix + year + running number within the year (CSE2010, CSE2020 ...).
  const codeSeq = new Map<string, number>();
  const nextCode = (prefix: string, year: number) => {
    const key = `${prefix}${year}`;
    const n = (codeSeq.get(key) ?? 0) + 1;
    codeSeq.set(key, n);
    return `${key}${pad(n * 10, 3)}`;
  };
  const descriptions = new Map<string, string>();

  const byDept = new Map<string, SubjectInfo[]>();
  for (const dept of DEPARTMENTS) {
    const cat = MAJOR_CATALOG[dept.cd];
    if (!cat) throw new Error(`no catalogue for ${dept.cd}`);
    const byName = new Map<string, SubjectInfo>();
    const list: SubjectInfo[] = [];
    for (const [yt, korNm, description, flags = '', pre] of cat.subjects) {
      const { stdYear, stdTermCd } = termOf(yt);
      const prereq = pre ? byName.get(pre) : undefined;
      if (pre && !prereq) throw new Error(`${dept.cd} ${korNm}: unknown prerequisite ${pre}`);
      // Competencies: 전문성 always, then what the name suggests, then the department's leaning.
      const competencies: Record<string, number> = { EXPT: stdYear >= 3 ? 3 : 2 };
      for (const [re, cd] of KEYWORDS) if (re.test(korNm) && Object.keys(competencies).length < 3) competencies[cd] = competencies[cd] ?? 2;
      const leaning = DEPT_COMPETENCIES[dept.cd];
      if (Object.keys(competencies).length < 2) competencies[leaning[0]] = 1 + (korNm.length % 2);
      if (Object.keys(competencies).length < 3 && (korNm.length + stdYear) % 3 === 0) {
        const extra = leaning.find((cd) => !(cd in competencies));
        if (extra) competencies[extra] = 1;
      }
      const s: SubjectInfo = {
        sbjtKeyId: nextId(),
        sbjtCd: nextCode(cat.prefix, stdYear),
        korNm,
        credits: flags.includes('2') ? 2 : 3,
        category: flags.includes('R') ? 'MAJOR_REQ' : 'MAJOR_ELEC',
        deptCd: dept.cd,
        geAreaCd: null,
        stdYear,
        stdTermCd,
        passFail: false,
        prereqs: prereq ? [prereq.sbjtKeyId] : [],
        competencies,
      };
      descriptions.set(s.sbjtKeyId, description);
      byName.set(korNm, s);
      list.push(s);
    }
    list.sort((a, b) => order(a) - order(b));
    byDept.set(dept.cd, list);
    subjects.push(...list);
  }

  const ge: SubjectInfo[] = GE_SUBJECTS.map(([areaCd, yt, korNm, description, credits, flags = '']) => {
    const { stdYear, stdTermCd } = termOf(yt);
    const s: SubjectInfo = {
      sbjtKeyId: nextId(),
      sbjtCd: nextCode(GE_PREFIX[areaCd], stdYear),
      korNm,
      credits,
      category: flags.includes('R') ? 'GE_REQ' : 'GE_ELEC',
      deptCd: GE_COLLEGE,
      geAreaCd: areaCd,
      stdYear,
      stdTermCd,
      passFail: flags.includes('P'),
      prereqs: [],
      competencies: GE_COMPETENCIES[areaCd],
    };
    descriptions.set(s.sbjtKeyId, description);
    return s;
  });
  const free: SubjectInfo[] = FREE_SUBJECTS.map(([yt, korNm, description, credits, passFail], i) => {
    const { stdYear, stdTermCd } = termOf(yt);
    const s: SubjectInfo = {
      sbjtKeyId: nextId(),
      sbjtCd: nextCode('FRE', stdYear),
      korNm,
      credits,
      category: 'FREE',
      deptCd: GE_COLLEGE,
      geAreaCd: null,
      stdYear,
      stdTermCd,
      passFail,
      prereqs: [],
      competencies: FREE_COMPETENCIES[i],
    };
    descriptions.set(s.sbjtKeyId, description);
    return s;
  });
  subjects.push(...ge, ...free);

  const updatedAt = kst('2026-02-20');
  const rows: Subject[] = subjects.map((s) => ({
    sbjtKeyId: s.sbjtKeyId,
    sbjtCd: s.sbjtCd,
    korNm: s.korNm,
    engNm: null,
    credits: s.credits,
    category: s.category,
    deptCd: s.deptCd,
    geAreaCd: s.geAreaCd,
    stdYear: s.stdYear,
    stdTermCd: s.stdTermCd,
    description: descriptions.get(s.sbjtKeyId)!,
    useYn: 'Y',
    updatedAt,
  }));
  const prereqRows = subjects.flatMap((s) => s.prereqs.map((preSbjtKeyId) => ({ sbjtKeyId: s.sbjtKeyId, preSbjtKeyId })));
  const competencyRows = subjects.flatMap((s) => Object.entries(s.competencies).map(([competencyCd, weight]) => ({ sbjtKeyId: s.sbjtKeyId, competencyCd, weight })));
  const areaRows: GeArea[] = GE_AREAS.map(([areaCd, korNm, upAreaCd, minCredits, description], i) => ({ areaCd, korNm, upAreaCd, minCredits, description, sortOrd: i + 1 }));
  return { subjects, byId: new Map(subjects.map((s) => [s.sbjtKeyId, s])), byDept, ge, free, rows, prereqRows, competencyRows, areaRows };
}
