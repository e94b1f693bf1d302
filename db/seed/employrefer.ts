// Employment reference demo data: student1 took the career interest test twice (spring and this
// autumn; her interests moved from investigative towards social and enterprising), and keeps one
// cover-letter draft (지원동기) with two versions. Online courses and lectures in every category.
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { ITEMS, scoreAnswers, topCode, type RiasecType } from '../../src/lib/employrefer/riasec';
import { countText } from '../../src/lib/employrefer/count';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A complete answer set: the eight answers of each type, in item order. */
function answerSet(per: Record<RiasecType, number[]>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of ITEMS) out[item.id] = per[item.type][Number(item.id.slice(1)) - 1];
  return out;
}

const TESTS: { date: string; time: string; per: Record<RiasecType, number[]> }[] = [
  {
    date: '2026-03-12',
    time: '14:20',
    per: {
      R: [2, 2, 3, 2, 1, 3, 2, 2],
      I: [5, 4, 5, 4, 4, 5, 4, 4],
      A: [4, 3, 4, 4, 3, 4, 3, 3],
      S: [4, 4, 3, 4, 4, 3, 3, 4],
      E: [2, 3, 3, 2, 3, 2, 2, 3],
      C: [3, 3, 3, 4, 3, 4, 3, 3],
    },
  },
  {
    date: '2026-11-02',
    time: '10:05',
    per: {
      R: [2, 1, 2, 2, 1, 3, 2, 2],
      I: [4, 3, 4, 4, 3, 4, 4, 3],
      A: [3, 3, 4, 3, 3, 4, 3, 3],
      S: [5, 5, 4, 5, 4, 4, 4, 5],
      E: [4, 4, 4, 3, 4, 4, 3, 4],
      C: [3, 3, 3, 3, 3, 4, 3, 3],
    },
  },
];

const DRAFT_V1 = '저는 사람의 이야기를 듣고 변화를 돕는 일에 보람을 느낍니다. 교육 봉사를 하며 이 일을 직업으로 삼고 싶다는 생각을 하게 되었습니다.';
const DRAFT_V2 = `${DRAFT_V1}\n\n특히 2학년 때 지역 아동센터에서 1년 동안 학습 멘토로 활동하며, 한 학생의 성적보다 자신감이 먼저 자란다는 것을 보았습니다. 귀사의 청소년 진로 교육 사업에서 이 경험을 살리고 싶어 지원했습니다.`;

export async function seedEmployrefer(tx: Tx) {
  await seedOnlineCourses(tx);
  for (const t of TESTS) {
    const answers = answerSet(t.per);
    const scores = scoreAnswers(answers);
    await tx.insert(schema.careerTestResults).values({ studentId: 'student1', testDt: t.date, scores, topCode: topCode(scores), answers, createdAt: kst(t.date, t.time) });
  }
  const [draft] = await tx
    .insert(schema.coverLetterDrafts)
    .values({ studentId: 'student1', questionCd: 'MOTIVE', title: '청소년 교육재단 하반기 공채', createdAt: kst('2026-11-10', '21:00'), updatedAt: kst('2026-11-15', '22:30') })
    .returning();
  for (const [i, [content, date, time]] of ([[DRAFT_V1, '2026-11-10', '21:00'], [DRAFT_V2, '2026-11-15', '22:30']] as const).entries()) {
    const c = countText(content);
    await tx.insert(schema.coverLetterVersions).values({ draftId: draft.draftId, versionNo: i + 1, content, charCnt: c.withSpaces, charNoSpaceCnt: c.withoutSpaces, byteCnt: c.bytes, createdAt: kst(date, time) });
  }
}


/** Online courses and lectures: [category, title, provider, description, url, minutes]. */
const COURSES: [string, string, string, string, string, number][] = [
  ['RESUME', '합격하는 자기소개서 문항별 작성법', '한울여대 경력개발센터', '지원동기, 성장과정, 직무역량 문항을 예시 답변과 함께 첨삭합니다.', 'https://career.hanwool.example/online/resume-1', 90],
  ['RESUME', '이력서 한 장으로 나를 설명하기', 'K-MOOC', '경험을 직무 역량으로 바꾸어 쓰는 이력서 구성법을 배웁니다.', 'https://www.kmooc.kr/', 120],
  ['RESUME', 'NCS 기반 입사지원서 이해', '고용24', '공공기관 능력중심 채용의 입사지원서와 경험·경력기술서 작성법입니다.', 'https://www.work24.go.kr/', 60],
  ['INTERVIEW', '역량 면접 질문 50선과 답변 구조', '한울여대 경력개발센터', 'STAR 구조로 경험을 말하는 연습과 자주 나오는 질문을 다룹니다.', 'https://career.hanwool.example/online/interview-1', 80],
  ['INTERVIEW', 'AI 면접 준비하기', '고용24', 'AI 역량검사의 구성과 응시 환경, 영상 면접 태도를 안내합니다.', 'https://www.work24.go.kr/', 45],
  ['INTERVIEW', 'PT·토론 면접 실전', '한울여대 경력개발센터', '주제 분석부터 발표 구성, 토론에서의 역할까지 실습합니다.', 'https://career.hanwool.example/online/interview-2', 100],
  ['JOB', '직무 탐색: 마케팅과 브랜드 관리', 'K-MOOC', '마케터의 하루와 필요한 역량, 입사 경로를 현직자 강의로 봅니다.', 'https://www.kmooc.kr/', 70],
  ['JOB', '직무 탐색: 데이터 분석가', 'K-MOOC', '데이터 분석 직무의 업무 흐름과 준비할 도구를 소개합니다.', 'https://www.kmooc.kr/', 75],
  ['JOB', '공공기관·공무원 직무 이해', '고용24', '행정·기술 직렬별 업무와 채용 절차를 정리합니다.', 'https://www.work24.go.kr/', 60],
  ['SKILL', '엑셀 실무: 피벗과 함수', '한울여대 평생교육원', '사무 직무에 필요한 표 계산과 보고서 작성 실습입니다.', 'https://career.hanwool.example/online/excel', 240],
  ['SKILL', '비즈니스 문서와 이메일 쓰기', '한울여대 평생교육원', '보고서, 기획서, 업무 이메일의 구성과 표현을 익힙니다.', 'https://career.hanwool.example/online/writing', 120],
  ['INDUSTRY', '산업 동향으로 읽는 채용 시장', '한울여대 경력개발센터', '주요 산업의 흐름과 채용 규모의 변화를 살펴봅니다.', 'https://career.hanwool.example/online/industry', 60],
  ['INDUSTRY', '기업 분석: 사업보고서 읽는 법', 'K-MOOC', '전자공시의 사업보고서로 지원 기업의 사업과 재무를 파악합니다.', 'https://www.kmooc.kr/', 90],
];

export async function seedOnlineCourses(tx: Tx) {
  await tx.insert(schema.onlineCourses).values(
    COURSES.map(([categoryCd, title, provider, description, url, durationMin], i) => ({ categoryCd, title, provider, description, url, durationMin, sortOrder: i + 1, createdAt: kst('2026-09-01') })),
  );
}
