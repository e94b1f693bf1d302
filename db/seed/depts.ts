// The organisation tree: colleges (COLG) > departments (HAKGUA) > majors (MAJOR), plus offices (ADMIN)
// and support centres (CENTER). Codes: college C10, department D1010, major M101010, office A01, centre CT01.
import type { schema } from '../../src/lib/server/db/index';

type Dept = typeof schema.depts.$inferInsert;

interface MajorDef {
  cd: string;
  nm: string;
  engNm: string;
}
interface HakguaDef {
  cd: string;
  nm: string;
  engNm: string;
  grpCd: string;
  room: string;
  description: string;
  majors?: MajorDef[];
}
interface ColgDef {
  cd: string;
  nm: string;
  engNm: string;
  grpCd: string;
  building: string;
  description: string;
  depts: HakguaDef[];
}

export const COLLEGES: ColgDef[] = [
  {
    cd: 'C10',
    nm: '인문대학',
    engNm: 'College of Humanities',
    grpCd: 'HUM',
    building: '해솔관',
    description: '언어와 역사, 사상을 깊이 읽고 쓰는 힘을 기르는 단과대학입니다.',
    depts: [
      { cd: 'D1010', nm: '국어국문학과', engNm: 'Korean Language and Literature', grpCd: 'HUM', room: '201호', description: '한국어와 한국문학을 연구하고 글쓰기 전문 인력을 양성합니다.' },
      {
        cd: 'D1020',
        nm: '영어영문학과',
        engNm: 'English Language and Literature',
        grpCd: 'HUM',
        room: '305호',
        description: '영어학과 영미문학을 바탕으로 국제적 소통 능력을 기릅니다.',
        majors: [
          { cd: 'M102010', nm: '영어학전공', engNm: 'English Linguistics' },
          { cd: 'M102020', nm: '영미문학전공', engNm: 'English and American Literature' },
        ],
      },
      { cd: 'D1030', nm: '사학과', engNm: 'History', grpCd: 'HUM', room: '402호', description: '사료를 비판적으로 읽고 과거와 현재를 잇는 역사적 사고를 배웁니다.' },
      { cd: 'D1040', nm: '철학과', engNm: 'Philosophy', grpCd: 'HUM', room: '408호', description: '논리와 윤리, 동서양 사상을 탐구하며 사유의 깊이를 더합니다.' },
    ],
  },
  {
    cd: 'C20',
    nm: '사회과학대학',
    engNm: 'College of Social Sciences',
    grpCd: 'SOC',
    building: '누리관',
    description: '사람과 사회를 과학적으로 이해하고 공동체의 문제를 해결하는 인재를 기릅니다.',
    depts: [
      { cd: 'D2010', nm: '심리학과', engNm: 'Psychology', grpCd: 'SOC', room: '210호', description: '마음과 행동을 실험과 조사로 연구하는 학과입니다.' },
      { cd: 'D2020', nm: '사회복지학과', engNm: 'Social Welfare', grpCd: 'SOC', room: '312호', description: '복지 정책과 현장 실천을 함께 배우는 사회복지 전문가 양성 학과입니다.' },
      {
        cd: 'D2030',
        nm: '미디어커뮤니케이션학과',
        engNm: 'Media and Communication',
        grpCd: 'SOC',
        room: '503호',
        description: '미디어 환경 변화에 맞춘 저널리즘과 전략 커뮤니케이션을 교육합니다.',
        majors: [
          { cd: 'M203010', nm: '저널리즘전공', engNm: 'Journalism' },
          { cd: 'M203020', nm: '광고홍보전공', engNm: 'Advertising and Public Relations' },
        ],
      },
      { cd: 'D2040', nm: '정치외교학과', engNm: 'Political Science and International Relations', grpCd: 'SOC', room: '407호', description: '국내 정치와 국제 관계를 분석하는 시각을 기릅니다.' },
    ],
  },
  {
    cd: 'C30',
    nm: '자연과학대학',
    engNm: 'College of Natural Sciences',
    grpCd: 'SCI',
    building: '미리내관',
    description: '자연 현상의 원리를 탐구하고 기초과학 역량을 갖춘 인재를 양성합니다.',
    depts: [
      { cd: 'D3010', nm: '수학과', engNm: 'Mathematics', grpCd: 'SCI', room: '301호', description: '순수수학과 응용수학을 균형 있게 배우는 학과입니다.' },
      { cd: 'D3020', nm: '화학과', engNm: 'Chemistry', grpCd: 'SCI', room: '415호', description: '물질의 구조와 반응을 실험 중심으로 연구합니다.' },
      { cd: 'D3030', nm: '생명과학과', engNm: 'Life Sciences', grpCd: 'SCI', room: '520호', description: '세포에서 생태계까지 생명 현상을 폭넓게 탐구합니다.' },
      { cd: 'D3040', nm: '통계학과', engNm: 'Statistics', grpCd: 'SCI', room: '310호', description: '데이터 분석과 통계적 추론 능력을 기르는 학과입니다.' },
    ],
  },
  {
    cd: 'C40',
    nm: '공과대학',
    engNm: 'College of Engineering',
    grpCd: 'ENG',
    building: '한울관',
    description: '실습과 프로젝트 중심 교육으로 산업 현장이 필요로 하는 여성 공학인을 양성합니다.',
    depts: [
      {
        cd: 'D4010',
        nm: '컴퓨터공학과',
        engNm: 'Computer Science and Engineering',
        grpCd: 'ENG',
        room: '612호',
        description: '소프트웨어와 인공지능 분야의 이론과 실무를 함께 배우는 학과입니다.',
        majors: [
          { cd: 'M401010', nm: '소프트웨어전공', engNm: 'Software' },
          { cd: 'M401020', nm: '인공지능전공', engNm: 'Artificial Intelligence' },
        ],
      },
      { cd: 'D4020', nm: '전자공학과', engNm: 'Electronic Engineering', grpCd: 'ENG', room: '518호', description: '반도체와 회로, 신호처리를 공부하는 학과입니다.' },
      { cd: 'D4030', nm: '화공생명공학과', engNm: 'Chemical and Biological Engineering', grpCd: 'ENG', room: '420호', description: '화학공정과 바이오 기술을 융합해 배우는 학과입니다.' },
      { cd: 'D4040', nm: '산업데이터공학과', engNm: 'Industrial and Data Engineering', grpCd: 'ENG', room: '330호', description: '데이터로 생산과 서비스 시스템을 최적화하는 방법을 배웁니다.' },
    ],
  },
  {
    cd: 'C50',
    nm: '경영대학',
    engNm: 'College of Business',
    grpCd: 'SOC',
    building: '가온관',
    description: '윤리적 리더십과 실무 역량을 갖춘 경영 전문가를 기릅니다.',
    depts: [
      {
        cd: 'D5010',
        nm: '경영학과',
        engNm: 'Business Administration',
        grpCd: 'SOC',
        room: '701호',
        description: '조직, 재무, 마케팅 등 경영 전반을 사례 중심으로 학습합니다.',
        majors: [
          { cd: 'M501010', nm: '경영학전공', engNm: 'Business Administration' },
          { cd: 'M501020', nm: '마케팅전공', engNm: 'Marketing' },
        ],
      },
      { cd: 'D5020', nm: '경제학과', engNm: 'Economics', grpCd: 'SOC', room: '605호', description: '시장과 정책을 경제학적 방법으로 분석합니다.' },
      { cd: 'D5030', nm: '회계세무학과', engNm: 'Accounting and Taxation', grpCd: 'SOC', room: '608호', description: '회계와 세무 전문 자격 취득을 목표로 실무 교육을 제공합니다.' },
    ],
  },
  {
    cd: 'C60',
    nm: '생활과학대학',
    engNm: 'College of Human Ecology',
    grpCd: 'SCI',
    building: '다온관',
    description: '식생활과 의생활, 아동과 가족 등 삶의 질을 높이는 학문을 연구합니다.',
    depts: [
      { cd: 'D6010', nm: '식품영양학과', engNm: 'Food and Nutrition', grpCd: 'SCI', room: '204호', description: '영양과 식품 과학을 배우고 영양사 등 전문 자격을 준비합니다.' },
      { cd: 'D6020', nm: '의류학과', engNm: 'Clothing and Textiles', grpCd: 'SCI', room: '311호', description: '패션 디자인과 섬유 소재, 패션 산업을 폭넓게 공부합니다.' },
      { cd: 'D6030', nm: '아동가족학과', engNm: 'Child and Family Studies', grpCd: 'SOC', room: '406호', description: '아동 발달과 가족 관계를 이해하고 지원하는 방법을 배웁니다.' },
    ],
  },
  {
    cd: 'C70',
    nm: '예술대학',
    engNm: 'College of Arts',
    grpCd: 'ART',
    building: '아름관',
    description: '예술적 감수성과 창작 역량을 키우는 실기 중심 단과대학입니다.',
    depts: [
      { cd: 'D7010', nm: '시각디자인학과', engNm: 'Visual Design', grpCd: 'ART', room: '301호', description: '브랜드, 편집, 디지털 미디어 디자인을 실습 중심으로 배웁니다.' },
      {
        cd: 'D7020',
        nm: '음악학과',
        engNm: 'Music',
        grpCd: 'ART',
        room: 'B102호',
        description: '연주와 창작을 통해 음악적 표현력을 기르는 학과입니다.',
        majors: [
          { cd: 'M702010', nm: '피아노전공', engNm: 'Piano' },
          { cd: 'M702020', nm: '성악전공', engNm: 'Voice' },
          { cd: 'M702030', nm: '작곡전공', engNm: 'Composition' },
        ],
      },
      { cd: 'D7030', nm: '회화과', engNm: 'Painting', grpCd: 'ART', room: '405호', description: '동양화와 서양화의 전통과 현대적 표현을 함께 탐구합니다.' },
      { cd: 'D7040', nm: '무용과', engNm: 'Dance', grpCd: 'ART', room: 'B201호', description: '한국무용, 발레, 현대무용의 실기와 이론을 배웁니다.' },
    ],
  },
];

/**
 * The liberal-arts college owns the general-education curriculum and has no departments, so it is
 * kept out of COLLEGES (which students are assigned from).
 */
const LIBERAL_ARTS: Dept = {
  deptCd: 'C80',
  deptNm: '호크마교양대학',
  engNm: 'Hokma College of Liberal Arts',
  deptDiv: 'COLG',
  upDeptCd: null,
  grpCd: null,
  telNo: '02-6710-1800',
  location: '호크마관 101호',
  description: '글쓰기와 외국어, 인문·사회·자연·예술 교양, 리더십과 자기 설계의 호크마소양 교육을 맡는 교양대학입니다.',
  sortOrd: COLLEGES.length + 1,
};

/** [deptCd, deptNm, engNm, deptDiv, upDeptCd, location, description] */
const OFFICES: [string, string, string, 'ADMIN' | 'CENTER', string | null, string, string][] = [
  ['A01', '교무처', 'Office of Academic Affairs', 'ADMIN', null, '본관 2층', '교육과정과 학사 운영을 총괄합니다.'],
  ['A02', '학사팀', 'Academic Administration Team', 'ADMIN', 'A01', '본관 201호', '수강신청, 학적, 성적, 졸업 업무를 담당합니다.'],
  ['A03', '학생처', 'Office of Student Affairs', 'ADMIN', null, '학생회관 3층', '학생 복지와 생활 지원을 총괄합니다.'],
  ['A04', '학생지원팀', 'Student Support Team', 'ADMIN', 'A03', '학생회관 301호', '학생 생활, 동아리, 학생지원포털 운영을 담당합니다.'],
  ['A05', '장학팀', 'Scholarship Team', 'ADMIN', 'A03', '학생회관 305호', '교내외 장학금 선발과 지급을 담당합니다.'],
  ['A06', '정보전산팀', 'IT Services Team', 'ADMIN', null, '본관 B101호', '학내 정보시스템과 계정을 관리합니다.'],
  ['CT01', '학생상담센터', 'Student Counseling Center', 'CENTER', 'A03', '학생회관 402호', '개인상담, 집단상담, 심리검사로 학생의 마음 건강을 돕습니다.'],
  ['CT02', '경력개발센터', 'Career Development Center', 'CENTER', 'A03', '학생회관 205호', '진로 설계와 취업 준비를 위한 상담과 프로그램을 운영합니다.'],
  ['CT03', '교수학습지원센터', 'Center for Teaching and Learning', 'CENTER', 'A01', '도서관 4층', '학습전략 상담과 학습 공동체 프로그램을 운영합니다.'],
];

export interface DeptIndex {
  /** Every HAKGUA department with its college and majors. */
  departments: { cd: string; nm: string; colgCd: string; majors: string[] }[];
  byCd: Map<string, { cd: string; nm: string; colgCd: string; majors: string[] }>;
}

export function deptIndex(): DeptIndex {
  const departments = COLLEGES.flatMap((c) =>
    c.depts.map((d) => ({ cd: d.cd, nm: d.nm, colgCd: c.cd, majors: (d.majors ?? []).map((m) => m.cd) })),
  );
  return { departments, byCd: new Map(departments.map((d) => [d.cd, d])) };
}

/** Telephone numbers follow the code: 02-6710-xxxx (fictional). */
const tel = (n: number) => `02-6710-${String(n).padStart(4, '0')}`;

export function deptRows(): Dept[] {
  const rows: Dept[] = [];
  COLLEGES.forEach((c, ci) => {
    rows.push({
      deptCd: c.cd,
      deptNm: c.nm,
      engNm: c.engNm,
      deptDiv: 'COLG',
      upDeptCd: null,
      grpCd: c.grpCd,
      telNo: tel(1000 + (ci + 1) * 100),
      location: `${c.building} 101호`,
      description: c.description,
      sortOrd: ci + 1,
    });
    c.depts.forEach((d, di) => {
      rows.push({
        deptCd: d.cd,
        deptNm: d.nm,
        engNm: d.engNm,
        deptDiv: 'HAKGUA',
        upDeptCd: c.cd,
        grpCd: d.grpCd,
        telNo: tel(1000 + (ci + 1) * 100 + (di + 1) * 10),
        location: `${c.building} ${d.room}`,
        description: d.description,
        sortOrd: di + 1,
      });
      (d.majors ?? []).forEach((m, mi) =>
        rows.push({
          deptCd: m.cd,
          deptNm: m.nm,
          engNm: m.engNm,
          deptDiv: 'MAJOR',
          upDeptCd: d.cd,
          grpCd: d.grpCd,
          telNo: tel(1000 + (ci + 1) * 100 + (di + 1) * 10),
          location: `${c.building} ${d.room}`,
          description: `${d.nm} ${m.nm} 과정입니다.`,
          sortOrd: mi + 1,
        }),
      );
    });
  });
  rows.push(LIBERAL_ARTS);
  OFFICES.forEach(([deptCd, deptNm, engNm, deptDiv, upDeptCd, location, description], i) =>
    rows.push({ deptCd, deptNm, engNm, deptDiv, upDeptCd, grpCd: null, telNo: tel(2000 + (i + 1) * 10), location, description, sortOrd: i + 1 }),
  );
  return rows.map((r) => ({ useYn: 'Y', ...r }));
}
