// Notices, guide pages, popups and system messages. HTML uses only p, ul, li, strong, a href and
// (the FAQ's contacts) a table with a header row.
import { NOTICE_CATEGORIES as C } from './codes';
import { academicCalendarTxt, scholarshipCsv, winterSessionPng, type Attachment } from './attachments';

export interface NoticeDef {
  /** Local key, used to link popups and attachments. */
  key: string;
  category: string;
  title: string;
  /** 'YYYY-MM-DD HH:mm' in Korean time. */
  at: string;
  authorId: string;
  viewCnt: number;
  pinYn?: 'Y' | 'N';
  /** Readers when not everyone: LOGIN (logged-in users) or user types ('std'). */
  audience?: string;
  html: string;
  attachment?: () => Attachment;
}

/** Notices in the order they were posted (post ids follow this order). */
export const NOTICES: NoticeDef[] = [
  {
    key: 'portal-open',
    category: C.SYSTEM,
    title: '학생지원포털 새 단장 오픈 안내',
    at: '2026-09-01 09:00',
    authorId: 'staff7',
    viewCnt: 1284,
    html: `<p>2026학년도 2학기부터 학생지원포털이 새롭게 문을 엽니다. 학사일정, 공지사항, 알림 메시지를 한 화면에서 확인할 수 있습니다.</p>
<ul><li>메인화면 설정에서 원하는 영역만 골라 볼 수 있습니다.</li><li>통합검색으로 메뉴와 공지사항을 한 번에 찾을 수 있습니다.</li><li>학습활동, 진로·취업, 상담 메뉴는 순차적으로 열립니다.</li></ul>
<p>이용 방법은 <a href="/guide">사이트 가이드</a>를 참고해 주세요. 불편 사항은 정보전산팀으로 알려 주시기 바랍니다.</p>`,
  },
  {
    key: 'correction',
    category: C.ACADEMIC,
    title: '2026학년도 2학기 수강신청 정정 안내',
    at: '2026-09-01 10:30',
    authorId: 'staff3',
    viewCnt: 962,
    html: `<p>2026학년도 2학기 수강신청 정정 기간을 다음과 같이 안내합니다.</p>
<ul><li>기간: <strong>2026. 9. 1.(화) 10:00 ~ 9. 7.(월) 17:00</strong></li><li>방법: 수강신청 시스템에서 과목 추가·삭제</li><li>대상: 2학기 등록을 마친 재학생</li></ul>
<p>정정 기간이 끝난 뒤에는 수강철회만 가능하니 기간 안에 시간표를 꼭 확인해 주세요.</p>`,
  },
  {
    key: 'academic-calendar',
    category: C.ACADEMIC,
    title: '2026학년도 2학기 주요 학사일정 안내',
    at: '2026-09-02 09:30',
    authorId: 'staff3',
    viewCnt: 1530,
    html: `<p>2026학년도 2학기 주요 학사일정을 알려 드립니다. 자세한 일정은 첨부한 학사일정 파일을 확인해 주세요.</p>
<ul><li>중간고사: 10. 19.(월) ~ 10. 23.(금)</li><li>기말고사: 12. 14.(월) ~ 12. 18.(금)</li><li>종강: 12. 21.(월)</li></ul>
<p>일정이 바뀌면 공지사항과 알림 메시지로 다시 안내합니다.</p>`,
    attachment: academicCalendarTxt,
  },
  {
    key: 'scholarship-apply',
    category: C.SCHOLARSHIP,
    title: '2026학년도 2학기 교내장학금 신청 안내',
    at: '2026-09-03 14:00',
    authorId: 'staff5',
    viewCnt: 1107,
    html: `<p>2026학년도 2학기 교내장학금 신청을 받습니다. 장학금별 자격과 제출서류는 첨부 파일을 참고해 주세요.</p>
<ul><li>신청 기간: <strong>2026. 9. 7.(월) ~ 9. 19.(토)</strong></li><li>신청 방법: 신청서와 증빙서류를 장학팀(학생회관 305호)에 제출</li></ul>
<p>서로 다른 교내장학금은 중복으로 받을 수 없으며, 선정 결과는 10월 초 개별 알림으로 안내합니다.</p>`,
    attachment: scholarshipCsv,
  },
  {
    key: 'career-fair',
    category: C.EVENT,
    title: '2026 가을 진로·취업 박람회 개최',
    at: '2026-09-15 11:00',
    authorId: 'staff1',
    viewCnt: 688,
    html: `<p>경력개발센터가 2026 가을 진로·취업 박람회를 엽니다. 기업 상담 부스와 직무 특강, 이력서 사진 촬영 부스를 운영합니다.</p>
<ul><li>일시: 2026. 10. 7.(수) 10:00 ~ 17:00</li><li>장소: 학생회관 대강당</li><li>참가 대상: 재학생 및 졸업생 누구나</li></ul>
<p>사전 등록자에게는 기념품을 드립니다. 사전 등록은 경력개발센터로 문의해 주세요.</p>`,
  },
  {
    key: 'withdraw',
    category: C.ACADEMIC,
    title: '2학기 수강철회 신청 안내',
    at: '2026-09-18 16:00',
    authorId: 'staff3',
    viewCnt: 745,
    html: `<p>2학기 수강철회 신청을 다음과 같이 받습니다.</p>
<ul><li>기간: 2026. 9. 28.(월) ~ 10. 2.(금)</li><li>철회 가능 학점: 최대 3학점(1과목)</li></ul>
<p>철회 후 학기 이수학점이 최소 이수학점보다 적어지면 철회할 수 없습니다.</p>`,
  },
  {
    key: 'public-recruit',
    category: C.CAREER,
    title: '2026 하반기 공공기관 채용설명회 안내',
    at: '2026-09-22 10:00',
    authorId: 'staff1',
    viewCnt: 534,
    html: `<p>공공기관 인사 담당자가 직접 참여하는 채용설명회를 엽니다. 기관별 채용 절차와 필기시험 준비 방법을 안내합니다.</p>
<ul><li>일시: 2026. 10. 14.(수) 14:00</li><li>장소: 누리관 대회의실</li></ul>
<p>설명회 뒤에는 개별 질의응답 시간이 이어집니다.</p>`,
  },
  {
    key: 'national-scholarship',
    category: C.SCHOLARSHIP,
    title: '국가장학금 2차 신청 결과 확인 안내',
    at: '2026-10-05 09:00',
    authorId: 'staff6',
    viewCnt: 1421,
    html: `<p>2026학년도 2학기 국가장학금 2차 신청 결과가 발표되었습니다.</p>
<p>결과는 <a href="https://www.kosaf.go.kr">한국장학재단 누리집</a>에서 확인할 수 있습니다. 서류 보완 요청을 받은 학생은 기한 안에 보완해야 지원받을 수 있습니다.</p>
<p>문의: 장학팀 02-6710-2050</p>`,
  },
  {
    key: 'exhibition',
    category: C.EVENT,
    title: '개교기념 학생 작품 전시회 「우리의 계절」',
    at: '2026-10-12 13:00',
    authorId: 'staff10',
    viewCnt: 402,
    html: `<p>개교기념일을 맞아 예술대학과 생활과학대학 학생들의 작품 전시회를 엽니다.</p>
<ul><li>기간: 2026. 10. 26.(월) ~ 11. 6.(금)</li><li>장소: 아름관 1층 전시실</li></ul>
<p>회화, 디자인, 패션 작품 60여 점을 만나 보세요. 관람은 무료입니다.</p>`,
  },
  {
    key: 'midterm',
    category: C.ACADEMIC,
    title: '2학기 중간고사 시행 안내',
    at: '2026-10-13 09:00',
    authorId: 'staff3',
    viewCnt: 811,
    html: `<p>2학기 중간고사를 <strong>2026. 10. 19.(월) ~ 10. 23.(금)</strong>에 시행합니다.</p>
<ul><li>시험 시간과 장소는 교과목별 공지를 확인해 주세요.</li><li>부정행위가 적발되면 해당 과목은 F 처리됩니다.</li></ul>`,
  },
  {
    key: 'maintenance',
    category: C.SYSTEM,
    title: '학생지원포털 정기 점검 안내 (10월 17일)',
    at: '2026-10-16 15:00',
    authorId: 'staff7',
    viewCnt: 377,
    html: `<p>시스템 안정화를 위해 학생지원포털 정기 점검을 진행합니다.</p>
<ul><li>일시: 2026. 10. 17.(토) 02:00 ~ 06:00</li><li>영향: 점검 시간 동안 포털 접속 불가</li></ul>
<p>이용에 불편을 드려 죄송합니다.</p>`,
  },
  {
    key: 'mock-interview',
    category: C.CAREER,
    title: '경력개발센터 모의면접 프로그램 참가자 모집',
    at: '2026-10-27 10:00',
    authorId: 'staff1',
    viewCnt: 498,
    html: `<p>현직 인사 담당자와 커리어 코치가 참여하는 1:1 모의면접 프로그램 참가자를 모집합니다.</p>
<ul><li>모집 인원: 40명(선착순)</li><li>진행 기간: 2026. 11. 9.(월) ~ 11. 20.(금)</li><li>대상: 3, 4학년 재학생 및 졸업 예정자</li></ul>
<p>면접 영상 촬영과 개별 피드백을 함께 제공합니다.</p>`,
  },
  {
    key: 'mind-week',
    category: C.EVENT,
    title: '학생상담센터 마음건강주간 행사 안내',
    at: '2026-10-29 11:00',
    authorId: 'staff1',
    viewCnt: 356,
    html: `<p>학생상담센터가 중간고사 이후 지친 마음을 돌보는 마음건강주간 행사를 엽니다.</p>
<ul><li>기간: 2026. 11. 2.(월) ~ 11. 6.(금)</li><li>내용: 마음건강 자가진단, 스트레스 관리 특강, 명상 집단상담</li></ul>
<p>참여한 학생에게는 비교과 이수 시간이 인정됩니다.</p>`,
  },
  {
    key: 'external-scholarship',
    audience: 'std',
    category: C.SCHOLARSHIP,
    title: '2027학년도 외부장학금(재단) 추천 대상자 모집',
    at: '2026-11-03 10:00',
    authorId: 'staff5',
    viewCnt: 623,
    html: `<p>외부 장학재단의 2027학년도 장학생 추천 대상자를 모집합니다.</p>
<ul><li>자격: 직전 학기 평점 3.5 이상, 12학점 이상 이수한 재학생</li><li>신청 기간: 2026. 11. 3.(화) ~ 11. 17.(화)</li></ul>
<p>학교 추천 후 재단 심사를 거쳐 최종 선발됩니다.</p>`,
  },
  {
    key: 'winter-session',
    category: C.ACADEMIC,
    title: '2026학년도 겨울계절학기 수강신청 안내',
    at: '2026-11-10 09:00',
    authorId: 'staff3',
    viewCnt: 1876,
    pinYn: 'Y',
    html: `<p>2026학년도 겨울계절학기 수강신청을 다음과 같이 안내합니다. 신청 절차는 첨부 이미지를 참고해 주세요.</p>
<ul><li>수강신청: <strong>2026. 11. 24.(화) ~ 11. 26.(목)</strong></li><li>수업 기간: 2026. 12. 22.(화) ~ 2027. 1. 22.(금)</li><li>신청 학점: 최대 6학점</li></ul>
<p>수강료는 수강신청 후 안내되는 기간 안에 가상계좌로 납부해야 하며, 미납 시 수강신청이 취소됩니다.</p>`,
    attachment: winterSessionPng,
  },
  {
    key: 'internship',
    category: C.CAREER,
    title: '2026 하반기 채용연계형 인턴십 참여자 모집',
    at: '2026-11-12 14:00',
    authorId: 'staff1',
    viewCnt: 704,
    html: `<p>협약 기업과 함께하는 채용연계형 인턴십 참여자를 모집합니다.</p>
<ul><li>근무 기간: 2027. 1. 4. ~ 2. 26.(8주)</li><li>모집 분야: 데이터 분석, 마케팅, 디자인, 회계</li><li>지원 자격: 4학년 재학생 또는 졸업 예정자</li></ul>
<p>인턴십을 마친 학생은 기업 평가에 따라 정규직 전환 기회를 얻을 수 있습니다.</p>`,
  },
  {
    key: 'leave-return',
    category: C.ACADEMIC,
    title: '2027학년도 1학기 휴·복학 신청 안내',
    at: '2026-11-16 09:00',
    authorId: 'staff4',
    viewCnt: 1342,
    pinYn: 'Y',
    html: `<p>2027학년도 1학기 휴학과 복학 신청 일정을 안내합니다.</p>
<ul><li>신청 기간: <strong>2026. 11. 30.(월) ~ 2027. 2. 19.(금)</strong></li><li>신청 방법: 학사 시스템에서 신청 후 지도교수 승인</li><li>군휴학·질병휴학은 증빙서류를 학사팀에 제출</li></ul>
<p>복학 예정자는 복학 신청 후 등록 기간에 등록금을 내야 복학이 확정됩니다. 자세한 내용은 학사팀으로 문의해 주세요.</p>`,
  },
  {
    key: 'password',
    audience: 'LOGIN',
    category: C.SYSTEM,
    title: '개인정보 보호를 위한 비밀번호 변경 권장 안내',
    at: '2026-11-18 10:00',
    authorId: 'staff7',
    viewCnt: 289,
    html: `<p>개인정보 보호를 위해 포털 비밀번호를 주기적으로 바꿔 주시기 바랍니다.</p>
<ul><li>다른 사이트와 같은 비밀번호를 쓰지 마세요.</li><li>공용 PC에서는 이용 후 반드시 로그아웃해 주세요.</li></ul>
<p>학교는 메일이나 전화로 비밀번호를 묻지 않습니다.</p>`,
  },
  {
    key: 'bazaar',
    category: C.EVENT,
    title: '2026 연말 나눔 바자회 물품 기부 안내',
    at: '2026-11-19 13:30',
    authorId: 'staff10',
    viewCnt: 241,
    html: `<p>총학생회와 학생지원팀이 연말 나눔 바자회를 엽니다. 수익금은 전액 지역 아동센터에 기부합니다.</p>
<ul><li>물품 기부: 2026. 11. 19.(목) ~ 12. 4.(금), 학생회관 301호</li><li>바자회: 2026. 12. 9.(수) 11:00 ~ 16:00, 학생회관 앞 광장</li></ul>`,
  },
  {
    key: 'final-exam',
    category: C.ACADEMIC,
    title: '2학기 기말고사 및 성적 공시 일정 안내',
    at: '2026-11-21 10:00',
    authorId: 'staff3',
    viewCnt: 158,
    html: `<p>2학기 기말고사와 성적 공시 일정을 안내합니다.</p>
<ul><li>기말고사: 2026. 12. 14.(월) ~ 12. 18.(금)</li><li>성적 공시 및 이의신청: 2026. 12. 28.(월) ~ 12. 30.(수)</li></ul>
<p>강의평가를 마친 학생만 성적을 조회할 수 있습니다.</p>`,
  },
];

export interface GuideDef {
  title: string;
  at: string;
  viewCnt: number;
  html: string;
}

export const GUIDES: GuideDef[] = [
  {
    title: '포털 이용 안내',
    at: '2026-08-24 09:00',
    viewCnt: 812,
    html: `<p>학생지원포털은 학습활동(전공 탐색, 교육과정 추천, 시간표, 졸업 시뮬레이션, 역량 진단, 트랙), 진로·취업(비교과 프로그램 신청과 나의 비교과)과 상담(일반상담, 심리상담) 신청처럼 대학생활에 필요한 서비스를 한곳에 모은 누리집입니다. 새 서비스는 열리는 대로 메뉴에 추가됩니다.</p>
<ul><li><strong>홈</strong>: 학사일정, 공지사항, 새 메시지를 보여 줍니다.</li><li><strong>마이페이지</strong>: 내 정보와 메시지함, 메인화면 설정이 있습니다.</li><li><strong>알림마당</strong>: 공지사항과 통합검색, 사이트 가이드를 제공합니다.</li></ul>
<p>자주 쓰는 메뉴는 즐겨찾기에 추가해 두면 홈 화면에서 바로 이동할 수 있습니다.</p>`,
  },
  {
    title: '마스터 로그인 안내',
    at: '2026-08-24 09:10',
    viewCnt: 233,
    html: `<p>통합인증(SSO)을 사용하지 않는 계정은 마스터 로그인 화면에서 아이디와 비밀번호로 로그인합니다.</p>
<ul><li>외부 멘토, 외부 강사 등 학교 통합계정이 없는 이용자가 대상입니다.</li><li>비밀번호를 여러 번 틀리면 잠시 로그인이 제한됩니다.</li></ul>
<p>비밀번호를 잊었다면 정보전산팀(02-6710-2060)으로 문의해 주세요.</p>`,
  },
  {
    title: '모바일 이용 안내',
    at: '2026-08-24 09:20',
    viewCnt: 401,
    html: `<p>학생지원포털은 스마트폰과 태블릿 브라우저에서도 그대로 이용할 수 있습니다.</p>
<p>화면 왼쪽 위 메뉴 버튼을 누르면 전체 메뉴가 열립니다. 첨부파일은 기기의 다운로드 폴더에 저장됩니다.</p>`,
  },
  {
    title: '개인정보 처리 안내',
    at: '2026-08-24 09:30',
    viewCnt: 198,
    html: `<p>포털은 학사 운영과 학생 지원에 필요한 최소한의 개인정보만 처리합니다.</p>
<ul><li>처리 항목: 학번, 성명, 소속, 학적, 연락처, 이메일</li><li>보유 기간: 재학 기간 및 관련 법령이 정한 기간</li><li>상담 기록은 상담센터 내부에서만 열람합니다.</li></ul>
<p>개인정보 열람, 정정, 삭제 요청은 학생지원팀으로 해 주세요.</p>`,
  },
  {
    title: '자주 묻는 질문',
    at: '2026-08-24 09:40',
    viewCnt: 967,
    html: `<p><strong>Q. 메뉴가 보이지 않아요.</strong> 메뉴는 이용자 유형(학생, 교수, 직원 등)에 따라 다르게 보입니다.</p>
<p><strong>Q. 첨부파일이 내려받아지지 않아요.</strong> 브라우저의 팝업 차단과 다운로드 설정을 확인해 주세요.</p>
<p><strong>Q. 내 정보가 실제와 달라요.</strong> 학적 정보는 학사 시스템에서 가져옵니다. 학사팀에 정정을 요청해 주세요.</p>
<p>그 밖의 문의는 아래 부서로 연락해 주세요.</p>
<table><tbody><tr><th>문의 내용</th><th>담당 부서</th><th>전화</th></tr><tr><td>로그인, 비밀번호</td><td>정보전산팀</td><td>02-6710-2060</td></tr><tr><td>학적, 성적</td><td>학사팀</td><td>02-6710-2020</td></tr><tr><td>장학금</td><td>장학팀</td><td>02-6710-2050</td></tr><tr><td>상담</td><td>학생상담센터</td><td>02-6710-2080</td></tr></tbody></table>
<p>부서 공지는 <a href="/notice">공지사항</a>에서 볼 수 있습니다.</p>`,
  },
];

export interface PopupDef {
  title: string;
  html: string;
  /** Key of the notice the popup links to. */
  noticeKey: string | null;
  startDt: string;
  endDt: string;
  useYn: 'Y' | 'N';
  width?: number;
}

export const POPUPS: PopupDef[] = [
  {
    title: '2027학년도 1학기 휴·복학 신청 안내',
    html: `<p><strong>2027학년도 1학기 휴·복학 신청</strong>을 2026. 11. 30.(월)부터 받습니다.</p><p>신청 방법과 제출서류는 공지사항을 확인해 주세요.</p>`,
    noticeKey: 'leave-return',
    startDt: '2026-11-16',
    endDt: '2026-12-04',
    useYn: 'Y',
  },
  {
    title: '겨울계절학기 수강신청 안내',
    html: `<p>겨울계절학기 수강신청 기간은 <strong>11. 24.(화) ~ 11. 26.(목)</strong>입니다.</p><ul><li>최대 6학점까지 신청할 수 있습니다.</li></ul>`,
    noticeKey: 'winter-session',
    startDt: '2026-11-10',
    endDt: '2026-11-26',
    useYn: 'Y',
  },
  {
    title: '2학기 수강신청 정정 안내',
    html: `<p>2학기 수강신청 정정 기간은 9. 1.(화) ~ 9. 7.(월)입니다.</p>`,
    noticeKey: 'correction',
    startDt: '2026-08-31',
    endDt: '2026-09-07',
    useYn: 'Y',
  },
  {
    title: '12월 포털 정기 점검 안내',
    html: `<p>12월 정기 점검 일정은 확정되는 대로 안내합니다.</p>`,
    noticeKey: null,
    startDt: '2026-11-20',
    endDt: '2026-12-12',
    useYn: 'N',
  },
];

export interface MessageDef {
  to: string;
  title: string;
  cont: string;
  at: string;
  /** When it was read; null for unread. */
  readAt: string | null;
}

/** System messages (MSG_TYPE01) sent by staff1, in the order they were sent. */
export const MESSAGES: MessageDef[] = [
  {
    to: 'student1',
    title: '2학기 수강철회 기간 안내',
    cont: '2학기 수강철회 신청 기간은 9월 28일부터 10월 2일까지입니다. 철회 가능 학점은 최대 3학점입니다.',
    at: '2026-09-28 09:00',
    readAt: '2026-09-28 12:40',
  },
  {
    to: 'student1',
    title: '2026학년도 2학기 교내장학금 선정 결과 안내',
    cont: '김하늘 학생은 2026학년도 2학기 성적우수장학금 대상자로 선정되었습니다. 장학금은 10월 중 등록금 계좌로 지급됩니다.',
    at: '2026-10-08 10:00',
    readAt: '2026-10-08 18:05',
  },
  {
    to: 'prof1',
    title: '2학기 지도학생 상담 주간 안내',
    cont: '10월 26일부터 11월 6일까지 지도학생 상담 주간입니다. 지도학생 상담을 진행하고 결과를 기록해 주시기 바랍니다.',
    at: '2026-10-26 09:00',
    readAt: '2026-10-26 11:20',
  },
  {
    to: 'cnslr1',
    title: '마음건강주간 집단상담 운영 협조 요청',
    cont: '11월 2일부터 6일까지 마음건강주간에 명상 집단상담 2회기 진행을 부탁드립니다. 참가자 명단은 따로 전달드리겠습니다.',
    at: '2026-10-30 14:00',
    readAt: null,
  },
  {
    to: 'prof1',
    title: '2학기 성적 입력 기간 안내',
    cont: '2학기 성적 입력 기간은 12월 14일부터 12월 24일까지입니다. 기간 안에 성적 입력을 마쳐 주시기 바랍니다.',
    at: '2026-11-20 10:00',
    readAt: null,
  },
  {
    to: 'student1',
    title: '겨울계절학기 수강신청 안내',
    cont: '겨울계절학기 수강신청 기간은 11월 24일(화)부터 26일(목)까지입니다. 최대 6학점까지 신청할 수 있습니다.',
    at: '2026-11-20 10:30',
    readAt: null,
  },
  {
    to: 'student1',
    title: '2027학년도 1학기 휴·복학 신청 안내',
    cont: '2027학년도 1학기 휴·복학 신청은 11월 30일부터 받습니다. 자세한 내용은 공지사항을 확인해 주세요.',
    at: '2026-11-21 09:00',
    readAt: null,
  },
];

/** Plain text of the limited HTML used here: block ends become line breaks, tags are dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
