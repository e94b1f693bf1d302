// Career programme tests (시험) demo data: the running hackathon student1 attends has an open test
// (2026-11-23 to 2026-12-04) she has not started; the finished global internship course she
// completed has a graded test whose answers are released, with her attempt and her classmates'.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { scoreAttempt } from '../../src/lib/career/tests';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoQuestion {
  kind: 'SINGLE' | 'MULTI' | 'SHORT';
  body: string;
  options?: string[];
  correct?: number[];
  accepted?: string[];
  points: number;
}

const HACKATHON_TEST: DemoQuestion[] = [
  { kind: 'SINGLE', body: '디자인씽킹 5단계 중 사용자의 입장에서 문제를 느껴 보는 첫 단계는?', options: ['공감(Empathize)', '정의(Define)', '아이디어(Ideate)', '테스트(Test)'], correct: [0], points: 20 },
  { kind: 'SINGLE', body: '비즈니스 모델 캔버스에서 "누구에게 가치를 제공하는가"를 적는 칸은?', options: ['핵심 활동', '고객 세그먼트', '비용 구조', '핵심 파트너'], correct: [1], points: 20 },
  { kind: 'MULTI', body: '최소 기능 제품(MVP)에 대한 설명으로 옳은 것을 모두 고르세요.', options: ['핵심 가설을 검증하는 데 필요한 기능만 담는다', '출시 전에 모든 기능을 완성해야 한다', '사용자 반응을 빠르게 배우는 것이 목적이다', '디자인 완성도가 가장 중요하다'], correct: [0, 2], points: 30 },
  { kind: 'SHORT', body: '고객이 제품을 쓰는 이유를 "해결하려는 일"로 보는 혁신 이론을 영문 약자로 쓰세요. (예: ABC)', accepted: ['JTBD'], points: 30 },
];

const GLOBAL_TEST: DemoQuestion[] = [
  { kind: 'SINGLE', body: '영문 이력서(Resume)에 일반적으로 넣지 않는 항목은?', options: ['Education', 'Work Experience', 'Date of Birth and Photo', 'Skills'], correct: [2], points: 25 },
  { kind: 'SINGLE', body: '커버레터의 마지막 문단에서 가장 알맞은 내용은?', options: ['급여 조건 협상', '면접 기회 요청과 감사 인사', '전 직장에 대한 평가', '학점 증명'], correct: [1], points: 25 },
  { kind: 'MULTI', body: '화상 면접을 준비할 때 알맞은 것을 모두 고르세요.', options: ['카메라를 눈높이에 맞춘다', '조명을 얼굴 앞쪽에 둔다', '배경 소음을 켜 둔다', '연결 상태를 미리 점검한다'], correct: [0, 1, 3], points: 25 },
  { kind: 'SHORT', body: '경험을 Situation, Task, Action, Result 순서로 답하는 면접 답변 기법의 이름은? (영문 대문자)', accepted: ['STAR'], points: 25 },
];

async function programOf(tx: Tx, title: string) {
  const [p] = await tx.select().from(schema.careerPrograms).where(eq(schema.careerPrograms.title, title));
  return p;
}

async function addTest(tx: Tx, programId: number, createdBy: string, t: { title: string; intro: string; open: [string, string]; close: [string, string]; durationMin: number; released?: [string, string] }, qs: DemoQuestion[]) {
  const [row] = await tx
    .insert(schema.careerTests)
    .values({
      programId,
      title: t.title,
      intro: t.intro,
      openAt: kst(...t.open),
      closeAt: kst(...t.close),
      durationMin: t.durationMin,
      answersReleasedAt: t.released ? kst(...t.released) : null,
      createdBy,
      createdAt: kst(t.open[0], '08:00'),
      updatedAt: kst(t.open[0], '08:00'),
    })
    .returning({ testId: schema.careerTests.testId });
  const stored = await tx
    .insert(schema.careerTestQuestions)
    .values(qs.map((q, i) => ({ testId: row.testId, seq: i + 1, kind: q.kind, body: q.body, options: q.options ?? [], correct: q.correct ?? [], accepted: q.accepted ?? [], points: q.points })))
    .returning();
  return { testId: row.testId, questions: stored };
}

export async function seedExams(tx: Tx) {
  const hackathon = await programOf(tx, '창업 아이디어 해커톤');
  await addTest(
    tx,
    hackathon.programId,
    hackathon.managerId,
    {
      title: '창업 기초 이해도 평가',
      intro: '비즈니스 모델 캔버스와 디자인씽킹 수업 내용을 확인하는 평가입니다.\n제한 시간 30분, 한 번만 응시할 수 있습니다.\n시작하면 중간에 나가도 시간은 계속 흐르며, 답안은 자동 저장됩니다.',
      open: ['2026-11-23', '09:00'],
      close: ['2026-12-04', '18:00'],
      durationMin: 30,
    },
    HACKATHON_TEST,
  );

  const global = await programOf(tx, '글로벌 인턴십 준비 과정');
  await tx.update(schema.careerPrograms).set({ testPassMark: 60 }).where(eq(schema.careerPrograms.programId, global.programId));
  const g = await addTest(
    tx,
    global.programId,
    global.managerId,
    {
      title: '영문 지원서·면접 종합 평가',
      intro: '영문 이력서, 커버레터, 화상 면접 수업 내용을 평가합니다.\n제한 시간 20분, 한 번만 응시할 수 있습니다.',
      open: ['2026-10-20', '09:00'],
      close: ['2026-10-27', '12:00'],
      durationMin: 20,
      released: ['2026-10-27', '17:00'],
    },
    GLOBAL_TEST,
  );
  // Her answers and two classmates': one short answer was graded by hand (written in lower case words).
  const sheets: [string, string, (number[] | string)[], number | null][] = [
    ['student1', '10:05', [[2], [1], [0, 1, 3], 'STAR'], null],
    ['student129', '11:10', [[2], [1], [0, 3], 'star 기법'], 20],
    ['student130', '13:30', [[0], [1], [0, 1, 3], 'PREP'], 0],
  ];
  for (const [studentId, time, answersInOrder, handPoints] of sheets) {
    const [appl] = await tx
      .select({ applId: schema.careerApplications.applId })
      .from(schema.careerApplications)
      .where(and(eq(schema.careerApplications.programId, global.programId), eq(schema.careerApplications.studentId, studentId)));
    if (!appl) continue;
    const answers = Object.fromEntries(g.questions.map((q, i) => [String(q.questionId), answersInOrder[i]]));
    const shortQ = g.questions.find((q) => q.kind === 'SHORT')!;
    const manual = handPoints === null ? {} : { [shortQ.questionId]: handPoints };
    const s = scoreAttempt(g.questions, answers, manual);
    const started = kst('2026-10-22', time);
    const submitted = new Date(started.getTime() + 14 * 60_000);
    await tx.insert(schema.careerTestAttempts).values({
      testId: g.testId,
      applId: appl.applId,
      startedAt: started,
      deadlineAt: new Date(started.getTime() + 20 * 60_000),
      answers,
      savedAt: submitted,
      submittedAt: submitted,
      points: s.points,
      graded: s.graded,
      score: s.score,
      gradedAt: handPoints === null ? submitted : kst('2026-10-23', '10:00'),
      gradedBy: handPoints === null ? null : global.managerId,
    });
  }
}
