// Exchange programmes around the demo world's today (2026-11-22): twelve partner universities, a
// round for 2027학년도 1학기 taking applications now, one to come and two past ones whose students
// went (파견) and wrote reviews. Past students are 202-208, current applicants 165-169 (away from
// the test students). University ids follow the order below (1, 2, ...).
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { incomingUserId, type ExchangeStatus } from '../../src/lib/exchange/rules';
import { sql } from 'drizzle-orm';
import { termNm } from '../../src/lib/calendar';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Univ = typeof schema.exchangeUniversities.$inferInsert;

export const UNIVERSITIES: Univ[] = [
  { univNm: '캘리포니아주립대학교 롱비치', univEngNm: 'California State University, Long Beach', countryCd: 'US', city: '롱비치', langCd: 'EN', testCd: 'TOEFL', minLevel: '80', minGpa: 3.0, seatsPerTerm: 3, termsOffered: ['10', '20'], homepage: 'https://www.csulb.edu', description: '경영·디자인 과목이 다양하고 국제학생 지원센터가 잘 갖추어져 있습니다. 기숙사 배정이 보장됩니다.' },
  { univNm: '포틀랜드주립대학교', univEngNm: 'Portland State University', countryCd: 'US', city: '포틀랜드', langCd: 'EN', testCd: 'TOEFL', minLevel: '71', minGpa: 2.8, seatsPerTerm: 2, termsOffered: ['20'], homepage: 'https://www.pdx.edu', description: '도시계획과 사회복지 분야가 강합니다. 가을 학기에만 교환학생을 받습니다.' },
  { univNm: '요크대학교', univEngNm: 'York University', countryCd: 'CA', city: '토론토', langCd: 'EN', testCd: 'IELTS', minLevel: '6.5', minGpa: 3.2, seatsPerTerm: 2, termsOffered: ['10', '20'], homepage: 'https://www.yorku.ca', description: '캐나다 최대 규모 대학 중 하나로 인문·사회 과목 선택 폭이 넓습니다.' },
  { univNm: '리즈대학교', univEngNm: 'University of Leeds', countryCd: 'GB', city: '리즈', langCd: 'EN', testCd: 'IELTS', minLevel: '6.5', minGpa: 3.3, seatsPerTerm: 1, termsOffered: ['20'], homepage: 'https://www.leeds.ac.uk', description: '러셀 그룹 대학으로 커뮤니케이션·언어학 과목이 강합니다.' },
  { univNm: '퀸즐랜드공과대학교', univEngNm: 'Queensland University of Technology', countryCd: 'AU', city: '브리즈번', langCd: 'EN', testCd: 'IELTS', minLevel: '6.0', minGpa: 3.0, seatsPerTerm: 2, termsOffered: ['10', '20'], homepage: 'https://www.qut.edu.au', description: '실무 중심 교육과 창업 프로그램으로 알려져 있습니다. 남반구라 학기 시작이 다릅니다.' },
  { univNm: '와세다대학교', univEngNm: 'Waseda University', countryCd: 'JP', city: '도쿄', langCd: 'JA', testCd: 'JLPT', minLevel: 'N2', minGpa: 3.0, seatsPerTerm: 2, termsOffered: ['10', '20'], homepage: 'https://www.waseda.jp', description: '일본어 강의를 주로 듣습니다. 영어 강의 프로그램(SILS)도 일부 수강할 수 있습니다.' },
  { univNm: '간사이대학교', univEngNm: 'Kansai University', countryCd: 'JP', city: '오사카', langCd: 'JA', testCd: 'JLPT', minLevel: 'N3', minGpa: 2.7, seatsPerTerm: 3, termsOffered: ['10', '20'], homepage: 'https://www.kansai-u.ac.jp', description: '일본어 집중 과정과 일본 문화 체험 프로그램이 있습니다.' },
  { univNm: '푸단대학교', univEngNm: 'Fudan University', countryCd: 'CN', city: '상하이', langCd: 'ZH', testCd: 'HSK', minLevel: '4', minGpa: 3.0, seatsPerTerm: 2, termsOffered: ['10', '20'], homepage: 'https://www.fudan.edu.cn', description: '중국어 강의와 국제학생 중국어 과정을 함께 들을 수 있습니다.' },
  { univNm: '베를린자유대학교', univEngNm: 'Freie Universität Berlin', countryCd: 'DE', city: '베를린', langCd: 'DE', testCd: 'TESTDAF', minLevel: '4', minGpa: 3.2, seatsPerTerm: 1, termsOffered: ['20'], homepage: 'https://www.fu-berlin.de', description: '독일어 강의 중심이며 학기 전 독일어 집중 과정이 있습니다.' },
  { univNm: '리옹제3대학교', univEngNm: 'Université Jean Moulin Lyon 3', countryCd: 'FR', city: '리옹', langCd: 'FR', testCd: 'DELF', minLevel: 'B2', minGpa: 3.0, seatsPerTerm: 2, termsOffered: ['10', '20'], homepage: 'https://www.univ-lyon3.fr', description: '프랑스어 강의 중심이며 경영·법학 과목이 많습니다.' },
  { univNm: '마드리드자치대학교', univEngNm: 'Universidad Autónoma de Madrid', countryCd: 'ES', city: '마드리드', langCd: 'ES', testCd: 'DELE', minLevel: 'B1', minGpa: 2.8, seatsPerTerm: 2, termsOffered: ['10', '20'], homepage: 'https://www.uam.es', description: '스페인어 강의와 외국인을 위한 스페인어 과정이 있습니다.' },
  { univNm: '흐로닝언대학교', univEngNm: 'University of Groningen', countryCd: 'NL', city: '흐로닝언', langCd: 'EN', testCd: 'TOEFL', minLevel: '90', minGpa: 3.5, seatsPerTerm: 1, termsOffered: ['10', '20'], homepage: 'https://www.rug.nl', description: '영어로 진행하는 학부 과목이 많아 비영어권에서도 영어로 공부할 수 있습니다.' },
];

/** [title, year, termCd, applyStartDt, applyEndDt] */
const ROUNDS: [string, number, string, string, string][] = [
  ['2025학년도 2학기 교환학생 모집', 2025, '20', '2025-03-03', '2025-03-21'],
  ['2026학년도 1학기 교환학생 모집', 2026, '10', '2025-09-08', '2025-09-26'],
  ['2027학년도 1학기 교환학생 모집', 2027, '10', '2026-11-16', '2026-11-30'],
  ['2027학년도 2학기 교환학생 모집', 2027, '20', '2027-03-02', '2027-03-20'],
];

interface DemoAppl {
  round: number;
  studentId: string;
  gpa: number;
  credits: number;
  /** university numbers (1-based, as in UNIVERSITIES) in the student's order */
  choices: number[];
  /** [test, result as the test reports it, test date] */
  scores: [string, string, string][];
  status: ExchangeStatus;
  selected?: number;
  at: string;
  review?: [number, string, string];
}

const PLAN = '전공 과목과 현지 언어 과목을 함께 들으며 현지 기관 방문과 문화 체험으로 시야를 넓히고, 돌아와 전공 심화 과목과 연결하고 싶습니다.';

const APPLICATIONS: DemoAppl[] = [
  { round: 1, studentId: 'student202', gpa: 3.71, credits: 65, choices: [1, 3], scores: [['TOEFL', '92', '2025-01-18'], ['IELTS', '6.5', '2025-02-01']], status: 'DISPATCHED', selected: 1, at: '2025-03-10', review: [5, '캠퍼스가 넓고 친절한 학교', '국제학생 오리엔테이션이 잘 되어 있어 금방 적응했습니다. 디자인 수업은 과제가 많지만 피드백이 꼼꼼했습니다. 기숙사 식당은 평범했어요.'] },
  { round: 1, studentId: 'student203', gpa: 3.42, credits: 70, choices: [6, 7], scores: [['JLPT', 'N2', '2024-12-01']], status: 'DISPATCHED', selected: 6, at: '2025-03-12', review: [4, '일본어 실력이 많이 늘었어요', '수업 대부분이 일본어라 처음 한 달은 힘들었지만 튜터 제도가 있어 도움을 많이 받았습니다. 동아리 활동도 교환학생에게 열려 있습니다.'] },
  { round: 1, studentId: 'student204', gpa: 3.05, credits: 62, choices: [8], scores: [['HSK', '5', '2024-11-20']], status: 'DISPATCHED', selected: 8, at: '2025-03-14', review: [4, '상하이 생활 추천합니다', '중국어 과정 반 배정 시험이 있어 수준에 맞게 들을 수 있었습니다. 물가가 생각보다 높으니 예산을 넉넉히 잡으세요.'] },
  { round: 1, studentId: 'student205', gpa: 2.61, credits: 58, choices: [7], scores: [['JLPT', 'N3', '2024-12-01']], status: 'FAILED', at: '2025-03-15' },
  { round: 2, studentId: 'student206', gpa: 3.88, credits: 80, choices: [5, 1], scores: [['IELTS', '7.0', '2025-08-02']], status: 'DISPATCHED', selected: 5, at: '2025-09-15', review: [5, '실습 수업이 많아 좋았습니다', '팀 프로젝트 수업에서 현지 학생들과 함께 일해 본 경험이 가장 값졌습니다. 브리즈번 날씨가 정말 좋아요.'] },
  { round: 2, studentId: 'student207', gpa: 3.35, credits: 74, choices: [10, 11], scores: [['DELF', 'B2', '2025-06-14']], status: 'DISPATCHED', selected: 10, at: '2025-09-18', review: [3, '행정 절차는 미리 준비하세요', '수업은 만족스러웠지만 체류증 발급 등 행정 절차가 오래 걸렸습니다. 출국 전에 서류를 꼼꼼히 챙기길 권합니다.'] },
  { round: 2, studentId: 'student208', gpa: 3.52, credits: 77, choices: [3, 12], scores: [['IELTS', '6.5', '2025-08-16']], status: 'DISPATCHED', selected: 3, at: '2025-09-19', review: [4, '토론 수업이 인상적', '수업마다 토론 비중이 높아 처음엔 긴장했지만 영어 말하기 실력이 많이 늘었습니다. 겨울이 매우 추우니 방한 준비를 하세요.'] },
  { round: 3, studentId: 'student165', gpa: 3.62, credits: 68, choices: [1, 3, 5], scores: [['TOEFL', '95', '2026-10-11'], ['IELTS', '7.0', '2026-09-20']], status: 'SCREENING', at: '2026-11-17' },
  { round: 3, studentId: 'student166', gpa: 3.21, credits: 66, choices: [6, 7], scores: [['JLPT', 'N2', '2026-07-05']], status: 'APPLIED', at: '2026-11-18' },
  { round: 3, studentId: 'student167', gpa: 3.45, credits: 71, choices: [8], scores: [['HSK', '5', '2026-06-21']], status: 'APPLIED', at: '2026-11-19' },
  { round: 3, studentId: 'student168', gpa: 3.9, credits: 82, choices: [12, 1], scores: [['TOEFL', '104', '2026-08-30']], status: 'SCREENING', at: '2026-11-20' },
];

/**
 * Students of partner universities studying here in 2026 2학기 (decision 040): student accounts
 * (with the demo password) and their incoming rows. [name, e-mail, partner university (1-based), host department]
 */
const INCOMING: [string, string, number, string][] = [
  ['Emily Carter', 'emily.carter@student.csulb.edu', 1, 'D4010'],
  ['Olivia Tremblay', 'otremblay@my.yorku.ca', 3, 'D4040'],
  ['Sophie Nguyen', 'sophie.nguyen@connect.qut.edu.au', 5, 'D4020'],
];

async function seedIncoming(tx: Tx, univIds: number[], passwordHash: string | null) {
  for (const [korNm, email, univ, hakguaCd] of INCOMING) {
    // Ids come from the registrations' own sequence, as the office's registrations do.
    const [{ id }] = (await tx.execute(sql`select nextval(pg_get_serial_sequence('exchange_incoming', 'incoming_id'))::int as id`)).rows as { id: number }[];
    const userId = incomingUserId(2026, '20', Number(id));
    await tx.insert(schema.users).values({ userId, korNm, userDiv: 'std', email, isSso: 'N', useYn: 'Y', passwordHash, colgCd: 'C40', hakguaCd, shregSt: '10', grdtYn: 'N', frgnYn: 'Y', handicapYn: 'N', createdAt: kst('2026-08-10', '10:00'), updatedAt: kst('2026-08-10', '10:00') });
    await tx.insert(schema.exchangeIncoming).values({ incomingId: Number(id), userId, univId: univIds[univ - 1], year: 2026, termCd: '20', email, registeredBy: 'staff1', createdAt: kst('2026-08-10', '10:00') });
  }
}

export async function seedExchange(tx: Tx, passwordHash: string | null = null) {
  const univIds: number[] = [];
  for (const u of UNIVERSITIES) {
    const [row] = await tx.insert(schema.exchangeUniversities).values({ ...u, createdAt: kst('2025-02-03', '09:00'), updatedAt: kst('2025-02-03', '09:00') }).returning({ id: schema.exchangeUniversities.univId });
    univIds.push(row.id);
  }
  await seedIncoming(tx, univIds, passwordHash);
  const roundIds: number[] = [];
  for (const [title, year, termCd, applyStartDt, applyEndDt] of ROUNDS) {
    const [row] = await tx.insert(schema.exchangeRounds).values({ title, year, termCd, applyStartDt, applyEndDt, createdAt: kst(applyStartDt, '09:00') }).returning({ id: schema.exchangeRounds.roundId });
    roundIds.push(row.id);
  }
  for (const a of APPLICATIONS) {
    const [, year, termCd, , endDt] = ROUNDS[a.round - 1];
    const appliedAt = kst(a.at, '14:00');
    const selectedUnivId = a.selected ? univIds[a.selected - 1] : null;
    const [row] = await tx
      .insert(schema.exchangeApplications)
      .values({
        roundId: roundIds[a.round - 1],
        studentId: a.studentId,
        gpa: a.gpa,
        earnedCredits: a.credits,
        studyPlan: PLAN,
        status: a.status,
        selectedUnivId,
        reviewNote: a.status === 'FAILED' ? '지망 대학의 선발 인원을 넘어 성적순으로 선발하지 못했습니다.' : null,
        createdAt: appliedAt,
        updatedAt: appliedAt,
      })
      .returning({ applId: schema.exchangeApplications.applId });
    await tx.insert(schema.exchangeChoices).values(a.choices.map((n, i) => ({ applId: row.applId, rank: i + 1, univId: univIds[n - 1] })));
    await tx.insert(schema.exchangeScores).values(a.scores.map(([testCd, level, testDt]) => ({ applId: row.applId, testCd, level, testDt })));
    // The steps a past application went through, on the round's own days.
    const path: [string | null, ExchangeStatus, Date][] = [[null, 'APPLIED', appliedAt]];
    if (a.status !== 'APPLIED') path.push(['APPLIED', 'SCREENING', kst(endDt, '18:00')]);
    if (a.status === 'FAILED') path.push(['SCREENING', 'FAILED', kst(endDt, '18:00')]);
    if (a.status === 'SELECTED' || a.status === 'DISPATCHED') path.push(['SCREENING', 'SELECTED', kst(endDt, '18:00')]);
    if (a.status === 'DISPATCHED') path.push(['SELECTED', 'DISPATCHED', kst(termCd === '10' ? `${year}-02-20` : `${year}-08-20`, '10:00')]);
    await tx.insert(schema.exchangeApplicationHistory).values(
      path.map(([fromStatus, toStatus, createdAt]) => ({
        applId: row.applId,
        fromStatus,
        toStatus,
        univId: toStatus === 'SELECTED' || toStatus === 'DISPATCHED' ? selectedUnivId : null,
        actorId: toStatus === 'APPLIED' ? a.studentId : 'staff1',
        createdAt,
      })),
    );
    if (a.status === 'DISPATCHED') {
      const u = UNIVERSITIES[a.selected! - 1];
      const termName = termNm(termCd);
      await tx.insert(schema.activityEvents).values({
        userId: a.studentId,
        kind: 'EXCHANGE_DISPATCHED',
        title: `${u.univNm} 교환학생 파견 (${year}학년도 ${termName})`,
        refType: 'exchange_application',
        refId: String(row.applId),
        occurredAt: kst(termCd === '10' ? `${year}-02-20` : `${year}-08-20`, '10:00'),
      });
      if (a.review) {
        const [rating, title, content] = a.review;
        await tx.insert(schema.exchangeReviews).values({ univId: selectedUnivId!, studentId: a.studentId, termLabel: `${year}학년도 ${termName}`, rating, title, content, createdAt: kst(termCd === '10' ? `${year}-07-10` : `${year + 1}-01-20`, '20:00') });
      }
    }
  }
}
