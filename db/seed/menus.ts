// Side menus, one tree per user type (clientType 'user'). A menu is switched on (useYn 'Y') only when
// its page exists; the other entries are kept switched off until their pages are built.
import type { schema } from '../../src/lib/server/db/index';

type Menu = typeof schema.menus.$inferInsert;

interface Entry {
  id: string;
  nm: string;
  url: string | null;
  /** Page exists now. Groups are on when at least one child is on. */
  on?: boolean;
  description: string;
  children?: Entry[];
}

/** The student notice menu, also student1's favourite. */
export const STD_NOTICE_MENU_ID = 'STD_BOARD_NOTICE';

/** The shared 알림마당 group of the staff-side menus. */
const board = (prefix: string): Entry => ({
  id: `${prefix}_BOARD`,
  nm: '알림마당',
  url: null,
  description: '메시지와 공지사항, 포털 이용 방법을 확인합니다.',
  children: [
    { id: `${prefix}_BOARD_MESSAGES`, nm: '메시지함', url: '/messages', on: true, description: '포털에서 받은 알림 메시지를 확인합니다.' },
    { id: `${prefix}_BOARD_NOTICE`, nm: '공지사항', url: '/notice', on: true, description: '학사, 장학, 취업, 행사 공지를 확인합니다.' },
    { id: `${prefix}_BOARD_GUIDE`, nm: '사이트 가이드', url: '/guide', on: true, description: '포털의 메뉴와 이용 방법을 안내합니다.' },
  ],
});

const STD: Entry[] = [
  { id: 'STD_MAIN', nm: '홈', url: '/user/main', on: true, description: '학사일정, 공지사항, 알림을 한눈에 보는 첫 화면입니다.' },
  {
    id: 'STD_LEARNACT',
    nm: '학습활동',
    url: null,
    description: '전공 탐색부터 졸업 준비까지 학습 활동을 지원합니다.',
    children: [
      { id: 'STD_LEARNACT_MAJOREXPLORE', nm: '전공탐색', url: '/user/learnact/majorexplore', on: true, description: '학과와 전공의 교육과정과 진로를 살펴보고 나만의 전공을 설계합니다.' },
      { id: 'STD_LEARNACT_MAJORMAP', nm: '전공지도', url: '/user/learnact/majormap', on: true, description: '전공 교과목의 선후수 관계와 이수 경로를 지도로 봅니다.' },
      { id: 'STD_LEARNACT_CURRIRCMD', nm: '교과목 추천', url: '/user/learnact/learnplan/currircmd', on: true, description: '진로와 역량에 맞는 교과목을 추천받습니다.' },
      { id: 'STD_LEARNACT_MYTIMETBL', nm: '나의 시간표', url: '/user/learnact/mytimetbl', on: true, description: '이번 학기 시간표를 보고 다음 학기 시간표를 설계합니다.' },
      { id: 'STD_LEARNACT_PROFSEARCH', nm: '교수 찾기', url: '/user/learnact/profsearch', on: true, description: '교수의 연구 분야와 연구실, 면담 시간을 찾아봅니다.' },
      { id: 'STD_LEARNACT_GRDTSMLT', nm: '졸업 시뮬레이션', url: '/user/learnact/grdtsmlt', on: true, description: '졸업 요건 대비 이수 현황을 점검하고 전공 변경을 가정해 봅니다.' },
      { id: 'STD_LEARNACT_ABILITYMNG', nm: '핵심역량 소개', url: '/user/learnact/abilitymng/intro', on: true, description: '대학의 핵심역량과 하위역량을 안내합니다.' },
      { id: 'STD_LEARNACT_EDUCURRI', nm: '역량별 교육과정', url: '/user/learnact/abilitymng/educurri', on: true, description: '역량별로 그 역량을 기르는 교과목과 프로그램을 찾아봅니다.' },
      { id: 'STD_LEARNACT_ECCADIAG', nm: '역량 진단', url: '/user/learnact/abilitymng/eccadiag', on: true, description: '핵심역량 자가진단을 하고 결과를 확인합니다.' },
      { id: 'STD_LEARNACT_MYTRACK', nm: '나의 트랙', url: '/user/learnact/track/mytrack', on: true, description: '트랙별 이수 현황을 확인합니다.' },
      { id: 'STD_LEARNACT_TRACKAPPLY', nm: '트랙 신청', url: '/user/learnact/track/applymng', on: true, description: '트랙을 신청하고 신청 상태를 확인합니다.' },
      { id: 'STD_LEARNACT_TRACKABOUT', nm: '트랙 안내', url: '/user/learnact/track/about', on: true, description: '운영 중인 트랙의 목표와 이수 기준을 안내합니다.' },
      { id: 'STD_LEARNACT_HCERTI', nm: '역량인증', url: '/user/learnact/hcerti/myHCertiState', on: true, description: '역량인증 요건과 취득 현황을 확인합니다.' },
      { id: 'STD_LEARNACT_HOKMA', nm: '교양교육과정', url: '/user/learnact/hokmaIndex', on: true, description: '교양교육과정의 영역과 교과목, 나의 영역별 이수 현황을 확인합니다.' },
    ],
  },
  {
    id: 'STD_FUTURE',
    nm: '진로·취업',
    url: null,
    description: '진로 목표를 세우고 취업을 준비합니다.',
    children: [
      { id: 'STD_FUTURE_CAREERGOAL', nm: '진로목표 설정', url: '/user/futuredesign/careergoalsetup', on: true, description: '희망 진로와 목표 직무를 설정합니다.' },
      { id: 'STD_FUTURE_CAREERACT', nm: '진로활동', url: '/user/futuredesign/careerAct', on: true, description: '비교과 진로 프로그램을 찾아 신청합니다.' },
      { id: 'STD_FUTURE_MYECP', nm: '나의 비교과', url: '/user/futuredesign/myecp', on: true, description: '신청한 비교과 프로그램의 상태와 처리 이력을 확인합니다.' },
      { id: 'STD_FUTURE_CRRCERTI', nm: '진로활동 이수증', url: '/user/futuredesign/crrcerti', on: true, description: '이수한 비교과 프로그램의 이수증을 PDF로 내려받습니다.' },
      { id: 'STD_FUTURE_OUTECP', nm: '교외활동', url: '/user/futuredesign/outecp', on: true, description: '공모전, 인턴십, 대외활동 등 학교 밖 활동을 등록하고 승인받습니다.' },
      { id: 'STD_FUTURE_SERVECERTI', nm: '봉사활동 확인', url: '/user/futuredesign/servecerti', on: true, description: '봉사 시간을 등록해 승인받고 연도별 합계와 확인서를 내려받습니다.' },
      { id: 'STD_FUTURE_ECPGUIDE', nm: '비교과 이용안내', url: '/user/futuredesign/ecpguide', on: true, description: '비교과 프로그램의 신청, 출석, 이수와 마일리지 기준을 안내합니다.' },
      { id: 'STD_FUTURE_RCMDRECRT', nm: '추천 채용정보', url: '/user/careerinfo/rcmdrecrt', on: true, description: '나의 전공과 희망 직무에 맞는 채용정보를 추천받습니다.' },
      { id: 'STD_FUTURE_CMMNRECRT', nm: '채용정보', url: '/user/careerinfo/cmmnrecrt', on: true, description: '모든 채용공고를 검색하고 관심 공고를 담습니다.' },
      { id: 'STD_FUTURE_RECRTCALENDAR', nm: '채용 캘린더', url: '/user/careerinfo/recrtcalendar', on: true, description: '채용 일정을 달력으로 보고 휴대폰 캘린더에서 구독합니다.' },
      { id: 'STD_FUTURE_CONTESTRECRT', nm: '공모전·대외활동', url: '/user/careerinfo/contestrecrt', on: true, description: '공모전과 대외활동을 분야와 마감일로 찾아봅니다.' },
      { id: 'STD_FUTURE_RECRTFAIR', nm: '채용박람회', url: '/user/careerinfo/recrtfair', on: true, description: '교내·온라인 채용박람회 일정을 보고 기업 부스 상담을 예약합니다.' },
      { id: 'STD_FUTURE_PARTTIMEJOB', nm: '아르바이트', url: '/user/careerinfo/parttimejob', on: true, description: '교내·교외 아르바이트를 찾아 포털에서 지원합니다.' },
      { id: 'STD_FUTURE_GRDTRECRT', nm: '대학원 입시', url: '/user/careerinfo/grdtrecrt', on: true, description: '대학원 모집 전형과 원서 접수 기간, 제출 서류를 확인합니다.' },
      { id: 'STD_FUTURE_STARTUPSUPP', nm: '창업지원', url: '/user/careerinfo/startupsupp', on: true, description: '창업 프로그램과 캠프, 창업공간 예약, 창업팀 등록, 지원금·멘토링 신청을 한곳에서 합니다.' },
      { id: 'STD_FUTURE_EMPLOYREFER', nm: '취업 참고자료', url: '/user/employrefer', on: true, description: '진로흥미검사와 자기소개서 작성 도우미로 취업을 준비합니다.' },
      { id: 'STD_FUTURE_CAREERTEST', nm: '진로흥미검사', url: '/user/employrefer/careertest', on: true, description: '홀랜드 흥미 유형 검사로 나에게 맞는 직업군을 알아봅니다.' },
      { id: 'STD_FUTURE_JASOSEOL', nm: '자기소개서 도우미', url: '/user/employrefer/jasoseol', on: true, description: '자주 묻는 자기소개서 문항의 초안을 글자 수를 세며 쓰고 버전별로 보관합니다.' },
      { id: 'STD_FUTURE_ONLINE', nm: '온라인 강좌', url: '/user/employrefer/online', on: true, description: '자기소개서, 면접, 직무 이해 등 취업 준비 온라인 강좌를 분류별로 찾아봅니다.' },
      { id: 'STD_FUTURE_MENTORING', nm: '멘토링', url: '/user/mentoring/junior', on: true, description: '졸업생·현직자 멘토에게 진로 조언을 구합니다.' },
      { id: 'STD_FUTURE_MENTORING_SENIOR', nm: '멘토 찾기', url: '/user/mentoring/senior', on: true, description: '직무와 상담 주제로 졸업생·현직자 멘토를 찾아 질문을 보냅니다.' },
      { id: 'STD_FUTURE_COMENTO', nm: '그룹 멘토링', url: '/user/mentoring/comento', on: true, description: '현직자 멘토의 그룹 멘토링(코멘토) 세션을 신청합니다.' },
      { id: 'STD_FUTURE_CAREERDEVELOP', nm: '진로개발 로드맵', url: '/user/careerdevelop', on: true, description: '학년별 진로개발 단계와 단계마다 필요한 프로그램, 나의 이수 현황을 봅니다.' },
    ],
  },
  {
    id: 'STD_PORTFOLIO',
    nm: '포트폴리오',
    url: null,
    description: '활동 이력을 모아 이력서와 포트폴리오를 만듭니다.',
    children: [
      { id: 'STD_PORTFOLIO_MYHISTORY', nm: '나의 이력', url: '/user/portfolio/myHistory', on: true, description: '교과·비교과 활동 이력을 모아 봅니다.' },
      { id: 'STD_PORTFOLIO_MYRESUME', nm: '이력서·포트폴리오', url: '/user/portfolio/myResume', on: true, description: '이력 데이터로 이력서와 포트폴리오를 작성합니다.' },
      { id: 'STD_PORTFOLIO_ANALYZE', nm: '포트폴리오 분석', url: '/user/portfolio/analyze', on: true, description: '나의 활동을 역량별로 분석합니다.' },
      { id: 'STD_PORTFOLIO_BEST', nm: '우수 포트폴리오', url: '/user/portfolio/bestPortfolio', on: true, description: '선배와 동료가 공개하고 진로지원센터가 고른 이력서를 학과와 희망 직무별로 참고합니다.' },
    ],
  },
  {
    id: 'STD_COLGLIFE',
    nm: '대학생활',
    url: null,
    description: '장학, 상담, 동아리, 교환학생 등 대학생활을 지원합니다.',
    children: [
      { id: 'STD_COLGLIFE_SCHOLAMT', nm: '장학', url: '/user/colglife/scholamt', on: true, description: '장학 공지와 나의 장학 수혜 현황을 확인합니다.' },
      { id: 'STD_COLGLIFE_LEARNCNSL', nm: '학습상담', url: '/user/colglife/generalcnsl/learncnsl', on: true, description: '학습 전략과 학업 고민을 상담합니다.' },
      { id: 'STD_COLGLIFE_PROFCNSL', nm: '교수상담', url: '/user/colglife/generalcnsl/profcnsl', on: true, description: '지도교수와의 상담을 신청합니다.' },
      { id: 'STD_COLGLIFE_CAREERCNSL', nm: '진로상담', url: '/user/colglife/generalcnsl/careercnsl', on: true, description: '경력개발센터 진로상담을 신청합니다.' },
      { id: 'STD_COLGLIFE_HUMANCNSL', nm: '대인관계상담', url: '/user/colglife/generalcnsl/humancnsl', on: true, description: '친구, 가족 등 관계의 어려움을 상담합니다.' },
      { id: 'STD_COLGLIFE_GNRLCNSLSTATE', nm: '일반상담 신청현황', url: '/user/colglife/generalcnsl/state', on: true, description: '신청한 일반상담의 진행 상태를 확인합니다.' },
      { id: 'STD_COLGLIFE_VISITCNSL', nm: '방문상담', url: '/user/colglife/psychcnsl/visit/agree', on: true, description: '학생상담센터 방문상담을 신청합니다.' },
      { id: 'STD_COLGLIFE_GROUPCNSL', nm: '집단상담', url: '/user/colglife/psychcnsl/group', on: true, description: '주제별 집단상담 프로그램에 참여합니다.' },
      { id: 'STD_COLGLIFE_PERSONCNSL', nm: '개인상담', url: '/user/colglife/psychcnsl/person/agree', on: true, description: '전문 상담사와의 개인상담을 신청합니다.' },
      { id: 'STD_COLGLIFE_PSYCNSLSTATE', nm: '심리상담 신청현황', url: '/user/colglife/psychcnsl/applystate', on: true, description: '신청한 심리상담의 진행 상태를 확인합니다.' },
      { id: 'STD_COLGLIFE_EMHS', nm: '마음건강 자가진단', url: '/user/colglife/psychcnsl/emhs', on: true, description: '간단한 문항으로 마음 건강 상태를 점검합니다.' },
      { id: 'STD_COLGLIFE_CNSLNOTICE', nm: '상담센터 공지', url: '/user/colglife/psychcnsl/notice', on: true, description: '학생상담센터의 프로그램과 공지를 확인합니다.' },
      { id: 'STD_COLGLIFE_CLUB', nm: '동아리', url: '/user/colglife/club', on: true, description: '교내 동아리를 찾아보고 가입을 신청합니다.' },
      { id: 'STD_COLGLIFE_EXCHGSTD', nm: '교환학생', url: '/user/colglife/exchgStd', on: true, description: '교환학생 프로그램과 파견 대학을 안내합니다.' },
    ],
  },
  {
    id: 'STD_DIAG',
    nm: '설문',
    url: null,
    description: '설문조사와 만족도 조사에 참여합니다.',
    children: [
      { id: 'STD_DIAG_SURVEY', nm: '설문조사', url: '/user/diag/surveyRsch', on: true, description: '진행 중인 설문조사에 참여합니다.' },
      { id: 'STD_DIAG_SATIS', nm: '만족도 조사', url: '/user/diag/satisRsch', on: true, description: '참여한 프로그램의 만족도를 평가합니다.' },
    ],
  },
  {
    id: 'STD_MYPAGE',
    nm: '마이페이지',
    url: null,
    description: '내 정보와 메시지, 메인화면 구성을 관리합니다.',
    children: [
      { id: 'STD_MYPAGE_INFO', nm: '내 정보', url: '/user/mypage', on: true, description: '학적과 연락처 등 나의 기본 정보를 확인합니다.' },
      { id: 'STD_MYPAGE_EBADGE', nm: '디지털 배지', url: '/user/mypage/ebadge', on: true, description: '활동으로 받은 디지털 배지를 보고 확인 주소와 오픈배지 파일을 받습니다.' },
      { id: 'STD_MYPAGE_EBADGE_STATE', nm: '배지 진행 현황', url: '/user/mypage/ebadge/state', on: true, description: '도전 중인 배지의 기준과 진행률을 확인합니다.' },
      { id: 'STD_MYPAGE_MESSAGES', nm: '메시지함', url: '/messages', on: true, description: '포털에서 받은 알림 메시지를 확인합니다.' },
      { id: 'STD_MYPAGE_NOTIFY', nm: '알림 설정', url: '/user/mypage/notifications', on: true, description: '분야별로 알림을 포털에서만 볼지, 이메일로 바로 또는 아침에 모아 받을지 정하고 받을 주소를 확인합니다.' },
      { id: 'STD_MYPAGE_MAINSETUP', nm: '메인화면 설정', url: '/user/main/setup', on: true, description: '홈 화면에 보일 영역과 순서를 정합니다.' },
      { id: 'STD_MYPAGE_CALENDAR', nm: '내 캘린더 구독', url: '/user/mypage/calendar', on: true, description: '신청하고 예약한 일정을 휴대폰 캘린더에서 받아 보는 개인 구독 주소를 관리합니다.' },
    ],
  },
  {
    id: 'STD_BOARD',
    nm: '알림마당',
    url: null,
    description: '공지사항과 통합검색, 포털 이용 방법을 확인합니다.',
    children: [
      { id: STD_NOTICE_MENU_ID, nm: '공지사항', url: '/notice', on: true, description: '학사, 장학, 취업, 행사 공지를 확인합니다.' },
      { id: 'STD_BOARD_SEARCH', nm: '통합검색', url: '/user/search', on: true, description: '메뉴와 공지사항을 한 번에 검색합니다.' },
      { id: 'STD_BOARD_GUIDE', nm: '사이트 가이드', url: '/guide', on: true, description: '포털의 메뉴와 이용 방법을 안내합니다.' },
    ],
  },
];

const PROF: Entry[] = [
  { id: 'PROF_MAIN', nm: '홈', url: '/prof', on: true, description: '지도학생 현황과 알림을 보는 교수 첫 화면입니다.' },
  { id: 'PROF_ADVISEES', nm: '지도학생', url: '/prof/advisees', on: true, description: '지도학생의 학적과 이수 현황을 확인합니다.' },
  { id: 'PROF_COUNSELLING', nm: '교수상담', url: '/prof/counselling', on: true, description: '학생이 신청한 교수상담을 확인하고 기록합니다.' },
  board('PROF'),
];

const STF: Entry[] = [
  { id: 'STF_MAIN', nm: '홈', url: '/stf', on: true, description: '업무 알림과 공지를 보는 직원 첫 화면입니다.' },
  { id: 'STF_MSGSEND', nm: '메시지 발송', url: '/stf/messages', on: true, description: '학생과 교직원에게 알림 메시지를 보냅니다.' },
  {
    id: 'STF_LEARNING',
    nm: '학습활동 관리',
    url: null,
    description: '교육과정과 졸업요건, 트랙, 역량진단을 관리합니다.',
    children: [
      { id: 'STF_LEARNING_SUBJECTS', nm: '교과목 관리', url: '/stf/learning/subjects', on: true, description: '교과목과 선수과목, 역량 연계를 관리합니다.' },
      { id: 'STF_LEARNING_OFFERINGS', nm: '개설강좌 관리', url: '/stf/learning/offerings', on: true, description: '학기별 개설 강좌의 분반, 담당교수, 강의실, 시간을 관리합니다.' },
      { id: 'STF_LEARNING_REQUIREMENTS', nm: '졸업요건 관리', url: '/stf/learning/requirements', on: true, description: '학과별, 입학연도별 졸업요건을 관리합니다.' },
      { id: 'STF_LEARNING_TRACKS', nm: '트랙 관리', url: '/stf/learning/tracks', on: true, description: '트랙을 운영하고 학생의 트랙 신청을 심사합니다.' },
      { id: 'STF_LEARNING_COMPETENCIES', nm: '역량진단 문항', url: '/stf/learning/competencies', on: true, description: '핵심역량 자가진단 문항을 관리합니다.' },
      { id: 'STF_LEARNING_PROPOSALS', nm: '학생설계전공 심사', url: '/stf/learning/proposals', on: true, description: '학생이 설계해 제출한 전공을 승인하거나 반려합니다.' },
    ],
  },
  {
    id: 'STF_CAREER',
    nm: '진로활동 관리',
    url: null,
    description: '비교과 프로그램을 운영하고 신청, 출석, 이수를 관리합니다.',
    children: [
      { id: 'STF_CAREER_PROGRAMS', nm: '비교과 프로그램', url: '/stf/career', on: true, description: '프로그램을 등록하고 신청 심사, 출석, 마감과 이수증 발급을 관리합니다.' },
      { id: 'STF_CAREER_EXTACT', nm: '교외활동·봉사 심사', url: '/stf/extact', on: true, description: '학생이 신청한 교외활동과 봉사 시간을 증빙과 함께 확인해 승인하거나 반려합니다. (프로그램 관리자)' },
      { id: 'STF_BADGES', nm: '디지털 배지 관리', url: '/stf/badges', on: true, description: '디지털 배지와 발급 기준을 정하고 직접 수여하거나 취소합니다. (프로그램 관리자)' },
      { id: 'STF_PORTFOLIO_SHOWCASES', nm: '우수 포트폴리오 선정', url: '/stf/portfolio/showcases', on: true, description: '학생이 게시한 이력서를 우수 포트폴리오로 선정하거나 선정을 취소합니다. (프로그램 관리자)' },
      { id: 'STF_MENTORING', nm: '멘토링 관리', url: '/stf/mentoring', on: true, description: '멘토 프로필을 승인하고 멘토링 신청 현황을 보며 그룹 멘토링 세션을 엽니다. (프로그램 관리자)' },
      { id: 'STF_ONLINE_COURSES', nm: '온라인 강좌 관리', url: '/stf/employrefer/online', on: true, description: '취업 참고자료의 온라인 강좌를 등록하고 고치거나 숨깁니다. (프로그램 관리자)' },
    ],
  },
  {
    id: 'STF_SCHOLARSHIPS',
    nm: '대학생활 관리',
    url: null,
    description: '장학금, 동아리, 교환학생 업무를 관리합니다.',
    children: [
      { id: 'STF_SCHOLARSHIPS_LIST', nm: '장학금 관리', url: '/stf/scholarships', on: true, description: '장학금의 자격, 기간, 제출 서류를 등록하고 고칩니다.' },
      { id: 'STF_SCHOLARSHIPS_APPLICATIONS', nm: '장학 신청 심사', url: '/stf/scholarships/applications', on: true, description: '장학 신청을 심사해 선정하고 지급을 기록하며 엑셀로 내려받습니다.' },
      { id: 'STF_CLUBS', nm: '동아리 관리', url: '/stf/clubs', on: true, description: '동아리를 등록하고 임원을 임명하며 회원 현황을 봅니다.' },
      { id: 'STF_EXCHANGE', nm: '교환학생 선발', url: '/stf/exchange', on: true, description: '교환학생 모집을 열고 지원자를 심사해 정원 안에서 선발합니다.' },
    ],
  },
  { id: 'STF_CONTENT', nm: '콘텐츠 관리', url: '/stf/content', on: true, description: '사이트 가이드와 공지사항을 작성하고 미리 본 뒤 게시하거나 예약합니다. (콘텐츠 편집자)' },
  { id: 'STF_CONTENT_POPUPS', nm: '팝업 관리', url: '/stf/content/popups', on: true, description: '메인 화면의 시스템 팝업을 만들고 기간과 대상을 정하며 내립니다. (콘텐츠 편집자)' },
  { id: 'STF_CONTENT_BANNERS', nm: '배너 관리', url: '/stf/content/banners', on: true, description: '메인 화면의 이미지 배너와 프로그램 하이라이트를 관리합니다. (콘텐츠 편집자)' },
  {
    id: 'STF_SURVEYS',
    nm: '설문 관리',
    url: null,
    description: '설문과 만족도 조사를 만들고 게시하며 결과를 확인합니다.',
    children: [
      { id: 'STF_SURVEYS_LIST', nm: '설문 관리', url: '/stf/surveys', on: true, description: '설문 문항과 대상, 기간을 정하고 응답 결과와 응답률을 확인합니다.' },
    ],
  },
  board('STF'),
  {
    id: 'STF_RECRUITING',
    nm: '채용정보 관리',
    url: null,
    description: '채용공고, 기업, 공모전, 대학원 입시 정보를 관리합니다.',
    children: [
      { id: 'STF_RECRUITING_POSTINGS', nm: '채용공고 관리', url: '/stf/recruiting/postings', on: true, description: '채용공고를 등록, 승인, 마감합니다.' },
      { id: 'STF_RECRUITING_COMPANIES', nm: '기업 관리', url: '/stf/recruiting/companies', on: true, description: '채용 기업과 기업 담당자 계정을 관리합니다.' },
      { id: 'STF_RECRUITING_CONTESTS', nm: '공모전 관리', url: '/stf/recruiting/contests', on: true, description: '공모전과 대외활동을 등록하고 마감합니다.' },
      { id: 'STF_RECRUITING_FAIRS', nm: '채용박람회 관리', url: '/stf/recruiting/fairs', on: true, description: '채용박람회와 부스, 상담 시간을 만들고 예약을 확인합니다.' },
      { id: 'STF_RECRUITING_PARTTIME', nm: '아르바이트 관리', url: '/stf/recruiting/parttime', on: true, description: '아르바이트를 등록하고 지원자를 확인합니다.' },
      { id: 'STF_RECRUITING_WAGES', nm: '최저임금 관리', url: '/stf/recruiting/wages', on: true, description: '아르바이트 시급 확인에 쓰는 연도별 최저임금을 등록합니다.' },
      { id: 'STF_RECRUITING_GRAD', nm: '대학원 입시 관리', url: '/stf/recruiting/grad', on: true, description: '대학원 모집 전형을 등록하고 마감합니다.' },
      { id: 'STF_RECRUITING_STARTUP', nm: '창업지원 관리', url: '/stf/recruiting/startup', on: true, description: '창업지원단 소개, 프로그램·캠프, 창업공간과 운영 시간을 관리합니다.' },
      { id: 'STF_RECRUITING_STARTUP_REVIEW', nm: '창업팀·지원금 심사', url: '/stf/recruiting/startup/teams', on: true, description: '창업팀 등록을 승인하고 지원금·멘토링 신청을 심사합니다.' },
    ],
  },
];

const CNSLR: Entry[] = [
  { id: 'CNSLR_MAIN', nm: '홈', url: '/cnslr', on: true, description: '상담 일정과 알림을 보는 상담사 첫 화면입니다.' },
  { id: 'CNSLR_APPLICATIONS', nm: '상담 신청함', url: '/cnslr/applications', on: true, description: '학생의 상담 신청을 확인하고 배정합니다.' },
  { id: 'CNSLR_SCHEDULE', nm: '상담 일정', url: '/cnslr/schedule', on: true, description: '상담 일정을 관리합니다.' },
  { id: 'CNSLR_GROUPS', nm: '집단상담 프로그램', url: '/cnslr/groups', on: true, description: '집단상담 프로그램을 개설하고 참여자를 관리합니다.' },
  { id: 'CNSLR_NOTICES', nm: '센터 공지', url: '/cnslr/notices', on: true, description: '상담센터 공지를 작성합니다.' },
  board('CNSLR'),
];

const OTSDR: Entry[] = [
  { id: 'OTSDR_MAIN', nm: '홈', url: '/otsdr', on: true, description: '참여 중인 프로그램과 알림을 보는 첫 화면입니다.' },
  board('OTSDR'),
  { id: 'OTSDR_RECRUITING', nm: '채용공고 관리', url: '/otsdr/recruiting', on: true, description: '우리 기업의 채용공고를 등록하고 승인 상태를 확인합니다.' },
  { id: 'OTSDR_FAIRS', nm: '채용박람회 상담 예약', url: '/otsdr/recruiting/fairs', on: true, description: '우리 기업 부스의 상담 예약 학생을 확인합니다.' },
  { id: 'OTSDR_PARTTIME', nm: '아르바이트 관리', url: '/otsdr/recruiting/parttime', on: true, description: '우리 기업의 아르바이트를 등록하고 지원자를 확인합니다.' },
  { id: 'OTSDR_MENTORING', nm: '멘토링', url: '/otsdr/mentoring', on: true, description: '멘토 프로필을 관리하고 학생의 멘토링 신청에 답하며 그룹 멘토링 세션을 봅니다.' },
];

const ADM: Entry[] = [
  { id: 'ADM_MAIN', nm: '홈', url: '/adm', on: true, description: '포털 운영 현황을 보는 관리자 첫 화면입니다.' },
  { id: 'ADM_ACCOUNTS', nm: '계정 관리', url: '/adm/accounts', on: true, description: '계정을 찾고 만들며 비밀번호 초기화, 사용 중지, 역할 부여를 합니다.' },
  { id: 'ADM_IMPORTS', nm: '학사 데이터 가져오기', url: '/adm/imports', on: true, description: '학사정보시스템의 학생·교수·교과목·수강·성적 파일을 검토한 뒤 반영하고 이력을 봅니다.' },
  { id: 'ADM_AUDIT', nm: '감사 로그', url: '/adm/audit', on: true, description: '로그인과 주요 변경 기록을 조회합니다.' },
  { id: 'ADM_NOTIFY', nm: '알림 메일 발송 현황', url: '/adm/notifications', on: true, description: '보낼 예정, 보냄, 실패한 알림 메일을 보고 실패한 메일을 다시 보냅니다.' },
  { id: 'ADM_BADGES', nm: '디지털 배지 관리', url: '/adm/badges', on: true, description: '디지털 배지와 발급 기준을 정하고 직접 수여하거나 취소합니다.' },
  { id: 'ADM_MENUS', nm: '메뉴 관리', url: '/adm/menus', on: true, description: '사용자 유형별 메뉴의 이름, 순서, 사용 여부를 바꿉니다.' },
  { id: 'ADM_CONTENT', nm: '콘텐츠 관리', url: '/adm/content', on: true, description: '사이트 가이드와 공지사항을 작성하고 게시하며 변경 이력을 관리합니다.' },
  { id: 'ADM_CONTENT_POPUPS', nm: '팝업 관리', url: '/adm/content/popups', on: true, description: '메인 화면의 시스템 팝업을 만들고 기간과 대상을 정하며 내립니다.' },
  { id: 'ADM_CONTENT_BANNERS', nm: '배너 관리', url: '/adm/content/banners', on: true, description: '메인 화면의 이미지 배너와 프로그램 하이라이트를 관리합니다.' },
  {
    // Admins hold every office right (decision 046): the staff areas' own pages, reached from here.
    id: 'ADM_OFFICE',
    nm: '업무 영역',
    url: null,
    description: '교직원 업무 영역을 관리자 권한으로 엽니다.',
    children: [
      { id: 'ADM_OFFICE_CAREER', nm: '비교과 프로그램', url: '/stf/career', on: true, description: '모든 비교과 프로그램의 신청 심사, 출석, 마감을 관리합니다.' },
      { id: 'ADM_OFFICE_EXTACT', nm: '교외활동·봉사 심사', url: '/stf/extact', on: true, description: '교외활동과 봉사 시간을 심사합니다.' },
      { id: 'ADM_OFFICE_SHOWCASES', nm: '우수 포트폴리오 선정', url: '/stf/portfolio/showcases', on: true, description: '우수 포트폴리오를 선정하거나 취소합니다.' },
      { id: 'ADM_OFFICE_MENTORING', nm: '멘토링 관리', url: '/stf/mentoring', on: true, description: '멘토 승인과 그룹 멘토링을 관리합니다.' },
      { id: 'ADM_OFFICE_ONLINE', nm: '온라인 강좌 관리', url: '/stf/employrefer/online', on: true, description: '온라인 강좌를 관리합니다.' },
      { id: 'ADM_OFFICE_SCHOLARSHIPS', nm: '장학금 관리', url: '/stf/scholarships', on: true, description: '장학금과 신청 심사, 지급을 관리합니다.' },
      { id: 'ADM_OFFICE_CLUBS', nm: '동아리 관리', url: '/stf/clubs', on: true, description: '동아리와 임원을 관리합니다.' },
      { id: 'ADM_OFFICE_EXCHANGE', nm: '교환학생 선발', url: '/stf/exchange', on: true, description: '교환학생 모집과 선발을 관리합니다.' },
      { id: 'ADM_OFFICE_SURVEYS', nm: '설문 관리', url: '/stf/surveys', on: true, description: '모든 설문과 결과를 관리합니다.' },
      { id: 'ADM_OFFICE_RECRUITING', nm: '채용정보 관리', url: '/stf/recruiting/postings', on: true, description: '채용공고, 기업, 박람회, 아르바이트를 관리합니다.' },
      { id: 'ADM_OFFICE_STARTUP', nm: '창업지원 관리', url: '/stf/recruiting/startup', on: true, description: '창업지원 프로그램, 공간, 팀과 지원금 심사를 관리합니다.' },
      { id: 'ADM_OFFICE_LEARNING', nm: '교육과정 관리', url: '/stf/learning/subjects', on: true, description: '교과목, 개설강좌, 졸업요건, 트랙을 관리합니다.' },
    ],
  },
  board('ADM'),
];

export const MENU_TREES: Record<string, Entry[]> = { std: STD, prof: PROF, stf: STF, cnslr: CNSLR, otsdr: OTSDR, adm: ADM };

export function menuRows(): Menu[] {
  const rows: Menu[] = [];
  for (const [userDiv, tree] of Object.entries(MENU_TREES)) {
    tree.forEach((top, i) => {
      const children = top.children ?? [];
      const topOn = children.length ? children.some((c) => c.on) : !!top.on;
      rows.push(row(top, userDiv, null, 1, i + 1, topOn));
      children.forEach((c, j) => rows.push(row(c, userDiv, top.id, 2, j + 1, !!c.on)));
    });
  }
  return rows;
}

function row(e: Entry, userDiv: string, upMenuId: string | null, depth: number, sortOrd: number, on: boolean): Menu {
  return {
    menuId: e.id,
    upMenuId,
    menuNm: e.nm,
    menuUrl: e.url,
    userDiv,
    clientType: 'user',
    depth,
    sortOrd,
    description: e.description,
    useYn: on ? 'Y' : 'N',
  };
}
