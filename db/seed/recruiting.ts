// Recruiting demo data around the demo world's today (2026-11-22): invented companies (three of
// them spoken for by outside users), ~50 postings across job families, regions and states (open,
// closing today, upcoming, closed by date, closed by hand, waiting for approval), contests and
// external activities, graduate-school admission rounds, and student1's bookmarks. Ids follow the order of the lists (1, 2, ...).
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** [name, size, industry, region, owner (outside user) or null, introduction] */
export const COMPANIES: [string, string, string, string, string | null, string][] = [
  ['(주)누리데이터웍스', 'SMALL', 'IT·데이터 분석', 'SEOUL', 'outsider1', '공공·유통 데이터를 분석해 의사결정을 돕는 데이터 전문 기업입니다.'],
  ['새봄디자인스튜디오', 'STARTUP', '디자인·브랜딩', 'SEOUL', 'outsider2', '브랜드 경험과 UX를 설계하는 디자인 스튜디오입니다.'],
  ['가온길회계법인', 'MID', '회계·세무', 'SEOUL', 'outsider3', '감사와 세무 자문을 제공하는 회계법인입니다.'],
  ['한빛전자(주)', 'LARGE', '반도체·전자', 'GYEONGGI', null, '메모리 반도체와 전자부품을 만드는 제조 기업입니다.'],
  ['푸른솔은행', 'LARGE', '금융·은행', 'SEOUL', null, '전국 지점망을 갖춘 시중은행입니다.'],
  ['다온바이오(주)', 'MID', '바이오·제약', 'CHUNGCHEONG', null, '바이오 의약품을 연구·생산하는 기업입니다.'],
  ['한국문화진흥원', 'PUBLIC', '공공·문화', 'HONAM', null, '지역 문화 콘텐츠를 지원하는 공공기관입니다.'],
  ['별빛미디어(주)', 'MID', '방송·콘텐츠', 'SEOUL', null, '예능과 다큐멘터리를 제작하는 콘텐츠 제작사입니다.'],
  ['오름소프트', 'STARTUP', '소프트웨어', 'REMOTE', null, '교육용 SaaS를 만드는 원격 근무 스타트업입니다.'],
  ['글로벌링크코리아', 'FOREIGN', '물류·무역', 'OVERSEAS', null, '아시아 물류 네트워크를 운영하는 외국계 기업입니다.'],
  ['바른케어병원', 'MID', '보건·의료', 'YEONGNAM', null, '지역 거점 종합병원입니다.'],
  ['늘품식품(주)', 'MID', '식품·외식', 'GYEONGGI', null, '건강 간편식을 개발하는 식품 기업입니다.'],
  ['해오름복지재단', 'PUBLIC', '사회복지', 'GANGWON_JEJU', null, '아동·청소년 복지 사업을 하는 재단입니다.'],
  ['모아커머스(주)', 'STARTUP', '이커머스', 'SEOUL', null, '패션 중심의 온라인 쇼핑 플랫폼입니다.'],
];

/** [company index, title, job family, employment type, career level, region, open offset, deadline offset (days from 2026-11-22), status] */
type Demo = [number, string, string, string, string, string, number, number, 'OPEN' | 'CLOSED' | 'PENDING'];

export const POSTINGS: Demo[] = [
  [0, '데이터 분석가 신입 채용', 'JOB02', 'FULL', 'NEW', 'SEOUL', -10, 12, 'OPEN'],
  [0, '데이터 엔지니어 인턴 (6개월)', 'JOB02', 'INTERN', 'NEW', 'SEOUL', -5, 5, 'OPEN'],
  [1, 'UX 디자이너 채용', 'JOB05', 'FULL', 'ANY', 'SEOUL', -7, 18, 'OPEN'],
  [1, '브랜드 디자인 인턴', 'JOB05', 'INTERN', 'NEW', 'SEOUL', -3, 0, 'OPEN'],
  [2, '회계감사 신입 회계사(수습)', 'JOB01', 'FULL', 'NEW', 'SEOUL', -20, 9, 'OPEN'],
  [2, '세무 보조 계약직', 'JOB01', 'CONTRACT', 'ANY', 'SEOUL', -30, -2, 'OPEN'],
  [3, '반도체 공정 엔지니어 신입', 'JOB02', 'FULL', 'NEW', 'GYEONGGI', -14, 3, 'OPEN'],
  [3, '회로 설계 연구원', 'JOB02', 'FULL', 'EXP', 'GYEONGGI', -14, 25, 'OPEN'],
  [3, '생산관리 계약직', 'JOB09', 'CONTRACT', 'ANY', 'GYEONGGI', -40, -10, 'OPEN'],
  [3, '동계 연구 인턴', 'JOB02', 'INTERN', 'NEW', 'GYEONGGI', 3, 20, 'OPEN'],
  [4, '2027 상반기 신입행원 공개채용', 'JOB01', 'FULL', 'NEW', 'SEOUL', -8, 7, 'OPEN'],
  [4, 'IT 디지털 인턴', 'JOB02', 'INTERN', 'NEW', 'SEOUL', -8, 14, 'OPEN'],
  [4, '자산관리 상담 계약직', 'JOB07', 'CONTRACT', 'EXP', 'SEOUL', -25, -1, 'OPEN'],
  [5, '바이오 분석 연구원 신입', 'JOB02', 'FULL', 'NEW', 'CHUNGCHEONG', -6, 21, 'OPEN'],
  [5, '품질관리(QC) 계약직', 'JOB09', 'CONTRACT', 'NEW', 'CHUNGCHEONG', -15, 2, 'OPEN'],
  [5, '임상 데이터 관리 인턴', 'JOB04', 'INTERN', 'NEW', 'CHUNGCHEONG', -2, 30, 'OPEN'],
  [6, '문화기획 신입 직원', 'JOB03', 'FULL', 'NEW', 'HONAM', -12, 6, 'OPEN'],
  [6, '청년 인턴(체험형)', 'JOB03', 'INTERN', 'NEW', 'HONAM', -12, -3, 'OPEN'],
  [6, '기록물 관리 계약직', 'JOB03', 'CONTRACT', 'ANY', 'HONAM', 5, 26, 'OPEN'],
  [7, '예능 조연출(AD) 채용', 'JOB05', 'FULL', 'NEW', 'SEOUL', -9, 11, 'OPEN'],
  [7, '영상 편집 인턴', 'JOB05', 'INTERN', 'NEW', 'SEOUL', -9, 1, 'OPEN'],
  [7, '콘텐츠 마케팅 경력직', 'JOB07', 'FULL', 'EXP', 'SEOUL', -30, -6, 'OPEN'],
  [8, '프론트엔드 개발자 (원격)', 'JOB02', 'FULL', 'ANY', 'REMOTE', -4, 24, 'OPEN'],
  [8, '백엔드 개발 인턴 (원격)', 'JOB02', 'INTERN', 'NEW', 'REMOTE', -4, 10, 'OPEN'],
  [8, '교육 콘텐츠 기획자', 'JOB03', 'FULL', 'NEW', 'REMOTE', -1, 28, 'OPEN'],
  [9, '해외영업 신입 (싱가포르 근무)', 'JOB07', 'FULL', 'NEW', 'OVERSEAS', -11, 15, 'OPEN'],
  [9, '글로벌 물류 인턴 (베트남)', 'JOB07', 'INTERN', 'NEW', 'OVERSEAS', -6, 8, 'OPEN'],
  [9, '무역사무 계약직', 'JOB01', 'CONTRACT', 'ANY', 'SEOUL', -35, -12, 'OPEN'],
  [10, '간호사 신규 채용', 'JOB04', 'FULL', 'NEW', 'YEONGNAM', -10, 13, 'OPEN'],
  [10, '임상영양사 계약직', 'JOB04', 'CONTRACT', 'ANY', 'YEONGNAM', -10, 4, 'OPEN'],
  [10, '의료 행정 인턴', 'JOB01', 'INTERN', 'NEW', 'YEONGNAM', -18, -4, 'OPEN'],
  [11, '식품 연구개발(R&D) 신입', 'JOB02', 'FULL', 'NEW', 'GYEONGGI', -5, 16, 'OPEN'],
  [11, '메뉴 개발 영양사', 'JOB06', 'FULL', 'ANY', 'GYEONGGI', -5, 9, 'OPEN'],
  [11, '영업관리 신입', 'JOB07', 'FULL', 'NEW', 'GYEONGGI', -20, -5, 'OPEN'],
  [12, '사회복지사 신규 채용', 'JOB03', 'FULL', 'NEW', 'GANGWON_JEJU', -7, 10, 'OPEN'],
  [12, '아동상담 보조 계약직', 'JOB03', 'CONTRACT', 'NEW', 'GANGWON_JEJU', -7, 0, 'OPEN'],
  [12, '사업기획 인턴', 'JOB01', 'INTERN', 'NEW', 'GANGWON_JEJU', 2, 19, 'OPEN'],
  [13, 'MD(상품기획) 신입', 'JOB07', 'FULL', 'NEW', 'SEOUL', -6, 12, 'OPEN'],
  [13, '패션 콘텐츠 에디터 인턴', 'JOB05', 'INTERN', 'NEW', 'SEOUL', -6, 6, 'OPEN'],
  [13, '데이터 기반 마케터', 'JOB01', 'FULL', 'EXP', 'SEOUL', -3, 22, 'OPEN'],
  [13, 'CS 운영 계약직', 'JOB07', 'CONTRACT', 'ANY', 'SEOUL', -16, 5, 'CLOSED'],
  [4, '금융 데이터 분석 경력직', 'JOB02', 'FULL', 'EXP', 'SEOUL', -10, 15, 'CLOSED'],
  [0, '공공데이터 분석 보조 계약직', 'JOB02', 'CONTRACT', 'NEW', 'SEOUL', -1, 20, 'PENDING'],
  [1, '모션 그래픽 디자이너', 'JOB05', 'FULL', 'ANY', 'SEOUL', 0, 27, 'PENDING'],
  [3, '설비 엔지니어 신입', 'JOB09', 'FULL', 'NEW', 'GYEONGGI', -9, 17, 'OPEN'],
  [5, '약사 채용', 'JOB04', 'FULL', 'ANY', 'CHUNGCHEONG', -13, 11, 'OPEN'],
  [7, '라디오 작가 계약직', 'JOB05', 'CONTRACT', 'ANY', 'SEOUL', -14, 3, 'OPEN'],
  [8, 'QA 엔지니어 인턴', 'JOB02', 'INTERN', 'NEW', 'REMOTE', -21, -8, 'OPEN'],
  [2, '재무자문(FAS) 인턴', 'JOB01', 'INTERN', 'NEW', 'SEOUL', -4, 13, 'OPEN'],
  [6, '지역축제 운영 계약직', 'JOB06', 'CONTRACT', 'ANY', 'HONAM', -9, 7, 'OPEN'],
];

const EMP_WORD: Record<string, string> = { FULL: '정규직', CONTRACT: '계약직(1년, 평가 후 연장 가능)', INTERN: '인턴(3~6개월, 우수자 정규직 전환 검토)' };
const LVL_WORD: Record<string, string> = { NEW: '신입(졸업예정자 포함)', EXP: '관련 경력 2년 이상', ANY: '경력 무관' };

/** 'YYYY-MM-DD' of 2026-11-22 plus n days. */
export function demoDay(n: number) {
  const d = new Date(Date.UTC(2026, 10, 22 + n));
  return d.toISOString().slice(0, 10);
}

function postingRow(p: Demo, companyId: number, i: number) {
  const [c, title, jobClsCd, empTypeCd, careerLvlCd, regionCd, open, deadline, status] = p;
  const company = COMPANIES[c];
  const owner = company[4];
  const created = kst(demoDay(Math.min(open, 0) - 1), '10:00');
  return {
    companyId,
    title,
    jobClsCd,
    empTypeCd,
    regionCd,
    careerLvlCd,
    openDt: demoDay(open),
    deadlineDt: demoDay(deadline),
    headcount: (i % 4) + 1,
    salary: empTypeCd === 'INTERN' ? '월 220만 원' : i % 3 === 0 ? '회사 내규에 따름' : `연 ${3000 + (i % 7) * 200}만 원 이상`,
    requirements: `· 고용 형태: ${EMP_WORD[empTypeCd]}\n· 지원 자격: ${LVL_WORD[careerLvlCd]}\n· ${company[2]} 분야에 관심이 있고 성실하게 배우려는 분\n· 우대: 관련 전공, 직무 관련 자격증 또는 프로젝트 경험`,
    howToApply: `채용 홈페이지에서 온라인 지원서를 작성해 제출합니다.\n전형 절차: 서류 전형 → ${empTypeCd === 'INTERN' ? '면접' : '1차 면접 → 2차 면접'} → 최종 합격\n마감일 23:59까지 접수합니다.`,
    applyUrl: `https://recruit.example.com/${companyId}/${i + 1}`,
    contact: `인사팀 채용 담당 02-${3000 + companyId * 11}-${String(1000 + i * 7).slice(0, 4)}`,
    status,
    postedBy: owner ?? (i % 2 ? 'staff10' : 'staff1'),
    posterDiv: owner ? 'otsdr' : 'stf',
    viewCnt: (i * 37) % 250,
    createdAt: created,
    updatedAt: created,
  };
}

/** [title, field, host, target, prize, start offset, deadline offset (days from 2026-11-22), description] */
export const CONTESTS: [string, string, string, string, string | null, number, number, string][] = [
  ['제7회 청년 정책 아이디어 공모전', 'IDEA', '한국문화진흥원', '대학생·대학원생', '대상 500만 원 외', -20, 8, '청년의 삶을 바꾸는 정책 아이디어를 모읍니다. 개인 또는 3인 이하 팀으로 참가할 수 있습니다.'],
  ['공공데이터 활용 서비스 개발 경진대회', 'IT', '(주)누리데이터웍스', '대학생 누구나', '총상금 1,200만 원', -15, 18, '공공데이터 포털의 데이터를 활용한 웹·앱 서비스를 개발해 제출합니다.'],
  ['친환경 패키지 디자인 공모전', 'DESIGN', '늘품식품(주)', '대학생·일반인', '최우수 300만 원', -10, 3, '간편식 포장재를 친환경 소재로 바꾸는 패키지 디자인을 공모합니다.'],
  ['대학생 마케팅 챌린지 시즌 5', 'MARKETING', '모아커머스(주)', '대학생 3~4인 팀', '입사 지원 시 서류 면제', -5, 25, '실제 브랜드의 마케팅 과제를 받아 캠페인을 기획하고 발표합니다.'],
  ['푸른솔은행 대학생 홍보대사 12기', 'SUPPORTERS', '푸른솔은행', '대학교 재학생', '활동비 월 30만 원', -12, 5, '6개월 동안 금융 교육 콘텐츠를 만들고 캠퍼스 행사를 운영합니다.'],
  ['청소년 멘토링 봉사단 겨울 기수', 'SOCIAL', '해오름복지재단', '대학교 재학·휴학생', '봉사 시간 인증', -8, 0, '겨울방학 동안 지역 아동센터 학습 멘토로 활동합니다.'],
  ['나의 첫 직장 에세이 공모전', 'WRITING', '별빛미디어(주)', '대학생·사회초년생', '대상 200만 원', -30, -2, '첫 직장을 준비하며 겪은 이야기를 에세이로 써 주세요.'],
  ['AI 영상 콘텐츠 공모전', 'DESIGN', '별빛미디어(주)', '누구나', '총상금 800만 원', 4, 35, '생성형 AI 도구를 활용한 3분 이내 영상을 공모합니다.'],
  ['스마트 물류 아이디어 해커톤', 'IT', '글로벌링크코리아', '대학생 2~4인 팀', '해외 인턴십 기회', -25, -6, '물류 현장의 문제를 데이터와 소프트웨어로 해결하는 1박 2일 해커톤입니다.'],
  ['지역 축제 SNS 기자단', 'SUPPORTERS', '한국문화진흥원', '대학생', '활동 수료증', -3, 12, '지역 축제를 취재해 SNS 콘텐츠로 알리는 기자단을 모집합니다.'],
  ['헬스케어 서비스 기획 공모전', 'IDEA', '바른케어병원', '보건·의료 계열 대학생', '우수상 100만 원', -18, 10, '환자 경험을 개선하는 서비스 아이디어를 기획서로 제출합니다.'],
  ['대학생 광고 카피 공모전', 'MARKETING', '새봄디자인스튜디오', '대학생', '대상 150만 원', -40, -15, '봄 시즌 브랜드 캠페인의 광고 카피를 공모합니다.'],
];

/** [school, programme, degree, round, start offset, deadline offset, documents] */
export const GRAD_ADMISSIONS: [string, string, string, string, number, number, string][] = [
  ['한울여자대학교 일반대학원', '컴퓨터공학과', 'MASTER', '2027학년도 전기 2차', -10, 9, '입학원서, 학업계획서, 학부 성적증명서, 졸업(예정)증명서, 추천서 1부'],
  ['한울여자대학교 일반대학원', '통계학과', 'INTEGRATED', '2027학년도 전기 2차', -10, 9, '입학원서, 연구계획서, 학부 성적증명서, 공인영어성적(선택)'],
  ['한국과학기술원 대학원', '전산학부', 'MASTER', '2027학년도 봄학기 정시', -30, -5, '입학원서, 학업계획서, 성적증명서, 추천서 2부, 공인영어성적'],
  ['서울미래대학교 대학원', '데이터사이언스학과', 'MASTER', '2027학년도 전기', -5, 16, '입학원서, 자기소개서, 학업계획서, 성적증명서'],
  ['서울미래대학교 대학원', '경영학과', 'DOCTOR', '2027학년도 전기', -5, 16, '입학원서, 연구계획서, 석사 학위논문 요약, 성적증명서, 추천서 2부'],
  ['한빛교육대학원', '상담심리교육전공', 'MASTER', '2027학년도 전기 특별전형', -2, 3, '입학원서, 경력증명서(해당자), 성적증명서'],
  ['남도국립대학교 대학원', '생명과학과', 'INTEGRATED', '2027학년도 전기 1차', -45, -20, '입학원서, 연구계획서, 성적증명서, 지도교수 면담확인서'],
  ['한울여자대학교 디자인대학원', '시각디자인전공', 'MASTER', '2027학년도 전기', 7, 30, '입학원서, 포트폴리오(PDF), 학업계획서, 성적증명서'],
];

export async function seedRecruiting(tx: Tx) {
  const companyIds: number[] = [];
  for (const [companyNm, sizeCd, industryNm, regionCd, ownerId, introduction] of COMPANIES) {
    const [row] = await tx
      .insert(schema.recruitCompanies)
      .values({ companyNm, sizeCd, industryNm, regionCd, ownerId, introduction, homepage: null, createdAt: kst('2026-08-20') })
      .returning({ id: schema.recruitCompanies.companyId });
    companyIds.push(row.id);
  }
  await tx.insert(schema.recruitPostings).values(POSTINGS.map((p, i) => postingRow(p, companyIds[p[0]], i)));
  await tx.insert(schema.recruitContests).values(
    CONTESTS.map(([title, fieldCd, hostNm, targetNm, prize, start, end, description], i) => ({
      title,
      fieldCd,
      hostNm,
      targetNm,
      prize,
      applyStartDt: demoDay(start),
      applyEndDt: demoDay(end),
      description,
      homepage: `https://contest.example.com/${i + 1}`,
      status: 'OPEN',
      postedBy: i % 2 ? 'staff10' : 'staff1',
      viewCnt: (i * 53) % 300,
      createdAt: kst(demoDay(Math.min(start, 0) - 1), '11:00'),
    })),
  );
  await tx.insert(schema.recruitGradAdmissions).values(
    GRAD_ADMISSIONS.map(([schoolNm, programNm, degreeCd, roundNm, start, end, documents], i) => ({
      schoolNm,
      programNm,
      degreeCd,
      roundNm,
      applyStartDt: demoDay(start),
      applyEndDt: demoDay(end),
      documents,
      homepage: `https://admission.example.com/${i + 1}`,
      status: 'OPEN',
      createdAt: kst(demoDay(Math.min(start, 0) - 1), '12:00'),
    })),
  );
  // student1 (컴퓨터공학과) keeps an eye on three postings, one of them already closed.
  await tx.insert(schema.recruitBookmarks).values([
    { studentId: 'student1', postingId: 1, createdAt: kst('2026-11-15', '21:00') },
    { studentId: 'student1', postingId: 23, createdAt: kst('2026-11-19', '22:10') },
    { studentId: 'student1', postingId: 9, createdAt: kst('2026-10-20', '20:00') },
  ]);
}
