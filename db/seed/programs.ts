// Programme announcements (board PROGRAM) shown as "프로그램 소식" on the main page.
export interface ProgramDef {
  title: string;
  category: string;
  at: string;
  viewCnt: number;
  html: string;
}

export const PROGRAMS: ProgramDef[] = [
  {
    title: '겨울방학 취업 캠프 참가자 모집 (1박 2일)',
    category: '취업',
    at: '2026-11-16 10:00',
    viewCnt: 341,
    html: `<p>경력개발센터가 3·4학년을 대상으로 겨울방학 취업 캠프를 엽니다.</p>
<ul><li>일정: 2027. 1. 7.(목) ~ 1. 8.(금), 교내 연수관</li><li>내용: 직무 분석, 자기소개서 첨삭, 모의 면접</li><li>모집 인원: 60명 (선착순)</li></ul>
<p>참가비는 없으며, 수료자에게 비교과 마일리지 20점을 드립니다.</p>`,
  },
  {
    title: '학습법 코칭 프로그램 「시험 전 2주 플랜」',
    category: '학습',
    at: '2026-11-10 09:30',
    viewCnt: 205,
    html: `<p>교수학습지원센터가 기말고사를 앞두고 학습 계획 세우기와 시간 관리 코칭을 진행합니다.</p>
<ul><li>기간: 2026. 11. 30.(월) ~ 12. 11.(금), 주 2회</li><li>방식: 소그룹(4~6명) 대면 코칭</li></ul>`,
  },
  {
    title: '마음 건강 주간: 스트레스 관리 집단 프로그램',
    category: '상담',
    at: '2026-11-05 14:00',
    viewCnt: 188,
    html: `<p>학생상담센터가 시험 기간 스트레스를 다루는 4회기 집단 프로그램을 운영합니다.</p>
<ul><li>대상: 재학생 누구나 (회기당 10명)</li><li>장소: 학생회관 3층 학생상담센터 집단상담실</li></ul>
<p>상담 내용은 비밀이 보장됩니다.</p>`,
  },
  {
    title: '2027 글로벌 교환학생 설명회',
    category: '국제교류',
    at: '2026-10-28 11:00',
    viewCnt: 276,
    html: `<p>2027학년도 1학기 파견 교환학생 프로그램과 지원 방법을 안내합니다.</p>
<ul><li>일시: 2026. 11. 25.(수) 16:00</li><li>장소: 인문관 101호 (온라인 동시 중계)</li></ul>`,
  },
];
