// Career programmes (비교과) in every phase of the demo world's today (2026-11-22): recruiting,
// full with a waiting list, running, closed, finished and upcoming; student1 has an application
// in each state, with its history. Programme ids follow the order below (1, 2, ...).
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import type { CareerApplStatus } from '../../src/lib/career/programs';
import { kst } from './random';
import { issueCertificate } from '../../src/lib/server/career/certificates';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoSession {
  title: string;
  dt: string;
  start: string;
  end: string;
}

interface DemoProgram {
  title: string;
  categoryCd: string;
  summary: string;
  description: string;
  competencyCds: string[];
  mileage: number;
  capacity: number;
  waitlistCapacity: number;
  autoApprove: boolean;
  apply: [string, string];
  run: [string, string];
  place: string;
  managerId: string;
  eligibleGrades?: number[];
  eligibleStatusCds?: string[];
  sessions: DemoSession[];
  /** [studentId, final status, applied on, note of the last step] */
  applicants: [string, CareerApplStatus, string, string?][];
}

const day = (dt: string, title: string, start = '14:00', end = '17:00'): DemoSession => ({ title, dt, start, end });

/** students 101-130: fill the seats of the demo programmes without touching the test students. */
const filler = (from: number, n: number, status: CareerApplStatus, on: string): [string, CareerApplStatus, string][] =>
  Array.from({ length: n }, (_, i) => [`student${from + i}`, status, on]);

export const CAREER_PROGRAMS: DemoProgram[] = [
  {
    title: '직무탐색 캠프: AI 시대의 일과 직업',
    categoryCd: 'CAREER_EXPLORE',
    summary: '관심 직무를 탐색하고 나만의 진로 로드맵을 그려 보는 4일 과정',
    description:
      '생성형 AI가 바꾸는 직무 지형을 살펴보고, 직무 인터뷰와 커리어 맵 작성으로 관심 직무를 구체화합니다.\n마지막 날에는 학년별 진로 로드맵을 완성해 발표합니다.',
    competencyCds: ['CRTV', 'EXPT'],
    mileage: 20,
    capacity: 30,
    waitlistCapacity: 10,
    autoApprove: true,
    apply: ['2026-11-16', '2026-11-30'],
    run: ['2026-12-07', '2026-12-10'],
    place: '학생회관 205호 경력개발센터 세미나실',
    managerId: 'staff10',
    sessions: [day('2026-12-07', '직무 지형의 변화와 나'), day('2026-12-08', '현직자 직무 인터뷰'), day('2026-12-09', '커리어 맵 작성'), day('2026-12-10', '진로 로드맵 발표')],
    applicants: [['student1', 'APPROVED', '2026-11-17 10:12'], ...filler(101, 12, 'APPROVED', '2026-11-18 09:30')],
  },
  {
    title: '자기소개서 1:1 첨삭 클리닉',
    categoryCd: 'CAREER_JOB',
    summary: '전문 컨설턴트가 지원 직무에 맞춰 자기소개서를 첨삭합니다(정원 소수).',
    description: '지원하려는 기업과 직무의 자기소개서 문항을 가져오면 구성과 표현을 1:1로 첨삭합니다.\n2회차에는 수정본을 다시 점검합니다.',
    competencyCds: ['COMM', 'EXPT'],
    mileage: 10,
    capacity: 4,
    waitlistCapacity: 5,
    autoApprove: true,
    apply: ['2026-11-18', '2026-11-27'],
    run: ['2026-12-02', '2026-12-09'],
    place: '학생회관 207호 취업상담실',
    managerId: 'staff10',
    sessions: [day('2026-12-02', '1차 첨삭', '10:00', '12:00'), day('2026-12-09', '수정본 점검', '10:00', '12:00')],
    applicants: [...filler(113, 4, 'APPROVED', '2026-11-18 09:05'), ['student117', 'WAITING', '2026-11-19 13:40'], ['student1', 'WAITING', '2026-11-20 21:15']],
  },
  {
    title: '현직자 모의면접 데이',
    categoryCd: 'CAREER_JOB',
    summary: '금융·IT·공공 분야 현직자와 실전 모의면접, 개별 피드백',
    description: '희망 분야를 골라 신청하면 담당자가 면접 조를 편성해 승인합니다.\n면접 후 면접관의 개별 피드백 시트를 받습니다.',
    competencyCds: ['COMM'],
    mileage: 15,
    capacity: 20,
    waitlistCapacity: 5,
    autoApprove: false,
    apply: ['2026-11-10', '2026-11-26'],
    run: ['2026-12-03', '2026-12-03'],
    place: '본관 3층 대회의실',
    managerId: 'staff1',
    sessions: [day('2026-12-03', '조별 모의면접과 피드백', '13:00', '18:00')],
    applicants: [['student1', 'APPLIED', '2026-11-21 11:02'], ...filler(118, 3, 'APPLIED', '2026-11-20 15:00')],
  },
  {
    title: '창업 아이디어 해커톤',
    categoryCd: 'CAREER_STARTUP',
    summary: '팀을 이뤄 3주 동안 사회문제 해결형 창업 아이디어를 다듬습니다.',
    description: '디자인씽킹으로 문제를 정의하고 비즈니스 모델 캔버스를 작성한 뒤, 마지막 주에 심사위원 앞에서 발표합니다.',
    competencyCds: ['CRTV', 'CLLB'],
    mileage: 30,
    capacity: 24,
    waitlistCapacity: 0,
    autoApprove: true,
    apply: ['2026-11-02', '2026-11-12'],
    run: ['2026-11-16', '2026-12-04'],
    place: '창업보육센터 1층 메이커스페이스',
    managerId: 'staff10',
    sessions: [day('2026-11-16', '팀 빌딩과 문제 정의'), day('2026-11-23', '비즈니스 모델 캔버스'), day('2026-11-30', '프로토타입 점검'), day('2026-12-04', '최종 발표와 시상')],
    applicants: [['student1', 'ATTENDING', '2026-11-03 10:00'], ...filler(121, 8, 'ATTENDING', '2026-11-04 14:00')],
  },
  {
    title: '글로벌 인턴십 준비 과정',
    categoryCd: 'CAREER_GLOBAL',
    summary: '해외 인턴십 지원서, 영문 이력서, 화상 면접 준비',
    description: '해외 인턴십 프로그램을 소개하고 영문 이력서와 커버레터를 작성합니다. 원어민 강사와 화상 면접을 연습합니다.',
    competencyCds: ['GLBL', 'COMM'],
    mileage: 20,
    capacity: 20,
    waitlistCapacity: 0,
    autoApprove: true,
    apply: ['2026-09-14', '2026-09-25'],
    run: ['2026-10-06', '2026-10-27'],
    place: '국제관 401호',
    managerId: 'staff1',
    sessions: [day('2026-10-06', '해외 인턴십 길잡이'), day('2026-10-13', '영문 이력서'), day('2026-10-20', '커버레터'), day('2026-10-27', '화상 면접 실습')],
    applicants: [['student1', 'COMPLETED', '2026-09-15 09:20', '출석 4/4회로 이수'], ...filler(129, 2, 'COMPLETED', '2026-09-16 10:00')],
  },
  {
    title: '데이터 분석 실무 자격 특강',
    categoryCd: 'CAREER_SKILL',
    summary: 'ADsP 대비 핵심 이론과 기출 풀이 특강',
    description: '데이터 분석 준전문가(ADsP) 시험 범위를 네 번에 걸쳐 정리하고 기출문제를 풀어 봅니다.',
    competencyCds: ['EXPT'],
    mileage: 15,
    capacity: 40,
    waitlistCapacity: 0,
    autoApprove: true,
    apply: ['2026-08-24', '2026-09-04'],
    run: ['2026-09-09', '2026-09-30'],
    place: '정보관 B102호 실습실',
    managerId: 'staff10',
    sessions: [day('2026-09-09', '데이터 이해'), day('2026-09-16', '데이터 분석 기획'), day('2026-09-23', '데이터 분석'), day('2026-09-30', '기출 풀이')],
    applicants: [['student1', 'NOT_COMPLETED', '2026-08-25 16:45', '출석 2/4회로 기준(80%) 미달']],
  },
  {
    title: '공공기관 채용 설명회',
    categoryCd: 'CAREER_JOB',
    summary: '2027년 상반기 공공기관 채용 일정과 NCS 준비 전략',
    description: '주요 공공기관 인사담당자가 채용 일정과 전형을 설명하고, NCS 직업기초능력 준비 방법을 안내합니다.',
    competencyCds: ['EXPT'],
    mileage: 5,
    capacity: 80,
    waitlistCapacity: 0,
    autoApprove: false,
    apply: ['2026-11-02', '2026-11-20'],
    run: ['2026-11-27', '2026-11-27'],
    place: '대강당',
    managerId: 'staff1',
    sessions: [day('2026-11-27', '채용 설명과 질의응답', '15:00', '17:00')],
    applicants: [['student1', 'REJECTED', '2026-11-05 12:30', '4학년 우선 선발로 이번 회차에는 선발되지 않았습니다.']],
  },
  {
    title: '진로 탐색 MBTI·STRONG 워크숍',
    categoryCd: 'CAREER_EXPLORE',
    summary: '성격·흥미 검사 결과로 나에게 맞는 진로를 찾습니다.',
    description: '사전에 온라인 검사를 마치고 참여합니다. 검사 결과 해석과 소그룹 활동으로 진로 방향을 정리합니다.',
    competencyCds: ['EXPT'],
    mileage: 10,
    capacity: 25,
    waitlistCapacity: 5,
    autoApprove: true,
    apply: ['2026-11-16', '2026-12-01'],
    run: ['2026-12-08', '2026-12-08'],
    place: '학생회관 205호 경력개발센터 세미나실',
    managerId: 'staff1',
    sessions: [day('2026-12-08', '검사 해석과 소그룹 활동', '10:00', '13:00')],
    applicants: [['student1', 'CANCELLED', '2026-11-17 08:50', '본인 취소']],
  },
  {
    title: '4학년 금융권 취업 전략',
    categoryCd: 'CAREER_JOB',
    summary: '은행·증권·보험 채용 전형별 준비 전략(4학년 대상)',
    description: '금융권 필기(NCS·직무)와 면접 전형을 분석하고 합격자 선배의 준비 과정을 듣습니다.',
    competencyCds: ['EXPT', 'COMM'],
    mileage: 10,
    capacity: 30,
    waitlistCapacity: 0,
    autoApprove: true,
    apply: ['2026-11-16', '2026-11-29'],
    run: ['2026-12-05', '2026-12-05'],
    place: '경영관 301호',
    managerId: 'staff10',
    eligibleGrades: [4],
    eligibleStatusCds: ['10'],
    sessions: [day('2026-12-05', '전형 분석과 선배 특강', '10:00', '16:00')],
    applicants: [],
  },
  {
    title: 'UX 디자인 포트폴리오 워크숍',
    categoryCd: 'CAREER_SKILL',
    summary: '겨울방학 4주 동안 UX 케이스 스터디 한 편을 완성합니다.',
    description: '리서치부터 와이어프레임, 프로토타입까지 한 프로젝트를 진행하며 포트폴리오용 케이스 스터디를 작성합니다.',
    competencyCds: ['CRTV', 'EXPT'],
    mileage: 25,
    capacity: 16,
    waitlistCapacity: 4,
    autoApprove: true,
    apply: ['2026-12-01', '2026-12-15'],
    run: ['2027-01-05', '2027-01-26'],
    place: '디자인관 502호',
    managerId: 'staff10',
    sessions: [day('2027-01-05', '리서치'), day('2027-01-12', '정보 구조와 와이어프레임'), day('2027-01-19', '프로토타입'), day('2027-01-26', '케이스 스터디 발표')],
    applicants: [],
  },
];

/** The steps an application went through to reach its status, for the history table. */
function steps(status: CareerApplStatus, autoApprove: boolean): [string | null, CareerApplStatus][] {
  const first: CareerApplStatus = autoApprove ? 'APPROVED' : 'APPLIED';
  switch (status) {
    case 'APPLIED':
    case 'APPROVED':
    case 'WAITING':
      return [[null, status]];
    case 'CANCELLED':
      return [[null, first], [first, 'CANCELLED']];
    case 'REJECTED':
      return [[null, 'APPLIED'], ['APPLIED', 'REJECTED']];
    case 'ATTENDING':
      return [[null, first], ...(autoApprove ? [] : ([['APPLIED', 'APPROVED']] as [string, CareerApplStatus][])), ['APPROVED', 'ATTENDING']];
    case 'COMPLETED':
    case 'NOT_COMPLETED':
      return [[null, first], ['APPROVED', 'ATTENDING'], ['ATTENDING', status]];
  }
}

/** The demo world's today: programmes whose last session is before it are closed. */
const DEMO_TODAY = '2026-11-22';

export async function seedCareer(tx: Tx) {
  let waitSeq: number;
  for (const p of CAREER_PROGRAMS) {
    const lastSession = p.sessions.at(-1)!.dt;
    const decided = p.applicants.some(([, s]) => s === 'COMPLETED' || s === 'NOT_COMPLETED');
    const [row] = await tx
      .insert(schema.careerPrograms)
      .values({
        title: p.title,
        categoryCd: p.categoryCd,
        summary: p.summary,
        description: p.description,
        competencyCds: p.competencyCds,
        mileage: p.mileage,
        eligibleGrades: p.eligibleGrades ?? [],
        eligibleStatusCds: p.eligibleStatusCds ?? [],
        capacity: p.capacity,
        waitlistCapacity: p.waitlistCapacity,
        autoApprove: p.autoApprove,
        applyStartDt: p.apply[0],
        applyEndDt: p.apply[1],
        runStartDt: p.run[0],
        runEndDt: p.run[1],
        place: p.place,
        managerId: p.managerId,
        closedAt: decided && lastSession < DEMO_TODAY ? kst(p.run[1], '18:00') : null,
        closedBy: decided && lastSession < DEMO_TODAY ? p.managerId : null,
        createdAt: kst(p.apply[0], '08:00'),
        updatedAt: kst(p.apply[0], '08:00'),
      })
      .returning({ programId: schema.careerPrograms.programId });
    const sessionRows = await tx
      .insert(schema.careerProgramSessions)
      .values(p.sessions.map((s, i) => ({ programId: row.programId, seq: i + 1, title: s.title, sessionDt: s.dt, startTm: s.start, endTm: s.end })))
      .returning({ sessionId: schema.careerProgramSessions.sessionId, sessionDt: schema.careerProgramSessions.sessionDt });
    waitSeq = 0;
    for (const [studentId, status, on, note] of p.applicants) {
      const [date, time] = on.split(' ');
      const appliedAt = kst(date, time);
      const [appl] = await tx
        .insert(schema.careerApplications)
        .values({
          programId: row.programId,
          studentId,
          status,
          waitSeq: status === 'WAITING' ? ++waitSeq : null,
          reviewNote: status === 'REJECTED' ? (note ?? null) : null,
          createdAt: appliedAt,
          updatedAt: appliedAt,
        })
        .returning({ applId: schema.careerApplications.applId });
      const path = steps(status, p.autoApprove);
      await tx.insert(schema.careerApplicationHistory).values(
        path.map(([fromStatus, toStatus], i) => {
          const last = i === path.length - 1;
          // Later steps happen on the programme's own days: review before the run, results after it.
          const when = i === 0 ? appliedAt : toStatus === 'ATTENDING' ? kst(p.run[0], '09:00') : toStatus === 'CANCELLED' ? kst(date, '20:00') : last && i > 0 ? kst(status === 'REJECTED' ? p.apply[1] : p.run[1], '18:00') : kst(p.apply[1], '18:00');
          const actorId = i === 0 || toStatus === 'CANCELLED' ? studentId : p.managerId;
          return { applId: appl.applId, fromStatus, toStatus, actorId, note: last && i > 0 ? (note ?? null) : status === 'WAITING' ? '정원이 차서 대기자로 등록되었습니다.' : null, createdAt: when };
        }),
      );
      // Attendance of the sessions already held: completers came to all, the others to the first two only.
      if (status === 'COMPLETED' || status === 'NOT_COMPLETED' || status === 'ATTENDING') {
        const held = sessionRows.filter((s) => s.sessionDt < DEMO_TODAY);
        if (held.length)
          await tx.insert(schema.careerAttendance).values(
            held.map((s, i) => ({ sessionId: s.sessionId, applId: appl.applId, present: status !== 'NOT_COMPLETED' || i < 2, method: 'STAFF', markedBy: p.managerId, markedAt: kst(s.sessionDt, '18:00') })),
          );
      }
      if (status === 'COMPLETED') {
        await issueCertificate(tx, appl.applId, Number(p.run[1].slice(0, 4)), kst(p.run[1], '18:00'));
        await tx.insert(schema.activityEvents).values({
          userId: studentId,
          kind: 'CAREER_PROGRAM_COMPLETED',
          title: p.title,
          refType: 'career_application',
          refId: String(appl.applId),
          occurredAt: kst(p.run[1], '18:00'),
        });
      }
    }
  }
}
