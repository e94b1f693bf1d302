// Mentoring demo data: three outside users and graduate1 are approved mentors, outsider4 waits for
// approval. student1 finished a mentoring with outsider1 (an answered thread, so her portfolio
// history shows it) and has a request waiting for graduate1; student2 is talking with outsider2.
// Group sessions: one upcoming with seats (student1 holds one), one full, one past.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { publishActivity } from '../../src/lib/server/activity/events';
import { topicName } from '../../src/lib/mentoring/rules';
import { kst } from './random';
import { GRADUATE_ID } from './graduate';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PROFILES: (typeof schema.mentorProfiles.$inferInsert)[] = [
  {
    userId: 'outsider1',
    kind: 'OUTSIDE',
    jobClsCd: 'JOB02',
    company: '(주)누리데이터웍스',
    jobTitle: '데이터 분석가',
    careerYears: 7,
    topics: ['JOB', 'CAREER_PATH', 'INTERVIEW'],
    bio: '통계학과를 졸업하고 7년째 데이터 분석 업무를 하고 있습니다. 분석 직무가 실제로 하는 일, 필요한 공부와 포트폴리오, 신입 면접에서 자주 나오는 질문을 함께 이야기합니다.',
    status: 'APPROVED',
  },
  {
    userId: 'outsider2',
    kind: 'OUTSIDE',
    jobClsCd: 'JOB05',
    company: '새봄디자인스튜디오',
    jobTitle: 'UX 디자이너',
    careerYears: 5,
    topics: ['RESUME', 'JOB', 'WORKLIFE'],
    bio: '시각디자인학과 졸업생입니다. 디자인 포트폴리오 구성, 에이전시와 인하우스의 차이, 첫 직장 적응을 함께 고민합니다.',
    status: 'APPROVED',
  },
  {
    userId: 'outsider3',
    kind: 'OUTSIDE',
    jobClsCd: 'JOB01',
    company: '가온길회계법인',
    jobTitle: '공인회계사',
    careerYears: 9,
    topics: ['EXAM', 'INDUSTRY', 'CAREER_PATH'],
    bio: '회계법인에서 감사 업무를 맡고 있습니다. 공인회계사 시험 준비와 수험 기간의 생활, 회계법인의 하루를 솔직하게 들려드립니다.',
    status: 'APPROVED',
  },
  {
    userId: GRADUATE_ID,
    kind: 'ALUMNI',
    jobClsCd: 'JOB01',
    company: '한울은행',
    jobTitle: '기업금융 주니어 RM',
    careerYears: 2,
    topics: ['RESUME', 'INTERVIEW', 'WORKLIFE'],
    bio: '졸업 후 은행 기업금융부에서 일하고 있는 선배입니다. 금융권 자기소개서와 면접, 졸업 학기의 취업 준비 일정을 후배들과 나누고 싶습니다.',
    status: 'APPROVED',
  },
  {
    userId: 'outsider4',
    kind: 'OUTSIDE',
    jobClsCd: 'JOB01',
    company: '온새미로커리어랩',
    jobTitle: '커리어 코치',
    careerYears: 12,
    topics: ['INTERVIEW', 'RESUME'],
    bio: '기업 인사 담당자 출신 커리어 코치입니다. 모의면접과 자기소개서 첨삭으로 후배들의 취업 준비를 돕고 싶습니다.',
    status: 'PENDING',
  },
];

export async function seedMentoring(tx: Tx) {
  const created = kst('2026-09-01', '10:00');
  const ids = new Map<string, number>();
  for (const p of PROFILES) {
    const approved = p.status === 'APPROVED';
    const [row] = await tx
      .insert(schema.mentorProfiles)
      .values({ ...p, reviewedBy: approved ? 'staff2' : null, reviewedAt: approved ? kst('2026-09-03', '11:00') : null, createdAt: created, updatedAt: created })
      .returning({ mentorId: schema.mentorProfiles.mentorId });
    ids.set(p.userId, row.mentorId);
  }

  // student1 and outsider1: a finished mentoring with answers.
  const [done] = await tx
    .insert(schema.mentoringRequests)
    .values({
      mentorId: ids.get('outsider1')!,
      studentId: 'student1',
      topicCd: 'JOB',
      question: '데이터 분석 직무에 관심이 있는 컴퓨터공학과 3학년입니다. 신입 데이터 분석가는 실제로 어떤 일을 하고, 학부 때 어떤 프로젝트를 해 두면 좋을까요?',
      wayCd: 'QNA',
      status: 'CLOSED',
      responseNote: '반갑습니다. 질문 잘 받았어요. 대화창에 자세히 답해 드릴게요.',
      respondedAt: kst('2026-10-06', '20:10'),
      closedBy: 'student1',
      closedAt: kst('2026-10-12', '21:30'),
      createdAt: kst('2026-10-05', '13:40'),
    })
    .returning({ requestId: schema.mentoringRequests.requestId });
  await tx.insert(schema.mentoringMessages).values([
    { requestId: done.requestId, authorId: 'outsider1', body: '신입 때는 데이터 정리와 지표 대시보드 만들기가 일의 절반쯤 됩니다. SQL은 꼭 익혀 두시고, 공공데이터로 질문 하나를 정해 처음부터 끝까지 분석한 프로젝트 하나가 여러 개의 짧은 과제보다 훨씬 좋아요.', createdAt: kst('2026-10-06', '20:15') },
    { requestId: done.requestId, authorId: 'student1', body: '감사합니다! 통계 과목은 어느 정도까지 들어 두면 좋을까요?', createdAt: kst('2026-10-07', '09:05') },
    { requestId: done.requestId, authorId: 'outsider1', body: '회귀분석과 실험설계(A/B 테스트) 정도면 충분합니다. 면접에서는 결과보다 왜 그 방법을 골랐는지를 많이 물어요.', createdAt: kst('2026-10-08', '19:30') },
    { requestId: done.requestId, authorId: 'student1', body: '다음 학기에 회귀분석을 수강하겠습니다. 많은 도움이 되었습니다.', createdAt: kst('2026-10-12', '21:25') },
  ]);
  const [o1] = await tx.select({ korNm: schema.users.korNm }).from(schema.users).where(eq(schema.users.userId, 'outsider1'));
  await publishActivity({ userId: 'student1', kind: 'MENTORING_COMPLETED', title: `${o1?.korNm ?? ''} 멘토 멘토링 (${topicName('JOB')})`, refType: 'mentoring_request', refId: String(done.requestId), occurredAt: kst('2026-10-12', '21:30') }, tx);

  // student1 asks graduate1, who has not answered yet.
  await tx.insert(schema.mentoringRequests).values({
    mentorId: ids.get(GRADUATE_ID)!,
    studentId: 'student1',
    topicCd: 'INTERVIEW',
    question: '금융권 면접을 준비하고 있습니다. 선배님은 졸업 학기에 면접 준비를 어떻게 하셨는지, 스터디가 도움이 되었는지 궁금합니다.',
    wayCd: 'MEETING',
    createdAt: kst('2026-11-19', '18:20'),
  });

  // student2 and outsider2: under way.
  const [talk] = await tx
    .insert(schema.mentoringRequests)
    .values({
      mentorId: ids.get('outsider2')!,
      studentId: 'student2',
      topicCd: 'RESUME',
      question: 'UX 디자이너 지원용 포트폴리오에 학교 과제를 넣어도 괜찮을까요? 몇 개 정도가 적당한지도 궁금합니다.',
      wayCd: 'QNA',
      status: 'ACCEPTED',
      responseNote: '좋은 질문이에요. 같이 봐요.',
      respondedAt: kst('2026-11-16', '21:00'),
      createdAt: kst('2026-11-15', '11:10'),
    })
    .returning({ requestId: schema.mentoringRequests.requestId });
  await tx.insert(schema.mentoringMessages).values({ requestId: talk.requestId, authorId: 'outsider2', body: '학교 과제도 문제를 어떻게 정의하고 풀었는지가 드러나면 충분히 좋습니다. 3~4개를 깊게 보여 주세요.', createdAt: kst('2026-11-16', '21:05') });

  // Group sessions: upcoming with seats, full, past.
  const sessions: (typeof schema.comentoSessions.$inferInsert)[] = [
    { mentorId: ids.get('outsider1')!, title: '데이터 분석가의 하루와 신입 포트폴리오', description: '현직 데이터 분석가가 실제 업무 흐름과 신입 채용에서 보는 포트폴리오를 소개하고 질문에 답합니다.', sessionDt: '2026-12-03', startTm: '19:00', endTm: '20:30', place: null, onlineUrl: 'https://meet.hanul.ac.kr/comento-data', capacity: 30, createdBy: 'staff2', createdAt: kst('2026-11-10', '10:00') },
    { mentorId: ids.get('outsider2')!, title: 'UX 포트폴리오 리뷰 데이', description: '미리 보낸 포트폴리오를 현직 디자이너가 함께 보며 고칠 점을 짚어 줍니다. 소규모로 진행합니다.', sessionDt: '2026-11-28', startTm: '14:00', endTm: '16:00', place: '학생회관 3층 진로상담실', onlineUrl: null, capacity: 5, createdBy: 'staff2', createdAt: kst('2026-11-05', '10:00') },
    { mentorId: ids.get('outsider3')!, title: '공인회계사 시험, 이렇게 준비했다', description: '수험 기간의 계획과 생활, 회계법인 입사 후의 하루를 이야기합니다.', sessionDt: '2026-11-10', startTm: '18:30', endTm: '20:00', place: '경영관 B101호', onlineUrl: null, capacity: 20, createdBy: 'staff2', createdAt: kst('2026-10-20', '10:00') },
  ];
  const sessionIds: number[] = [];
  for (const s of sessions) {
    const [row] = await tx.insert(schema.comentoSessions).values(s).returning({ sessionId: schema.comentoSessions.sessionId });
    sessionIds.push(row.sessionId);
  }
  const seat = (i: number, studentId: string, at: string) => ({ sessionId: sessionIds[i], studentId, createdAt: kst(at, '12:00') });
  await tx.insert(schema.comentoApplications).values([
    seat(0, 'student1', '2026-11-12'),
    seat(0, 'student7', '2026-11-13'),
    seat(0, 'student8', '2026-11-14'),
    ...[2, 3, 4, 5, 6].map((n) => seat(1, `student${n}`, '2026-11-06')),
    ...[9, 10, 11, 12, 13, 14, 15, 16].map((n) => seat(2, `student${n}`, '2026-10-25')),
  ]);
}
