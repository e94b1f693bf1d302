// The classroom of the running programme student1 attends ('창업 아이디어 해커톤'): notices, a public
// and a private question (one answered), a reference file and a link, a closed report that is graded
// and an open one due 2026-12-02. Fixed dates; inserted after every other area's data.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { putFile } from '../../src/lib/server/files/storage';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PROGRAM_TITLE = '창업 아이디어 해커톤';
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

async function textFile(tx: Tx, ownerId: string, name: string, text: string, at: Date) {
  const bytes = utf8(text);
  const saveFileNm = await putFile(bytes, tx);
  const [group] = await tx.insert(schema.fileGroups).values({ ownerId, visibility: 'private', createdAt: at }).returning({ id: schema.fileGroups.fileGroupId });
  const [file] = await tx
    .insert(schema.files)
    .values({ fileGroupId: group.id, saveFileNm, oriFileNm: name, fileExtNm: 'txt', mimeType: 'text/plain', fileSize: bytes.byteLength, linkUrlPath: '', uploaderId: ownerId, createdAt: at })
    .returning({ id: schema.files.fileId });
  await tx.update(schema.files).set({ linkUrlPath: `/api/files/download/${file.id}` }).where(eq(schema.files.fileId, file.id));
  return { groupId: group.id, fileId: file.id };
}

export async function seedCareerClass(tx: Tx) {
  const [p] = await tx.select().from(schema.careerPrograms).where(eq(schema.careerPrograms.title, PROGRAM_TITLE));
  if (!p) return;
  const staff = p.managerId;
  const programId = p.programId;
  const applOf = async (studentId: string) => {
    const [a] = await tx
      .select({ applId: schema.careerApplications.applId })
      .from(schema.careerApplications)
      .where(and(eq(schema.careerApplications.programId, programId), eq(schema.careerApplications.studentId, studentId)));
    return a.applId;
  };
  // Two reports are part of this programme's completion rule.
  await tx.update(schema.careerPrograms).set({ reportsRequired: 2 }).where(eq(schema.careerPrograms.programId, programId));

  const guide = await textFile(
    tx,
    staff,
    '최종 발표 진행 안내',
    ['창업 아이디어 해커톤 최종 발표 안내', '', '일시: 2026-12-04(금) 14:00', '장소: 창업보육센터 1층 메이커스페이스', '발표: 팀별 7분 + 질의응답 3분', '제출: 발표 자료(PDF)를 12월 3일 18:00까지 과제로 올려 주세요.', ''].join('\n'),
    kst('2026-11-23', '18:00'),
  );
  await tx.insert(schema.careerClassNotices).values([
    { programId, title: '해커톤 진행 방식과 팀 편성 안내', body: '첫 시간에 4인 1팀으로 편성했습니다.\n팀별 멘토는 2주차부터 배정됩니다.\n결석이 예정된 경우 미리 Q&A로 알려 주세요.', pinned: false, authorId: staff, createdAt: kst('2026-11-16', '18:30'), updatedAt: kst('2026-11-16', '18:30') },
    { programId, title: '최종 발표 일정과 준비물', body: '12월 4일 최종 발표의 순서와 준비물을 안내합니다.\n첨부한 안내문을 꼭 읽어 주세요.', pinned: true, fileGroupId: guide.groupId, authorId: staff, createdAt: kst('2026-11-23', '18:00'), updatedAt: kst('2026-11-23', '18:00') },
  ]);

  await tx.insert(schema.careerClassQuestions).values([
    {
      programId,
      studentId: 'student1',
      title: '비즈니스 모델 캔버스는 팀별로 한 부만 내나요?',
      body: '과제 안내에 팀 과제인지 개인 과제인지가 나와 있지 않아 여쭙니다.',
      isPrivate: false,
      answer: '개인별로 제출해 주세요. 팀에서 같이 만든 캔버스를 바탕으로 하되, 본인이 맡은 부분을 표시해 주면 됩니다.',
      answeredBy: staff,
      answeredAt: kst('2026-11-24', '10:15'),
      createdAt: kst('2026-11-23', '21:40'),
      updatedAt: kst('2026-11-23', '21:40'),
    },
    {
      programId,
      studentId: 'student1',
      title: '11월 30일 회차 지각 관련 문의',
      body: '11월 30일에는 전공 시험이 있어 30분 정도 늦을 것 같습니다. 출석으로 인정되는지 궁금합니다.',
      isPrivate: true,
      createdAt: kst('2026-11-25', '22:05'),
      updatedAt: kst('2026-11-25', '22:05'),
    },
    {
      programId,
      studentId: 'student121',
      title: '프로토타입은 종이로 만들어도 되나요?',
      body: '앱 아이디어인데 아직 개발을 못 해서 종이 프로토타입으로 발표해도 되는지 궁금합니다.',
      isPrivate: false,
      createdAt: kst('2026-11-25', '13:20'),
      updatedAt: kst('2026-11-25', '13:20'),
    },
  ]);

  const canvas = await textFile(
    tx,
    staff,
    '비즈니스 모델 캔버스 작성 양식',
    ['비즈니스 모델 캔버스', '', '1. 고객 세그먼트', '2. 가치 제안', '3. 채널', '4. 고객 관계', '5. 수익원', '6. 핵심 자원', '7. 핵심 활동', '8. 핵심 파트너', '9. 비용 구조', ''].join('\n'),
    kst('2026-11-23', '17:00'),
  );
  await tx.insert(schema.careerClassReferences).values([
    { programId, kind: 'FILE', title: '비즈니스 모델 캔버스 양식', description: '2주차 실습에 쓴 양식입니다. 과제 작성에도 사용하세요.', fileGroupId: canvas.groupId, authorId: staff, createdAt: kst('2026-11-23', '17:00') },
    { programId, kind: 'LINK', title: 'K-Startup 창업지원 포털', description: '정부 창업지원 사업과 예비창업자 교육을 찾아볼 수 있습니다.', url: 'https://www.k-startup.go.kr', authorId: staff, createdAt: kst('2026-11-23', '17:05') },
  ]);

  const [defined, canvasReport] = await tx
    .insert(schema.careerReports)
    .values([
      {
        programId,
        title: '문제 정의서',
        instructions: '팀이 풀려는 사회문제와 대상 사용자를 A4 한 장으로 정리해 제출하세요.\n인터뷰한 사람 수와 핵심 발견을 꼭 포함해 주세요.',
        openAt: kst('2026-11-16', '18:00'),
        dueAt: kst('2026-11-20', '23:59'),
        closeAt: kst('2026-11-21', '23:59'),
        maxScore: 20,
        allowedExts: ['pdf', 'hwp', 'hwpx', 'docx', 'txt'],
        createdBy: staff,
        createdAt: kst('2026-11-16', '18:00'),
        updatedAt: kst('2026-11-16', '18:00'),
      },
      {
        programId,
        title: '비즈니스 모델 캔버스',
        instructions: '자료실의 양식으로 팀 아이디어의 비즈니스 모델 캔버스를 작성하고, 본인이 맡은 칸을 표시해 제출하세요.\n12월 3일 23:59까지는 지각으로 받습니다.',
        openAt: kst('2026-11-23', '18:00'),
        dueAt: kst('2026-12-02', '23:59'),
        closeAt: kst('2026-12-03', '23:59'),
        maxScore: 30,
        allowedExts: ['pdf', 'hwp', 'hwpx', 'docx', 'pptx', 'txt'],
        createdBy: staff,
        createdAt: kst('2026-11-23', '18:00'),
        updatedAt: kst('2026-11-23', '18:00'),
      },
    ])
    .returning({ reportId: schema.careerReports.reportId });
  void canvasReport;

  // The closed report: student1 and two classmates handed it in (one late); all graded.
  const handedIn: [string, string, string, number, string, boolean][] = [
    ['student1', '2026-11-20', '21:30', 18, '인터뷰 8명으로 문제를 구체적으로 잡았습니다. 대상 사용자를 한 문장으로 더 좁혀 보세요.', false],
    ['student121', '2026-11-20', '15:10', 16, '문제 배경이 잘 정리되었습니다. 인터뷰 근거를 보강해 주세요.', false],
    ['student122', '2026-11-21', '11:45', 14, '지각 제출입니다. 핵심 발견이 빠져 있어 감점했습니다.', true],
  ];
  for (const [studentId, dt, tm, score, feedback, late] of handedIn) {
    const f = await textFile(tx, studentId, '문제 정의서', `문제 정의서 (${studentId})\n\n대상 사용자: 자취하는 대학생\n문제: 남는 식재료 처리\n인터뷰: 8명\n`, kst(dt, tm));
    await tx.insert(schema.careerReportSubmissions).values({
      reportId: defined.reportId,
      applId: await applOf(studentId),
      studentId,
      body: null,
      fileGroupId: f.groupId,
      fileIds: [f.fileId],
      submitCount: studentId === 'student1' ? 2 : 1,
      submittedAt: kst(dt, tm),
      late,
      score,
      feedback,
      gradedBy: staff,
      gradedAt: kst('2026-11-23', '16:00'),
    });
  }
}
