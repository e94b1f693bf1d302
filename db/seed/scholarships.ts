// Scholarships (장학) around the demo world's today (2026-11-22): next term's scholarships open or
// about to open, the winter work scholarship with applications under review, and past terms with
// selections and payments (student1 has four payments and one rejection, so the state page and
// loginInfo's scholAmtGetCnt have data). Scholarship ids follow the order below (1, 2, ...).
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { paymentTitle, type ScholStatus } from '../../src/lib/scholarships/rules';
import { termNm } from '../../src/lib/calendar';
import { formatWon } from '../../src/lib/format';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Scholarship = typeof schema.scholarships.$inferInsert;

interface DemoApplicant {
  studentId: string;
  status: ScholStatus;
  /** Applied on (YYYY-MM-DD). */
  on: string;
  award?: number;
  paid?: string;
  /** Paid in instalments (분할 지급); the last one is on `paid`. Default: the award at once. */
  instalments?: { paidDt: string; amount: number; memo: string }[];
  note?: string;
}

interface DemoScholarship extends Omit<Scholarship, 'managerId'> {
  managerId?: string;
  applicants?: DemoApplicant[];
}

const MERIT_DESC = '직전 학기 성적이 우수한 재학생에게 등록금의 일부를 지원합니다. 직전 학기 12학점 이상 이수자를 대상으로 평점평균 순으로 선발하며, 동점자는 취득학점이 많은 학생을 우선합니다.';
const NEED_DESC = '경제적 어려움이 있는 재학생의 학업을 지원합니다. 한국장학재단 소득분위를 기준으로 선발하며, 제출 서류로 가계 사정을 확인합니다.';
const WORK_DESC = '교내 부서에서 주 10시간 이내로 근무하며 근로 시간에 따라 장학금을 받습니다. 근무 부서는 선정 후 희망을 받아 배정합니다.';

export const SCHOLARSHIPS: DemoScholarship[] = [
  {
    title: '2027학년도 1학기 성적우수장학금',
    kindCd: 'MERIT',
    year: 2027,
    termCd: '10',
    amountMin: 1_000_000,
    amountMax: 2_000_000,
    quota: 20,
    description: MERIT_DESC,
    applyStartDt: '2026-11-16',
    applyEndDt: '2026-12-04',
    minGrade: 2,
    minCredits: 30,
    minGpa: 3.5,
    eligibleStatusCds: ['10'],
    requiredDocs: ['성적증명서'],
    managerId: 'staff5',
  },
  {
    title: '2027학년도 1학기 가계곤란장학금',
    kindCd: 'NEED',
    year: 2027,
    termCd: '10',
    amountMin: 2_000_000,
    amountMax: 2_000_000,
    quota: 15,
    description: NEED_DESC,
    applyStartDt: '2026-11-16',
    applyEndDt: '2026-12-11',
    maxIncomeCd: '3',
    eligibleStatusCds: ['10'],
    requiredDocs: ['소득분위 확인서', '가족관계증명서'],
    managerId: 'staff5',
  },
  {
    title: '2026학년도 겨울방학 근로장학생',
    kindCd: 'WORK',
    year: 2026,
    termCd: '25',
    amountMin: 1_200_000,
    amountMax: 1_200_000,
    quota: 10,
    description: WORK_DESC,
    applyStartDt: '2026-11-16',
    applyEndDt: '2026-11-30',
    eligibleStatusCds: ['10'],
    requiredDocs: [],
    managerId: 'staff5',
    applicants: [
      { studentId: 'student131', status: 'APPLIED', on: '2026-11-17' },
      { studentId: 'student132', status: 'APPLIED', on: '2026-11-18' },
      { studentId: 'student133', status: 'REVIEWING', on: '2026-11-17' },
      { studentId: 'student134', status: 'SELECTED', on: '2026-11-16', award: 1_200_000 },
      { studentId: 'student135', status: 'DOCS_REQUESTED', on: '2026-11-18', note: '근무 가능 시간표를 보완해 주세요.' },
      { studentId: 'student136', status: 'CANCELLED', on: '2026-11-16' },
    ],
  },
  {
    title: '한울 총동문회 희망나눔 장학금',
    kindCd: 'EXTERNAL',
    sponsorNm: '한울여자대학교 총동문회',
    year: 2027,
    termCd: '10',
    amountMin: 3_000_000,
    amountMax: 3_000_000,
    quota: 5,
    description: '총동문회가 학업 의지가 높고 형편이 어려운 후배를 위해 마련한 장학금입니다. 자기소개서와 지도교수 추천서로 선발합니다.',
    applyStartDt: '2026-12-01',
    applyEndDt: '2026-12-15',
    minGpa: 3.0,
    maxIncomeCd: '5',
    eligibleStatusCds: ['10'],
    requiredDocs: ['자기소개서', '추천서'],
    managerId: 'staff6',
  },
  {
    title: '2026학년도 2학기 성적우수장학금',
    kindCd: 'MERIT',
    year: 2026,
    termCd: '20',
    amountMin: 1_000_000,
    amountMax: 2_000_000,
    quota: 20,
    description: MERIT_DESC,
    applyStartDt: '2026-09-07',
    applyEndDt: '2026-09-19',
    minGrade: 2,
    minCredits: 30,
    minGpa: 3.5,
    eligibleStatusCds: ['10'],
    requiredDocs: ['성적증명서'],
    managerId: 'staff5',
    applicants: [
      { studentId: 'student1', status: 'PAID', on: '2026-09-08', award: 2_000_000, paid: '2026-10-08' },
      { studentId: 'student137', status: 'PAID', on: '2026-09-09', award: 1_500_000, paid: '2026-10-08' },
      { studentId: 'student138', status: 'REJECTED', on: '2026-09-10', note: '평점평균 순위가 선발 인원 밖입니다.' },
    ],
  },
  {
    title: '2026학년도 1학기 성적우수장학금',
    kindCd: 'MERIT',
    year: 2026,
    termCd: '10',
    amountMin: 1_000_000,
    amountMax: 2_000_000,
    quota: 20,
    description: MERIT_DESC,
    applyStartDt: '2026-03-02',
    applyEndDt: '2026-03-13',
    minGrade: 2,
    minCredits: 30,
    minGpa: 3.5,
    eligibleStatusCds: ['10'],
    requiredDocs: ['성적증명서'],
    managerId: 'staff5',
    applicants: [
      { studentId: 'student1', status: 'PAID', on: '2026-03-03', award: 1_500_000, paid: '2026-04-10' },
      { studentId: 'student139', status: 'PAID', on: '2026-03-04', award: 1_000_000, paid: '2026-04-10' },
    ],
  },
  {
    title: '2026학년도 1학기 근로장학생',
    kindCd: 'WORK',
    year: 2026,
    termCd: '10',
    amountMin: 1_200_000,
    amountMax: 1_200_000,
    quota: 10,
    description: WORK_DESC,
    applyStartDt: '2026-02-16',
    applyEndDt: '2026-02-27',
    eligibleStatusCds: ['10'],
    requiredDocs: [],
    managerId: 'staff5',
    applicants: [
      {
        studentId: 'student1',
        status: 'PAID',
        on: '2026-02-17',
        award: 1_200_000,
        paid: '2026-06-30',
        // A work scholarship is paid month by month for the hours worked.
        instalments: [
          { paidDt: '2026-04-30', amount: 400_000, memo: '4월 근로분' },
          { paidDt: '2026-05-29', amount: 400_000, memo: '5월 근로분' },
          { paidDt: '2026-06-30', amount: 400_000, memo: '6월 근로분' },
        ],
      },
      { studentId: 'student140', status: 'PAID', on: '2026-02-18', award: 1_200_000, paid: '2026-06-30' },
    ],
  },
  {
    title: '2025학년도 2학기 가계곤란장학금',
    kindCd: 'NEED',
    year: 2025,
    termCd: '20',
    amountMin: 2_000_000,
    amountMax: 2_000_000,
    quota: 15,
    description: NEED_DESC,
    applyStartDt: '2025-09-01',
    applyEndDt: '2025-09-12',
    maxIncomeCd: '3',
    eligibleStatusCds: ['10'],
    requiredDocs: ['소득분위 확인서', '가족관계증명서'],
    managerId: 'staff5',
    applicants: [{ studentId: 'student1', status: 'PAID', on: '2025-09-02', award: 2_000_000, paid: '2025-10-10' }],
  },
  {
    title: '2025학년도 2학기 성적우수장학금',
    kindCd: 'MERIT',
    year: 2025,
    termCd: '20',
    amountMin: 1_000_000,
    amountMax: 2_000_000,
    quota: 20,
    description: MERIT_DESC,
    applyStartDt: '2025-09-01',
    applyEndDt: '2025-09-12',
    minGrade: 2,
    minCredits: 30,
    minGpa: 3.5,
    eligibleStatusCds: ['10'],
    requiredDocs: ['성적증명서'],
    managerId: 'staff5',
    applicants: [{ studentId: 'student1', status: 'REJECTED', on: '2025-09-03', note: '같은 학기 다른 교내장학금(가계곤란장학금)과 중복으로 받을 수 없습니다.' }],
  },
];

/** Income brackets recorded by the office (student1 and the demo applicants). */
export const INCOME_BRACKETS: [string, string][] = [
  ['student1', '2'],
  ['student131', '1'],
  ['student132', '4'],
  ['student133', '0'],
  ['student134', '3'],
  ['student135', '6'],
];

/** The steps from the application to the final state. */
function stepsTo(status: ScholStatus): ScholStatus[] {
  switch (status) {
    case 'APPLIED':
      return ['APPLIED'];
    case 'DOCS_REQUESTED':
      return ['APPLIED', 'DOCS_REQUESTED'];
    case 'REVIEWING':
      return ['APPLIED', 'REVIEWING'];
    case 'SELECTED':
      return ['APPLIED', 'REVIEWING', 'SELECTED'];
    case 'PAID':
      return ['APPLIED', 'REVIEWING', 'SELECTED', 'PAID'];
    case 'REJECTED':
      return ['APPLIED', 'REVIEWING', 'REJECTED'];
    case 'CANCELLED':
      return ['APPLIED', 'CANCELLED'];
  }
}

export async function seedScholarships(tx: Tx) {
  for (const { applicants = [], ...s } of SCHOLARSHIPS) {
    const managerId = s.managerId ?? 'staff5';
    const [row] = await tx
      .insert(schema.scholarships)
      .values({ ...s, managerId, createdAt: kst(s.applyStartDt, '08:00'), updatedAt: kst(s.applyStartDt, '08:00') })
      .returning({ id: schema.scholarships.scholId });
    for (const a of applicants) {
      const steps = stepsTo(a.status);
      const applied = kst(a.on, '10:00');
      const at = (i: number) => (a.paid && steps[i] === 'PAID' ? kst(a.paid, '14:00') : new Date(applied.getTime() + i * 2 * 86_400_000));
      const [appl] = await tx
        .insert(schema.scholApplications)
        .values({ scholId: row.id, studentId: a.studentId, status: a.status, statement: '학업에 더 집중할 수 있도록 장학금을 신청합니다.', reviewNote: a.note ?? null, awardAmount: a.award ?? null, createdAt: applied, updatedAt: at(steps.length - 1) })
        .returning({ id: schema.scholApplications.applId });
      await tx.insert(schema.scholApplicationHistory).values(
        steps.map((to, i) => ({
          applId: appl.id,
          fromStatus: i ? steps[i - 1] : null,
          toStatus: to,
          actorId: i === 0 || to === 'CANCELLED' ? a.studentId : managerId,
          note: to === 'PAID' ? (a.instalments ? `${a.instalments.length}회에 나누어 ${formatWon(a.award!)} 지급 완료 (${a.paid})` : `${formatWon(a.award!)} 지급 (${a.paid})`) : to === 'REJECTED' || to === 'DOCS_REQUESTED' ? (a.note ?? null) : null,
          createdAt: at(i),
        })),
      );
      if (a.status === 'PAID') {
        const parts = a.instalments ?? [{ paidDt: a.paid!, amount: a.award!, memo: null }];
        await tx.insert(schema.scholPayments).values(parts.map((p, i) => ({ applId: appl.id, seq: i + 1, amount: p.amount, paidDt: p.paidDt, memo: p.memo, recordedBy: managerId, createdAt: kst(p.paidDt, '14:00') })));
        await tx.insert(schema.activityEvents).values({
          userId: a.studentId,
          kind: 'SCHOLARSHIP_PAID',
          title: paymentTitle(s, termNm(s.termCd), formatWon(a.award!)),
          refType: 'schol_application',
          refId: String(appl.id),
          occurredAt: kst(a.paid!, '14:00'),
        });
      }
    }
  }
  await tx.insert(schema.scholIncomeBrackets).values(INCOME_BRACKETS.map(([studentId, bracketCd]) => ({ studentId, bracketCd, recordedBy: 'staff5', updatedAt: kst('2026-09-01', '09:00') })));
}
