// 우수 포트폴리오 demo data: six upper-year students of different departments keep a few entries of
// their own (awards, licences, language scores, projects), saved a résumé version with a
// self-introduction and published it; five were selected by the career centre (staff2, the
// programme admin), one waits. Half of them allowed their name. student1 keeps one unpublished
// version. Students are chosen by a fixed rule (first enrolled 4th-years by id, one per department,
// leaving out the accounts tests sign in as), so the same ones come back on every load.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const RESERVED = new Set(['student1', 'student2', 'student10', 'student11', 'student17', 'student263', 'student273', 'student283', ...Array.from({ length: 6 }, (_, i) => `student${240 + i}`)]);

interface Example {
  title: string;
  jobClsCd: string;
  showName: boolean;
  selected: boolean;
  intro: string;
  entries: { kind: 'AWARD' | 'LICENSE' | 'LANGUAGE' | 'PROJECT'; title: string; issuer: string; acquiredDt: string; endDt?: string; score?: string; description?: string }[];
}

const EXAMPLES: Example[] = [
  {
    title: '데이터 분석 직무 지원용',
    jobClsCd: 'JOB02',
    showName: true,
    selected: true,
    intro: '공공 데이터로 지역 상권을 분석한 프로젝트에서 문제를 데이터로 정의하는 힘을 길렀습니다.\n분석 결과를 현업이 바로 쓸 수 있는 대시보드로 전하는 분석가가 되고자 합니다.',
    entries: [
      { kind: 'PROJECT', title: '서울시 골목상권 매출 분석 대시보드', issuer: '데이터분석 학회', acquiredDt: '2026-03-04', endDt: '2026-06-20', description: '공공 데이터 12종을 결합해 상권별 매출 추이를 시각화했습니다.' },
      { kind: 'LICENSE', title: 'ADsP(데이터분석 준전문가)', issuer: '한국데이터산업진흥원', acquiredDt: '2025-11-28' },
      { kind: 'LANGUAGE', title: 'TOEIC', issuer: 'ETS', acquiredDt: '2026-01-18', score: '905' },
      { kind: 'AWARD', title: '교내 데이터 분석 경진대회 최우수상', issuer: '한울여자대학교 SW중심대학사업단', acquiredDt: '2025-12-05' },
    ],
  },
  {
    title: '초등 교육 콘텐츠 기획',
    jobClsCd: 'JOB03',
    showName: false,
    selected: true,
    intro: '지역 아동센터 학습 멘토로 2년간 활동하며 아이들의 눈높이에 맞춘 수업 자료를 만들었습니다.',
    entries: [
      { kind: 'PROJECT', title: '아동센터 주말 과학교실 교안 개발', issuer: '교육봉사 동아리 해밀', acquiredDt: '2025-09-06', endDt: '2026-06-27' },
      { kind: 'AWARD', title: '교육 봉사 우수 활동상', issuer: '한울여자대학교 사회봉사센터', acquiredDt: '2026-02-14' },
      { kind: 'LICENSE', title: '한국사능력검정시험 1급', issuer: '국사편찬위원회', acquiredDt: '2025-08-22' },
    ],
  },
  {
    title: 'UX 디자이너 포트폴리오',
    jobClsCd: 'JOB05',
    showName: true,
    selected: true,
    intro: '사용자 인터뷰 30회로 캠퍼스 앱의 불편을 찾아 다시 설계했습니다. 작은 불편을 끝까지 따라가는 디자이너가 되겠습니다.',
    entries: [
      { kind: 'PROJECT', title: '캠퍼스 식당 주문 앱 UX 개선', issuer: '디자인씽킹 수업 팀 프로젝트', acquiredDt: '2026-03-10', endDt: '2026-06-12' },
      { kind: 'AWARD', title: '대학생 UX 디자인 공모전 장려상', issuer: '한국디자인진흥원', acquiredDt: '2025-11-14' },
      { kind: 'LICENSE', title: 'GTQ 포토샵 1급', issuer: '한국생산성본부', acquiredDt: '2024-12-20' },
    ],
  },
  {
    title: '간호사 취업 준비',
    jobClsCd: 'JOB04',
    showName: false,
    selected: true,
    intro: '임상 실습에서 환자와의 소통이 치료의 일부라는 것을 배웠습니다.',
    entries: [
      { kind: 'LICENSE', title: 'BLS Provider', issuer: '대한심폐소생협회', acquiredDt: '2026-04-11' },
      { kind: 'LANGUAGE', title: 'OPIc', issuer: 'ACTFL', acquiredDt: '2026-02-07', score: 'IM2' },
      { kind: 'AWARD', title: '임상실습 우수 학생 표창', issuer: '한울여자대학교 간호학과', acquiredDt: '2026-07-03' },
    ],
  },
  {
    title: '마케팅 직무 이력서',
    jobClsCd: 'JOB01',
    showName: false,
    selected: true,
    intro: '교내 축제 SNS 계정을 운영해 팔로워를 3배로 늘렸습니다. 숫자로 말하는 마케터가 되겠습니다.',
    entries: [
      { kind: 'PROJECT', title: '교내 축제 SNS 홍보 캠페인', issuer: '총학생회 홍보국', acquiredDt: '2025-04-01', endDt: '2025-05-30' },
      { kind: 'LICENSE', title: 'Google Analytics 자격', issuer: 'Google', acquiredDt: '2026-05-19' },
      { kind: 'LANGUAGE', title: 'TOEIC Speaking', issuer: 'ETS', acquiredDt: '2026-03-22', score: 'IH' },
    ],
  },
  {
    title: '공공기관 행정직 지원',
    jobClsCd: 'JOB01',
    showName: true,
    selected: false,
    intro: '구청 행정 인턴으로 민원 응대 매뉴얼을 정리했습니다.',
    entries: [
      { kind: 'PROJECT', title: '구청 민원 응대 매뉴얼 개정', issuer: '○○구청 행정 인턴', acquiredDt: '2026-07-01', endDt: '2026-08-22' },
      { kind: 'LICENSE', title: '컴퓨터활용능력 1급', issuer: '대한상공회의소', acquiredDt: '2025-06-27' },
    ],
  },
];

const SECTIONS = ['PROJECTS', 'AWARDS', 'LICENSES', 'LANGUAGES', 'PROGRAMS', 'LEARNING', 'BADGES'];

export async function seedShowcases(tx: Tx) {
  const { users, portfolioEntries, portfolioResumes, portfolioShowcases } = schema;
  const seniors = await tx
    .select({ userId: users.userId, hakguaCd: users.hakguaCd, majorCd: users.majorCd })
    .from(users)
    .where(and(eq(users.userDiv, 'std'), eq(users.gradeCd, '4'), eq(users.shregSt, '10')))
    .orderBy(asc(users.userId));
  // Numeric order (student3 before student12), one student per department.
  seniors.sort((a, b) => Number(a.userId.replace(/\D/g, '')) - Number(b.userId.replace(/\D/g, '')));
  const seenDepts = new Set<string>();
  const chosen = seniors.filter((s) => {
    const dept = s.majorCd ?? s.hakguaCd ?? '';
    if (RESERVED.has(s.userId) || seenDepts.has(dept)) return false;
    seenDepts.add(dept);
    return true;
  });
  for (const [i, ex] of EXAMPLES.entries()) {
    const s = chosen[i];
    if (!s) break;
    await tx.insert(portfolioEntries).values(ex.entries.map((e) => ({ studentId: s.userId, kind: e.kind, title: e.title, issuer: e.issuer, acquiredDt: e.acquiredDt, endDt: e.endDt ?? null, score: e.score ?? null, description: e.description ?? null, createdAt: kst(e.acquiredDt, '20:00') })));
    const saved = kst('2026-09-10', `1${i}:00`);
    const [r] = await tx
      .insert(portfolioResumes)
      .values({ studentId: s.userId, title: ex.title, sections: SECTIONS, showContact: true, showPhoto: false, intro: ex.intro, createdAt: saved, updatedAt: saved })
      .returning({ resumeId: portfolioResumes.resumeId });
    await tx.insert(portfolioShowcases).values({
      resumeId: r.resumeId,
      studentId: s.userId,
      showName: ex.showName,
      deptCd: s.majorCd ?? s.hakguaCd,
      jobClsCd: ex.jobClsCd,
      status: ex.selected ? 'SELECTED' : 'PUBLISHED',
      publishedAt: kst('2026-09-12', `1${i}:00`),
      selectedAt: ex.selected ? kst('2026-09-20', `1${i}:30`) : null,
      selectedBy: ex.selected ? 'staff2' : null,
    });
  }
  // student1's own saved version, not published.
  const at = kst('2026-11-02', '21:10');
  await tx.insert(portfolioResumes).values({ studentId: 'student1', title: '기본 이력서', sections: ['PROGRAMS', 'LEARNING', 'SCHOLARSHIPS', 'BADGES'], showContact: true, showPhoto: false, intro: '비교과 프로그램과 동아리 활동으로 협업하는 법을 배웠습니다.', createdAt: at, updatedAt: at });
}
