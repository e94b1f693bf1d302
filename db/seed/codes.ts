// Grouped codes (com_codes) and hierarchical codes (cmmn_codes).
import type { schema } from '../../src/lib/server/db/index';
import { SCHOL_STATUSES, SCHOL_STATUS_LABELS } from '../../src/lib/scholarships/rules';

type ComCode = typeof schema.comCodes.$inferInsert;
type CmmnCode = typeof schema.cmmnCodes.$inferInsert;

/** [grpCd, [comCd, comCdNm, description?][]] */
const COM_CODE_GROUPS: [string, [string, string, string?][]][] = [
  [
    'SHREG_ST',
    [
      ['10', '재학'],
      ['20', '휴학'],
      ['30', '졸업'],
      ['40', '수료'],
      ['50', '제적'],
    ],
  ],
  [
    'GRADE',
    [
      ['1', '1학년'],
      ['2', '2학년'],
      ['3', '3학년'],
      ['4', '4학년'],
    ],
  ],
  [
    'SEX',
    [
      ['F', '여'],
      ['M', '남'],
    ],
  ],
  [
    'STF_DIV',
    [
      ['01', '일반직'],
      ['02', '기술직'],
      ['03', '계약직'],
    ],
  ],
  [
    'STF_PSTN',
    [
      ['01', '팀장'],
      ['02', '과장'],
      ['03', '주임'],
      ['04', '직원'],
    ],
  ],
  [
    'CNSLR_DIV',
    [
      ['PSY', '심리상담', '학생상담센터의 개인·집단 심리상담'],
      ['CAREER', '진로상담', '경력개발센터의 진로·취업 상담'],
      ['LEARN', '학습상담', '교수학습지원센터의 학습전략 상담'],
    ],
  ],
  [
    'OTSDR_DIV',
    [
      ['MENTOR', '멘토', '재학생 멘토링에 참여하는 졸업생·현직자'],
      ['EXTERNAL', '외부참여자', '비교과 프로그램에 참여하는 외부 강사·기관 담당자'],
    ],
  ],
  [
    'DEPT_GRP',
    [
      ['HUM', '인문계열'],
      ['SOC', '사회계열'],
      ['SCI', '자연계열'],
      ['ENG', '공학계열'],
      ['ART', '예체능계열'],
    ],
  ],
  [
    'PRODUCT',
    [
      ['ECP', '비교과', '비교과 프로그램을 운영하는 부서'],
      ['SCHOL', '장학', '장학금을 운영하는 부서'],
      ['CNSL', '상담', '상담을 운영하는 부서'],
    ],
  ],
  ['MSG_TYPE', [['MSG_TYPE01', '시스템 알림', '포털이 보내는 알림 메시지']]],
  [
    'CAREER_CAT',
    [
      ['CAREER_EXPLORE', '진로탐색', '적성·흥미 탐색과 진로 설계'],
      ['CAREER_JOB', '취업준비', '자기소개서·면접·직무 준비'],
      ['CAREER_STARTUP', '창업', '아이디어 발굴과 창업 실습'],
      ['CAREER_GLOBAL', '글로벌', '해외 취업·어학·국제 교류'],
      ['CAREER_SKILL', '직무역량', '자격·실무 역량 강화'],
    ],
  ],
  // 한국고용직업분류(KECO) 대분류 수준의 직업군: 진로목표의 희망 직무군.
  [
    'JOB_CLS',
    [
      ['JOB01', '경영·사무·금융·보험직'],
      ['JOB02', '연구직 및 공학기술직'],
      ['JOB03', '교육·법률·사회복지·경찰·소방직 및 군인'],
      ['JOB04', '보건·의료직'],
      ['JOB05', '예술·디자인·방송·스포츠직'],
      ['JOB06', '미용·여행·숙박·음식·경비·청소직'],
      ['JOB07', '영업·판매·운전·운송직'],
      ['JOB08', '건설·채굴직'],
      ['JOB09', '설치·정비·생산직'],
      ['JOB10', '농림어업직'],
    ],
  ],
  [
    'BOARD',
    [
      ['NOTICE', '공지사항'],
      ['GUIDE', '이용안내'],
      ['PROGRAM', '프로그램 소식'],
      ['ECPGUIDE', '비교과 이용안내'],
    ],
  ],
  [
    'SCHOL_KIND',
    [
      ['MERIT', '성적', '직전 학기 성적 우수자'],
      ['NEED', '가계곤란', '소득분위에 따른 생활·등록금 지원'],
      ['WORK', '근로', '교내 부서 근로 장학'],
      ['EXTERNAL', '외부 재단', '학외 재단·기관이 지원하는 장학'],
      ['SPECIAL', '특기·봉사', '봉사, 리더십, 특기 활동 우수자'],
    ],
  ],
  [
    'SCHOL_INCOME',
    [
      ['0', '기초·차상위'],
      ...Array.from({ length: 10 }, (_, i): [string, string] => [String(i + 1), `${i + 1}구간`]),
    ],
  ],
  ['SCHOL_STATUS', SCHOL_STATUSES.map((s): [string, string] => [s, SCHOL_STATUS_LABELS[s]])],
  [
    'CLUB_CAT',
    [
      ['CLUB_ACADEMIC', '학술', '전공·학문 연구와 스터디'],
      ['CLUB_ART', '문화예술', '음악·미술·공연·사진'],
      ['CLUB_SPORTS', '체육', '구기·무도·레저 스포츠'],
      ['CLUB_SERVICE', '봉사', '지역사회·교육 봉사'],
      ['CLUB_RELIGION', '종교', '신앙 공동체 활동'],
      ['CLUB_HOBBY', '취미·교양', '요리·여행·보드게임 등 교양 활동'],
    ],
  ],
  // Exchange programmes: the partner's country, its language of instruction, and the language tests.
  [
    'COUNTRY',
    [
      ['US', '미국'],
      ['CA', '캐나다'],
      ['GB', '영국'],
      ['AU', '호주'],
      ['JP', '일본'],
      ['CN', '중국'],
      ['DE', '독일'],
      ['FR', '프랑스'],
      ['ES', '스페인'],
      ['NL', '네덜란드'],
      ['SE', '스웨덴'],
      ['SG', '싱가포르'],
    ],
  ],
  [
    'INSTR_LANG',
    [
      ['EN', '영어'],
      ['JA', '일본어'],
      ['ZH', '중국어'],
      ['DE', '독일어'],
      ['FR', '프랑스어'],
      ['ES', '스페인어'],
    ],
  ],
  [
    'LANG_TEST',
    [
      // Scales and levels of each test: src/lib/exchange/rules.ts (LANG_TESTS).
      ['TOEFL', 'TOEFL iBT'],
      ['IELTS', 'IELTS'],
      ['JLPT', 'JLPT'],
      ['HSK', 'HSK'],
      ['TOPIK', 'TOPIK'],
      ['DELF', 'DELF'],
      ['TESTDAF', 'TestDaF'],
      ['DELE', 'DELE'],
    ],
  ],
  // Recruiting postings: employment type, career level, company size and work region.
  [
    'EMP_TYPE',
    [
      ['FULL', '정규직'],
      ['CONTRACT', '계약직'],
      ['INTERN', '인턴'],
    ],
  ],
  [
    'CAREER_LVL',
    [
      ['NEW', '신입'],
      ['EXP', '경력'],
      ['ANY', '경력무관'],
    ],
  ],
  [
    'COMPANY_SIZE',
    [
      ['LARGE', '대기업'],
      ['MID', '중견기업'],
      ['SMALL', '중소기업'],
      ['STARTUP', '스타트업'],
      ['PUBLIC', '공공기관'],
      ['FOREIGN', '외국계기업'],
    ],
  ],
  [
    'RECRUIT_REGION',
    [
      ['SEOUL', '서울'],
      ['GYEONGGI', '경기·인천'],
      ['CHUNGCHEONG', '대전·충청'],
      ['YEONGNAM', '부산·대구·경상'],
      ['HONAM', '광주·전라'],
      ['GANGWON_JEJU', '강원·제주'],
      ['REMOTE', '재택·원격'],
      ['OVERSEAS', '해외'],
    ],
  ],
  [
    'CONTEST_FIELD',
    [
      ['IDEA', '기획·아이디어'],
      ['DESIGN', '디자인·영상'],
      ['IT', 'IT·소프트웨어'],
      ['MARKETING', '마케팅·광고'],
      ['WRITING', '문학·글쓰기'],
      ['SOCIAL', '사회공헌·봉사'],
      ['SUPPORTERS', '서포터즈·기자단'],
    ],
  ],
  [
    'GRAD_DEGREE',
    [
      ['MASTER', '석사'],
      ['DOCTOR', '박사'],
      ['INTEGRATED', '석박사통합'],
    ],
  ],
];

export function comCodeRows(): ComCode[] {
  return COM_CODE_GROUPS.flatMap(([grpCd, codes]) =>
    codes.map(([comCd, comCdNm, description], i) => ({
      grpCd,
      comCd,
      comCdNm,
      description: description ?? null,
      sortOrd: i + 1,
      useYn: 'Y',
    })),
  );
}

/** Notice categories; posts.category holds the cdNm. */
export const NOTICE_CATEGORIES = {
  ACADEMIC: '학사',
  SCHOLARSHIP: '장학',
  CAREER: '취업',
  EVENT: '행사',
  SYSTEM: '시스템',
} as const;

/** Programme areas: [cdId, cdNm, children [cdId, cdNm][]] under the root PA00. */
const PROGRAM_AREAS: [string, string, [string, string][]][] = [
  ['PA01', '학습역량', [['PA0101', '학습전략'], ['PA0102', '글쓰기·발표']]],
  ['PA02', '진로역량', [['PA0201', '진로탐색'], ['PA0202', '취업준비']]],
  ['PA03', '대인관계', [['PA0301', '의사소통'], ['PA0302', '갈등관리']]],
  ['PA04', '글로벌', [['PA0401', '외국어'], ['PA0402', '해외연수']]],
  ['PA05', '창의·창업', [['PA0501', '디자인씽킹'], ['PA0502', '창업실습']]],
  ['PA06', '봉사·리더십', [['PA0601', '지역사회봉사'], ['PA0602', '리더십훈련']]],
];

/** Core competencies: [cdId, cdNm, English key, colour]. */
const CORE_COMPETENCIES: [string, string, string, string][] = [
  ['CC01', '창의융합', 'CREATIVITY', '#5D87FF'],
  ['CC02', '소통협력', 'COMMUNICATION', '#13DEB9'],
  ['CC03', '자기주도', 'SELF_DIRECTION', '#FFAE1F'],
  ['CC04', '공감배려', 'EMPATHY', '#FA896B'],
  ['CC05', '글로벌시민', 'GLOBAL', '#49BEFF'],
  ['CC06', '전문실무', 'EXPERTISE', '#7C5CC4'],
];

export function cmmnCodeRows(): CmmnCode[] {
  const rows: CmmnCode[] = [
    { cdId: 'PA00', upCdId: null, cdCategory: 'PROGRAM_AREA', cdNm: '프로그램 영역', sortOrd: 0 },
  ];
  PROGRAM_AREAS.forEach(([cdId, cdNm, children], i) => {
    rows.push({ cdId, upCdId: 'PA00', cdCategory: 'PROGRAM_AREA', cdNm, sortOrd: i + 1 });
    children.forEach(([childId, childNm], j) =>
      rows.push({ cdId: childId, upCdId: cdId, cdCategory: 'PROGRAM_AREA', cdNm: childNm, sortOrd: j + 1 }),
    );
  });
  CORE_COMPETENCIES.forEach(([cdId, cdNm, key, colour], i) =>
    rows.push({ cdId, upCdId: null, cdCategory: 'CORE_COMPETENCY', cdNm, userdef1: key, userdef2: colour, sortOrd: i + 1 }),
  );
  Object.values(NOTICE_CATEGORIES).forEach((cdNm, i) =>
    rows.push({ cdId: `NC0${i + 1}`, upCdId: null, cdCategory: 'NOTICE_CATEGORY', cdNm, sortOrd: i + 1 }),
  );
  return rows.map((row) => ({ useYn: 'Y', ...row }));
}
