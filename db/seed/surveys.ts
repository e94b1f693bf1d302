// Surveys around the demo world's today (2026-11-22): two open general surveys (one named whose
// answers may be changed, one anonymous for the College C40 that student1 belongs to), one closed
// anonymous survey with results, an open named survey in three sections (a branch skips the
// second for those who took no programme; rating and matrix questions) that student1 has not
// answered, and a satisfaction survey for every career programme that has
// completed students, answered by some of them (not by student1, so her list has one to answer).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { REF_CAREER_PROGRAM, REF_COUNSELLING_KIND, type QuestionKind } from '../../src/lib/surveys/rules';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoQuestion {
  kind: QuestionKind;
  title: string;
  required?: boolean;
  options?: string[];
  /** Section number (1-based; default 1). */
  section?: number;
  /** MATRIX statements. */
  rows?: string[];
  /** RATING points. */
  scaleMax?: number;
  /** SINGLE: per option, the section to go to (0 = end), null = next. */
  jumps?: (number | null)[];
}

interface DemoSurvey {
  title: string;
  description: string;
  status: 'OPEN' | 'CLOSED';
  open: [string, string];
  close: [string, string];
  anonymous: boolean;
  editable?: boolean;
  targetDeptCds?: string[];
  targetGrades?: number[];
  questions: DemoQuestion[];
  sections?: { title: string; description?: string }[];
  /** Free-text answers the respondents take turns with ('' = left blank). */
  comments?: string[];
  /** Students who answered, by number. */
  respondents?: number[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const GENERAL_SURVEYS: DemoSurvey[] = [
  {
    title: '2026학년도 2학기 학생 생활 만족도 조사',
    description: '학생지원 서비스 개선을 위해 학교생활 전반의 만족도를 묻습니다. 응답은 마감 전까지 고칠 수 있습니다.',
    status: 'OPEN',
    open: ['2026-11-16', '09:00'],
    close: ['2026-12-04', '18:00'],
    anonymous: false,
    editable: true,
    questions: [
      { kind: 'SCALE', title: '학교생활 전반에 만족한다.' },
      { kind: 'SINGLE', title: '가장 자주 이용하는 학생 지원 서비스는 무엇입니까?', options: ['학습 상담', '진로·취업 프로그램', '장학', '심리 상담', '기타'] },
      { kind: 'MULTI', title: '개선이 필요한 시설을 모두 고르세요.', options: ['도서관', '학생식당', '기숙사', '체육시설', '강의실'], required: false },
      { kind: 'LONG', title: '학교에 바라는 점을 자유롭게 적어 주세요.', required: false },
    ],
    respondents: range(2, 24),
    comments: ['학생식당 메뉴가 다양해졌으면 좋겠습니다.', '상담 예약이 쉬워서 좋았어요.', '', '시험 기간 열람실 좌석이 부족합니다.', ''],
  },
  {
    title: '중앙도서관 열람실 이용 환경 설문 (익명)',
    description: '열람실 좌석과 운영 시간 개선을 위한 익명 설문입니다. 응답자는 기록되지만 응답 내용과 연결되지 않습니다.',
    status: 'OPEN',
    open: ['2026-11-18', '09:00'],
    close: ['2026-11-30', '23:59'],
    anonymous: true,
    targetDeptCds: ['C40'],
    questions: [
      { kind: 'SCALE', title: '열람실 좌석 수가 충분하다.' },
      { kind: 'SINGLE', title: '희망하는 열람실 운영 시간은?', options: ['지금처럼 (07:00~23:00)', '24시간', '시험 기간만 24시간'] },
      { kind: 'SHORT', title: '가장 불편한 점을 한 줄로 적어 주세요.', required: false },
    ],
    respondents: [],
  },
  {
    title: '2026학년도 1학기 강의 환경 만족도 조사',
    description: '지난 학기 강의실과 온라인 강의 환경에 대한 익명 조사입니다.',
    status: 'CLOSED',
    open: ['2026-06-01', '09:00'],
    close: ['2026-06-19', '18:00'],
    anonymous: true,
    questions: [
      { kind: 'SCALE', title: '강의실의 냉난방과 조명이 적절했다.' },
      { kind: 'SINGLE', title: '선호하는 수업 방식은?', options: ['대면', '온라인', '혼합'] },
      { kind: 'LONG', title: '개선할 점을 적어 주세요.', required: false },
    ],
    respondents: range(1, 36),
    comments: ['빔프로젝터가 자주 꺼집니다.', '온라인 강의 녹화 음질이 아쉬웠어요.', '', '강의실 의자가 불편합니다.', '에어컨이 너무 셉니다.'],
  },
  {
    title: '2026학년도 진로·학습 경험 조사',
    description: '진로 프로그램 참여 경험과 학습 환경을 묻는 세 단계 설문입니다. 진로 프로그램에 참여하지 않았다면 두 번째 단계는 건너뜁니다. 중간에 임시 저장하고 나중에 이어서 응답할 수 있습니다.',
    status: 'OPEN',
    open: ['2026-11-20', '09:00'],
    close: ['2026-12-11', '18:00'],
    anonymous: false,
    sections: [
      { title: '참여 경험', description: '이번 학기의 진로 프로그램 참여 여부를 알려 주세요.' },
      { title: '진로 프로그램 평가', description: '참여한 진로 프로그램을 평가해 주세요.' },
      { title: '학습 환경', description: '' },
    ],
    questions: [
      { kind: 'SINGLE', section: 1, title: '이번 학기에 진로 프로그램에 참여했나요?', options: ['참여했다', '참여하지 않았다'], jumps: [null, 3] },
      { kind: 'RATING', section: 2, title: '참여한 진로 프로그램에 별점을 주세요.', scaleMax: 5 },
      {
        kind: 'MATRIX',
        section: 2,
        title: '진로 프로그램의 각 항목에 얼마나 동의하나요?',
        rows: ['내용이 진로 준비에 도움이 되었다.', '일정과 시간이 적절했다.', '강사의 설명이 이해하기 쉬웠다.'],
        options: ['그렇지 않다', '보통이다', '그렇다'],
      },
      { kind: 'SCALE', section: 3, title: '학습 공간이 충분하다.' },
      { kind: 'LONG', section: 3, title: '학습 환경에 바라는 점을 적어 주세요.', required: false },
    ],
    respondents: range(40, 159),
    comments: ['조별 학습실을 늘려 주세요.', '', '콘센트가 있는 좌석이 더 필요합니다.', '', '도서관 운영 시간이 길어졌으면 합니다.'],
  },
];

const SATISFACTION_QUESTIONS: DemoQuestion[] = [
  { kind: 'SCALE', title: '프로그램 내용에 전반적으로 만족한다.' },
  { kind: 'SCALE', title: '강사(운영자)의 진행이 만족스러웠다.' },
  { kind: 'SCALE', title: '진로 준비에 도움이 되었다.' },
  { kind: 'SINGLE', title: '이 프로그램을 다른 학생에게 추천하겠습니까?', options: ['추천한다', '보통이다', '추천하지 않는다'] },
  { kind: 'LONG', title: '좋았던 점이나 개선할 점을 적어 주세요.', required: false },
];

const COMMENTS = ['실습 위주라 좋았습니다.', '시간이 조금 더 길었으면 합니다.', '자료를 미리 받고 싶어요.', '강사님 설명이 친절했습니다.', ''];

/** A deterministic answer of respondent n to question i. */
function answerOf(q: DemoQuestion, i: number, n: number, comments: string[]) {
  const k = (n * 7 + i * 3) % 11;
  switch (q.kind) {
    case 'SINGLE':
      return { choices: [k % q.options!.length] };
    case 'MULTI':
      return k % 3 === 0 ? null : { choices: [...new Set([k % q.options!.length, (k + 2) % q.options!.length])].sort() };
    case 'SCALE':
      return { scale: [5, 4, 4, 3, 5, 2, 4, 5, 3, 4, 1][k] };
    case 'RATING':
      return { scale: Math.min(q.scaleMax ?? 5, [5, 4, 4, 3, 5, 2, 4, 5, 3, 4, 1][k]) };
    case 'MATRIX':
      return { choices: q.rows!.map((_, r) => (k + r + n) % q.options!.length) };
    default: {
      const t = comments[k % comments.length];
      return t ? { textValue: t } : null;
    }
  }
}

async function insertSurvey(tx: Tx, s: DemoSurvey, extra: Partial<typeof schema.surveys.$inferInsert> = {}) {
  const [row] = await tx
    .insert(schema.surveys)
    .values({
      title: s.title,
      description: s.description,
      kind: 'GENERAL',
      status: s.status,
      targetUserDivs: ['std'],
      targetDeptCds: s.targetDeptCds ?? [],
      targetGrades: s.targetGrades ?? [],
      openAt: kst(...s.open),
      closeAt: kst(...s.close),
      anonymousYn: s.anonymous ? 'Y' : 'N',
      editableYn: s.editable ? 'Y' : 'N',
      managerId: 'staff1',
      createdAt: kst(s.open[0], '08:00'),
      updatedAt: kst(s.open[0], '08:00'),
      ...extra,
    })
    .returning({ surveyId: schema.surveys.surveyId });
  const questions = await tx
    .insert(schema.surveyQuestions)
    .values(
      s.questions.map((q, i) => ({
        surveyId: row.surveyId,
        seq: i + 1,
        sectionSeq: q.section ?? 1,
        kind: q.kind,
        title: q.title,
        requiredYn: q.required === false ? 'N' : 'Y',
        options: q.options ?? [],
        rows: q.rows ?? [],
        scaleMax: q.scaleMax ?? null,
        jumps: q.jumps ?? [],
      })),
    )
    .returning({ questionId: schema.surveyQuestions.questionId });
  if (s.sections?.length) await tx.insert(schema.surveySections).values(s.sections.map((x, i) => ({ surveyId: row.surveyId, seq: i + 1, title: x.title, description: x.description ?? '' })));
  for (const [n, userId] of (s.respondents ?? []).map((n) => [n, `student${n}`] as const)) {
    await tx.insert(schema.surveyParticipants).values({ surveyId: row.surveyId, userId });
    const [resp] = await tx
      .insert(schema.surveyResponses)
      .values({ surveyId: row.surveyId, respondentId: s.anonymous ? null : userId, submittedDt: s.open[0], updatedAt: s.anonymous ? null : kst(s.open[0], '12:00') })
      .returning({ responseId: schema.surveyResponses.responseId });
    // The sections skipped by a branch of an earlier answer stay unanswered, as in the form.
    const skipped = new Set<number>();
    const rows = s.questions.flatMap((q, i) => {
      if (skipped.has(q.section ?? 1)) return [];
      const a = answerOf(q, i, n, s.comments ?? COMMENTS);
      const jump = a && 'choices' in a && q.kind === 'SINGLE' ? q.jumps?.[a.choices?.[0] ?? -1] : null;
      if (typeof jump === 'number') for (let x = (q.section ?? 1) + 1; x < (jump || 99); x++) skipped.add(x);
      return a ? [{ responseId: resp.responseId, questionId: questions[i].questionId, ...a }] : [];
    });
    if (rows.length) await tx.insert(schema.surveyAnswers).values(rows);
  }
  return row.surveyId;
}

/**
 * The satisfaction survey of career counselling (진로상담): anonymous, addressed to the students
 * whose case was closed (survey_eligibility, seeded with the cases); student31 has answered,
 * student1 has not.
 */
export const COUNSELLING_SURVEY: DemoSurvey = {
  title: '진로상담 만족도 조사',
  description: '진로상담을 이용해 주셔서 감사합니다. 응답은 익명으로 모이며 상담 서비스 개선에만 쓰입니다.',
  status: 'OPEN',
  open: ['2026-11-01', '09:00'],
  close: ['2026-12-31', '18:00'],
  anonymous: true,
  questions: [
    { kind: 'SCALE', title: '상담 예약과 안내가 편리했다.' },
    { kind: 'SCALE', title: '상담이 진로 고민을 푸는 데 도움이 되었다.' },
    { kind: 'SINGLE', title: '다시 상담이 필요하면 이용하겠습니까?', options: ['이용하겠다', '잘 모르겠다', '이용하지 않겠다'] },
    { kind: 'LONG', title: '상담 서비스에 바라는 점을 적어 주세요.', required: false },
  ],
  respondents: [31],
  comments: ['상담 시간이 조금 더 길었으면 좋겠어요.'],
};

export async function seedSurveys(tx: Tx) {
  for (const s of GENERAL_SURVEYS) await insertSurvey(tx, s);
  await insertSurvey(tx, COUNSELLING_SURVEY, { kind: 'SATISFACTION', refType: REF_COUNSELLING_KIND, refId: 'CAREER' });

  // Satisfaction surveys of the programmes with completers, in programme order.
  const completed = await tx
    .select({ programId: schema.careerApplications.programId, studentId: schema.careerApplications.studentId })
    .from(schema.careerApplications)
    .where(eq(schema.careerApplications.status, 'COMPLETED'))
    .orderBy(asc(schema.careerApplications.programId), asc(schema.careerApplications.applId));
  const programIds = [...new Set(completed.map((c) => c.programId))];
  if (!programIds.length) return;
  const programs = await tx
    .select({ programId: schema.careerPrograms.programId, title: schema.careerPrograms.title, runEndDt: schema.careerPrograms.runEndDt })
    .from(schema.careerPrograms)
    .where(and(inArray(schema.careerPrograms.programId, programIds)))
    .orderBy(asc(schema.careerPrograms.programId));
  for (const p of programs) {
    const completers = completed.filter((c) => c.programId === p.programId && c.studentId !== 'student1').map((c) => Number(c.studentId.replace('student', '')));
    const openDt = new Date(new Date(`${p.runEndDt}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
    await insertSurvey(
      tx,
      {
        title: `${p.title} 만족도 조사`,
        description: '참여하신 프로그램의 만족도를 알려 주세요. 응답은 익명으로 처리되어 다음 프로그램 개선에만 쓰입니다.',
        status: 'OPEN',
        open: [openDt, '09:00'],
        close: ['2026-12-18', '18:00'],
        anonymous: true,
        questions: SATISFACTION_QUESTIONS,
        respondents: completers.filter((n) => Number.isInteger(n)).slice(0, Math.ceil(completers.length / 2)),
      },
      { kind: 'SATISFACTION', refType: REF_CAREER_PROGRAM, refId: String(p.programId) },
    );
  }
}
